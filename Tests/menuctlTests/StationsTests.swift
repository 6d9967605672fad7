import Foundation
import Testing

/// Kitchen stations 档口 (SPEC 26): a restaurant's own stations, assigned to
/// groups and dishes and inherited down the tree nearest first.
@Suite struct StationsTests {
    /// 凉菜 holding 拍黄瓜; 主菜 holding 宫保鸡丁 and 水煮鱼; 凉菜间, 炒锅 and 蒸笼.
    static func kitchen() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "凉菜", "主菜", "-q")
        try sandbox.must("add-item", "凉菜/拍黄瓜", "--price", "18", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--price", "48", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "88", "-q")
        try sandbox.must("stations", "add", "凉菜间", "炒锅", "蒸笼", "-q")
        return sandbox
    }

    @Test func aGroupsStationReachesItsDishesAndADishsOwnWins() throws {
        let sandbox = try Self.kitchen()
        #expect(try sandbox.must("station", "主菜", "炒锅").stdout == "主菜 is cooked at 炒锅\n")
        try sandbox.must("station", "凉菜", "凉菜间", "-q")
        #expect(try sandbox.must("station", "水煮鱼", "蒸笼").stdout == "主菜/水煮鱼 is cooked at 蒸笼\n")
        #expect(try sandbox.must("show", "宫保鸡丁").lines.contains("station:  炒锅 (from 主菜)"))
        #expect(try sandbox.must("show", "水煮鱼").lines.contains("station:  蒸笼"))
        #expect(try sandbox.must("stations").stdout == "凉菜间  1 dish\n炒锅    1 dish\n蒸笼    1 dish\n")
        #expect(try sandbox.must("list", "--station", "炒锅", "--all").stdout.contains("宫保鸡丁"))
        #expect(try !sandbox.must("list", "--station", "炒锅", "--all").stdout.contains("水煮鱼"))
        #expect(try !sandbox.must("list", "--station", "炒锅", "--all").stdout.contains("凉菜"))

        #expect(try sandbox.must("station", "水煮鱼", "--no-station").stdout == "主菜/水煮鱼 has no station of its own (was 蒸笼)\n")
        #expect(try sandbox.must("show", "水煮鱼").lines.contains("station:  炒锅 (from 主菜)"))
        #expect(try sandbox.must("stations", "list").stdout == "凉菜间  1 dish\n炒锅    2 dishes\n蒸笼    0 dishes\n")
    }

    /// A few assignments are read apart from the node rows, many with them
    /// (StationsInIDOrder): a menu read both ways lists the same stations.
    @Test func aFewAssignmentsAndOneOnEveryDishListAlike() throws {
        let sandbox = try Self.kitchen()
        #expect(try sandbox.run(["add-item"] + (1...12).map { "主菜/小炒\($0)" } + ["-q"]).status == 0)
        func stations() throws -> [String] {
            let rows = try sandbox.must("list", "--format", "tsv").lines
            let column = try #require(rows.first?.split(separator: "\t", omittingEmptySubsequences: false).firstIndex(of: "station"))
            return rows.dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[column]) }
        }
        try sandbox.must("station", "主菜", "炒锅", "-q")
        try sandbox.must("station", "水煮鱼", "蒸笼", "-q")
        // 2 of 17 nodes: read apart.
        let few = try stations()
        #expect(few == ["", "", "炒锅", "炒锅", "蒸笼"] + Array(repeating: "炒锅", count: 12))
        #expect(try sandbox.run(["station"] + (1...12).map { "小炒\($0)" } + ["炒锅", "-q"]).status == 0)
        try sandbox.must("station", "拍黄瓜", "凉菜间", "-q")
        // 15 of 17: with the rows. The same stations, one more dish's own.
        #expect(try stations() == ["", "凉菜间"] + few.dropFirst(2))
        #expect(try sandbox.must("show", "小炒3").lines.contains("station:  炒锅"))
        #expect(try sandbox.must("show", "宫保鸡丁").lines.contains("station:  炒锅 (from 主菜)"))
    }

    /// Stations another program numbered oddly (SPEC 9): a negative id,
    /// one past the ids looked up by place, one of 2^40; read with the rows
    /// (every dish assigned), each dish lists its own.
    @Test func stationsOddlyNumberedListAsTheirDishesAreAssigned() throws {
        let sandbox = try Self.kitchen()
        _ = try sandbox.query("""
            INSERT INTO kitchen_station (id, name, position) VALUES (-7, '烧烤', 5), (300, '卤水', 6), (1099511627776, '甜品', 7);
            INSERT INTO node_station (node_id, station_id) SELECT id, CASE id % 3 WHEN 0 THEN -7 WHEN 1 THEN 300 ELSE 1099511627776 END
                FROM menu_node WHERE kind = 'item';
            """)
        let rows = try sandbox.must("list", "--format", "tsv").lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let (id, station) = try (#require(rows.first?.firstIndex(of: "id")), #require(rows.first?.firstIndex(of: "station")))
        let named = ["0": "烧烤", "1": "卤水", "2": "甜品"]
        let dishes = rows.dropFirst().filter { !$0[station].isEmpty }
        #expect(dishes.count == 3)
        for row in dishes { #expect(String(row[station]) == named[String(Int(row[id])! % 3)]) }
    }

    @Test func aStationInUseIsRemovedOnlyByForceSayingWhere() throws {
        let sandbox = try Self.kitchen()
        try sandbox.must("station", "主菜", "拍黄瓜", "炒锅", "-q")
        let refused = try expectRefusal(sandbox, ["stations", "remove", "炒锅"], status: 1)
        #expect(refused.stderr.hasPrefix("Error: the station '炒锅' is assigned to 2 groups or dishes: 主菜, 凉菜/拍黄瓜\n"), "\(refused)")
        #expect(try sandbox.must("stations", "remove", "炒锅", "--force").stdout
                == "removed station 炒锅 (it was assigned to 主菜, 凉菜/拍黄瓜)\n")
        #expect(try sandbox.query("SELECT count(*) FROM node_station") == "0")
        #expect(try sandbox.must("stations", "remove", "蒸笼").stdout == "removed station 蒸笼\n")
        _ = try expectRefusal(sandbox, ["stations", "remove", "炒锅"], status: 1)
        _ = try expectRefusal(sandbox, ["station", "主菜", "炒锅"], status: 1)
        _ = try expectRefusal(sandbox, ["station", "没有", "凉菜间"], status: 1)
        _ = try expectRefusal(sandbox, ["stations", "rename", "凉菜间"], status: 64)
        _ = try expectRefusal(sandbox, ["stations", "add", "a/b"], status: 64)
    }

    @Test func aRenameKeepsTheAssignmentsAndUndoTakesChangesBack() throws {
        let sandbox = try Self.kitchen()
        try sandbox.must("station", "主菜", "炒锅", "-q")
        #expect(try sandbox.must("stations", "rename", "炒锅", "热炒").stdout == "renamed station 炒锅 to 热炒\n")
        #expect(try sandbox.must("show", "宫保鸡丁").lines.contains("station:  热炒 (from 主菜)"))
        _ = try expectRefusal(sandbox, ["stations", "rename", "热炒", "蒸笼"], status: 1)
        try sandbox.must("undo", "-q")
        #expect(try sandbox.must("show", "宫保鸡丁").lines.contains("station:  炒锅 (from 主菜)"))
        try sandbox.must("undo", "-q")
        #expect(try !sandbox.must("show", "宫保鸡丁").stdout.contains("station"))
        try sandbox.must("redo", "-q")
        #expect(try sandbox.must("show", "宫保鸡丁").lines.contains("station:  炒锅 (from 主菜)"))
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// An import of the menu's own export over it keeps every node and
    /// every assignment, and changes nothing.
    @Test func anExportImportedOverItsMenuChangesNothingAndKeepsTheStations() throws {
        let sandbox = try Self.kitchen()
        try sandbox.must("station", "主菜", "炒锅", "-q")
        try sandbox.must("station", "水煮鱼", "蒸笼", "-q")
        let file = try sandbox.write("menu.json", try sandbox.must("export").stdout)
        let imported = try sandbox.must("import", "--replace", file)
        #expect(imported.stdout.contains(" 0 changed"), "\(imported)")
        #expect(try sandbox.must("stations").stdout == "凉菜间  0 dishes\n炒锅    1 dish\n蒸笼    1 dish\n")
    }

    @Test func historySaysStations() throws {
        let sandbox = try Self.kitchen()
        try sandbox.must("station", "主菜", "炒锅", "-q")
        let lines = try sandbox.must("history").lines
        #expect(lines.prefix(2).allSatisfy { $0.hasSuffix("  stations") }, "\(lines)")
    }

    /// The sheet at the pass: what a station cooks under its groups, with
    /// sizes and choices and no prices, in a ticket printer's columns.
    @Test func aStationsSheetListsWhatItCooksWithoutPrices() throws {
        let sandbox = try Self.kitchen()
        try sandbox.must("edit", "水煮鱼", "--size", "小份=58", "--size", "大份=88", "-q")
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣,中辣,特辣", "-q")
        try sandbox.must("choices", "offer", "辣度", "宫保鸡丁", "-q")
        try sandbox.must("station", "主菜", "炒锅", "-q")
        #expect(try sandbox.must("export", "--format", "text", "--station", "炒锅", "--width", "42").stdout == """
            炒锅
            \(String(repeating: "=", count: 42))
            主菜
              宫保鸡丁
                辣度: 微辣 / 中辣 / 特辣
              水煮鱼
                小份 / 大份

            """)
        _ = try expectRefusal(sandbox, ["export", "--format", "text", "--station", "蒸柜"], status: 1)
        _ = try expectRefusal(sandbox, ["export", "--station", "炒锅"], status: 64)
        _ = try expectRefusal(sandbox, ["export", "--format", "text", "--width", "42"], status: 64)
    }

    @Test func checkReportsAnAssignmentToAStationOrDishThatIsNotThere() throws {
        let sandbox = try Self.kitchen()
        _ = try sandbox.query("PRAGMA foreign_keys = OFF; INSERT INTO node_station VALUES (3, 99), (999, 1)")
        #expect(try sandbox.run(["check"]).status != 0)
        try sandbox.must("check", "--repair", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM node_station") == "0")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// A store assigns stations to head office's dishes; head office's next
    /// change file leaves them, and a dish it removes takes its own along.
    @Test func aStoresStationsStayThroughHeadOfficesNextFile() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "stations", "add", "炒锅", "面档", "-q")
        try sandbox.must("--db", store, "station", "主菜", "炒锅", "-q")
        try sandbox.must("--db", store, "station", "油条", "面档", "-q")
        try sandbox.must("edit", "宫保鸡丁", "--price", "39", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "88", "-q")
        try sandbox.must("remove", "油条", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        #expect(try sandbox.must("--db", store, "show", "水煮鱼").lines.contains("station:  炒锅 (from 主菜)"))
        #expect(try sandbox.must("--db", store, "stations").stdout == "炒锅  3 dishes\n面档  0 dishes\n")
        #expect(try sandbox.run(["--db", store, "check"]).status == 0)
    }
}

/// A menu at schema 19 (Tests/Fixtures/menu-schema-v19.sql) upgrades to
/// migrations/0020_kitchen_stations.sql with nothing lost, and takes stations.
@Suite struct StationsUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsTheMenu() throws {
        let sandbox = try Sandbox.made(bySchema: 19)
        // Every row of every table schema 19 had, but the ledger and the
        // history, which the upgrade and the new entries add to.
        let tables = try sandbox.query("""
            SELECT group_concat(name, ' ') FROM (SELECT name FROM sqlite_schema WHERE type = 'table'
            AND name NOT IN ('menuctl_migration', 'menu_history') ORDER BY name)
            """).split(separator: " ")
        let everyRow = tables.map { "SELECT '\($0)', * FROM \($0) ORDER BY rowid;" }.joined()
        let rows = try sandbox.query(everyRow)
        let before = try sandbox.query("SELECT * FROM menu_node ORDER BY id")
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        try sandbox.must("stations", "add", "炒锅", "-q")
        try sandbox.must("station", "主菜", "炒锅", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query("SELECT * FROM menu_node ORDER BY id") == before)
        #expect(try sandbox.query(everyRow) == rows, "every id, position, state, price and word as schema 19 held them")
        #expect(tables.count > 20)
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT 5") == history)
        #expect(try sandbox.must("stations").stdout == "炒锅  2 dishes\n")
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'") == "2", "an entry from before the upgrade undoes")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// `stations add`, `remove`, `rename` and `list` are nested commands,
    /// each with only its own words: `--force` is `remove`'s alone.
    @Test func eachStationsActionTakesOnlyItsOwnWords() throws {
        let sandbox = try StationsTests.kitchen()
        let help = try sandbox.must("stations", "add", "--help").stdout
        #expect(help.contains("USAGE: menuctl stations add <name> ..."), "\(help)")
        #expect(!help.contains("--force"), "\(help)")
        #expect(try sandbox.must("stations", "remove", "--help").stdout.contains("--force"))
        #expect(try sandbox.must("stations", "--help").stdout.contains("SUBCOMMANDS:"))
        let before = try sandbox.dump()
        let refused = try sandbox.run(["stations", "add", "吧台", "--force"])
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.stderr.hasPrefix("Error: Unknown option '--force'\n"), "\(refused)")
        #expect(refused.stderr.contains("See 'menuctl stations add --help'"), "\(refused)")
        #expect(try sandbox.run(["stations", "rename", "炒锅"]).status == 64)
        #expect(try sandbox.dump() == before)
    }
}
