import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// Sort keys and the rounding of `reprice`, without a database.
@Suite struct SortOrderTests {
    private func entries(_ names: [String], prices: [Int64?] = []) -> [NodeRecord] {
        names.enumerated().map { index, name in
            let fen = index < prices.count ? prices[index] : nil
            return NodeRecord(id: Int64(index + 2), parentID: 1, kind: fen == nil && name.hasSuffix("组") ? .group : .item,
                              name: name, position: Int64(index), isExpanded: true,
                              price: fen.flatMap { try? Amount(fen: $0) }, isSoldOut: false)
        }
    }

    @Test func pinyinOrdersTheSichuanBreakfastAsAChineseReaderExpects() {
        let arranged = MenuSortOrder.pinyin.arranged(entries(seedBreakfast)).map(\.name)
        #expect(arranged == ["川北凉粉", "担担面", "麻辣小面", "酸辣粉", "酸辣面"])
        #expect(MenuSortOrder.pinyin.arranged(entries(seedBreakfast), reversed: true).map(\.name)
                == ["酸辣面", "酸辣粉", "麻辣小面", "担担面", "川北凉粉"])
    }

    /// Syllables compare whole (西安 xi an before 先 xian); lü after lu;
    /// Latin letters sort among pinyin, case ignored; ties by code point.
    @Test func pinyinKeysCompareSyllableBySyllable() {
        let arranged = MenuSortOrder.pinyin.arranged(entries(["先", "西安", "绿茶", "路", "Lemon", "可乐", "Kvass", "kvass"]))
        #expect(arranged.map(\.name) == ["Kvass", "kvass", "可乐", "Lemon", "路", "绿茶", "西安", "先"])
        #expect(MenuSortOrder.pinyinKey(of: "Xi安") == [120, 0, 105, 0, 97, 110, 0])
    }

    @Test func nameIsCodePointOrder() {
        #expect(MenuSortOrder.name.arranged(entries(["b", "B", "é", "a", "鸡", "e\u{301}"])).map(\.name)
                == ["B", "a", "b", "e\u{301}", "é", "鸡"])
    }

    /// Entries without a price, groups too, keep their order after the
    /// rest, whichever way; equal prices keep theirs.
    @Test func priceKeepsTheUnpricedLastInTheirOrder() {
        let menu = entries(["凉菜组", "贵", "无价", "便宜", "同价甲", "热菜组", "同价乙"],
                           prices: [nil, 5000, nil, 800, 1200, nil, 1200])
        #expect(MenuSortOrder.price.arranged(menu).map(\.name)
                == ["便宜", "同价甲", "同价乙", "贵", "凉菜组", "无价", "热菜组"])
        #expect(MenuSortOrder.price.arranged(menu, reversed: true).map(\.name)
                == ["贵", "同价甲", "同价乙", "便宜", "凉菜组", "无价", "热菜组"])
    }
}

@Suite struct PriceChangeTests {
    private func reprice(_ fen: Int64, _ change: String, _ step: PriceStep = .fen) throws -> Int64? {
        try PriceChange(parsing: change).applied(to: Amount(fen: fen), roundingTo: step)?.fen
    }

    @Test func percentagesRoundHalfUpInFen() throws {
        #expect(try reprice(800, "+10%") == 880)
        #expect(try reprice(999, "+10%") == 1099)        // 10.989 → 10.99
        #expect(try reprice(5, "+10%") == 6)             // 0.055 → 0.06: half up
        #expect(try reprice(5, "-10%") == 5)             // 0.045 → 0.05
        #expect(try reprice(1000, "+12.5%") == 1125)
        #expect(try reprice(1000, "-100%") == 0)
        #expect(try reprice(1000, "-100.01%") == nil)    // below 0
    }

    @Test func stepsRoundHalfUp() throws {
        #expect(try reprice(46800, "+10%", .yuan) == 51500)      // 514.80 → 515
        #expect(try reprice(1250, "+0%", .yuan) == 1300)         // 12.50 → 13: half up
        #expect(try reprice(1249, "+0%", .yuan) == 1200)
        #expect(try reprice(1225, "+0%", .halfYuan) == 1250)     // 12.25 → 12.50
        #expect(try reprice(1224, "+0%", .halfYuan) == 1200)
        #expect(try reprice(1234, "+2", .jiao) == 1430)          // 14.34 → 14.30
        #expect(try reprice(1235, "-2", .jiao) == 1040)          // 10.35 → 10.40
        #expect(try PriceChange.to(Amount(fen: 3825)).applied(to: Amount(fen: 1), roundingTo: .halfYuan)?.fen == 3850)
    }

    @Test func neverBelowZeroNorPastTheLimit() throws {
        #expect(try reprice(100, "-1") == 0)
        #expect(try reprice(100, "-1.01") == nil)
        #expect(try reprice(999_999_999, "+0.01") == nil)
        #expect(try reprice(999_999_999, "+0%", .yuan) == nil)   // rounds up past the limit
        #expect(try reprice(999_999_999, "+9999999.99%") == nil) // no overflow on the way
        #expect(try reprice(999_999_900, "+0%", .yuan) == 999_999_900)
    }

    @Test(arguments: ["10%", "2", "+", "+%", "+10%%", "+1.234%", "+¥10%", "*2", "+10000000%", "", "--2"])
    func malformedChangesAreRefused(text: String) {
        #expect(throws: MenuError.self) { try PriceChange(parsing: text) }
    }

    @Test func changesParse() throws {
        #expect(try PriceChange(parsing: "+10%") == .percent(basisPoints: 1000))
        #expect(try PriceChange(parsing: "-12.5%") == .percent(basisPoints: -1250))
        #expect(try PriceChange(parsing: "-2") == .amount(fen: -200))
        #expect(try PriceChange(parsing: "+¥0.50") == .amount(fen: 50))
    }
}
