#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The write end of the pipe signal handlers report into. A handler may do
/// almost nothing safely (signal-safety(7)); `write` is one of the few
/// things it may, so it writes the signal's number and the main loop, which
/// polls the pipe beside the keyboard, does the rest (the self-pipe trick).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Signals as bytes to read: the window changing size (SIGWINCH), requests
/// to end (SIGTERM, SIGHUP, SIGINT from `kill`) that must first put the
/// terminal back, and to stop (SIGTSTP) and go on (SIGCONT).
struct SignalPipe {
    let readEnd: Int32

    init(catching signals: [Int32]) throws(MenuError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw MenuError(.storage, "cannot watch for signals: \(String(cString: strerror(errno)))")
        }
        // Never blocking: a handler must not wait, nor the loop reading it.
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
        for number in signals { Self.report(number) }
    }

    /// Makes `number` a byte on the pipe (again, after `SIG_DFL`).
    static func report(_ number: Int32) {
        signal(number) { caught in
            var byte = UInt8(truncatingIfNeeded: caught)
            _ = write(signalPipeWriteEnd, &byte, 1)
        }
    }

    /// Stops the process as Ctrl-Z would have (SIGTSTP's own action), and
    /// returns once it is continued (`fg`). Where no shell could continue
    /// it (a process group without job control, POSIX's orphaned group),
    /// the kernel discards the stop and this returns at once.
    static func stopUntilContinued() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        report(SIGTSTP)
    }

    /// The signals caught since the last call, oldest first.
    func caught() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &bytes, bytes.count)
        return count > 0 ? bytes[0..<count].map(Int32.init) : []
    }

    /// Ends the process as `number` would have, once the terminal is back:
    /// the shell then sees 128 + `number`, as it would without us.
    static func endProcess(as number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }
}
