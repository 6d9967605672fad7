import Foundation
import MenuModel
import Testing

/// What the law asks of choices, set meals and price lists (SPEC 28): an
/// option's kcal and allergens (`choices label`), a set meal's kcal from
/// its slots' dishes, and the condition a price list's prices hold under
/// (`prices add|edit --condition`), on the page, in `check --rules`, and
/// everywhere the lists travel.
@Suite struct OptionLabelsTests {
    /// 主菜 (offering 加料: 加面 +2, 加蛋 +3) holding 宫保鸡丁 (178 kcal,
    /// peanuts) and 回锅肉 (610 kcal); 套餐 holding 商务A (one of the two).
    static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "套餐", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--price", "38", "--kcal", "178", "--allergen", "peanuts", "-q")
        try sandbox.must("add-item", "主菜/回锅肉", "--price", "32", "--kcal", "610", "--allergen", "none", "-q")
        try sandbox.must("choices", "add", "加料", "--pick", "0-2", "--option", "加面=+2", "--option", "加蛋=+3", "-q")
        try sandbox.must("choices", "offer", "加料", "主菜", "-q")
        try sandbox.must("add-set", "套餐/商务A", "--price", "45", "-q")
        try sandbox.must("slot", "add", "套餐/商务A", "热菜", "--pick", "1", "宫保鸡丁", "回锅肉", "-q")
        return sandbox
    }

    @Test func anOptionIsLabelledShownAndTheLabelUndone() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("choices", "label", "加料", "加蛋").stdout == "加料: 加蛋  no kcal; allergens not declared\n")
        let labelled = try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "蛋")
        #expect(labelled.stdout == "labelled 加料: 加蛋: 88 kcal; eggs\n")
        #expect(try sandbox.must("choices").lines.first == "加料 (pick 0-2): 加面 +2.00, 加蛋 +3.00 [88 kcal; eggs]")
        #expect(try sandbox.must("choices", "list", "--format", "json").stdout.contains(
            #"{"name":"加蛋","surcharge":{"amount":300,"currency":"CNY"},"sold_out":false,"kcal":88,"allergens":["eggs"]}"#))
        let again = try sandbox.run(["choices", "label", "加料", "加蛋", "--kcal", "88"])
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr == "Notice: 加料: 加蛋 is so already\n")
        try sandbox.must("choices", "label", "加料", "加面", "--allergen", "none", "-q")
        #expect(try sandbox.must("choices", "label", "加料", "加面").stdout == "加料: 加面  no kcal; allergens none\n")
        #expect(try sandbox.must("history").lines.first?.hasSuffix("choices") == true)
        try sandbox.must("undo", "-q")
        #expect(try sandbox.must("choices", "label", "加料", "加面").stdout == "加料: 加面  no kcal; allergens not declared\n")
        // An option's labels go with it, and nothing is left behind.
        try sandbox.must("choices", "edit", "加料", "--no-option", "加蛋", "--pick", "0-1", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM option_kcal") == "0" && sandbox.query("SELECT count(*) FROM option_allergen") == "0")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT option, kcal FROM option_kcal") == "加蛋|88")
    }

    @Test func badLabelsAreRefusedAndChangeNothing() throws {
        let sandbox = try Self.menu()
        let before = try sandbox.query("SELECT count(*) FROM menu_history")
        for (arguments, status, error) in [
            (["加料", "加肠", "--kcal", "9"], Int32(1), "Error: the choice list '加料' has no option '加肠'"),
            (["辣度", "微辣", "--kcal", "9"], 1, "Error: no choice list '辣度'"),
            (["加料", "加蛋", "--kcal", "10001"], 64, "Error: kcal '10001' is not a whole number from 0 to 10000"),
            (["加料", "加蛋", "--kcal", "大份=9"], 64, "Error: An option's kcal is one number, not SIZE=N: the dish's size is the dish's"),
            (["加料", "加蛋", "--allergen", "none", "--allergen", "eggs"], 64, "Error: '--allergen none' declares it free of the 14 allergens; give it alone"),
            (["加料", "加蛋", "--kcal", "9", "--no-kcal"], 64, nil),
        ] {
            let run = try sandbox.run(["choices", "label"] + arguments)
            #expect(run.status == status, "\(arguments): \(run)")
            if let error { #expect(run.stderr.split(separator: "\n").first.map(String.init) == error, "\(arguments)") }
            #expect(run.stdout.isEmpty)
        }
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == before)
        #expect(try sandbox.query("SELECT count(*) FROM option_kcal") == "0")
    }

    /// US: `+90 Cal` after a topping, and a set meal's calories from its
    /// slots (two meals a slash); UK: `+88 kcal` and the set's range; EU:
    /// what an option may add, beyond the dish's own.
    @Test func thePageSaysWhatOptionsAddAndASetsCaloriesFromItsSlots() throws {
        let sandbox = try Self.menu()
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "eggs", "-q")
        try sandbox.must("choices", "label", "加料", "加面", "--kcal", "178", "--allergen", "gluten", "--allergen", "peanuts", "-q")
        let us = try sandbox.must("export", "--format", "html", "--rules", "us").stdout
        #expect(us.contains("<span class=\"option\">加面 +¥2 +180 Cal</span> · <span class=\"option\">加蛋 +¥3 +90 Cal</span>"))
        #expect(us.contains("<span class=\"name\">商务A</span><span class=\"price\">¥45</span><p class=\"rules\">180/610 Cal</p>"))
        let uk = try sandbox.must("export", "--format", "html", "--rules", "uk").stdout
        #expect(uk.contains("<span class=\"option\">加蛋 +¥3 +88 kcal</span>"))
        #expect(uk.contains("<p class=\"rules\">178–610 kcal</p>"))
        let eu = try sandbox.must("export", "--format", "html", "--rules", "eu").stdout
        #expect(eu.contains("<p class=\"rules\">过敏原：花生 · 选加面含麸质；选加蛋含蛋</p>"), "peanuts are the dish's own already")
        #expect(eu.contains("<p class=\"rules\">过敏原：无 · 选加面含麸质、花生；选加蛋含蛋</p>"))
        let english = try sandbox.must("export", "--format", "html", "--rules", "eu", "--lang", "en").stdout
        #expect(english.contains("<p class=\"rules\">Allergens: peanuts · may contain gluten with 加面; eggs with 加蛋</p>"))
        #expect(!us.contains("may contain") && !us.contains("选加蛋含蛋") && !us.contains("<p class=\"rules\">过敏原"), "the allergens are eu's")
        // Three dishes in the slot: a range, not a slash.
        try sandbox.must("add-item", "主菜/拍黄瓜", "--price", "12", "--kcal", "47", "-q")
        try sandbox.must("slot", "edit", "套餐/商务A", "热菜", "--dish", "拍黄瓜", "-q")
        #expect(try sandbox.must("export", "--format", "html", "--rules", "us").stdout.contains("<p class=\"rules\">45–610 Cal</p>"))
    }

    @Test func checkRulesNamesToppingsWithoutKcalAndOptionsWithoutAllergens() throws {
        let sandbox = try Self.menu()
        let us = try sandbox.run(["check", "--rules", "us"])
        #expect(us.status == 1)
        #expect(us.lines == ["加面", "加蛋"].map {
            "choice list 加料, option \($0): no kcal (US menus state calories per topping; choices label 加料 \($0) --kcal N)"
        })
        let eu = try sandbox.run(["check", "--rules", "eu"])
        #expect(eu.lines == ["套餐/商务A: allergens not declared (EU 1169/2011 asks the 14 for every dish; give them with --allergen, or --allergen none)"]
                + ["加面", "加蛋"].map {
                    "choice list 加料, option \($0): allergens not declared (what an option adds is the dish's; choices label 加料 \($0) --allergen …, or --allergen none)"
                })
        try sandbox.must("choices", "label", "加料", "加面", "--kcal", "178", "--allergen", "gluten", "-q")
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "none", "-q")
        try sandbox.must("edit", "商务A", "--allergen", "peanuts", "-q")
        #expect(try sandbox.run(["check", "--rules", "us", "--rules", "eu"]).status == 0)
        // A set meal whose slot holds a dish without kcal has none to say.
        try sandbox.must("add-item", "主菜/米饭", "--price", "2", "--allergen", "none", "-q")
        try sandbox.must("slot", "add", "套餐/商务A", "主食", "--pick", "1", "米饭", "-q")
        #expect(try sandbox.run(["check", "--rules", "us"]).lines == [
            "主菜/米饭: no kcal (US menus state calories beside every standard item)",
            "套餐/商务A: no kcal (US menus state calories beside every standard item)",
        ])
        // A list no dish is offered is on no page.
        try sandbox.must("choices", "add", "忌口", "--pick", "0-1", "--option", "免葱=+1", "-q")
        try sandbox.must("edit", "米饭", "--kcal", "230", "-q")
        #expect(try sandbox.run(["check", "--rules", "us"]).status == 0)
    }

    /// 明码标价: the condition beside a conditional price; a list that has
    /// neither hours nor a condition is named by `check --rules cn`.
    @Test func aPriceListsConditionIsWrittenBesideItsPricesAndChecked() throws {
        let sandbox = try Self.menu()
        try sandbox.must("prices", "add", "午市", "--by", "-2", "--hours", "11:00-14:00", "-q")
        #expect(try sandbox.must("prices", "add", "会员价", "--by", "-10%").stdout == "added price list 会员价: by -10%\n")
        let check = try sandbox.run(["check", "--rules", "cn"])
        #expect(check.status == 1)
        #expect(check.lines == ["price list 会员价: no condition beside its prices (明码标价: write it with prices edit 会员价 --condition TEXT, or give it hours)"])
        #expect(try sandbox.must("prices", "edit", "会员价", "--condition", " 持会员卡 ").stdout == "changed price list 会员价: by -10%, when 持会员卡\n")
        #expect(try sandbox.run(["check", "--rules", "cn"]).status == 0)
        #expect(try sandbox.must("prices").lines.contains("会员价  by -10%, when 持会员卡"))
        #expect(try sandbox.must("prices", "list", "--format", "json").stdout.contains(#""box_fee":null,"condition":"持会员卡","entries""#))
        let page = try sandbox.must("export", "--format", "html", "--prices", "会员价").stdout
        #expect(page.contains("<span class=\"price\">¥34.20</span> <small class=\"condition\">（会员价 持会员卡）</small>"))
        let bad = try sandbox.run(["prices", "edit", "会员价", "--condition", "a\nb"])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: the condition 'a\\u{A}b' is not 1 to 40 printable characters on one line\n"), "\(bad)")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.run(["check", "--rules", "cn"]).status == 1, "undo takes the condition back")
        try sandbox.must("redo", "-q")
        try sandbox.must("prices", "edit", "会员价", "--no-condition", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_condition") == "0")
    }

    /// Version 6 of the export document carries the labels; an import of
    /// it changes nothing, a new menu made from it exports the same bytes,
    /// diff names a changed label, and an older document leaves them.
    @Test func labelsTravelInTheDocumentAndDiffAndOlderDocumentsLeaveThem() throws {
        let sandbox = try Self.menu()
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "eggs", "-q")
        try sandbox.must("choices", "label", "加料", "加面", "--allergen", "none", "-q")
        try sandbox.must("prices", "add", "会员价", "--by", "-10%", "--condition", "持会员卡", "-q")
        let document = try sandbox.must("export").stdout
        #expect(document.contains(#"{"name": "加蛋", "surcharge": {"amount": 300, "currency": "CNY"}, "sold_out": false, "kcal": 88, "allergens": ["eggs"]}"#))
        #expect(document.contains(#""allergens": "none"}"#))
        #expect(document.contains(#"{"name": "会员价", "by": "-10%", "condition": "持会员卡", "entries": []}"#))
        let file = try sandbox.write("menu.json", document)
        #expect(try sandbox.must("import", "--replace", file).stdout.contains("0 changed"))
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("--db", copy, "import", file, "-q")
        #expect(try sandbox.must("--db", copy, "export").stdout == document)
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "90", "-q")
        try sandbox.must("prices", "edit", "会员价", "--condition", "会员日", "-q")
        let diff = try sandbox.run(["diff", file])
        #expect(diff.status == 1)
        #expect(diff.lines.contains("~ choice list 加料  options 加面=2.00 [allergens none], 加蛋=3.00 [88 kcal; allergens eggs] → 加面=2.00 [allergens none], 加蛋=3.00 [90 kcal; allergens eggs]"),
                "\(diff)")
        #expect(diff.lines.contains("~ price list 会员价  condition 持会员卡 → 会员日"), "\(diff)")
        // Version 5 said nothing of them: they stay as they are.
        let older = try sandbox.write("v5.json", document.replacingOccurrences(of: #""version": 6"#, with: #""version": 5"#)
            .replacingOccurrences(of: #", "kcal": 88, "allergens": ["eggs"]"#, with: "")
            .replacingOccurrences(of: #", "allergens": "none""#, with: "")
            .replacingOccurrences(of: #", "condition": "持会员卡""#, with: ""))
        try sandbox.must("import", "--replace", older, "-q")
        #expect(try sandbox.must("choices", "label", "加料", "加蛋").stdout == "加料: 加蛋  90 kcal; eggs\n")
        #expect(try sandbox.must("prices").lines.contains("会员价  by -10%, when 会员日"))
        // A malformed label names its place.
        let bad = try sandbox.write("bad.json", document.replacingOccurrences(of: #""kcal": 88"#, with: #""kcal": "lots""#))
        let refused = try sandbox.run(["import", bad])
        #expect(refused.status == 65 && refused.stderr.hasPrefix("Error: \(bad): choices[0].options[1].kcal: expected a whole number from 0 to 10000, found \"lots\""), "\(refused)")
    }

    @Test func headOfficesLabelsTravelToAStoreAndAreHeadOfficesThere() throws {
        let sandbox = try Self.menu()
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "eggs", "-q")
        try sandbox.must("prices", "add", "会员价", "--by", "-10%", "--condition", "持会员卡", "-q")
        let first = sandbox.folder + "/0001.change", second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", first, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        #expect(try sandbox.must("--db", store, "choices", "label", "加料", "加蛋").stdout == "加料: 加蛋  88 kcal; eggs\n")
        #expect(try sandbox.must("--db", store, "prices").lines.contains("会员价  by -10%, when 持会员卡"))
        let refused = try sandbox.run(["--db", store, "choices", "label", "加料", "加蛋", "--kcal", "1"])
        #expect(refused.status == 1 && refused.stderr.contains("head office"), "\(refused)")
        try sandbox.must("choices", "label", "加料", "加蛋", "--no-kcal", "-q")
        try sandbox.must("prices", "edit", "会员价", "--condition", "会员日", "-q")
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        #expect(try sandbox.must("--db", store, "choices", "label", "加料", "加蛋").stdout == "加料: 加蛋  no kcal; eggs\n")
        #expect(try sandbox.must("--db", store, "prices").lines.contains("会员价  by -10%, when 会员日"))
    }

    /// Rows another program wrote: a label of an option that is gone, an
    /// unknown allergen, a kcal out of range; check names them, repair drops them.
    @Test func checkReportsLabelsThatBreakTheRulesAndRepairDropsThem() throws {
        let sandbox = try Self.menu()
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "eggs", "-q")
        _ = try sandbox.query("""
            PRAGMA ignore_check_constraints = ON;
            INSERT INTO option_kcal VALUES ((SELECT id FROM choice_list), '加肠', 50);
            INSERT INTO option_allergen VALUES ((SELECT id FROM choice_list), '加蛋', 'chocolate');
            UPDATE option_kcal SET kcal = 20000 WHERE option = '加蛋';
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.lines.count == 3, "\(check)")
        #expect(check.stdout.contains("加肠") && check.stdout.contains("chocolate") && check.stdout.contains("20000"), "\(check)")
        try sandbox.must("check", "--repair", "-q")
        #expect(try sandbox.run(["check"]).status == 0)
        #expect(try sandbox.query("SELECT option || ':' || allergen FROM option_allergen") == "加蛋:eggs")
        #expect(try sandbox.query("SELECT count(*) FROM option_kcal") == "0")
    }
}

/// A menu at schema 25 (Tests/Fixtures/menu-schema-v25.sql) upgrades to
/// migrations/0026_option_labels_and_conditions.sql with nothing lost.
@Suite struct OptionLabelsUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsTheMenu() throws {
        let sandbox = try Sandbox.made(bySchema: 25)
        let everyRow = try sandbox.everyRowQuery()
        let rows = try sandbox.query(everyRow)
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        let entries = try sandbox.query("SELECT count(*) FROM menu_history")
        #expect(try sandbox.must("choices", "label", "加料", "加蛋").stdout == "加料: 加蛋  no kcal; allergens not declared\n",
                "a reader reads it as it is")
        #expect(try sandbox.must("prices").lines.contains("会员价  by -10%"))
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "25", "and leaves it as it is")
        try sandbox.must("choices", "label", "加料", "加蛋", "--kcal", "88", "--allergen", "eggs", "-q")
        try sandbox.must("prices", "edit", "会员价", "--condition", "持会员卡", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(everyRow) == rows, "every row of every table schema 25 held")
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT \(entries)") == history)
        #expect(try sandbox.run(["check", "--rules", "cn"]).lines == ["酒水/酸梅汤: a drink without its volume in ml (规格)"],
                "会员价 has its condition, 午市 its hours")
        for _ in 1...2 { try sandbox.must("undo", "-q") }
        #expect(try sandbox.query("SELECT count(*) FROM option_kcal") == "0" && sandbox.query("SELECT count(*) FROM price_condition") == "0")
        try sandbox.must("undo", "-q")
        #expect(try !sandbox.must("prices").stdout.contains("午市"), "entries from before the upgrade undo")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
