import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// Sizes, units and market price as values (SPEC 17): how a size is read,
/// what the price column shows, and that the composite answers it for
/// every row alike.
@Suite struct DishPricingTests {
    private func fen(_ value: Int64) -> Amount { try! Amount(fen: value) }

    @Test func aSizeIsANameAndAnAmount() throws {
        #expect(try DishSize(parsing: "小份=58") == DishSize(name: "小份", price: fen(5800)))
        #expect(try DishSize(parsing: " 大 份 =¥88.50") == DishSize(name: "大 份", price: fen(8850)))
        #expect(try DishSize(parsing: "a=b=1") == DishSize(name: "a=b", price: fen(100)), "the last = splits")
        for bad in ["小份", "=58", "小份=", "小份=5.801", "a/b=1", "#3=1", String(repeating: "份", count: 21) + "=1"] {
            #expect(throws: MenuError.self, "\(bad)") { try DishSize(parsing: bad) }
        }
        #expect(try DishSize(parsing: String(repeating: "份", count: 20) + "=1").name.count == 20)
    }

    @Test func aUnitIsAShortName() throws {
        #expect(try DishPricing.checkedUnit(" 斤 ") == "斤")
        #expect(try DishPricing.checkedUnit("十个字的单位名称了吗") == "十个字的单位名称了吗")
        for bad in ["", "公/斤", "一二三四五六七八九十一", "\u{200B}"] {
            #expect(throws: MenuError.self, "\(bad)") { try DishPricing.checkedUnit(bad) }
        }
    }

    @Test func thePriceColumnShowsEachKindOfPrice() {
        let sizes = [DishSize(name: "大份", price: fen(8800)), DishSize(name: "小份", price: fen(5800))]
        #expect(DishPricing.plain.label == nil)
        #expect(DishPricing(.fixed(fen(3800))).label == "38.00")
        #expect(DishPricing(.sizes(sizes)).label == "58.00–88.00", "lowest to highest, whatever the order")
        #expect(DishPricing(.sizes(sizes), unit: "份").label == "58.00–88.00/份")
        #expect(DishPricing(.fixed(fen(4800)), unit: "斤").label == "48.00/斤")
        #expect(DishPricing(.market).label == "时价")
        #expect(DishPricing(unit: "斤").label == nil, "a unit alone is no price")
        let same = [DishSize(name: "a", price: fen(100)), DishSize(name: "b", price: fen(100))]
        #expect(DishPricing(.sizes(same)).label == "1.00")
    }

    @Test func everyRowAnswersForTheListAlike() {
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "主菜")
        mains.add(MenuItem(id: 3, name: "水煮鱼", pricing: DishPricing(.sizes([DishSize(name: "小份", price: fen(5800)),
                                                                              DishSize(name: "大份", price: fen(8800))]))))
        mains.add(MenuItem(id: 4, name: "活鱼", pricing: DishPricing(.fixed(fen(4800)), unit: "斤")))
        mains.add(MenuItem(id: 5, name: "花甲", pricing: DishPricing(.market)))
        root.add(mains)
        let rows = root.visibleRows()
        #expect(rows.map(\.node.priceLabel) == [nil, "58.00–88.00", "48.00/斤", "时价"])
        #expect(rows.map(\.node.lowestPrice) == [nil, fen(5800), fen(4800), nil])
        // Right-aligned by display width: 时价 is four columns, like 48.00's five less one.
        #expect(MenuTable().render(rows) == """
            1  ▾ 主菜
            2      水煮鱼  58.00–88.00
            3      活鱼       48.00/斤
            4      花甲           时价

            """)
    }

    @Test func sortByPriceGoesByTheLowestSize() {
        func record(_ id: Int64, _ name: String, _ price: Int64?) -> NodeRecord {
            NodeRecord(id: id, parentID: 1, kind: .item, name: name, position: id, isExpanded: false,
                       price: price.map(fen), isSoldOut: false)
        }
        let entries = [record(2, "a", 5000), record(3, "sized", nil), record(4, "b", 3000), record(5, "market", nil)]
        let arranged = MenuSortOrder.price.arranged(entries, lowestSizes: [3: fen(4000)])
        #expect(arranged.map(\.name) == ["b", "sized", "a", "market"])
        #expect(MenuSortOrder.price.arranged(entries, reversed: true, lowestSizes: [3: fen(4000)]).map(\.name)
                == ["a", "sized", "b", "market"])
    }
}

/// `browse` shows the price column as `list` does (SPEC 14, 17), right-aligned
/// by display width.
@Suite struct BrowsePricingTests {
    @Test func browseShowsRangesUnitsAndMarketPrice() throws {
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "主菜")
        mains.add(MenuItem(id: 3, name: "水煮鱼", pricing: DishPricing(.sizes([DishSize(name: "小份", price: try Amount(fen: 5800)),
                                                                              DishSize(name: "大份", price: try Amount(fen: 8800))]))))
        mains.add(MenuItem(id: 4, name: "活鱼", pricing: DishPricing(.fixed(try Amount(fen: 4800)), unit: "斤")))
        mains.add(MenuItem(id: 5, name: "花甲", pricing: DishPricing(.market)))
        root.add(mains)
        let screen = BrowseScreen(width: 30, height: 5, database: "menu.db")
        let lines = screen.lines(BrowseView(menu: root, height: screen.rowCapacity)).map(\.text)
        #expect(lines[1] == "     水煮鱼       58.00–88.00 ")
        #expect(lines[2] == "     活鱼            48.00/斤 ")
        #expect(lines[3] == "     花甲                时价 ")
        #expect(lines.dropLast().allSatisfy { Terminal.displayWidth($0) == 30 })
    }
}
