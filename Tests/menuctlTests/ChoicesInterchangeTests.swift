import Foundation
import Testing

/// Choices in the export document (version 3), CSV and the guests' page
/// (SPEC 15, 16, 18).
@Suite struct ChoicesInterchangeTests {
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "早餐", "-q")
        try sandbox.must("add-group", "凉菜", "--in", "主菜", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38", "-q")
        try sandbox.must("add-item", "盐水鸭", "--in", "主菜/凉菜", "--price", "48", "-q")
        try sandbox.must("add-item", "包子", "--in", "早餐", "--price", "3", "-q")
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "中辣", "--option", "特辣", "-q")
        try sandbox.must("choices", "add", "加料", "--pick", "0-2", "--option", "加面=+2", "--option", "加蛋=+3", "-q")
        try sandbox.must("choices", "offer", "辣度", "主菜", "-q")
        try sandbox.must("choices", "offer", "加料", "宫保鸡丁", "早餐", "-q")
        try sandbox.must("choices", "withdraw", "辣度", "盐水鸭", "-q")
        try sandbox.must("choices", "sold-out", "加料", "加蛋", "-q")
        return sandbox
    }

    @Test func theExportRoundTripsByteForByte() throws {
        let sandbox = try menu()
        let export = try sandbox.must("export").stdout
        #expect(export.hasPrefix("""
            {
              "format": "menuctl",
              "version": 6,
              "currency": "CNY",
              "choices": [
                {"name": "辣度", "pick": [1, 1], "options": [{"name": "微辣", "surcharge": {"amount": 0, "currency": "CNY"}, "sold_out": false}, {"name": "中辣", "surcharge": {"amount": 0, "currency": "CNY"}, "sold_out": false}, {"name": "特辣", "surcharge": {"amount": 0, "currency": "CNY"}, "sold_out": false}]},
                {"name": "加料", "pick": [0, 2], "options": [{"name": "加面", "surcharge": {"amount": 200, "currency": "CNY"}, "sold_out": false}, {"name": "加蛋", "surcharge": {"amount": 300, "currency": "CNY"}, "sold_out": true}]}
              ],
              "menu": [
                {"kind": "group", "name": "主菜", "offers": ["辣度"], "expanded": true, "children": [
                  {"kind": "group", "name": "凉菜", "expanded": true, "children": [
                    {"kind": "item", "name": "盐水鸭", "withdrawn": ["辣度"], "price": {"amount": 4800, "currency": "CNY"}, "sold_out": false}
                  ]},
                  {"kind": "item", "name": "宫保鸡丁", "offers": ["加料"], "price": {"amount": 3800, "currency": "CNY"}, "sold_out": false}
            """))
        let file = try sandbox.write("menu.json", export)
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("--db", copy, "import", file, "--replace", "-q")
        #expect(try sandbox.must("--db", copy, "export").stdout == export)
        #expect(try sandbox.must("import", file, "--replace").stdout == "imported \(file): 0 added, 0 changed, 6 unchanged, 0 removed\n")
        // A replace makes the lists and offers exactly the file's.
        try sandbox.must("--db", copy, "choices", "add", "忌口", "--pick", "0-1", "--option", "免葱", "-q")
        try sandbox.must("--db", copy, "choices", "offer", "忌口", "包子", "-q")
        try sandbox.must("--db", copy, "import", file, "--replace", "-q")
        #expect(try sandbox.must("--db", copy, "export").stdout == export)
    }

    @Test func aVersionTwoFileStillImportsAndLeavesChoicesAsTheyAre() throws {
        let sandbox = try menu()
        let before = try sandbox.query("SELECT * FROM choice_offer ORDER BY node_id")
        let file = try sandbox.write("old.json", """
            {"format": "menuctl", "version": 2, "currency": "CNY", "menu": [
              {"kind": "group", "name": "主菜", "expanded": true, "children": [
                {"kind": "item", "name": "宫保鸡丁", "price": {"amount": 3900, "currency": "CNY"}, "sold_out": false}]},
              {"kind": "group", "name": "早餐", "expanded": true, "children": [
                {"kind": "item", "name": "包子", "price": {"amount": 300, "currency": "CNY"}, "sold_out": false}]}]}
            """)
        #expect(try sandbox.must("import", file).stdout == "imported \(file): 0 added, 1 changed, 3 unchanged, 0 removed\n")
        #expect(try sandbox.query("SELECT * FROM choice_offer ORDER BY node_id") == before)
    }

    @Test func aFileNamingAListTheMenuLacksIsRefusedAtItsPlace() throws {
        let sandbox = try menu()
        let json = try sandbox.write("bad.json", """
            {"format": "menuctl", "version": 3, "currency": "CNY", "menu": [
              {"kind": "item", "name": "凉面", "offers": ["麻辣"], "price": null}]}
            """)
        #expect(try expectRefusal(sandbox, ["import", json], status: 65).stderr
                == "Error: \(json): menu[0]: no choice list '麻辣' in the menu or the file\n")
        let twice = try sandbox.write("twice.json", """
            {"format": "menuctl", "version": 3, "currency": "CNY", "choices": [
              {"name": "辣度", "pick": [1, 4], "options": [{"name": "微辣"}]}], "menu": []}
            """)
        #expect(try expectRefusal(sandbox, ["import", twice], status: 65).stderr.hasPrefix("Error: \(twice): choices[0]: the pick rule 1-4"))
        let csv = try sandbox.write("bad.csv", """
            path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,hours\r
            主菜/凉面,item,12.00,,,,0,,,0,辣度;麻辣,\r

            """)
        let before = try sandbox.dump()
        let refused = try sandbox.run(["import", csv])
        #expect(refused.status == 65 && refused.stdout.isEmpty)
        #expect(refused.stderr == "\(csv):2: Error: no choice list '麻辣' in the menu; CSV names the lists a dish offers, not the lists themselves\nto copy a whole menu, its lists too, use JSON: menuctl export > menu.json; menuctl --db copy.db import menu.json --replace\n")
        #expect(try sandbox.dump() == before)
    }

    /// The summary says what happened to the lists, as it does for the
    /// glossary: a changed list is no `0 changed` import.
    @Test func theSummaryCountsTheListsAnImportChanges() throws {
        let sandbox = try menu()
        let export = try sandbox.must("export").stdout
        let file = try sandbox.write("menu.json", export)
        let copy = sandbox.folder + "/copy.db"
        #expect(try sandbox.must("--db", copy, "import", file, "--replace").stdout
                == "imported \(file): 6 added, 0 changed, 0 unchanged, 0 removed; choice lists: 2 added\n")
        let edited = try sandbox.write("edited.json", export.replacingOccurrences(of: "\"特辣\"", with: "\"麻辣\""))
        #expect(try sandbox.must("--db", copy, "import", edited).stdout
                == "imported \(edited): 0 added, 0 changed, 6 unchanged, 0 removed; choice lists: 1 changed\n")
        #expect(try sandbox.must("--db", copy, "choices").stdout.contains("辣度 (pick 1): 微辣, 中辣, 麻辣\n"))
        try sandbox.must("--db", copy, "choices", "add", "忌口", "--pick", "0-1", "--option", "免葱", "-q")
        #expect(try sandbox.must("--db", copy, "import", file, "--replace").stdout
                == "imported \(file): 0 added, 0 changed, 6 unchanged, 0 removed; choice lists: 1 changed, 1 removed\n")
        #expect(try sandbox.must("--db", copy, "import", file, "--replace").stdout
                == "imported \(file): 0 added, 0 changed, 6 unchanged, 0 removed\n")
    }

    @Test func csvCarriesEachNodesOwnOffers() throws {
        let sandbox = try menu()
        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv == """
            path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours,withdrawn\r
            主菜,group,,,,,,,,,辣度,,,,,,,\r
            主菜/凉菜,group,,,,,,,,,,,,,,,,\r
            主菜/凉菜/盐水鸭,item,48.00,,,,0,,,0,,,,,,,,辣度\r
            主菜/宫保鸡丁,item,38.00,,,,0,,,0,加料,,,,,,,\r
            早餐,group,,,,,,,,,加料,,,,,,,\r
            早餐/包子,item,3.00,,,,0,,,0,,,,,,,,\r

            """)
        let file = try sandbox.write("menu.csv", csv)
        let before = try sandbox.dump()
        #expect(try sandbox.must("import", file, "--replace").stdout.contains("0 changed"))
        #expect(try sandbox.dump() == before)
        // The column sets what a node offers itself; withdrawals stay.
        try sandbox.write("menu.csv", csv.replacingOccurrences(of: "早餐/包子,item,3.00,,,,0,,,0,,", with: "早餐/包子,item,3.00,,,,0,,,0,辣度,"))
        #expect(try sandbox.must("import", file).stdout.contains("1 changed"))
        #expect(try sandbox.must("list", "早餐", "--format", "tsv").lines.last?.hasSuffix("\t辣度;加料\t\t\t\t\t\t\t\t0\t\t\t\t\t") == true)
        #expect(try sandbox.query("SELECT count(*) FROM choice_offer WHERE withdrawn = 1") == "1")
        // A file written before the column leaves offers as they are.
        let old = try sandbox.write("old.csv", "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,hours\r\n早餐/包子,item,3.00,,,,0,,,0,\r\n")
        #expect(try sandbox.must("import", old).stdout.contains("0 changed"))
        #expect(try sandbox.query("SELECT count(*) FROM choice_offer") == "5")
    }

    @Test func theGuestsPageShowsEachListOnceWhereItIsOffered() throws {
        let sandbox = try menu()
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains("<h2>主菜</h2>\n<p class=\"choices\"><span class=\"list\">辣度 (选1)</span>: <span class=\"option\">微辣</span> · <span class=\"option\">中辣</span> · <span class=\"option\">特辣</span></p>\n<section>"))
        #expect(page.contains("<span class=\"name\">宫保鸡丁</span><span class=\"price\">¥38</span><p class=\"choices\"><span class=\"list\">加料 (最多2)</span>: <span class=\"option\">加面 +¥2</span> · <span class=\"option gone\"><s>加蛋 +¥3</s> 售罄</span></p></li>"))
        #expect(page.contains("<span class=\"name\">盐水鸭</span><span class=\"price\">¥48</span><p class=\"choices\">辣度: 本菜不适用</p></li>"))
        #expect(page.components(separatedBy: "辣度 (选1)").count == 2, "a group's list is shown once")
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains("<span class=\"list\">辣度 (choose 1)</span>"))
        #expect(english.contains("<span class=\"list\">加料 (up to 2)</span>: <span class=\"option\">加面 +¥2</span> · <span class=\"option gone\"><s>加蛋 +¥3</s> sold out</span>"))
        #expect(english.contains("辣度: not for this dish"))
    }
}
