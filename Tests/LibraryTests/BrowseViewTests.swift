import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// 主菜 with 9 dishes, 早餐 with 5, 酒水 holding a collapsed 白酒: the
/// Sichuan sample, with 主菜 folded when `mainCollapsed`.
private func sichuan(mainCollapsed: Bool = false, breakfastCollapsed: Bool = false) -> MenuGroup {
    let root = MenuGroup(id: 1, name: "")
    var next: Int64 = 2
    func group(_ name: String, _ dishes: [String], expanded: Bool = true, in parent: MenuGroup) -> MenuGroup {
        let group = MenuGroup(id: next, name: name, isExpanded: expanded)
        next += 1
        for dish in dishes {
            group.add(MenuItem(id: next, name: dish, price: try! Amount(fen: 1200)))
            next += 1
        }
        parent.add(group)
        return group
    }
    _ = group("主菜", seedMainCourses, expanded: !mainCollapsed, in: root)
    _ = group("早餐", seedBreakfast, expanded: !breakfastCollapsed, in: root)
    let drinks = group("酒水", ["青岛啤酒"], in: root)
    _ = group("白酒", ["五粮液", "剑南春"], expanded: false, in: drinks)
    return root
}

@Suite struct BrowseViewTests {
    @Test func movesStopAtTheEnds() {
        var view = BrowseView(menu: sichuan(), height: 5)
        #expect(view.rows.count == 19 && view.cursor == 0)
        view.move(by: -1)
        #expect(view.cursor == 0)
        view.moveToLast()
        #expect(view.current?.node.name == "白酒" && view.top == 14)
        view.pageUp()
        #expect(view.cursor == 13 && view.top == 13)
        view.moveToFirst()
        #expect(view.cursor == 0 && view.top == 0)
        view.pageDown()
        #expect(view.cursor == 5 && view.top == 1, "scrolls as little as it must")
    }

    @Test func theCursorStaysOnItsNodeWhenRowsAboveFold() {
        var view = BrowseView(menu: sichuan(), height: 30)
        view.move(by: 11)  // 担担面, the first dish of 早餐
        #expect(view.current?.node.name == "担担面")
        view.show(sichuan(mainCollapsed: true))
        #expect(view.current?.node.name == "担担面" && view.cursor == 2)
        view.show(sichuan())
        #expect(view.current?.node.name == "担担面" && view.cursor == 11)
    }

    @Test func theCursorStaysOnTheGroupWhenItsOwnRowsFold() {
        var view = BrowseView(menu: sichuan(), height: 30)
        view.move(by: 12)  // 川北凉粉, inside 早餐
        view.show(sichuan(breakfastCollapsed: true))
        #expect(view.current?.node.name == "早餐" && view.cursor == 10)
    }

    @Test func theCursorKeepsItsLineOnScreen() {
        var view = BrowseView(menu: sichuan(), height: 5)
        view.move(by: 17)
        let line = view.cursor - view.top
        view.show(sichuan(mainCollapsed: true))
        #expect(view.current?.node.name == "青岛啤酒" && view.cursor == 8 && view.cursor - view.top == line)
    }

    @Test func aRemovedNodeLeavesTheCursorWhereItWas() {
        var view = BrowseView(menu: sichuan(), height: 30)
        view.moveToLast()
        view.show(MenuGroup(id: 1, name: ""))
        #expect(view.current == nil && view.cursor == 0)
        view.show(sichuan(), cursorOn: 4)
        #expect(view.current?.node.name == "干烧鱼")
    }

    @Test func namesAreCutAtACharacterBoundaryByColumns() {
        #expect(Terminal.fitted("宫保鸡丁", width: 8) == ("宫保鸡丁", 8))
        #expect(Terminal.fitted("宫保鸡丁", width: 7) == ("宫保鸡…", 7))
        #expect(Terminal.fitted("宫保鸡丁", width: 6) == ("宫保…", 5))
        #expect(Terminal.fitted("Cafe\u{301} au lait", width: 5) == ("Cafe\u{301}…", 5), "é is one character")
        #expect(Terminal.fitted("x", width: 0) == ("", 0))
        #expect(Terminal.padded("鸡", width: 1) == "…")
    }

