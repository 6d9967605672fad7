import Foundation
import Testing

/// Sizes, units and market price (SPEC 17, issue 19): 主菜 #2 with 水煮鱼 #3
/// (小份 58, 大份 88), 活鱼 #4 (48 a 斤), 花甲 #5 (时价) and 宫保鸡丁 #6 (38).
@Suite struct SizesTests {
    private func fishMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        try sandbox.must("add-item", "水煮鱼", "--in", "主菜", "--size", "小份=58", "--size", "大份=88")
        try sandbox.must("add-item", "活鱼", "--in", "主菜", "--price", "48", "--unit", "斤")
        try sandbox.must("add-item", "花甲", "--in", "主菜", "--market-price")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38")
        return sandbox
    }

    private func sizes(_ sandbox: Sandbox, _ id: Int) throws -> String {
        try sandbox.query("SELECT group_concat(name || '=' || price_fen, ' ') FROM (SELECT * FROM dish_size WHERE node_id = \(id) ORDER BY position)")
    }

    @Test func addItemStoresSizesUnitAndMarketPrice() throws {
        let sandbox = try fishMenu()
        #expect(try sizes(sandbox, 3) == "小份=5800 大份=8800")
        #expect(try sandbox.query("SELECT id, coalesce(price_fen, '-'), coalesce(unit, '-'), market_price FROM menu_node WHERE id > 2")
                == "3|-|-|0\n4|4800|斤|0\n5|-|-|1\n6|3800|-|0")
    }

    @Test func listShowsRangesUnitsAndMarketPriceAligned() throws {
        let sandbox = try fishMenu()
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 主菜
            2      水煮鱼    58.00–88.00
            3      活鱼         48.00/斤
            4      花甲             时价
            5      宫保鸡丁        38.00

            """)
        #expect(try sandbox.must("list", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t2\t0\tgroup\t1\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t3\t1\titem\t\t主菜/水煮鱼\t\t0\t\t\t\t小份=58.00;大份=88.00\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            3\t4\t1\titem\t\t主菜/活鱼\t48.00\t0\t\t\t\t\t斤\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            4\t5\t1\titem\t\t主菜/花甲\t\t0\t\t\t\t\t\t1\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            5\t6\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t

            """)
        let json = try sandbox.must("list", "--json").lines
        #expect(json[1].hasSuffix(#""hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(json[2].hasSuffix(#""price":null,"sold_out":false,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[{"name":"小份","price":{"amount":5800,"currency":"CNY"}},{"name":"大份","price":{"amount":8800,"currency":"CNY"}}],"unit":null,"market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(json[3].hasSuffix(#""sizes":[],"unit":"斤","market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(json[4].hasSuffix(#""sizes":[],"unit":null,"market_price":true,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        // Rows found, and rows on offer, show the price column the same way.
        #expect(try sandbox.must("find", "shuizhu").stdout == "1    主菜/水煮鱼  58.00–88.00\n")
        #expect(try sandbox.must("list", "--available", "--at", "12:00").stdout.contains("花甲             时价\n"))
    }

    @Test func showListsTheSizes() throws {
        let sandbox = try fishMenu()
        // A group's entries show each price as list does.
        #expect(try sandbox.must("show", "主菜").stdout.hasSuffix("""
            entries:
                水煮鱼    58.00–88.00
                活鱼         48.00/斤
                花甲             时价
                宫保鸡丁        38.00

            """))
        #expect(try sandbox.must("show", "水煮鱼").stdout == """
            id:       #3
            kind:     dish
            path:     主菜/水煮鱼
            name:     水煮鱼
            price:    58.00–88.00 CNY
            sizes:    小份 58.00, 大份 88.00
            sold out: no
            hours:    not set

            """)
        #expect(try sandbox.must("show", "活鱼").stdout.contains("price:    48.00 CNY\nunit:     斤\n"))
        #expect(try sandbox.must("show", "花甲").stdout.contains("price:    时价 (market price, set when ordered)\n"))
        #expect(try sandbox.must("show", "花甲", "--json").stdout
                == #"{"id":5,"depth":1,"kind":"item","name":"花甲","path":"主菜/花甲","expanded":null,"children":null,"price":null,"sold_out":false,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":true,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n")
        #expect(try sandbox.must("show", "主菜", "--json").stdout.hasSuffix(#""sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
    }

    /// SPEC 17 and 8: a second kind of price, one size alone, nine sizes, a
    /// name twice or a bad amount are usage errors, found before the
    /// database is opened: no file is made.
    static let nineSizes: [String] = (1...9).flatMap { ["--size", "s\($0)=\($0)"] }
    static let longSize: String = String(repeating: "份", count: 21) + "=1"
    static let usageErrors: [[String]] = [
        ["add-item", "x", "--price", "3", "--size", "a=1", "--size", "b=2"],
        ["add-item", "x", "--price", "3", "--market-price"],
        ["add-item", "x", "--size", "a=1", "--size", "b=2", "--market-price"],
        ["add-item", "x", "--size", "a=1"],
        ["add-item", "x"] + nineSizes,
        ["add-item", "x", "--size", "小份=1", "--size", "小份=2"],
        ["add-item", "x", "--size", "a=1x", "--size", "b=2"],
        ["add-item", "x", "--size", "a=1.234", "--size", "b=2"],
        ["add-item", "x", "--size", "a", "--size", "b=2"],
        ["add-item", "x", "--size", "=1", "--size", "b=2"],
        ["add-item", "x", "--size", longSize, "--size", "b=2"],
        ["add-item", "x", "--unit", "一二三四五六七八九十一"],
        ["add-item", "x", "--unit", "公/斤"],
        ["edit", "x", "--price", "3", "--size", "a=1"],
        ["edit", "x", "--no-price", "--size", "a=1"],
        ["edit", "x", "--price", "3", "--market-price"],
        ["edit", "x", "--market-price", "--no-market-price"],
        ["edit", "x", "--unit", "斤", "--no-unit"],
        ["edit", "x", "--no-size", "a", "--price", "3"],
        ["edit", "x", "--no-size", "a", "--no-size", "a"],
        ["edit", "x", "--size", "a=1", "--no-size", "a"],
        ["edit", "x"] + nineSizes,
    ]

    @Test(arguments: usageErrors)
    func conflictingOrMalformedPricesAreUsageErrors(arguments: [String]) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(arguments)
        #expect(outcome.status == 64 && outcome.stdout.isEmpty && outcome.stderr.hasPrefix("Error: "), "\(outcome)")
        #expect(outcome.stderr.contains("Usage: menuctl \(arguments[0])"), "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database), "a usage error opened the database")
    }

    @Test func editAddsReplacesAndRemovesSizes() throws {
        let sandbox = try fishMenu()
        #expect(try sandbox.must("edit", "水煮鱼", "--size", "大份=98", "--size", "中份=72").stdout
                == "sized 主菜/水煮鱼: 小份 58.00, 大份 98.00, 中份 72.00\n")
        #expect(try sizes(sandbox, 3) == "小份=5800 大份=9800 中份=7200")
        #expect(try sandbox.must("edit", "水煮鱼", "--no-size", "小份").stdout == "sized 主菜/水煮鱼: 大份 98.00, 中份 72.00\n")
        #expect(try sizes(sandbox, 3) == "大份=9800 中份=7200")
        // SPEC 17: 2 to 8 sizes; one left is refused, with the way to one price.
        let one = try expectRefusal(sandbox, ["edit", "水煮鱼", "--no-size", "大份"], status: 1)
        #expect(one.stderr == "Error: 主菜/水煮鱼 would have 1 size; a dish with sizes has 2 to 8\nto sell it at one price, give --price instead\n")
        let missing = try expectRefusal(sandbox, ["edit", "水煮鱼", "--no-size", "特大份"], status: 1)
        #expect(missing.stderr == "Error: 主菜/水煮鱼 has no size '特大份'\nits sizes: 大份, 中份\n")
        _ = try expectRefusal(sandbox, ["edit", "宫保鸡丁", "--size", "小份=30"], status: 1)
        let tooMany = ["edit", "水煮鱼"] + (1...7).flatMap { ["--size", "s\($0)=\($0)"] }
        _ = try expectRefusal(sandbox, tooMany, status: 1)
        // Removing every size leaves a dish without a price.
        #expect(try sandbox.must("edit", "水煮鱼", "--no-size", "大份", "--no-size", "中份").stdout
                == "removed the sizes of 主菜/水煮鱼: 大份 98.00, 中份 72.00\n")
        #expect(try sandbox.query("SELECT count(*) FROM dish_size") == "0")
    }

    @Test func oneKindOfPriceAtATime() throws {
        let sandbox = try fishMenu()
        // A single price clears the sizes, sizes clear a single price.
        #expect(try sandbox.must("edit", "水煮鱼", "--price", "68").stdout == "priced 主菜/水煮鱼 at 68.00, was 小份 58.00, 大份 88.00\n")
        #expect(try sizes(sandbox, 3) == "" && sandbox.query("SELECT price_fen FROM menu_node WHERE id = 3") == "6800")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--size", "小份=28", "--size", "大份=38").stdout
                == "sized 主菜/宫保鸡丁: 小份 28.00, 大份 38.00, was 38.00\n")
        #expect(try sandbox.query("SELECT price_fen IS NULL FROM menu_node WHERE id = 6") == "1")
        // A market price clears both; sizes or a price end it.
        #expect(try sandbox.must("edit", "宫保鸡丁", "--market-price").stdout
                == "主菜/宫保鸡丁 is at market price (时价), was 小份 28.00, 大份 38.00\n")
        #expect(try sizes(sandbox, 6) == "" && sandbox.query("SELECT market_price FROM menu_node WHERE id = 6") == "1")
        try sandbox.must("edit", "花甲", "--price", "58")
        #expect(try sandbox.query("SELECT price_fen, market_price FROM menu_node WHERE id = 5") == "5800|0")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--no-market-price").stdout == "主菜/宫保鸡丁 is no longer at market price (时价)\n")
        // A unit goes with any kind of price.
        #expect(try sandbox.must("edit", "活鱼", "--market-price", "--unit", "条").stdout
                == "主菜/活鱼 is at market price (时价), was 48.00\nset the unit of 主菜/活鱼 to 条\n")
        #expect(try sandbox.must("list").stdout.contains("时价/条\n"))
        #expect(try sandbox.must("edit", "活鱼", "--no-unit").stdout == "removed the unit of 主菜/活鱼\n")
        let same = try sandbox.must("edit", "活鱼", "--market-price")
        #expect(same.stdout.isEmpty && same.stderr.hasPrefix("Notice: nothing changed"))
        // Groups have none of it, as they have no price.
        for options in [["--size", "a=1"], ["--unit", "斤"], ["--market-price"], ["--no-size", "a"]] {
            let refused = try expectRefusal(sandbox, ["edit", "主菜"] + options, status: 1)
            #expect(refused.stderr.contains("主菜 is a group; only dishes have a price"))
        }
    }

    @Test func repriceChangesEverySizeAndLeavesMarketPricesAlone() throws {
        let sandbox = try fishMenu()
        let dry = try sandbox.must("reprice", "主菜", "--by", "+10%", "--round", "1", "--dry-run")
        #expect(dry.stdout == """
            主菜/水煮鱼 (小份): 58.00 → 64.00
            主菜/水煮鱼 (大份): 88.00 → 97.00
            主菜/活鱼: 48.00 → 53.00
            主菜/宫保鸡丁: 38.00 → 42.00

            """)
        #expect(dry.stderr == "Notice: 1 dish is at market price (时价) and was left alone\n")
        try sandbox.must("reprice", "主菜", "--by", "+10%", "--round", "1")
        #expect(try sizes(sandbox, 3) == "小份=6400 大份=9700")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("2 prices changed, sizes changed"))
        let over = try expectRefusal(sandbox, ["reprice", "水煮鱼", "--to", "9999999.99", "--by", "+1"], status: 64)
        #expect(over.stderr.contains("cannot be used together"))
        _ = try expectRefusal(sandbox, ["reprice", "水煮鱼", "--by", "+9999999"], status: 1)
    }

    @Test func sortByPriceUsesTheLowestSize() throws {
        let sandbox = try fishMenu()
        try sandbox.must("edit", "宫保鸡丁", "--size", "小份=60", "--size", "大份=30")
        try sandbox.must("sort", "主菜", "--by", "price")
        // 宫保鸡丁 from 30, 活鱼 48, 水煮鱼 from 58; 花甲 has no price of its own.
        #expect(try sandbox.query("SELECT group_concat(name, ' ') FROM (SELECT name FROM menu_node WHERE parent_id = 2 ORDER BY position)")
                == "宫保鸡丁 活鱼 水煮鱼 花甲")
    }

    @Test func undoAndRedoRestoreSizesExactly() throws {
        let sandbox = try fishMenu()
        let before = try sandbox.dump()
        let tables = "SELECT * FROM menu_node ORDER BY id; SELECT * FROM dish_size ORDER BY node_id, position"
        let rows = try sandbox.query(tables)
        try sandbox.must("edit", "水煮鱼", "--size", "中份=72", "--no-size", "小份")
        let edited = try sandbox.query(tables)
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("sizes changed"))
        #expect(try sandbox.must("undo").stdout.hasPrefix("undid #6: menuctl edit 水煮鱼 --size 中份=72 --no-size 小份 (sizes changed)"))
        #expect(try sandbox.query(tables) == rows)
        try sandbox.must("redo")
        #expect(try sandbox.query(tables) == edited)
        try sandbox.must("undo")
        // Back to a single price and back again.
        try sandbox.must("edit", "水煮鱼", "--price", "60")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("price none → 60.00, sizes changed"))
        try sandbox.must("undo")
        #expect(try sandbox.query(tables) == rows)
        // A removed dish comes back with its sizes.
        try sandbox.must("remove", "水煮鱼")
        #expect(try sandbox.query("SELECT count(*) FROM dish_size") == "0")
        try sandbox.must("undo")
        #expect(try sandbox.query(tables) == rows)
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("-1 dish"))
        try sandbox.must("edit", "活鱼", "--market-price", "--no-unit")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("price 48.00 → none, unit 斤 → none, market price on"))
        try sandbox.must("undo")
        #expect(try sandbox.query(tables) == rows)
        _ = before
    }

    @Test func exportAndImportCarryThemAndRoundTrip() throws {
        let sandbox = try fishMenu()
        let exported = try sandbox.must("export").stdout
        #expect(exported.contains(#"{"kind": "item", "name": "水煮鱼", "price": null, "sold_out": false, "sizes": [{"name": "小份", "price": {"amount": 5800, "currency": "CNY"}}, {"name": "大份", "price": {"amount": 8800, "currency": "CNY"}}]}"#))
        #expect(exported.contains(#"{"kind": "item", "name": "活鱼", "price": {"amount": 4800, "currency": "CNY"}, "sold_out": false, "unit": "斤"}"#))
        #expect(exported.contains(#"{"kind": "item", "name": "花甲", "price": null, "sold_out": false, "market_price": true}"#))
        let copy = Sandbox()
        try copy.must("import", try sandbox.write("menu.json", exported), "--replace")
        #expect(try copy.must("export").stdout == exported)
        #expect(try copy.must("list", "--format", "tsv").stdout == sandbox.must("list", "--format", "tsv").stdout)

        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv.hasPrefix("path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours\r\n主菜,group,,,,,,,,,,,,,,,\r\n"))
        #expect(csv.contains("主菜/水煮鱼,item,,,,,0,小份=58.00;大份=88.00,,0,,,,,,,\r\n主菜/活鱼,item,48.00,,,,0,,斤,0,,,,,,,\r\n主菜/花甲,item,,,,,0,,,1,,,,,,,\r\n"))
        let fromCSV = Sandbox()
        try fromCSV.must("import", try sandbox.write("menu.csv", csv), "--replace")
        #expect(try fromCSV.must("export", "--format", "csv").stdout == csv)
        #expect(try fromCSV.must("export").stdout == exported)

        let html = try sandbox.must("export", "--format", "html").stdout
        #expect(html.contains(#"<span class="price sizes"><span class="size">小份 ¥58 ·</span> <span class="size">大份 ¥88</span></span>"#))
        #expect(html.contains(#"<span class="price">¥48/斤</span>"#))
        #expect(html.contains(#"<span class="price">时价</span>"#))
    }

    @Test func importMergesOneKindOfPriceAndOlderDocumentsStillImport() throws {
        let sandbox = try fishMenu()
        // A version-1 document gives 水煮鱼 one price: its sizes go.
        let v1 = #"{"format": "menuctl", "version": 1, "currency": "CNY", "menu": [{"kind": "group", "name": "主菜", "children": [{"kind": "item", "name": "水煮鱼", "price": "66"}]}]}"#
        try sandbox.must("import", try sandbox.write("v1.json", v1))
        #expect(try sizes(sandbox, 3) == "" && sandbox.query("SELECT price_fen FROM menu_node WHERE id = 3") == "6600")
        // Sizes in a file replace the price; what the file does not say is kept.
        let sized = #"{"format": "menuctl", "version": 2, "menu": [{"kind": "group", "name": "主菜", "children": [{"kind": "item", "name": "水煮鱼", "sizes": [{"name": "小份", "price": "60"}, {"name": "大份", "price": {"amount": 9000, "currency": "CNY"}}]}, {"kind": "item", "name": "活鱼"}]}]}"#
        #expect(try sandbox.must("import", try sandbox.write("sized.json", sized)).stdout.contains("1 changed, 2 unchanged"))
        #expect(try sizes(sandbox, 3) == "小份=6000 大份=9000" && sandbox.query("SELECT price_fen IS NULL FROM menu_node WHERE id = 3") == "1")
        #expect(try sandbox.query("SELECT price_fen, unit FROM menu_node WHERE id = 4") == "4800|斤")
        // Two kinds of price, one size, a bad unit: the file is refused, nothing changes.
        for (item, problem) in [
            (#"{"kind": "item", "name": "x", "price": "1", "sizes": [{"name": "a", "price": "1"}, {"name": "b", "price": "2"}]}"#,
             "menu[0]: a dish has one kind of price, not both a price and sizes"),
            (#"{"kind": "item", "name": "x", "sizes": [{"name": "a", "price": "1"}]}"#, "menu[0].sizes: a dish with sizes has 2 to 8 of them, not 1"),
            (#"{"kind": "item", "name": "x", "market_price": true, "price": "3"}"#, "menu[0]: a dish has one kind of price, not both a price and a market price"),
            (#"{"kind": "item", "name": "x", "unit": 3}"#, "menu[0].unit: expected a string or null, found a number"),
            (#"{"kind": "group", "name": "x", "unit": "斤"}"#, #"menu[0]: unknown key "unit""#),
        ] {
            let file = try sandbox.write("bad.json", #"{"format": "menuctl", "version": 2, "menu": ["# + item + "]}")
            let refused = try expectRefusal(sandbox, ["import", file], status: 65)
            #expect(refused.stderr.contains(problem), "\(refused)")
        }
        let csv = "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price\r\n主菜/y,item,3,,,,,a=1;b=2,,\r\n"
        let before = try sandbox.dump()
        let refused = try sandbox.run(["import", try sandbox.write("bad.csv", csv)])
        #expect(refused.status == 65 && refused.stderr.contains("bad.csv:2: Error: sizes: a dish has one kind of price"), "\(refused)")
        #expect(try sandbox.dump() == before)
    }

    @Test func batchLinesTakeSizes() throws {
        let sandbox = Sandbox()
        let script = try sandbox.write("setup.menuctl", """
            add-group 主菜
            add-item 水煮鱼 --in 主菜 --size '小 份=58' --size 大份=88
            edit 水煮鱼 --unit 份
            list
            """)
        let outcome = try sandbox.must("batch", script)
        #expect(outcome.stdout.hasSuffix("1  ▾ 主菜\n2      水煮鱼  58.00–88.00/份\n"))
        let bad = try sandbox.write("bad.menuctl", "add-item x --size a=1\n")
        let before = try sandbox.dump()
        let refused = try sandbox.run(["batch", bad])
        #expect(refused.status == 65 && refused.stderr.hasPrefix("\(bad):1: Error: A dish with sizes has 2 to 8"), "\(refused)")
        #expect(try sandbox.dump() == before)
    }

    /// SPEC 9: rows another program wrote past the schema's triggers.
    @Test func checkFindsAndRepairMendsBrokenPrices() throws {
        let sandbox = try fishMenu()
        _ = try sandbox.query("""
            DROP TRIGGER dish_size_on_a_dish_without_price;
            INSERT INTO dish_size VALUES (2, 0, '小', 100), (2, 1, '大', 200), (6, 0, '单', 500), (4, 0, 'a', 100), (4, 1, 'b', 200);
            INSERT INTO dish_size VALUES (5, 0, 'only', 700);
            """)
        let check = try sandbox.menuctl("check")
        #expect(check.status == 1)
        #expect(check.stdout == """
            #2 '主菜': a group with sizes; only dishes have sizes
            #4 '活鱼': a dish with both a price (48.00) and sizes
            #5 '花甲': a dish with both a market price and sizes
            #5 '花甲': a dish with one size ('only'); a dish with sizes has 2 to 8
            #6 '宫保鸡丁': a dish with both a price (38.00) and one size ('单')
            the trigger dish_size_on_a_dish_without_price: missing or changed, so the file no longer keeps what it makes sure of

            """)
        let repair = try sandbox.must("check", "--repair")
        #expect(repair.stdout == """
            removed the sizes of #2 '主菜'
            removed the price of #4 '活鱼', which keeps its sizes
            removed the market price of #5 '花甲', which keeps its sizes
            made the one size of #5 '花甲' its price (7.00)
            removed the one size of #6 '宫保鸡丁', which keeps its price
            the trigger dish_size_on_a_dish_without_price: made again as the migrations make it
            no problems left: 1 group, 4 dishes

            """)
        #expect(try sandbox.must("check").stdout == "no problems: 1 group, 4 dishes\n")
        #expect(try sandbox.query("SELECT node_id, count(*) FROM dish_size GROUP BY node_id") == "3|2\n4|2")
        #expect(try sandbox.query("SELECT id, coalesce(price_fen, '-'), market_price FROM menu_node WHERE id > 3") == "4|-|0\n5|700|0\n6|3800|0")
    }

    @Test func theSchemaRefusesASecondKindOfPrice() throws {
        let sandbox = try fishMenu()
        for sql in [
            "UPDATE menu_node SET price_fen = 100 WHERE id = 3",
            "UPDATE menu_node SET market_price = 1 WHERE id = 3",
            "UPDATE menu_node SET market_price = 1 WHERE id = 4",
            "UPDATE menu_node SET unit = '斤' WHERE id = 2",
            "UPDATE menu_node SET market_price = 1 WHERE id = 2",
            "INSERT INTO dish_size VALUES (4, 0, 'a', 1)",
            "INSERT INTO dish_size VALUES (2, 0, 'a', 1)",
            "INSERT INTO dish_size VALUES (3, 8, 'a', 1)",
            "INSERT INTO dish_size VALUES (3, 2, '小份', 1)",
            "INSERT INTO dish_size VALUES (3, 2, 'a/b', 1)",
        ] {
            let outcome = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, sql])
            #expect(outcome.status != 0, "\(sql) was accepted")
        }
    }
}
