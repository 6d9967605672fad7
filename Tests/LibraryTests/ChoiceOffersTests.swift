import Testing
@testable import MenuModel

/// A dish's choices worked out through the composite (SPEC 18): its own
/// offers, then every group's above it, nearest first, each once, without
/// what is withdrawn from it; a group's own row has none.
@Suite struct ChoiceOffersTests {
    /// 主菜 #2 (凉菜 #3 collapsed: 盐水鸭 #4; 宫保鸡丁 #5), 早餐 #6 (包子 #7).
    private func menu() -> MenuGroup {
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "主菜")
        let cold = MenuGroup(id: 3, name: "凉菜", isExpanded: false)
        cold.add(MenuItem(id: 4, name: "盐水鸭", price: nil))
        mains.add(cold)
        mains.add(MenuItem(id: 5, name: "宫保鸡丁", price: nil))
        let breakfast = MenuGroup(id: 6, name: "早餐")
        breakfast.add(MenuItem(id: 7, name: "包子", price: nil))
        root.add(mains)
        root.add(breakfast)
        return root
    }

    /// 辣度 #1 offered by 主菜, 忌口 #3 by 凉菜, 加料 #2 by 宫保鸡丁 and 早餐, 辣度 withdrawn from 盐水鸭.
    private func offers() -> ChoiceOffers {
        var offers = ChoiceOffers()
        offers.names = [1: "辣度", 2: "加料", 3: "忌口"]
        offers.add(node: 2, list: 1, withdrawn: false)
        offers.add(node: 3, list: 3, withdrawn: false)
        offers.add(node: 4, list: 1, withdrawn: true)
        offers.add(node: 5, list: 2, withdrawn: false)
        offers.add(node: 5, list: 1, withdrawn: false)
        offers.add(node: 6, list: 2, withdrawn: false)
        return offers
    }

    @Test func rowsTakeTheirGroupsListsNearestFirst() throws {
        let rows = menu().visibleRows(all: true)
        let choices = try #require(offers().choices(of: rows))
        #expect(rows.indices.map { choices[$0] } == [[], [], ["忌口"], ["加料", "辣度"], [], ["加料"]])
        // A collapsed group's dishes are not rows; the rest keep their groups'.
        let shown = menu().visibleRows()
        let some = try #require(offers().choices(of: shown))
        #expect(shown.indices.map { some[$0] } == [[], [], ["加料", "辣度"], [], ["加料"]])
        // Dishes that offer nothing themselves share their group's entry.
        #expect(choices.entries.count == 6, "none, 3 groups and 2 dishes of their own")
    }

    @Test func aGroupListedAloneStartsFromWhatItInherits() throws {
        let cold = try #require(menu().children.first?.children.first as? MenuGroup)
        let offers = offers()
        let above = offers.inherited(by: 3, from: offers.inherited(by: 2, from: ChoiceOffers.Inherited()))
        #expect(above.names == ["忌口", "辣度"])
        let rows = cold.visibleRows(all: true, under: "主菜/凉菜")
        #expect(try #require(offers.choices(of: rows, above: above))[0] == ["忌口"])
    }

    @Test func browseFindsEveryDishsChoices() {
        #expect(offers().choicesByDish(in: menu()) == [4: ["忌口"], 5: ["加料", "辣度"], 7: ["加料"]])
        #expect(ChoiceOffers().choicesByDish(in: menu()).isEmpty)
        #expect(ChoiceOffers().choices(of: menu().visibleRows()) == nil)
    }

    @Test func pickRulesAndSurchargesAreReadAsWritten() throws {
        #expect(try PickRule(parsing: "1") == PickRule(minimum: 1, maximum: 1))
        #expect(try PickRule(parsing: "0-3") == PickRule(minimum: 0, maximum: 3))
        for bad in ["0", "3-1", "-1", "1-", "a", "1-2-3", "1000"] {
            #expect(throws: MenuError.self) { try PickRule(parsing: bad) }
        }
        #expect(try ChoiceOption(parsing: "加面=+2").surcharge?.fen == 200)
        #expect(try ChoiceOption(parsing: "加蛋=+¥3.50").surcharge?.fen == 350)
        #expect(try ChoiceOption(parsing: "免葱=0").surcharge == nil)
        #expect(try ChoiceOption(parsing: "免蒜").surcharge == nil)
        for bad in ["加面=2", "加面=+", "加面=+-2", "=+2", "加面=+2.555"] {
            #expect(throws: MenuError.self) { try ChoiceOption(parsing: bad) }
        }
        let list = ChoiceList(name: "加料", pick: PickRule(minimum: 0, maximum: 3),
                              options: [ChoiceOption(name: "加面"), ChoiceOption(name: "加蛋")])
        #expect(list.problem?.contains("up to 3 of 2 options") == true)
    }
}
