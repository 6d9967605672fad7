import Foundation
import MenuCommands
import MenuTestSupport
import Testing

/// The built menuctl: `MENUCTL_BIN` when scripts/test sets it, else the one
/// `swift test` built with these tests. Both are in the folder `swift build
/// --show-bin-path` names, whatever the configuration or build path: the
/// tests run from there (`menuctlPackageTests.xctest`), so no SwiftPM is run
/// to ask, which would wait for the lock the running `swift test` holds.
let menuctlBinary: String = {
    if let bin = ProcessInfo.processInfo.environment["MENUCTL_BIN"], !bin.isEmpty { return bin }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("menuctl").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/menuctl").path
}()

/// A folder of its own for each test, a database path inside it, and a way
/// to run menuctl there as a user would, with HOME pointing inside too so
/// nothing touches the real user's menu.
final class Sandbox {
    private let temporary = TemporaryFolder(prefix: "menuctl-e2e")
    var folder: String { temporary.path }
    var database: String { folder + "/menu.db" }

    /// Runs menuctl with `arguments` in this process (CommandRunner): what a
    /// user sees, both streams and the exit status, without starting one.
    /// `MENUCTL_DB` is this sandbox's database unless `environment` says
    /// otherwise (nil removes a variable). A variable the commands do not
    /// read themselves (`TZ`, which the C library reads once per process)
    /// makes it a process run.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:]) throws -> Outcome {
        guard environment.keys.allSatisfy(CommandRunner.variablesRead.contains) else {
            return try runProcess(arguments, stdin: stdin, environment: environment)
        }
        return CommandRunner.run(arguments, stdin: stdin, environment: self.environment(environment))
    }

    func menuctl(_ words: String...) throws -> Outcome { try run(words) }

    /// Runs and requires success, for the steps that set a test up.
    @discardableResult
    func must(_ words: String...) throws -> Outcome {
        let outcome = try run(words)
        #expect(outcome.status == 0, "menuctl \(words.joined(separator: " ")) failed: \(outcome)")
        return outcome
    }

    /// `run`, in a menuctl process of its own: for what only a process
    /// has (signals, locks held across processes, its descriptors, its
    /// clock and time zone, the binary itself). Each caller says why.
    @discardableResult
    func runProcess(_ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:]) throws -> Outcome {
        try Sandbox.execute(menuctlBinary, arguments, stdin: stdin, environment: self.environment(environment))
    }

    func menuctlProcess(_ words: String...) throws -> Outcome { try runProcess(words) }

    /// `must`, in a process of its own.
    @discardableResult
    func mustProcess(_ words: String...) throws -> Outcome {
        let outcome = try runProcess(words)
        #expect(outcome.status == 0, "menuctl \(words.joined(separator: " ")) failed: \(outcome)")
        return outcome
    }

    /// The database as SQL text from the sqlite3 shell: what "unchanged" is compared by.
    func dump(_ path: String? = nil) throws -> String {
        try SQLiteShell.dump(path ?? database)
    }

    /// One value from a query, by the sqlite3 shell.
    func query(_ sql: String) throws -> String {
        try SQLiteShell.query(database, sql)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The environment `run` gives menuctl, for tests that start processes themselves.
    func environment(_ extra: [String: String?] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["MENUCTL_DB", "XDG_DATA_HOME", "NO_COLOR", "MENUCTL_BIN"] { env[key] = nil }
        env["HOME"] = folder + "/home"
        env["MENUCTL_DB"] = database
        env["MENUCTL"] = menuctlBinary
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// Runs a shell script with `$MENUCTL` set to the binary.
    @discardableResult
    func shell(_ script: String, environment extra: [String: String?] = [:]) throws -> Outcome {
        try Sandbox.execute("/bin/sh", ["-c", script], environment: environment(extra))
    }

    /// Whether tests run as root, who ignores file permissions: then the
    /// permission tests run menuctl as `nobody` through setpriv.
    static let isRoot = getuid() == 0

    /// Runs menuctl as an unprivileged user, so file permissions apply.
    func runUnprivileged(_ arguments: [String]) throws -> Outcome {
        // A process: file permissions are the point.
        guard Sandbox.isRoot else { return try runProcess(arguments) }
        return try Sandbox.execute("/usr/bin/setpriv",
                                   ["--reuid=65534", "--regid=65534", "--clear-groups", Sandbox.binaryForNobody] + arguments,
                                   environment: environment())
    }

    /// A copy of the binary that `nobody` may run wherever the checkout lives,
    /// in one place per checkout: test runs do not pile copies up, and two
    /// checkouts tested at once do not overwrite each other's copy.
    static let binaryForNobody: String = {
        let checkout = menuctlBinary.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("menuctl-tests-nobody-" + String(checkout, radix: 36)).path
        try? FileManager.default.removeItem(atPath: folder)
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o755])
        let copy = folder + "/menuctl"
        // Copied by cp, not in this process: a process the tests start
        // meanwhile would inherit the copy's open descriptor and keep it
        // open for writing, and running the copy would fail (ETXTBSY).
        _ = try! execute("/bin/cp", [menuctlBinary, copy])
        try! FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        return copy
    }()

    static func execute(_ executable: String, _ arguments: [String], stdin: String? = nil,
                        environment: [String: String]? = nil) throws -> Outcome {
        try MenuTestSupport.runProcess(executable, arguments, stdin: stdin, environment: environment)
    }
}

/// Expects a refusal in SPEC 8's shape: the exit status, one `Error:` line
/// first on stderr, nothing on stdout, and the database as it was.
func expectRefusal(_ sandbox: Sandbox, _ arguments: [String], status: Int32,
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
    let before = try sandbox.dump()
    let outcome = try sandbox.run(arguments)
    #expect(outcome.status == status, "\(arguments): \(outcome)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.hasPrefix("Error: "), "\(arguments): \(outcome)", sourceLocation: sourceLocation)
    #expect(outcome.stdout.isEmpty, "\(arguments): \(outcome)", sourceLocation: sourceLocation)
    #expect(try sandbox.dump() == before, "\(arguments) changed the database", sourceLocation: sourceLocation)
    return outcome
}

extension Sandbox {
    /// A database made by an earlier release, from its `.dump` in
    /// Tests/Fixtures (`menu-schema-v4.sql`), at that schema version.
    /// A query for every row of every table the file has now, but the
    /// migrations' ledger, history (compared by its entries), the id
    /// sequence, the business day the file last saw (the clock's: the first
    /// write after the day's turn records the new day, SPEC 20, whenever the
    /// fixture was made) and `except`: what an upgrade must keep, asked
    /// again after it with the columns of before.
    func everyRowQuery(except: Set<String> = []) throws -> String {
        try query("SELECT group_concat(name, ' ') FROM (SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name)")
            .split(separator: " ").map(String.init)
            .filter { !["menuctl_migration", "menu_history", "sqlite_sequence", "service_day"].contains($0) && !except.contains($0) }
            .map { "SELECT '\($0)', * FROM \($0);" }.joined()
    }

    static func made(bySchema version: Int, holding: String? = nil) throws -> Sandbox {
        let sandbox = Sandbox()
        try SQLiteShell.make(sandbox.database, fromSchema: version, holding: holding)
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == String(version))
        return sandbox
    }
}
