import Testing
@testable import MenuCommands

/// A usage error is its `Error:` line, a hint where there is one, and a
/// short usage: the arguments and `[<options>]`, then where the whole
/// usage is (SPEC 8, issue 26). Words people bring from other programs
/// (`rm`, `new`) point to menuctl's own.
@Suite struct ShortUsageTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        return sandbox
    }

    /// A mistyped action of `choices` or `prices` is answered as a
    /// mistyped subcommand is: the closest one (SPEC 4).
    @Test func aMistypedActionSuggestsTheClosest() throws {
        let sandbox = try Self.menu()
        for (words, suggestion) in [(["choices", "lst"], "list"), (["prices", "sett", "会员"], "set"),
                                    (["list", "--format", "tvs"], "tsv")] {
            let outcome = try expectRefusal(sandbox, words, status: 64)
            #expect(outcome.stderr.split(separator: "\n").dropFirst().first == "did you mean '\(suggestion)'?", "\(outcome)")
        }
    }

    @Test func aUsageErrorShowsTheArgumentsAndOptionsInShort() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["add-item", "--in", "主菜"], status: 64)
        #expect(outcome.stderr == """
            Error: Missing expected argument '<name> ...'
            Usage: menuctl add-item <name> ... [<options>]
              See 'menuctl add-item --help' for more information.

            """)
        // A command that takes no arguments shows its options alone.
        let history = try expectRefusal(sandbox, ["history", "--limit", "x"], status: 64)
        #expect(history.stderr.hasSuffix("""
            Usage: menuctl history [<options>]
              See 'menuctl history --help' for more information.

            """), "\(history)")
    }

    /// Every command's usage error is at most four lines (the error, one
    /// hint, the usage, the pointer to help), each within 80 columns.
    @Test func everyCommandsUsageErrorIsShort() throws {
        let sandbox = Sandbox()
        let names = try sandbox.menuctl("help").lines
            .drop { $0 != "SUBCOMMANDS:" }.dropFirst()
            .prefix { !$0.isEmpty }
            .filter { !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count > 20)
        for name in names {
            let outcome = try sandbox.run([name, "--no-such-option"])
            #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(name): \(outcome)")
            let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.first == "Error: Unknown option '--no-such-option'", "\(name): \(outcome)")
            #expect(lines.count <= 4, "\(name): \(outcome)")
            #expect(lines.dropFirst().contains { $0.hasPrefix("Usage: menuctl \(name)") }, "\(name): \(outcome)")
            // A command of nested ones with a default (`choices` lists) names the one the line runs.
            let ran = Menuctl.commandType(named: name)?.spec.defaultSubcommand.map { "\(name) \($0)" } ?? name
            #expect(lines.last == "  See 'menuctl \(ran) --help' for more information.", "\(name): \(outcome)")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(name): \(outcome)")
        }
    }

    @Test func wordsFromOtherProgramsSuggestMenuctlsOwn() throws {
        let sandbox = try Self.menu()
        for word in ["delete", "rm", "del", "DELETE"] {
            let outcome = try expectRefusal(sandbox, [word, "宫保鸡丁"], status: 64)
            #expect(outcome.stderr.hasPrefix("Error: Unknown subcommand '\(word)'\ndid you mean 'remove'?\n"), "\(outcome)")
        }
        for word in ["new", "add"] {
            let outcome = try expectRefusal(sandbox, [word, "麻婆豆腐"], status: 64)
            #expect(outcome.stderr.hasPrefix("""
                Error: Unknown subcommand '\(word)'
                did you mean 'add-group' or 'add-item'?
                Usage: menuctl <subcommand>

                """), "\(outcome)")
        }
        // `help` looks its topic up the same way.
        let help = try expectRefusal(sandbox, ["help", "rm"], status: 64)
        #expect(help.stderr.hasPrefix("Error: Unknown subcommand 'rm'\ndid you mean 'remove'?\n"), "\(help)")
    }
}
