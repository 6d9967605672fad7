import Foundation
import Testing

/// What the command line itself says and refuses: suggestions for typos,
/// help in the right places, conflicting options, row numbers, and the
/// capital letters of the parser's messages (issues 11 and 18).
@Suite struct CommandLineUsabilityTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        return sandbox
    }

    @Test func anUnknownSubcommandSuggestsTheClosestOne() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["lsit"], status: 64)
        #expect(outcome.stderr == """
            Error: Unknown subcommand 'lsit'
            did you mean 'list'?
            Usage: menuctl <subcommand>
              See 'menuctl --help' for more information.

            """)
        // `help` looks its topic up the same way.
        let help = try expectRefusal(sandbox, ["help", "ad-item"], status: 64)
        #expect(help.stderr.hasPrefix("Error: Unknown subcommand 'ad-item'\ndid you mean 'add-item'?\n"), "\(help)")
        // Nothing close: no guess.
        let far = try expectRefusal(sandbox, ["frobnicate"], status: 64)
        #expect(!far.stderr.contains("did you mean"), "\(far)")
    }

    @Test func anUnknownOptionSuggestsTheClosestOne() throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, ["add-item", "x", "--prise", "3"], status: 64)
        #expect(outcome.stderr == """
            Error: Unknown option '--prise'
            did you mean '--price'?
            Usage: menuctl add-item <name> ... [<options>]
              See 'menuctl add-item --help' for more information.

            """)
        // Global options are suggested too, and before the subcommand.
        let global = try expectRefusal(sandbox, ["--colour", "never", "list"], status: 64)
        #expect(global.stderr.hasPrefix("Error: Unknown option '--colour'\ndid you mean '--color'?\n"), "\(global)")
        // An option of another command is not offered.
        let elsewhere = try expectRefusal(sandbox, ["list", "--no-siz"], status: 64)
        #expect(!elsewhere.stderr.contains("did you mean"), "\(elsewhere)")
    }

    @Test func helpHelpExplainsHelp() throws {
        let outcome = try Sandbox().menuctl("help", "help")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome)")
        #expect(outcome.stdout == """
            OVERVIEW: Show subcommand help information.

            USAGE: menuctl help [<subcommand> ...]

            ARGUMENTS:
              <subcommand>            The subcommand to explain: list, choices add.

            OPTIONS:
              -h, --help              Show help information.

            EXAMPLES:
              menuctl help
              menuctl help add-item
              menuctl help choices add

            """)
        #expect(try Sandbox().menuctl("help", "--help").stdout == outcome.stdout)
    }

    /// `-q` only means something where a change is reported, so help lists
    /// it there; scripts may still pass it to every command.
    @Test func quietIsListedOnlyWhereItMeansSomething() throws {
        // check changes the menu with --repair.
        let changing = ["add-group", "add-item", "toggle", "expand", "collapse", "edit", "move", "remove", "batch", "import", "check"]
        let reading = ["list", "show", "export", "info"]
        for name in changing + reading {
            let help = try Sandbox().menuctl("help", name).stdout
            #expect(help.contains("  -q, --quiet ") == changing.contains(name), "\(name)")
        }
        let sandbox = try Self.menu()
        for arguments in [["list", "-q"], ["-q", "show", "主菜"], ["export", "--quiet"], ["info", "-q"]] {
            #expect(try sandbox.run(arguments).status == 0, "\(arguments)")
        }
    }

    @Test func theDatabaseOptionNamesEveryFallback() throws {
        for arguments in [["--help"], ["help", "info"], ["add-item", "--help"]] {
            let help = try Sandbox().run(arguments).stdout
            // The entry: its label's line and the lines its help goes on over.
            let line = help.split(separator: "\n").drop { !$0.hasPrefix("  --db <path>") }.enumerated()
                .prefix { $0.offset == 0 || $0.element.hasPrefix(String(repeating: " ", count: 26)) }
                .map { $0.element.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(line.contains("$MENUCTL_DB") && line.contains("$XDG_DATA_HOME/menuctl/menu.db")
                    && line.contains("~/.local/share/menuctl/menu.db"), "\(arguments): \(line)")
        }
    }

    @Test func jsonConflictsWithAnotherFormat() throws {
        let sandbox = try Self.menu()
        for arguments in [["list", "--format", "tsv", "--json"], ["list", "--json", "--format=text"],
                          ["show", "主菜", "--format", "text", "--json"]] {
            let outcome = try expectRefusal(sandbox, arguments, status: 64)
            #expect(outcome.stderr.hasPrefix("Error: The options '--format "), "\(arguments): \(outcome)")
            #expect(outcome.stderr.contains("' and '--json' cannot be used together\n"), "\(arguments): \(outcome)")
        }
        // Saying the same thing twice is not a conflict.
        let same = try sandbox.menuctl("list", "--format", "json", "--json")
        let json = try sandbox.menuctl("list", "--json")
        #expect(same.status == 0 && same.stdout == json.stdout && json.stdout.hasPrefix("[\n"), "\(same)")
    }

    @Test func aRowTooLargeToHoldIsPastTheEnd() throws {
        let sandbox = try Self.menu()
        let huge = try expectRefusal(sandbox, ["toggle", "--row", "99999999999999999999"], status: 1)
        #expect(huge.stderr.hasPrefix("Error: there is no row "), "\(huge)")
        #expect(huge.stderr.hasSuffix(": the menu shows 2 rows\n"), "\(huge)")
        for row in ["+1", "0", "-1", "1.5", "١", "1e3", " 1", ""] {
            let outcome = try expectRefusal(sandbox, ["toggle", "--row", row], status: 64)
            #expect(outcome.stderr.hasPrefix("Error: The value '\(row)' is invalid for '--row <n>': "), "\(row): \(outcome)")
        }
        #expect(try sandbox.must("toggle", "--row", "01").stdout == "collapsed 主菜\n")
    }

    @Test func helpInsideABatchSaysItCannotBeShownThere() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch", "-"], stdin: "add-group 酒水\nlist --help\n")
        #expect(outcome.status == 65 && outcome.stdout.isEmpty, "\(outcome)")
        #expect(outcome.stderr == "-:2: Error: Help cannot be shown inside a batch: run 'menuctl help list' instead\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    /// The parser's own messages start with a capital, as
    /// swift-argument-parser's do; the model's and the store's keep their lower-case start.
    @Test func theParsersMessagesStartWithACapital() throws {
        let sandbox = try Self.menu()
        let parserMistakes: [[String]] = [
            ["lsit"], ["list", "--bogus"], ["list", "-x"], ["show"], ["show", "主菜", "早餐"], ["list", "--all=yes"],
            ["add-item", "x", "--price"], ["list", "--format", "xml"], ["toggle"], ["toggle", "主菜", "--row", "1"],
            ["expand"], ["expand", "主菜", "--all"], ["edit", "主菜"], ["edit", "主菜/宫保鸡丁", "--price", "1", "--no-price"],
            ["move", "主菜", "--first", "--last"], ["--generate-completion-script", "powershell"], ["--color", "pink", "list"],
        ]
        for arguments in parserMistakes {
            let outcome = try expectRefusal(sandbox, arguments, status: 64)
            let first = outcome.stderr.dropFirst("Error: ".count).first
            #expect(first?.isUppercase == true, "\(arguments): \(outcome.stderr)")
        }
        let menuKit = try expectRefusal(sandbox, ["add-item", "x", "--price", "3x"], status: 64)
        #expect(menuKit.stderr.hasPrefix("Error: '3x' is not an amount"), "\(menuKit)")
        let missing = try expectRefusal(sandbox, ["show", "主采"], status: 1)
        #expect(missing.stderr.hasPrefix("Error: no 主采 in the menu\n"), "\(missing)")
    }
}
