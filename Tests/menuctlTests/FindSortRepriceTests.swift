import Foundation
import Testing

/// `find`, `sort` and `reprice` (SPEC 12) on the Sichuan example: 主菜 #2
/// (宫保鸡丁 #3 … 锅巴肉片 #11), 早餐 #12 (担担面 #13, 川北凉粉, 麻辣小面, 酸辣面,
/// 酸辣粉 #17), 酒水 #18 (青岛啤酒 #19, 王老吉, 酸梅汤, 白酒 #22 collapsed with
/// 五粮液 #23 and 剑南春 #24).
@Suite struct FindSortRepriceTests {
    private func sichuan() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        return sandbox
    }

    private func names(in group: Int, _ sandbox: Sandbox) throws -> String {
        try sandbox.query("SELECT group_concat(name, ' ') FROM (SELECT name FROM menu_node WHERE parent_id = \(group) ORDER BY position)")
    }

    @Test(arguments: ["gbjd", "GBJD", "gongbao", "鸡", "宫保鸡丁"])
    func findsKungPaoChickenAsStaffTypeIt(query: String) throws {
        let outcome = try sichuan().menuctl("find", query)
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome)")
        #expect(outcome.stdout == "1    主菜/宫保鸡丁  38.00\n")
    }

    @Test func findsByInitialsAndNonHanAsThemselves() throws {
        let sandbox = try sichuan()
        try sandbox.must("add-item", "7Up", "--in", "酒水", "--price", "5")
        #expect(try sandbox.must("find", "hgr").stdout == "1    主菜/回锅肉  42.00\n")
        #expect(try sandbox.must("find", "ddm").stdout == "1    早餐/担担面  12.00\n")
        #expect(try sandbox.must("find", "7up", "--ids").stdout == "1  #25    酒水/7Up  5.00\n")
    }

    /// Collapsed or not, in menu order (by position, not by id), as
    /// `list --all` rows numbered among those found.
    @Test func findsInCollapsedGroupsInMenuOrder() throws {
        let sandbox = try sichuan()
        #expect(try sandbox.must("find", "jiu", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t18\t0\tgroup\t1\t酒水\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t19\t1\titem\t\t酒水/青岛啤酒\t8.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            3\t22\t1\tgroup\t0\t酒水/白酒\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t

            """)
        #expect(try sandbox.must("find", "五粮液", "--json").stdout == """
            [
              {"row":1,"id":23,"depth":2,"kind":"item","name":"五粮液","path":"酒水/白酒/五粮液","expanded":null,"children":null,"price":{"amount":128000,"currency":"CNY"},"sold_out":false,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}
            ]

            """)
        try sandbox.must("move", "早餐/酸辣粉", "--first")
        // la: 麻辣 ma la, 酸辣 suan la, 王老吉 wang lao ji; not 凉 liang.
        #expect(try sandbox.must("find", "la", "--format", "tsv").lines.dropFirst()
                    .map { $0.split(separator: "\t", omittingEmptySubsequences: false)[5] }
                == ["早餐/酸辣粉", "早餐/麻辣小面", "早餐/酸辣面", "酒水/王老吉"])
        #expect(try sandbox.must("find", "bai").stdout == "1  ▸ 酒水/白酒 (2)\n")
    }

    /// Found rows are the rows `list --all` would show: sold out and hours too.
    @Test func foundRowsCarryWhatServiceKeeps() throws {
        let sandbox = try sichuan()
        try sandbox.must("sold-out", "主菜/宫保鸡丁")
        try sandbox.must("hours", "早餐", "06:00-10:30")
        #expect(try sandbox.must("find", "gbjd").stdout == "1    主菜/宫保鸡丁  sold out  38.00\n")
        #expect(try sandbox.must("find", "zaocan", "--format", "tsv").lines.last == "1\t12\t0\tgroup\t1\t早餐\t\t\tmon-sun 06:00-10:30\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t")
    }

    @Test func nothingFoundIsExitOneWithNothingOnStdout() throws {
        let sandbox = try sichuan()
        // A row no group holds (another program wrote it) is not in the menu.
        _ = try sandbox.query("INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (99, 98, 'item', '鸡蛋汤', 0)")
        #expect(try sandbox.must("find", "鸡").lines == ["1    主菜/宫保鸡丁  38.00"])
        let outcome = try expectRefusal(sandbox, ["find", "xyz"], status: 1)
        #expect(outcome.stderr == "Error: nothing in the menu matches xyz\n")
    }

    @Test func findReadsWithoutCreatingAndRefusesAnEmptyQuery() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.menuctl("find", "gbjd").status == 1)
        let empty = try sandbox.menuctl("find", " ")
        #expect(empty.status == 64 && empty.stdout.isEmpty)
        #expect(empty.stderr.hasPrefix("Error: the query is empty"), "\(empty)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func sortOrdersBreakfastByPinyinAndSaysWhatMoved() throws {
        let sandbox = try sichuan()
        #expect(try sandbox.must("sort", "早餐").stdout
                == "sorted 早餐 by pinyin: 川北凉粉, 担担面, 麻辣小面, 酸辣粉, 酸辣面 (4 of 5 moved)\n")
        #expect(try names(in: 12, sandbox) == "川北凉粉 担担面 麻辣小面 酸辣粉 酸辣面")
        #expect(try sandbox.query("SELECT group_concat(position) FROM (SELECT position FROM menu_node WHERE parent_id = 12 ORDER BY position)") == "0,1,2,3,4")
        let before = try sandbox.dump()
        #expect(try sandbox.must("sort", "早餐").stdout == "早餐 was already in pinyin order\n")
        #expect(try sandbox.dump() == before)
        try sandbox.must("sort", "/", "-q")
        #expect(try names(in: 1, sandbox) == "酒水 早餐 主菜")
        try sandbox.must("sort", "/", "--by", "name", "--reverse", "-q")
        #expect(try names(in: 1, sandbox) == "酒水 早餐 主菜")   // 酒 U+9152 > 早 U+65E9 > 主 U+4E3B
    }

    @Test func sortByPriceKeepsTheUnpricedLast() throws {
        let sandbox = try sichuan()
        try sandbox.must("add-item", "白开水", "--in", "酒水")
        try sandbox.must("sort", "酒水", "--by", "price")
        #expect(try names(in: 18, sandbox) == "王老吉 青岛啤酒 酸梅汤 白酒 白开水")
        try sandbox.must("sort", "酒水", "--by", "price", "--reverse")
        #expect(try names(in: 18, sandbox) == "青岛啤酒 酸梅汤 王老吉 白酒 白开水")
    }

    @Test func sortRefusals() throws {
        let sandbox = try sichuan()
        let dish = try expectRefusal(sandbox, ["sort", "主菜/宫保鸡丁"], status: 1)
        #expect(dish.stderr == "Error: 主菜/宫保鸡丁 is a dish, not a group: only groups hold entries\n")
        #expect(try expectRefusal(sandbox, ["sort", "早饭"], status: 1).stderr.hasPrefix("Error: no 早饭 in the menu"))
        #expect(try expectRefusal(sandbox, ["sort", "早餐", "--by", "size"], status: 64).stderr
                .hasPrefix("Error: The value 'size' is invalid for '--by <order>'. Please provide one of 'pinyin', 'name' or 'price'.\n"))
    }

    @Test func repriceDryRunPrintsOldAndNewAndChangesNothing() throws {
        let sandbox = try sichuan()
        let before = try sandbox.dump()
        let outcome = try sandbox.menuctl("reprice", "酒水", "--by", "+10%", "--round", "1", "--dry-run", "-q")
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome)")
        #expect(outcome.stdout == """
            酒水/青岛啤酒: 8.00 → 9.00
            酒水/王老吉: 6.00 → 7.00
            酒水/酸梅汤: 8.00 → 9.00
            酒水/白酒/五粮液: 1280.00 → 1408.00
            酒水/白酒/剑南春: 468.00 → 515.00

            """)
        #expect(try sandbox.dump() == before)
    }

    @Test func repriceChangesEveryDishNamedInOneCommand() throws {
        let sandbox = try sichuan()
        try sandbox.must("add-item", "白开水", "--in", "酒水/白酒")
        let outcome = try sandbox.menuctl("reprice", "酒水/白酒", "酒水/白酒/五粮液", "--by", "-0.5%", "--round", "0.5")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == "repriced 酒水/白酒/五粮液: 1280.00 → 1273.50\nrepriced 酒水/白酒/剑南春: 468.00 → 465.50\n")
        #expect(outcome.stderr == "Notice: 1 dish has no price and was left alone\n")
        #expect(try sandbox.query("SELECT group_concat(price_fen) FROM (SELECT price_fen FROM menu_node WHERE parent_id = 22 ORDER BY position)") == "127350,46550")
        try sandbox.must("reprice", "主菜", "--to", "40", "-q")
        #expect(try sandbox.query("SELECT DISTINCT price_fen FROM menu_node WHERE parent_id = 2") == "4000")
    }

    @Test func repricePastTheLimitsChangesNothing() throws {
        let sandbox = try sichuan()
        let high = try expectRefusal(sandbox, ["reprice", "酒水", "--by", "+1000000%"], status: 1)
        #expect(high.stderr == "Error: 酒水/白酒/五粮液 would cost more than 9999999.99: a price is between 0.00 and 9999999.99; nothing was changed\n")
        let low = try expectRefusal(sandbox, ["reprice", "早餐", "--by", "-10.50"], status: 1)
        #expect(low.stderr.hasPrefix("Error: 早餐/川北凉粉 would cost less than 0.00"), "\(low)")
    }

    /// Bad values are usage errors, found before the database is opened.
    @Test(arguments: [["--by", "10%"], ["--by", "+1.234%"], ["--to", "3x"], ["--by", "+1", "--round", "0.2"],
                      [], ["--by", "+1", "--to", "2"]])
    func badRepriceValuesAreUsageErrors(options: [String]) throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["reprice", "酒水"] + options)
        #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("Error: ") && outcome.stderr.contains("Usage: menuctl reprice"), "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func aDryRunOnlyReads() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.menuctl("reprice", "酒水", "--by", "+1%", "--dry-run").status == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }
}
