import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// HistoryStore on an in-memory menu (SPEC 13): each recorded command is
/// one entry; undo puts back exactly what was, ids and positions included;
/// redo only while nothing was recorded since.
@Suite struct HistoryStoreTests {
    /// Every content table, row by row: what undo must restore exactly.
    private func everything(_ tx: MenuTransaction) throws -> [String] {
        try tx.lines("SELECT 'node', id, parent_id, kind, name, position, expanded, price_fen, sold_out, unit, market_price FROM menu_node ORDER BY id")
            + tx.lines("SELECT 'window', node_id, position, days, opens, closes FROM serving_window ORDER BY node_id, position")
            + tx.lines("SELECT 'detail', node_id, description, spice FROM node_detail ORDER BY node_id")
            + tx.lines("SELECT 'tag', node_id, tag, position FROM dish_tag ORDER BY node_id, position")
            + tx.lines("SELECT 'translation', node_id, lang, text FROM node_translation ORDER BY node_id, lang")
            + tx.lines("SELECT 'size', node_id, position, name, price_fen FROM dish_size ORDER BY node_id, position")
    }

    private func seeded() throws -> InMemoryMenu {
        let menu = try InMemoryMenu()
        try menu.write(recording: "add-item 主菜/宫保鸡丁 主菜/回锅肉 主菜/干烧鱼 -p --price 38") { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/回锅肉", 3800), ("主菜/干烧鱼", 3800)])
        }
        return menu
    }

