import Foundation
import MenuFormats
import MenuModel
import Testing

/// What the law asks a menu to say (SPEC 28): the guests' page with
/// `--rules us|uk|eu|cn`, each rule in its exact words, and `check --rules`
/// reading the menu as an inspector would.
@Suite struct LabelRulesTests {
    @Test func usCaloriesRoundToFivesUpToFiftyThenTens() {
        #expect(LabelRules.usCalories(47) == 45)
        #expect(LabelRules.usCalories(52) == 50)
        #expect(LabelRules.usCalories(178) == 180)
        #expect(LabelRules.usCalories(3) == 0)
        #expect(LabelRules.usCalories(48) == 50)
        #expect(LabelRules.usCalories(50) == 50)
        #expect(LabelRules.usCalories(55) == 60)
        #expect(LabelRules.usLabel(.whole(47)) == "45 Cal")
        #expect(LabelRules.usLabel(.sizes([SizeKcal(size: "小份", kcal: 268), SizeKcal(size: "大份", kcal: 291)])) == "270/290 Cal")
        #expect(LabelRules.usLabel(.sizes([SizeKcal(size: "小", kcal: 2), SizeKcal(size: "中", kcal: 96), SizeKcal(size: "大", kcal: 172)]))
                == "0–170 Cal")
        #expect(LabelRules.usTopping(88) == "+90 Cal")
    }

    /// 主菜 holding 宫保鸡丁 (178 kcal, 350g) and 水煮鱼 (two sizes), 小吃 holding 拼盘 (three sizes), 酒水 holding 可乐.
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "小吃", "酒水", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--price", "38", "--kcal", "178", "--portion", "350g", "--allergen", "peanuts", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--size", "小份=58", "--size", "大份=88", "--kcal", "小份=268", "--kcal", "大份=291", "-q")
        try sandbox.must("add-item", "小吃/拼盘", "--size", "小=10", "--size", "中=20", "--size", "大=30",
                         "--kcal", "小=2", "--kcal", "中=96", "--kcal", "大=172", "-q")
        try sandbox.must("add-item", "酒水/可乐", "--price", "5", "--kcal", "47", "--portion", "330ml", "-q")
        return sandbox
    }

    @Test func theUSPageSaysRoundedCaloriesSlashesRangesAndTheStatements() throws {
        let page = try Self.menu().must("export", "--format", "html", "--rules", "us").stdout
        #expect(page.contains("<span class=\"price\">¥38</span><p class=\"rules\">180 Cal</p>"))
        #expect(page.contains("<p class=\"rules\">270/290 Cal</p>"))
        #expect(page.contains("<p class=\"rules\">0–170 Cal</p>"))
        #expect(page.contains("<p class=\"rules\">45 Cal</p>"))
        #expect(page.contains("<p>2,000 calories a day is used for general nutrition advice, but calorie needs vary</p>"))
        #expect(page.contains("<p>Additional nutrition information available upon request</p>"))
        #expect(!page.contains("Adults need"))
    }

    @Test func theUKPageSaysKcalWithThePortionAndItsStatement() throws {
        let page = try Self.menu().must("export", "--format", "html", "--rules", "uk").stdout
        #expect(page.contains("<p class=\"rules\">178 kcal (350g)</p>"))
        #expect(page.contains("<p class=\"rules\">小份 268 kcal · 大份 291 kcal</p>"))
        #expect(page.contains("<p>Adults need around 2000 kcal a day</p>"))
        #expect(!page.contains("2,000 calories"))
    }

    @Test func theEUPageNamesEachDishsAllergensInThePagesLanguage() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("export", "--format", "html", "--rules", "eu").stdout.contains("<p class=\"rules\">过敏原：花生</p>"))
        #expect(try sandbox.must("export", "--format", "html", "--rules", "eu", "--lang", "en").stdout
                .contains("<p class=\"rules\">Allergens: peanuts</p>"))
    }

    /// cn is the default: the 规格 under a dish, and beside each price a timed list gives, its condition.
    @Test func theCNPageSaysThePortionAndTheConditionBesideAConditionalPrice() throws {
        let sandbox = try Self.menu()
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains("<span class=\"name\">可乐</span><span class=\"price\">¥5</span><p class=\"rules\">规格 330ml</p>"))
        #expect(!page.contains("Cal<") && !page.contains(".rules {"), "cn alone adds no style and no calories")
        try sandbox.must("prices", "add", "午市", "--by", "-10%", "--hours", "11:00-14:00", "--days", "mon-fri", "-q")
        try sandbox.must("prices", "add", "会员价", "--by", "-2", "-q")
        let lunch = try sandbox.must("export", "--format", "html", "--prices", "午市").stdout
        #expect(lunch.contains("<span class=\"price\">¥34.20</span> <small class=\"condition\">（午市 周一至周五 11:00–14:00）</small>"))
        let members = try sandbox.must("export", "--format", "html", "--prices", "会员价", "--lang", "en").stdout
        #expect(members.contains("<span class=\"price\">¥36</span> <small class=\"condition\"> (会员价)</small>"))
        #expect(try !sandbox.must("export", "--format", "html", "--prices", "会员价", "--rules", "us").stdout.contains("condition\">"))
        let refused = try sandbox.run(["export", "--rules", "us"])
        #expect(refused.status == 64 && refused.stderr.hasPrefix("Error: '--rules' applies only to --format html\n"))
        #expect(try sandbox.run(["export", "--format", "html", "--rules", "fr"]).status == 64)
    }

    @Test func thePagesDataSaysNutritionAndServingSize() throws {
        let page = try Self.menu().must("export", "--format", "html").stdout
        let start = try #require(page.range(of: "<script type=\"application/ld+json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let menu = try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let sections = try #require(menu["hasMenuSection"] as? [[String: Any]])
        let mains = try #require(sections.first?["hasMenuItem"] as? [[String: Any]])
        let kungPao = try #require(mains.first?["nutrition"] as? [String: Any])
        #expect(kungPao["@type"] as? String == "NutritionInformation")
        #expect(kungPao["calories"] as? String == "178 calories")
        #expect(kungPao["servingSize"] as? String == "350g")
        #expect((mains[1]["nutrition"] as? [String: Any])?["calories"] as? String == "268 calories", "a dish with sizes gives its first size's")
        #expect(Set(kungPao.keys) == ["@type", "calories", "servingSize"], "only NutritionInformation's own properties")
    }

    /// The Sichuan sample: under cn, its five drinks have no volume in ml;
    /// once they have, nothing is missing.
    @Test func checkRulesCNOnTheSampleListsTheDrinksWithoutMl() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let check = try sandbox.run(["check", "--rules", "cn"])
        #expect(check.status == 1)
        #expect(check.lines == ["酒水/青岛啤酒", "酒水/王老吉", "酒水/酸梅汤", "酒水/白酒/五粮液", "酒水/白酒/剑南春"].map {
            "\($0): a drink without its volume in ml (规格)"
        })
        #expect(check.stderr == "Notice: 5 things the page cannot say as cn asks\n")
        for (drink, portion) in [("青岛啤酒", "500ml"), ("王老吉", "310ml"), ("酸梅汤", "1l"), ("五粮液", "500ml")] {
            try sandbox.must("edit", drink, "--portion", portion, "-q")
        }
        try sandbox.must("edit", "剑南春", "--portion", "500g", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).lines == ["酒水/白酒/剑南春: a drink without its volume in ml (规格)"],
                "a weight is no drink's 规格")
        try sandbox.must("edit", "剑南春", "--portion", "500ml", "-q")
        let passed = try sandbox.run(["check", "--rules", "cn"])
        #expect(passed.status == 0 && passed.stdout == "every dish can be labelled as cn asks\n")
        // A 时价 dish needs its unit; a dish without a price is no 明码标价.
        try sandbox.must("add-item", "主菜/龙虾", "--market-price", "-q")
        try sandbox.must("add-item", "主菜/新菜", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).lines
                == ["主菜/龙虾: 时价 without a unit (计价单位: 斤, 两, 只)", "主菜/龙虾: 时价 without today's price (set it with price-today)",
                    "主菜/新菜: no price (明码标价: every dish has its price)"])
        try sandbox.must("edit", "龙虾", "--unit", "斤", "-q")
        try sandbox.must("off", "新菜", "-q")
        // A market price is shown as the day's: the page needs today's.
        #expect(try sandbox.run(["check", "--rules", "cn"]).lines == ["主菜/龙虾: 时价 without today's price (set it with price-today)"])
        try sandbox.must("price-today", "龙虾", "268/斤", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).status == 0, "a dish off sale is not on the page")
    }

    @Test func checkRulesUSUKAndEUSayWhatEachDishLacks() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.run(["check", "--rules", "us"]).status == 0)
        let uk = try sandbox.run(["check", "--rules", "uk"])
        #expect(uk.status == 1 && uk.lines == ["主菜/水煮鱼: no portion (UK menus state the portion beside the kcal)",
                                                 "小吃/拼盘: no portion (UK menus state the portion beside the kcal)"])
        try sandbox.must("add-item", "酒水/茶", "--price", "3", "-q")
        let both = try sandbox.run(["check", "--rules", "us", "--rules", "eu"])
        #expect(both.lines.first == "us: 酒水/茶: no kcal (US menus state calories beside every standard item)")
        #expect(both.lines.contains("eu: 主菜/水煮鱼: allergens not declared (EU 1169/2011 asks the 14 for every dish; give them with --allergen, or --allergen none)"))
        #expect(!both.lines.contains { $0.hasPrefix("eu: 主菜/宫保鸡丁") })
        #expect(try sandbox.run(["check", "--rules", "us", "--repair"]).status == 64)
    }
}

