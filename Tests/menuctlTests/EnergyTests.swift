import Foundation
import MenuTestSupport
import Testing

/// A dish's kcal and portion (SPEC 28): one number or one a size, and a
/// weight, a volume or a number served, carried by every format.
@Suite struct EnergyTests {
    /// 主菜 holding 宫保鸡丁 (520 kcal, 350g) and 水煮鱼 (小份 380, 大份 620 kcal); 酒水 holding 可乐 (330ml).
    static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "酒水", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--price", "38", "--kcal", "520", "--portion", "350G", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--size", "小份=58", "--size", "大份=88", "--kcal", "小份=380", "--kcal", "大份=620", "-q")
        try sandbox.must("add-item", "酒水/可乐", "--price", "5", "--portion", "330ml", "-q")
        return sandbox
    }

    @Test func showAndTheRowsSayKcalAndPortion() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("show", "宫保鸡丁").lines.suffix(2) == ["kcal:     520", "portion:  350g"])
        #expect(try sandbox.must("show", "水煮鱼").lines.contains("kcal:     小份 380, 大份 620"))
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[0].hasSuffix("\tstation\tphoto\tkcal\tportion\tprice_today"))
        #expect(tsv[2].hasSuffix("\t520\t350g\t"))
        #expect(tsv[3].hasSuffix("\t小份=380;大份=620\t\t"))
        #expect(tsv[1].hasSuffix("\t\t\t"), "a group has neither")
        let json = try sandbox.must("list", "--format", "json").stdout
        #expect(json.contains(#""kcal":520,"portion":"350g","price_today":null}"#))
        #expect(json.contains(#""kcal":{"小份":380,"大份":620},"portion":null,"price_today":null}"#))
        #expect(json.contains(#""kcal":null,"portion":"330ml","price_today":null}"#))
        #expect(try sandbox.must("show", "宫保鸡丁", "--format", "json").stdout.contains(#""kcal":520,"portion":"350g""#))
    }

    @Test func editChangesAndRemovesThemAndUndoTakesThemBack() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("edit", "宫保鸡丁", "--kcal", "540", "--portion", "serves  2").lines
                == ["set the kcal of 主菜/宫保鸡丁 to 540", "set the portion of 主菜/宫保鸡丁 to serves 2"])
        #expect(try sandbox.must("edit", "水煮鱼", "--kcal", "大份=700").stdout == "set the kcal of 主菜/水煮鱼 to 小份 380, 大份 700\n")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--no-kcal", "--no-portion").lines
                == ["removed the kcal of 主菜/宫保鸡丁", "removed the portion of 主菜/宫保鸡丁"])
        #expect(try sandbox.query("SELECT count(*) FROM dish_kcal WHERE node_id = 4") == "0")
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT size || '=' || kcal FROM dish_kcal WHERE node_id = 5 ORDER BY size") == "大份=620\n小份=380")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.must("show", "宫保鸡丁").lines.suffix(2) == ["kcal:     520", "portion:  350g"])
        // A size removed takes its kcal with it.
        try sandbox.must("edit", "水煮鱼", "--no-size", "小份", "--size", "中份=70", "-q")
        #expect(try sandbox.must("show", "水煮鱼").lines.contains("kcal:     大份 620"))
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func badValuesAreRefusedAndChangeNothing() throws {
        let sandbox = try Self.menu()
        let before = try sandbox.must("export").stdout
        for (words, status, error) in [
            (["edit", "宫保鸡丁", "--kcal", "10001"], 64, "Error: kcal '10001' is not a whole number from 0 to 10000"),
            (["edit", "宫保鸡丁", "--kcal", "-5"], 64, "Error: kcal '-5' is not a whole number from 0 to 10000"),
            (["edit", "宫保鸡丁", "--kcal", "500", "--kcal", "大份=3"], 64,
             "Error: '--kcal 500' and '--kcal 大份=3' are given together; give one number, or one for each size"),
            (["edit", "宫保鸡丁", "--portion", "2 bowls"], 64,
             "Error: the portion '2 bowls' is not a weight, a volume or a number served; write it like 350g, 1.5kg, 500ml, 1l or 'serves 2'"),
            (["edit", "宫保鸡丁", "--portion", "0g"], 64,
             "Error: the portion '0g' is not a weight, a volume or a number served; write it like 350g, 1.5kg, 500ml, 1l or 'serves 2'"),
            (["edit", "宫保鸡丁", "--kcal", "1", "--no-kcal"], 64, nil),
            (["edit", "水煮鱼", "--kcal", "中份=300"], 1, "Error: 主菜/水煮鱼 has no size '中份'"),
            (["edit", "主菜", "--kcal", "300"], 1, "Error: 主菜 is a group; only dishes have kcal and a portion"),
        ] as [([String], Int32, String?)] {
            let outcome = try sandbox.run(words)
            #expect(outcome.status == status, "\(words): \(outcome)")
            if let error { #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == error, "\(words)") }
            #expect(outcome.stdout.isEmpty)
        }
        #expect(try sandbox.must("export").stdout == before)
    }

    @Test func everyFormatRoundTripsWithNothingChanged() throws {
        let sandbox = try Self.menu()
        let json = try sandbox.write("menu.json", try sandbox.must("export").stdout)
        let csv = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        #expect(try String(contentsOfFile: json, encoding: .utf8).contains(#""kcal": {"小份": 380, "大份": 620}"#))
        #expect(try String(contentsOfFile: csv, encoding: .utf8).contains(",小份=380;大份=620,\r\n"))
        #expect(try sandbox.must("import", "--replace", json).stdout.contains("0 changed"))
        #expect(try sandbox.must("import", "--replace", csv).stdout.contains("0 changed"))
        // Into an empty menu, each gives back the same menu.
        for file in [json, csv] {
            let other = Sandbox()
            try other.must("import", "--replace", file, "-q")
            #expect(try other.must("export").stdout == sandbox.must("export").stdout, "\(file)")
        }
        // A file that says other values changes them, and diff says how.
        try sandbox.must("edit", "宫保鸡丁", "--kcal", "540", "-q")
        #expect(try sandbox.run(["diff", json]).stdout.contains("~ 主菜/宫保鸡丁  kcal 520 → 540"))
        #expect(try sandbox.must("import", "--replace", json).stdout.contains("1 changed"))
        #expect(try sandbox.query("SELECT kcal FROM dish_kcal WHERE node_id = 4") == "520")
    }

    /// A document before version 5 says nothing of kcal: importing one keeps them.
    @Test func anOlderDocumentKeepsThemAndABadOneIsRefused() throws {
        let sandbox = try Self.menu()
        let old = try sandbox.write("old.json", try sandbox.must("export").stdout.replacing("\"version\": 6", with: "\"version\": 4")
            .replacing(#""kcal": 520, "#, with: ""))
        #expect(try sandbox.must("import", "--replace", old).stdout.contains("0 changed"))
        #expect(try sandbox.query("SELECT kcal FROM dish_kcal WHERE node_id = 4") == "520")
        let bad = try sandbox.write("bad.json", try sandbox.must("export").stdout.replacing(#""kcal": 520"#, with: #""kcal": "lots""#))
        let refused = try sandbox.run(["import", bad])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains(#"bad.json: menu[0].children[0].kcal: expected a number of kcal or {"小份": 380, "大份": 520}, found "lots""#))
        let csv = try sandbox.write("bad.csv", "path,kind,price,portion\n主菜/宫保鸡丁,item,38,a lot\n")
        #expect(try sandbox.run(["import", csv]).status == 65)
    }

    @Test func checkReportsAndRepairMendsWhatAnotherProgramWrote() throws {
        let sandbox = try Self.menu()
        _ = try sandbox.query("""
            PRAGMA ignore_check_constraints = ON; UPDATE dish_kcal SET kcal = 20000 WHERE node_id = 4;
            INSERT INTO dish_kcal VALUES (5, '特大', 900); UPDATE dish_portion SET portion = '2 bowls' WHERE node_id = 4;
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("kcal is 20000, not 0 to 10000"), "\(check)")
        #expect(check.stdout.contains("its size '特大' is not '' or one of the dish's sizes"), "\(check)")
        #expect(check.stdout.contains("its portion '2 bowls' is not a weight"), "\(check)")
        #expect(try !sandbox.must("show", "宫保鸡丁").stdout.contains("portion:"), "a bad portion is not shown")
        try sandbox.must("check", "--repair", "-q")
        #expect(try sandbox.run(["check"]).status == 0)
        #expect(try sandbox.query("SELECT count(*) FROM dish_kcal") == "2")
    }

    @Test func headOfficesKcalTravelsToAStoreAndIsHeadOfficesThere() throws {
        let sandbox = try Self.menu()
        let first = sandbox.folder + "/0001.change", second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", first, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        #expect(try sandbox.must("--db", store, "show", "宫保鸡丁").lines.suffix(2) == ["kcal:     520", "portion:  350g"])
        let refused = try sandbox.run(["--db", store, "edit", "宫保鸡丁", "--kcal", "1"])
        #expect(refused.status == 1, "\(refused)")
        try sandbox.must("edit", "宫保鸡丁", "--kcal", "560", "--no-portion", "-q")
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        #expect(try sandbox.must("--db", store, "show", "宫保鸡丁").lines.last == "kcal:     560")
    }
}

/// A menu at schema 22 (Tests/Fixtures/menu-schema-v22-energy.sql) upgrades to
/// migrations/0024_energy_portion.sql with nothing lost.
@Suite struct EnergyUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsTheMenu() throws {
        let sandbox = try Sandbox.made(bySchema: 22, holding: "energy")
        let everyRow = try sandbox.everyRowQuery()
        let rows = try sandbox.query(everyRow)
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        let entries = try sandbox.query("SELECT count(*) FROM menu_history")
        #expect(try !sandbox.must("show", "宫保鸡丁").stdout.contains("kcal"), "a reader reads it as it is")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "22", "and leaves it as it is")
        try sandbox.must("edit", "水煮鱼", "--kcal", "大份=620", "--portion", "serves 2", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(everyRow) == rows, "every row of every table schema 22 held")
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT \(entries)") == history)
        #expect(try sandbox.must("show", "水煮鱼").lines.suffix(2) == ["kcal:     大份 620", "portion:  serves 2"])
        try sandbox.must("undo", "-q")
        #expect(try !sandbox.must("show", "水煮鱼").stdout.contains("kcal"))
        try sandbox.must("undo", "-q")
        #expect(try !sandbox.must("list").stdout.contains("水煮鱼"), "entries from before the upgrade undo")
        #expect(try sandbox.must("list").stdout.contains("宫保鸡丁"))
        #expect(try sandbox.run(["check"]).status == 0)
    }
}

/// Square's catalog holds a dish's kcal as its item's calorie_count (SPEC 29,
/// ../shared/integrations/square-catalog.md), one an item.
@Suite struct EnergySquareTests {
    @Test func aDishsKcalIsItsCalorieCountAndComesBack() throws {
        let sandbox = try EnergyTests.menu()
        let export = try sandbox.run(["export", "--format", "square"])
        #expect(export.status == 0)
        #expect(SquareContract.problems(in: export.stdout) == [])
        #expect(export.stdout.contains(#""food_and_beverage_details":{"calorie_count":520}"#), "\(export.stdout)")
        #expect(export.stderr.contains("Square holds one calorie count an item, not one a size (1 dish with kcal a size)"))
        #expect(export.stderr.contains("Square has no place for a portion (2 dishes)"))
        let file = try sandbox.write("square.json", export.stdout)
        let other = Sandbox()
        try other.must("import", "--format", "square", file, "-q")
        #expect(try other.must("show", "宫保鸡丁").lines.last == "kcal:     520")
        #expect(try sandbox.run(["diff", file]).stdout.isEmpty, "kcal is compared, and the same")
    }
}
