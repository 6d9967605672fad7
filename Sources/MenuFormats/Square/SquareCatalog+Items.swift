import MenuModel

/// Dishes and set meals as Square's items (the shared page: "dish → ITEM
/// with one ITEM_VARIATION; sizes → one ITEM_VARIATION per size; market
/// price 时价 → VARIABLE_PRICING, no price_money; unit → MEASUREMENT_UNIT
/// (custom) and measurement_unit_id").
extension SquareCatalog {
    /// The one variation of a dish without sizes: Square's own word for it.
    static let singleVariationName = "Regular"

    func item(_ dish: any MenuComponent, category: Int64?, ordinal: Int, choices: [(id: Int64, list: ChoiceList)],
              into made: inout Objects) -> SquareObjectText {
        let id = SquareID.item(dish.id)
        var data = SquareObjectText()
        data.add("name", string: dish.name)
        if let description = dish.details.description { data.add("description", string: description) }
        var categories = category.map { [reference(SquareID.category($0), ordinal: ordinal)] } ?? []
        if let kitchen = kitchenCategory(of: dish, into: &made) { categories.append(kitchen) }
        if !categories.isEmpty { data.add("categories", objects: categories) }
        data.add("variations", objects: variations(of: dish, item: id, into: &made))
        // A set meal's slots first, as a guest picks them, then its choices.
        var lists = slotLists(of: dish, into: &made)
        lists += choices.map { SquareID.modifierList($0.id) }
        if !lists.isEmpty {
            data.add("modifier_list_info", objects: lists.enumerated().map { ordinal, list in
                var info = SquareObjectText()
                info.add("modifier_list_id", string: written(list))
                info.add("ordinal", int: Int64(ordinal))
                info.add("enabled", bool: true)
                return info
            })
        }
        data.add("product_type", string: "FOOD_AND_BEV")
        if let details = Self.foodAndBeverage(dish.details.dietary, kcal: dish.details.energy.kcal) { data.add("food_and_beverage_details", object: details) }
        made.leftOut.countDetails(of: dish)
        return object("ITEM", id: id, data: data)
    }

    /// A variation per size, else one: at its price; VARIABLE_PRICING for
    /// 时价 (the shared page: "a price set at sale"); FIXED_PRICING without
    /// price_money for a dish without a price, which reads back as one.
    private func variations(of dish: any MenuComponent, item: String, into made: inout Objects) -> [SquareObjectText] {
        let pricing = dish.pricing
        let unit = pricing.unit.map { unitID($0, into: &made) }
        var priced: [(name: String, price: Amount?)] = switch pricing.price {
        case .sizes(let sizes): sizes.map { ($0.name, $0.price) }
        case .fixed(let amount): [(Self.singleVariationName, amount)]
        case .none, .market: [(Self.singleVariationName, nil)]
        }
        let market = if case .market = pricing.price { true } else { false }
        // At a store, a dish at the store's own price is head office's item
        // at head office's price, the store's price an override where it sells.
        var storePrice: Amount?
        if !presence.locations.isEmpty, let headOffice = headOfficePrices[dish.id], priced.count == 1,
           let own = priced[0].price, own != headOffice {
            storePrice = own
            priced[0].price = headOffice
        }
        let soldOut = presence.overrides(price: storePrice, soldOut: dish.isSoldOut)
        if dish.isSoldOut && soldOut == nil { made.leftOut.count(.soldOutDish) }
        return priced.enumerated().map { index, size in
            var data = SquareObjectText()
            data.add("item_id", string: written(item))
            data.add("name", string: size.name)
            data.add("ordinal", int: Int64(index))
            data.add("pricing_type", string: market ? "VARIABLE_PRICING" : "FIXED_PRICING")
            if let price = size.price { data.add("price_money", object: .money(price)) }
            if let unit { data.add("measurement_unit_id", string: written(unit)) }
            if let soldOut { data.add("location_overrides", objects: soldOut) }
            let id = SquareID.variation(dish.id, size: priced.count > 1 ? index : nil)
            return object("ITEM_VARIATION", id: id, data: data)
        }
    }

    /// The MEASUREMENT_UNIT of `unit`, made once a menu, and its id. `g`
    /// and `kg` are Square's own weight units; every other unit (斤, 两, 克,
    /// 份, 位) is custom, as the shared page says of 斤, so that it reads
    /// back as written. Quantities by weight may have a decimal (1.5 斤):
    /// `precision` is Square's digits after the point.
    private func unitID(_ unit: String, into made: inout Objects) -> String {
        let id = SquareID.unit(unit)
        guard made.units[id] == nil else { return id }
        var measure = SquareObjectText()
        var precision: Int64 = 0
        switch unit {
        case "g":
            measure.add("weight_unit", string: "METRIC_GRAM")
        case "kg":
            measure.add("weight_unit", string: "METRIC_KILOGRAM")
            precision = 2
        default:
            var custom = SquareObjectText()
            custom.add("name", string: unit)
            custom.add("abbreviation", string: unit)
            measure.add("custom_unit", object: custom)
            if ["斤", "两", "公斤", "千克", "磅", "lb"].contains(unit.lowercased()) { precision = 1 }
        }
        var data = SquareObjectText()
        data.add("measurement_unit", object: measure)
        data.add("precision", int: precision)
        made.units[id] = object("MEASUREMENT_UNIT", id: id, data: data)
        return id
    }

    /// Allergens as Square's standard ingredients (the EU's fourteen, as
    /// menuctl's are) and diets as its standard dietary preferences; a
    /// vegan dish is vegetarian too, as `--diet` and the guests' page say.
    /// A dish's kcal (SPEC 28) is its `calorie_count`; Square holds one an
    /// item, so kcal a size is left out and said (SquareLeftOut).
    static func foodAndBeverage(_ dietary: Dietary, kcal: DishKcal? = nil) -> SquareObjectText? {
        var calories: Int?
        if case .whole(let whole)? = kcal { calories = whole }
        guard !dietary.isEmpty || calories != nil else { return nil }
        func standard(_ name: String) -> SquareObjectText {
            var entry = SquareObjectText()
            entry.add("type", string: "STANDARD")
            entry.add("standard_name", string: name)
            return entry
        }
        var details = SquareObjectText()
        if let calories { details.add("calorie_count", int: Int64(calories)) }
        let allergens = dietary.allergens, diets = dietary.suitedDiets
        if !allergens.isEmpty { details.add("ingredients", objects: allergens.map { standard(standardName(of: $0)) }) }
        if !diets.isEmpty { details.add("dietary_preferences", objects: diets.map { standard(standardName(of: $0)) }) }
        return details
    }

    static func standardName(of allergen: Allergen) -> String {
        switch allergen {
        case .soybeans: "SOY"
        case .nuts: "TREE_NUTS"
        default: allergen.rawValue.uppercased()
        }
    }

    static func standardName(of diet: Diet) -> String {
        switch diet {
        case .glutenFree: "GLUTEN_FREE"
        default: diet.rawValue.uppercased()
        }
    }
}
