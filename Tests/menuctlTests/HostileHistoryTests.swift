import Foundation
import Testing

/// History entries and rows another program wrote with the sqlite3 shell,
/// and what `undo`, `redo` and `check` make of them (issue 34): the cause
/// is named, a damaged entry is the entry's fault and not the file's
/// (exit 1, never 74), and `check --repair` drops it.
@Suite struct HostileHistoryTests {
    /// Entry #1 made 主菜 (#2), #2 宫保鸡丁 (#3) in it, #3 早餐 (#4).
    private func menu(damaging sql: String) throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜")
        try sandbox.must("add-group", "早餐")
        let written = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, sql])
        #expect(written.status == 0 && written.stderr.isEmpty, "\(written)")
        return sandbox
    }

    static let damages: [(label: String, sql: String)] = [
        ("cut short", "UPDATE menu_history SET changeset = substr(changeset, 1, length(changeset) - 3) WHERE id = 3"),
        ("garbage", "UPDATE menu_history SET changeset = x'17DEADBEEF00FF' WHERE id = 3"),
        ("a table the menu does not have", """
            UPDATE menu_history SET changeset = CAST(replace(changeset, CAST('menu_node' AS BLOB), CAST('menu_nope' AS BLOB)) AS BLOB)
            WHERE id = 3
            """),
    ]

    @Test(arguments: damages.indices)
    func aDamagedEntryIsNamedReportedAndDroppedAndTheRestUndo(case index: Int) throws {
        let (label, sql) = Self.damages[index]
        let damage = index == 2 ? "it changes a table the menu does not have (menu_nope)"
            : "its record of changes is cut short or garbled"
        let sandbox = try menu(damaging: sql)

        let undo = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(undo.stderr == """
            Error: cannot undo #3 (menuctl add-group 早餐): the history entry is damaged: \(damage)
            nothing was changed; 'menuctl check --repair' drops damaged entries

            """, "\(label)")

        let check = try sandbox.run(["check"])
        #expect(check.status == 1, "\(label): \(check)")
        #expect(check.stdout == "history entry #3 (menuctl add-group 早餐): damaged: \(damage), so undo and redo cannot take it\n",
                "\(label)")

        let repair = try sandbox.run(["check", "--repair"])
        #expect(repair.status == 0, "\(label): \(repair)")
        #expect(repair.stdout == """
            history entry #3 (menuctl add-group 早餐): dropped, as \(damage)
            no problems left: 2 groups, 1 dish

            """, "\(label)")
        #expect(try sandbox.query("SELECT group_concat(id) FROM menu_history") == "1,2")
        #expect(try sandbox.must("check").stdout == "no problems: 2 groups, 1 dish\n")

        // The entries left undo as ever: #2 takes 宫保鸡丁 away, 早餐 stays.
        let undone = try sandbox.run(["undo"])
        #expect(undone.status == 0 && undone.stdout.hasPrefix("undid #2: menuctl add-item 宫保鸡丁 --in 主菜"), "\(label): \(undone)")
        #expect(try sandbox.query("SELECT group_concat(name, ' ') FROM (SELECT name FROM menu_node WHERE id > 1 ORDER BY id)") == "主菜 早餐")
    }

    /// Rows another program left pointing at nodes that are not there are
    /// check's to report: they do not stop undo and redo of what menuctl
    /// did, before the repair or after it.
    @Test func rowsPointingNowhereDoNotBlockUndo() throws {
        let sandbox = try menu(damaging: """
            INSERT INTO serving_window VALUES (999, 0, 127, 360, 630);
            INSERT INTO node_detail VALUES (998, '不在', 1);
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (50, 997, 'item', '孤儿', 0)
            """)
        for _ in 0..<2 {
            let undone = try sandbox.run(["undo"])
            #expect(undone.status == 0 && undone.stdout.hasPrefix("undid #3: menuctl add-group 早餐"), "\(undone)")
            let redone = try sandbox.run(["redo"])
            #expect(redone.status == 0 && redone.stdout.hasPrefix("redid #3: menuctl add-group 早餐"), "\(redone)")
            try sandbox.must("check", "--repair", "-q")
        }
        #expect(try sandbox.query("SELECT count(*) FROM serving_window") == "0")
    }

    /// A row another program added to what an entry made is named as what
    /// is in the way, not as a name or place taken.
    @Test func aDetailAnotherProgramAddedIsNamedAsTheCause() throws {
        let sandbox = try menu(damaging: "INSERT INTO node_detail VALUES (4, '早', NULL)")
        let undo = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(undo.stderr.hasPrefix("Error: the menu refused the change: the change would leave a row of node_detail that belongs to a row of menu_node no longer there (node_id 4)\n"),
                "\(undo)")
    }

    @Test func aDamagedUndoneEntryStopsRedoByName() throws {
        let sandbox = try menu(damaging: "SELECT 1")
        try sandbox.must("undo")
        _ = try sandbox.query("UPDATE menu_history SET changeset = x'00' WHERE id = 3")
        let redo = try expectRefusal(sandbox, ["redo"], status: 1)
        #expect(redo.stderr.hasPrefix("Error: cannot redo #3 (menuctl add-group 早餐): the history entry is damaged: its record of changes is cut short or garbled\n"),
                "\(redo)")
    }

    @Test func aBadValueInAColumnTheEntryLeavesIsNamedNotCalledATakenName() throws {
        let sandbox = try menu(damaging: "SELECT 1")
        try sandbox.must("edit", "宫保鸡丁", "--name", "宫保虾球")
        _ = try sandbox.query("PRAGMA ignore_check_constraints = ON; UPDATE menu_node SET sold_out = 7 WHERE id = 3")
        let undo = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(undo.stderr == """
            Error: cannot undo #4 (menuctl edit 宫保鸡丁 --name 宫保虾球): 宫保鸡丁 (#3) cannot come back as it was: CHECK constraint failed: sold_out IN (0, 1) AND (sold_out = 0 OR kind = 'item')
            nothing was changed

            """)
    }
}
