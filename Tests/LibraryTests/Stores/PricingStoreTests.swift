import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// PricingStore on an in-memory menu: sizes, unit and market price
/// (SPEC 17), and reprice (SPEC 12), in fen, with what `menu_node` and
/// `dish_size` hold afterwards.
@Suite struct PricingStoreTests {
    private func size(_ name: String, _ fen: Int64) throws -> DishSize { DishSize(name: name, price: try Amount(fen: fen)) }

    /// (price_fen, unit, market_price) of a dish, and its sizes as `name=fen`.
    private func stored(_ tx: MenuTransaction, _ id: Int64) throws -> (row: [SQLValue], sizes: [String]) {
        let row = try tx.rows("SELECT price_fen, unit, market_price FROM menu_node WHERE id = ?", [.integer(id)])[0]
        let sizes = try tx.lines("SELECT position, name, price_fen FROM dish_size WHERE node_id = ? ORDER BY position", [.integer(id)])
        return (row, sizes)
    }

    @Test func sizesClearTheSinglePriceAndTheOtherWayRound() throws {
        try withMenu { tx in
            try tx.add(dishes: [("水煮鱼", 6800)])
            let sized = try tx.pricing.setPricing(named("水煮鱼"), .init(sizes: [size("小份", 5800), size("大份", 8800)]))
            #expect(sized.changed && sized.before.price.fixedAmount?.fen == 6800 && sized.after.price.fixedAmount == nil)
            #expect(sized.after.price.sizeList.map(\.name) == ["小份", "大份"])
            var (row, sizes) = try stored(tx, 2)
            #expect(row == [.null, .null, .integer(0)])
            #expect(sizes == ["0 小份 5800", "1 大份 8800"])
            let priced = try tx.pricing.setPricing(named("水煮鱼"), .init(price: .set(.fixed(try Amount(fen: 7200)))))
            #expect(priced.after.price.sizeList.isEmpty && priced.after.price.fixedAmount?.fen == 7200)
            (row, sizes) = try stored(tx, 2)
            #expect(row == [.integer(7200), .null, .integer(0)] && sizes.isEmpty)
        }
    }

    @Test func aMarketPriceClearsPriceAndSizesAndKeepsTheUnit() throws {
        try withMenu { tx in
            try tx.add(dishes: [("清蒸石斑", nil)])
            _ = try tx.pricing.setPricing(named("清蒸石斑"), .init(sizes: [size("小", 100), size("大", 200)], unit: .set("斤")))
            let change = try tx.pricing.setPricing(named("清蒸石斑"), .init(price: .set(.market)))
            #expect(change.after == DishPricing(.market, unit: "斤"))
            let (row, sizes) = try stored(tx, 2)
            #expect(row == [.null, .text("斤"), .integer(1)] && sizes.isEmpty)
            #expect(change.after.label == "时价/斤")
            _ = try tx.pricing.setPricing(named("清蒸石斑"), .init(price: .set(.fixed(try Amount(fen: 12800))), unit: .clear))
            #expect(try stored(tx, 2).row == [.integer(12800), .null, .integer(0)])
        }
    }

