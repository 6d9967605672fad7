import MenuModel

/// An item, a modifier list and a category's periods, as the export
/// document writes a dish, a choice list and hours.
extension SquareImport {
    mutating func dish(_ id: String, slotLists: Set<String>, dishes: [String: (path: String, size: String?)]) throws(MenuError) -> String {
        let item = data(id, "item_data")
        let infos = (item?["modifier_list_info"]?.array ?? []).filter { $0["enabled"] != .bool(false) }
            .sorted { ($0["ordinal"]?.int ?? 0) < ($1["ordinal"]?.int ?? 0) }.compactMap { $0["modifier_list_id"]?.string }
        let slots = infos.filter { slotLists.contains($0) }
        var node = "{\"kind\": \"" + (slots.isEmpty ? "item" : "set") + "\", \"name\": " + JSONText.string(name(id))
        if let description = item?["description"]?.string, !description.isEmpty { node += ", \"description\": " + JSONText.string(description) }
        node += dietary(item?["food_and_beverage_details"])
        node += kitchenMember(of: item)
        let offers = infos.filter { !slotLists.contains($0) }.compactMap { data($0, "modifier_list_data")?["name"]?.string }
        if !offers.isEmpty { node += ", \"offers\": [" + offers.map(JSONText.string).joined(separator: ", ") + "]" }
        node += try pricing(of: id)
        if !slots.isEmpty { node += ", \"slots\": [" + (try slots.map { (list) throws(MenuError) in try slot(list, dishes: dishes) }).joined(separator: ", ") + "]" }
        return node + "}"
    }

    /// One variation: its price, 时价 when priced at the till (VARIABLE_PRICING),
    /// or none (FIXED_PRICING without price_money); more: sizes.
    private mutating func pricing(of id: String) throws(MenuError) -> String {
        let variations = variations(of: id)
        let soldOut = variations.contains { ($0["location_overrides"]?.array ?? []).contains { $0["sold_out"] == .bool(true) } }
        if variations.contains(where: { ($0["location_overrides"]?.array ?? []).contains { $0["price_money"] != nil } }) {
            count("a location's own prices")
        }
        var out: String
        if variations.count > 1 {
            var sizes: [String] = []
            for variation in variations {
                guard let fen = try Self.fen(variation["price_money"]), sizes.count < DishPricing.sizeCounts.upperBound else {
                    count("sizes without a price, or past 8"); continue
                }
                sizes.append("{\"name\": " + JSONText.string(variation["name"]?.string ?? "") + ", \"price\": " + Self.money(fen) + "}")
            }
            out = ", \"price\": null, \"sold_out\": \(soldOut), \"sizes\": [" + sizes.joined(separator: ", ") + "]"
        } else if let fen = try Self.fen(variations.first?["price_money"]) {
            out = ", \"price\": " + Self.money(fen) + ", \"sold_out\": \(soldOut)"
        } else if variations.first?["pricing_type"]?.string == "VARIABLE_PRICING" {
            out = ", \"price\": null, \"sold_out\": \(soldOut), \"market_price\": true"
        } else {
            // FIXED_PRICING without price_money: a dish without a price yet.
            out = ", \"price\": null, \"sold_out\": \(soldOut)"
        }
        if let unit = variations.first?["measurement_unit_id"]?.string, let measure = data(unit, "measurement_unit_data")?["measurement_unit"] {
            let name = measure["custom_unit"]?["name"]?.string ?? ["METRIC_GRAM": "g", "METRIC_KILOGRAM": "kg"][measure["weight_unit"]?.string ?? ""]
            if let name { out += ", \"unit\": " + JSONText.string(name) } else { count("units menuctl does not know") }
        }
        return out
    }

    static func money(_ fen: Int64) -> String { "{\"amount\": \(fen), \"currency\": \"\(Amount.currency)\"}" }

    /// Square's standard names back as menuctl's keys; vegetarian beside
    /// vegan is what vegan says already.
    private mutating func dietary(_ details: JSONValue?) -> String {
        guard let details else { return "" }
        var out = ""
        if let calories = details["calorie_count"]?.int {
            if DishKcal.range.contains(Int(calories)) { out += ", \"kcal\": \(calories)" } else { count("calorie counts over 10000") }
        }
        let allergens: [String: String] = ["SOY": "soybeans", "TREE_NUTS": "nuts"]
        let diets: [String: String] = ["VEGETARIAN": "vegetarian", "VEGAN": "vegan", "HALAL": "halal", "GLUTEN_FREE": "gluten-free"]
        for (key, member, known) in [("allergens", "ingredients", { (name: String) in allergens[name] ?? (Allergen(key: name.lowercased()) != nil ? name.lowercased() : nil) }),
                                     ("diets", "dietary_preferences", { (name: String) in diets[name] })] {
            var keys: [String] = []
            for entry in details[member]?.array ?? [] {
                guard entry["type"]?.string == "STANDARD", let name = entry["standard_name"]?.string, let key = known(name) else {
                    count("\(member == "ingredients" ? "ingredients" : "dietary preferences") menuctl does not know"); continue
                }
                keys.append(key)
            }
            if keys.contains("vegan") { keys.removeAll { $0 == "vegetarian" } }
            if !keys.isEmpty { out += ", \"\(key)\": [" + keys.map(JSONText.string).joined(separator: ", ") + "]" }
        }
        return out
    }

