import Foundation
import Testing

/// Price lists (SPEC 21, issue 30): 主菜 #2 with 宫保鸡丁 #4 (38), 兔头 #5
/// (12.50), 水煮鱼 #6 (小份 58, 大份 88) and 花甲 #7 (时价); 凉菜 #3 with
/// 夫妻肺片 #8 (28).
@Suite struct PriceListsTests {
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "凉菜", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38", "-q")
        try sandbox.must("add-item", "兔头", "--in", "主菜", "--price", "12.5", "-q")
        try sandbox.must("add-item", "水煮鱼", "--in", "主菜", "--size", "小份=58", "--size", "大份=88", "-q")
        try sandbox.must("add-item", "花甲", "--in", "主菜", "--market-price", "-q")
        try sandbox.must("add-item", "夫妻肺片", "--in", "凉菜", "--price", "28", "-q")
        return sandbox
    }

    /// The menu's own prices, which no price list ever moves.
    private static let ownPrices = "SELECT id, coalesce(price_fen, '-'), market_price FROM menu_node WHERE kind = 'item' ORDER BY id; "
        + "SELECT node_id, name, price_fen FROM dish_size ORDER BY node_id, position"
    private static let entries = "SELECT * FROM price_entry ORDER BY list_id, node_id; SELECT * FROM price_entry_size ORDER BY 1, 2, 3; "
        + "SELECT * FROM price_list ORDER BY id; SELECT * FROM price_list_window ORDER BY 1, 2"

    /// Only the price is the list's: a dish's count and its timed 估清
    /// show under --prices as without (SPEC 20, 21).
    @Test func countsStayTheDishsUnderAList() throws {
        let sandbox = try menu()
        try sandbox.must("stock", "兔头", "3", "--daily", "-q")
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "-q")
        #expect(try sandbox.must("list", "主菜", "--prices", "会员").lines[1].hasSuffix("11.25  剩 3"))
        #expect(try sandbox.must("find", "兔头", "--prices", "会员", "--json").stdout.contains(#""left":3,"daily":3"#))
        #expect(try sandbox.must("export", "--format", "html", "--prices", "会员").stdout.contains("仅剩 3 份"))
    }

    @Test func membersPayByTheRuleAndByTheirEntry() throws {
        let sandbox = try menu()
        let own = try sandbox.query(Self.ownPrices)
        #expect(try sandbox.must("prices", "add", "会员", "--by", "-10%", "--round", "1").stdout
                == "added price list 会员: by -10%, round 1\n")
        #expect(try sandbox.must("prices", "set", "会员", "宫保鸡丁", "34").stdout == "会员: 主菜/宫保鸡丁 34.00\n")
        // 12.50 less 10% is 11.25, rounded half up to 11; 小份 52.20 to 52.
        #expect(try sandbox.must("list", "--prices", "会员").stdout == """
            1  ▾ 主菜
            2      宫保鸡丁        34.00
            3      兔头            11.00
            4      水煮鱼    52.00–79.00
            5      花甲             时价
            6  ▾ 凉菜
            7      夫妻肺片        25.00

            """)
        #expect(try sandbox.must("list").stdout.contains("宫保鸡丁        38.00\n"))
        #expect(try sandbox.query(Self.ownPrices) == own, "the menu's own prices never move")
        #expect(try sandbox.must("prices").stdout == "会员  by -10%, round 1\n  主菜/宫保鸡丁  34.00\n")
        // Market price stays 时价 in every list: an entry's price is refused.
        let refused = try expectRefusal(sandbox, ["prices", "set", "会员", "花甲", "30"], status: 1)
        #expect(refused.stderr.hasPrefix("Error: 主菜/花甲 is at market price (时价), in every price list\n"))
        // A dish with sizes takes sizes; a size it lacks is refused.
        _ = try expectRefusal(sandbox, ["prices", "set", "会员", "水煮鱼", "50"], status: 1)
        _ = try expectRefusal(sandbox, ["prices", "set", "会员", "水煮鱼", "特大=50"], status: 1)
        try sandbox.must("prices", "set", "会员", "水煮鱼", "小份=50")
        #expect(try sandbox.must("find", "shuizhu", "--prices", "会员").stdout == "1    主菜/水煮鱼  50.00–79.00\n")
        // unset: the dish follows the rule again.
        #expect(try sandbox.must("prices", "unset", "会员", "宫保鸡丁").stdout == "会员: 主菜/宫保鸡丁 follows the list's rule again\n")
        #expect(try sandbox.must("show", "宫保鸡丁", "--prices", "会员").stdout.contains("price:      34.00 CNY\nprice list: 会员\n"))
    }

    @Test func deliveryHasABoxFeeAMinimumAndAGroupNotSold() throws {
        let sandbox = try menu()
        let own = try sandbox.query(Self.ownPrices)
        try sandbox.must("prices", "add", "外卖", "--by", "+5%", "--box-fee", "1")
        #expect(try sandbox.must("prices", "set", "外卖", "兔头", "--min", "2").stdout == "外卖: 主菜/兔头 min 2\n")
        #expect(try sandbox.must("prices", "set", "外卖", "凉菜", "--not-sold").stdout == "外卖: 凉菜/夫妻肺片 not sold\n")
        // 12.50 and 5% is 13.125, half up 13.13; 凉菜 has nothing left in 外卖.
        #expect(try sandbox.must("list", "--prices", "外卖", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t2\t0\tgroup\t1\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t4\t1\titem\t\t主菜/宫保鸡丁\t39.90\t0\t\t\t\t\t\t0\t\t\t\t1.00\t\t\t\t\t0\t\t\t\t\t
            3\t5\t1\titem\t\t主菜/兔头\t13.13\t0\t\t\t\t\t\t0\t\t\t\t1.00\t2\t\t\t\t0\t\t\t\t\t
            4\t6\t1\titem\t\t主菜/水煮鱼\t\t0\t\t\t\t小份=60.90;大份=92.40\t\t0\t\t\t\t1.00\t\t\t\t\t0\t\t\t\t\t
            5\t7\t1\titem\t\t主菜/花甲\t\t0\t\t\t\t\t\t1\t\t\t\t1.00\t\t\t\t\t0\t\t\t\t\t

            """)
        let rows = try sandbox.must("list", "--prices", "外卖", "--json").lines
        #expect(rows[1].hasSuffix(#""market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(rows[3].hasSuffix(#""price_list":"外卖","box_fee":{"amount":100,"currency":"CNY"},"min_order":2,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(try sandbox.must("show", "兔头", "--prices", "外卖", "--json").stdout.hasSuffix(
            #""price":{"amount":1313,"currency":"CNY"},"sold_out":false,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":"外卖","box_fee":{"amount":100,"currency":"CNY"},"min_order":2,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        // Without --prices every row has the keys, null.
        #expect(try sandbox.must("show", "兔头", "--json").stdout.hasSuffix(#""price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        let notSold = try sandbox.run(["show", "夫妻肺片", "--prices", "外卖"])
        #expect(notSold.status == 1 && notSold.stderr == "Error: 凉菜/夫妻肺片 is not sold in 外卖\n" && notSold.stdout.isEmpty)
        let page = try sandbox.must("export", "--format", "html", "--prices", "外卖").stdout
        // Every dish's box fee is ¥1: stated once, with the fees (SPEC 28).
        // Under cn's rules (the default for a menu in CNY) the list's name is the condition beside its price.
        #expect(page.contains(#"<span class="name">兔头</span><span class="price">¥13.13</span> <small class="condition">（外卖）</small><p class="terms">2份起售</p>"#))
        #expect(page.contains(#"<span class="fees-title">另收</span> 餐盒费 ¥1/份</p>"#))
        #expect(!page.contains("夫妻肺片"))
        let english = try sandbox.must("export", "--format", "html", "--prices", "外卖", "--lang", "en").stdout
        #expect(english.contains(#"<p class="terms">min. 2 portions</p>"#) && english.contains("Charges</span> box ¥1 per portion</p>"))
        let csv = try sandbox.must("export", "--format", "csv", "--prices", "外卖").stdout
        #expect(csv.contains("主菜/兔头,item,13.13,") && csv.contains(",hours,box_fee,min_order\r\n"), "\(csv)")
        #expect(csv.contains("\r\n主菜/兔头,item,13.13,,,,0,,,0,,,,,,,,1.00,2\r\n"), "\(csv)")
        // The document names its list and carries each dish's terms; it is
        // a view of the menu, which import refuses rather than take the
        // list's prices for the menu's and drop the lists it lacks.
        let document = try sandbox.must("export", "--prices", "外卖").stdout
        #expect(document.contains("\n  \"price_list\": \"外卖\",\n"))
        #expect(document.contains(#""name": "兔头", "price": {"amount": 1313, "currency": "CNY"}, "sold_out": false, "box_fee": {"amount": 100, "currency": "CNY"}, "min_order": 2}"#))
        let before = try sandbox.dump()
        for (name, text) in [("priced.json", document), ("priced.csv", csv)] {
            let file = try sandbox.write(name, text)
            let refused = try sandbox.run(["import", file, "--replace"])
            #expect(refused.status == 65 && refused.stdout.isEmpty, "\(name): \(refused)")
        }
        #expect(try sandbox.dump() == before)
        #expect(try sandbox.query(Self.ownPrices) == own, "the menu's own prices never move")
    }

    @Test func lunchIsChosenByTheMomentAndOverlappingHoursAreRefused() throws {
        let sandbox = try menu()
        try sandbox.must("prices", "add", "午市", "--by", "-20%", "--hours", "11:00-14:00", "--days", "mon-fri")
        let monday = try sandbox.must("list", "--available", "--at", "mon 12:00")
        #expect(monday.stderr == "Notice: prices of 午市, whose hours hold mon 12:00\n")
        #expect(monday.stdout.contains("宫保鸡丁        30.40\n"))
        let saturday = try sandbox.must("list", "--available", "--at", "sat 12:00")
        #expect(saturday.stderr.isEmpty && saturday.stdout.contains("宫保鸡丁        38.00\n"))
        // A second timed list whose hours overlap is refused, the menu unchanged.
        let overlap = try expectRefusal(sandbox, ["prices", "add", "下午茶", "--hours", "13:00-15:00"], status: 1)
        #expect(overlap.stderr.hasPrefix("Error: the hours of 下午茶 overlap those of 午市"))
        // Nor may one list's own windows overlap each other (SPEC 10's rule for hours).
        let own = try expectRefusal(sandbox, ["prices", "add", "早茶", "--hours", "thu 06:00-07:00", "--hours", "thu 06:30-06:45"], status: 64)
        #expect(own.stderr.hasPrefix("Error: The windows 'thu 06:00-07:00' and 'thu 06:30-06:45' overlap on thu\n"), "\(own)")
        // Past midnight belongs to the day it starts: Friday's 22:00-02:00 holds Saturday 01:30.
        try sandbox.must("prices", "add", "夜宵", "--by", "+10%", "--hours", "22:00-02:00", "--days", "fri")
        _ = try expectRefusal(sandbox, ["prices", "edit", "午市", "--hours", "01:00-03:00", "--days", "sat"], status: 1)
        let night = try sandbox.must("list", "--available", "--at", "sat 01:30")
        #expect(night.stderr == "Notice: prices of 夜宵, whose hours hold sat 01:30\n" && night.stdout.contains("宫保鸡丁        41.80\n"))
        // A list named whose hours do not hold the moment offers nothing then.
        let closed = try sandbox.must("list", "--available", "--at", "sat 12:00", "--prices", "午市")
        #expect(closed.stdout.isEmpty && closed.stderr.hasPrefix("Notice: 午市 does not apply at sat 12:00"))
    }

    @Test func roundingStaysWithinZeroAndTheAmountLimit() throws {
        let sandbox = try menu()
        let lower = try expectRefusal(sandbox, ["prices", "add", "白送", "--by", "-20"], status: 1)
        #expect(lower.stderr.hasPrefix("Error: by -20.00 a dish at 12.50 would cost less than 0.00"))
        try sandbox.must("add-item", "龙虾", "--in", "主菜", "--price", "9999999.99", "-q")
        let higher = try expectRefusal(sandbox, ["prices", "add", "贵宾", "--by", "+1%"], status: 1)
        #expect(higher.stderr.hasPrefix("Error: by +1% a dish at 9999999.99 would cost more than 9999999.99"))
        // Half up in fen to the step: 38 × 0.95 = 36.10 → 36.0 at 0.5, 12.50 × 0.95 = 11.875 → 12.00.
        try sandbox.must("prices", "add", "熟客", "--by", "-5%", "--round", "0.5")
        let tsv = try sandbox.must("list", "--prices", "熟客", "--format", "tsv").lines
        #expect(tsv[2].contains("\t36.00\t") && tsv[3].contains("\t12.00\t"))
        try sandbox.must("prices", "set", "熟客", "宫保鸡丁", "1")
        _ = try expectRefusal(sandbox, ["reprice", "宫保鸡丁", "--prices", "熟客", "--by", "-2"], status: 1)
        #expect(try sandbox.must("reprice", "主菜", "--prices", "熟客", "--by", "+0.5").stdout == "repriced 主菜/宫保鸡丁: 1.00 → 1.50\n")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE id = 4") == "3800")
    }

    @Test func exportImportReplaceExportIsByteIdentical() throws {
        let sandbox = try menu()
        try sandbox.must("prices", "add", "会员", "--by", "-12.5%", "--round", "0.1")
        try sandbox.must("prices", "set", "会员", "宫保鸡丁", "34")
        try sandbox.must("prices", "set", "会员", "水煮鱼", "小份=50", "大份=80")
        try sandbox.must("prices", "add", "午市", "--by", "-2", "--hours", "11:00-14:00", "--days", "mon-fri")
        try sandbox.must("prices", "add", "外卖", "--box-fee", "1")
        try sandbox.must("prices", "set", "外卖", "兔头", "--min", "2", "--box-fee", "0.5")
        try sandbox.must("prices", "set", "外卖", "凉菜", "--not-sold")
        let export = try sandbox.must("export").stdout
        #expect(export.contains("\"version\": 6"))
        #expect(export.contains("""
              "price_lists": [
                {"name": "会员", "by": "-12.5%", "round": "0.1", "entries": [
                  {"path": "主菜/宫保鸡丁", "price": {"amount": 3400, "currency": "CNY"}},
                  {"path": "主菜/水煮鱼", "sizes": [{"name": "大份", "price": {"amount": 8000, "currency": "CNY"}}, {"name": "小份", "price": {"amount": 5000, "currency": "CNY"}}]}
                ]},
                {"name": "午市", "by": "-2.00", "hours": [{"days": "mon-fri", "from": "11:00", "to": "14:00"}], "entries": []},
                {"name": "外卖", "box_fee": {"amount": 100, "currency": "CNY"}, "entries": [
                  {"path": "主菜/兔头", "box_fee": {"amount": 50, "currency": "CNY"}, "min_order": 2},
                  {"path": "凉菜/夫妻肺片", "not_sold": true}
                ]}
              ],
              "glossary": {
            """))
        let file = try sandbox.write("menu.json", export)
        let empty = sandbox.folder + "/empty.db"
        try sandbox.run(["--db", empty, "import", file, "--replace", "-q"])
        #expect(try sandbox.run(["--db", empty, "export"]).stdout == export)
        #expect(try sandbox.must("import", file, "--replace").stdout.contains(" 0 added, 0 changed, "))
        // A file without lists, imported with --replace, leaves the menu none.
        try sandbox.must("import", try sandbox.write("bare.json", #"{"format": "menuctl", "version": 3, "menu": []}"#), "--replace", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_list") == "0")
        // An entry for a dish the file's menu lacks is the file's problem.
        let wrong = export.replacingOccurrences(of: "\"path\": \"主菜/兔头\"", with: "\"path\": \"主菜/熊掌\"")
        let bad = try sandbox.run(["import", try sandbox.write("bad.json", wrong)])
        #expect(bad.status == 65 && bad.stderr.hasPrefix("Error: "), "\(bad)")
        #expect(bad.stderr.contains("price_lists[2].entries[0].path: no dish 主菜/熊掌 in the menu"))
    }

    @Test func undoAndRedoRestoreListsAndEntriesExactly() throws {
        let sandbox = try menu()
        try sandbox.must("prices", "add", "外卖", "--by", "+5%", "--hours", "10:00-22:00", "--box-fee", "1")
        try sandbox.must("prices", "set", "外卖", "水煮鱼", "小份=60")
        let before = try sandbox.query(Self.entries)
        try sandbox.must("prices", "set", "外卖", "主菜", "--min", "2")
        let after = try sandbox.query(Self.entries)
        try sandbox.must("undo")
        #expect(try sandbox.query(Self.entries) == before)
        try sandbox.must("redo")
        #expect(try sandbox.query(Self.entries) == after)
        try sandbox.must("prices", "remove", "外卖")
        #expect(try sandbox.query("SELECT count(*) FROM price_entry") == "0")
        try sandbox.must("undo")
        #expect(try sandbox.query(Self.entries) == after)
        // Removing a dish takes its entries; undo brings both back.
        try sandbox.must("remove", "水煮鱼")
        try sandbox.must("undo")
        #expect(try sandbox.query(Self.entries) == after)
        try sandbox.must("prices", "edit", "外卖", "--name", "送餐", "--no-hours", "--no-box-fee")
        #expect(try sandbox.must("prices").lines.first == "送餐  by +5%")
        try sandbox.must("undo")
        #expect(try sandbox.query(Self.entries) == after)
    }

    @Test func usageErrorsChangeNothing() throws {
        let sandbox = try menu()
        try sandbox.must("prices", "add", "会员")
        for words in [["prices", "set", "会员", "宫保鸡丁"], ["prices", "add", "外卖", "--min", "2"],
                      ["prices", "set", "会员", "宫保鸡丁", "--min", "0"], ["prices", "add", "会/员"],
                      ["prices", "set", "会员", "宫保鸡丁", "30", "--not-sold"], ["prices", "edit", "会员"],
                      ["prices", "add", "午", "--days", "mon"], ["prices", "bogus"], ["list", "--prices", "a/b"]] {
            let outcome = try expectRefusal(sandbox, words, status: 64)
            #expect(outcome.stderr.split(separator: "\n").first?.hasPrefix("Error: ") == true)
        }
        let missing = try expectRefusal(sandbox, ["list", "--prices", "无"], status: 1)
        #expect(missing.stderr == "Error: no price list named 无\nthe price lists: 会员\n")
        _ = try expectRefusal(sandbox, ["prices", "add", "会员"], status: 1)
    }

    @Test func checkReportsAndRepairDropsEntriesForMissingDishes() throws {
        let sandbox = try menu()
        try sandbox.must("prices", "add", "会员", "--by", "-10%")
        try sandbox.must("prices", "set", "会员", "宫保鸡丁", "34")
        #expect(try sandbox.must("check").status == 0)
        _ = try sandbox.query("""
            INSERT INTO price_entry VALUES (1, 999, 100, NULL, NULL, 0);
            INSERT INTO price_entry VALUES (1, 2, 100, NULL, NULL, 0);
            INSERT INTO price_entry_size VALUES (1, 6, '特大', 100);
            INSERT INTO price_list (name) VALUES ('晚市'), ('夜宵');
            INSERT INTO price_list_window VALUES (2, 0, 1, 600, 900), (3, 0, 1, 700, 800)
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout == """
            price list 会员: an entry names #2 '主菜', which is not a dish
            price list 会员: an entry names #999, which is not in the menu
            price list 会员: a price for size '特大' of #6, which has no such size
            price list 夜宵: its hours overlap those of 晚市

            """)
        #expect(try sandbox.must("check", "--repair").stdout.contains("price list 会员: dropped the entry that names #999, which is not in the menu\n"))
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.query("SELECT list_id, node_id FROM price_entry") == "1|4")
    }
}
