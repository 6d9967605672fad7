import MenuTestSupport
import Testing

/// At a store of a chain (SPEC 22), `export --format square --location ID`
/// exports head office's items at head office's prices, and the store's
/// own prices and sold out as location overrides (issue 50 part 3).
@Suite struct SquareStoreExportTests {
    @Test func aStoresOwnPriceAndSoldOutAreOverridesAtItsLocation() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "edit", "宫保鸡丁", "--price", "41", "-q")
        try sandbox.must("--db", store, "sold-out", "回锅肉", "-q")
        let export = try sandbox.must("--db", store, "export", "--format", "square", "--location", "STORE1")
        #expect(SquareContract.problems(in: export.stdout) == [])
        let items = SquareExportTests.items(try SquareExportTests.objects(export.stdout))
        func variation(_ name: String) -> SquareJSON? { items[name]?["item_data"]?["variations"]?.array?.first?["item_variation_data"] }
        #expect(variation("宫保鸡丁")?["price_money"] == SquareExportTests.money(3800))
        #expect(variation("宫保鸡丁")?["location_overrides"] == .array([
            .object(["location_id": .string("STORE1"), "price_money": SquareExportTests.money(4100)]),
        ]))
        #expect(variation("回锅肉")?["price_money"] == SquareExportTests.money(3600))
        #expect(variation("回锅肉")?["location_overrides"] == .array([.object(["location_id": .string("STORE1"), "sold_out": .bool(true)])]))
        #expect(variation("油条")?["location_overrides"] == nil)
        // Without a location, the store's menu is exported at its own prices.
        let own = SquareExportTests.items(try SquareExportTests.objects(try sandbox.must("--db", store, "export", "--format", "square").stdout))
        #expect(own["宫保鸡丁"]?["item_data"]?["variations"]?.array?.first?["item_variation_data"]?["price_money"] == SquareExportTests.money(4100))
    }
}
