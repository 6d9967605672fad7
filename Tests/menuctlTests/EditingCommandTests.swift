import Foundation
import Testing

@Suite struct EditingCommandTests {
    /// 主菜 (#2) with 宫保鸡丁 #3, 回锅肉 #4, 麻婆豆腐 #5; 早餐 (#6) with 担担面 #7.
    private func smallMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "主菜/麻婆豆腐", "--price", "38")
        return sandbox
    }

    private func smallMenuWithBreakfast() throws -> Sandbox {
        let sandbox = try smallMenu()
        // add-item into a missing --in group is refused; paths make groups.
        try sandbox.must("add-item", "-p", "早餐/担担面", "--price", "12")
        return sandbox
    }

    private func paths(_ sandbox: Sandbox) throws -> [String] {
        try sandbox.must("list", "--all", "--format", "tsv").lines.dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[5]) }
    }

    @Test func showPrintsOneNodeAsTextAndJSON() throws {
        let sandbox = try smallMenuWithBreakfast()
        #expect(try sandbox.must("show", "主菜/宫保鸡丁").stdout == """
            id:       #3
            kind:     dish
            path:     主菜/宫保鸡丁
            name:     宫保鸡丁
            price:    38.00 CNY
            sold out: no
            hours:    not set

            """)
        #expect(try sandbox.must("show", "#2", "--format", "json").stdout
                == #"{"id":2,"depth":0,"kind":"group","name":"主菜","path":"主菜","expanded":true,"children":3,"price":null,"sold_out":null,"hours":[],"description":null,"spice":null,"tags":[],"translations":{},"sizes":[],"unit":null,"market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":null,"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n")
        #expect(try sandbox.must("show", "早餐/担担面", "--json").stdout.contains(#""price":{"amount":1200,"currency":"CNY"}"#))
    }

    @Test func editRenamesAndReprices() throws {
        let sandbox = try smallMenu()
        #expect(try sandbox.must("edit", "主菜/宫保鸡丁", "--name", "宫爆鸡丁", "--price", "¥42.5").stdout
                == "renamed 主菜/宫保鸡丁 to 主菜/宫爆鸡丁\npriced 主菜/宫爆鸡丁 at 42.50\n")
        #expect(try sandbox.query("SELECT name, price_fen FROM menu_node WHERE id = 3") == "宫爆鸡丁|4250")
        try sandbox.must("edit", "#3", "--no-price")
        #expect(try sandbox.query("SELECT price_fen IS NULL FROM menu_node WHERE id = 3") == "1")
    }

    @Test func editRefusesClashesAndGroupPrices() throws {
        let sandbox = try smallMenu()
        let clash = try expectRefusal(sandbox, ["edit", "主菜/宫保鸡丁", "--name", "回锅肉"], status: 1)
        #expect(clash.stderr == "Error: 主菜/回锅肉 already exists\n")
        let groupPrice = try expectRefusal(sandbox, ["edit", "主菜", "--price", "38"], status: 1)
        #expect(groupPrice.stderr.contains("only dishes have a price"))
        _ = try expectRefusal(sandbox, ["edit", "主菜/宫保鸡丁"], status: 64)
        _ = try expectRefusal(sandbox, ["edit", "主菜/宫保鸡丁", "--price", "1", "--no-price"], status: 64)
        _ = try expectRefusal(sandbox, ["edit", "主菜/宫保鸡丁", "--name", "a/b"], status: 64)
    }

    @Test func moveReordersWithinAGroupAndTheOrderSticks() throws {
        let sandbox = try smallMenu()
        #expect(try sandbox.must("move", "主菜/麻婆豆腐", "--first").stdout == "moved 主菜/麻婆豆腐, now 1 of 3\n")
        #expect(try paths(sandbox) == ["主菜", "主菜/麻婆豆腐", "主菜/宫保鸡丁", "主菜/回锅肉"])
        try sandbox.must("move", "主菜/麻婆豆腐", "--after", "主菜/回锅肉")
        #expect(try paths(sandbox) == ["主菜", "主菜/宫保鸡丁", "主菜/回锅肉", "主菜/麻婆豆腐"])
        try sandbox.must("move", "#5", "--before", "#3")
        #expect(try paths(sandbox) == ["主菜", "主菜/麻婆豆腐", "主菜/宫保鸡丁", "主菜/回锅肉"])
        try sandbox.must("move", "主菜/麻婆豆腐")  // default: --last
        #expect(try paths(sandbox) == ["主菜", "主菜/宫保鸡丁", "主菜/回锅肉", "主菜/麻婆豆腐"])
        #expect(try sandbox.query("SELECT group_concat(position) FROM (SELECT position FROM menu_node WHERE parent_id = 2 ORDER BY position)") == "0,1,2")
    }

    @Test func moveToAnotherGroupAndToTheTop() throws {
        let sandbox = try smallMenuWithBreakfast()
        #expect(try sandbox.must("move", "主菜/回锅肉", "--to", "早餐", "--first").stdout
                == "moved 主菜/回锅肉 to 早餐/回锅肉, now 1 of 2\n")
        try sandbox.must("move", "早餐", "--to", "主菜")
        try sandbox.must("move", "主菜/早餐/担担面", "--to", "/", "--first")
        #expect(try paths(sandbox) == ["担担面", "主菜", "主菜/宫保鸡丁", "主菜/麻婆豆腐", "主菜/早餐", "主菜/早餐/回锅肉"])
    }

    @Test func moveRefusesCyclesDishesClashesAndAMismatchedTo() throws {
        let sandbox = try smallMenuWithBreakfast()
        try sandbox.must("add-group", "白酒", "--in", "早餐")
        try sandbox.must("add-item", "回锅肉", "--in", "早餐")
        let cycle = try expectRefusal(sandbox, ["move", "早餐", "--to", "早餐/白酒"], status: 1)
        #expect(cycle.stderr.contains("inside itself"))
        _ = try expectRefusal(sandbox, ["move", "早餐", "--to", "早餐"], status: 1)
        let dish = try expectRefusal(sandbox, ["move", "主菜/宫保鸡丁", "--to", "早餐/担担面"], status: 1)
        #expect(dish.stderr.contains("is a dish, not a group"))
        let clash = try expectRefusal(sandbox, ["move", "主菜/回锅肉", "--to", "早餐"], status: 1)
        #expect(clash.stderr == "Error: 早餐/回锅肉 already exists\n")
        _ = try expectRefusal(sandbox, ["move", "主菜/宫保鸡丁", "--to", "早餐", "--before", "主菜/回锅肉"], status: 64)
        _ = try expectRefusal(sandbox, ["move", "主菜/宫保鸡丁", "--first", "--last"], status: 64)
        _ = try expectRefusal(sandbox, ["move", "主菜/不存在"], status: 1)
    }

    @Test func removeNeedsRecursiveForAGroupThatHoldsAnything() throws {
        let sandbox = try smallMenuWithBreakfast()
        let refused = try expectRefusal(sandbox, ["remove", "主菜"], status: 1)
        #expect(refused.stderr.contains("still holds 3 entries") && refused.stderr.contains("--recursive"))
        #expect(try sandbox.must("remove", "主菜/回锅肉").stdout == "removed 主菜/回锅肉\n")
        #expect(try sandbox.query("SELECT group_concat(position) FROM (SELECT position FROM menu_node WHERE parent_id = 2 ORDER BY position)") == "0,1")
        #expect(try sandbox.must("remove", "主菜", "--recursive").stdout == "removed group 主菜 and the 2 entries in it\n")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "3")
        #expect(try sandbox.query("SELECT position FROM menu_node WHERE name = '早餐'") == "0")
        try sandbox.must("add-group", "酒水")
        #expect(try sandbox.must("remove", "酒水").stdout == "removed group 酒水\n")
    }

    @Test func removeIsAllOrNothing() throws {
        let sandbox = try smallMenu()
        _ = try expectRefusal(sandbox, ["remove", "主菜/宫保鸡丁", "主菜/不存在"], status: 1)
        _ = try expectRefusal(sandbox, ["remove", "主菜/宫保鸡丁", "#3"], status: 64)
    }

    @Test func idsWorkWhereverATargetIsAccepted() throws {
        let sandbox = try smallMenuWithBreakfast()
        try sandbox.must("toggle", "#2")
        try sandbox.must("expand", "#2")
        try sandbox.must("collapse", "#6")
        #expect(try sandbox.must("show", "#7").stdout.contains("path:     早餐/担担面"))
        try sandbox.must("edit", "#7", "--price", "13")
        try sandbox.must("move", "#7", "--to", "#2", "--after", "#4")
        try sandbox.must("add-item", "酸辣粉", "--in", "#6")
        try sandbox.must("remove", "#3")
        #expect(try paths(sandbox) == ["主菜", "主菜/回锅肉", "主菜/担担面", "主菜/麻婆豆腐", "早餐", "早餐/酸辣粉"])
        let missing = try expectRefusal(sandbox, ["show", "#99"], status: 1)
        #expect(missing.stderr == "Error: no #99 in the menu\n")
        _ = try expectRefusal(sandbox, ["show", "#abc"], status: 64)
    }

    @Test func aMissingTargetSuggestsTheClosestPath() throws {
        let sandbox = try smallMenu()
        for arguments in [["toggle", "主采"], ["show", "主采"], ["remove", "主采"], ["add-item", "x", "--in", "主采"]] {
            let outcome = try expectRefusal(sandbox, arguments, status: 1)
            #expect(outcome.stderr == "Error: no 主采 in the menu\ndid you mean 主菜?\n", "\(arguments)")
        }
        let deeper = try expectRefusal(sandbox, ["show", "主菜/回锅鱼"], status: 1)
        #expect(deeper.stderr.hasSuffix("did you mean 主菜/回锅肉?\n"))
    }
}
