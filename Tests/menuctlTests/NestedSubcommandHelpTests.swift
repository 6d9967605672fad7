import Testing

/// `choices`, `prices`, `slot` and `glossary` hold one command per action, each
/// declaring only its own words: its help shows only them, the parent's
/// help lists the nested commands, and a usage error names the whole command.
@Suite struct NestedSubcommandHelpTests {
    /// The long options a help text lists under OPTIONS.
    private static func options(_ help: String) -> [String] {
        help.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
            .flatMap { $0.split(separator: " ").filter { $0.hasPrefix("--") }.map(String.init) }
    }

    @Test func eachActionsHelpShowsOnlyItsOwnOptions() throws {
        let sandbox = Sandbox()
        for (words, own, others) in [
            (["choices", "add"], ["--pick", "--option"], ["--force", "--format", "--no-option", "--name"]),
            (["prices", "set"], ["--box-fee", "--min", "--not-sold"], ["--by", "--round", "--hours", "--no-rule", "--format"]),
            (["slot", "add"], ["--pick"], ["--dish", "--no-dish", "--name"]),
            (["glossary", "set"], [], ["--remove"]),
        ] {
            let help = try sandbox.run(words + ["--help"])
            #expect(help.status == 0 && help.stderr.isEmpty, "\(words): \(help)")
            let listed = Self.options(help.stdout)
            #expect(own.allSatisfy(listed.contains), "\(words): \(listed)")
            #expect(!others.contains(where: listed.contains), "\(words): \(listed)")
            #expect(help.stdout.contains("USAGE: menuctl \(words.joined(separator: " "))"), "\(help.stdout)")
            #expect(!help.stdout.contains("SUBCOMMANDS:"))
            #expect(try sandbox.run(["help"] + words).stdout == help.stdout, "\(words)")
        }
    }

    @Test func theParentsHelpListsItsSubcommands() throws {
        let sandbox = Sandbox()
        let help = try sandbox.must("choices", "--help").stdout
        #expect(help.hasPrefix("OVERVIEW: Keep the questions asked when a dish is ordered"))
        #expect(help.contains("\nUSAGE: menuctl choices <subcommand>\n"))
        #expect(help.contains("\nSUBCOMMANDS:\n  add  "))
        #expect(help.contains("\n  list (default)  "))
        #expect(help.contains("  See 'menuctl help choices <subcommand>' for detailed help.\n"))
        #expect(Self.options(help) == ["--help"])
        #expect(try sandbox.must("help", "choices").stdout == help)
        #expect(try sandbox.must("slot", "--help").stdout.contains("\nSUBCOMMANDS:\n  add  "))
        #expect(try sandbox.must("prices", "-h").stdout.contains("\n  list (default)  "))
    }

    @Test func aUsageErrorNamesTheWholeCommand() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["choices", "add", "辣度", "--force"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == """
            Error: Unknown option '--force'
            Usage: menuctl choices add <name> [<options>]
              See 'menuctl choices add --help' for more information.

            """, "\(outcome)")
        let slot = try sandbox.run(["slot"])
        #expect(slot.status == 64 && slot.stderr.hasPrefix("Error: Missing expected argument '<subcommand>'\n"), "\(slot)")
        let help = try sandbox.run(["help", "choices", "ad"])
        #expect(help.status == 64 && help.stderr.hasPrefix("Error: Unknown subcommand 'ad'\ndid you mean 'add'?\n"), "\(help)")
    }

    /// The words of today's lines keep working, the default action too.
    @Test func theOldSpellingsRun() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣,中辣")
        try sandbox.must("choices", "offer", "辣度", "主菜")
        #expect(try sandbox.must("choices").stdout == sandbox.must("choices", "list").stdout)
        #expect(try sandbox.must("choices", "--json").stdout.hasPrefix("["))
        try sandbox.must("prices", "add", "会员")
        try sandbox.must("prices", "set", "会员", "宫保鸡丁", "34")
        #expect(try sandbox.must("prices").stdout == sandbox.must("prices", "list").stdout)
        #expect(try sandbox.must("prices", "--format", "json").stdout.hasPrefix("["))
    }

    /// A batch reads each line through the same parser: the nested words
    /// work there, and help for one of them is refused as any help is.
    @Test func aBatchTakesTheSameWords() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        let outcome = try sandbox.run(["batch"], stdin: """
            choices add 辣度 --pick 1 --option 微辣,中辣
            choices offer 辣度 主菜
            prices add 会员 --by -10%
            prices set 会员 宫保鸡丁 34

            """)
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome)")
        #expect(outcome.stdout.contains("added choice list 辣度") && outcome.stdout.contains("会员: 主菜/宫保鸡丁 "), "\(outcome)")
        #expect(try sandbox.must("choices").stdout.contains("主菜"))
        let help = try sandbox.run(["batch"], stdin: "choices add --help\n")
        #expect(help.status != 0 && help.stderr.contains("run 'menuctl help choices add' instead"), "\(help)")
        let wrong = try sandbox.run(["batch"], stdin: "slot add 套餐 热菜 --dish 宫保鸡丁\n")
        #expect(wrong.status != 0 && wrong.stderr.contains("Unknown option '--dish'"), "\(wrong)")
    }
}