    @Test func eachCommandIsOneEntryNewestFirst() throws {
        let menu = try seeded()
        try menu.write(recording: "edit 回锅肉 --price 42") { _ = try $0.editing.setPrice(named("回锅肉"), to: Amount(fen: 4200)) }
        try menu.write(recording: "edit 宫保鸡丁 --name 宫保虾球") { _ = try $0.editing.rename(named("宫保鸡丁"), to: Name("宫保虾球")) }
        let entries = try menu.write { try $0.history.history(limit: nil) }
        #expect(entries.map(\.number) == [3, 2, 1])
        #expect(entries.map(\.summary) == ["name 宫保鸡丁 → 宫保虾球", "price 38.00 → 42.00", "+3 dishes, +1 group"])
        #expect(entries.map(\.command) == ["edit 宫保鸡丁 --name 宫保虾球", "edit 回锅肉 --price 42",
                                           "add-item 主菜/宫保鸡丁 主菜/回锅肉 主菜/干烧鱼 -p --price 38"])
        #expect(entries.allSatisfy { !$0.isUndone && $0.recordedAt == 1_700_000_000 })
        #expect(try menu.write { try $0.history.history(limit: 1) }.map(\.number) == [3])
    }

    @Test func expandingAndCollapsingAreNotRecorded() throws {
        let menu = try seeded()
        try menu.write(recording: "collapse 主菜") { _ = try $0.tree.setAllExpanded(false) }
        #expect(try menu.rows("SELECT count(*) FROM menu_history") == [[.integer(1)]])
        #expect(try menu.rows("SELECT expanded FROM menu_node WHERE id = 2") == [[.integer(0)]])
    }

    /// Removing the middle dish renumbers its siblings; undo puts back its
    /// id, its place and theirs, and its details, hours and sizes.
    @Test func undoRestoresIdsPositionsAndEveryDetailExactly() throws {
        let menu = try seeded()
        try menu.write(recording: "edit 回锅肉 …") { tx in
            _ = try tx.details.editDetails(named("回锅肉"), {
                var edit = DetailsEdit()
                edit.description = .set("二刀肉")
                edit.spice = FieldEdit(Spice(level: 2))
                edit.addedTags = ["招牌"]
                edit.translations = [Translation(lang: "en", text: "Twice-cooked pork")]
                return edit
            }())
            _ = try tx.service.setHours(named("回锅肉"), to: ServingHours([try ServingWindow(parsing: "11:00-14:00")]))
            _ = try tx.pricing.setPricing(named("回锅肉"), .init(sizes: [DishSize(name: "小份", price: Amount(fen: 2800)),
                                                                         DishSize(name: "大份", price: Amount(fen: 4800))]))
        }
        let before = try menu.write(everything)
        try menu.write(recording: "remove 回锅肉") { _ = try $0.editing.remove([named("回锅肉")], recursive: false) }
        #expect(try menu.write { try $0.lines("SELECT id, position FROM menu_node WHERE parent_id = 2 ORDER BY position") }
                == ["3 0", "5 1"])
        let undone = try menu.write { try $0.history.undo() }
        #expect(undone.number == 3 && undone.command == "remove 回锅肉" && undone.summary == "-1 dish")
        #expect(try menu.write(everything) == before)
        #expect(try menu.write { try $0.tree.resolve(named("主菜/回锅肉")).id } == 4)
        let added = try menu.write { try $0.editing.addItems(named: [path("米饭")], in: nil, price: nil) }
        #expect(added[0].id == 6, "an id undo gave back is still never given again")
    }

    @Test func undoOfARemovedGroupBringsBackItsStateButLeavesViewStateAlone() throws {
        let menu = try seeded()
        try menu.write { try $0.tree.setExpanded(false, id: 2) }
        let before = try menu.write(everything)
        try menu.write(recording: "remove 主菜 -r") { _ = try $0.editing.remove([named("主菜")], recursive: true) }
        _ = try menu.write { try $0.history.undo() }
        #expect(try menu.write(everything) == before, "主菜 comes back collapsed, as it was")
        // An undo of a rename leaves the state the group has now.
        try menu.write(recording: "edit 主菜 --name 热菜") { _ = try $0.editing.rename(named("主菜"), to: Name("热菜")) }
        try menu.write { try $0.tree.setExpanded(true, id: 2) }
        _ = try menu.write { try $0.history.undo() }
        #expect(try menu.rows("SELECT name, expanded FROM menu_node WHERE id = 2") == [[.text("主菜"), .integer(1)]])
    }

    @Test func redoReappliesTheUndoneEntryAndUndoneEntriesAreMarked() throws {
        let menu = try seeded()
        try menu.write(recording: "edit 回锅肉 --price 42") { _ = try $0.editing.setPrice(named("回锅肉"), to: Amount(fen: 4200)) }
        let after = try menu.write(everything)
        _ = try menu.write { try $0.history.undo() }
        #expect(try menu.rows("SELECT price_fen FROM menu_node WHERE id = 4") == [[.integer(3800)]])
        #expect(try menu.write { try $0.history.history(limit: nil) }.map(\.isUndone) == [true, false])
        let redone = try menu.write { try $0.history.redo() }
        #expect(redone.number == 2)
        #expect(try menu.write(everything) == after)
        #expect(try menu.write { try $0.history.history(limit: nil) }.map(\.isUndone) == [false, false])
        #expect(throws: MenuError.refused("nothing to redo")) { try menu.write { try $0.history.redo() } }
    }

    /// Undo twice, then redo twice: the most recent undo comes back first.
    @Test func redoTakesBackTheMostRecentUndoFirst() throws {
        let menu = try seeded()
        try menu.write(recording: "edit 回锅肉 --price 42") { _ = try $0.editing.setPrice(named("回锅肉"), to: Amount(fen: 4200)) }
        try menu.write(recording: "edit 回锅肉 --price 45") { _ = try $0.editing.setPrice(named("回锅肉"), to: Amount(fen: 4500)) }
        #expect(try menu.write { try [$0.history.undo().number, $0.history.undo().number] } == [3, 2])
        #expect(try menu.write { try $0.history.redo().number } == 2)
        #expect(try menu.rows("SELECT price_fen FROM menu_node WHERE id = 4") == [[.integer(4200)]])
        #expect(try menu.write { try $0.history.redo().number } == 3)
        #expect(try menu.rows("SELECT price_fen FROM menu_node WHERE id = 4") == [[.integer(4500)]])
    }

    @Test func redoIsRefusedOnceSomethingNewIsRecorded() throws {
        let menu = try seeded()
        try menu.write(recording: "edit 回锅肉 --price 42") { _ = try $0.editing.setPrice(named("回锅肉"), to: Amount(fen: 4200)) }
        _ = try menu.write { try $0.history.undo() }
        try menu.write(recording: "sold-out 干烧鱼") { _ = try $0.service.setSoldOut(true, [named("干烧鱼")]) }
        let before = try menu.write(everything)
        #expect(throws: MenuError.refused("nothing to redo: changes were recorded after the last undo")) {
            try menu.write { try $0.history.redo() }
        }
        #expect(try menu.write(everything) == before)
        #expect(try menu.write { try $0.history.history(limit: nil) }.map { "\($0.number) \($0.summary) \($0.isUndone)" }
                == ["3 sold out false", "2 price 38.00 → 42.00 true", "1 +3 dishes, +1 group false"])
    }

    @Test func thereIsNothingToUndoOrRedoInANewMenu() throws {
        let menu = try InMemoryMenu()
        #expect(throws: MenuError.refused("nothing to undo")) { try menu.write { try $0.history.undo() } }
        #expect(throws: MenuError.refused("nothing to redo")) { try menu.write { try $0.history.redo() } }
    }

    @Test func aRowChangedSinceByAnotherProgramStopsUndoWithNothingChanged() throws {
        let menu = try seeded()
        try menu.write(recording: "edit 回锅肉 --price 42") { _ = try $0.editing.setPrice(named("回锅肉"), to: Amount(fen: 4200)) }
        try menu.database.execute("UPDATE menu_node SET price_fen = 5000 WHERE id = 4")
        let before = try menu.write(everything)
        #expect(throws: MenuError.refused("cannot undo #2 (edit 回锅肉 --price 42): 主菜/回锅肉 (#4) was changed since by something other than menuctl",
                                          hints: ["nothing was changed"])) {
            try menu.write { try $0.history.undo() }
        }
        #expect(try menu.write(everything) == before)
        #expect(try menu.write { try $0.history.history(limit: 1) }.first?.isUndone == false)
    }

    @Test func theNewest1000EntriesAreKept() throws {
        let menu = try seeded()
        try menu.database.execute("""
            WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
            INSERT INTO menu_history (recorded_at, command, summary, changeset) SELECT i, 'old', 'old', x'' FROM n
            """)
        #expect(try menu.rows("SELECT count(*), min(id) FROM menu_history") == [[.integer(1000), .integer(1)]])
        try menu.write(recording: "sold-out 干烧鱼") { _ = try $0.service.setSoldOut(true, [named("干烧鱼")]) }
        #expect(try menu.rows("SELECT count(*), min(id), max(id) FROM menu_history") == [[.integer(1000), .integer(2), .integer(1001)]])
    }
}
