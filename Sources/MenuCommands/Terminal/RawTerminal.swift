#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The settings to put back, for the crash handler, which may use only
/// what signal-safety(7) allows and so cannot reach an object.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var screenIsTaken = false
private let leaveScreen: [UInt8] = Array(RawTerminal.leaveSequence.utf8)

/// The terminal in raw mode on the alternate screen, with termios and a few
/// ANSI sequences that every terminal in use since xterm understands:
/// no terminfo database to find at run time, so the static binary needs
/// nothing beside it. `restore()` puts back exactly what it found.
final class RawTerminal {
    /// Alternate screen and hidden cursor on; off again, in the other order.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private var isRaw = false

    /// Fails unless both stdin and stdout are a terminal: the process's
    /// own, never a console a test runs a command line on.
    static var isAvailable: Bool {
        Console.current.endsWithProcess && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Raw mode: keys arrive one at a time, unechoed, Ctrl-C as a byte. Keys
    /// typed ahead are kept (TCSADRAIN, not TCSAFLUSH).
    func enter() throws(MenuError) {
        // Taken already (a SIGCONT after a stop from elsewhere): take it
        // again, keeping the settings found at first to put back.
        guard !isRaw else { return reclaim() }
        guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else {
            throw MenuError(.storage, "cannot set up the terminal: \(String(cString: strerror(errno)))")
        }
        var raw = Self.raw(savedSettings)
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else {
            throw MenuError(.storage, "cannot set up the terminal: \(String(cString: strerror(errno)))")
        }
        isRaw = true
        screenIsTaken = true
        Self.catchCrashes()
        write(Self.enterSequence)
    }

    /// Raw mode and the alternate screen again after the process was
    /// stopped and continued: the shell may have set the terminal its own
    /// way meanwhile. The settings to put back stay those found at first.
    func reclaim() {
        guard isRaw else { return }
        var raw = Self.raw(savedSettings)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
        write(Self.enterSequence)
    }

    /// Cooked mode, the cursor shown, the main screen back. Safe to call twice.
    func restore() {
        guard isRaw else { return }
        isRaw = false
        write(Self.leaveSequence)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &savedSettings)
        screenIsTaken = false
    }

    private static func raw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// Columns and lines; 80×24 when the terminal will not say.
    var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// All of `text` in as few writes as the terminal takes.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// A crash (a trap, a bad access) would leave the shell unusable: put
    /// the terminal back from the handler, then crash as before.
    private static func catchCrashes() {
        for number in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGSEGV, SIGFPE] {
            signal(number) { caught in
                if screenIsTaken {
                    leaveScreen.withUnsafeBufferPointer { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                    tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
                }
                signal(caught, SIG_DFL)
                raise(caught)
            }
        }
    }
}
