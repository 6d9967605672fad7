import Foundation
import Testing
import MenuTestSupport

/// `menuctl browse` on a terminal of its own: a tmux server private to the
/// test (its own socket), keys sent with `send-keys`, the screen read with
/// `capture-pane -p`. The pane's shell records `stty -g` before and after
/// browse, and browse's exit status, so a test can see the terminal given back.
/// It stays a minute after browse ends, so the screen can be read; the
/// server goes with the session.
final class TmuxSession {
    let sandbox: Sandbox
    private let socket: String

    /// `command`, when given, runs in the pane instead of browse (a shell
    /// with job control, for Ctrl-Z).
    init(_ sandbox: Sandbox, width: Int = 60, height: Int = 12, arguments: String = "browse", command: String? = nil) throws {
        self.sandbox = sandbox
        socket = sandbox.folder + "/tmux.sock"
        let folder = sandbox.folder
        // The pid file names browse itself (exec), for the signal tests.
        let script = """
            stty -g > '\(folder)/stty-before'
            sh -c 'echo $$ > "\(folder)/pid"; exec "$MENUCTL" \(arguments)'
            echo $? > '\(folder)/status.new'; stty -g > '\(folder)/stty-after'; mv '\(folder)/status.new' '\(folder)/status'
            echo 'browse ended'; exec sleep 60
            """
        _ = try sandbox.write("pane.sh", script)
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", command ?? "sh '\(folder)/pane.sh'"])
        _ = try tmux(["set-option", "-g", "window-size", "manual"])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> Outcome {
        var environment = sandbox.environment()
        environment["LANG"] = "C.UTF-8"
        environment["TMUX"] = nil
        return Self.spawn(["/usr/bin/tmux", "-u", "-f", "/dev/null", "-S", socket] + arguments, environment: environment,
                          output: sandbox.folder + "/tmux.out")
    }

    /// Runs a program with posix_spawn and waits for it. Not with
    /// Foundation's `Process`: the tmux server that `new-session` leaves
    /// running inherits the descriptor `Process` watches for the end of its
    /// child, so `waitUntilExit` would wait for the server too.
    private static func spawn(_ arguments: [String], environment: [String: String], output: String) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The test runner's blocked and ignored signals are not passed on:
        // the tmux server must die of kill-server's SIGTERM.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGTERM, SIGHUP, SIGINT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
            return Outcome(status: -1, stdout: "", stderr: "cannot start \(arguments[0])")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return Outcome(status: (status >> 8) & 0xFF, stdout: text, stderr: "")
    }

    func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// The screen as it is now, a line per row.
    var screen: [String] {
        (try? tmux(["capture-pane", "-p"]).lines) ?? []
    }

    /// A tmux format about the pane: `#{alternate_on}`, `#{cursor_flag}`.
    func pane(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).stdout.trimmingCharacters(in: .newlines)
    }

    /// Waits until the screen satisfies `condition`; a screen that never
    /// does fails the test (the wait is a limit for a broken build, not a
    /// measurement).
    @discardableResult
    func waitFor(_ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(20)
        var last: [String] = []
        while Date() < deadline {
            last = screen
            if condition(last) { return last }
            usleep(30_000)
        }
        Issue.record("the screen never showed \(what):\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return last
    }

    @discardableResult
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        waitFor(text, sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
    }

    /// browse's exit status, once it has ended.
    func exitStatus(sourceLocation: SourceLocation = #_sourceLocation) -> Int32? {
        waitFor("the end of browse", sourceLocation: sourceLocation) { _ in
            FileManager.default.fileExists(atPath: self.sandbox.folder + "/status")
        }
        let text = try? String(contentsOfFile: sandbox.folder + "/status", encoding: .utf8)
        return text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    var browsePID: Int32? {
        (try? String(contentsOfFile: sandbox.folder + "/pid", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// `stty -g` before browse and after it.
    var terminalSettings: (before: String, after: String) {
        let read = { (name: String) in (try? String(contentsOfFile: self.sandbox.folder + "/" + name, encoding: .utf8)) ?? "" }
        return (read("stty-before"), read("stty-after"))
    }
}