/// `--allergen none` (SPEC 28): a dish declared free of the 14 is told from
/// one whose allergens are not recorded yet, in every format; an older
/// document's empty or missing list stays undeclared.
@Suite struct AllergensDeclaredTests {
    @Test func noneIsDeclaredInEveryFormatAndAnAllergenEndsIt() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "凉菜/拍黄瓜", "--price", "12", "-p", "-q")
        try sandbox.must("add-item", "凉菜/皮蛋", "--price", "10", "-q")
        #expect(try sandbox.must("edit", "拍黄瓜", "--allergen", "none").stdout == "allergens of 凉菜/拍黄瓜: none of the 14 (declared)\n")
        #expect(try sandbox.must("show", "拍黄瓜").lines.contains("allergens: none of the 14 (declared)"))
        #expect(try sandbox.query("SELECT allergen FROM dish_allergen") == "none")
        let json = try sandbox.must("list", "--format", "json").stdout
        #expect(json.contains(#""name":"拍黄瓜""#) && json.contains(#""allergens":"none""#) && json.contains(#""allergens":[]"#))
        #expect(try sandbox.must("list", "--format", "tsv").lines[2].split(separator: "\t", omittingEmptySubsequences: false)[19] == "none")
        let document = try sandbox.must("export").stdout
        #expect(document.contains(#"{"kind": "item", "name": "拍黄瓜", "allergens": "none", "#))
        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv.contains("凉菜/拍黄瓜,item,12.00,,,,0,,,0,,,,,none,,"))
        for (name, text) in [("menu.json", document), ("menu.csv", csv)] {
            #expect(try sandbox.must("import", "--replace", try sandbox.write(name, text)).stdout.contains("0 changed"), "\(name)")
        }
        let refused = try sandbox.run(["edit", "拍黄瓜", "--allergen", "none", "--allergen", "sesame"])
        #expect(refused.status == 64 && refused.stderr.hasPrefix("Error: '--allergen none' declares it free of the 14 allergens; give it alone\n"))
        #expect(try sandbox.must("edit", "拍黄瓜", "--allergen", "sesame").stdout == "allergens of 凉菜/拍黄瓜: sesame 芝麻\n")
        #expect(try sandbox.query("SELECT group_concat(allergen) FROM dish_allergen") == "sesame")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT group_concat(allergen) FROM dish_allergen") == "none")
        // An older document cannot say "none" (SPEC 15: no import clears what its format cannot carry):
        // its dish without allergens stays declared free, merged or replaced.
        let old = try sandbox.write("old.json", document.replacing(#""allergens": "none", "#, with: "").replacing("\"version\": 6", with: "\"version\": 3"))
        try sandbox.must("import", old, "-q")
        #expect(try sandbox.query("SELECT group_concat(allergen) FROM dish_allergen") == "none")
        try sandbox.must("import", "--replace", old, "-q")
        #expect(try sandbox.query("SELECT group_concat(allergen) FROM dish_allergen") == "none")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func euChecksAndSaysNoneOnThePage() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "凉菜/拍黄瓜", "--price", "12", "-p", "--allergen", "none", "-q")
        try sandbox.must("add-item", "凉菜/皮蛋", "--price", "10", "-q")
        #expect(try sandbox.run(["check", "--rules", "eu"]).lines
                == ["凉菜/皮蛋: allergens not declared (EU 1169/2011 asks the 14 for every dish; give them with --allergen, or --allergen none)"])
        #expect(try sandbox.must("export", "--format", "html", "--rules", "eu").stdout.contains("<p class=\"rules\">过敏原：无</p>"))
        #expect(try sandbox.must("export", "--format", "html", "--rules", "eu", "--lang", "en").stdout.contains("<p class=\"rules\">Allergens: none</p>"))
        try sandbox.must("edit", "皮蛋", "--allergen", "eggs", "-q")
        #expect(try sandbox.run(["check", "--rules", "eu"]).status == 0)
        #expect(try sandbox.must("edit", "拍黄瓜", "--no-allergen", "none").stdout == "allergens of 凉菜/拍黄瓜: none\n")
        #expect(try sandbox.run(["check", "--rules", "eu"]).status == 1)
    }
}
