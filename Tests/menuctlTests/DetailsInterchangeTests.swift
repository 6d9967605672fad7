import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

/// Details (SPEC 11) through export and import (SPEC 16), CSV and the
/// guests' page (SPEC 15), `check`, and the upgrade of a schema-4 menu.
@Suite struct DetailsInterchangeTests {
    @Test func jsonRoundTripsEveryDetail() throws {
        let sandbox = try DetailsTests.detailedMenu()
        let exported = try sandbox.must("export").stdout
        #expect(exported.contains(#"{"kind": "item", "name": "宫保鸡丁", "description": "花生、干辣椒、鸡丁", "spice": 2, "tags": ["招牌"], "translations": {"en": "Kung Pao Chicken"}, "price": {"amount": 3800, "currency": "CNY"}, "sold_out": false}"#))
        #expect(exported.contains(#"{"kind": "group", "name": "早餐", "translations": {"en": "Breakfast"}, "expanded": true, "children": ["#))
        let file = try sandbox.write("menu.json", exported)
        let copy = Sandbox()
        try copy.must("import", file, "--replace", "-q")
        #expect(try copy.must("export").stdout == exported)
        #expect(try copy.query("SELECT tag, position FROM dish_tag ORDER BY 1, 2") == sandbox.query("SELECT tag, position FROM dish_tag ORDER BY 1, 2"))
        // Again into the same menu: nothing changes.
        #expect(try copy.must("import", file, "--replace").stdout.hasSuffix("0 added, 0 changed, 6 unchanged, 0 removed\n"))
    }

    @Test func mergingKeepsWhatTheFileLeavesOutAndReplaceClearsIt() throws {
        let sandbox = try DetailsTests.detailedMenu()
        let tables = "SELECT * FROM node_detail; SELECT * FROM dish_tag; SELECT * FROM node_translation"
        let before = try sandbox.query(tables)
        // A version-1 file says nothing of details.
        let old = try sandbox.write("old.json", """
            {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
              {"kind": "group", "name": "主菜", "children": [{"kind": "item", "name": "宫保鸡丁", "price": "40"}]}]}
            """)
        try sandbox.must("import", old, "-q")
        #expect(try sandbox.query(tables) == before)
        let tagged = try sandbox.write("tagged.json", """
            {"format": "menuctl", "version": 2, "currency": "CNY", "menu": [
              {"kind": "group", "name": "主菜", "children": [{"kind": "item", "name": "回锅肉", "tags": ["新品"], "spice": null}]}]}
            """)
        try sandbox.must("import", tagged, "-q")
        #expect(try sandbox.query("SELECT tag FROM dish_tag WHERE node_id = 5; SELECT count(*) FROM node_detail WHERE node_id = 5") == "新品\n0")
        try sandbox.must("import", old, "--replace", "-q")
        #expect(try sandbox.query(tables).isEmpty)
    }

