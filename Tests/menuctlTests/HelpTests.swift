import Foundation
import Testing

/// Help texts compared whole, as swift-argument-parser's own tests do.
@Suite struct HelpTests {
    @Test func rootHelp() throws {
        let outcome = try Sandbox().menuctl("--help")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            OVERVIEW: Keep a restaurant's menu, groups and dishes, in a SQLite file.

            USAGE: menuctl <subcommand> [--db <path>] [--quiet] [--color <when>]

            OPTIONS:
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              --color <when>          When to colour the text output. (values: auto, always, never; default: auto)
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              add-group               Add groups, such as the drinks list 酒水, at the end of a group.
              add-item                Add dishes at the end of a group.
              list                    Show the visible rows of the menu, as a table view would.
              toggle                  Flip groups between expanded and collapsed.
              expand                  Expand groups; groups already expanded stay so.
              collapse                Collapse groups; groups already collapsed stay so.
              show                    Show one group or dish: id, kind, path, price, state, children.
              edit                    Rename a group or dish, or change a dish's price.
              move                    Reorder a group or dish among its siblings, or move it to another group.
              remove                  Remove groups and dishes; a group that holds anything needs --recursive.
              batch                   Run many commands from a file as one transaction.
              import                  Load a menu from a JSON document, merging by path unless --replace.
              export                  Write the whole menu as JSON (for import) or as a text outline.
              info                    Show which database menuctl uses and what it holds.
              check                   Find problems other programs left in the menu file; --repair mends them.
              find                    Find groups and dishes by part of their name or by pinyin.
              sort                    Reorder what a group holds: by pinyin, name or price.
              reprice                 Raise, lower or set the prices of dishes, or of every dish in groups.

              See 'menuctl help <subcommand>' for detailed help.

            """)
        #expect(try Sandbox().menuctl().stdout == outcome.stdout)
        #expect(try Sandbox().menuctl("help").stdout == outcome.stdout)
    }

    @Test func addItemHelp() throws {
        let expected = """
            OVERVIEW: Add dishes at the end of a group.

            A name may be a path (酒水/青岛啤酒), relative to --in when both are given;
            the groups on the way must exist, unless --parents is given.

            USAGE: menuctl add-item <name> ... [--in <group>] [--price <amount>] [--parents]

            ARGUMENTS:
              <name>                  The names (or paths) of the new dishes.

            OPTIONS:
              --in <group>            The group to add into; / is the top level. (default: /)
              --price <amount>        The price in yuan: 38, 38.5 or ¥38.50.
              -p, --parents           Make the missing groups on the way, as mkdir -p does.
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl add-item 宫保鸡丁 --in 主菜 --price 38
              menuctl add-item 担担面 酸辣粉 --in 早餐 --price 12
              menuctl add-item 酒水/白酒/五粮液 -p --price ¥1280.50

            """
        for arguments in [["help", "add-item"], ["add-item", "--help"], ["add-item", "-h"], ["--help", "add-item"]] {
            let outcome = try Sandbox().run(arguments)
            #expect(outcome.status == 0)
            #expect(outcome.stdout == expected, "\(arguments)")
        }
    }

    @Test func listHelp() throws {
        #expect(try Sandbox().menuctl("help", "list").stdout == """
            OVERVIEW: Show the visible rows of the menu, as a table view would.

            The children of a group show only while it is expanded; --all shows every row.
            With a GROUP, rows and depth count from it; paths stay full.

            USAGE: menuctl list [<group>] [--all] [--ids] [--format <format>] [--json]

            ARGUMENTS:
              <group>                 List only what is under this group, as if it were the whole menu.

            OPTIONS:
              --all                   Show every row, ignoring collapsed groups.
              --ids                   Show each row's #ID.
              --format <format>       The output format. (values: text, tsv, json; default: text)
              --json                  Short for --format json.
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              --color <when>          When to colour the text output. (values: auto, always, never; default: auto)
              -h, --help              Show help information.

            EXAMPLES:
              menuctl list
              menuctl list 酒水 --all
              menuctl list --format tsv

            """)
    }

    @Test func checkHelp() throws {
        #expect(try Sandbox().menuctl("check", "--help").stdout == """
            OVERVIEW: Find problems other programs left in the menu file; --repair mends them.

            Reports, one a line: entries whose group is missing, cycles, rows deeper than
            32 levels, dishes that hold entries, positions out of order, names that break
            the rules, and two entries of a group with one name. Exits 1 when it finds any.
            --repair mends them all in one transaction: what has no place goes into a
            top-level group 'recovered'.

            USAGE: menuctl check [--repair]

            OPTIONS:
              --repair                Mend every problem found, and say what was done.
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl check
              menuctl check --repair

            """)
    }

    @Test func findHelp() throws {
        #expect(try Sandbox().menuctl("help", "find").stdout == """
            OVERVIEW: Find groups and dishes by part of their name or by pinyin.

            Every group and dish, collapsed or not, whose name holds QUERY (ignoring case),
            or, when QUERY is ASCII letters, whose pinyin holds it: as initials (助记码:
            gbjd for 宫保鸡丁) or spelled out without tones (gongbao). Rows are shown as
            list --all shows them, in menu order, numbered among the rows found, each
            named by its path in the text format. Nothing found is exit 1.

            USAGE: menuctl find <query> [--ids] [--format <format>] [--json]

            ARGUMENTS:
              <query>                 Part of a name, in any case (鸡, 7up), or pinyin: gbjd or gongbao.

            OPTIONS:
              --ids                   Show each row's #ID.
              --format <format>       The output format. (values: text, tsv, json; default: text)
              --json                  Short for --format json.
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              --color <when>          When to colour the text output. (values: auto, always, never; default: auto)
              -h, --help              Show help information.

            EXAMPLES:
              menuctl find gbjd
              menuctl find 鸡
              menuctl find gongbao --format tsv

            """)
    }

    @Test func sortHelp() throws {
        #expect(try Sandbox().menuctl("sort", "--help").stdout == """
            OVERVIEW: Reorder what a group holds: by pinyin, name or price.

            Only the group's own entries move, not what is inside them. With --by price,
            entries without a price (groups too) keep their order after the rest.

            USAGE: menuctl sort <group> [--by <order>] [--reverse]

            ARGUMENTS:
              <group>                 The group whose entries to reorder; / is the top level.

            OPTIONS:
              --by <order>            pinyin as Chinese readers expect, name by code point, or price. (values: pinyin, name, price; default: pinyin)
              --reverse               The other way round; entries without a price stay last.
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl sort 早餐
              menuctl sort 酒水 --by price --reverse
              menuctl sort / --by name

            """)
    }

    @Test func repriceHelp() throws {
        #expect(try Sandbox().menuctl("help", "reprice").stdout == """
            OVERVIEW: Raise, lower or set the prices of dishes, or of every dish in groups.

            Each new price is rounded half up to the --round step, in whole fen. A price that
            would go below 0.00 or past 9999999.99 changes nothing at all (exit 1). Dishes
            without a price are left alone.

            USAGE: menuctl reprice <target> ... [--by <change>] [--to <amount>] [--round <step>] [--dry-run]

            ARGUMENTS:
              <target>                Dishes, or groups meaning every dish inside them.

            OPTIONS:
              --by <change>           Raise or lower each price: +10%, -5%, +2, -0.50.
              --to <amount>           Set each price to this amount.
              --round <step>          Round each new price half up to this step. (values: 0.01, 0.1, 0.5, 1; default: 0.01)
              --dry-run               Print old → new for each dish and change nothing.
              --db <path>             The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl reprice 酒水 --by +10% --round 1 --dry-run
              menuctl reprice 早餐/担担面 早餐/酸辣面 --by -2
              menuctl reprice 酒水/白酒 --to 388

            """)
    }

    /// Every command's help ends with two or three examples of itself.
    @Test func everyCommandsHelpEndsWithExamples() throws {
        let root = try Sandbox().menuctl("help").stdout
        let names = root.components(separatedBy: "SUBCOMMANDS:\n")[1].split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("  See") ? $0.split(separator: " ").first.map(String.init) : nil }
        #expect(names.count == 18)
        for name in names {
            let help = try Sandbox().menuctl("help", name).stdout
            let examples = help.components(separatedBy: "EXAMPLES:\n").last!.split(separator: "\n")
            #expect(help.contains("EXAMPLES:\n") && (2...3).contains(examples.count), "\(name)")
            #expect(examples.allSatisfy { $0.hasPrefix("  menuctl \(name)") || $0.contains("| menuctl") }, "\(name)")
        }
    }

    @Test func usageErrorsPointToTheCommandsHelp() throws {
        let outcome = try Sandbox().menuctl("list", "--format", "xml")
        #expect(outcome.status == 64)
        #expect(outcome.stderr == """
            Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'tsv' or 'json'.
            Usage: menuctl list [<group>] [--all] [--ids] [--format <format>] [--json]
              See 'menuctl list --help' for more information.

            """)
    }
}
