/// The values the types share: names, money, references, enums, pick rules.
extension SquareContract {
    /// "names are not empty", and at most `limit` characters.
    mutating func name(_ body: [String: SquareJSON], limit: Int, at place: String) {
        guard let name = body["name"]?.string, !name.isEmpty else { return fail(place + ".name", "is missing or empty") }
        if name.count > limit { fail(place + ".name", "has \(name.count) characters, more than \(limit)") }
    }

    mutating func oneOf(_ value: SquareJSON?, _ allowed: Set<String>, at place: String) {
        guard let text = value?.string, allowed.contains(text) else {
            return fail(place, "\(value.map { "\($0)" } ?? "missing") is not one of \(allowed.sorted().joined(separator: ", "))")
        }
    }

    mutating func integer(_ value: SquareJSON?, at place: String) {
        if let value, value.int == nil { fail(place, "is not an integer") }
    }

    /// Money: an integer amount in the currency's smallest unit, and an ISO 4217 code.
    mutating func money(_ value: SquareJSON, at place: String) {
        guard let members = value.members else { return fail(place, "is not an object") }
        allowed(members, ["amount", "currency"], at: place)
        if members["amount"]?.int == nil { fail(place + ".amount", "is not an integer") }
        let currency = members["currency"]?.string ?? ""
        if currency.count != 3 || !currency.allSatisfy({ $0.isASCII && $0.isUppercase }) { fail(place + ".currency", "is not an ISO 4217 code") }
    }

    /// An id of an object of `type` in the request, checked once all are read.
    mutating func reference(_ value: SquareJSON?, to type: String, at place: String, required: Bool = false) {
        guard let value else { if required { fail(place, "is missing") }; return }
        guard let id = value.string, !id.isEmpty else { return fail(place, "is not an id") }
        references.append((place, id, type))
    }

    mutating func ids(_ value: SquareJSON?, of type: String, at place: String) {
        guard let value else { return }
        guard let ids = value.array else { return fail(place, "is not an array") }
        for (index, id) in ids.enumerated() { reference(id, to: type, at: "\(place)[\(index)]", required: true) }
    }

    /// `{id, ordinal}` naming a category.
    mutating func categoryReference(_ value: SquareJSON, at place: String) {
        guard let members = value.members else { return fail(place, "is not an object") }
        allowed(members, ["id", "ordinal"], at: place)
        reference(members["id"], to: "CATEGORY", at: place + ".id", required: true)
        integer(members["ordinal"], at: place + ".ordinal")
    }

    /// `min_selected_modifiers` ≤ `max_selected_modifiers`, both integers.
    mutating func minMax(_ members: [String: SquareJSON], at place: String) {
        integer(members["min_selected_modifiers"], at: place + ".min_selected_modifiers")
        integer(members["max_selected_modifiers"], at: place + ".max_selected_modifiers")
        if let low = members["min_selected_modifiers"]?.int, let high = members["max_selected_modifiers"]?.int, low > high {
            fail(place, "min_selected_modifiers \(low) is more than max_selected_modifiers \(high)")
        }
    }

    /// `[{location_id, price_money, sold_out}]`: a store's own price or sold out.
    mutating func overrides(_ value: SquareJSON?, at place: String) {
        guard let value else { return }
        guard let overrides = value.array else { return fail(place, "is not an array") }
        for (index, override) in overrides.enumerated() {
            let at = "\(place)[\(index)]"
            let members = override.members ?? [:]
            allowed(members, ["location_id", "price_money", "sold_out"], at: at)
            if (members["location_id"]?.string ?? "").isEmpty { fail(at + ".location_id", "is missing or empty") }
            if let money = members["price_money"] { self.money(money, at: at + ".price_money") }
            if let soldOut = members["sold_out"], soldOut.bool == nil { fail(at + ".sold_out", "is not a boolean") }
        }
    }

    /// Ingredients among the EU's fourteen, preferences among Square's seven,
    /// each `{type: STANDARD or CUSTOM, standard_name or custom_name}`.
    mutating func foodAndBeverage(_ value: SquareJSON, at place: String) {
        guard let members = value.members else { return fail(place, "is not an object") }
        allowed(members, ["calorie_count", "ingredients", "dietary_preferences"], at: place)
        integer(members["calorie_count"], at: place + ".calorie_count")
        for (key, names) in [("ingredients", Self.allergens), ("dietary_preferences", Self.diets)] {
            for (index, entry) in (members[key]?.array ?? []).enumerated() {
                let at = "\(place).\(key)[\(index)]"
                switch entry["type"]?.string {
                case "STANDARD": oneOf(entry["standard_name"], names, at: at + ".standard_name")
                case "CUSTOM": if (entry["custom_name"]?.string ?? "").isEmpty { fail(at + ".custom_name", "is missing or empty") }
                default: fail(at + ".type", "is not STANDARD or CUSTOM")
                }
            }
        }
    }
}
