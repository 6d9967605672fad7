import MenuFormats
import MenuModel
import MenuTestSupport
import Testing

/// The Square upload's limits (the shared page: "at most 1,000 objects in a
/// batch and 10,000 in a request"), on menus made in memory.
@Suite struct SquareCatalogTests {
    /// `dishes` dishes at one price, at the top: two objects each, the item
    /// and its variation.
    private static func menu(dishes: Int) -> MenuGroup {
        let root = MenuGroup(id: 0, name: "")
        for id in 1...dishes {
            root.add(MenuItem(id: Int64(id), name: "菜\(id)", price: try? Amount(fen: Int64(id) * 100)))
        }
        return root
    }

    private static let catalog = SquareCatalog(choiceLists: [], offers: ChoiceOffers())

    @Test func fifteenHundredObjectsAreTwoBatches() throws {
        let request = try Self.catalog.request(of: Self.menu(dishes: 750)).json
        #expect(SquareContract.problems(in: request) == [])
        let batches = try #require(try SquareJSON.parse(request)["batches"]?.array)
        // Nested variations count: 500 items and their variations, then 250.
        #expect(batches.map { $0["objects"]?.array?.count } == [500, 250])
    }

    @Test func overTenThousandObjectsIsTheFirstRequestThatFitsThenTheRestByTheIDMap() throws {
        #expect(try Self.catalog.request(of: Self.menu(dishes: 5_000)).part == nil)
        let menu = Self.menu(dishes: 5_001)
        let first = try Self.catalog.request(of: menu)
        #expect(first.part == SquareRequest.Part(total: 10_002, written: 10_000, held: 0, remaining: 2))
        #expect(SquareContract.problems(in: first.json) == [])
        // Square's answer names every object of the first: the next holds the rest alone.
        var catalog = Self.catalog
        for id in 1...5_000 { catalog.idMap["#item-\(id)"] = "I\(id)"; catalog.idMap["#variation-\(id)"] = "V\(id)" }
        let next = try catalog.request(of: menu)
        #expect(next.part == SquareRequest.Part(total: 10_002, written: 2, held: 10_000, remaining: 0))
        #expect(next.json.contains("\"id\":\"#item-5001\"") && !next.json.contains("\"I1\""))
        catalog.idMap["#item-5001"] = "I5001"
        catalog.idMap["#variation-5001"] = "V5001"
        let error = #expect(throws: MenuError.self) { try catalog.request(of: menu) }
        #expect(error?.kind == .refused)
        #expect(error?.message.hasPrefix("Square already holds all 10002 objects of the menu (--id-map): nothing is left to upload") == true)
    }

    @Test func theCheckerFindsWhatBreaksTheContract() {
        let broken = """
            {"idempotency_key": "", "batches": [{"objects": [
              {"type": "ITEM", "id": "#i", "category_data": {}},
              {"type": "ITEM", "id": "#j", "item_data": {"name": "", "variations": [], "categories": [{"id": "#nowhere"}]}},
              {"type": "MODIFIER_LIST", "id": "#m", "modifier_list_data": {"name": "x", "min_selected_modifiers": 3, "max_selected_modifiers": 1}},
              {"type": "AVAILABILITY_PERIOD", "id": "#p", "availability_period_data": {"day_of_week": "MONDAY", "start_local_time": "24:00:00", "end_local_time": "10:00"}}
            ]}]}
            """
        let problems = SquareContract.problems(in: broken)
        for expected in ["idempotency_key: has 0 characters", "objects[0]: has a member category_data", "objects[0].item_data: is missing",
                         "objects[1].item_data.name: is missing or empty", "variations: has 0 variations",
                         "categories[0].id: refers to #nowhere", "min_selected_modifiers 3 is more than max_selected_modifiers 1",
                         "day_of_week: \"MONDAY\"", "start_local_time: is not a time", "end_local_time: is not a time"] {
            #expect(problems.contains { $0.contains(expected) }, "\(expected) in \(problems)")
        }
    }
}
