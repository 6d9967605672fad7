import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

/// A database made by the release before (schema version 1, kept as
/// Tests/Fixtures/menu-schema-v1.sql, a `.dump` of a menu that release
/// built, with removed, moved, collapsed and repriced nodes) upgrades in
/// place with nothing lost (SPEC 1).
@Suite struct UpgradeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/menu-schema-v1.sql").path
    static let everyRow = "SELECT id, parent_id, kind, name, position, expanded, price_fen FROM menu_node ORDER BY id"

    private func versionOneMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        _ = try sandbox.query(".read '\(Self.fixture)'")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "1")
        return sandbox
    }

    @Test func readersReadAVersionOneMenuAsItIsAndChangeNothing() throws {
        let sandbox = try versionOneMenu()
        let before = try sandbox.dump()
        let list = try sandbox.must("list", "--all", "--ids")
        #expect(list.lines.count == 23)
        #expect(list.lines[0].contains("#2") && list.lines[0].contains("▸ 主菜 (8)"), "\(list)")
        #expect(try sandbox.must("info").stdout.contains("schema version: 1 (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.contains("38.50"))
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEveryIdPositionStateAndPrice() throws {
        let sandbox = try versionOneMenu()
        let rowsBefore = try sandbox.query(Self.everyRow)
        try sandbox.must("toggle", "早餐")
        try sandbox.must("toggle", "早餐")
        #expect(try sandbox.query(Self.everyRow) == rowsBefore)
        #expect(try sandbox.must("info").stdout.contains("schema version: \(MenuStore.latestSchemaVersion) (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "")

        // From now on an id is never given again (SPEC 2).
        try sandbox.must("remove", "#26")
        let added = try sandbox.must("add-item", "拍黄瓜", "--in", "凉菜")
        #expect(added.stdout == "added 凉菜/拍黄瓜 (#27)\n")
    }
}

/// SPEC 2: an id names one node for its whole life.
@Suite struct IdsForLifeTests {
    @Test func anIdIsNeverGivenAgain() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.must("add-item", "-p", "凉菜/皮蛋豆腐").lines == ["added group 凉菜 (#2)", "added 凉菜/皮蛋豆腐 (#3)"])
        try sandbox.must("remove", "凉菜/皮蛋豆腐")
        #expect(try sandbox.must("add-item", "-p", "酒水/茅台").lines == ["added group 酒水 (#4)", "added 酒水/茅台 (#5)"])
        let stale = try sandbox.run(["remove", "#3"])
        #expect(stale.status == 1 && stale.stderr.hasPrefix("Error: no #3 in the menu"), "\(stale)")
    }

    @Test func importReplaceOfTheMenusOwnExportKeepsEveryId() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        try sandbox.must("remove", "主菜/盐水鸭")
        try sandbox.must("add-item", "新菜", "--in", "主菜")
        let before = try sandbox.must("list", "--all", "--ids").stdout
        let export = try sandbox.write("menu.json", try sandbox.must("export").stdout)
        let replaced = try sandbox.must("import", "--replace", export)
        #expect(replaced.stdout.hasSuffix(": 0 added, 0 changed, 23 unchanged, 0 removed\n"), "\(replaced)")
        #expect(try sandbox.must("list", "--all", "--ids").stdout == before)

        // A file that moves, drops and adds entries keeps the ids of the paths it still has.
        let sichuan = try sandbox.must("import", "--replace", examples + "/sichuan.json")
        #expect(sichuan.stdout.hasSuffix(": 1 added, 1 changed, 21 unchanged, 1 removed\n"), "\(sichuan)")
        let ids = try sandbox.query("SELECT name || '=' || id FROM menu_node WHERE name IN ('主菜', '干烧鱼', '盐水鸭', '新菜') ORDER BY id")
        #expect(ids == "主菜=2\n干烧鱼=4\n盐水鸭=26", "盐水鸭 comes back with a new id; 新菜 is gone")
    }

    @Test func mergingTheSameFileTwiceReportsItUnchanged() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.must("import", examples + "/sichuan.json").stdout.hasSuffix(": 23 added, 0 changed, 0 unchanged, 0 removed\n"))
        #expect(try sandbox.must("import", examples + "/sichuan.json").stdout.hasSuffix(": 0 added, 0 changed, 23 unchanged, 0 removed\n"))
    }

    /// A row another program wrote with an id of 2^40 lists, exports and
    /// suggests like any other (ids are looked up, never used as indexes).
    @Test func aHugeIdIsJustAnId() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        _ = try sandbox.query("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (1099511627776, 2, 'item', '宫保鸡丁', 0)")
        #expect(try sandbox.must("list", "--ids").stdout.contains("#1099511627776"))
        #expect(try sandbox.must("export").stdout.contains("宫保鸡丁"))
        #expect(try sandbox.must("show", "#1099511627776").stdout.contains("宫保鸡丁"))
        let typo = try sandbox.run(["show", "主菜/宫保鸡叮"])
        #expect(typo.status == 1 && typo.stderr.contains("did you mean 主菜/宫保鸡丁?"), "\(typo)")
        #expect(try sandbox.must("add-item", "回锅肉", "--in", "主菜").stdout == "added 主菜/回锅肉 (#1099511627777)\n")
    }
}

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples").path

