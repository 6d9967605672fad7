import Foundation
import Testing

/// A choice option that sends its dish to another station (SPEC 26): 加面
/// on a wok dish is cooked at 面档.
@Suite struct OptionStationsTests {
    /// StationsTests' kitchen with 面档, 主菜 at 炒锅, and 加料 offered by 主菜.
    private static func noodles() throws -> Sandbox {
        let sandbox = try StationsTests.kitchen()
        try sandbox.must("stations", "add", "面档", "-q")
        try sandbox.must("station", "主菜", "炒锅", "-q")
        try sandbox.must("choices", "add", "加料", "--pick", "0-2", "--option", "加面=+2", "--option", "加蛋=+3", "-q")
        try sandbox.must("choices", "offer", "加料", "主菜", "-q")
        return sandbox
    }

    @Test func anOptionSendsItsDishElsewhereAndUndoTakesItBack() throws {
        let sandbox = try Self.noodles()
        #expect(try sandbox.must("stations", "route", "加料", "加面", "面档").stdout == "加料: 加面 sends its dish to 面档\n")
        #expect(try sandbox.must("show", "宫保鸡丁").lines.suffix(2) == ["station:   炒锅 (from 主菜)", "elsewhere: 加面 (加料) → 面档"])
        #expect(try sandbox.must("export", "--format", "text", "--station", "炒锅").stdout.contains("    加料: 加面 → 面档 / 加蛋\n"))
        let noodles = try sandbox.must("export", "--format", "text", "--station", "面档").stdout
        #expect(noodles.hasSuffix("sent here by a choice\n  加面 (加料)\n    with 主菜/宫保鸡丁, 主菜/水煮鱼\n"), "\(noodles)")
        #expect(try sandbox.must("stations", "route", "加料", "加面", "面档").stderr == "Notice: 加料: 加面 goes to 面档 already\n")
        try sandbox.must("undo", "-q")
        #expect(try !sandbox.must("show", "宫保鸡丁").stdout.contains("elsewhere"))
        try sandbox.must("redo", "-q")
        #expect(try sandbox.must("stations", "route", "加料", "加面", "--no-station").stdout == "加料: 加面 stays with its dish's station (was 面档)\n")
        #expect(try sandbox.query("SELECT count(*) FROM option_station") == "0")
    }

