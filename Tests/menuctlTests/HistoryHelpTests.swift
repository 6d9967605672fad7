import Testing

/// The help of SPEC 13's commands, compared whole.
@Suite struct HistoryHelpTests {
    @Test func historyHelp() throws {
        let outcome = try Sandbox().menuctl("help", "history")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            OVERVIEW: Show what changed the menu, newest first.

            One line per command that changed the menu's content: its number, the local
            time, the command as typed and what it changed. Expanding and collapsing are
            not recorded. The newest 1000 entries are kept.

            USAGE: menuctl history [--limit <n>] [--format <format>] [--json]

            OPTIONS:
              --limit <n>             Show only the newest N entries.
              --format <format>       The output format. (values: text, json; default: text)
              --json                  Short for --format json.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -h, --help              Show help information.

            EXAMPLES:
              menuctl history
              menuctl history --limit 5
              menuctl history --format json

            """)
    }

    @Test func undoHelp() throws {
        let outcome = try Sandbox().menuctl("help", "undo")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            OVERVIEW: Reverse the newest change in the history that is not undone yet.

            Brings back ids, positions, names and prices exactly as they were; groups stay
            expanded or collapsed as they are now. Refused, with nothing changed, when what
            it would restore was changed since by something other than menuctl.

            USAGE: menuctl undo

            OPTIONS:
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl undo
              menuctl undo --db copy.db

            """)
    }

    @Test func redoHelp() throws {
        let outcome = try Sandbox().menuctl("help", "redo")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            OVERVIEW: Re-apply the change most recently undone.

            Only while nothing new has been recorded since that undo.

            USAGE: menuctl redo

            OPTIONS:
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl redo
              menuctl redo -q

            """)
    }

    @Test func backupHelp() throws {
        let outcome = try Sandbox().menuctl("help", "backup")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            OVERVIEW: Copy the menu database to a file, safely while others write.

            The copy is the menu as it stood at one moment, an ordinary menu database that
            'menuctl --db FILE' reads. An existing FILE is left alone unless --force.

            USAGE: menuctl backup <file> [--force]

            ARGUMENTS:
              <file>                  The file to write the copy to.

            OPTIONS:
              --force                 Replace FILE if it exists.
              --db <path>             The menu database (default: $MENUCTL_DB, else
                                      $XDG_DATA_HOME/menuctl/menu.db, else
                                      ~/.local/share/menuctl/menu.db).
              -q, --quiet             Print nothing when a change succeeds.
              -h, --help              Show help information.

            EXAMPLES:
              menuctl backup menu-2026-11-30.db
              menuctl backup nightly.db --force

            """)
    }
}
