import Foundation
import Testing
import MenuData
import MenuTestSupport

/// A menu made at schema 8 (Tests/Fixtures/menu-schema-v8.sql: groups, a
/// dish with details, sizes, a unit, a market price, sold out, hours, a
/// removed id and a history) upgrades to allergens and diets
/// (migrations/0012_allergens.sql) with nothing lost (SPEC 1, 13, 24).
@Suite struct AllergensUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyDetail = """
        SELECT * FROM serving_window ORDER BY node_id, position; SELECT * FROM dish_size ORDER BY node_id, position;
        SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersReadItAsItIs() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let before = try sandbox.dump()
        #expect(try sandbox.must("show", "宫保鸡丁", "--json").stdout.hasSuffix(#""allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        #expect(try sandbox.must("list", "--all", "--without", "花生").lines.count == 10)
        #expect(try sandbox.must("export").stdout.contains("\"version\": 6,"))
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndTheNewTablesWork() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let rows = try sandbox.query(Self.everyRow)
        let details = try sandbox.query(Self.everyDetail)
        let history = try sandbox.query(Self.history)
        let sequence = try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--allergen", "花生", "--diet", "halal").stdout
                == "allergens of 川菜/宫保鸡丁: peanuts 花生\ndiets of 川菜/宫保鸡丁: halal 清真\n")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == String(MenuStore.latestSchemaVersion))
        #expect(try sandbox.query("SELECT count(*) FROM menuctl_migration WHERE version = 12 AND name = 'allergens'") == "1")
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.everyDetail) == details)
        #expect(try sandbox.query(Self.history + " LIMIT 13") == history, "the history is kept as it was")
        #expect(try sandbox.query("SELECT * FROM dish_allergen; SELECT * FROM dish_diet") == "5|peanuts\n5|halal")
        #expect(try sandbox.must("list", "--all", "--without", "peanuts").stdout.contains("宫保鸡丁") == false)
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_allergen; SELECT count(*) FROM dish_diet") == "0\n0")
        // Entries recorded before the upgrade still undo and redo.
        #expect(try sandbox.must("undo").stdout == "undid #13: menuctl sold-out 担担面 -q (sold out)\n")
        try sandbox.must("redo", "-q")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query("SELECT * FROM dish_allergen") == "5|peanuts")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'") == sequence)
        #expect(try sandbox.must("check").status == 0)
    }
}
