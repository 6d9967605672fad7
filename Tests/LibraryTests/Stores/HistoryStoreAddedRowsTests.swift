import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// Undo of an entry that only added rows, an import's (issue 54): the rows
/// go by the keys the entry holds, each checked first as the entry added
/// it, with no inverse built and no savepoint. A row another program
/// changed since stops it as before, wherever the row lies in the entry.
@Suite struct HistoryStoreAddedRowsTests {
    /// One entry that added a group and 40 dishes: the check takes them in
    /// runs of 1, 16, 16 and 8 rows, the last one shorter than the one before.
    private func menuOfAddedDishes() throws -> (InMemoryMenu, ids: [String: Int64]) {
        let menu = try InMemoryMenu()
        let ids = try menu.write(recording: "batch setup.menuctl") { tx in
            try tx.add(dishes: (1...40).map { ("主菜/菜\($0)", Int64($0) * 100) })
        }
        return (menu, ids)
    }

    /// What undo and redo must leave as they found or made it: the rows,
    /// the search keys, and the history; read outside a write, which would
    /// build the keys waiting.
    private func everything(_ menu: InMemoryMenu) throws -> [[SQLValue]] {
        try menu.rows("SELECT id, parent_id, kind, name, position, expanded, price_fen, sold_out, unit, market_price FROM menu_node ORDER BY id")
            + menu.rows("SELECT bucket, keys, readings FROM search_bucket ORDER BY bucket")
            + menu.rows("SELECT bucket FROM search_pending ORDER BY bucket")
            + menu.rows("SELECT id, command, summary, undone, redoable, changeset FROM menu_history ORDER BY id")
    }

    @Test func anUndoneImportRedoesAsItWas() throws {
        let (menu, _) = try menuOfAddedDishes()
        let added = try everything(menu)
        let undone = try menu.write { try $0.history.undo() }
        #expect(undone.summary == "+40 dishes, +1 group")
        #expect(try menu.rows("SELECT count(*) FROM menu_node") == [[.integer(1)]], "the root alone")
        #expect(try menu.rows("SELECT count(*) FROM search_pending") == [[.integer(0)]], "the keys built again")
        _ = try menu.write { try $0.history.redo() }
        #expect(try everything(menu) == added)
    }

    @Test func aRowChangedSinceStopsTheUndoWhereverItLies() throws {
        let (menu, ids) = try menuOfAddedDishes()
        for (path, id) in ids.sorted(by: { $0.value < $1.value }) {
            try menu.database.execute("UPDATE menu_node SET name = name || 'x' WHERE id = \(id)")
            let before = try everything(menu)
            #expect(throws: MenuError.refused(
                "cannot undo #1 (batch setup.menuctl): \(path)x (#\(id)) was changed since by something other than menuctl",
                hints: ["nothing was changed"])) {
                try menu.write { try $0.history.undo() }
            }
            #expect(try everything(menu) == before, "nothing changed when \(path) was renamed")
            try menu.database.execute("UPDATE menu_node SET name = substr(name, 1, length(name) - 1) WHERE id = \(id)")
        }
        _ = try menu.write { try $0.history.undo() }
        #expect(try menu.rows("SELECT count(*) FROM menu_node") == [[.integer(1)]])
    }

    /// The last check of the entry holds 8 rows in a statement of 16 whose
    /// other places held the run before: all 8 changed must not pass for
    /// 8 rows found, counting the run before's.
    @Test func theRowsOfTheLastShortRunChangedStopTheUndo() throws {
        let (menu, _) = try menuOfAddedDishes()
        let stored = try #require(menu.rows("SELECT changeset FROM menu_history").first?.first)
        guard case .blob(let bytes) = stored else { Issue.record("no changeset"); return }
        var order: [Int64] = []
        try Changeset(bytes: bytes).forEachRow { row in
            if case .integer(let id)? = row.new(0) { order.append(id) }
        }
        #expect(order.count == 41)
        let last = Array(order.suffix(8))
        for id in last { try menu.database.execute("UPDATE menu_node SET name = name || 'x' WHERE id = \(id)") }
        let name = try #require(menu.rows("SELECT name FROM menu_node WHERE id = ?", [.integer(last[0])]).first?.first)
        let before = try everything(menu)
        #expect(throws: MenuError.refused(
            "cannot undo #1 (batch setup.menuctl): 主菜/\(name.shown) (#\(last[0])) was changed since by something other than menuctl",
            hints: ["nothing was changed"])) {
            try menu.write { try $0.history.undo() }
        }
        #expect(try everything(menu) == before)
    }

    @Test func aRowGoneSinceStopsTheUndo() throws {
        let (menu, ids) = try menuOfAddedDishes()
        let id = try #require(ids["主菜/菜17"])
        try menu.database.execute("DELETE FROM menu_node WHERE id = \(id)")
        #expect(throws: MenuError.refused("cannot undo #1 (batch setup.menuctl): 菜17 (#\(id)) is no longer in the menu",
                                          hints: ["nothing was changed"])) {
            try menu.write { try $0.history.undo() }
        }
    }

    @Test func aGroupCollapsedSinceIsNoChange() throws {
        let (menu, ids) = try menuOfAddedDishes()
        let group = try #require(ids["主菜"])
        try menu.database.execute("UPDATE menu_node SET expanded = 0 WHERE id = \(group)")
        _ = try menu.write { try $0.history.undo() }
        #expect(try menu.rows("SELECT count(*) FROM menu_node") == [[.integer(1)]])
    }
}
