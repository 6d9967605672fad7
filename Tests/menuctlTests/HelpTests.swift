import Foundation
import MenuFormats
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
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              --color <when>          When to colour the text output. (values: auto, always,
                                      never; default: auto)
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              add-group               Add groups, such as the drinks list 酒水, at the end
                                      of a group.
              add-item                Add dishes at the end of a group.
              list                    Show the visible rows of the menu, as a table view
                                      would.
              toggle                  Flip groups between expanded and collapsed.
              expand                  Expand groups; groups already expanded stay so.
              collapse                Collapse groups; groups already collapsed stay so.
              show                    Show one group or dish: id, kind, path, price, state,
                                      details; a group's entries.
              edit                    Rename a group or dish, or change a dish's price or
                                      details.
              move                    Reorder a group or dish among its siblings, or move it
                                      to another group.
              remove                  Remove groups and dishes; a group that holds anything
                                      needs --recursive.
              batch                   Run many commands from a file as one transaction.
              import                  Load a menu from a JSON or CSV file, merging by path
                                      unless --replace.
              export                  Write the whole menu as JSON (for import), text, an
                                      HTML page for guests, CSV, or a Square catalog upload.
              info                    Show which database menuctl uses and what it holds.
              check                   Find problems other programs left in the menu file;
                                      --repair mends them.
              sold-out                Mark dishes sold out (估清); a group means every dish
                                      inside it.
              restock                 Put sold-out dishes back on sale; a group means every
                                      dish inside it.
              off                     Take dishes off sale (停售) until 'menuctl on' puts
                                      them back.
              on                      Put dishes taken off sale (停售) back on sale.
              hours                   Set when a group or dish is served, or show it.
              stock                   Count the portions left of dishes (限量); a group
                                      means every dish inside it.
              sell                    Take portions of a dish as they are ordered (the
                                      till's call).
              unsell                  Give back portions of a cancelled order, never more
                                      than were sold.
              day-start               Set when the business day starts (营业日, default
                                      05:00).
              history                 Show what changed the menu, newest first.
              undo                    Reverse the newest change in the history that is not
                                      undone yet.
              redo                    Re-apply the change most recently undone.
              backup                  Copy the menu database to a file, safely while others
                                      write.
              find                    Find groups and dishes by part of their name or by
                                      pinyin.
              sort                    Reorder what a group holds: by pinyin, name or price.
              reprice                 Raise, lower or set the prices of dishes, or of every
                                      dish in groups.
              browse                  Move through the menu full-screen and tap groups open
                                      and shut.
              choices                 Keep the questions asked when a dish is ordered: 辣度,
                                      加料, 忌口.
              add-set                 Add set meals (套餐) at the end of a group; slots come
                                      with 'slot add'.
              slot                    Keep a set meal's slots: 热菜 (pick 1 of 3), 主食, 汤.
              diff                    Show what differs between two menus, or between the
                                      menu now and as it was.
              glossary                Show or change the glossary: the page's short words in
                                      other languages.
              stations                Keep the kitchen's stations: 凉菜间, 炒锅, 蒸笼.
              station                 Assign a kitchen station to groups or dishes.
              photo                   Give a dish a photo, or a group a banner; without
                                      FILE, show it.
              price-today             Give a market-price (时价) dish its price for today,
                                      or list today's prices.
              fees                    Declare the menu's fees: 服务费 10%, 茶位费 3/位,
                                      餐具费 2.
              prices                  Price lists: 会员价, 时段价 and 外卖, each a way of
                                      pricing the menu.
              publish                 Write head office's changes since the last publish to
                                      a change file.
              apply                   Apply head office's change file to this store's menu.

              See 'menuctl help <subcommand>' for detailed help.

            """)
        #expect(try Sandbox().menuctl().stdout == outcome.stdout)
        #expect(try Sandbox().menuctl("help").stdout == outcome.stdout)
    }

    @Test func addItemHelp() throws {
        let expected = """
            OVERVIEW: Add dishes at the end of a group.

            A name may be a path (酒水/青岛啤酒), relative to --in when both are given;
            the groups on the way must exist, unless --parents is given. A dish has one
            price, 2 to 8 sizes, a market price, or no price.

            USAGE: menuctl add-item <name> ... [--in <group>] [--price <amount>] [--parents]
                   [--size <name=amount>] ... [--unit <unit>] [--market-price]
                   [--description <text>] [--spice <0-3>] [--tag <tag>] ...
                   [--translation <lang=text>] ...
                   [--description-translation <lang=text>] ... [--allergen <allergen>] ...
                   [--diet <diet>] ... [--kcal <n|size=n>] ... [--portion <text>]

            ARGUMENTS:
              <name>                  The names (or paths) of the new dishes.

            OPTIONS:
              --in <group>            The group to add into; / is the top level. (default:
                                      /)
              --price <amount>        The price in yuan: 38, 38.5 or ¥38.50.
              -p, --parents           Make the missing groups on the way, as mkdir -p does.
              --size <name=amount>    A size and its price, such as 小份=58; repeat it for
                                      each (2 to 8).
              --unit <unit>           The unit a price is for: 份, 斤, 位, 瓶, 杯 or another
                                      word.
              --market-price          Sell it at market price (时价), set when ordered.
              --description <text>    One line for guests about it, up to 500 characters.
              --spice <0-3>           辣度: 0 none, 1 mild, 2 medium, 3 hot.
              --tag <tag>             A tag such as 招牌, 新品 or 推荐 (repeatable); diets
                                      are --diet.
              --translation <lang=text>
                                      Its name in a language: en='Kung Pao Chicken'
                                      (repeatable).
              --description-translation <lang=text>
                                      Its description in a language: en='Diced chicken,
                                      peanuts' (repeatable).
              --allergen <allergen>   An allergen it holds, in English or Chinese: peanuts
                                      or 花生 (repeatable); none: declared free of the 14.
                                      (values: gluten, crustaceans, eggs, fish, peanuts,
                                      soybeans, milk, nuts, celery, mustard, sesame,
                                      sulphites, lupin, molluscs, none)
              --diet <diet>           A diet it suits, in English or Chinese: vegetarian or
                                      素 (repeatable). (values: vegetarian, vegan, halal,
                                      gluten-free)
              --kcal <n|size=n>       Its energy in kcal, 0 to 10000: 520, or a size's,
                                      大份=520 (repeatable for sizes).
              --portion <text>        Its portion: a weight or volume (350g, 1.5kg, 500ml,
                                      1l) or 'serves 2'.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl add-item 宫保鸡丁 --in 主菜 --price 38 --spice 2 --tag 招牌 \\
                  --translation en='Kung Pao Chicken'
              menuctl add-item 水煮鱼 --in 主菜 --size 小份=58 --size 大份=88
              menuctl add-item 活鱼 --in 主菜 --price 48 --unit 斤

            """
        for arguments in [["help", "add-item"], ["add-item", "--help"], ["add-item", "-h"], ["--help", "add-item"]] {
            let outcome = try Sandbox().run(arguments)
            #expect(outcome.status == 0)
            #expect(outcome.stdout == expected, "\(arguments)")
        }
    }

    /// SPEC 17: sizes, unit and market price, and which options exclude each other.
    @Test func editHelp() throws {
        #expect(try Sandbox().menuctl("help", "edit").stdout == """
            OVERVIEW: Rename a group or dish, or change a dish's price or details.

            A dish has one price, 2 to 8 sizes, a market price, or no price: --size adds a
            size or replaces the one of that name, and clears a single or market price;
            --price and --market-price clear the sizes. A size a set meal's slot or a
            price list names stays: an edit that would take it away is refused, naming
            where it is used. Groups take a description and translations; a dish also a
            spice level, tags, allergens (the 14 of EU Regulation 1169/2011, in English or
            Chinese) and diets.

            USAGE: menuctl edit <target> [--name <name>] [--price <amount>] [--no-price]
                   [--size <name=amount>] ... [--no-size <name>] ... [--unit <unit>]
                   [--no-unit] [--market-price] [--no-market-price] [--description <text>]
                   [--no-description] [--spice <0-3>] [--no-spice] [--tag <tag>] ...
                   [--untag <tag>] ... [--translation <lang=text>] ...
                   [--no-translation <lang>] ... [--description-translation <lang=text>] ...
                   [--no-description-translation <lang>] ... [--allergen <allergen>] ...
                   [--no-allergen <allergen>] ... [--diet <diet>] ... [--no-diet <diet>] ...
                   [--kcal <n|size=n>] ... [--no-kcal] [--portion <text>] [--no-portion]

            ARGUMENTS:
              <target>                A path, a unique end of one (宫保鸡丁), or #ID.

            OPTIONS:
              --name <name>           The new name.
              --price <amount>        The new price: 38, 38.5 or ¥38.50.
              --no-price              Remove the dish's price, its sizes or its market
                                      price.
              --size <name=amount>    A size and its price, such as 小份=58; repeat it for
                                      each (2 to 8).
              --no-size <name>        Remove a size by its name.
              --unit <unit>           The unit a price is for: 份, 斤, 位, 瓶, 杯 or another
                                      word.
              --no-unit               Remove the unit.
              --market-price          Sell it at market price (时价), set when ordered.
              --no-market-price       No longer sell it at market price.
              --description <text>    One line for guests about it, up to 500 characters.
              --no-description        Remove its description.
              --spice <0-3>           辣度: 0 none, 1 mild, 2 medium, 3 hot.
              --no-spice              Remove its spice level.
              --tag <tag>             A tag such as 招牌, 新品 or 推荐 (repeatable); diets
                                      are --diet.
              --untag <tag>           Remove a tag (repeatable).
              --translation <lang=text>
                                      Its name in a language: en='Kung Pao Chicken'
                                      (repeatable).
              --no-translation <lang>
                                      Remove its name in that language (repeatable).
              --description-translation <lang=text>
                                      Its description in a language: en='Diced chicken,
                                      peanuts' (repeatable).
              --no-description-translation <lang>
                                      Remove its description in that language (repeatable).
              --allergen <allergen>   An allergen it holds, in English or Chinese: peanuts
                                      or 花生 (repeatable); none: declared free of the 14.
                                      (values: gluten, crustaceans, eggs, fish, peanuts,
                                      soybeans, milk, nuts, celery, mustard, sesame,
                                      sulphites, lupin, molluscs, none)
              --no-allergen <allergen>
                                      Remove an allergen (repeatable); none: no longer
                                      declared free. (values: gluten, crustaceans, eggs,
                                      fish, peanuts, soybeans, milk, nuts, celery, mustard,
                                      sesame, sulphites, lupin, molluscs, none)
              --diet <diet>           A diet it suits, in English or Chinese: vegetarian or
                                      素 (repeatable). (values: vegetarian, vegan, halal,
                                      gluten-free)
              --no-diet <diet>        Remove a diet (repeatable). (values: vegetarian,
                                      vegan, halal, gluten-free)
              --kcal <n|size=n>       Its energy in kcal, 0 to 10000: 520, or a size's,
                                      大份=520 (repeatable for sizes).
              --no-kcal               Remove its kcal (every size's).
              --portion <text>        Its portion: a weight or volume (350g, 1.5kg, 500ml,
                                      1l) or 'serves 2'.
              --no-portion            Remove its portion.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl edit 主菜/干烧鱼 --name 干烧鲤鱼
              menuctl edit 水煮鱼 --size 中份=72 --no-size 小份
              menuctl edit 宫保鸡丁 --spice 3 --untag 新品 --allergen 花生 --allergen 芝麻

            """)
    }

    @Test func listHelp() throws {
        #expect(try Sandbox().menuctl("help", "list").stdout == """
            OVERVIEW: Show the visible rows of the menu, as a table view would.

            The children of a group show only while it is expanded; --all shows every row.
            With a GROUP, rows and depth count from it; paths stay full.
            --available shows only what a guest can order then: a group with nothing on
            offer inside it is left out, and rows are numbered as shown. --tag keeps
            the dishes with that tag in the same way, --without those free of an
            allergen, and --diet those marked with a diet.

            USAGE: menuctl list [<group>] [--all] [--ids] [--format <format>] [--json]
                   [--available] [--at <when>] [--lang <lang>] [--tag <tag>]
                   [--station <station>] [--prices <list>] [--sizes]
                   [--without <allergen>] ... [--diet <diet>] ... [--as-of <when>]

            ARGUMENTS:
              <group>                 List only what is under this group, as if it were the
                                      whole menu.

            OPTIONS:
              --all                   Show every row, ignoring collapsed groups.
              --ids                   Show each row's #ID.
              --format <format>       The output format. (values: text, tsv, json; default:
                                      text)
              --json                  Short for --format json.
              --available             Show only what a guest can order: not sold out, and
                                      served now.
              --at <when>             With --available: the moment to ask about, HH:MM
                                      (today) or 'sat 23:30' (default: now).
              --lang <lang>           Show names in this language (en, ja, zh-Hant) where
                                      they are translated.
              --tag <tag>             Show only the dishes with this tag, and the groups
                                      that lead to them.
              --station <station>     Show only the dishes this kitchen station cooks, and
                                      the groups that lead to them.
              --prices <list>         Prices, box fees and minimums of this price list;
                                      dishes it does not sell left out.
              --sizes                 Show each size by name and price, not the range (小份
                                      58.00 · 大份 88.00).
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
              menuctl list
              menuctl list --available --at 'sat 01:30'
              menuctl list --lang en --tag 招牌 --without 花生 --without sesame

            """)
    }

    @Test func checkHelp() throws {
        #expect(try Sandbox().menuctl("check", "--help").stdout == """
            OVERVIEW: Find problems other programs left in the menu file; --repair mends
            them.

            Reports, one a line: entries whose group is missing, cycles, rows deeper than
            32 levels, dishes that hold entries, positions out of order, names that break
            the rules, two entries of a group with one name, text that is not UTF-8,
            details and prices that break the rules, rows of any table that break its
            rules (sold-out marks, serving windows, sizes, choices, counts, price lists,
            history entries), find's search keys out of step, a trigger or index dropped
            or changed, and an id sequence at its end. Exits 1 when it finds any.
            --repair mends them all in one transaction: what has no place goes into a
            top-level group 'recovered'.
            With --rules REGIME it reads the menu as an inspector would instead: each dish
            on the guests' page that it could not label as the regime asks (no kcal for us
            and uk, no portion for uk, allergens not declared for eu; for cn a dish without
            a price, a 时价 dish without its unit or today's price, a drink without its
            volume in ml), then each topping without kcal (us) and option without declared
            allergens (eu) of the lists offered, and each price list with neither hours nor
            a condition (cn); one a line, exit 1 when any.
            It also warns on stderr ('Warning: …') of a set meal that costs more than its
            dearest picks à la carte; a warning is no problem and leaves the exit status.

            USAGE: menuctl check [--repair] [--rules <regime>] ...

            OPTIONS:
              --repair                Mend every problem found, and say what was done.
              --rules <regime>        Instead: each dish the guests' page could not label as
                                      the law of us, uk, eu or cn asks (repeatable).
                                      (values: us, uk, eu, cn)
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl check
              menuctl check --repair
              menuctl check --rules cn

            """)
    }

    @Test func browseHelp() throws {
        #expect(try Sandbox().menuctl("help", "browse").stdout == """
            OVERVIEW: Move through the menu full-screen and tap groups open and shut.

            ↑/↓ or k/j move, PgUp/PgDn, g/G or Home/End; Enter or Space toggles the
            group under the cursor, → expands, ← collapses, each saved at once; / finds
            by name, n goes to the next match; s marks what is under the cursor sold out
            or back on sale; u undoes the newest change once you say y to which it is,
            r redoes; d shows what the newest change changed; ? lists every key;
            Ctrl-Z suspends; q, Esc or Ctrl-C quits.
            Changes other commands make appear as they happen.

            USAGE: menuctl browse

            OPTIONS:
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -h, --help              Show help information.

            EXAMPLES:
              menuctl browse
              menuctl browse --db demo/menu.db

            """)
    }
}
