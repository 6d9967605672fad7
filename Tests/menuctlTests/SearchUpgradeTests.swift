import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

/// A menu made by the release before find's search keys, at schema 6
/// (Tests/Fixtures/menu-schema-v6.sql: details, sizes, a unit, a market
/// price, a rename, a removal, sold out, hours, a collapsed group and their
/// history), upgrades to 0007_search_buckets with nothing lost (SPEC 1, 12, 13).
@Suite struct SearchUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyDetail = """
        SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang; SELECT * FROM dish_size ORDER BY node_id, position;
        SELECT * FROM serving_window ORDER BY node_id, position;
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersFindInItAsItIs() throws {
        let sandbox = try Sandbox.made(bySchema: 6)
        let before = try sandbox.dump()
        #expect(try sandbox.must("find", "hgr").stdout == "1    主菜/回锅肉片  42.00\n")
        #expect(try sandbox.must("find", "kung").stdout.contains("主菜/宫保鸡丁"))
        #expect(try sandbox.run(["find", "gbjdx"]).status == 1)
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndTheHistoryStillUndoes() throws {
        let sandbox = try Sandbox.made(bySchema: 6)
        let rows = try sandbox.query(Self.everyRow)
        let details = try sandbox.query(Self.everyDetail)
        let history = try sandbox.query(Self.history)
        let list = try sandbox.must("list", "--all", "--ids").stdout
        try sandbox.must("sold-out", "担担面", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration")
                == everyMigrationVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query("SELECT count(*) FROM search_pending") == "0", "the first write builds every key")
        #expect(try sandbox.query(Self.everyDetail) == details)
        #expect(try sandbox.query(Self.history + " LIMIT 15") == history, "the history is kept as it was")
        for (query, path) in [("gbjd", "主菜/宫保鸡丁"), ("hgrp", "主菜/回锅肉片"), ("shuizhu", "主菜/水煮鱼"), ("7UP", "酒水/7Up"), ("茅", "酒水/白酒/茅台")] {
            #expect(try sandbox.must("find", query).stdout.contains(path), "\(query)")
        }
        // The new entry, then the fixture's newest (hours on 早餐), undo exactly.
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.everyRow) == rows)
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM serving_window") == "0")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(Self.everyDetail) == details)
        #expect(try sandbox.must("list", "--all", "--ids").stdout == list)
    }
}
