@testable import MenuFormats
import MenuModel
import MenuTestSupport
import Testing

/// Kitchen stations (SPEC 26) as Square's KITCHEN_CATEGORY: the place a
/// dish's station, its own or its group's, routes it to.
@Suite struct SquareKitchenTests {
    @Test func aStationIsOneKitchenCategoryItsDishesName() throws {
        let catalog = SquareCatalog(choiceLists: [], offers: ChoiceOffers())
        var made = SquareCatalog.Objects()
        #expect(catalog.kitchenCategory(named: nil, into: &made) == nil)
        let first = try #require(catalog.kitchenCategory(named: "炒锅", into: &made))
        let second = try #require(catalog.kitchenCategory(named: "炒锅", into: &made))
        #expect(first.closed == second.closed)
        #expect(made.kitchens.count == 1)
        let object = try SquareJSON.parse(try #require(made.kitchens.values.first).closed)
        #expect(object["category_data"]?["category_type"] == .string("KITCHEN_CATEGORY"))
        #expect(object["category_data"]?["name"] == .string("炒锅"))
        #expect(try SquareJSON.parse(first.closed)["id"] == object["id"])
    }
}
