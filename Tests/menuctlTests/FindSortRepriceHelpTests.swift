import Testing

/// Help of find, sort and reprice (SPEC 12), compared whole.
@Suite struct FindSortRepriceHelpTests {
    @Test func findHelp() throws {
        #expect(try Sandbox().menuctl("help", "find").stdout == """
            OVERVIEW: Find groups and dishes by part of their name or by pinyin.

            Every group and dish, collapsed or not, whose name or a translation holds
            QUERY (ignoring case), or, when QUERY is ASCII letters, whose pinyin holds it:
            as initials (助记码: gbjd for 宫保鸡丁) or spelled out without tones (gongbao),
            each character read any way Unihan reads it (qz, qiezi, jz and jiazi: 茄子);
            pinyin may be typed in words (gong bao). Traditional and variant characters
            find the simplified ones (雞 finds 鸡), and the other way round; a query of
            Chinese characters that finds nothing is read by its sound (宫爆鸡丁 finds
            宫保鸡丁), which a notice says. Several words are one query (kung pao).
            Rows are shown as list --all shows them, in menu order, numbered among the
            rows found, each named by its path in the text format. Nothing found is exit 1.
            --without and --diet keep only the dishes found that suit them, as in list.

            USAGE: menuctl find <query> ... [--ids] [--format <format>] [--json]
                   [--prices <list>] [--without <allergen>] ... [--diet <diet>] ...
                   [--as-of <when>]

            ARGUMENTS:
              <query>                 Part of a name, in any case (鸡, kung pao), or pinyin:
                                      gbjd, gongbao or gong bao.

            OPTIONS:
              --ids                   Show each row's #ID.
              --format <format>       The output format. (values: text, tsv, json; default:
                                      text)
              --json                  Short for --format json.
              --prices <list>         Prices, box fees and minimums of this price list;
                                      dishes it does not sell left out.
              --without <allergen>    Leave out the dishes that hold this allergen: 花生 or
                                      peanuts (repeatable). (values: gluten, crustaceans,
                                      eggs, fish, peanuts, soybeans, milk, nuts, celery,
                                      mustard, sesame, sulphites, lupin, molluscs)
              --diet <diet>           Keep only the dishes marked with this diet: 素 or
                                      vegetarian (repeatable). (values: vegetarian, vegan,
                                      halal, gluten-free)
              --as-of <when>          The menu as it was just after history entry N, or at
                                      'YYYY-MM-DD HH:MM' (local time).
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              --color <when>          When to colour the text output. (values: auto, always,
                                      never; default: auto)
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
              <group>                 The group whose entries to reorder; / is the top
                                      level.

            OPTIONS:
              --by <order>            pinyin as Chinese readers expect, name by code point,
                                      or price. (values: pinyin, name, price; default:
                                      pinyin)
              --reverse               The other way round; entries without a price stay
                                      last.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
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

            Each new price is rounded half up to the --round step, in whole fen. A price
            that would go below 0.00 or past 9999999.99 changes nothing at all (exit 1).
            Each size of a dish with sizes is repriced. Dishes without a price, and dishes
            at market price (时价), are left alone. With --prices, the price list's own
            entries (prices set) are changed instead, and the menu's prices stay.

            USAGE: menuctl reprice <target> ... [--by <change>] [--to <amount>]
                   [--round <step>] [--dry-run] [--prices <list>]

            ARGUMENTS:
              <target>                Dishes, or groups meaning every dish inside them.

            OPTIONS:
              --by <change>           Raise or lower each price: +10%, -5%, +2, -0.50.
              --to <amount>           Set each price to this amount.
              --round <step>          Round each new price half up to this step. (values:
                                      0.01, 0.1, 0.5, 1; default: 0.01)
              --dry-run               Print old → new for each dish and change nothing.
              --prices <list>         Change this price list's own entries, not the menu's
                                      prices.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl reprice 酒水 --by +10% --round 1 --dry-run
              menuctl reprice 酒水/白酒 --to 388
              menuctl reprice 主菜 --prices 会员 --by -2

            """)
    }
}
