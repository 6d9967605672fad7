import Testing

/// The help of SPEC 10's commands (sold-out, restock, hours), compared whole.
@Suite struct ServiceHelpTests {
    @Test func serviceHelp() throws {
        #expect(try Sandbox().menuctl("help", "sold-out").stdout == """
            OVERVIEW: Mark dishes sold out (估清); a group means every dish inside it.

            A sold-out dish stays on the menu, marked, and is left out of 'list
            --available'. 'menuctl restock' puts it back on sale; with --until it comes back
            by itself.

            USAGE: menuctl sold-out <target> ... [--until <when>]

            ARGUMENTS:
              <target>                Paths or #IDs of dishes, or groups for every dish
                                      inside them.

            OPTIONS:
              --until <when>          On offer again by itself at WHEN: HH:MM (the next one)
                                      or 'sat 11:00'.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl sold-out 主菜/盐水鸭
              menuctl sold-out 酒水/白酒 回锅肉
              menuctl sold-out 兔头 --until 17:00

            """)
        #expect(try Sandbox().menuctl("restock", "--help").stdout == """
            OVERVIEW: Put sold-out dishes back on sale; a group means every dish inside it.

            A dish counted every day ('menuctl stock --daily') gets its daily count back.

            USAGE: menuctl restock [<target> ...] [--all]

            ARGUMENTS:
              <target>                Paths or #IDs of dishes, or groups for every dish
                                      inside them.

            OPTIONS:
              --all                   Put every sold-out dish back on sale, and every daily
                                      count back.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl restock 主菜/盐水鸭
              menuctl restock --all

            """)
        #expect(try Sandbox().menuctl("hours", "-h").stdout == """
            OVERVIEW: Set when a group or dish is served, or show it.

            A window past midnight belongs to the day it starts: Friday's 22:00-02:00 covers
            Saturday 01:30. 00:00-24:00 is the whole day. Windows that overlap are refused.
            A dish is on offer when it is not sold out and its own hours and those of every
            group above it are open. With no window and no --clear, hours prints the hours.

            USAGE: menuctl hours <target> [<window> ...] [--days <days>] [--clear]

            ARGUMENTS:
              <target>                A group or dish: a path, a unique end of one, or #ID.
              <window>                HH:MM-HH:MM, 24-hour; an end before the start runs
                                      past midnight. Days of its own go before it in the
                                      same word: 'sat,sun 07:00-11:00'.

            OPTIONS:
              --days <days>           The days of the windows without days of their own:
                                      mon-fri, Sat,Sun, fri-mon (default: every day).
              --clear                 Remove the hours: served whenever its group is.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl hours 早餐 6:30-10:30 --days mon-fri
              menuctl hours 夜宵 'mon-thu 17:00-22:00' 'fri,sat 17:00-03:00'
              menuctl hours 夜宵

            """)
    }
}
