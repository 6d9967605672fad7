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
              history                 Show what changed the menu, newest first.
              undo                    Reverse the newest change in the history that is not undone yet.
              redo                    Re-apply the change most recently undone.
              backup                  Copy the menu database to a file, safely while others write.

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

            USAGE: menuctl list [--all] [--ids] [--format <format>] [--json]

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
              menuctl list --all --ids
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

    /// Every command's help ends with two or three examples of itself.
    @Test func everyCommandsHelpEndsWithExamples() throws {
        let root = try Sandbox().menuctl("help").stdout
        let names = root.components(separatedBy: "SUBCOMMANDS:\n")[1].split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("  See") ? $0.split(separator: " ").first.map(String.init) : nil }
        #expect(names.count == 19)
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
            Usage: menuctl list [--all] [--ids] [--format <format>] [--json]
              See 'menuctl list --help' for more information.

            """)
    }
}
