import Testing

/// The help of the commands that take details (SPEC 11), compared whole.
@Suite struct DetailsHelpTests {
    @Test func addGroupHelp() throws {
        #expect(try Sandbox().menuctl("help", "add-group").stdout == """
            OVERVIEW: Add groups, such as the drinks list 酒水, at the end of a group.

            A name may be a path (酒水/白酒); the groups on the way must exist, unless
            --parents is given. New groups are expanded unless --collapsed is given.

            USAGE: menuctl add-group <name> ... [--in <group>] [--collapsed] [--parents]
                   [--description <text>] [--translation <lang=text>] ...
                   [--description-translation <lang=text>] ...

            ARGUMENTS:
              <name>                  The names (or paths) of the new groups.

            OPTIONS:
              --in <group>            The group to add into; / is the top level. (default:
                                      /)
              --collapsed             Add the groups collapsed.
              -p, --parents           Make the missing groups on the way, as mkdir -p does.
              --description <text>    One line for guests about it, up to 500 characters.
              --translation <lang=text>
                                      Its name in a language: en='Kung Pao Chicken'
                                      (repeatable).
              --description-translation <lang=text>
                                      Its description in a language: en='Diced chicken,
                                      peanuts' (repeatable).
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl add-group 酒水
              menuctl add-group 酒水/白酒 -p
              menuctl add-group 早餐 --collapsed

            """)
    }

    @Test func showHelp() throws {
        #expect(try Sandbox().menuctl("help", "show").stdout == """
            OVERVIEW: Show one group or dish: id, kind, path, price, state, details; a
            group's entries.

            USAGE: menuctl show <target> [--format <format>] [--json] [--lang <lang>]
                   [--prices <list>] [--as-of <when>]

            ARGUMENTS:
              <target>                A path, a unique end of one (宫保鸡丁), or #ID.

            OPTIONS:
              --format <format>       The output format. (values: text, json; default: text)
              --json                  Short for --format json.
              --lang <lang>           Show names in this language (en, ja, zh-Hant) where
                                      they are translated.
              --prices <list>         Prices, box fees and minimums of this price list;
                                      dishes it does not sell left out.
              --as-of <when>          The menu as it was just after history entry N, or at
                                      'YYYY-MM-DD HH:MM' (local time).
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -h, --help              Show help information.

            EXAMPLES:
              menuctl show 主菜/宫保鸡丁
              menuctl show '#2' --format json
              menuctl show 主菜 --lang en

            """)
    }
}
