import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

/// A menu made by the previous release at schema version 4
/// (Tests/Fixtures/menu-schema-v4.sql: removed, moved, collapsed, sold-out
/// and hours nodes, and a history whose newest entry is undone) upgrades to
/// sizes (migrations/0006_sizes.sql) with nothing lost (SPEC 1, 13, 17); so
/// does one at schema 5 (Tests/Fixtures/menu-schema-v5.sql), the schema
/// just before sizes.
@Suite struct SizesUpgradeTests {
    static let everyRow = "SELECT id, parent_id, kind, name, position, expanded, price_fen, sold_out FROM menu_node ORDER BY id"
    /// Every migration applied, through the newest (0007 follows 0006 on the first write).
    static let everyVersion = everyMigrationVersion
    static let service = "SELECT * FROM serving_window ORDER BY node_id, position"
    /// A new entry ends what `redo` could re-apply, so `redoable` may change.
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    private func versionFourMenu() throws -> Sandbox { try Sandbox.made(bySchema: 4) }

    @Test func readersReadItAsItIs() throws {
        let sandbox = try versionFourMenu()
        let before = try sandbox.dump()
        let list = try sandbox.must("list", "--all", "--format", "tsv")
        #expect(list.lines.first?.hasSuffix("\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today") == true)
        #expect(list.lines.count == 11)
        #expect(list.lines.contains("6\t8\t1\titem\t\t热菜/水煮鱼\t88.00\t1\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t"))
        #expect(try sandbox.must("show", "水煮鱼", "--json").stdout.hasSuffix(#""sizes":[],"unit":null,"market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        #expect(try sandbox.must("export", "--format", "csv").stdout.contains("热菜/水煮鱼,item,88.00,,,,1,,,0,,,,,,,\r\n"))
        #expect(try sandbox.must("history").lines.count == 12)
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    /// The schema just before sizes (5, with dish details): the first write
    /// upgrades it keeping every node, id, position, state, price and detail.
    @Test func aSchemaFiveMenuUpgradesKeepingItsDetails() throws {
        let sandbox = try Sandbox.made(bySchema: 5)
        let details = """
            SELECT * FROM node_detail ORDER BY node_id;
            SELECT * FROM dish_tag ORDER BY node_id, position;
            SELECT * FROM node_translation ORDER BY node_id, lang
            """
        let rows = try sandbox.query(Self.everyRow)
        let kept = try sandbox.query(details)
        let service = try sandbox.query(Self.service)
        let before = try sandbox.dump()
        #expect(try sandbox.must("list", "--all", "--lang", "en").stdout.contains("Kung Pao Chicken  spice 2  [招牌, 新品]"))
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
        try sandbox.must("edit", "水煮鱼", "--unit", "条", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == Self.everyVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(details) == kept)
        #expect(try sandbox.query(Self.service) == service)
        #expect(try sandbox.query("SELECT unit, market_price FROM menu_node WHERE id = 8") == "条|0")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT unit FROM menu_node WHERE id = 8") == "")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndTheHistoryStillUndoes() throws {
        let sandbox = try versionFourMenu()
        let rows = try sandbox.query(Self.everyRow)
        let service = try sandbox.query(Self.service)
        let history = try sandbox.query(Self.history)
        let sequence = try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'")
        #expect(try sandbox.must("edit", "水煮鱼", "--size", "小份=58", "--size", "大份=88").stdout
                == "sized 热菜/水煮鱼: 小份 58.00, 大份 88.00, was 88.00\n")
        #expect(try sandbox.must("info").stdout.contains("schema version: \(MenuStore.latestSchemaVersion) (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == Self.everyVersion)
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == "13")
        #expect(try sandbox.query(Self.history + " LIMIT 12") == history, "the history is kept as it was")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("price 88.00 → none, sizes changed"))
        // The new entry undoes to the old rows exactly.
        try sandbox.must("undo")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query("SELECT count(*) FROM dish_size") == "0")
        // Entries recorded before the upgrade, with fewer columns, still undo and redo.
        #expect(try sandbox.must("undo").stdout == "undid #11: menuctl hours 酒水 17:00-02:00 --days fri,sat -q (1 other change)\n")
        #expect(try sandbox.must("undo").stdout == "undid #10: menuctl sold-out 水煮鱼 -q (1 other change)\n")
        #expect(try sandbox.query("SELECT sold_out FROM menu_node WHERE id = 8") == "0")
        try sandbox.must("redo")
        try sandbox.must("redo")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.service) == service)
        #expect(try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'") == sequence)
        #expect(try sandbox.must("add-item", "花甲", "--in", "热菜", "--market-price").stdout == "added 热菜/花甲 (#13)\n")
    }

    /// `redo` as the first write: the migration runs, then the old entry,
    /// recorded with the columns of schema 4, is applied to the wider table.
    @Test func anUndoneEntryOfTheOldReleaseRedoesAfterTheUpgrade() throws {
        let sandbox = try versionFourMenu()
        #expect(try sandbox.must("redo").stdout == "redid #12: menuctl edit 可乐 --price 6 -q (price 5.00 → 6.00)\n")
        #expect(try sandbox.query("SELECT price_fen, unit IS NULL, market_price FROM menu_node WHERE name = '可乐'") == "600|1|0")
        try sandbox.must("undo")
        #expect(try sandbox.query("SELECT price_fen, unit IS NULL, market_price FROM menu_node WHERE name = '可乐'") == "500|1|0")
    }
}
