import Foundation
import Testing
import MenuData

/// A menu made at schema 8 (Tests/Fixtures/menu-schema-v8.sql: 川菜 with
/// 宫保鸡丁 38, 水煮鱼 in sizes, 鲈鱼 48 a 斤, 龙虾 at market price; 早餐 with
/// hours and a sold-out 担担面; a collapsed 酒水; history) upgrades to price
/// lists (migrations/0011_price_lists.sql) with nothing lost (SPEC 1, 21).
@Suite struct PriceListsUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id; SELECT * FROM dish_size ORDER BY node_id, position; "
        + "SELECT * FROM serving_window ORDER BY node_id, position"
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersSeeNoPriceListsAndLeaveTheFileAlone() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let before = try sandbox.dump()
        let lists = try sandbox.must("prices")
        #expect(lists.stdout.isEmpty && lists.stderr.contains("no price lists yet"))
        #expect(try sandbox.must("list", "--all", "--format", "tsv").lines.first?.hasSuffix("\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today") == true)
        let missing = try sandbox.run(["list", "--prices", "会员"])
        #expect(missing.status == 1 && missing.stderr.hasPrefix("Error: no price list named 会员"))
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndUndoStillWorks() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let rows = try sandbox.query(Self.everyRow)
        let history = try sandbox.query(Self.history)
        let list = try sandbox.must("list", "--all", "--ids").stdout
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "--round", "1", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration")
                == MenuStore.schemaVersions.map(String.init).joined(separator: ","))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.everyRow) == rows, "every node, id, position, state and price kept")
        #expect(try sandbox.query(Self.history + " LIMIT 13") == history, "the history is kept as it was")
        try sandbox.must("prices", "set", "会员", "宫保鸡丁", "34", "-q")
        try sandbox.must("prices", "set", "会员", "水煮鱼", "小份=50", "-q")
        #expect(try sandbox.query("SELECT * FROM price_entry; SELECT * FROM price_entry_size") == "1|5|3400|||0\n1|6||||0\n1|6|小份|5000")
        let priced = try sandbox.must("list", "--all", "--prices", "会员").stdout
        #expect(priced.contains("[招牌]                  34.00\n") && priced.contains("鲈鱼                                    43.00/斤\n")
                && priced.contains("龙虾                                        时价\n") && priced.contains("水煮鱼                               50.00–79.00\n")
                && priced.contains("sold out        11.00\n"), "\(priced)")
        #expect(try sandbox.must("list", "--all", "--ids").stdout == list, "the menu's own prices stay")
        // The new entries, the list, then an entry of the old release undo.
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_list") == "0")
        #expect(try sandbox.must("undo").stdout.hasPrefix("undid #13: menuctl sold-out 担担面"))
        #expect(try sandbox.query("SELECT sold_out FROM menu_node WHERE id = 9") == "0")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(Self.everyRow) == rows)
    }
}
