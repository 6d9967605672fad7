import Foundation
import Testing
import MenuData
import MenuTestSupport

/// A menu at schema 13 (Tests/Fixtures/menu-schema-v13.sql) upgrades to
/// migrations/0016_per_row_cost.sql with nothing lost: the kind CHECK is
/// rewritten in place, the search triggers become upserts, price entries
/// get an index by dish, and every write after works as before (issue 35).
@Suite struct PerRowCostUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyOther = """
        SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang; SELECT * FROM serving_window ORDER BY node_id;
        SELECT * FROM dish_size ORDER BY node_id, position; SELECT * FROM price_entry ORDER BY list_id, node_id;
        SELECT * FROM choice_offer ORDER BY node_id; SELECT node_id, portions_left, daily_portions FROM dish_count ORDER BY node_id;
        SELECT * FROM dish_allergen ORDER BY node_id; SELECT * FROM glossary ORDER BY lang, word
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"
    static let tableSQL = "SELECT sql FROM sqlite_schema WHERE name = 'menu_node'"

    @Test func theFirstWriteRewritesTheChecksAndTriggersKeepingEverything() throws {
        let sandbox = try Sandbox.made(bySchema: 13)
        let rows = try sandbox.query(Self.everyRow)
        let others = try sandbox.query(Self.everyOther)
        let history = try sandbox.query(Self.history)
        let table = try sandbox.query(Self.tableSQL)
        let list = try sandbox.must("list", "--all", "--ids", "--format", "tsv").stdout
        #expect(table.contains("CHECK (kind IN ('root', 'group', 'item'))"))

        #expect(try sandbox.must("add-item", "凉面", "--in", "主菜", "--price", "12").stdout.hasPrefix("added 主菜/凉面"))
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        // Only that CHECK changed in the table's text.
        #expect(try sandbox.query(Self.tableSQL) == table.replacingOccurrences(
            of: "CHECK (kind IN ('root', 'group', 'item'))", with: "CHECK (kind = 'root' OR kind = 'group' OR kind = 'item')"))
        #expect(try sandbox.query("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND sql LIKE '%NOT EXISTS (SELECT 1 FROM search_pending%'") == "0")
        #expect(try sandbox.query("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND sql LIKE '%ON CONFLICT (bucket) DO NOTHING%'") == "6")
        #expect(try sandbox.query("SELECT count(*) FROM sqlite_schema WHERE name = 'price_entry_by_node'") == "1")
        // The schema still refuses what it refused.
        let refused = try runProcess("/usr/bin/sqlite3", [sandbox.database, "INSERT INTO menu_node (parent_id, kind, name, position) VALUES (2, 'dish', 'x', 99)"])
        #expect(refused.status != 0 && refused.stderr.contains("CHECK constraint failed: kind = 'root' OR kind = 'group' OR kind = 'item'"))

        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.everyOther) == others)
        #expect(try sandbox.query(Self.history + " LIMIT 6") == history, "the history is kept as it was")
        #expect(try sandbox.must("list", "--all", "--ids", "--format", "tsv").stdout == list)
        #expect(try sandbox.run(["check"]).status == 0, "check expects the triggers as 0016 makes them")
        // Entries recorded before the upgrade undo and redo through it;
        // view state (expanded) and the day's traffic (portions left) are
        // not history's to restore.
        let content = "SELECT id, parent_id, kind, name, position, price_fen, sold_out, unit, market_price FROM menu_node ORDER BY id"
        let rest = Self.everyOther.replacingOccurrences(of: "SELECT node_id, portions_left, daily_portions FROM dish_count ORDER BY node_id;", with: "")
        let (contentBefore, restBefore) = (try sandbox.query(content), try sandbox.query(rest))
        for _ in 0..<6 { try sandbox.must("undo", "-q") }
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "1")
        for _ in 0..<6 { try sandbox.must("redo", "-q") }
        #expect(try sandbox.query(content) == contentBefore)
        #expect(try sandbox.query(rest) == restBefore)
        #expect(try sandbox.must("find", "gbjd").stdout.contains("宫保鸡丁"))
    }

    @Test func aTableAnotherProgramRemadeKeepsItsOwnText() throws {
        let sandbox = try Sandbox.made(bySchema: 13)
        // The same rule written another way: 0016 leaves it as it is.
        _ = try SQLiteShell.query(sandbox.database, """
            PRAGMA writable_schema = ON;
            UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (kind IN (''root'', ''group'', ''item''))',
                'CHECK (kind IN (''root'',''group'',''item''))') WHERE name = 'menu_node';
            """)
        let table = try sandbox.query(Self.tableSQL)
        try sandbox.must("add-item", "凉面", "--in", "主菜")
        #expect(try sandbox.query(Self.tableSQL) == table)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
    }
}
