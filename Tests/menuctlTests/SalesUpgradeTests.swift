import Foundation
import Testing
import MenuTestSupport

/// A menu at schema 16 (Tests/Fixtures/menu-schema-v16.sql) upgrades to
/// migrations/0017_service_day.sql with nothing lost: each count keeps
/// its portions left, as stocked with none sold since; sold-out dishes stay
/// sold out, none is off sale, and no day is recorded until a write after
/// the upgrade records one.
@Suite struct SalesUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func theFirstWriteUpgradesKeepingEveryCount() throws {
        let sandbox = try Sandbox.made(bySchema: 16)
        let rows = try sandbox.query(Self.everyRow)
        let history = try sandbox.query(Self.history)
        // A process: the time zone is read by the C library, once per process.
        let list = try sandbox.runProcess(["list", "--all", "--ids", "--format", "tsv"], environment: ["TZ": "UTC"]).stdout
        #expect(try sandbox.query("SELECT node_id, portions_left, daily_portions FROM dish_count ORDER BY node_id") == "3|3|20\n6|7|")

        try sandbox.must("add-item", "凉面", "--in", "凉菜", "--price", "12", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query("SELECT node_id, portions_left, daily_portions, portions_stocked, portions_sold FROM dish_count ORDER BY node_id")
                == "3|3|20|3|0\n6|7||7|0")
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "0")
        #expect(try sandbox.query("SELECT starts_at FROM service_day") == "300")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.history + " LIMIT 7") == history, "the history is kept as it was")
        // A process: the time zone is read by the C library, once per process.
        #expect(try sandbox.runProcess(["list", "--all", "--ids", "--format", "tsv"], environment: ["TZ": "UTC"]).stdout == list)
        #expect(try sandbox.run(["check"]).status == 0)

        // A count set before the upgrade sells and gives back what it sold.
        #expect(try sandbox.must("sell", "兔头", "3").stdout == "sold 3 凉菜/兔头: 0 left, sold out\n")
        #expect(try sandbox.must("unsell", "兔头", "5").stdout == "gave back 3 凉菜/兔头: 3 left\n")
        // An entry recorded before the upgrade still undoes: the count as it set it.
        #expect(try sandbox.must("undo").stdout == "undid #7: menuctl stock 毛血旺 8 -q (count)\n")
        #expect(try sandbox.query("SELECT count(*) FROM dish_count WHERE node_id = 6") == "0")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query("SELECT portions_left, portions_stocked, portions_sold FROM dish_count WHERE node_id = 6") == "8|8|0")
    }
}
