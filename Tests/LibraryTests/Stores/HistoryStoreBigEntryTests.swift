import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// An entry whose changeset is bigger than a piece kept in memory (issue
/// 35): made once, kept aside, written into its row as the session made
/// it, and undone and redone as any entry.
@Suite struct HistoryStoreBigEntryTests {
    /// One recorded command as `MenuStore` runs it, that also hands back
    /// the changeset the session makes in one piece, to compare with.
    private func write(_ menu: InMemoryMenu, recording command: String, _ body: (MenuTransaction) throws -> Void) throws -> Changeset {
        try menu.database.transaction(.immediate) {
            let session = try Session(database: menu.database)
            let tx = MenuTransaction(database: menu.database, schemaVersion: MenuStore.latestSchemaVersion)
            try body(tx)
            try tx.settlePositions()
            try tx.search.refreshSearchBuckets()
            let whole = try session.changeset()
            try tx.history.record(session, command: command, at: 1_700_000_000)
            return whole
        }
    }

    private func nodes(_ menu: InMemoryMenu) throws -> [String] {
        try menu.write { try $0.lines("SELECT id, parent_id, kind, name, position, price_fen FROM menu_node ORDER BY id") }
    }

    @Test func aBigEntryIsStoredAsMadeAndUndoesAndRedoes() throws {
        let menu = try InMemoryMenu()
        let whole = try write(menu, recording: "batch setup.menuctl") { tx in
            try tx.add(dishes: (1...1_500).map { ("主菜/菜\($0)", Int64($0) * 100) })
        }
        #expect(whole.bytes.count > ChangesetAside.pieceSize)
        #expect(try menu.rows("SELECT id, summary, changeset FROM menu_history")
                == [[.integer(1), .text("+1500 dishes, +1 group"), .blob(whole.bytes)]])
        #expect(try menu.rows("SELECT count(*) FROM temp.changeset_piece") == [[.integer(0)]], "the pieces went")
        let added = try nodes(menu)
        let undone = try menu.write { try $0.history.undo() }
        #expect(undone.summary == "+1500 dishes, +1 group")
        #expect(try nodes(menu).count == 1, "the root alone")
        _ = try menu.write { try $0.history.redo() }
        #expect(try nodes(menu) == added)
        let next = try write(menu, recording: "edit 菜1 --price 2") { tx in
            _ = try tx.editing.setPrice(named("菜1"), to: Amount(fen: 200))
        }
        #expect(try menu.rows("SELECT id, summary, changeset FROM menu_history WHERE id = 2")
                == [[.integer(2), .text("price 1.00 → 2.00"), .blob(next.bytes)]], "a small one after it, as before")
    }

    /// A big change of view state alone is no entry, and leaves no pieces.
    @Test func aBigChangeOfViewStateAloneIsNoEntry() throws {
        let menu = try InMemoryMenu()
        try menu.write(recording: "add-group …") { tx in
            _ = try tx.editing.addGroups(named: (1...3_000).map { try path("组\($0)") }, in: nil, collapsed: false, makingParents: false)
        }
        let whole = try write(menu, recording: "collapse --all") { _ = try $0.tree.setAllExpanded(false) }
        #expect(whole.bytes.count > ChangesetAside.pieceSize)
        #expect(try menu.rows("SELECT id, summary FROM menu_history") == [[.integer(1), .text("+3000 groups")]])
        #expect(try menu.rows("SELECT count(*) FROM temp.changeset_piece") == [[.integer(0)]])
        #expect(try menu.rows("SELECT count(*) FROM menu_node WHERE expanded = 0") == [[.integer(3_000)]])
    }
}
