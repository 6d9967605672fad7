import Foundation
import Testing
import MenuTestSupport

/// Set meals in the export document, CSV and the guests' page (SPEC 15,
/// 19), and what `check` says of set rows another program wrote.
@Suite struct SetMealsInterchangeTests {
    @Test func theDocumentCarriesSlotsByPathAndGoesBackExactly() throws {
        let sandbox = try SetMealsTests.menu()
        try sandbox.must("slot", "add", "商务套餐A", "鱼", "--pick", "1", "水煮鱼@小份=+8", "-q")
        // A set before its dishes: resolved once the whole file is read.
        try sandbox.must("move", "套餐", "--first", "-q")
        let export = try sandbox.must("export").stdout
        #expect(export.contains("""
            {"kind": "set", "name": "商务套餐A", "description": "午市", "price": {"amount": 4800, "currency": "CNY"}, "sold_out": false, "slots": [{"name": "热菜", "pick": 1, "dishes": [{"dish": "主菜/宫保鸡丁"}, {"dish": "主菜/回锅肉"}, {"dish": "主菜/鱼香肉丝", "surcharge": {"amount": 500, "currency": "CNY"}}]}, {"name": "主食", "pick": 1, "dishes": [{"dish": "主食/担担面"}]}, {"name": "汤", "pick": 1, "dishes": [{"dish": "汤/酸辣汤"}]}, {"name": "鱼", "pick": 1, "dishes": [{"dish": "主菜/水煮鱼", "size": "小份", "surcharge": {"amount": 800, "currency": "CNY"}}]}]}
            """))
        let file = try sandbox.write("menu.json", export)
        let fresh = Sandbox()
        #expect(try fresh.must("import", "--replace", file).stdout.contains("menu.json: 13 added, 0 changed"))
        #expect(try fresh.must("export").stdout == export)
        #expect(try sandbox.must("import", "--replace", file).stdout.contains("0 changed"))
        // A changed slot is a change of its set.
        let changed = try sandbox.write("changed.json", export.replacingOccurrences(of: #"{"name": "汤", "pick": 1"#, with: #"{"name": "例汤", "pick": 1"#))
        #expect(try sandbox.must("import", changed).stdout.contains("1 changed"))
        #expect(try sandbox.query("SELECT name FROM set_slot WHERE position = 2") == "例汤")
        // An unknown path is the file's problem, named at its place.
        let unknown = try sandbox.write("unknown.json", export.replacingOccurrences(of: #""dish": "主食/担担面""#, with: #""dish": "主食/凉面""#))
        let refused = try expectRefusal(sandbox, ["import", "--replace", unknown], status: 65)
        #expect(refused.stderr.contains("menu[0].children[0].slots[1].dishes[0].dish: no dish 主食/凉面 in the menu"))
    }

    @Test func olderDocumentsStillImport() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("v1.json", """
            {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
              {"kind": "group", "name": "主菜", "expanded": true, "children": [
                {"kind": "item", "name": "宫保鸡丁", "price": {"amount": 3800, "currency": "CNY"}}]}]}
            """)
        try sandbox.must("import", file, "-q")
        #expect(try sandbox.query("SELECT count(*) FROM set_meal") == "0")
        #expect(try sandbox.must("list", "--format", "tsv").lines[2].hasPrefix("2\t3\t1\titem\t"))
    }

    @Test func csvCarriesTheSlotsColumn() throws {
        let sandbox = try SetMealsTests.menu()
        try sandbox.must("slot", "add", "商务套餐A", "鱼", "--pick", "1", "水煮鱼@小份=+8.5", "-q")
        let csv = try sandbox.must("export", "--format", "csv").stdout
        let header = csv.split(separator: "\r\n")[0]
        #expect(header.contains(",market_price,choices,slots,left,daily,"))
        #expect(csv.contains("套餐/商务套餐A,set,48.00,午市,,,0,,,0,,热菜:1:主菜/宫保鸡丁|主菜/回锅肉|主菜/鱼香肉丝=+5;主食:1:主食/担担面;汤:1:汤/酸辣汤;鱼:1:主菜/水煮鱼@小份=+8.50,"))
        let file = try sandbox.write("menu.csv", csv)
        let fresh = Sandbox()
        try fresh.must("import", "--replace", file, "-q")
        #expect(try fresh.must("export", "--format", "csv").stdout == csv)
        #expect(try sandbox.must("import", "--replace", file).stdout.contains("0 changed"))
        let bad = try sandbox.write("bad.csv", csv.replacingOccurrences(of: "主食:1:主食/担担面", with: "主食:1:主食/凉面"))
        let before = try sandbox.dump()
        let refused = try sandbox.run(["import", "--replace", bad])
        #expect(refused.status == 65 && refused.stdout.isEmpty && refused.stderr.hasSuffix("bad.csv:14: Error: no dish 主食/凉面 in the menu\n"))
        #expect(try sandbox.dump() == before)
    }

    @Test func theGuestsPageShowsSlotsAndTheSaving() throws {
        let sandbox = try SetMealsTests.menu()
        try sandbox.must("glossary", "en", "热菜=Hot dish", "-q")
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains(#"<span class="price">¥48</span> <span class="save">省 ¥18</span>"#))
        #expect(page.contains(#"<p class="slots"><span class="list">热菜 (选1)</span>: 宫保鸡丁 · 回锅肉 · 鱼香肉丝 +¥5</p>"#))
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains(#"<span class="save">save ¥18</span>"#))
        #expect(english.contains(#"<span class="list">Hot dish (choose 1)</span>"#))
        // The schema.org data still parses, the set a MenuItem.
        let start = try #require(page.range(of: #"<script type="application/ld+json">"#)).upperBound
        let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        let data = try #require(try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8)) as? [String: Any])
        #expect(data["@type"] as? String == "Menu")
        #expect(String(page[start..<end]).contains(#"{"@type":"MenuItem","name":"商务套餐A","description":"午市","offers":{"@type":"Offer","price":"48.00","priceCurrency":"CNY"}}"#))
        try sandbox.must("sold-out", "担担面", "-q")
        let soldOut = try sandbox.must("export", "--format", "html").stdout
        #expect(soldOut.contains(#"{"@type":"MenuItem","name":"商务套餐A","description":"午市","offers":{"@type":"Offer","price":"48.00","priceCurrency":"CNY","availability":"https://schema.org/SoldOut"}}"#))
        #expect(try sandbox.must("export", "--format", "html", "--available").stdout.contains("商务套餐A") == false)
    }

    @Test func checkReportsSetRowsOtherProgramsWroteAndRepairMendsThem() throws {
        let sandbox = try SetMealsTests.menu()
        try sandbox.must("add-set", "空套餐", "--in", "套餐", "--price", "10", "-q")
        #expect(try sandbox.must("check").status == 0, "a set without slots yet is one being made up")
        _ = try sandbox.query("""
            DROP TRIGGER set_slot_dish_is_a_dish;
            INSERT INTO set_slot_dish VALUES (3, 1, 999, NULL, NULL);
            INSERT INTO set_slot_dish VALUES (3, 2, 2, NULL, NULL);
            INSERT INTO set_slot_dish VALUES (3, 3, 10, '中份', NULL);
            UPDATE set_slot SET pick = 5 WHERE id = 2;
            INSERT INTO set_slot (set_id, position, name, pick) VALUES (77, 0, '孤儿', 1);
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout == """
            the trigger set_slot_dish_is_a_dish: missing or changed, so the file no longer keeps what it makes sure of
            slot #4 '孤儿': a slot of #77, which is not a set meal
            slot #3 '汤' of set #14: names dish #999, which is not in the menu
            slot #3 '汤' of set #14: names #2 '主菜', a group; a slot holds dishes
            slot #3 '汤' of set #14: names #10 '水煮鱼' in the size '中份', which it does not have
            slot #2 '主食' of set #14: picks 5 of 1 dish, so it can never be filled

            """)
        let repair = try sandbox.must("check", "--repair")
        #expect(repair.stdout == """
            slot #4 '孤儿': dropped (#77 is not a set meal)
            slot #3 '汤' of set #14: dropped its dish (names dish #999, which is not in the menu)
            slot #3 '汤' of set #14: dropped its dish (names #2 '主菜', a group; a slot holds dishes)
            slot #3 '汤' of set #14: dropped its dish (names #10 '水煮鱼' in the size '中份', which it does not have)
            slot #2 '主食' of set #14: pick set to 1
            the trigger set_slot_dish_is_a_dish: made again as the migrations make it
            no problems left: 4 groups, 10 dishes

            """)
        #expect(try sandbox.must("check").status == 0)
        #expect(try sandbox.query("SELECT count(*) FROM set_slot_dish WHERE slot_id = 3") == "1")
    }
}