/// A database made before the service migration (Tests/Fixtures/menu-schema-v2.sql,
/// a `.dump` of a menu built by that schema, with removed, moved, collapsed and
/// repriced nodes) upgrades in place with nothing lost, and its readers read
/// it unchanged (SPEC 1, 10).
@Suite struct ServiceUpgradeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/menu-schema-v2.sql").path
    static let everyRow = "SELECT id, parent_id, kind, name, position, expanded, price_fen FROM menu_node ORDER BY id"

    private func menuBeforeService() throws -> Sandbox {
        let sandbox = Sandbox()
        _ = try sandbox.query(".read '\(Self.fixture)'")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "2")
        return sandbox
    }

    @Test func readersReadItAsItIsAndChangeNothing() throws {
        let sandbox = try menuBeforeService()
        let before = try sandbox.dump()
        let list = try sandbox.must("list", "--all", "--format", "tsv").lines
        #expect(list.count == 26 && list[0].hasSuffix("\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today"))
        #expect(list[2] == "2\t5\t1\titem\t\t主菜/回锅肉\t42.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t", "\(list)")
        #expect(try sandbox.must("list", "--available", "--at", "sun 03:00").lines.count == 16, "nothing is sold out, no hours")
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.contains("38.50"))
        #expect(try sandbox.must("export").stdout.contains(#""sold_out": false"#))
        #expect(try sandbox.must("info").stdout.contains("schema version: 2 (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEveryIdPositionStateAndPrice() throws {
        let sandbox = try menuBeforeService()
        let rowsBefore = try sandbox.query(Self.everyRow)
        try sandbox.must("sold-out", "烤串")
        #expect(try sandbox.query(Self.everyRow) == rowsBefore)
        #expect(try sandbox.query("SELECT id FROM menu_node WHERE sold_out = 1") == "28")
        #expect(try sandbox.must("info").stdout.contains("schema version: \(MenuStore.latestSchemaVersion) (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "")
        try sandbox.must("hours", "夜宵", "22:00-02:00", "--days", "fri,sat")
        #expect(try sandbox.must("list", "--available", "--at", "sat 01:30").stdout.contains("夜宵") == false, "its one dish is sold out")
        try sandbox.must("restock", "--all")
        #expect(try sandbox.must("list", "--available", "--at", "sat 01:30").lines.suffix(2)
                == ["15  ▾ 夜宵  fri,sat 22:00–02:00", "16      烤串      30.00"])
        // Ids stay for life across the upgrade (SPEC 2).
        #expect(try sandbox.must("add-item", "拍黄瓜", "--in", "凉菜").stdout == "added 凉菜/拍黄瓜 (#29)\n")
    }
}
