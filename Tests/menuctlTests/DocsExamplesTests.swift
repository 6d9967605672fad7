import Foundation
import MenuTestSupport
import Testing

/// Every ```console block of README.md and of each page in docs/ runs, in
/// order, and prints what the page shows. The rules, for whoever adds a
/// section:
///
/// - Only ```console blocks run; ```sh blocks are read, not run. A line
///   starting `$ ` is a command (a line ending in `\` goes on on the next);
///   the lines after it, up to the next `$ ` or the end of the block, are
///   what it prints, stdout and stderr together, in the order written.
///   Put what cannot run here (`browse`, which needs a terminal) in a
///   ```sh block.
/// - All blocks of one page run in one shell (`/bin/sh`), one after
///   another, so an `export` or `cd` holds for the blocks after it, as for
///   a reader following along. Each page starts in a fresh folder holding
///   `examples/`, with `menuctl` on the PATH,
///   `MENUCTL_DB="$PWD/demo/scratch.db"` (as the guide asks the reader to
///   set), stdin empty, and a home of its own: no menu exists yet.
/// - So a section starts from what the blocks before it on its page leave,
///   or makes what it needs itself (`export MENUCTL_DB="$PWD/demo/yours.db"`
///   for a fresh menu of its own).
/// - Compared loosely, as they differ from run to run: a time
///   `2026-11-30 14:03` matches any such time; an id written `#12` matches
///   any `#` and digits (ids in TSV or JSON columns are compared exactly,
///   and are the same on every run of the page in order); an absolute
///   path through the folder the page runs in matches from its `demo/`
///   on (`/home/you/menuctl/demo/sichuan.db` is `…/demo/sichuan.db`);
///   a chain's id (a UUID) matches any UUID.
///   Spaces and tabs at the ends of lines are not compared.
@Suite(.serialized) struct DocsExamplesTests {
    struct Command {
        let line: Int
        let text: String
        let expected: [String]
    }

