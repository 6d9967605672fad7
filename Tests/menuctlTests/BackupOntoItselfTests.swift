import Foundation
import Testing

/// Issue 25: `backup` onto the live menu, however named, lost acknowledged
/// writes (a copy renamed over the file) or damaged it (a copy over its -wal).
enum BackupOntoItselfTests {
    /// Processes: eight writers at once, and a file size limit (ulimit).
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// Every name for the menu or one of its journals is refused with exit 1
        /// and nothing touched, --force or not, while eight writers add dishes:
        /// all 200 of their dishes are there afterwards.
        @Test func everyNameOfTheMenuIsRefusedWhileEightWritersWork() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-group", "主菜")
            let writers = (0..<8).map { writer in
                "for i in $(seq 1 25); do \"$MENUCTL\" -q add-item w\(writer)-$i --in 主菜 || exit 1; done"
            }
            let targets = [
                "menu.db", "./menu.db", "sub/../menu.db", "$PWD/menu.db", "link.db", "hard.db", "folder-link/menu.db",
                "menu.db-wal", "./menu.db-shm", "menu.db-journal", "folder-link/menu.db-wal", "wal-link.db",
            ]
            let outcome = try bash(sandbox, """
                cd '\(sandbox.folder)'
                mkdir sub; ln -s menu.db link.db; ln menu.db hard.db; ln -s . folder-link; ln -s menu.db-wal wal-link.db
                \(writers.map { "( \($0) ) &" }.joined(separator: "\n"))
                wrong=0
                for round in 1 2 3; do
                  for target in \(targets.map { "\"\($0)\"" }.joined(separator: " ")); do
                    for force in "" --force; do
                      "$MENUCTL" backup "$target" $force > out 2> err
                      status=$?
                      if [ $status -ne 1 ] || [ -s out ] || ! grep -q '^Error: .*is the menu itself' err; then
                        wrong=$((wrong + 1)); echo "$target $force: exit $status"; cat out err
                      fi
                    done
                  done
                done
                wait
                echo "wrong=$wrong"
                """)
            #expect(outcome.stdout.hasSuffix("wrong=0\n"), "\(outcome)")
            #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'") == "200")
            #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
            let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).filter { $0.hasPrefix(".") }
            #expect(left.isEmpty, "\(left)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.folder + "/link.db") == "menu.db")
            let menu = try FileManager.default.attributesOfItem(atPath: sandbox.database)
            let hard = try FileManager.default.attributesOfItem(atPath: sandbox.folder + "/hard.db")
            #expect(menu[.systemFileNumber] as? Int == hard[.systemFileNumber] as? Int, "the hard link still names the menu")
        }

        /// A copy that runs out of room blames the copy, not the menu, which
        /// was only read. The file size limit stands in for a full disk.
        @Test func aBackupThatRunsOutOfRoomBlamesTheCopy() throws {
            let sandbox = Sandbox()
            let lines = ["add-group 主菜"] + (1...3_000).map { "add-item 很长的菜名字\($0)号特别辣 --in 主菜 --price 12" }
            try sandbox.must("batch", try sandbox.write("big.menuctl", lines.joined(separator: "\n")), "-q")
            let before = try sandbox.dump()
            let copy = sandbox.folder + "/copy.db"
            let outcome = try sandbox.shell("trap '' XFSZ; ulimit -f 64; exec \"$MENUCTL\" backup '\(copy)'")
            #expect(outcome.status == 74 && outcome.stdout.isEmpty, "\(outcome)")
            #expect(outcome.stderr.hasPrefix("Error: cannot write the backup \(copy): "), "\(outcome)")
            #expect(!FileManager.default.fileExists(atPath: copy))
            #expect(try sandbox.dump() == before)
        }
    }
}
