import Testing
@testable import MenuFormats
@testable import MenuModel

/// A dish keeps one price in itself and the rest in a box only the dishes
/// with more have (issue 35): either way it answers every field as given,
/// and the rows written as the tree is walked are the rows written from a list.
@Suite struct SmallDishTests {
    private let hours = ServingHours([ServingWindow(days: .everyDay, opens: 360, closes: 630)!])

    @Test func aDishAnswersWhatItWasGivenWhereverItKeepsIt() throws {
        let plain = MenuItem(id: 3, name: "宫保鸡丁", price: try Amount(fen: 3800))
        #expect(plain.pricing == DishPricing(.fixed(try Amount(fen: 3800))))
        #expect(plain.hours == .always && plain.details == .none && plain.stock == .none)
        #expect(plain.listing == nil && plain.setMeal == nil && !plain.isSoldOut)
        let free = MenuItem(id: 4, name: "免费汤", price: try Amount(fen: 0))
        #expect(free.pricing.price == .fixed(try Amount(fen: 0)), "a price of 0 is a price, not none")
        #expect(MenuItem(id: 5, name: "白开水", price: nil).pricing == .plain)
        let highest = try Amount(fen: Amount.maximumFen)
        #expect(MenuItem(id: 6, name: "燕窝", price: highest).pricing.price.fixedAmount == highest)

        let sizes = DishPricing(.sizes([DishSize(name: "小份", price: try Amount(fen: 5800)),
                                        DishSize(name: "大份", price: try Amount(fen: 8800))]))
        let perJin = DishPricing(.fixed(try Amount(fen: 4800)), unit: "斤")
        let details = DishDetails(description: "麻辣", spice: Spice(level: 3), tags: ["招牌"])
        var stock = DishStock(count: DishCount(left: 3, daily: 20))
        stock.isMarkedSoldOut = true
        let terms = ListedTerms(listName: "外卖", boxFee: try Amount(fen: 200), minOrder: 2)
        let full = MenuItem(id: 7, name: "水煮鱼", pricing: sizes, isSoldOut: true, hours: hours, details: details,
                            stock: stock, listing: terms, setMeal: SetMeal())
        #expect(full.pricing == sizes && full.isSoldOut && full.hours == hours && full.details == details)
        #expect(full.stock == stock && full.listing == terms && full.setMeal == SetMeal())
        #expect(MenuItem(id: 8, name: "鲈鱼", pricing: perJin).pricing == perJin, "a unit goes in the box")
        #expect(MenuItem(id: 9, name: "龙虾", pricing: DishPricing(.market)).pricing.price == .market)
    }

    @Test func aPlainDishTakesSlotsAndKeepsItsPrice() throws {
        let dish = MenuItem(id: 3, name: "商务套餐A", price: try Amount(fen: 4800))
        let meal = SetMeal(slots: [SetSlot(name: "热菜", pick: 1, dishes: [SlotDish(id: 4, size: nil, surcharge: nil)])])
        dish.setMeal = meal
        #expect(dish.setMeal == meal && dish.pricing.price.fixedAmount?.fen == 4800)
        dish.setMeal = nil
        #expect(dish.setMeal == nil && dish.pricing.price.fixedAmount?.fen == 4800)
    }

    @Test func dishesPricedAlikeShareTheListsTermsAndKeepTheirOwnPricesAndSlots() throws {
        let terms = ListedTerms(listName: "会员", boxFee: nil, minOrder: nil)
        let other = ListedTerms(listName: "会员", boxFee: try Amount(fen: 200), minOrder: 2)
        var shared = SharedTerms()
        let first = MenuItem(id: 3, name: "宫保鸡丁", price: try Amount(fen: 3800))
            .listed(DishPricing(.fixed(try Amount(fen: 3400))), terms: terms, sharing: &shared)
        let second = MenuItem(id: 4, name: "回锅肉", price: try Amount(fen: 4200))
            .listed(DishPricing(.fixed(try Amount(fen: 3800))), terms: terms, sharing: &shared)
        let boxed = MenuItem(id: 5, name: "凉面", price: try Amount(fen: 1200))
            .listed(DishPricing(.fixed(try Amount(fen: 1200))), terms: other, sharing: &shared)
        let third = MenuItem(id: 7, name: "米饭", price: try Amount(fen: 200))
            .listed(DishPricing(.fixed(try Amount(fen: 200))), terms: terms, sharing: &shared)
        #expect(first.pricing.price.fixedAmount?.fen == 3400 && second.pricing.price.fixedAmount?.fen == 3800)
        #expect(first.listing == terms && second.listing == terms && boxed.listing == other && third.listing == terms)
        // The list's own terms' box is taken again after a dish with an entry's terms.
        #expect(first.listedOnly != nil && first.listedOnly === second.listedOnly && third.listedOnly === first.listedOnly)
        #expect(boxed.listedOnly != nil && boxed.listedOnly !== first.listedOnly)
        let meal = SetMeal(slots: [SetSlot(name: "热菜", pick: 1, dishes: [SlotDish(id: 9, size: nil, surcharge: nil)])])
        first.setMeal = meal
        #expect(first.setMeal == meal && first.listing == terms && first.pricing.price.fixedAmount?.fen == 3400)
        #expect(second.setMeal == nil, "a dish sharing the terms' box keeps its own slots")
        let sized = MenuItem(id: 6, name: "水煮鱼", pricing: DishPricing(.market), hours: hours)
            .listed(DishPricing(.market), terms: terms, sharing: &shared)
        #expect(sized.pricing.price == .market && sized.hours == hours && sized.listing == terms)
    }

    @Test func rowsWrittenAsTheTreeIsWalkedAreTheRowsOfTheList() throws {
        let root = MenuGroup(id: 1, name: "")
        let main = MenuGroup(id: 2, name: "主菜", hours: hours)
        main.add(MenuItem(id: 3, name: "宫保鸡丁", price: try Amount(fen: 3800)))
        main.add(MenuItem(id: 4, name: "水煮鱼", pricing: DishPricing(.market, unit: "斤"), isSoldOut: true))
        let drinks = MenuGroup(id: 5, name: "酒水", isExpanded: false)
        drinks.add(MenuItem(id: 6, name: "茅台\u{1b}", price: nil))
        root.add(main)
        root.add(drinks)
        root.add(MenuGroup(id: 7, name: "空"))
        for all in [false, true] {
            let rows = root.visibleRows(all: all)
            let walk = { (row: (VisibleRow) throws -> Void) throws in try root.forEachVisibleRow(all: all, row) }
            #expect(try written { try RowFormats.tsv(rowsFrom: walk, emit: $0) } == RowFormats.tsv(rows))
            #expect(try written { try RowFormats.json(rowsFrom: walk, emit: $0) } == RowFormats.json(rows))
        }
        let none = { (_: (VisibleRow) throws -> Void) throws in }
        #expect(try written { try RowFormats.json(rowsFrom: none, emit: $0) } == "[]\n")
        #expect(try written { try RowFormats.tsv(rowsFrom: none, emit: $0) } == RowFormats.tsvHeader + "\n")
    }

    private func written(_ write: (([UInt8]) throws -> Void) throws -> Void) throws -> String {
        var bytes: [UInt8] = []
        try write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
