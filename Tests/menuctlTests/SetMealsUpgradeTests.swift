import Foundation
import Testing
import MenuData
import MenuTestSupport

/// A menu made at schema 13 (Tests/Fixtures/menu-schema-v13.sql: sizes,
/// choices, counts, price lists, allergens, the glossary, a history)
/// upgrades to set meals (migrations/0014_set_meals.sql) with nothing lost
/// (SPEC 1, 13, 19), and the new tables work, undo included.
@Suite struct SetMealsUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyOther = """
        SELECT * FROM serving_window ORDER BY node_id, position; SELECT * FROM dish_size ORDER BY node_id, position;
        SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM choice_offer ORDER BY node_id; SELECT node_id, portions_left, daily_portions FROM dish_count ORDER BY node_id;
        SELECT * FROM dish_allergen ORDER BY node_id; SELECT * FROM price_entry ORDER BY list_id, node_id
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersReadItAsItIs() throws {
        let sandbox = try Sandbox.made(bySchema: 13)
        let before = try sandbox.dump()
        #expect(try sandbox.must("show", "宫保鸡丁", "--json").stdout.contains(#""slots":[]"#))
        #expect(try sandbox.must("list", "--all", "--format", "tsv").stdout.contains("\tset\t") == false)
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndSetsWork() throws {
        let sandbox = try Sandbox.made(bySchema: 13)
        let rows = try sandbox.query(Self.everyRow)
        let others = try sandbox.query(Self.everyOther)
        let history = try sandbox.query(Self.history)
        let count = history.split(separator: "\n").count
        try sandbox.must("add-set", "早餐套餐", "--in", "早餐", "--price", "18", "-q")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == String(MenuStore.latestSchemaVersion))
        #expect(try sandbox.query("SELECT count(*) FROM menuctl_migration WHERE version = 14 AND name = 'set_meals'") == "1")
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.everyRow + " LIMIT 12") == rows)
        #expect(try sandbox.query(Self.everyOther) == others)
        #expect(try sandbox.query(Self.history + " LIMIT \(count)") == history)
        try sandbox.must("slot", "add", "早餐套餐", "主食", "--pick", "1", "担担面", "-q")
        try sandbox.must("slot", "add", "早餐套餐", "饮品", "--pick", "1", "豆浆", "-q")
        // 早餐 is served 06:00-10:30: the set with it.
        #expect(try sandbox.must("list", "--available", "--at", "08:00", "--format", "tsv").stdout.contains("早餐/早餐套餐"))
        #expect(try sandbox.must("list", "--available", "--at", "08:00", "--format", "tsv").stdout.contains("\tset\t"))
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM set_meal; SELECT count(*) FROM set_slot") == "0\n0")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.must("check").status == 0)
    }
}
