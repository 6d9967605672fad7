import Foundation
import MenuTestSupport
import Testing

/// SPEC 25: history with an entry missing from the middle is refused by
/// `--as-of` past it, reported by `check`, and mended by `check --repair`,
/// which lets history start after the gap.
@Suite struct HistoryGapTests {
    /// Entries #1 to #4 each add a group; #2 is then taken out by another program.
    private func menuMissingEntryTwo() throws -> Sandbox {
        let sandbox = Sandbox()
        for name in ["凉菜", "热菜", "汤", "主食"] { try sandbox.must("add-group", name, "-q") }
        _ = try sandbox.query("DELETE FROM menu_history WHERE id = 2")
        return sandbox
    }

    private func paths(_ outcome: Outcome) -> [String] {
        outcome.lines.dropFirst().map { $0.components(separatedBy: "\t")[5] }
    }

    @Test func lookingBackPastTheGapIsRefusedAndNotPastItWorks() throws {
        let sandbox = try menuMissingEntryTwo()
        for asOf in ["1", "0"] {
            let refused = try expectRefusal(sandbox, ["list", "--as-of", asOf, "--format", "tsv"], status: 1)
            #expect(refused.stderr == """
                Error: cannot look back to #\(asOf): history entry #2 is missing, so the menu as it was before #3 is not known
                history can look back to #2 at the earliest; 'menuctl check' reports the gap

                """)
        }
        #expect(try expectRefusal(sandbox, ["diff", "--as-of", "1"], status: 1).stderr.hasPrefix("Error: cannot look back to #1: history entry #2 is missing"))
        #expect(paths(try sandbox.must("list", "--as-of", "2", "--format", "tsv")) == ["凉菜", "热菜"])
        #expect(paths(try sandbox.must("list", "--as-of", "3", "--format", "tsv")) == ["凉菜", "热菜", "汤"])
    }

    /// Undo takes back #4 and #3, and stops at the gap as looking back does.
    @Test func undoStopsAtTheGap() throws {
        let sandbox = try menuMissingEntryTwo()
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        let refused = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(refused.stderr.hasPrefix("Error: cannot undo #1: history entry #2 is missing, so the menu as it was before #3 is not known\n"))
        #expect(paths(try sandbox.must("list", "--format", "tsv")) == ["凉菜", "热菜"])
    }

    @Test func checkReportsTheGapAndRepairStartsHistoryAfterIt() throws {
        let sandbox = try menuMissingEntryTwo()
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout == "history entry #2: missing, so the menu cannot be looked back past it\n")
        let repair = try sandbox.must("check", "--repair")
        #expect(repair.stdout.hasPrefix("history before #3: 1 entry dropped, as history entry #2 is missing; history starts at #3\nno problems left: "))
        #expect(try sandbox.query("SELECT group_concat(id) FROM menu_history WHERE id < 5") == "3,4")
        #expect(try sandbox.run(["check"]).status == 0)
        #expect(try expectRefusal(sandbox, ["list", "--as-of", "1"], status: 1).stderr == "Error: history starts at #3\n")
    }
}
