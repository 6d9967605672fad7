import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// The seed's menu, built as its `viewDidLoad` builds it.
private func seedMenu() -> MenuGroup {
    let root = MenuGroup(id: 1, name: "")
    var nextID: Int64 = 2
    for (groupName, dishes) in [("主菜", seedMainCourses), ("早餐", seedBreakfast)] {
        let group = MenuGroup(id: nextID, name: groupName)
        nextID += 1
        for dish in dishes {
            group.add(MenuItem(id: nextID, name: dish))
            nextID += 1
        }
        root.add(group)
    }
    return root
}

@Suite struct CompositeTests {
    @Test func seedScenarioGivesTheSeedsRowCounts() {
        let menu = seedMenu()
        #expect(menu.visibleRows().count == 16)

        // Tap 主菜: the table view flips whatever row it is given.
        var rows = menu.visibleRows()
        rows[0].node.isExpanded.toggle()
        #expect(menu.visibleRows().count == 7)

        menu.add(MenuGroup(id: 100, name: "酒水"))
        rows = menu.visibleRows()
        #expect(rows.count == 8)
        #expect(rows.last?.node.name == "酒水")
        #expect(rows.last?.node.isGroup == true)
        #expect(rows.last?.node.children.isEmpty == true)

        rows[1].node.isExpanded.toggle()  // row 2, 早餐
        #expect(menu.visibleRows().map(\.node.name) == ["主菜", "早餐", "酒水"])
    }

    @Test func rowsAreNumberedFromOneInPreOrderWithDepthAndPath() {
        let menu = seedMenu()
        let rows = menu.visibleRows()
        #expect(rows.map(\.number) == Array(1...16))
        #expect(rows[0].depth == 0 && rows[1].depth == 1)
        #expect(rows[1].path == "主菜/宫保鸡丁")
        #expect(rows[10].path == "早餐")
        #expect(rows[15].path == "早餐/酸辣粉")
    }

    @Test func aDishAnswersIsExpandedAndIgnoresBeingToggled() {
        let menu = seedMenu()
        let dish = menu.visibleRows()[1].node
        #expect(dish.isExpanded == false)
        dish.isExpanded.toggle()
        #expect(dish.isExpanded == false)
        #expect(menu.visibleRows().count == 16)
    }

    @Test func anEmptyGroupIsStillAGroup() {
        let drinks = MenuGroup(id: 5, name: "酒水")
        #expect(drinks.isGroup)
        #expect(drinks.pricing.price == DishPrice.none)
    }

    @Test func allRowsIgnoreCollapsedGroupsAtEveryDepth() {
        let root = MenuGroup(id: 1, name: "")
        let drinks = MenuGroup(id: 2, name: "酒水", isExpanded: false)
        let spirits = MenuGroup(id: 3, name: "白酒", isExpanded: false)
        spirits.add(MenuItem(id: 4, name: "五粮液", price: try! Amount(fen: 128050)))
        drinks.add(spirits)
        root.add(drinks)
        #expect(root.visibleRows().map(\.path) == ["酒水"])
        #expect(root.visibleRows(all: true).map(\.path) == ["酒水", "酒水/白酒", "酒水/白酒/五粮液"])
        #expect(root.visibleRows(all: true).map(\.depth) == [0, 1, 2])
    }
}
