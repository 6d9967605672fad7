import MenuCommands
import MenuTestSupport

/// Runs a menuctl command line in this process, as swift-argument-parser's
/// `AssertExecuteCommand` or click's `CliRunner` do: the words, stdin and
/// the variables go in, and the exit status and both streams come out as
/// the binary's would. Each run has a console and an environment of its
/// own, so tests run side by side share nothing through it.
enum CommandRunner {
    /// The variables the commands read through their environment; any
    /// other a test sets needs a process that sees it.
    static let variablesRead: Set<String> = ["MENUCTL_DB", "XDG_DATA_HOME", "HOME", "NO_COLOR"]

    static func run(_ words: [String], stdin: String? = nil, environment: [String: String]) -> Outcome {
        let console = Console.captured(stdin: Array((stdin ?? "").utf8))
        let status = Menuctl.run(words, console: console, environment: CommandEnvironment(environment))
        return Outcome(status: status, stdout: console.output.capture?.text ?? "", stderr: console.error.capture?.text ?? "")
    }
}
