import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// What 明码标价 asks (SPEC 28) of the stores, as `check --rules cn` reads
/// it: the 时价 dishes without a price today, and the menu's fees.
@Suite struct StatedPricesStoreTests {
    @Test func theMarketDishesWithoutAPriceTodayAreNamedInPathOrder() throws {
        try withMenu { tx in
            let ids = try tx.add(dishes: [("海鲜/龙虾", nil), ("海鲜/花甲", nil), ("海鲜/鲈鱼", 5800)])
            for dish in ["海鲜/龙虾", "海鲜/花甲"] {
                try tx.database.execute("UPDATE menu_node SET market_price = 1 WHERE id = \(ids[dish]!)")
            }
            #expect(try tx.todayPrices.marketDishesWithoutPrice() == ["海鲜/花甲", "海鲜/龙虾"])
            _ = try tx.todayPrices.set(named("龙虾"), to: try Amount(fen: 20000), per: nil)
            #expect(try tx.todayPrices.marketDishesWithoutPrice() == ["海鲜/花甲"])
            #expect(try tx.tree.load().children[0].children.map(\.pricing.today) == [try Amount(fen: 20000), nil, nil])
            try tx.todayPrices.endTheDay()
            #expect(try tx.todayPrices.marketDishesWithoutPrice() == ["海鲜/花甲", "海鲜/龙虾"])
        }
    }

    @Test func theFeesAreListedInTheOrderAdded() throws {
        try withMenu { tx in
            #expect(try tx.fees.list().isEmpty)
            try tx.fees.add(MenuFee(name: "服务费", charge: try .init(parsing: "10%")))
            try tx.fees.add(MenuFee(name: "茶位费", charge: try .init(parsing: "3/位")))
            try tx.fees.add(MenuFee(name: "餐具费", charge: try .init(parsing: "¥2")))
            #expect(try tx.fees.list().map { "\($0.name) \($0.charge.description)" } == ["服务费 10%", "茶位费 3.00/位", "餐具费 2.00"])
            #expect(throws: MenuError.refused("there is a fee '服务费' already", hints: ["'menuctl fees edit' changes it"])) {
                try tx.fees.add(MenuFee(name: "服务费", charge: .percent(500)))
            }
        }
    }

    @Test func aChargeIsAPercentageAnAmountPerAUnitOrAnAmountOnce() throws {
        #expect(try MenuFee.Charge(parsing: "10%") == .percent(1000))
        #expect(try MenuFee.Charge(parsing: "12.5%").description == "12.5%")
        #expect(try MenuFee.Charge(parsing: "0.25%").description == "0.25%")
        #expect(try MenuFee.Charge(parsing: "100%") == .percent(10000))
        #expect(try MenuFee.Charge(parsing: "3/位") == .amount(try Amount(fen: 300), per: "位"))
        #expect(try MenuFee.Charge(parsing: "2") == .amount(try Amount(fen: 200), per: nil))
        for bad in ["101%", "10.125%", "-1%", "¥10%", "x", "3/", "3/a/b", ""] {
            #expect(throws: MenuError.self, "\(bad)") { try MenuFee.Charge(parsing: bad) }
        }
        #expect(throws: MenuError.self) { try MenuFee.checkedName(String(repeating: "费", count: 21)) }
    }
}
