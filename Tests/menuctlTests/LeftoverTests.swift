import Foundation
import Testing

/// Issue 25: a first write or a backup killed while building its file
/// aside left `.NAME.new-XXXXXX` (and its journal) that nothing removed.
enum LeftoverTests {
    /// Processes: a first write is killed, another is caught while it builds.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test func whatAKilledFirstWriteLeftIsRemovedByTheNextWrite() throws {
            let sandbox = Sandbox()
            let lines = ["add-group 主菜"] + (1...20_000).map { "add-item 菜\($0) --in 主菜 --price 12" }
            _ = try sandbox.write("big.menuctl", lines.joined(separator: "\n"))
            let killed = try bash(sandbox, """
                cd '\(sandbox.folder)'
                "$MENUCTL" batch big.menuctl -q & maker=$!
                for i in $(seq 1 500); do [ -s .menu.db.new-*-journal ] 2>/dev/null && break; sleep 0.01; done
                kill -KILL $maker; wait
                ls -a
                """)
            #expect(killed.stdout.contains(".menu.db.new-"), "the kill came too late to leave anything: \(killed)")
            let next = try sandbox.run(["add-item", "宫保鸡丁"])
            #expect(next.status == 0 && next.stdout == "added 宫保鸡丁 (#2)\n", "\(next)")
            #expect(next.stderr.hasPrefix("Notice: removed \(sandbox.folder)/.menu.db.new-")
                    && next.stderr.hasSuffix(", left by a menuctl that was stopped before it finished\n"), "\(next)")
            let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
            #expect(left == ["big.menuctl", "menu.db"], "\(left)")
        }

        /// Only what nobody holds is removed: a file whose lock is taken is
        /// being built right now.
        @Test func aFileSomeoneIsBuildingIsLeftAlone() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "宫保鸡丁")
            let outcome = try bash(sandbox, """
                cd '\(sandbox.folder)'
                for name in .menu.db.new-Held01 .menu.db.new-Gone01 .menu.db.new-Gone01-journal .copy.db.new-Gone02 .menu.db.new-toolong; do
                  echo page > "$name"
                done
                flock .menu.db.new-Held01 sleep 5 & sleep 0.3
                "$MENUCTL" add-item 回锅肉 -q; echo "write $?"
                "$MENUCTL" backup copy.db -q; echo "backup $?"
                ls -a; kill %1; wait
                """)
            #expect(outcome.stdout.contains("write 0\n") && outcome.stdout.contains("backup 0\n"), "\(outcome)")
            #expect(outcome.stderr == """
                Notice: removed \(sandbox.folder)/.menu.db.new-Gone01, left by a menuctl that was stopped before it finished
                Notice: removed .copy.db.new-Gone02, left by a menuctl that was stopped before it finished

                """, "\(outcome)")
            let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).filter { $0.hasPrefix(".") }.sorted()
            #expect(left == [".menu.db.new-Held01", ".menu.db.new-toolong"], "\(left)")
        }
    }
}
