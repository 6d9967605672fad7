import Foundation
import Testing
import MenuData

/// A menu made at schema 8 (Tests/Fixtures/menu-schema-v8.sql: sizes, a
/// unit, a market price, details, hours, a sold-out 担担面 and a history of
/// 13 entries) upgrades to counts (migrations/0010_counts.sql) on its first
/// write with nothing lost, and its counts then work (SPEC 1, 20).
@Suite struct CountsUpgradeTests {
    static let everyRow = "SELECT id, parent_id, kind, name, position, expanded, price_fen, sold_out, unit, market_price FROM menu_node ORDER BY id"
    static let theRest = """
        SELECT * FROM serving_window ORDER BY node_id, position;
        SELECT * FROM node_detail ORDER BY node_id;
        SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang;
        SELECT * FROM dish_size ORDER BY node_id, position
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersReadItAsItIsWithNothingCounted() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let before = try sandbox.dump()
        let list = try sandbox.must("list", "--format", "tsv")
        #expect(list.lines.first?.hasSuffix("\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today") == true)
        #expect(list.lines.contains { $0.hasPrefix("7\t9\t1\titem\t\t早餐/担担面\t12.00\t1\t") && $0.hasSuffix("\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t") })
        #expect(try sandbox.must("show", "担担面", "--json").stdout.hasSuffix(#""left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndCountsWork() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let rows = try sandbox.query(Self.everyRow)
        let rest = try sandbox.query(Self.theRest)
        let history = try sandbox.query(Self.history)
        #expect(try sandbox.must("stock", "宫保鸡丁", "20", "--daily").stdout == "counted 川菜/宫保鸡丁: 20 left, 20 a day\n")
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == String(MenuStore.latestSchemaVersion))
        #expect(try sandbox.query("SELECT count(*) FROM menuctl_migration WHERE version = 10 AND name = 'counts'") == "1")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.theRest) == rest)
        #expect(try sandbox.query(Self.history + " LIMIT 13") == history, "the history is kept as it was")
        #expect(try sandbox.must("sell", "宫保鸡丁", "3").stdout == "sold 3 川菜/宫保鸡丁: 17 left\n")
        #expect(try sandbox.must("sold-out", "水煮鱼", "--until", "23:59", "-q").status == 0)
        #expect(try sandbox.query("SELECT count(*) FROM sold_out_until WHERE node_id = 6") == "1")
        // The old entries still undo past the new ones, and the new ones undo exactly.
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_count") + sandbox.query("SELECT count(*) FROM sold_out_until") == "00")
        #expect(try sandbox.must("undo").stdout == "undid #13: menuctl sold-out 担担面 -q (sold out)\n")
        #expect(try sandbox.query("SELECT sold_out FROM menu_node WHERE id = 9") == "0")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.must("add-item", "兔头", "--in", "川菜", "--price", "12").stdout == "added 川菜/兔头 (#13)\n")
    }
}