    @Test func badDetailsInAFileAreNamedByPlace() throws {
        let sandbox = Sandbox()
        for (node, message) in [
            (#"{"kind": "item", "name": "鱼", "spice": 4}"#, "menu[0].spice: spice '4' is not 0, 1, 2 or 3 (none, mild, medium, hot)"),
            (#"{"kind": "item", "name": "鱼", "tags": ["a/b"]}"#, "menu[0].tags[0]: the tag 'a/b' holds a '/'; a tag follows the rules of a name"),
            (#"{"kind": "item", "name": "鱼", "translations": {"e n": "Fish"}}"#, "menu[0].translations: 'e n' is not a BCP 47 language tag (such as en, ja, zh-Hant)"),
            (#"{"kind": "item", "name": "鱼", "translations": {"en": ""}}"#, "menu[0].translations.en: a translation cannot be empty"),
            (#"{"kind": "group", "name": "鱼", "spice": 1}"#, #"menu[0]: unknown key "spice""#),
        ] {
            let file = try sandbox.write("bad.json", #"{"format": "menuctl", "version": 2, "currency": "CNY", "menu": ["# + node + "]}")
            let outcome = try sandbox.run(["import", file])
            #expect(outcome.status == 65 && outcome.stderr == "Error: \(file): \(message)\n", "\(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func csvFillsItsDetailColumnsAndRoundTrips() throws {
        let sandbox = try DetailsTests.detailedMenu()
        try sandbox.must("edit", "主菜", "--description", "招牌川菜, \"正宗\"", "-q")
        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv.hasPrefix("path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours,name:en,description:en\r\n主菜,group,,\"招牌川菜, \"\"正宗\"\"\",,,,,,,,,,,,,,,\r\n主菜/宫保鸡丁,item,38.00,花生、干辣椒、鸡丁,2,招牌,0,,,0,,,,,,,,Kung Pao Chicken,\r\n"))
        #expect(csv.contains("主菜/麻婆豆腐,item,28.00,,3,招牌;鲜,0,,,0,,,,,,,,Mapo Tofu,\r\n"))
        #expect(csv.contains("\r\n早餐,group,,,,,,,,,,,,,,,,Breakfast,\r\n"))
        let file = try sandbox.write("menu.csv", csv)
        let copy = Sandbox()
        try copy.must("import", file, "--replace", "-q")
        #expect(try copy.must("export", "--format", "csv").stdout == csv)
    }

    @Test func theGuestsPageShowsDetailsAndTranslations() throws {
        let sandbox = try DetailsTests.detailedMenu()
        let page = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(page.contains(#"<li><span class="name" lang="zh-Hans">宫保鸡丁</span><span class="price">¥38</span><p class="translation" lang="en">Kung Pao Chicken</p><p class="about">花生、干辣椒、鸡丁</p><p class="marks"><span class="spice">medium hot</span> <span class="tag">Signature</span></p></li>"#))
        #expect(page.contains("<h2 lang=\"zh-Hans\">早餐</h2>\n<p class=\"translation\" lang=\"en\">Breakfast</p>\n"))
        let chinese = try sandbox.must("export", "--format", "html").stdout
        #expect(!chinese.contains("Kung Pao") && chinese.contains(#"<p class="about">花生、干辣椒、鸡丁</p>"#))
        #expect(!withoutSchemaOrg(chinese).contains("http"), "nothing fetched from elsewhere")
    }

    @Test func checkReportsAndMendsDetailsAnotherProgramWrote() throws {
        let sandbox = try DetailsTests.detailedMenu()
        _ = try sandbox.query("""
            INSERT INTO dish_tag VALUES (5, '招' || char(7) || '牌', 3);
            INSERT INTO node_translation VALUES (5, 'EN-gb', 'Twice Cooked Pork'), (5, 'e n', 'x');
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1 && check.stdout == """
            #5 '回锅肉': its tag '招\\u{7}牌' breaks the rules: the tag '招\\u{7}牌' holds a control character
            #5 '回锅肉': its name in 'EN-gb': the language is written 'en-GB' (RFC 5646 2.1.1)
            #5 '回锅肉': its name in 'e n': 'e n' is not a BCP 47 language tag (such as en, ja, zh-Hant)

            """)
        #expect(try sandbox.must("check", "--repair").stdout == """
            #5 '回锅肉': renamed its tag '招\\u{7}牌' to '招牌'
            #5 '回锅肉': mended its name in 'EN-gb'
            #5 '回锅肉': removed its name in 'e n'
            no problems left: 2 groups, 4 dishes

            """)
        #expect(try sandbox.query("SELECT tag FROM dish_tag WHERE node_id = 5; SELECT lang FROM node_translation WHERE node_id = 5") == "招牌\nen-GB")
        // The schema refuses what it can see.
        for sql in ["INSERT INTO node_detail VALUES (5, NULL, 4)", "INSERT INTO dish_tag VALUES (5, 'a/b', 9)",
                    "INSERT INTO dish_tag VALUES (2, '招牌', 0)", "INSERT INTO node_detail VALUES (2, NULL, 1)"] {
            #expect(try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, sql]).status != 0, "\(sql)")
        }
    }
}

/// A menu made by the previous release (schema 4, Tests/Fixtures/menu-schema-v4.sql,
/// with its history) upgrades with nothing lost: details come empty, and
/// entries recorded before the upgrade can still be undone, as details live
/// in tables of their own.
@Suite struct DetailsUpgradeTests {

    private func versionFourMenu() throws -> Sandbox { try Sandbox.made(bySchema: 4) }

    @Test func readersReadItAsItIs() throws {
        let sandbox = try versionFourMenu()
        let before = try sandbox.dump()
        #expect(try sandbox.must("list", "--all", "--lang", "en").stdout == sandbox.must("list", "--all").stdout)
        #expect(try sandbox.must("list", "--json").stdout.contains(#""tags":[],"translations":{}"#))
        #expect(try sandbox.must("history").lines.count == 12)
        let find = try sandbox.run(["find", "kung"])
        #expect(find.status == 1)
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverything() throws {
        let sandbox = try versionFourMenu()
        let rows = try sandbox.query(UpgradeTests.everyRow)
        let service = try sandbox.query("SELECT id, sold_out FROM menu_node; SELECT * FROM serving_window")
        let history = try sandbox.query("SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history")
        let sequence = try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'")
        try sandbox.must("edit", "宫保鸡丁", "--spice", "2", "--tag", "招牌", "--translation", "en=Kung Pao Chicken", "-q")
        #expect(try sandbox.must("info").stdout.contains("schema version: \(MenuStore.latestSchemaVersion) (this menuctl: \(MenuStore.latestSchemaVersion))"))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(UpgradeTests.everyRow) == rows)
        #expect(try sandbox.query("SELECT id, sold_out FROM menu_node; SELECT * FROM serving_window") == service)
        #expect(try sandbox.query("SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history WHERE id <= 12") == history)
        #expect(try sandbox.query("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'") == sequence)
        #expect(try sandbox.must("find", "kung").stdout.contains("宫保鸡丁"))
        // The upgrade's own edit, then the entries made by the release before.
        #expect(try sandbox.must("undo").stdout.hasSuffix("(details)\n"))
        #expect(try sandbox.query("SELECT count(*) FROM node_detail; SELECT count(*) FROM dish_tag; SELECT count(*) FROM node_translation") == "0\n0\n0")
        // #12 was undone already; #11 and #10, recorded by schema 4, undo as they did.
        #expect(try sandbox.must("undo").stdout == "undid #11: menuctl hours 酒水 17:00-02:00 --days fri,sat -q (1 other change)\n")
        #expect(try sandbox.must("undo").stdout == "undid #10: menuctl sold-out 水煮鱼 -q (1 other change)\n")
    }
}
