import Foundation
import Testing
import MenuTestSupport

/// Set meals 套餐 (SPEC 19, issue 28) end to end: a set is a dish's row
/// with slots, each a pick among dishes kept by id.
@Suite struct SetMealsTests {
    /// 主菜 #2, 主食 #3, 汤 #4, 套餐 #5; 宫保鸡丁 #6 (peanuts), 回锅肉 #7,
    /// 鱼香肉丝 #8, 麻婆豆腐 #9 (vegetarian), 水煮鱼 #10 (sizes), 担担面 #11,
    /// 米饭 #12, 酸辣汤 #13; 商务套餐A #14: 热菜 1 of 3, 主食 担担面, 汤 酸辣汤.
    static let setup = """
        add-group 主菜 主食 汤 套餐
        add-item 宫保鸡丁 回锅肉 鱼香肉丝 --in 主菜 --price 38
        edit 宫保鸡丁 --allergen 花生
        add-item 麻婆豆腐 --in 主菜 --price 28 --diet vegetarian
        add-item 水煮鱼 --in 主菜 --size 小份=58 --size 大份=88
        add-item 担担面 --in 主食 --price 16
        add-item 米饭 --in 主食 --price 2
        add-item 酸辣汤 --in 汤 --price 12
        add-set 商务套餐A --in 套餐 --price 48 --description 午市
        slot add 商务套餐A 热菜 --pick 1 宫保鸡丁 回锅肉 鱼香肉丝=+5
        slot add 商务套餐A 主食 --pick 1 担担面
        slot add 商务套餐A 汤 --pick 1 酸辣汤
        """

