import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// CountStore on an in-memory menu: counts, sales and timed ends (SPEC 20),
/// and what `dish_count` and `sold_out_until` hold.
@Suite struct CountStoreTests {
    private func counts(_ tx: MenuTransaction) throws -> [String] {
        try tx.lines("SELECT node_id || ':' || portions_left || '/' || coalesce(daily_portions, '-') FROM dish_count ORDER BY node_id")
    }

    @Test func aSaleTakesOnlyPortionsThatAreThereAndAtZeroTheDishIsSoldOut() throws {
        try withMenu { tx in
            let ids = try tx.add(dishes: [("凉菜/兔头", 1200), ("凉菜/夫妻肺片", 1200)])
            let counted = try tx.counts.setCount([named("兔头")], to: 3, daily: true)
            #expect(counted.map(\.path) == ["凉菜/兔头"] && counted[0].count == DishCount(left: 3, daily: 3) && counted[0].changed)
            let sale = try tx.counts.sell(named("兔头"), portions: 2)
            #expect(sale.left == 1 && !sale.isSoldOut && sale.path == "凉菜/兔头")
            #expect(throws: MenuError.refused("only 1 兔头 left")) { try tx.counts.sell(named("兔头"), portions: 2) }
            #expect(try counts(tx) == ["\(ids["凉菜/兔头"]!):1/3"], "a refused sale takes nothing")
            #expect(try tx.counts.sell(named("兔头"), portions: 1).isSoldOut)
            let uncounted = try tx.counts.sell(named("夫妻肺片"), portions: 99)
            #expect(uncounted.left == nil && !uncounted.isSoldOut)
            let menu = try tx.tree.load()
            #expect(menu.children[0].children.map(\.isSoldOut) == [true, false])
            #expect(menu.children[0].children[0].isMarkedSoldOut == false, "counted out, not marked")
        }
    }

    @Test func unsellStopsAtTheDailyCountAndAStockBeyondItIsRefused() throws {
        try withMenu { tx in
            let ids = try tx.add(dishes: [("兔头", nil)])
            _ = try tx.counts.setCount([named("兔头")], to: 5, daily: true)
            _ = try tx.counts.sell(named("兔头"), portions: 2)
            let back = try tx.counts.unsell(named("兔头"), portions: 4)
            #expect(back.left == 5 && back.refused == 2)
            #expect(throws: MenuError.self) { try tx.counts.setCount([named("兔头")], to: 6, daily: false) }
            _ = try tx.counts.setCount([named("兔头")], to: 6, daily: true)
            #expect(try counts(tx) == ["\(ids["兔头"]!):6/6"])
            _ = try tx.counts.setCount([named("兔头")], to: nil, daily: false)
            #expect(try counts(tx).isEmpty)
        }
    }

    @Test func restockReturnsTheDailyCountAndATimedEndGoesWithTheSoldOut() throws {
        try withMenu { tx in
            let ids = try tx.add(dishes: [("兔头", nil), ("毛血旺", nil)])
            _ = try tx.counts.setCount([named("兔头")], to: 20, daily: true)
            _ = try tx.counts.sell(named("兔头"), portions: 20)
            let later = LocalClock.seconds() + 3600
            _ = try tx.service.setSoldOut(true, [named("毛血旺")], until: later)
            #expect(try tx.lines("SELECT node_id || ':' || ends_at FROM sold_out_until") == ["\(ids["毛血旺"]!):\(later)"])
            let shown = try tx.tree.load().children[1]
            #expect(shown.isSoldOut && shown.stock.soldOutUntil?.instant == later)
            let after = Moment(.mon, 0, instant: later)
            #expect(shown.onOffer(at: after) != nil, "on offer again once the end has come")
            #expect(shown.onOffer(at: Moment(.mon, 0, instant: later - 1)) == nil)
            let restocked = try tx.service.restockAll()
            #expect(restocked.changed == ["兔头", "毛血旺"])
            #expect(try counts(tx) == ["\(ids["兔头"]!):20/20"])
            #expect(try tx.lines("SELECT count(*) FROM sold_out_until") == ["0"])
        }
    }

    @Test func anEndThatHasPassedReadsAsOnOffer() throws {
        try withMenu { tx in
            _ = try tx.add(dishes: [("毛血旺", nil)])
            _ = try tx.service.setSoldOut(true, [named("毛血旺")], until: LocalClock.seconds() - 1)
            let dish = try tx.tree.load().children[0]
            #expect(!dish.isSoldOut && dish.stock.soldOutEnded && dish.stock.soldOutUntil == nil)
            // Marked again without an end: the old end goes.
            let again = try tx.service.setSoldOut(true, [named("毛血旺")])
            #expect(again[0].changed == ["毛血旺"])
            #expect(try tx.tree.load().children[0].isSoldOut)
        }
    }
}
