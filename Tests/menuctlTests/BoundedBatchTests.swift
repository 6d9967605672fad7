import Foundation
import Testing

/// A batch's removes and moves leave gaps and places below 0 behind them,
/// settled once before the commit (issue 34): each line costs what the
/// command costs alone. These check that what the lines say, what later
/// lines see, and what the file holds afterwards are as if every line had
/// renumbered its group. (How long it takes is scripts/bench's.)
@Suite struct BoundedBatchTests {
    /// 主菜 holding 菜1…菜count, and 酒水 holding 啤酒.
    private func menu(count: Int) throws -> Sandbox {
        let sandbox = Sandbox()
        let setup = ["add-group 主菜 酒水", "add-item 啤酒 --in 酒水"]
            + (1...count).map { "add-item 菜\($0) --in 主菜" }
        try sandbox.must("batch", try sandbox.write("setup.menuctl", setup.joined(separator: "\n")), "-q")
        return sandbox
    }

    /// Each group's entries in order, with their positions: `name@position`.
    private func places(_ sandbox: Sandbox) throws -> String {
        try sandbox.query("""
            SELECT g.name || ': ' || group_concat(n.name || '@' || n.position, ' ')
            FROM menu_node AS g JOIN (SELECT * FROM menu_node ORDER BY position) AS n ON n.parent_id = g.id
            WHERE g.kind = 'group' GROUP BY g.id ORDER BY g.id
            """)
    }

    @Test func removeLinesLeaveEveryGroupNumberedAsOneRemoveWould() throws {
        let sandbox = try menu(count: 8)
        let script = try sandbox.write("remove.menuctl", """
            remove 主菜/菜1
            remove 主菜/菜4
            list
            remove 菜8 主菜/菜6
            add-item 菜9 --in 主菜
            """)
        let outcome = try sandbox.run(["batch", script])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == """
            removed 主菜/菜1
            removed 主菜/菜4
            1  ▾ 主菜
            2      菜2
            3      菜3
            4      菜5
            5      菜6
            6      菜7
            7      菜8
            8  ▾ 酒水
            9      啤酒
            removed 主菜/菜8
            removed 主菜/菜6
            added 主菜/菜9 (#13)

            """)
        #expect(try places(sandbox) == "主菜: 菜2@0 菜3@1 菜5@2 菜7@3 菜9@4\n酒水: 啤酒@0")
        #expect(try sandbox.must("check").stdout.hasPrefix("no problems"))
    }

    @Test func moveFirstAndLastLinesSayTheirPlaceAndTheFileEndsDense() throws {
        let sandbox = try menu(count: 5)
        let script = try sandbox.write("move.menuctl", """
            move 菜3 --first
            move 菜5 --first
            move 菜3 --first
            move 菜2 --last
            move 啤酒 --to 主菜 --first
            remove 菜1
            move 菜4 --to 酒水 --last
            move 菜5 --to 酒水 --first
            list
            move 菜3 --after 啤酒
            move 菜2 --before 菜3
            """)
        let outcome = try sandbox.run(["batch", script])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == """
            moved 主菜/菜3, now 1 of 5
            moved 主菜/菜5, now 1 of 5
            moved 主菜/菜3, now 1 of 5
            moved 主菜/菜2, now 5 of 5
            moved 酒水/啤酒 to 主菜/啤酒, now 1 of 6
            removed 主菜/菜1
            moved 主菜/菜4 to 酒水/菜4, now 1 of 1
            moved 主菜/菜5 to 酒水/菜5, now 1 of 2
            1  ▾ 主菜
            2      啤酒
            3      菜3
            4      菜2
            5  ▾ 酒水
            6      菜5
            7      菜4
            moved 主菜/菜3, now 2 of 3
            moved 主菜/菜2, now 2 of 3

            """)
        #expect(try places(sandbox) == "主菜: 啤酒@0 菜2@1 菜3@2\n酒水: 菜5@0 菜4@1")
        #expect(try sandbox.must("check").stdout.hasPrefix("no problems"))
    }

    @Test func undoOfABatchOfMovesAndRemovesRestoresEveryPlace() throws {
        let sandbox = try menu(count: 40)
        let rows = "SELECT id, parent_id, name, position FROM menu_node ORDER BY id"
        let before = try sandbox.query(rows)
        let lines = (1...40).filter { $0 % 3 == 0 }.map { "remove 主菜/菜\($0)" }
            + (1...40).filter { $0 % 3 != 0 }.map { "move 主菜/菜\($0) --first" }
        let outcome = try sandbox.run(["batch", try sandbox.write("many.menuctl", lines.joined(separator: "\n")), "-q"])
        #expect(outcome.status == 0, "\(outcome)")
        let kept = (1...40).filter { $0 % 3 != 0 }.reversed().enumerated().map { "菜\($1)@\($0)" }
        #expect(try places(sandbox) == "主菜: \(kept.joined(separator: " "))\n酒水: 啤酒@0")
        #expect(try sandbox.must("check").stdout.hasPrefix("no problems"))
        #expect(try sandbox.run(["undo", "-q"]).status == 0)
        #expect(try sandbox.query(rows) == before)
    }

    @Test func checkAndSortInsideABatchSeeNoGapsOfTheLinesBefore() throws {
        let sandbox = try menu(count: 4)
        let script = try sandbox.write("check.menuctl", """
            remove 菜2
            move 菜4 --first
            check
            sort 主菜 --by name
            move 菜3 --first
            """)
        let outcome = try sandbox.run(["batch", script, "-q"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == "")
        #expect(try places(sandbox) == "主菜: 菜3@0 菜1@1 菜4@2\n酒水: 啤酒@0")
    }
}