    @Test func aDishWithSizesHasTwoToEight() throws {
        try withMenu { tx in
            try tx.add(dishes: [("水煮鱼", 6800)])
            #expect(throws: MenuError.refused("水煮鱼 would have 1 size; a dish with sizes has 2 to 8",
                                              hints: ["to sell it at one price, give --price instead"])) {
                try tx.pricing.setPricing(named("水煮鱼"), .init(sizes: [size("小份", 5800)]))
            }
            let nine = try (1...9).map { try size("份\($0)", Int64($0) * 100) }
            #expect(throws: MenuError.refused("水煮鱼 would have 9 sizes; a dish with sizes has 2 to 8")) {
                try tx.pricing.setPricing(named("水煮鱼"), .init(sizes: nine))
            }
            #expect(try stored(tx, 2).row == [.integer(6800), .null, .integer(0)], "nothing was written")
        }
    }

    @Test func aSizeIsReplacedByNameAndRemovedByName() throws {
        try withMenu { tx in
            try tx.add(dishes: [("水煮鱼", nil)])
            _ = try tx.pricing.setPricing(named("水煮鱼"), .init(sizes: [size("小份", 5800), size("中份", 6800), size("大份", 8800)]))
            _ = try tx.pricing.setPricing(named("水煮鱼"), .init(sizes: [size("中份", 7000)], removedSizes: ["小份"]))
            #expect(try tx.pricing.sizes(of: 2) == [size("中份", 7000), size("大份", 8800)])
            #expect(try tx.rows("SELECT position, name FROM dish_size ORDER BY position") == [
                [.integer(0), .text("中份")], [.integer(1), .text("大份")],
            ])
            #expect(throws: MenuError.refused("水煮鱼 has no size '小份'", hints: ["its sizes: 中份, 大份"])) {
                try tx.pricing.setPricing(named("水煮鱼"), .init(removedSizes: ["小份"]))
            }
        }
    }

    @Test func aGroupHasNoPrice() throws {
        try withMenu { tx in
            try tx.add(dishes: [("鱼/水煮鱼", nil)])
            #expect(throws: MenuError.refused("鱼 is a group; only dishes have a price, sizes or a unit")) {
                try tx.pricing.setPricing(named("鱼"), .init(unit: .set("份")))
            }
        }
    }

    @Test func aNewDishTakesItsSizesWhenAdded() throws {
        try withMenu { tx in
            let added = try tx.editing.addItems(named: [path("水煮鱼")], in: nil,
                                                pricing: DishPricing(.sizes([size("小份", 5800), size("大份", 8800)]), unit: "份"))
            #expect(try tx.pricing.sizes(of: added[0].id).map(\.price.fen) == [5800, 8800])
            #expect(try stored(tx, added[0].id).row == [.null, .text("份"), .integer(0)])
            #expect(try tx.pricing.allSizes() == [added[0].id: [size("小份", 5800), size("大份", 8800)]])
        }
    }

    /// Half up in fen: 0.055 → 0.06, 10.989 → 10.99; to a step: 514.80 → 515.
    @Test func repriceRoundsHalfUpInFen() throws {
        try withMenu { tx in
            try tx.add(dishes: [("凉菜/小菜", 5), ("凉菜/拍黄瓜", 999), ("热菜/烤鱼", 46800)])
            let outcome = try tx.pricing.reprice([named("凉菜")], by: PriceChange(parsing: "+10%"), roundingTo: .fen, dryRun: false)
            #expect(outcome.dishes.map(\.path) == ["凉菜/小菜", "凉菜/拍黄瓜"])
            #expect(outcome.dishes.map(\.old.fen) == [5, 999])
            #expect(outcome.dishes.map(\.new.fen) == [6, 1099])
            let fish = try tx.pricing.reprice([named("烤鱼")], by: PriceChange(parsing: "+10%"), roundingTo: .yuan, dryRun: false)
            #expect(fish.dishes.map(\.new.fen) == [51500])
            #expect(try tx.rows("SELECT price_fen FROM menu_node WHERE kind = 'item' ORDER BY id").map { $0[0] }
                    == [.integer(6), .integer(1099), .integer(51500)])
        }
    }

    @Test func repriceChangesEverySizeAndCountsWhatItLeavesAlone() throws {
        try withMenu { tx in
            try tx.add(dishes: [("鱼/水煮鱼", nil), ("鱼/石斑", nil), ("鱼/米饭", nil), ("鱼/酸菜鱼", 4800)])
            _ = try tx.pricing.setPricing(named("水煮鱼"), .init(sizes: [size("小份", 5800), size("大份", 8800)]))
            _ = try tx.pricing.setPricing(named("石斑"), .init(price: .set(.market)))
            let outcome = try tx.pricing.reprice([named("鱼"), named("酸菜鱼")], by: PriceChange(parsing: "-2"),
                                                 roundingTo: .fen, dryRun: false)
            #expect(outcome.dishes.map { "\($0.path) \($0.size ?? "-") \($0.old)→\($0.new)" }
                    == ["鱼/水煮鱼 小份 58.00→56.00", "鱼/水煮鱼 大份 88.00→86.00", "鱼/酸菜鱼 - 48.00→46.00"],
                    "a dish named again inside its group counts once")
            #expect(outcome.unpriced == 1 && outcome.marketPriced == 1)
            #expect(try tx.rows("SELECT price_fen FROM dish_size ORDER BY position").map { $0[0] } == [.integer(5600), .integer(8600)])
            #expect(try tx.rows("SELECT price_fen FROM menu_node WHERE name = '酸菜鱼'") == [[.integer(4600)]])
        }
    }

    @Test func aPriceOutOfRangeChangesNothingAndADryRunWritesNothing() throws {
        try withMenu { tx in
            try tx.add(dishes: [("菜/贵", 999_999_000), ("菜/便宜", 100)])
            #expect(throws: MenuError.refused("菜/贵 would cost more than 9999999.99: a price is between 0.00 and 9999999.99; nothing was changed")) {
                try tx.pricing.reprice([named("便宜"), named("贵")], by: PriceChange(parsing: "+10"), roundingTo: .fen, dryRun: false)
            }
            #expect(throws: MenuError.refused("菜/便宜 would cost less than 0.00: a price is between 0.00 and 9999999.99; nothing was changed")) {
                try tx.pricing.reprice([named("菜")], by: PriceChange(parsing: "-1.01"), roundingTo: .fen, dryRun: false)
            }
            let dry = try tx.pricing.reprice([named("菜")], by: PriceChange(parsing: "-50%"), roundingTo: .fen, dryRun: true)
            #expect(dry.dishes.map(\.new.fen) == [499_999_500, 50])
            #expect(try tx.rows("SELECT price_fen FROM menu_node WHERE kind = 'item' ORDER BY id").map { $0[0] }
                    == [.integer(999_999_000), .integer(100)])
        }
    }
}
