import Foundation
import Testing
import MenuTestSupport

/// SPEC 9: a command that exits 0 has committed, always; a failing command
/// never removes a file or a link it did not create alone.
@Suite struct AcknowledgedWriteTests {
    @Test func aFailedFirstCommandLeavesNoFileAndNoFolder() throws {
        let sandbox = Sandbox()
        // Only the default location's folders are made (SPEC 1).
        let defaultLocation: [String: String?] = ["MENUCTL_DB": nil, "XDG_DATA_HOME": sandbox.folder + "/new/deeper"]
        let failed = try sandbox.run(["add-item", "x", "--in", "nosuch"], environment: defaultLocation)
        #expect(failed.status == 1, "\(failed)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/new"))
        #expect(try sandbox.run(["add-item", "x"], environment: defaultLocation).status == 0)
        let listing = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder + "/new/deeper/menuctl")
        #expect(listing == ["menu.db"], "nothing but the database is left beside it: \(listing)")
    }

    /// A dangling link is followed, never removed; a loop is refused.
    @Test func aSymbolicLinkIsFollowedAndNeverRemoved() throws {
        let sandbox = Sandbox()
        let link = sandbox.folder + "/link.db"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "menus/real.db")
        try FileManager.default.createDirectory(atPath: sandbox.folder + "/menus", withIntermediateDirectories: false)
        let failed = try sandbox.run(["add-item", "x", "--in", "nosuch", "--db", link])
        #expect(failed.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "menus/real.db", "the link is still there")
        try sandbox.must("add-item", "宫保鸡丁", "--db", link)
        #expect(FileManager.default.fileExists(atPath: sandbox.folder + "/menus/real.db"), "written where the link points")
        #expect(try sandbox.run(["list", "--db", link]).stdout.contains("宫保鸡丁"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "menus/real.db")

        let loop = sandbox.folder + "/loop.db"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.db")
        for arguments in [["add-item", "x"], ["list"]] {
            let outcome = try sandbox.run(arguments + ["--db", loop])
            #expect(outcome.status == 74 && outcome.stderr.hasPrefix("Error: "), "\(arguments): \(outcome)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: loop) == "loop.db")
    }

    /// SPEC 1: PATH is a file name, never a SQLite URI.
    @Test func aPathStartingWithFileIsAFileName() throws {
        let sandbox = Sandbox()
        let outcome = try bash(sandbox, """
            cd '\(sandbox.folder)' && mkdir file:backup &&
            "$MENUCTL" --db 'file:x?mode=memory' add-item 宫保鸡丁 -q &&
            "$MENUCTL" --db 'file:backup/menu.db' add-item 回锅肉 -q &&
            ls -a && "$MENUCTL" --db 'file:x?mode=memory' list && "$MENUCTL" --db 'file:backup/menu.db' list
            """)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.contains("file:x?mode=memory\n"), "a file of that very name: \(outcome)")
        #expect(outcome.stdout.contains("宫保鸡丁") && outcome.stdout.contains("回锅肉"), "\(outcome)")
        #expect(FileManager.default.fileExists(atPath: sandbox.folder + "/file:backup/menu.db"))
    }

    /// SQLite opens `:memory:` in memory, URI or not: as a PATH it is a
    /// file of that name, and the second write lands in it as the first did.
    @Test func aPathNamedMemoryIsAFile() throws {
        let sandbox = Sandbox()
        let outcome = try bash(sandbox, """
            cd '\(sandbox.folder)' &&
            "$MENUCTL" --db :memory: add-group 主菜 -q && "$MENUCTL" --db :memory: add-group 酒水 -q &&
            MENUCTL_DB=:memory: "$MENUCTL" add-item 宫保鸡丁 --in 主菜 -q && "$MENUCTL" --db :memory: list --all
            """)
        #expect(outcome.status == 0 && outcome.stdout.contains("主菜") && outcome.stdout.contains("酒水")
                && outcome.stdout.contains("宫保鸡丁"), "\(outcome)")
        #expect(try SQLiteShell.query(sandbox.folder + "/:memory:", "SELECT count(*) FROM menu_node") == "4")
    }

    /// SPEC 8: output that cannot be written is exit 74, never 0.
    @Test func outputThatCannotBeWrittenExits74() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "--price", "38")
        for redirect in ["> /dev/full", ">&-"] {
            for command in ["export", "list", "show 宫保鸡丁", "add-item 回锅肉"] {
                let before = try sandbox.query("SELECT count(*) FROM menu_node")
                let outcome = try sandbox.shell("\"$MENUCTL\" \(command) \(redirect)")
                #expect(outcome.status == 74, "\(command) \(redirect): \(outcome)")
                #expect(outcome.stderr.hasPrefix("Error: cannot write to standard output"), "\(outcome)")
                // A change whose report cannot be written is not made (issue 25).
                #expect(try sandbox.query("SELECT count(*) FROM menu_node") == before, "\(command) \(redirect)")
            }
        }
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok", "stdout closed must not make the database fd 1")
    }

    @Test func aFIFOIsRefusedAtOnce() throws {
        let sandbox = Sandbox()
        let fifo = sandbox.folder + "/fifo.db"
        #expect(mkfifo(fifo, 0o644) == 0)
        for command in ["list", "info", "add-item x", "export"] {
            let outcome = try sandbox.shell("timeout 10 \"$MENUCTL\" --db '\(fifo)' \(command)")
            #expect(outcome.status == 74, "\(command): \(outcome)")
            #expect(outcome.stderr.contains("not a regular file"), "\(outcome)")
        }
    }

}

