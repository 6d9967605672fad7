import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

/// A menu made before history existed (schema version 3, kept as
/// Tests/Fixtures/menu-schema-v3.sql: a `.dump` of a menu the schema-2 build
/// made, with removed, repriced, moved and collapsed nodes, brought to
/// version 3 by migrations/0003_service.sql with a dish sold out and hours on
/// 酒水) upgrades with nothing lost, and from then on its changes can be
/// undone (SPEC 1, 13).
@Suite struct HistoryUpgradeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/menu-schema-v3.sql").path

    private func versionThreeMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        _ = try sandbox.query(".read '\(Self.fixture)'")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "3")
        return sandbox
    }

    @Test func readersReadItAsItIsWithAnEmptyHistory() throws {
        let sandbox = try versionThreeMenu()
        let before = try sandbox.dump()
        #expect(try sandbox.must("list", "--all", "--ids").lines.count == 9)
        #expect(try sandbox.must("history").stdout.isEmpty)
        #expect(try sandbox.must("history", "--json").stdout == "[]\n")
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndIsItsFirstEntry() throws {
        let sandbox = try versionThreeMenu()
        let rows = try sandbox.query(UpgradeTests.everyRow)
        let service = try sandbox.query("SELECT id, sold_out FROM menu_node WHERE sold_out = 1; SELECT * FROM serving_window")
        let sequence = try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'")
        try sandbox.must("edit", "宫保鸡丁", "--price", "40")
        #expect(try sandbox.must("info").stdout.contains("schema version: \(MenuStore.latestSchemaVersion) (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.must("history").lines.count == 1)
        #expect(try sandbox.must("undo").stdout == "undid #1: menuctl edit 宫保鸡丁 --price 40 (price 38.50 → 40.00)\n")
        #expect(try sandbox.query(UpgradeTests.everyRow) == rows)
        #expect(try sandbox.query("SELECT id, sold_out FROM menu_node WHERE sold_out = 1; SELECT * FROM serving_window") == service)
        #expect(try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'") == sequence)
        #expect(try sandbox.must("add-item", "拍黄瓜", "--in", "凉菜").stdout == "added 凉菜/拍黄瓜 (#12)\n")
    }
}
