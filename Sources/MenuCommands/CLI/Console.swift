#if canImport(Glibc)
import Glibc
#endif
import MenuData
import Synchronization

/// What a command line runs with: its standard input, output and error.
/// The program hands it the process's own descriptors; a test hands it
/// bytes to read and captures to write into, and runs the command line in
/// its own process beside others doing the same.
///
/// It is a task-local value, bound for one run by `Menuctl.run`: a command
/// deep in a batch writes to the console of the line that started it, and
/// two runs at once in one process never share one.
package struct Console: Sendable {
    package let input: StandardInput
    package let output: StandardStream
    package let error: StandardStream

    package init(input: StandardInput, output: StandardStream, error: StandardStream) {
        self.input = input
        self.output = output
        self.error = error
    }

    /// The process's standard descriptors.
    package static let process = Console(
        input: .descriptor(STDIN_FILENO),
        output: StandardStream(descriptor: STDOUT_FILENO, name: "standard output"),
        error: StandardStream(descriptor: STDERR_FILENO, name: "standard error"))

    /// `stdin` to read, and stdout and stderr kept in memory, each a
    /// terminal or not as asked, `columns` wide.
    package static func captured(stdin: [UInt8] = [], outputIsTerminal: Bool = false,
                                 errorIsTerminal: Bool = false, columns: Int = 80) -> Console {
        Console(input: .bytes(stdin),
                output: StandardStream(capturing: "standard output", isTerminal: outputIsTerminal, columns: columns),
                error: StandardStream(capturing: "standard error", isTerminal: errorIsTerminal, columns: columns))
    }

    /// Whether this is the process's own console, so that the process
    /// ends when the command does: what it leaves standing is freed by the exit.
    var endsWithProcess: Bool { output.capture == nil }

    @TaskLocal package static var current = Console.process
}

/// Standard input: the process's descriptor, or the bytes a test gives.
package enum StandardInput: Sendable {
    case descriptor(Int32)
    case bytes([UInt8])

    var isTerminal: Bool {
        switch self {
        case .descriptor(let descriptor): isatty(descriptor) == 1
        case .bytes: false
        }
    }
}

/// The bytes written to a captured stream, in the order they came.
package final class Capture: Sendable {
    private let bytes = Mutex<[UInt8]>([])

    func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.withLock { $0.append(contentsOf: buffer) }
    }

    package var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}

/// The variables a command line reads (`MENUCTL_DB`, `XDG_DATA_HOME`,
/// `HOME`, `NO_COLOR`): the process's, or those a test gives, so that runs
/// side by side in one process each see their own. Like `Console`, bound
/// for one run.
package struct CommandEnvironment: Sendable {
    /// nil: the process's own, read when asked.
    private let variables: [String: String]?

    package init(_ variables: [String: String]) {
        self.variables = variables
    }

    private init() {
        variables = nil
    }

    package static let process = CommandEnvironment()

    @TaskLocal package static var current = CommandEnvironment.process

    func variable(_ name: String) -> String? {
        guard let variables else { return FileSystem.environment(name) }
        return variables[name]
    }

    /// `$HOME`, when it is set and not empty.
    var homeDirectory: String? {
        guard let home = variable("HOME"), !home.isEmpty else { return nil }
        return home
    }
}