    /// The commands of the console blocks, in order.
    static func commands(in page: String) -> [Command] {
        var commands: [Command] = []
        var inConsole = false
        var pending: (line: Int, text: String, expected: [String])?
        var continuing = false
        func flush() {
            if let done = pending { commands.append(Command(line: done.line, text: done.text, expected: done.expected)) }
            pending = nil
        }
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if inConsole { flush() }
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if continuing, pending != nil {
                pending!.text += "\n" + line
                continuing = line.hasSuffix("\\")
            } else if line.hasPrefix("$ ") {
                flush()
                pending = (index + 1, String(line.dropFirst(2)), [])
                continuing = line.hasSuffix("\\")
            } else {
                pending?.expected.append(String(line))
            }
        }
        return commands
    }

    /// Each command's output, stdout and stderr together, from one shell
    /// that runs them all; a separator byte between commands splits them.
    static func run(_ commands: [Command], in folder: String) throws -> [String] {
        let separator = "\u{1E}"
        // In braces, so that a comment at the end of the command (`restock
        // --all   # after service`) does not swallow the redirection; braces
        // run in this shell, so an `export` or `cd` holds for what follows.
        let script = commands.map { "{ \($0.text)\n} 2>&1\nprintf '\\036'" }.joined(separator: "\n")
        var environment = ProcessInfo.processInfo.environment
        for key in ["MENUCTL_DB", "XDG_DATA_HOME", "NO_COLOR", "MENUCTL_BIN", "COLUMNS"] { environment[key] = nil }
        environment["HOME"] = folder + "/home"
        environment["PATH"] = folder + "/bin:" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["MENUCTL_DB"] = folder + "/demo/scratch.db"
        let outcome = try runProcess("/bin/sh", ["-c", "cd \"$1\" && eval \"$2\"", "docs", folder, script],
                                         stdin: "", environment: environment)
        return outcome.stdout.components(separatedBy: separator)
    }

    /// What is compared: times, `#` ids and paths through the folder made
    /// alike, line ends trimmed.
    static func loosened(_ lines: [String], folder: String) -> [String] {
        lines.map { line in
            var text = line.replacingOccurrences(of: folder + "/demo/", with: "…/demo/")
            text = text.replacingOccurrences(of: #"(/[^\s/]+)+/demo/"#, with: "…/demo/", options: .regularExpression)
            text = text.replacingOccurrences(of: #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"#, with: "YYYY-MM-DD HH:MM",
                                             options: .regularExpression)
            text = text.replacingOccurrences(of: #"#\d+"#, with: "#N", options: .regularExpression)
            // A chain's id is a random UUID (SPEC 22).
            text = text.replacingOccurrences(of: #"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"#,
                                             with: "UUID", options: .regularExpression)
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            return text
        }
    }

    /// The pages whose console blocks run: the README, then every page in docs/.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func commands(onPage page: String) throws -> [Command] {
        commands(in: try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8))
    }

    /// The pages' examples were found: the README's tour and the guide's
    /// many, so a change to how blocks are read cannot quietly run none.
    @Test func theReadmeAndTheGuideHaveTheirExamples() throws {
        #expect(Self.pages.contains("docs/guide.md"))
        #expect(try Self.commands(onPage: "README.md").count >= 5)
        #expect(try Self.commands(onPage: "docs/guide.md").count > 100)
    }

    /// The reading rules themselves, on a page of three blocks.
    @Test func consoleBlocksAreReadAsCommandsAndTheirOutput() {
        let page = """
            ```sh
            $ not run
            ```
            ```console
            $ menuctl add-group 主菜
            added group 主菜 (#2)
            $ menuctl list \\
                --ids
            1  #2  ▾ 主菜
            ```
            ```console
            $ menuctl list --available
            ```
            """
        let commands = Self.commands(in: page)
        #expect(commands.map(\.text) == ["menuctl add-group 主菜", "menuctl list \\\n    --ids", "menuctl list --available"])
        #expect(commands.map(\.expected) == [["added group 主菜 (#2)"], ["1  #2  ▾ 主菜"], []])
        #expect(commands.map(\.line) == [5, 7, 12])
        #expect(Self.loosened(["7  2026-11-30 14:03  menuctl remove '#12'\t", "Notice: no menu at /tmp/x/demo/a.db yet"], folder: "/tmp/x")
                == ["7  YYYY-MM-DD HH:MM  menuctl remove '#N'", "Notice: no menu at …/demo/a.db yet"])
    }
}

extension DocsExamplesTests {
    /// Processes: the pages' console blocks run in a real shell.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test(arguments: pages.filter { (try? commands(onPage: $0).isEmpty) == false })
        func everyConsoleExampleRunsAndPrintsWhatThePageShows(page: String) throws {
            let commands = try DocsExamplesTests.commands(onPage: page)
            let folder = TemporaryFolder(prefix: "menuctl-docs")
            let manager = FileManager.default
            try manager.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: folder.path + "/demo", withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: folder.path + "/bin/menuctl", withDestinationPath: menuctlBinary)
            try manager.copyItem(atPath: packageRoot.appendingPathComponent("examples").path, toPath: folder.path + "/examples")
            let outputs = try DocsExamplesTests.run(commands, in: folder.path)
            #expect(outputs.count == commands.count + 1, "a command ended the shell: \(outputs.last ?? "")")
            for (command, output) in zip(commands, outputs) {
                var printed = output.components(separatedBy: "\n")
                if printed.last == "" { printed.removeLast() }
                let expected = DocsExamplesTests.loosened(command.expected, folder: folder.path)
                let actual = DocsExamplesTests.loosened(printed, folder: folder.path)
                #expect(actual == expected, """
                    \(page):\(command.line): $ \(command.text)
                    expected:
                    \(command.expected.joined(separator: "\n"))
                    printed:
                    \(printed.joined(separator: "\n"))
                    """)
            }
        }
    }
}