/// Runs a bash script with `$MENUCTL` set. These scripts start background
/// jobs and `wait` for them; dash's `wait` hangs when the test process
/// starts it with SIGCHLD blocked, bash's does not.
@discardableResult
func bash(_ sandbox: Sandbox, _ script: String) throws -> Outcome {
    try Sandbox.execute("/bin/bash", ["-c", script], environment: sandbox.environment())
}

extension AcknowledgedWriteTests {
    /// Processes: many menuctl processes at once, a reader as another user, a batch waiting on a FIFO.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// Five first writers and one that fails, at once, on a database that
        /// does not exist yet, 200 times. The failing one used to remove the
        /// file the others were committing into.
        @Test func noAcknowledgedWriteIsLostWhenAFirstCommandFails() throws {
            let sandbox = Sandbox()
            let outcome = try bash(sandbox, """
                cd '\(sandbox.folder)'
                lost=0; spurious=0; landed=0
                for round in $(seq 1 200); do
                  db="$PWD/r$round/menu.db"; status="$PWD/r$round.status"; mkdir "r$round"
                  for w in 1 2 3 4 5; do
                    ( "$MENUCTL" --db "$db" add-item "主菜/d$w" -p -q 2>>"$status.err"; echo "d$w $?" >> "$status" ) &
                  done
                  ( "$MENUCTL" --db "$db" add-item x --in nosuch -q 2>/dev/null; echo "fail $?" >> "$status" ) &
                  wait
                  listed=$("$MENUCTL" --db "$db" list --all --format tsv 2>/dev/null | cut -f6)
                  while read -r who code; do
                    case "$who $code" in
                      "fail 1") ;;
                      "fail "*) spurious=$((spurious + 1)) ;;
                      *" 0") if printf '%s\\n' "$listed" | grep -qx "主菜/$who"; then landed=$((landed + 1)); else lost=$((lost + 1)); fi ;;
                      *) spurious=$((spurious + 1)); cat "$status.err" ;;
                    esac
                  done < "$status"
                done
                echo "landed=$landed lost=$lost spurious=$spurious"
                """)
            #expect(outcome.stdout.hasSuffix("landed=1000 lost=0 spurious=0\n"), "\(outcome)")
        }

        /// SPEC 9: stdin is read whole before the write lock is taken, so a
        /// batch waiting for its input blocks nobody; a closed stdin is 66.
        @Test func aBatchWaitingForInputHoldsNoLock() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-group", "主菜")
            let outcome = try bash(sandbox, """
                cd '\(sandbox.folder)'
                mkfifo input
                "$MENUCTL" batch - < input > batch.out 2>&1 &
                exec 3> input                  # the batch now waits for its input
                sleep 0.3
                timeout 4 "$MENUCTL" add-item 回锅肉 --in 主菜 -q; echo "writer $?"
                echo "add-item 宫保鸡丁 --in 主菜" >&3
                exec 3>&-
                wait; cat batch.out
                "$MENUCTL" batch - <&-; echo "closed $?"
                """)
            #expect(outcome.stdout.contains("writer 0\n"), "\(outcome)")
            #expect(outcome.stdout.contains("added 主菜/宫保鸡丁"), "\(outcome)")
            #expect(outcome.stdout.contains("closed 66\n"), "\(outcome)")
        }

        /// A user who may only read lists while a writer works: none fails.
        @Test(.enabled(if: Sandbox.isRoot, "it runs a reader as another user (setpriv), which needs root"))
        func readersWhoMayOnlyReadNeverFailWhileAWriterWorks() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.folder)
            let outcome = try bash(sandbox, """
                cd '\(sandbox.folder)'
                ( while [ ! -e stop ]; do "$MENUCTL" toggle 主菜 -q; done ) &
                failures=0
                for i in $(seq 1 2000); do
                  setpriv --reuid=65534 --regid=65534 --clear-groups '\(Sandbox.binaryForNobody)' list --db "$MENUCTL_DB" > /dev/null 2> err || { failures=$((failures + 1)); cat err; }
                done
                touch stop; wait
                echo "failures=$failures"
                """)
            #expect(outcome.stdout.hasSuffix("failures=0\n"), "\(outcome)")
        }
    }
}