    static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", setup), "-q")
        return sandbox
    }

    static let slotRows = """
        SELECT s.set_id, s.position, s.name, s.pick, d.position, d.dish_id, coalesce(d.size, '-'), coalesce(d.surcharge_fen, '-')
        FROM set_slot AS s LEFT JOIN set_slot_dish AS d ON d.slot_id = s.id ORDER BY s.set_id, s.position, d.position
        """

    @Test func aSetIsMadeOfSlotsAndShownInEveryRowFormat() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "套餐", "主菜", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38", "-q")
        #expect(try sandbox.must("add-set", "商务套餐A", "--in", "套餐", "--price", "48").stdout == "added set 套餐/商务套餐A (#5)\n")
        #expect(try sandbox.must("slot", "add", "商务套餐A", "热菜", "--pick", "1", "宫保鸡丁=+5").stdout
                == "added slot 热菜 to 套餐/商务套餐A: pick 1 of 1\n")
        #expect(try sandbox.query("SELECT kind FROM menu_node WHERE id = 5; SELECT node_id FROM set_meal") == "item\n5")
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[2].hasPrefix("2\t5\t1\tset\t\t套餐/商务套餐A\t48.00\t0\t"))
        #expect(tsv[4].hasPrefix("4\t4\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t"))
        let json = try sandbox.must("list", "--json").stdout
        #expect(json.contains(#""kind":"set","name":"商务套餐A""#))
        #expect(json.contains(#""slots":[{"name":"热菜","pick":1,"dishes":[{"id":4,"path":"主菜/宫保鸡丁","size":null,"surcharge":{"amount":500,"currency":"CNY"}}]}],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"#))
        #expect(json.contains(#""kind":"group","name":"套餐""#) && json.contains(#""slots":null"#))
        #expect(json.contains(#""path":"主菜/宫保鸡丁""#) && json.contains(#""diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"#))
        #expect(try sandbox.must("show", "商务套餐A", "--json").stdout.hasSuffix(#""slots":[{"name":"热菜","pick":1,"dishes":[{"id":4,"path":"主菜/宫保鸡丁","size":null,"surcharge":{"amount":500,"currency":"CNY"}}]}],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        // toggle answers a set as it answers a dish.
        let toggled = try sandbox.must("toggle", "商务套餐A")
        #expect(toggled.stdout.isEmpty && toggled.stderr.hasPrefix("Notice: "))
    }

    @Test func showListsTheSlotsAndWhatTheSetSaves() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("show", "商务套餐A").stdout == """
            id:          #14
            kind:        set meal
            path:        套餐/商务套餐A
            name:        商务套餐A
            price:       48.00 CNY
            slot 热菜:   pick 1 of 主菜/宫保鸡丁 38.00 · 主菜/回锅肉 38.00 · 主菜/鱼香肉丝 38.00 +5.00
            slot 主食:   pick 1 of 主食/担担面 16.00
            slot 汤:     pick 1 of 汤/酸辣汤 12.00
            à la carte:  66.00 (the set saves 18.00)
            sold out:    no
            hours:       not set
            description: 午市

            """)
    }

    @Test func aSetIsOnOfferOnlyWhenEverySlotCanBeFilled() throws {
        let sandbox = try Self.menu()
        func available() throws -> Bool {
            try sandbox.must("list", "--available", "--format", "tsv").stdout.contains("套餐/商务套餐A")
        }
        #expect(try available())
        try sandbox.must("sold-out", "担担面", "-q")
        #expect(try available() == false, "担担面 is the only 主食")
        #expect(try sandbox.must("export", "--format", "html").stdout.contains(#"<li class="sold-out"><span class="name">商务套餐A</span><span class="note">售罄</span>"#))
        try sandbox.must("restock", "担担面", "-q")
        #expect(try available())
        // Two of three 热菜 gone leaves one: still filled; the third empties it.
        try sandbox.must("sold-out", "宫保鸡丁", "回锅肉", "-q")
        #expect(try available())
        try sandbox.must("stock", "鱼香肉丝", "0", "-q")
        #expect(try available() == false, "counted out counts")
        try sandbox.must("restock", "--all", "-q")
        // The hours of a dish's group count too.
        try sandbox.must("hours", "主食", "06:00-10:30", "-q")
        #expect(try sandbox.must("list", "--available", "--at", "08:00", "--format", "tsv").stdout.contains("商务套餐A"))
        #expect(try sandbox.must("list", "--available", "--at", "15:00", "--format", "tsv").stdout.contains("商务套餐A") == false)
        // The printed page (not --available) shows the lunch set all day.
        #expect(try sandbox.must("export", "--format", "html").stdout.contains(#"<li><span class="name">商务套餐A</span>"#))
    }

    @Test func aMovedAndRenamedDishStaysInItsSlot() throws {
        let sandbox = try Self.menu()
        let before = try sandbox.query(Self.slotRows)
        try sandbox.must("edit", "宫保鸡丁", "--name", "宫保虾球", "-q")
        try sandbox.must("move", "宫保虾球", "--to", "汤", "-q")
        #expect(try sandbox.query(Self.slotRows) == before)
        #expect(try sandbox.must("show", "商务套餐A").stdout.contains("slot 热菜:   pick 1 of 汤/宫保虾球 38.00 · 主菜/回锅肉"))
    }

    @Test func badSlotsAreRefusedWithNothingChanged() throws {
        let sandbox = try Self.menu()
        try sandbox.must("add-set", "商务套餐B", "--in", "套餐", "--price", "30", "-q")
        let slot = ["slot", "add", "商务套餐B"]
        #expect(try expectRefusal(sandbox, slot + ["饮料", "--pick", "1", "可乐"], status: 1).stderr.hasPrefix("Error: no 可乐 in the menu"))
        #expect(try expectRefusal(sandbox, slot + ["热菜", "--pick", "1", "主菜"], status: 1).stderr
                == "Error: 主菜 is a group; a slot holds dishes\n")
        #expect(try expectRefusal(sandbox, slot + ["套餐", "--pick", "1", "商务套餐A"], status: 1).stderr
                == "Error: 套餐/商务套餐A is a set meal; a slot holds dishes\n")
        #expect(try expectRefusal(sandbox, slot + ["鱼", "--pick", "1", "水煮鱼"], status: 64).stderr
                == "Error: 主菜/水煮鱼 comes in sizes; name one: 主菜/水煮鱼@小份 (its sizes: 小份, 大份)\n")
        #expect(try expectRefusal(sandbox, slot + ["鱼", "--pick", "1", "水煮鱼@中份"], status: 64).stderr
                == "Error: 主菜/水煮鱼 has no size 中份; its sizes: 小份, 大份\n")
        #expect(try expectRefusal(sandbox, slot + ["热菜", "--pick", "3", "宫保鸡丁", "回锅肉"], status: 64).stderr.hasPrefix(
            "Error: --pick 3 is more than the 2 dishes given\nUsage: menuctl slot "))
        #expect(try expectRefusal(sandbox, slot + ["热菜", "--pick", "1", "宫保鸡丁", "#6"], status: 64).stderr.hasPrefix(
            "Error: 主菜/宫保鸡丁 is given twice"))
        #expect(try expectRefusal(sandbox, slot + ["热菜", "--pick", "0", "宫保鸡丁"], status: 64).stderr.hasPrefix("Error: --pick is 1 to 30, not 0\n"))
        let many = (1...31).map { "d\($0)" }
        #expect(try expectRefusal(sandbox, slot + ["热菜", "--pick", "1"] + many, status: 64).stderr.hasPrefix(
            "Error: A slot holds at most 30 dishes, not 31\n"))
        #expect(try expectRefusal(sandbox, ["slot", "add", "商务套餐A", "热菜", "--pick", "1", "米饭"], status: 1).stderr
                == "Error: 套餐/商务套餐A already has a slot named 热菜\n")
        #expect(try expectRefusal(sandbox, ["slot", "add", "宫保鸡丁", "热菜", "--pick", "1", "米饭"], status: 1).stderr
                == "Error: 主菜/宫保鸡丁 is a dish, not a set meal\n")
        #expect(try expectRefusal(sandbox, ["add-set", "商务套餐C", "--in", "套餐"], status: 64).stderr.hasPrefix(
            "Error: Missing expected option '--price <amount>'\nUsage: menuctl add-set "))
        #expect(try expectRefusal(sandbox, ["slot", "edit", "商务套餐A", "热菜"], status: 64).stderr.hasPrefix(
            "Error: Nothing to change: give --name, --pick, --dish or --no-dish\n"))
        for number in 1...12 { try sandbox.must("slot", "add", "商务套餐B", "s\(number)", "--pick", "1", "米饭", "-q") }
        #expect(try expectRefusal(sandbox, slot + ["s13", "--pick", "1", "米饭"], status: 1).stderr
                == "Error: 套餐/商务套餐B already has 12 slots; a set meal has at most 12\n")
        #expect(try sandbox.must("check").status == 0)
    }

    @Test func slotEditAndRemoveAreHistoryEntriesThatUndoExactly() throws {
        let sandbox = try Self.menu()
        let before = try sandbox.query(Self.slotRows)
        #expect(try sandbox.must("slot", "edit", "商务套餐A", "热菜", "--name", "主菜", "--pick", "2", "--dish", "麻婆豆腐",
                                 "--dish", "鱼香肉丝=+6", "--no-dish", "回锅肉").stdout
                == "changed slot 主菜 of 套餐/商务套餐A: pick 2 of 3\n")
        #expect(try sandbox.query("SELECT name, pick FROM set_slot WHERE position = 0") == "主菜|2")
        #expect(try sandbox.query("SELECT group_concat(dish_id || ':' || coalesce(surcharge_fen, '-'), ' ') FROM set_slot_dish WHERE slot_id = 1")
                == "6:- 8:600 9:-")
        let edited = try sandbox.query(Self.slotRows)
        #expect(try sandbox.must("slot", "remove", "商务套餐A", "汤").stdout == "removed slot 汤 from 套餐/商务套餐A\n")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("slots"))
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.slotRows) == edited)
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.slotRows) == before)
        try sandbox.must("redo", "-q")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(Self.slotRows) != before)
        #expect(try sandbox.query("SELECT count(*) FROM set_slot") == "2")
        // Undo of the set's add takes its slots with it, and redo brings all back.
        let sandbox2 = try Self.menu()
        let all = try sandbox2.query(Self.slotRows)
        try sandbox2.must("undo", "-q")  // the batch that made it all, one entry
        #expect(try sandbox2.query("SELECT count(*) FROM set_meal; SELECT count(*) FROM set_slot") == "0\n0")
        try sandbox2.must("redo", "-q")
        #expect(try sandbox2.query(Self.slotRows) == all)
    }

    @Test func removingADishASetUsesNeedsForce() throws {
        let sandbox = try Self.menu()
        let refused = try expectRefusal(sandbox, ["remove", "担担面"], status: 1)
        #expect(refused.stderr == "Error: 主食/担担面 is in a set meal: 套餐/商务套餐A uses it\n--force takes it out of their slots\n")
        _ = try expectRefusal(sandbox, ["remove", "主食", "--recursive"], status: 1)
        let before = try sandbox.query(Self.slotRows)
        #expect(try sandbox.must("remove", "担担面", "--force").stdout == """
            took 主食/担担面 out of 套餐/商务套餐A, slot 主食
            the slot 主食 of 套餐/商务套餐A now holds 0 dishes for pick 1
            removed 主食/担担面

            """)
        #expect(try sandbox.run(["check"]).status == 1, "a slot that can no longer be filled is reported")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.slotRows) == before)
        // Removing the set with its dishes' group needs nothing more.
        try sandbox.must("remove", "套餐", "主食", "--recursive", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM set_slot_dish") == "0")
    }

    @Test func sellingASetSellsItsChosenDishesAllOrNothing() throws {
        let sandbox = try Self.menu()
        try sandbox.must("stock", "担担面", "2", "-q")
        #expect(try expectRefusal(sandbox, ["sell", "商务套餐A"], status: 64).stderr
                == "Error: 套餐/商务套餐A holds counted dishes: name the dishes chosen with --with (热菜 1, 主食 1, 汤 1)\n")
        #expect(try expectRefusal(sandbox, ["sell", "商务套餐A", "--with", "回锅肉", "担担面"], status: 64).stderr
                == "Error: 套餐/商务套餐A: the slot 汤 takes 1 dish, not 0 (热菜 1, 主食 1, 汤 1)\n")
        #expect(try expectRefusal(sandbox, ["sell", "商务套餐A", "--with", "回锅肉", "宫保鸡丁", "担担面", "酸辣汤"], status: 64)
            .stderr.hasPrefix("Error: 套餐/商务套餐A: the slot 热菜 takes 1 dish, not 2"))
        #expect(try expectRefusal(sandbox, ["sell", "商务套餐A", "--with", "米饭", "担担面", "酸辣汤"], status: 1).stderr
                == "Error: 主食/米饭 is not in a slot of 套餐/商务套餐A\n")
        #expect(try expectRefusal(sandbox, ["sell", "商务套餐A", "3", "--with", "回锅肉", "担担面", "酸辣汤"], status: 1).stderr
                == "Error: only 2 担担面 left\n")
        #expect(try sandbox.must("sell", "商务套餐A", "--with", "回锅肉", "--with", "担担面", "酸辣汤", "--format", "json").stdout
                == #"{"id":14,"path":"套餐/商务套餐A","left":null,"sold_out":false,"with":[{"id":7,"path":"主菜/回锅肉","left":null,"sold_out":false},{"id":11,"path":"主食/担担面","left":1,"sold_out":false},{"id":13,"path":"汤/酸辣汤","left":null,"sold_out":false}]}"# + "\n")
        #expect(try sandbox.must("sell", "商务套餐A", "--with", "鱼香肉丝", "担担面", "酸辣汤").stdout == """
            sold 1 套餐/商务套餐A
              with 1 主菜/鱼香肉丝
              with 1 主食/担担面: 0 left, sold out
              with 1 汤/酸辣汤

            """)
        #expect(try sandbox.must("list", "--available", "--format", "tsv").stdout.contains("商务套餐A") == false)
        #expect(try expectRefusal(sandbox, ["sell", "宫保鸡丁", "--with", "担担面"], status: 64).stderr
                == "Error: 主菜/宫保鸡丁 is not a set meal: --with names the dishes of a set\n")
    }

    @Test func allergensAndDietsOfSets() throws {
        let sandbox = try Self.menu()
        try sandbox.must("add-set", "花生套餐", "--in", "套餐", "--price", "40", "--diet", "vegetarian", "-q")
        try sandbox.must("slot", "add", "花生套餐", "热菜", "--pick", "1", "宫保鸡丁", "-q")
        let without = try sandbox.must("list", "--without", "花生", "--format", "tsv").stdout
        #expect(without.contains("套餐/商务套餐A") && !without.contains("套餐/花生套餐") && !without.contains("宫保鸡丁"))
        try sandbox.must("edit", "商务套餐A", "--allergen", "芝麻", "-q")
        #expect(try sandbox.must("list", "--without", "sesame", "--format", "tsv").stdout.contains("商务套餐A") == false)
        let diet = try sandbox.must("list", "--diet", "素", "--format", "tsv").lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false)[5] }
        #expect(diet == ["path", "主菜", "主菜/麻婆豆腐", "套餐", "套餐/花生套餐"])
    }

    @Test func repriceAndSortTreatASetAsADish() throws {
        let sandbox = try Self.menu()
        try sandbox.must("add-set", "家庭套餐", "--in", "套餐", "--price", "30", "-q")
        #expect(try sandbox.must("reprice", "套餐", "--by", "+10%").stdout.contains("套餐/商务套餐A: 48.00 → 52.80"))
        try sandbox.must("sort", "套餐", "--by", "price", "-q")
        #expect(try sandbox.must("list", "套餐", "--format", "tsv").lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false)[5] }
                == ["套餐/家庭套餐", "套餐/商务套餐A"])
        #expect(try sandbox.query(Self.slotRows).split(separator: "\n").count == 5, "the slots stay")
    }
}
