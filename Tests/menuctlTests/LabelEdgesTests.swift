import Foundation
import MenuTestSupport
import Testing

/// What a new user met trying SPEC 28 on the page and in `check --rules`,
/// each case as they typed it: conditions where a list prices the page,
/// today's price by its unit, sizes without kcal, `--allergen none`, what
/// an older file or a diff says of "declared none", and the words of cn.
@Suite struct LabelEdgesTests {
    /// 主菜 holding 宫保鸡丁 (38) and 花甲 (时价 by the 斤, 68 today).
    static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("add-item", "主菜/花甲", "--market-price", "--unit", "斤", "-q")
        try sandbox.must("price-today", "花甲", "68／斤", "-q")
        return sandbox
    }

    /// A timed list that prices the page by itself (`--available --at`) is
    /// stated as a named one is; a market price is none of a list's.
    @Test func theConditionStandsBesideEveryPriceAListGivesAndNoMarketPrice() throws {
        let sandbox = try Self.menu()
        try sandbox.must("prices", "add", "午市", "--by", "-10%", "--hours", "11:00-14:00", "--days", "mon-fri", "-q")
        let lunch = try sandbox.run(["export", "--format", "html", "--available", "--at", "mon 12:00"])
        #expect(lunch.stdout.contains("<span class=\"price\">¥34.20</span> <small class=\"condition\">（午市 周一至周五 11:00–14:00）</small>"))
        #expect(lunch.stderr.contains("prices of 午市"))
        try sandbox.must("prices", "add", "会员价", "--by", "-2", "--condition", "持会员卡", "-q")
        let members = try sandbox.must("export", "--format", "html", "--prices", "会员价").stdout
        #expect(members.contains("¥36</span> <small class=\"condition\">（会员价 持会员卡）</small>"))
        #expect(members.components(separatedBy: "class=\"condition\"").count == 2, "花甲 stays 时价, beside no condition")
    }

    @Test func aNewUnitEndsTodaysPrice() throws {
        let sandbox = try Self.menu()
        try sandbox.must("edit", "花甲", "--unit", "两", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_today") == "0")
        #expect(try !sandbox.must("list").stdout.contains("68"))
        try sandbox.must("undo", "-q")
        #expect(try sandbox.must("show", "花甲").lines.contains("price:    时价 · 今日 ¥68/斤"))
    }

    @Test func aSizeWithoutKcalIsNamedAndSizesAlikeAreOneFigure() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "鱼", "--size", "小份=58", "--size", "大份=88", "--kcal", "小份=268", "-q")
        let page = try sandbox.must("export", "--format", "html", "--rules", "us").stdout
        #expect(page.contains("<p class=\"rules\">270 Cal</p>"))
        for (regime, why) in [("us", "US menus state calories beside every standard item"), ("uk", "UK menus state kcal per portion")] {
            let check = try sandbox.run(["check", "--rules", regime])
            #expect(check.status == 1)
            #expect(check.lines.first == "鱼: no kcal for 大份 (\(why))", "\(check)")
        }
        try sandbox.must("edit", "鱼", "--kcal", "小份=268", "--kcal", "大份=272", "--portion", "1.5kg", "-q")
        #expect(try sandbox.must("export", "--format", "html", "--rules", "us").stdout.contains("<p class=\"rules\">270 Cal</p>"),
                "270/270 is one figure")
        #expect(try sandbox.must("export", "--format", "html", "--rules", "uk").stdout
                .contains("<p class=\"rules\">小份 268 kcal · 大份 272 kcal · 1.5kg</p>"), "the portion is the dish's, not its last size's")
        #expect(try sandbox.run(["check", "--rules", "us"]).status == 0)
    }

    @Test func allergenNoneSaysItHoldsNoneOfTheFourteen() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "--allergen", "peanuts", "--allergen", "sesame", "-q")
        #expect(try sandbox.must("edit", "宫保鸡丁", "--allergen", "none").stdout == "allergens of 宫保鸡丁: none of the 14 (declared)\n")
        #expect(try sandbox.query("SELECT group_concat(allergen) FROM dish_allergen") == "none")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT group_concat(allergen, ',') FROM (SELECT allergen FROM dish_allergen ORDER BY allergen)") == "peanuts,sesame")
    }

    /// Under eu a dish whose allergens are not declared says nothing of its
    /// options': alone they would read as all there is.
    @Test func optionsAllergensStandOnlyBesideADishsOwn() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/干烧鱼", "--price", "58", "-q")
        try sandbox.must("choices", "add", "加料", "--pick", "0-1", "--option", "加蛋=+3", "-q")
        try sandbox.must("choices", "label", "加料", "加蛋", "--allergen", "eggs", "-q")
        try sandbox.must("choices", "offer", "加料", "主菜", "-q")
        #expect(try !sandbox.must("export", "--format", "html", "--rules", "eu").stdout.contains("选加蛋含蛋"))
        try sandbox.must("edit", "干烧鱼", "--allergen", "fish", "-q")
        #expect(try sandbox.must("export", "--format", "html", "--rules", "eu").stdout.contains("<p class=\"rules\">过敏原：鱼 · 选加蛋含蛋</p>"))
    }

    /// What a file asks of a node that cannot take it is the file's problem:
    /// exit 65, at its place, nothing changed.
    @Test func kcalANodeCannotTakeIsTheFilesProblem() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/水煮鱼", "--size", "小份=58", "--size", "大份=88", "-q")
        let json = try sandbox.write("k.json", #"{"format": "menuctl", "version": 6, "menu": [{"kind": "group", "name": "主菜", "kcal": 5, "children": []}]}"#)
        let group = try sandbox.run(["import", json])
        #expect(group.status == 65 && group.stderr == "Error: \(json): menu[0]: kcal: 主菜 is a group; only dishes have kcal\n", "\(group)")
        let csv = try sandbox.write("k.csv", "path,kind,sizes,kcal\n主菜/水煮鱼,item,小份=58;大份=88,中份=5\n")
        let size = try sandbox.run(["import", csv])
        #expect(size.status == 65 && size.stderr.hasPrefix("\(csv):2: Error: kcal: 主菜/水煮鱼 has no size '中份'\n"), "\(size)")
        #expect(try sandbox.query("SELECT count(*) FROM dish_kcal") == "0")
    }

    /// A document before version 5 cannot say "none": it leaves a dish
    /// declared free as it is; diff tells "none" from "not declared".
    @Test func anOlderDocumentKeepsDeclaredNoneAndDiffTellsItFromNotDeclared() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/凉拌", "--price", "12", "-q")
        let before = try sandbox.write("before.json", try sandbox.must("export").stdout)
        try sandbox.must("edit", "凉拌", "--allergen", "none", "-q")
        let diff = try sandbox.run(["diff", before])
        #expect(diff.status == 1 && diff.lines == ["~ 主菜/凉拌  allergens not declared → none"], "\(diff)")
        let v4 = try sandbox.write("v4.json", try sandbox.must("export").stdout
            .replacingOccurrences(of: #""version": 6"#, with: #""version": 4"#).replacingOccurrences(of: #""allergens": "none", "#, with: ""))
        #expect(try sandbox.must("import", "--replace", v4).stdout.contains(" 0 changed"))
        #expect(try sandbox.query("SELECT allergen FROM dish_allergen") == "none")
    }

    @Test func cnSaysHowManyADishServesInChineseAndNamesASetWithoutContents() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/烤鱼", "--price", "98", "--portion", "serves 4", "-q")
        #expect(try sandbox.must("export", "--format", "html").stdout.contains("<p class=\"rules\">建议人数 4人</p>"))
        #expect(try sandbox.must("export", "--format", "html", "--lang", "en").stdout.contains("<p class=\"rules\">Portion serves 4</p>"))
        try sandbox.must("add-set", "主菜/空套餐", "--price", "48", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).lines == ["主菜/空套餐: a set meal without its contents (套餐 lists what it holds; slot add)"])
    }

    /// A box fee alone changes no price: no condition to state.
    @Test func aListOfABoxFeeAloneNeedsNoCondition() throws {
        let sandbox = try Self.menu()
        try sandbox.must("price-today", "花甲", "68/斤", "-q")
        try sandbox.must("prices", "add", "外卖", "--box-fee", "1", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).status == 0)
        try sandbox.must("prices", "set", "外卖", "宫保鸡丁", "40", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).lines.first?.hasPrefix("price list 外卖: no condition beside its prices") == true)
    }

    /// A store is told in words what head office's file changed of the lists.
    @Test func applySaysTheListsChanged() throws {
        let sandbox = try Self.menu()
        try sandbox.must("choices", "add", "加料", "--pick", "0-1", "--option", "加蛋=+3", "-q")
        try sandbox.must("prices", "add", "会员价", "--by", "-2", "-q")
        let first = sandbox.folder + "/1.change", second = sandbox.folder + "/2.change"
        try sandbox.must("publish", first, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "90", "-q")
        try sandbox.must("prices", "edit", "会员价", "--condition", "持会员卡", "-q")
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.must("--db", store, "apply", second)
        #expect(Array(applied.lines.dropFirst()) == ["changed choice lists (1 row)", "changed price lists (1 row)"], "\(applied)")
    }

    @Test func aChineseKeyboardsSignsAreReadAsMeant() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("fees", "add", "服务费", "10％").stdout == "added fee 服务费 10%\n")
        #expect(try sandbox.must("fees", "add", "茶位费", "3／位").stdout == "added fee 茶位费 3.00/位\n")
        #expect(try sandbox.must("show", "花甲").lines.contains("price:    时价 · 今日 ¥68/斤"))
    }
}
