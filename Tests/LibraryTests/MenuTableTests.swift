import Testing
@testable import MenuFormats
@testable import MenuModel

/// The text table measures every row, then writes its lines as bytes
/// (MenuTable+Lines.swift): each of the cells most rows lack (a group's
/// hours, spice and tags, sold out, a count without a price, a unit, sizes,
/// a name escaped) must still line up, in colour and without.
@Suite struct MenuTableTests {
    private func fen(_ fen: Int64) -> Amount { Amount(validFen: fen) }

    private func menu() throws -> MenuGroup {
        let root = MenuGroup(id: 1, name: "")
        let breakfast = MenuGroup(id: 2, name: "早餐", hours: ServingHours([try ServingWindow(parsing: "6:30-10:30", days: Weekdays(parsing: "mon-fri"))]))
        breakfast.add(MenuItem(id: 3, name: "豆浆", price: fen(500)))
        breakfast.add(MenuItem(id: 4, name: "油条", price: fen(300), isSoldOut: true))
        breakfast.add(MenuItem(id: 5, name: "小面", price: fen(1200),
                               details: DishDetails(spice: Spice(level: 2), tags: ["招牌", "新品"],
                                                    translations: [Translation(lang: "en", text: "Noodles")])))
        let mains = MenuGroup(id: 6, name: "热菜")
        mains.add(MenuItem(id: 7, name: "水煮鱼", pricing: DishPricing(.sizes([DishSize(name: "小份", price: fen(5800)),
                                                                              DishSize(name: "大份", price: fen(8800))]))))
        mains.add(MenuItem(id: 8, name: "活鱼", pricing: DishPricing(.fixed(fen(4800)), unit: "斤")))
        mains.add(MenuItem(id: 9, name: "兔头", pricing: DishPricing(.fixed(fen(1200))),
                           stock: DishStock(count: DishCount(left: 5, daily: 20))))
        mains.add(MenuItem(id: 10, name: "限量", stock: DishStock(count: DishCount(left: 3, daily: nil))))
        mains.add(MenuItem(id: 11, name: "宫保\u{1B}[2J鸡丁", price: fen(999_999_999)))
        mains.add(MenuItem(id: 1_000_000, name: "Coca Cola", price: fen(5)))
        let closed = MenuGroup(id: 12, name: "收起", isExpanded: false)
        closed.add(MenuItem(id: 13, name: "A", price: fen(100)))
        closed.add(MenuItem(id: 14, name: "B", price: fen(100)))
        for group in [breakfast, mains, closed] { root.add(group) }
        return root
    }

    @Test func everyKindOfCellLinesUp() throws {
        #expect(MenuTable().render(try menu().visibleRows()) == """
             1  ▾ 早餐  mon-fri 06:30–10:30
             2      豆浆                                                       5.00
             3      油条                                      sold out         3.00
             4      小面               spice 2  [招牌, 新品]                  12.00
             5  ▾ 热菜
             6      水煮鱼                                              58.00–88.00
             7      活鱼                                                   48.00/斤
             8      兔头                                                      12.00  剩 5
             9      限量                                                             剩 3
            10      宫保\\u{1B}[2J鸡丁                                    9999999.99
            11      Coca Cola                                                  0.05
            12  ▸ 收起 (2)

            """)
    }

    /// As `list --ids --lang en --sizes --all --color always` writes it.
    @Test func coloursIdsLanguagesSizesAndPaths() throws {
        var table = MenuTable(showIDs: true, colored: true)
        table.language = try LanguageTag("en")
        table.showSizes = true
        let rows = try menu().visibleRows(all: true)
        #expect(table.render(rows) == """
             \u{1B}[2m1\u{1B}[0m  \u{1B}[2m#2\u{1B}[0m        \u{1B}[1m▾ 早餐\u{1B}[0m  \u{1B}[2mmon-fri 06:30–10:30\u{1B}[0m
             \u{1B}[2m2\u{1B}[0m  \u{1B}[2m#3\u{1B}[0m            豆浆                                                                   5.00
             \u{1B}[2m3\u{1B}[0m  \u{1B}[2m#4\u{1B}[0m        \u{1B}[2m    油条\u{1B}[0m                                      \u{1B}[2msold out\u{1B}[0m                     3.00
             \u{1B}[2m4\u{1B}[0m  \u{1B}[2m#5\u{1B}[0m            Noodles            \u{1B}[2mspice 2\u{1B}[0m  \u{1B}[2m[招牌, 新品]\u{1B}[0m                              12.00
             \u{1B}[2m5\u{1B}[0m  \u{1B}[2m#6\u{1B}[0m        \u{1B}[1m▾ 热菜\u{1B}[0m
             \u{1B}[2m6\u{1B}[0m  \u{1B}[2m#7\u{1B}[0m            水煮鱼                                              小份 58.00 · 大份 88.00
             \u{1B}[2m7\u{1B}[0m  \u{1B}[2m#8\u{1B}[0m            活鱼                                                               48.00/斤
             \u{1B}[2m8\u{1B}[0m  \u{1B}[2m#9\u{1B}[0m            兔头                                                                  12.00  剩 5
             \u{1B}[2m9\u{1B}[0m  \u{1B}[2m#10\u{1B}[0m           限量                                                                         剩 3
            \u{1B}[2m10\u{1B}[0m  \u{1B}[2m#11\u{1B}[0m           宫保\\u{1B}[2J鸡丁                                                9999999.99
            \u{1B}[2m11\u{1B}[0m  \u{1B}[2m#1000000\u{1B}[0m      Coca Cola                                                              0.05
            \u{1B}[2m12\u{1B}[0m  \u{1B}[2m#12\u{1B}[0m       \u{1B}[1m▸ 收起 (2)\u{1B}[0m
            \u{1B}[2m13\u{1B}[0m  \u{1B}[2m#13\u{1B}[0m           A                                                                      1.00
            \u{1B}[2m14\u{1B}[0m  \u{1B}[2m#14\u{1B}[0m           B                                                                      1.00

            """)
        var paths = MenuTable()
        paths.showPaths = true
        #expect(paths.render(Array(rows[5...6])) == """
            6    热菜/水煮鱼  58.00–88.00
            7    热菜/活鱼       48.00/斤

            """, "find's rows keep their numbers")
    }
}
