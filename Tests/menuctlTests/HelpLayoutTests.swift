import Foundation
import MenuFormats
import Testing

/// What every command's help holds to: examples at the end, lines that fit
/// 80 columns, and usage errors that point to the help.
@Suite struct HelpLayoutTests {
    /// The subcommands the root help lists: the lines of SUBCOMMANDS that
    /// start with a name, not those that go on with its abstract.
    static func subcommandNames() throws -> [String] {
        let root = try Sandbox().menuctl("help").stdout
        return root.components(separatedBy: "SUBCOMMANDS:\n")[1].split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  See")
                ? $0.split(separator: " ").first.map(String.init) : nil }
    }

    /// Every command's help ends with two or three examples of itself; an
    /// example too long for a line goes on over lines ending in ` \\`.
    @Test func everyCommandsHelpEndsWithExamples() throws {
        let names = try Self.subcommandNames()
        #expect(names.count >= 27, "every subcommand of the root help, as of the release before")
        for name in names {
            let help = try Sandbox().menuctl("help", name).stdout
            let examples = help.components(separatedBy: "EXAMPLES:\n").last!
                .replacingOccurrences(of: " \\\n      ", with: " ").split(separator: "\n")
            #expect(help.contains("EXAMPLES:\n") && (2...3).contains(examples.count), "\(name)")
            #expect(examples.allSatisfy { $0.hasPrefix("  menuctl \(name)") || $0.contains("| menuctl") }, "\(name)")
        }
    }

    /// Every help text, and the usage a usage error shows, fits an
    /// 80-column terminal, counted in display columns (a Chinese character
    /// takes two), as swift-argument-parser wraps them.
    @Test func everyHelpTextFitsEightyColumns() throws {
        let names = try Self.subcommandNames() + ["help"]
        #expect(names.count >= 28, "every subcommand and help")
        let sandbox = Sandbox()
        for words in [["help"]] + names.map({ ["help", $0] }) {
            let outcome = try sandbox.run(words)
            #expect(outcome.status == 0 && outcome.lines.count > 5, "\(words): \(outcome)")
            for line in outcome.lines {
                #expect(Terminal.displayWidth(line) <= 80, "\(words): \(line)")
            }
        }
        // The commands nested in others (`choices add`), read off their parents' help.
        for name in names {
            let help = try sandbox.run(["help", name]).stdout
            guard let listed = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { continue }
            let nested = listed.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
                .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  See")
                    ? $0.split(separator: " ").first.map(String.init) : nil }
            #expect(!nested.isEmpty, "\(name)")
            for word in nested {
                for words in [["help", name, word], [name, word, "--no-such-option"]] {
                    let outcome = try sandbox.run(words)
                    #expect(outcome.status == (words[0] == "help" ? 0 : 64), "\(words): \(outcome)")
                    for line in outcome.stdout.split(separator: "\n") + outcome.stderr.split(separator: "\n") {
                        #expect(Terminal.displayWidth(String(line)) <= 80, "\(words): \(line)")
                    }
                }
            }
        }
        for name in names {
            let outcome = try sandbox.run([name, "--no-such-option"])
            let usage = outcome.stderr.split(separator: "\n").drop { !$0.hasPrefix("Usage: ") }
            #expect(outcome.status == 64 && usage.count >= 2, "\(name): \(outcome)")
            for line in usage {
                #expect(Terminal.displayWidth(String(line)) <= 80, "\(name): \(line)")
            }
        }
    }

    @Test func usageErrorsPointToTheCommandsHelp() throws {
        let outcome = try Sandbox().menuctl("list", "--format", "xml")
        #expect(outcome.status == 64)
        #expect(outcome.stderr == """
            Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'tsv' or 'json'.
            Usage: menuctl list [<group>] [<options>]
              See 'menuctl list --help' for more information.

            """)
    }
}
