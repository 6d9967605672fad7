import Foundation
import Testing

/// Choices (SPEC 18, issue 27): 主菜 #2 holds 凉菜 #4 (盐水鸭 #6) and 宫保鸡丁
/// #5; 早餐 #3 holds 包子 #7. 辣度 (pick 1), 加料 (0-3, with surcharges) and
/// 忌口 (0-3, free) are lists #1, #2, #3.
@Suite struct ChoicesTests {
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "早餐", "-q")
        try sandbox.must("add-group", "凉菜", "--in", "主菜", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38", "-q")
        try sandbox.must("add-item", "盐水鸭", "--in", "主菜/凉菜", "--price", "48", "-q")
        try sandbox.must("add-item", "包子", "--in", "早餐", "--price", "3", "-q")
        return sandbox
    }

    private func menuWithLists() throws -> Sandbox {
        let sandbox = try menu()
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "中辣", "--option", "特辣", "-q")
        try sandbox.must("choices", "add", "加料", "--pick", "0-3", "--option", "加面=+2", "--option", "加蛋=+¥3", "--option", "加肉=+5", "-q")
        try sandbox.must("choices", "add", "忌口", "--pick", "0-3", "--option", "免葱", "--option", "免蒜=0", "--option", "免香菜", "-q")
        return sandbox
    }

    /// The `choices` column of `list --all --format tsv`, by path.
    private func choicesColumn(_ sandbox: Sandbox, _ words: String...) throws -> [String] {
        try sandbox.run(["list", "--all", "--format", "tsv"] + words).lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields[5] + "=" + fields[14]
        }
    }

    @Test func aGroupsListReachesEveryDishInsideItAndAWithdrawalMakesAnException() throws {
        let sandbox = try menuWithLists()
        #expect(try sandbox.must("choices", "offer", "辣度", "主菜").stdout == "主菜 offers 辣度\n")
        #expect(try sandbox.must("choices", "offer", "加料", "早餐", "宫保鸡丁").stdout == "早餐 offers 加料\n主菜/宫保鸡丁 offers 加料\n")
        #expect(try choicesColumn(sandbox) == ["主菜=", "主菜/凉菜=", "主菜/凉菜/盐水鸭=辣度", "主菜/宫保鸡丁=加料;辣度",
                                               "早餐=", "早餐/包子=加料"])
        #expect(try sandbox.must("choices", "withdraw", "辣度", "盐水鸭").stdout == "withdrew 辣度 from 主菜/凉菜/盐水鸭\n")
        #expect(try choicesColumn(sandbox) == ["主菜=", "主菜/凉菜=", "主菜/凉菜/盐水鸭=", "主菜/宫保鸡丁=加料;辣度",
                                               "早餐=", "早餐/包子=加料"])
        // `list GROUP` starts from what the group inherits.
        #expect(try choicesColumn(sandbox, "主菜/凉菜") == ["主菜/凉菜/盐水鸭="])
        try sandbox.must("choices", "offer", "忌口", "凉菜", "-q")
        #expect(try choicesColumn(sandbox, "主菜/凉菜") == ["主菜/凉菜/盐水鸭=忌口"])
        #expect(try sandbox.must("show", "盐水鸭").stdout.hasSuffix("""
            hours:     not set
            choices:   忌口 (from 主菜/凉菜)
            withdrawn: 辣度 (offered by 主菜)

            """))
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.hasSuffix("choices:  加料 (its own), 辣度 (from 主菜)\n"))
        #expect(try sandbox.must("show", "主菜").stdout.contains("offers:   辣度 (for every dish inside)\n"))
        #expect(try sandbox.must("show", "凉菜").stdout.contains("offers:   忌口 (for every dish inside)\ninherits: 辣度 (from 主菜)\n"))
        #expect(try sandbox.must("show", "宫保鸡丁", "--json").stdout.hasSuffix(#""market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":["加料","辣度"],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        let json = try sandbox.must("list", "--json").lines
        #expect(json[1].hasSuffix(#""market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(json[4].hasSuffix(#""market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":["加料","辣度"],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null},"#))
        #expect(try sandbox.must("find", "baozi", "--format", "tsv").lines.last?.hasSuffix("\t0\t加料\t\t\t\t\t\t\t\t0\t\t\t\t\t") == true)
        // Offering again, or withdrawing what is not offered, changes nothing.
        let again = try sandbox.must("choices", "offer", "辣度", "主菜")
        #expect(again.stdout == "" && again.stderr == "Notice: 主菜 offers 辣度 already\n")
        #expect(try sandbox.must("choices", "withdraw", "辣度", "包子").stderr == "Notice: 早餐/包子 does not offer 辣度\n")
        // A dish withdrawn from a list gets it back by offering it.
        try sandbox.must("choices", "offer", "辣度", "盐水鸭", "-q")
        #expect(try choicesColumn(sandbox, "主菜/凉菜") == ["主菜/凉菜/盐水鸭=辣度;忌口"])
    }

    @Test func listsAreMadeChangedSoldOutAndRemoved() throws {
        let sandbox = try menuWithLists()
        try sandbox.must("choices", "offer", "加料", "宫保鸡丁", "-q")
        #expect(try sandbox.must("choices", "sold-out", "加料", "加蛋").stdout == "sold out 加料: 加蛋\n")
        #expect(try sandbox.must("choices", "sold-out", "加料", "加蛋").stderr == "Notice: 加料: 加蛋 is already sold out\n")
        #expect(try sandbox.must("choices").stdout == """
            辣度 (pick 1): 微辣, 中辣, 特辣
              not offered
            加料 (pick 0-3): 加面 +2.00, 加蛋 +3.00 (sold out), 加肉 +5.00
              offered by: 主菜/宫保鸡丁
            忌口 (pick 0-3): 免葱, 免蒜, 免香菜
              not offered

            """)
        #expect(try sandbox.must("choices", "restock", "加料", "加蛋").stdout == "restocked 加料: 加蛋\n")
        #expect(try sandbox.must("choices", "edit", "加料", "--name", "小料", "--pick", "0-2", "--option", "加面=+2.5",
                                 "--option", "加菜=0", "--no-option", "加肉").stdout
                == "changed choice list 小料: pick 0-2: 加面 +2.50, 加蛋 +3.00, 加菜\n")
        #expect(try sandbox.query("SELECT position, name, surcharge_fen, sold_out FROM choice_option WHERE list_id = 2 ORDER BY position")
                == "0|加面|250|0\n1|加蛋|300|0\n2|加菜|0|0")
        let json = try sandbox.must("choices", "list", "--format", "json").lines
        #expect(json[2] == #"  {"name":"小料","pick":[0,2],"options":[{"name":"加面","surcharge":{"amount":250,"currency":"CNY"},"sold_out":false},{"name":"加蛋","surcharge":{"amount":300,"currency":"CNY"},"sold_out":false},{"name":"加菜","surcharge":{"amount":0,"currency":"CNY"},"sold_out":false}],"offered_by":["主菜/宫保鸡丁"],"withdrawn_from":[]},"#)
        #expect(try sandbox.must("choices", "remove", "忌口").stdout == "removed choice list 忌口\n")
        #expect(try sandbox.must("choices", "remove", "小料", "--force").stdout == "removed choice list 小料 (it was offered by 主菜/宫保鸡丁)\n")
        #expect(try sandbox.query("SELECT count(*) FROM choice_offer") == "0")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("choices"))
    }

    @Test func badInputIsRefusedWithNothingChanged() throws {
        let sandbox = try menuWithLists()
        try sandbox.must("choices", "offer", "辣度", "主菜", "-q")
        let usage: [[String]] = [
            ["choices", "add", "麻辣", "--pick", "2", "--option", "微辣"],              // MAX beyond the options
            ["choices", "add", "麻辣", "--pick", "0", "--option", "微辣"],              // MAX below 1
            ["choices", "add", "麻辣", "--pick", "3-1", "--option", "微辣"],            // MIN above MAX
            ["choices", "add", "麻辣", "--pick", "one", "--option", "微辣"],
            ["choices", "add", "麻辣", "--pick", "1", "--option", "微辣", "--option", "微辣"],   // an option twice
            ["choices", "add", "麻辣", "--pick", "1", "--option", "加面=2"],            // a surcharge without +
            ["choices", "add", "麻辣", "--pick", "1", "--option", "加面=+2x"],
            ["choices", "add", "麻辣", "--pick", "1", "--option", "加面=-2"],
            ["choices", "add", String(repeating: "辣", count: 21), "--pick", "1", "--option", "微辣"],
            ["choices", "add", "麻辣", "--pick", "1", "--option", String(repeating: "辣", count: 21)],
            ["choices", "add", "麻辣", "--pick", "1"] + (1...31).flatMap { ["--option", "选\($0)"] },
            ["choices", "add", "麻辣", "--option", "微辣"],                           // no rule
            ["choices", "add", "麻/辣", "--pick", "1", "--option", "微辣"],
            ["choices", "add", "麻辣", "--pick", "1", "--option", "微辣", "--force"],   // an option of another action
            ["choices", "edit", "辣度"],                                              // nothing to change
            ["choices", "edit", "辣度", "--pick", "0-4"],                             // more than the 3 options
            ["choices", "edit", "辣度", "--no-option", "微辣", "--no-option", "中辣", "--no-option", "特辣"],
            ["choices", "offer", "辣度"],
            ["choices", "list", "辣度"],
            ["choices", "pick", "辣度"],
        ]
        for words in usage {
            let outcome = try expectRefusal(sandbox, words, status: 64)
            #expect(outcome.stderr.split(separator: "\n").first?.hasPrefix("Error: ") == true)
        }
        let refused: [([String], String)] = [
            (["choices", "add", "辣度", "--pick", "1", "--option", "微辣"], "Error: there is a choice list '辣度' already"),
            (["choices", "offer", "麻辣", "主菜"], "Error: no choice list '麻辣'"),
            (["choices", "offer", "辣度", "主采"], "Error: no 主采 in the menu"),
            (["choices", "sold-out", "辣度", "麻辣"], "Error: the choice list '辣度' has no option '麻辣'"),
            (["choices", "edit", "辣度", "--no-option", "麻辣"], "Error: the choice list '辣度' has no option '麻辣'"),
            (["choices", "remove", "辣度"], "Error: the choice list '辣度' is offered by 主菜"),
            (["choices", "withdraw", "辣度", "凉菜"], "Error: 主菜/凉菜 has 辣度 from 主菜"),
        ]
        for (words, message) in refused {
            let outcome = try expectRefusal(sandbox, words, status: 1)
            #expect(outcome.stderr.hasPrefix(message), "\(words): \(outcome.stderr)")
        }
    }

    @Test func undoAndRedoTakeBackEveryChangeExactly() throws {
        let sandbox = try menuWithLists()
        let steps: [[String]] = [
            ["choices", "offer", "辣度", "主菜", "宫保鸡丁"],
            ["choices", "withdraw", "辣度", "盐水鸭"],
            ["choices", "sold-out", "加料", "加蛋", "加肉"],
            ["choices", "edit", "加料", "--name", "小料", "--option", "加菜=+1", "--no-option", "加面"],
            ["remove", "主菜", "--recursive"],
            ["choices", "offer", "辣度", "早餐"],
            ["choices", "remove", "辣度", "--force"],
            ["choices", "add", "口味", "--pick", "1-2", "--option", "麻辣", "--option", "酸甜"],
        ]
        for words in steps {
            let before = try sandbox.query("SELECT * FROM choice_list; SELECT * FROM choice_option; SELECT * FROM choice_offer")
            let nodes = try sandbox.query("SELECT * FROM menu_node")
            #expect(try sandbox.run(words + ["-q"]).status == 0, "\(words)")
            let after = try sandbox.query("SELECT * FROM choice_list; SELECT * FROM choice_option; SELECT * FROM choice_offer")
            #expect(after != before, "\(words) changed nothing")
            try sandbox.must("undo", "-q")
            #expect(try sandbox.query("SELECT * FROM choice_list; SELECT * FROM choice_option; SELECT * FROM choice_offer") == before, "\(words)")
            #expect(try sandbox.query("SELECT * FROM menu_node") == nodes, "\(words)")
            try sandbox.must("redo", "-q")
            #expect(try sandbox.query("SELECT * FROM choice_list; SELECT * FROM choice_option; SELECT * FROM choice_offer") == after, "\(words)")
        }
    }

    @Test func checkFindsAndRepairsWhatAnotherProgramWrote() throws {
        let sandbox = try menuWithLists()
        try sandbox.must("choices", "offer", "辣度", "主菜", "-q")
        _ = try sandbox.query("""
            INSERT INTO choice_offer VALUES (999, 1, 0, 0);
            INSERT INTO choice_offer VALUES (5, 77, 1, 0);
            INSERT INTO choice_offer VALUES (4, 2, 0, 1);
            UPDATE choice_list SET pick_max = 9 WHERE name = '加料';
            INSERT INTO choice_option VALUES (55, 0, 'x', 0, 0);
            """)
        let check = try sandbox.menuctl("check")
        #expect(check.status == 1)
        #expect(check.stdout == """
            choice offer #4/#2: a withdrawal of 加料 from a group; only dishes are exceptions
            choice offer #5/#77: an offer of choice list #77, which is not in the menu
            choice offer #999/#1: an offer of list #1 by node #999, which is not in the menu
            choice options of #55: options of a list that is not in the menu
            choice list #2 '加料': the pick rule 0-9 asks for up to 9 of 3 options; MAX is at most the number of options

            """)
        let repair = try sandbox.must("check", "--repair")
        #expect(repair.lines.count == 6 && repair.lines.last == "no problems left: 3 groups, 3 dishes")
        #expect(try sandbox.query("SELECT * FROM choice_offer") == "2|1|0|0")
        #expect(try sandbox.query("SELECT pick_min, pick_max FROM choice_list WHERE id = 2") == "0|3")
        #expect(try sandbox.menuctl("check").status == 0)
    }

    /// A list another program left without options offers nothing:
    /// --repair drops it and its offers, and check is clean after.
    @Test func repairDropsAListWithoutOptions() throws {
        let sandbox = try menuWithLists()
        _ = try sandbox.query("INSERT INTO choice_list VALUES (51, '空', 1, 1); INSERT INTO choice_offer VALUES (2, 51, 5, 0)")
        #expect(try sandbox.menuctl("check").stdout == "choice list #51 '空': a choice list holds 1 to 30 options, not 0\n")
        #expect(try sandbox.must("check", "--repair").lines.first == "choice list #51 '空': dropped (it held no options)")
        #expect(try sandbox.query("SELECT count(*) FROM choice_list WHERE id = 51; SELECT count(*) FROM choice_offer WHERE list_id = 51") == "0\n0")
        #expect(try sandbox.menuctl("check").status == 0)
    }

    @Test func aBatchMakesListsAndOffersThemInOneTransaction() throws {
        let sandbox = try menu()
        let good = try sandbox.write("good.menuctl", """
            choices add 辣度 --pick 1 --option 微辣 --option 特辣
            choices offer 辣度 主菜
            list --format tsv
            """)
        let outcome = try sandbox.must("batch", good)
        #expect(outcome.lines.contains("4\t5\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t\t\t\t\t0\t辣度\t\t\t\t\t\t\t\t0\t\t\t\t\t"))
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("choices"))
        let bad = try sandbox.write("bad.menuctl", "choices add 加料 --pick 0-1 --option 加面=+2\nchoices offer 加料 主采\n")
        let before = try sandbox.dump()
        let refused = try sandbox.run(["batch", bad])
        #expect(refused.status == 65 && refused.stderr.hasPrefix("\(bad):2: Error: no 主采 in the menu"))
        #expect(try sandbox.dump() == before)
        // What is on offer keeps each dish's choices.
        try sandbox.must("sold-out", "宫保鸡丁", "-q")
        let available = try sandbox.must("list", "--available", "--at", "12:00", "--format", "tsv").lines
        #expect(available.contains { $0.hasSuffix("\t主菜/凉菜/盐水鸭\t48.00\t0\t\t\t\t\t\t0\t辣度\t\t\t\t\t\t\t\t0\t\t\t\t\t") })
        #expect(!available.contains { $0.contains("宫保鸡丁") })
    }
}