    @Test func whatIsNotThereIsRefusedAndAStationInUseSaysSo() throws {
        let sandbox = try Self.noodles()
        let before = try sandbox.dump()
        #expect(try expectRefusal(sandbox, ["stations", "route", "加料", "加饭", "面档"], status: 1).stderr
                .hasPrefix("Error: the choice list '加料' has no option '加饭'\n"))
        _ = try expectRefusal(sandbox, ["stations", "route", "忌口", "免葱", "面档"], status: 1)
        _ = try expectRefusal(sandbox, ["stations", "route", "加料", "加面", "蒸柜"], status: 1)
        _ = try expectRefusal(sandbox, ["stations", "route", "加料", "加面"], status: 64)
        _ = try expectRefusal(sandbox, ["stations", "route", "加料", "加面", "面档", "--no-station"], status: 64)
        #expect(try sandbox.dump() == before)
        try sandbox.must("stations", "route", "加料", "加面", "面档", "-q")
        #expect(try expectRefusal(sandbox, ["stations", "remove", "面档"], status: 1).stderr
                .hasPrefix("Error: the station '面档' is assigned to 加料: 加面\n"))
        try sandbox.must("stations", "remove", "面档", "--force", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM option_station") == "0")
    }

    /// `choices edit` writes a list's options whole: a route stays with its
    /// option's name, and waits while the option is gone.
    @Test func aRouteKeepsToItsOptionThroughAnEdit() throws {
        let sandbox = try Self.noodles()
        try sandbox.must("stations", "route", "加料", "加面", "面档", "-q")
        try sandbox.must("choices", "edit", "加料", "--option", "加肠=+4", "-q")
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.contains("elsewhere: 加面 (加料) → 面档"))
        try sandbox.must("choices", "edit", "加料", "--no-option", "加面", "-q")
        #expect(try !sandbox.must("show", "宫保鸡丁").stdout.contains("elsewhere"))
        #expect(try sandbox.run(["check"]).status == 0, "a route waiting for its option is no damage")
        try sandbox.must("choices", "edit", "加料", "--option", "加面=+2", "-q")
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.contains("elsewhere: 加面 (加料) → 面档"))
    }

    @Test func theDocumentCarriesTheRoutesAndReadsThemBack() throws {
        let sandbox = try Self.noodles()
        try sandbox.must("stations", "route", "加料", "加面", "面档", "-q")
        let document = try sandbox.must("export").stdout
        #expect(document.contains("\n    {\"name\": \"面档\", \"options\": [{\"list\": \"加料\", \"option\": \"加面\"}]}\n  ],\n"), "\(document)")
        let copy = Sandbox()
        let file = try copy.write("menu.json", document)
        try copy.must("import", "--replace", file, "-q")
        #expect(try copy.must("export").stdout == document)
        #expect(try copy.must("import", "--replace", file).stdout.contains(" 0 changed"))
        try sandbox.must("stations", "route", "加料", "加面", "--no-station", "-q")
        let diff = try sandbox.run(["diff", file])
        #expect(diff.status == 1 && diff.stdout.contains("面档"), "\(diff)")
        let imported = try sandbox.must("import", "--replace", file)
        #expect(imported.stdout.contains("kitchen stations: 1 changed"), "\(imported)")

        let before = try copy.dump()
        for (wrong, place) in [
            (#"{"list": "加料", "option": "加饭"}"#, "stations[0].options[0].option"),
            (#"{"list": "忌口", "option": "免葱"}"#, "stations[0].options[0].list"),
            (#""加面""#, "stations[0].options[0]"),
        ] {
            let bad = #"{"format": "menuctl", "version": 5, "choices": [{"name": "加料", "pick": [0, 1], "options": [{"name": "加面"}]}], "stations": [{"name": "面档", "options": ["# + wrong + "]}], \"menu\": []}"
            let refused = try expectRefusal(copy, ["import", try copy.write("bad.json", bad)], status: 65)
            #expect(refused.stderr.contains(": \(place)"), "\(refused)")
        }
        #expect(try copy.dump() == before)
    }
}

extension OptionStationsTests {
    /// A store sends head office's option to its own station; head office's
    /// next file, which writes the list's options anew, leaves it (SPEC 22, 26).
    @Test func aStoresRouteStaysThroughHeadOfficesNextFile() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        try sandbox.must("choices", "add", "加料", "--pick", "0-2", "--option", "加面=+2", "--option", "加蛋=+3", "-q")
        try sandbox.must("choices", "offer", "加料", "主菜", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        try sandbox.must("--db", store, "stations", "add", "炒锅", "面档", "-q")
        try sandbox.must("--db", store, "station", "主菜", "炒锅", "-q")
        try sandbox.must("--db", store, "stations", "route", "加料", "加面", "面档", "-q")
        try sandbox.must("choices", "edit", "加料", "--option", "加肠=+4", "-q")
        let third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", third, "-q")
        try sandbox.must("--db", store, "apply", third, "-q")
        let shown = try sandbox.must("--db", store, "show", "宫保鸡丁").stdout
        #expect(shown.contains("elsewhere: 加面 (加料) → 面档"), "\(shown)")
        #expect(try sandbox.must("--db", store, "choices").stdout.contains("加肠"), "head office's new option came")
        #expect(try sandbox.run(["--db", store, "check"]).status == 0)
    }
}

/// A menu at schema 20 (Tests/Fixtures/menu-schema-v20.sql) upgrades to
/// migrations/0021_option_stations.sql with nothing lost.
@Suite struct OptionStationsUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsTheMenu() throws {
        let sandbox = try Sandbox.made(bySchema: 20)
        let everyRow = try sandbox.everyRowQuery()
        let rows = try sandbox.query(everyRow)
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        let entries = try sandbox.query("SELECT count(*) FROM menu_history")
        #expect(try sandbox.must("stations").stdout == "凉菜间  1 dish\n炒锅    2 dishes\n面档    0 dishes\n", "a reader reads it as it is")
        try sandbox.must("stations", "route", "加料", "加面", "面档", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(everyRow) == rows, "every row of every table schema 20 held")
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT \(entries)") == history)
        #expect(try sandbox.must("show", "担担面").stdout.contains("elsewhere: 加面 (加料) → 面档"))
        for _ in 1...3 { try sandbox.must("undo", "-q") }
        #expect(try !sandbox.must("show", "担担面").stdout.contains("station"), "entries from before the upgrade undo")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