    func choiceList(_ id: String) throws(MenuError) -> String {
        let list = data(id, "modifier_list_data")
        let modifiers = (list?["modifiers"]?.array ?? []).compactMap { $0["modifier_data"] }
        let low = max(list?["min_selected_modifiers"]?.int ?? 0, 0)
        let high = list?["max_selected_modifiers"]?.int.flatMap { $0 < 0 ? nil : $0 } ?? Int64(modifiers.count)
        let options = try modifiers.map { (modifier) throws(MenuError) in
            let soldOut = (modifier["location_overrides"]?.array ?? []).contains { $0["sold_out"] == .bool(true) }
            return "{\"name\": " + JSONText.string(modifier["name"]?.string ?? "") + ", \"surcharge\": "
                + Self.money(try Self.fen(modifier["price_money"]) ?? 0) + ", \"sold_out\": \(soldOut)}"
        }
        return "{\"name\": " + JSONText.string(list?["name"]?.string ?? "") + ", \"pick\": [\(low), \(high)], \"options\": ["
            + options.joined(separator: ", ") + "]}"
    }

    func slot(_ id: String, dishes: [String: (path: String, size: String?)]) throws(MenuError) -> String {
        let list = data(id, "modifier_list_data")
        let members = try (list?["modifiers"]?.array ?? []).compactMap { $0["modifier_data"] }.map { (modifier) throws(MenuError) in
            let dish = dishes[modifier["name"]?.string ?? ""]
            var out = "{\"dish\": " + JSONText.string(dish?.path ?? "")
            if let size = dish?.size { out += ", \"size\": " + JSONText.string(size) }
            if let fen = try Self.fen(modifier["price_money"]), fen > 0 { out += ", \"surcharge\": " + Self.money(fen) }
            return out + "}"
        }
        return "{\"name\": " + JSONText.string(list?["name"]?.string ?? "") + ", \"pick\": \(list?["min_selected_modifiers"]?.int ?? 1), \"dishes\": ["
            + members.joined(separator: ", ") + "]}"
    }

    /// A category's periods as windows: a day's period to 23:59:59 and the
    /// next day's from 00:00:00 are one window past midnight, as the
    /// export splits it; windows of the same times share their days.
    func hours(of category: String) -> String? {
        let ids = (data(category, "category_data")?["availability_period_ids"]?.array ?? []).compactMap(\.string)
        let days = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]
        var periods: [(day: Int, opens: Int, closes: Int)] = ids.compactMap { id in
            guard let period = data(id, "availability_period_data"), let day = days.firstIndex(of: period["day_of_week"]?.string ?? ""),
                  let opens = Self.minutes(period["start_local_time"]), let closes = Self.minutes(period["end_local_time"]) else { return nil }
            return (day, opens, closes == 1439 ? 1440 : closes)
        }
        var windows: [(day: Int, opens: Int, closes: Int)] = []
        while let period = periods.first {
            periods.removeFirst()
            if period.closes == 1440, let next = periods.firstIndex(where: { $0.day == (period.day + 1) % 7 && $0.opens == 0 && $0.closes < period.opens }) {
                windows.append((period.day, period.opens, periods[next].closes))
                periods.remove(at: next)
            } else {
                windows.append(period)
            }
        }
        var written: [String] = []
        var seen: [(Int, Int)] = []
        for window in windows where !seen.contains(where: { $0 == (window.opens, window.closes) }) {
            seen.append((window.opens, window.closes))
            let on = windows.filter { $0.opens == window.opens && $0.closes == window.closes }.map { Weekday(rawValue: $0.day)! }
            written.append("{\"days\": \"\(Weekdays(on))\", \"from\": \"\(ServingWindow.clock(window.opens))\", \"to\": \"\(ServingWindow.clock(window.closes))\"}")
        }
        return written.isEmpty ? nil : "[" + written.joined(separator: ", ") + "]"
    }

    /// `HH:MM:SS` → minutes since midnight (23:59:59 is 1439, the day's end).
    static func minutes(_ value: JSONValue?) -> Int? {
        let parts = (value?.string ?? "").split(separator: ":")
        guard parts.count >= 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60 else { return nil }
        return hours * 60 + minutes
    }
}
