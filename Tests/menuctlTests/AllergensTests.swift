import Foundation
import Testing
import MenuTestSupport

/// SPEC 24: allergens and diets on dishes, named in English or Chinese and
/// kept by key; `list` and `find` filter by them; every format carries them.
@Suite struct AllergensTests {
    /// The sample restaurant with 宫保鸡丁 holding peanuts and sesame,
    /// 麻婆豆腐 soybeans (its minced beef makes it no 素), and 川北凉粉
    /// sesame, marked vegetarian (素).
    static func sample() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--allergen", "花生", "--allergen", "sesame").stdout
                == "allergens of 主菜/宫保鸡丁: peanuts 花生, sesame 芝麻\n")
        #expect(try sandbox.must("edit", "麻婆豆腐", "--allergen", "Soybeans").stdout == "allergens of 主菜/麻婆豆腐: soybeans 大豆\n")
        #expect(try sandbox.must("edit", "川北凉粉", "--diet", "素", "--allergen", "芝麻").stdout
                == "allergens of 早餐/川北凉粉: sesame 芝麻\ndiets of 早餐/川北凉粉: vegetarian 素\n")
        return sandbox
    }

    /// The paths of a TSV listing's rows.
    private func paths(_ tsv: String) -> [String] {
        tsv.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[5]) }
    }

    @Test func listWithoutAnAllergenLeavesOutTheDishesHoldingItAndDietKeepsOnlyTheMarkedOnes() throws {
        let sandbox = try Self.sample()
        let without = paths(try sandbox.must("list", "--all", "--without", "花生", "--format", "tsv").stdout)
        #expect(!without.contains("主菜/宫保鸡丁") && without.contains("主菜/干烧鱼") && without.contains("酒水/白酒/五粮液"))
        #expect(without.count == 22)
        let both = paths(try sandbox.must("list", "--all", "--without", "peanuts", "--without", "大豆", "--format", "tsv").stdout)
        #expect(!both.contains("主菜/宫保鸡丁") && !both.contains("主菜/麻婆豆腐") && both.count == 21)
        // Only the dish marked, and the group that leads to it.
        #expect(try sandbox.must("list", "--diet", "vegetarian").stdout == "1  ▾ 早餐\n2      川北凉粉  10.00\n")
        #expect(try sandbox.must("list", "--diet", "素", "--without", "芝麻").stdout == "")
        #expect(paths(try sandbox.must("find", "豆腐", "--without", "大豆", "--format", "tsv").stdout) == ["主菜/家常豆腐"])
        let jelly = try sandbox.must("find", "liangfen", "--diet", "vegetarian")
        #expect(jelly.stdout == "1    早餐/川北凉粉  10.00\n")
        #expect(try sandbox.run(["find", "doufu", "--diet", "vegetarian"]).status == 1, "麻婆豆腐 is no 素")
        let none = try sandbox.run(["find", "gbjd", "--diet", "halal"])
        #expect(none.status == 1 && none.stdout.isEmpty
                && none.stderr == "Error: nothing in the menu matches gbjd and suits what --without and --diet ask\n")
    }

    @Test func unknownNamesAreUsageErrorsThatGiveTheListAndChangeNothing() throws {
        let sandbox = try Self.sample()
        for (arguments, first) in [
            (["edit", "回锅肉", "--allergen", "shellfish"],
             "Error: 'shellfish' is not one of the 14 allergens: gluten 麸质, crustaceans 甲壳类, eggs 蛋, fish 鱼, peanuts 花生, soybeans 大豆, milk 奶, nuts 坚果, celery 芹菜, mustard 芥末, sesame 芝麻, sulphites 亚硫酸盐, lupin 羽扇豆, molluscs 软体动物"),
            (["add-item", "拍黄瓜", "--in", "主菜", "--diet", "keto"],
             "Error: 'keto' is not one of the diets: vegetarian 素, vegan 纯素, halal 清真, gluten-free 无麸质"),
            (["list", "--without", "虾"], "Error: '虾' is not one of the 14 allergens: gluten 麸质, crustaceans 甲壳类, eggs 蛋, fish 鱼, peanuts 花生, soybeans 大豆, milk 奶, nuts 坚果, celery 芹菜, mustard 芥末, sesame 芝麻, sulphites 亚硫酸盐, lupin 羽扇豆, molluscs 软体动物"),
            (["edit", "回锅肉", "--allergen", "花生", "--no-allergen", "peanuts"],
             "Error: The allergen 'peanuts' is given to both '--allergen' and '--no-allergen'"),
            (["edit", "回锅肉", "--diet", "halal", "--diet", "清真"], "Error: 'halal' is given twice to '--diet'"),
        ] {
            let outcome = try expectRefusal(sandbox, arguments, status: 64)
            #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == first, "\(arguments): \(outcome)")
        }
        // A usage error is found before a database is made.
        let fresh = Sandbox()
        #expect(try fresh.run(["add-item", "宫保鸡丁", "--allergen", "peanut butter"]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: fresh.database))
        // A group has none: refused as spice and tags are.
        let group = try expectRefusal(sandbox, ["edit", "主菜", "--allergen", "花生"], status: 1)
        #expect(group.stderr == "Error: 主菜 is a group; only dishes have allergens and diets\n")
    }

    @Test func showJsonRowsAndTSVCarryThemByKey() throws {
        let sandbox = try Self.sample()
        try sandbox.must("edit", "麻婆豆腐", "--description", "豆腐、花椒", "-q")
        let shown = try sandbox.must("show", "麻婆豆腐").stdout
        #expect(shown.hasSuffix("description: 豆腐、花椒\nallergens:   soybeans 大豆\n"), "\(shown)")
        #expect(try sandbox.must("show", "川北凉粉").stdout.hasSuffix("allergens: sesame 芝麻\ndiets:     vegetarian 素\n"))
        let json = try JSONSerialization.jsonObject(with: Data(try sandbox.must("show", "宫保鸡丁", "--format", "json").stdout.utf8)) as! [String: Any]
        #expect(json["allergens"] as? [String] == ["peanuts", "sesame"] && json["diets"] as? [String] == [])
        let rows = try JSONSerialization.jsonObject(with: Data(try sandbox.must("list", "--json").stdout.utf8)) as! [[String: Any]]
        #expect(rows[0]["allergens"] as? [String] == [] && rows[0]["diets"] as? [String] == [], "a group's lists are empty")
        #expect(rows[4]["name"] as? String == "麻婆豆腐" && rows[4]["diets"] as? [String] == [])
        #expect(rows[12]["name"] as? String == "川北凉粉" && rows[12]["diets"] as? [String] == ["vegetarian"])
        let tsv = try sandbox.must("list", "主菜", "--format", "tsv").lines
        #expect(tsv[0].hasSuffix("\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today"))
        #expect(tsv[1] == "1\t3\t0\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t\t\t\t\t0\t\t\t\t\t\tpeanuts;sesame\t\t\t0\t\t\t\t\t")
        #expect(tsv[4] == "4\t6\t0\titem\t\t主菜/麻婆豆腐\t28.00\t0\t\t\t\t\t\t0\t\t\t\t\t\tsoybeans\t\t豆腐、花椒\t0\t\t\t\t\t")
        #expect(try sandbox.must("list", "早餐", "--format", "tsv").lines[2] == "2\t14\t0\titem\t\t早餐/川北凉粉\t10.00\t0\t\t\t\t\t\t0\t\t\t\t\t\tsesame\tvegetarian\t\t0\t\t\t\t\t")
    }

    @Test func editRemovesThemAndUndoRedoRestoreTheRowsExactly() throws {
        let sandbox = try Self.sample()
        let rows = "SELECT * FROM dish_allergen ORDER BY node_id, allergen; SELECT * FROM dish_diet ORDER BY node_id, diet"
        let before = try sandbox.query(rows)
        #expect(before == "3|peanuts\n3|sesame\n6|soybeans\n14|sesame\n14|vegetarian")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--no-allergen", "芝麻", "--allergen", "crustacean").stdout
                == "allergens of 主菜/宫保鸡丁: crustaceans 甲壳类, peanuts 花生\n")
        #expect(try sandbox.must("edit", "川北凉粉", "--no-diet", "vegetarian", "--diet", "vegan").stdout
                == "diets of 早餐/川北凉粉: vegan 纯素\n")
        let after = try sandbox.query(rows)
        #expect(try sandbox.must("history", "--limit", "1").stdout.hasSuffix("  details\n"))
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(rows) == before)
        try sandbox.must("redo", "-q")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(rows) == after)
        // Removing a dish removes its rows; undo brings them back.
        try sandbox.must("remove", "宫保鸡丁", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_allergen WHERE node_id = 3") == "0")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(rows) == after)
        #expect(try sandbox.must("edit", "宫保鸡丁", "--no-allergen", "甲壳类", "--no-allergen", "peanuts").stdout
                == "allergens of 主菜/宫保鸡丁: none\n")
    }

    @Test func theExportDocumentAndCSVCarryThemAndRoundTripExactly() throws {
        let sandbox = try Self.sample()
        let exported = try sandbox.must("export").stdout
        #expect(exported.contains("\"version\": 6,"))
        #expect(exported.contains(#"{"kind": "item", "name": "宫保鸡丁", "allergens": ["peanuts", "sesame"], "price": {"amount": 3800, "currency": "CNY"}, "sold_out": false}"#))
        #expect(exported.contains(#""name": "麻婆豆腐", "allergens": ["soybeans"], "price""#))
        #expect(exported.contains(#""name": "川北凉粉", "allergens": ["sesame"], "diets": ["vegetarian"], "price""#))
        let file = try sandbox.write("menu.json", exported)
        #expect(try sandbox.must("import", file, "--replace").stdout.contains(" 0 changed"))
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("--db", copy, "import", file, "--replace", "-q")
        #expect(try sandbox.must("--db", copy, "export").stdout == exported)
        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv.hasPrefix("path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours\r\n"))
        #expect(csv.contains("主菜/宫保鸡丁,item,38.00,,,,0,,,0,,,,,peanuts;sesame,,\r\n"))
        #expect(csv.contains("主菜/麻婆豆腐,item,28.00,,,,0,,,0,,,,,soybeans,,\r\n"))
        #expect(csv.contains("早餐/川北凉粉,item,10.00,,,,0,,,0,,,,,sesame,vegetarian,\r\n"))
        let csvFile = try sandbox.write("menu.csv", csv)
        #expect(try sandbox.must("import", csvFile, "--replace").stdout.contains(" 0 changed"))
        let csvCopy = sandbox.folder + "/csv.db"
        try sandbox.must("--db", csvCopy, "import", csvFile, "--replace", "-q")
        #expect(try sandbox.must("--db", csvCopy, "export", "--format", "csv").stdout == csv)
    }

    @Test func importReadsNamesInEitherLanguageAndAFileWithoutThemLeavesThem() throws {
        let sandbox = Sandbox()
        let document = #"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": [{"kind": "item", "name": "宫保鸡丁", "allergens": ["花生", "Sesame"], "diets": ["清真"], "price": "38"}]}"#
        try sandbox.must("import", try sandbox.write("a.json", document), "-q")
        #expect(try sandbox.query("SELECT group_concat(allergen) FROM dish_allergen; SELECT diet FROM dish_diet") == "peanuts,sesame\nhalal")
        // SPEC 15's header without SPEC 24's columns: allergens and diets stay.
        let older = "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,hours\r\n宫保鸡丁,item,40.00,,,,0,,,0,\r\n"
        #expect(try sandbox.must("import", try sandbox.write("old.csv", older), "--replace").stdout.contains("1 changed"))
        #expect(try sandbox.query("SELECT count(*) FROM dish_allergen; SELECT count(*) FROM dish_diet") == "2\n1")
        // A version-2 document says none.
        let two = #"{"format": "menuctl", "version": 2, "currency": "CNY", "menu": [{"kind": "item", "name": "宫保鸡丁", "price": null}]}"#
        try sandbox.must("import", try sandbox.write("two.json", two), "--replace", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_allergen") == "0")
        let bad = #"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": [{"kind": "item", "name": "宫保鸡丁", "allergens": ["peanuts", "shellfish"]}]}"#
        let refused = try expectRefusal(sandbox, ["import", try sandbox.write("bad.json", bad)], status: 65)
        #expect(refused.stderr.hasPrefix("Error: \(sandbox.folder)/bad.json: menu[0].allergens[1]: 'shellfish' is not one of the 14 allergens: gluten 麸质,"), "\(refused)")
        let onGroup = #"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": [{"kind": "group", "name": "主菜", "allergens": ["peanuts"]}]}"#
        #expect(try expectRefusal(sandbox, ["import", try sandbox.write("g.json", onGroup)], status: 65).stderr
                == "Error: \(sandbox.folder)/g.json: menu[0]: unknown key \"allergens\"\n")
        let csvBad = "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,allergens,diets,hours\r\n主菜,group,,,,,,,,,peanuts,,\r\n"
        let before = try sandbox.dump()
        let csvRefused = try sandbox.run(["import", try sandbox.write("bad.csv", csvBad)])
        #expect(csvRefused.status == 65 && csvRefused.stdout.isEmpty)
        #expect(try sandbox.dump() == before)
        #expect(csvRefused.stderr == "\(sandbox.folder)/bad.csv:2: Error: allergens: a group has no allergens; leave the field empty\n")
    }

    @Test func checkReportsWhatAnotherProgramWroteAndRepairDropsIt() throws {
        let sandbox = try Self.sample()
        _ = try sandbox.query("""
            INSERT INTO dish_allergen VALUES (4, 'shellfish'); INSERT INTO dish_diet VALUES (4, 'keto');
            PRAGMA foreign_keys = OFF; INSERT INTO dish_allergen VALUES (999, 'milk')
            """)
        // What menuctl does not know is not shown.
        #expect(try sandbox.must("show", "干烧鱼", "--json").stdout.hasSuffix(#""allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout == """
            #4 '干烧鱼': its allergen 'shellfish' is not one menuctl knows (gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs, none)
            #999: the allergen 'milk' of a node that is not in the file
            #4 '干烧鱼': its diet 'keto' is not one menuctl knows (vegetarian, vegan, halal, gluten-free)

            """, "\(check)")
        let repair = try sandbox.must("check", "--repair")
        #expect(repair.stdout.hasPrefix("#4 '干烧鱼': removed its allergen 'shellfish'\n#999: removed its allergen 'milk'\n#4 '干烧鱼': removed its diet 'keto'\n"), "\(repair)")
        #expect(try sandbox.query("SELECT * FROM dish_allergen ORDER BY node_id, allergen; SELECT * FROM dish_diet")
                == "3|peanuts\n3|sesame\n6|soybeans\n14|sesame\n14|vegetarian")
        #expect(try sandbox.must("check").status == 0)
    }
}