    @Test func everyScreenLineIsAsWideAsTheTerminal() {
        let menu = sichuan()
        for width in [1, 2, 9, 20, 37, 80] {
            let screen = BrowseScreen(width: width, height: 6, database: "/var/lib/menus/川菜馆/menu.db")
            let view = BrowseView(menu: menu, height: screen.rowCapacity)
            let lines = screen.lines(view)
            #expect(lines.count == 6)
            #expect(lines.allSatisfy { Terminal.displayWidth($0.text) == width }, "\(width): \(lines.map(\.text))")
            #expect(lines.first?.style == .cursor && lines.last?.style == .status)
        }
        let screen = BrowseScreen(width: 30, height: 4, database: "menu.db")
        let lines = screen.lines(BrowseView(menu: menu, height: 3)).map(\.text)
        #expect(lines[1] == "     宫保鸡丁" + String(repeating: " ", count: 11) + "12.00 ")
        #expect(lines[3].hasPrefix(" row 1/19  menu.db  ↑↓ move"))
        let answered = BrowseScreen(width: 40, height: 4, database: "menu.db").lines(BrowseView(menu: menu, height: 3), message: "collapsed 早餐")
        // `? help` keeps the right end (issue 26); the file gives way first.
        #expect(answered.last?.text == " row 1/19  collapsed 早餐" + String(repeating: " ", count: 8) + "? help ")
        let wide = BrowseScreen(width: 50, height: 4, database: "menu.db").lines(BrowseView(menu: menu, height: 3), message: "collapsed 早餐")
        #expect(wide.last?.text == " row 1/19  collapsed 早餐" + String(repeating: " ", count: 9) + "menu.db  ? help ")
        let keys = BrowseScreen(width: 80, height: 4, database: "menu.db").lines(BrowseView(menu: menu, height: 3))
        #expect(keys.last?.text.hasPrefix(" row 1/19  menu.db  ↑↓ move  ⏎ toggle") == true && keys.last?.text.hasSuffix("…  ? help ") == true,
                "\(keys.last?.text ?? "")")
        let narrow = BrowseScreen(width: 30, height: 4, database: "menu.db").lines(BrowseView(menu: menu, height: 3), message: "collapsed 早餐")
        #expect(narrow.last?.text == " row 1/19  collapsed 早餐     ", "the answer before the file")
    }

    @Test func searchGoesOnAfterTheCursorAndRoundTheEnd() {
        let menu = sichuan()
        let matcher = NameContainsMatcher("酸辣")
        let first = MenuSearch.next(after: nil, in: menu, matching: matcher)
        #expect(first?.map(\.name) == ["早餐", "酸辣面"])
        let second = MenuSearch.next(after: first?.last?.id, in: menu, matching: matcher)
        #expect(second?.map(\.name) == ["早餐", "酸辣粉"])
        #expect(MenuSearch.next(after: second?.last?.id, in: menu, matching: matcher)?.last?.name == "酸辣面")
        // Inside a collapsed group too, as find looks.
        #expect(MenuSearch.next(after: nil, in: menu, matching: NameContainsMatcher("五粮"))?.map(\.name) == ["酒水", "白酒", "五粮液"])
        #expect(MenuSearch.next(after: nil, in: menu, matching: NameContainsMatcher("pizza")) == nil)
        let only = MenuSearch.next(after: nil, in: menu, matching: NameContainsMatcher("剑南"))
        #expect(MenuSearch.next(after: only?.last?.id, in: menu, matching: NameContainsMatcher("剑南"))?.last?.name == "剑南春")
    }

    @Test func searchIgnoresCase() {
        let menu = MenuGroup(id: 1, name: "")
        menu.add(MenuItem(id: 2, name: "Kung Pao Chicken"))
        #expect(MenuSearch.next(after: nil, in: menu, matching: NameContainsMatcher("PAO"))?.last?.id == 2)
    }
}

/// SPEC 14: browse's `/` finds as `find` does, by name or by pinyin.
@Suite struct BrowseSearchTests {
    @Test func theFindQueryIsBrowsesMatcher() throws {
        let dish = MenuItem(id: 3, name: "宫保鸡丁")
        for typed in ["gbjd", "GBJD", "gongbao", "鸡"] {
            #expect(try MenuQuery(parsing: typed).matches(dish as any MenuComponent), "\(typed)")
        }
        #expect(try !MenuQuery(parsing: "hgr").matches(dish as any MenuComponent))
    }
}
