import Foundation
import Testing
import MenuData

/// A menu made at schema 8 (Tests/Fixtures/menu-schema-v8.sql, the schema
/// before choices) upgrades to choices (migrations/0009_choices.sql) with
/// nothing lost (SPEC 1, 18): every node, id, position, state and price
/// kept, and the new tables working, undo included.
@Suite struct ChoicesUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyOther = """
        SELECT * FROM serving_window ORDER BY node_id, position;
        SELECT * FROM dish_size ORDER BY node_id, position;
        SELECT * FROM node_detail ORDER BY node_id;
        SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersReadItAsItIs() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let before = try sandbox.dump()
        #expect(try sandbox.must("list", "--all", "--format", "tsv").lines.first?.hasSuffix("\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today") == true)
        #expect(try sandbox.must("choices").stdout == "")
        #expect(try sandbox.must("show", "宫保鸡丁", "--json").stdout.hasSuffix(#","choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndChoicesWork() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let rows = try sandbox.query(Self.everyRow)
        let others = try sandbox.query(Self.everyOther)
        let history = try sandbox.query(Self.history)
        let export = try sandbox.must("export").stdout
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "特辣", "-q")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == String(MenuStore.latestSchemaVersion))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.everyOther) == others)
        #expect(try sandbox.query(Self.history + " LIMIT \(history.split(separator: "\n").count)") == history)
        #expect(try sandbox.must("export").stdout == export.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 6")
            .replacingOccurrences(of: "\"currency\": \"CNY\",\n  \"menu\"", with: """
                "currency": "CNY",
                  "choices": [
                    {"name": "辣度", "pick": [1, 1], "options": [{"name": "微辣", "surcharge": {"amount": 0, "currency": "CNY"}, "sold_out": false}, {"name": "特辣", "surcharge": {"amount": 0, "currency": "CNY"}, "sold_out": false}]}
                  ],
                  "menu"
                """))
        try sandbox.must("choices", "offer", "辣度", "川菜", "-q")
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.hasSuffix("choices:     辣度 (from 川菜)\n"))
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM choice_list; SELECT count(*) FROM choice_offer") == "0\n0")
        #expect(try sandbox.query(Self.everyRow) == rows)
    }
}
