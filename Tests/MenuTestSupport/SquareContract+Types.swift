/// Each CatalogObject's data, as the shared page's table states its members,
/// limits and values.
extension SquareContract {
    mutating func category(_ body: [String: SquareJSON], at place: String) {
        allowed(body, ["name", "category_type", "parent_category", "availability_period_ids"], at: place)
        name(body, limit: 255, at: place)
        oneOf(body["category_type"], ["REGULAR_CATEGORY", "MENU_CATEGORY", "KITCHEN_CATEGORY"], at: place + ".category_type")
        if let parent = body["parent_category"] { categoryReference(parent, at: place + ".parent_category") }
        ids(body["availability_period_ids"], of: "AVAILABILITY_PERIOD", at: place + ".availability_period_ids")
    }

    mutating func item(_ body: [String: SquareJSON], id: String, at place: String) {
        allowed(body, ["name", "description", "categories", "variations", "modifier_list_info", "product_type",
                       "food_and_beverage_details", "is_alcoholic", "sort_name"], at: place)
        name(body, limit: 512, at: place)
        for key in ["description", "sort_name"] where body[key] != nil && body[key]?.string == nil { fail("\(place).\(key)", "is not a string") }
        if let alcoholic = body["is_alcoholic"], alcoholic.bool == nil { fail(place + ".is_alcoholic", "is not a boolean") }
        if let categories = body["categories"] {
            for (index, category) in (categories.array ?? []).enumerated() { categoryReference(category, at: "\(place).categories[\(index)]") }
            if categories.array == nil { fail(place + ".categories", "is not an array") }
        }
        let variations = body["variations"]?.array ?? []
        if !(1...250).contains(variations.count) { fail(place + ".variations", "has \(variations.count) variations, not 1 to 250") }
        for (index, variation) in variations.enumerated() {
            let at = "\(place).variations[\(index)]"
            catalogObject(variation, at: at, wanting: "ITEM_VARIATION")
            if variation["item_variation_data"]?["item_id"]?.string != id { fail(at, "item_id is not its item's id \(id)") }
        }
        for (index, info) in (body["modifier_list_info"]?.array ?? []).enumerated() {
            let at = "\(place).modifier_list_info[\(index)]"
            guard let members = info.members else { fail(at, "is not an object"); continue }
            allowed(members, ["modifier_list_id", "min_selected_modifiers", "max_selected_modifiers", "ordinal", "enabled"], at: at)
            reference(members["modifier_list_id"], to: "MODIFIER_LIST", at: at + ".modifier_list_id", required: true)
            minMax(members, at: at)
            integer(members["ordinal"], at: at + ".ordinal")
            if let enabled = members["enabled"], enabled.bool == nil { fail(at + ".enabled", "is not a boolean") }
        }
        if let type = body["product_type"] { oneOf(type, ["FOOD_AND_BEV"], at: place + ".product_type") }
        if let details = body["food_and_beverage_details"] { foodAndBeverage(details, at: place + ".food_and_beverage_details") }
    }

    mutating func variation(_ body: [String: SquareJSON], at place: String) {
        allowed(body, ["item_id", "name", "ordinal", "pricing_type", "price_money", "measurement_unit_id", "location_overrides"], at: place)
        reference(body["item_id"], to: "ITEM", at: place + ".item_id", required: true)
        name(body, limit: 255, at: place)
        integer(body["ordinal"], at: place + ".ordinal")
        oneOf(body["pricing_type"], ["FIXED_PRICING", "VARIABLE_PRICING"], at: place + ".pricing_type")
        // 时价: "VARIABLE_PRICING, no price_money". The page does not ask a
        // fixed price for price_money: without it, a dish has no price yet.
        if body["pricing_type"]?.string == "VARIABLE_PRICING" && body["price_money"] != nil { fail(place, "a variable price has price_money") }
        if let money = body["price_money"] { self.money(money, at: place + ".price_money") }
        reference(body["measurement_unit_id"], to: "MEASUREMENT_UNIT", at: place + ".measurement_unit_id")
        overrides(body["location_overrides"], at: place + ".location_overrides")
    }

    mutating func modifierList(_ body: [String: SquareJSON], at place: String) {
        allowed(body, ["name", "modifiers", "min_selected_modifiers", "max_selected_modifiers", "modifier_type"], at: place)
        name(body, limit: 255, at: place)
        minMax(body, at: place)
        if let type = body["modifier_type"] { oneOf(type, ["LIST", "TEXT"], at: place + ".modifier_type") }
        for (index, modifier) in (body["modifiers"]?.array ?? []).enumerated() {
            catalogObject(modifier, at: "\(place).modifiers[\(index)]", wanting: "MODIFIER")
        }
    }

    mutating func modifier(_ body: [String: SquareJSON], at place: String) {
        allowed(body, ["name", "price_money", "ordinal", "location_overrides"], at: place)
        name(body, limit: 255, at: place)
        if let money = body["price_money"] { self.money(money, at: place + ".price_money") }
        integer(body["ordinal"], at: place + ".ordinal")
        overrides(body["location_overrides"], at: place + ".location_overrides")
    }

    mutating func measurementUnit(_ body: [String: SquareJSON], at place: String) {
        allowed(body, ["measurement_unit", "precision"], at: place)
        let unit = body["measurement_unit"]?.members ?? [:]
        switch (unit["weight_unit"], unit["custom_unit"]) {
        case (let weight?, nil):
            if !(weight.string.map { $0.hasPrefix("METRIC_") || $0.hasPrefix("IMPERIAL_") } ?? false) {
                fail(place + ".measurement_unit.weight_unit", "\(weight) is not a weight unit")
            }
        case (nil, let custom?):
            for key in ["name", "abbreviation"] where (custom[key]?.string ?? "").isEmpty {
                fail(place + ".measurement_unit.custom_unit.\(key)", "is missing or empty")
            }
        default: fail(place + ".measurement_unit", "is not one weight_unit or one custom_unit")
        }
        if let precision = body["precision"], !(precision.int.map { (0...5).contains($0) } ?? false) {
            fail(place + ".precision", "is not an integer from 0 to 5")
        }
    }

    mutating func availabilityPeriod(_ body: [String: SquareJSON], at place: String) {
        allowed(body, ["day_of_week", "start_local_time", "end_local_time"], at: place)
        oneOf(body["day_of_week"], Self.days, at: place + ".day_of_week")
        for key in ["start_local_time", "end_local_time"] where !Self.isLocalTime(body[key]?.string) {
            fail("\(place).\(key)", "is not a time HH:MM:SS")
        }
    }

    static func isLocalTime(_ text: String?) -> Bool {
        let parts = (text ?? "").split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), let seconds = Int(parts[2]) else { return false }
        return (0...23).contains(hours) && (0...59).contains(minutes) && (0...59).contains(seconds)
    }
}
