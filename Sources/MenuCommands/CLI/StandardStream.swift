#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// stdout or stderr: a file descriptor, written in whole buffers (printing
/// fifty thousand rows one `print` at a time is slow), or a capture in
/// memory where a test runs the command line in its own process.
package struct StandardStream: Sendable {
    let descriptor: Int32
    let name: String
    /// Where a captured stream's bytes go; nil for a descriptor.
    package let capture: Capture?
    private let capturedIsTerminal: Bool
    private let capturedColumns: Int

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        capture = nil
        capturedIsTerminal = false
        capturedColumns = 80
    }

    init(capturing name: String, isTerminal: Bool, columns: Int) {
        descriptor = -1
        self.name = name
        capture = Capture()
        capturedIsTerminal = isTerminal
        capturedColumns = columns
    }

    /// The running command line's stdout and stderr (`Console.current`).
    static var output: StandardStream { Console.current.output }
    static var error: StandardStream { Console.current.error }

    /// The standard descriptors the program was started without (`>&-`).
    /// `main` puts /dev/null in their place, so that no file the program
    /// opens (the database!) becomes "stdout"; writing to one of them is
    /// still a failure.
    nonisolated(unsafe) static var closedAtStart: Set<Int32> = []

    var isTerminal: Bool { capture == nil ? isatty(descriptor) == 1 : capturedIsTerminal }

    /// The terminal's width in columns; 80 when it will not say.
    var columns: Int {
        guard capture == nil else { return capturedColumns }
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return 80 }
        return Int(window.ws_col)
    }

    /// Writes all of `text`. Output that cannot be written (a closed stdout,
    /// a full disk) is exit 74 (SPEC 8): a cut-off export never exits 0.
    func write(_ text: String) throws(MenuError) {
        var text = text
        try check(text.withUTF8(write))
    }

    func write(_ bytes: [UInt8]) throws(MenuError) {
        try check(bytes.withUnsafeBufferPointer(write))
    }

    /// errno of a failed write, or nil.
    private func write(_ buffer: UnsafeBufferPointer<UInt8>) -> Int32? {
        if let capture {
            capture.append(buffer)
            return nil
        }
        guard !Self.closedAtStart.contains(descriptor) else { return EBADF }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    private func check(_ failure: Int32?) throws(MenuError) {
        guard let failure else { return }
        if failure == EBADF && Self.closedAtStart.contains(descriptor) {
            throw MenuError(.storage, "cannot write to \(name): it is closed")
        }
        throw MenuError(.storage, "cannot write to \(name): \(String(cString: strerror(failure)))")
    }

    /// For messages about a failure: if even they cannot be written, there
    /// is no one left to tell.
    func writeIgnoringFailure(_ text: String) {
        try? write(text)
    }

    /// Puts /dev/null where a standard descriptor is closed, and remembers it.
    package static func guardClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            closedAtStart.insert(descriptor)
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }
}

extension StandardStream {
    /// A batch or import file, or standard input for `-`, read whole.
    static func readInput(_ file: String, maximumLineLength: Int? = InputFile.maximumLineLength) throws -> [UInt8] {
        if file == "-", case .descriptor(let descriptor) = Console.current.input, closedAtStart.contains(descriptor) {
            throw MenuError(.unreadableFile, "cannot read standard input: it is closed")
        }
        return try InputFile.read(file, maximumLineLength: maximumLineLength)
    }
}
