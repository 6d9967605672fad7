import MenuModel
/// Sizes, units and market price in the export document (SPEC 17), on
/// the dishes that have them:
/// `"sizes": [{"name": "小份", "price": {"amount": 5800, "currency": "CNY"}}]`,
/// `"unit": "斤"`, `"market_price": true`. Documents without them still import.
extension MenuDocument {
    package static let pricingKeys: Set<String> = ["sizes", "unit", "market_price"]

    /// The keys a dish with sizes, a unit or a market price adds, spaced
    /// like the rest of the document; nothing for one without.
    package static func pricing(_ pricing: DishPricing) -> String {
        var out = ""
        if case .sizes(let sizes) = pricing.price, !sizes.isEmpty {
            out += ", \"sizes\": [" + sizes.map {
                "{\"name\": " + JSONText.string($0.name) + ", \"price\": " + price($0.price) + "}"
            }.joined(separator: ", ") + "]"
        }
        if let unit = pricing.unit { out += ", \"unit\": " + JSONText.string(unit) }
        if pricing.price.isMarket { out += ", \"market_price\": true" }
        return out
    }

    /// Reads a dish's `sizes`, `unit` and `market_price`, checks that with
    /// its `price` (nil: no such key) it has one kind of price, and gives
    /// the entry that price: kept when the file has none of the keys.
    package static func readPricing(_ member: (String) -> JSONValue?, price: Amount??, into entry: inout Entry) throws(MenuError) {
        let place = entry.location
        var sizes: [DishSize]?
        if let value = member("sizes") {
            guard case .array(let elements) = value else {
                throw MenuError(.malformedFile, "\(place).sizes: expected an array of sizes, found \(value.kindDescription)")
            }
            var read: [DishSize] = []
            for (index, element) in elements.enumerated() {
                read.append(try size(element, place: "\(place).sizes[\(index)]"))
            }
            sizes = try checkedSizes(read, place: "\(place).sizes")
        }
        if let value = member("unit") {
            switch value {
            case .null: entry.unit = .clear
            case .string(let text):
                do { entry.unit = .set(try DishPricing.checkedUnit(text)) } catch {
                    throw MenuError(.malformedFile, "\(place).unit: \(error.message)")
                }
            default: throw MenuError(.malformedFile, "\(place).unit: expected a string or null, found \(value.kindDescription)")
            }
        }
        var market: Bool?
        if let value = member("market_price") {
            guard case .bool(let flag) = value else {
                throw MenuError(.malformedFile, "\(place).market_price: expected true or false, found \(value.shortDescription)")
            }
            market = flag
        }
        try checkOneKindOfPrice(price: (price ?? nil) != nil, sizes: !(sizes ?? []).isEmpty,
                                market: market ?? false, place: "\(place)")
        guard price != nil || sizes != nil || market != nil else { return }
        entry.price = oneKindOfPrice(price: price ?? nil, sizes: sizes ?? [], market: market ?? false)
    }

    /// What a file that says something of a dish's price says, once
    /// `checkOneKindOfPrice` has passed: `.clear` when it has none.
    package static func oneKindOfPrice(price: Amount?, sizes: [DishSize], market: Bool) -> FieldEdit<DishPrice> {
        if market { return .set(.market) }
        if !sizes.isEmpty { return .set(.sizes(sizes)) }
        return FieldEdit(price.map(DishPrice.fixed))
    }

    /// A dish has no price, one price, sizes, or a market price (SPEC 17).
    package static func checkOneKindOfPrice(price: Bool, sizes: Bool, market: Bool, place: @autoclosure () -> String) throws(MenuError) {
        guard (price ? 1 : 0) + (sizes ? 1 : 0) + (market ? 1 : 0) > 1 else { return }
        let kinds = [price ? "a price" : nil, sizes ? "sizes" : nil, market ? "a market price" : nil].compactMap { $0 }
        throw MenuError(.malformedFile, "\(place()): a dish has one kind of price, not both \(kinds[0]) and \(kinds[1])")
    }

    /// 2 to 8 sizes (or none), no name twice.
    package static func checkedSizes(_ sizes: [DishSize], place: @autoclosure () -> String) throws(MenuError) -> [DishSize] {
        guard sizes.isEmpty || DishPricing.sizeCounts.contains(sizes.count) else {
            throw MenuError(.malformedFile, "\(place()): a dish with sizes has 2 to 8 of them, not \(sizes.count)")
        }
        for (index, size) in sizes.enumerated() where sizes[..<index].contains(where: { $0.name.hasSameUTF8(as: size.name) }) {
            throw MenuError(.malformedFile, "\(place()): the size '\(Terminal.escaped(size.name))' appears twice")
        }
        return sizes
    }

    /// `{"name": "小份", "price": {"amount": 5800, "currency": "CNY"}}`; the
    /// price may be an AMOUNT string, as a dish's may.
    private static func size(_ value: JSONValue, place: @autoclosure () -> String) throws(MenuError) -> DishSize {
        let place = place()
        guard case .object(let members) = value else {
            throw MenuError(.malformedFile, "\(place): expected an object such as {\"name\": \"小份\", \"price\": \"58\"}, found \(value.kindDescription)")
        }
        try checkKeys(members, allowed: ["name", "price"], place: place)
        guard case .string(let raw)? = members.first(where: { $0.key == "name" })?.value else {
            throw MenuError(.malformedFile, "\(place).name: expected a string")
        }
        let name: String
        do { name = try DishSize.checkedName(raw) } catch { throw MenuError(.malformedFile, "\(place).name: \(error.message)") }
        guard let written = members.first(where: { $0.key == "price" })?.value,
              let amount = try price(written, place: place + ".price") else {
            throw MenuError(.malformedFile, "\(place).price: a size needs a price")
        }
        return DishSize(name: name, price: amount)
    }
}
