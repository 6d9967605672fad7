import MenuTestSupport
import Testing

/// The upload of a menu that uses every field: each piece where the shared
/// page maps it, amounts in fen with their currency, and what Square has
/// no place for said on stderr once a kind, with how many.
@Suite struct SquareExportFieldsTests {
    typealias Tests = SquareExportTests

    @Test func everyFieldPassesTheContractAndIsWhereThePageMapsIt() throws {
        let sandbox = try Tests.menu(Tests.everyField)
        let export = try sandbox.must("export", "--format", "square")
        #expect(SquareContract.problems(in: export.stdout) == [])
        let objects = try Tests.objects(export.stdout)
        let items = Tests.items(objects)
        #expect(items.keys.sorted() == ["午市套餐", "兔头", "宫保鸡丁", "水煮鱼", "米饭", "麻婆豆腐", "鲈鱼", "鸭", "龙虾"].sorted())
        func variations(_ name: String) -> [[String: SquareJSON]] {
            (items[name]?["item_data"]?["variations"]?.array ?? []).compactMap { $0["item_variation_data"]?.members }
        }
        #expect(variations("水煮鱼").map { $0["name"] } == [.string("小份"), .string("大份")])
        #expect(variations("水煮鱼").map { $0["price_money"] } == [Tests.money(5800), Tests.money(8800)])
        #expect(variations("龙虾").first?["pricing_type"] == .string("VARIABLE_PRICING"))
        #expect(variations("龙虾").first?["price_money"] == nil)
        // A dish without a price is no 时价: fixed, its price not said yet.
        #expect(variations("米饭").first?["pricing_type"] == .string("FIXED_PRICING"))
        #expect(variations("米饭").first?["price_money"] == nil)
        #expect(variations("鲈鱼").first?["price_money"] == Tests.money(4850))
        let unit = try #require(variations("鲈鱼").first?["measurement_unit_id"]?.string)
        #expect(objects[unit]?["measurement_unit_data"]?["measurement_unit"]?["custom_unit"]?["name"] == .string("斤"))
        #expect(variations("午市套餐").first?["price_money"] == Tests.money(4000))

        // Allergens and diets by Square's standard names; vegan is vegetarian too.
        func standard(_ name: String, _ key: String) -> [String] {
            (items[name]?["item_data"]?["food_and_beverage_details"]?[key]?.array ?? []).compactMap { $0["standard_name"]?.string }
        }
        #expect(standard("宫保鸡丁", "ingredients") == ["PEANUTS", "SOY"])
        #expect(standard("宫保鸡丁", "dietary_preferences") == ["HALAL"])
        #expect(standard("龙虾", "ingredients") == ["CRUSTACEANS", "MOLLUSCS"])
        #expect(standard("麻婆豆腐", "dietary_preferences") == ["VEGETARIAN", "VEGAN"])
        #expect(standard("午市套餐", "ingredients") == ["PEANUTS"])

        // Choice lists once each, with their options' money and pick rules.
        let lists = Dictionary(objects.values.compactMap { object in
            object["modifier_list_data"].flatMap { data in data["name"]?.string.map { ($0, object) } }
        }, uniquingKeysWith: { first, _ in first })
        let extras = try #require(lists["加料"]?["modifier_list_data"])
        #expect(extras["min_selected_modifiers"] == .int(0) && extras["max_selected_modifiers"] == .int(3))
        #expect(extras["modifiers"]?.array?.map { $0["modifier_data"]?["name"] } == ["加面", "加蛋", "加肠"].map { .string($0) })
        #expect(extras["modifiers"]?.array?.map { $0["modifier_data"]?["price_money"] } == [200, 300, 400].map { Tests.money($0) })
        #expect(lists["忌口"]?["modifier_list_data"]?["modifiers"]?.array?.first?["modifier_data"]?["price_money"] == Tests.money(0))
        #expect(lists["辣度"]?["modifier_list_data"]?["min_selected_modifiers"] == .int(1))

        // Offered where the menu offers them: nearest first, each once, a withdrawn list left out.
        func offered(_ name: String) -> [String] {
            (items[name]?["item_data"]?["modifier_list_info"]?.array ?? []).compactMap { info in
                objects[info["modifier_list_id"]?.string ?? ""]?["modifier_list_data"]?["name"]?.string
            }
        }
        #expect(offered("宫保鸡丁") == ["忌口", "辣度"])
        #expect(offered("麻婆豆腐") == ["加料", "辣度"])
        #expect(offered("龙虾") == [])
        #expect(offered("兔头") == ["辣度"])
        // A set meal: a list per slot, pick N as min = max = N, its dishes with their surcharges.
        #expect(offered("午市套餐") == ["热菜", "素菜", "辣度"])
        let hot = try #require(lists["热菜"]?["modifier_list_data"])
        #expect(hot["min_selected_modifiers"] == .int(1) && hot["max_selected_modifiers"] == .int(1))
        #expect(hot["modifiers"]?.array?.map { $0["modifier_data"]?["name"] } == [.string("宫保鸡丁"), .string("水煮鱼 小份")])
        #expect(hot["modifiers"]?.array?.map { $0["modifier_data"]?["price_money"] } == [Tests.money(0), Tests.money(500)])

        // A group with hours: a MENU_CATEGORY, its past-midnight window two periods a day.
        let vegetables = try #require(objects.values.first { $0["category_data"]?["name"]?.string == "素菜" }?["category_data"])
        #expect(vegetables["category_type"] == .string("MENU_CATEGORY"))
        let periods = (vegetables["availability_period_ids"]?.array ?? []).compactMap { objects[$0.string ?? ""]?["availability_period_data"] }
        #expect(periods.map { [$0["day_of_week"], $0["start_local_time"], $0["end_local_time"]].compactMap { $0?.string } } == [
            ["FRI", "22:00:00", "23:59:59"], ["SAT", "00:00:00", "02:00:00"], ["SAT", "22:00:00", "23:59:59"], ["SUN", "00:00:00", "02:00:00"],
        ])
    }

    @Test func whatSquareHasNoPlaceForIsSaidOnceAKindWithACount() throws {
        let sandbox = try Tests.menu(Tests.everyField)
        let stderr = try sandbox.must("export", "--format", "square").stderr
        let lines = stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Notice: left out 1 dish off sale (停售), as the guests' page does",
            "Notice: Square keeps sold out per location: 2 dishes sold out said only with --location ID",
            "Notice: Square keeps sold out per location: 1 option sold out said only with --location ID",
            "Notice: Square has no place for when a sold out ends (1 dish)",
            "Notice: Square has no place for portions left (1 counted dish)",
            "Notice: Square has no place for spice (1 dish)",
            "Notice: Square has no place for tags (1 dish)",
            "Notice: Square has no place for names in other languages (1 entry)",
            "Notice: Square has no place for a group's description (1 group)",
            "Notice: Square has no place for price lists: 2 left out (--prices NAME exports the menu at one of them)",
        ] + lines.filter { $0.contains("glossary") })
        #expect(lines.count { $0.contains("glossary") } == 1)
        // At one list's prices, the other list is what is left out, and its box fees are said.
        let priced = try sandbox.must("export", "--format", "square", "--prices", "外卖")
        #expect(SquareContract.problems(in: priced.stdout) == [])
        #expect(priced.stderr.contains("price lists: 1 left out"))
        #expect(priced.stderr.contains("Square has no place for box fees ("))
    }
}
