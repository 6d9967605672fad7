import Foundation
import Testing

/// SPEC 1, issue 25: one who may write the folder but not the file
/// (`nobody` on root's 644 menu in a world-writable folder) reads it and
/// leaves nothing behind: no `-wal` or `-shm` of theirs.
enum UnwritableMenuTests {
    /// Processes: readers run as another user (setpriv) while the owner writes.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        private func sharedFolderMenu() throws -> Sandbox {
            let sandbox = Sandbox()
            try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.database)
            try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: sandbox.folder)
            return sandbox
        }

        @Test(.enabled(if: Sandbox.isRoot, "it runs a reader as another user (setpriv), which needs root"))
        func everyReaderLeavesTheFolderAsItFoundIt() throws {
            let sandbox = try sharedFolderMenu()
            let before = try sandbox.dump()
            let expected = try sandbox.must("list", "--all").stdout
            for command in [["list", "--all"], ["show", "主菜"], ["find", "gbjd"], ["history"], ["export"], ["info"], ["check"]] {
                let outcome = try sandbox.runUnprivileged(command + ["--db", sandbox.database])
                #expect(outcome.status == 0, "\(command): \(outcome)")
                if command == ["list", "--all"] { #expect(outcome.stdout == expected) }
                let listing = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder)
                #expect(listing == ["menu.db"], "\(command) left \(listing)")
            }
            #expect(try sandbox.dump() == before)
        }

        /// While root writes, such readers never fail; once the writer is done,
        /// nothing is left beside the menu.
        @Test(.enabled(if: Sandbox.isRoot, "it runs a reader as another user (setpriv), which needs root"))
        func theyReadWhileTheOwnerWrites() throws {
            let sandbox = try sharedFolderMenu()
            let outcome = try bash(sandbox, """
                cd '\(sandbox.folder)'
                ( while [ ! -e /tmp/stop-$$ ]; do "$MENUCTL" toggle 主菜 -q; done ) &
                failures=0
                for i in $(seq 1 300); do
                  setpriv --reuid=65534 --regid=65534 --clear-groups '\(Sandbox.binaryForNobody)' list --all --db "$MENUCTL_DB" > out 2> err
                  [ $? -eq 0 ] && grep -q 宫保鸡丁 out || { failures=$((failures + 1)); cat err; }
                done
                touch /tmp/stop-$$; wait; rm -f /tmp/stop-$$ out err
                "$MENUCTL" toggle 主菜 -q
                echo "failures=$failures"
                """)
            #expect(outcome.stdout.hasSuffix("failures=0\n"), "\(outcome)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == ["menu.db"])
        }
    }
}
