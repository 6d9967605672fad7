import Testing
@testable import MenuModel

/// A node's features are one value: a view that rebuilds a node copies it
/// whole, so no field vanishes under `--available`, `--prices`, `--tag` or
/// `--without`, and a dish gives back what it was given wherever it keeps it.
@Suite struct NodeFeaturesTests {
    private let hours = ServingHours([ServingWindow(days: .everyDay, opens: 360, closes: 630)!])

    private func everything() throws -> NodeFeatures {
        var stock = DishStock(count: DishCount(left: 3, daily: 20))
        stock.isMarkedSoldOut = false
        return NodeFeatures(
            pricing: DishPricing(.fixed(try Amount(fen: 4800)), unit: "斤"), hours: hours,
            details: DishDetails(description: "麻辣", spice: Spice(level: 3), tags: ["招牌"],
                                 translations: [Translation(lang: "en", text: "Boiled fish")]),
            stock: stock, listing: ListedTerms(listName: "外卖", boxFee: try Amount(fen: 200), minOrder: 2),
            setMeal: SetMeal(slots: [SetSlot(name: "热菜", pick: 1, dishes: [SlotDish(id: 4, size: nil, surcharge: nil)])]),
            station: KitchenStation(name: "炒锅", isOwn: true),
            photo: PhotoReference(digest: String(repeating: "ab", count: 32), format: "jpeg", width: 2400, height: 1800, size: 412_345)!)
    }

    @Test func aDishGivesBackItsFeaturesWhereverItKeepsThem() throws {
        var dietary = NodeFeatures(pricing: DishPricing(.fixed(try Amount(fen: 3800))))
        dietary.details.dietary = Dietary(allergens: [Allergen.peanuts])
        let inherited = NodeFeatures(isSoldOut: true, station: KitchenStation(name: "面档", isOwn: false))
        for features in [NodeFeatures.none, NodeFeatures(isSoldOut: true), dietary, inherited, try everything()] {
            #expect(MenuItem(id: 3, name: "水煮鱼", features: features).features == features)
        }
    }

    @Test func everyViewKeepsWhatItDoesNotChange() throws {
        // Without slots: a set meal is on offer only when its slots' dishes are.
        var features = try everything()
        features.setMeal = nil
        let root = MenuGroup(id: 1, name: "")
        let main = MenuGroup(id: 2, name: "主菜", isExpanded: false, features: NodeFeatures(hours: hours, details: DishDetails(description: "热的")))
        main.add(MenuItem(id: 3, name: "水煮鱼", features: features))
        root.add(main)
        let views = [root.offered(at: Moment(.mon, 420)), root.tagged(try DishTag("招牌")),
                     root.suiting(without: [.peanuts], diets: []), root.withoutOffSale()]
        for view in views {
            let group = try #require(view.children.first)
            #expect(group.features == main.features && !group.isExpanded)
            #expect(group.children.first?.features == features)
        }
        let list = PriceList(name: "外卖", rule: .percent(basisPoints: -1000), boxFee: try Amount(fen: 200))
        let priced = root.priced(by: PriceListing(list: list, entries: [:]))
        var expected = features
        (expected.pricing, expected.listing) = try #require(PriceListing(list: list, entries: [:]).pricing(of: 3, features.pricing))
        #expect(priced.children.first?.children.first?.features == expected)
    }

    /// A list finds each dish's entry whether its ids lie close (a bit
    /// each says which have one) or far apart (the dictionary alone), at
    /// the ends of their span and past them.
    @Test func aListFindsEveryEntryWhereverItsIdsLie() throws {
        let list = PriceList(name: "会员", rule: .percent(basisPoints: -1000))
        let own = DishPricing(.fixed(try Amount(fen: 1000)))
        for ids: [Int64] in [[7, 8, 70, 71, 135], [1, 1 << 40, Int64.max], [Int64.min, -5, 0], [64]] {
            let entries = Dictionary(uniqueKeysWithValues: ids.map { ($0, PriceEntry(price: try! Amount(fen: 500))) })
            let listing = PriceListing(list: list, entries: entries)
            let asked = ids + [6, 9, 63, 65, 69, 72, 134, 136, 1 << 20, -1, Int64.max - 1, Int64.min + 1]
            for id in asked {
                let price = try #require(listing.pricing(of: id, own)).0.price.fixedAmount?.fen
                #expect(price == (entries[id] == nil ? 900 : 500), "dish \(id) of \(ids)")
            }
        }
    }

    /// `MenuItem`'s init names each field, to decide what a dish boxes: one
    /// added to `NodeFeatures` is added there too.
    @Test func aDishKnowsEveryFieldItMightBoxOrNot() {
        #expect(Mirror(reflecting: NodeFeatures.none).children.count == 9)
    }
}
