import MenuModel
/// Sizes, units and market price in the rows of `list` and `show`
/// (SPEC 17), after the columns and keys that came before them.
extension RowFormats {
    package static let tsvPricingHeader = "\tsizes\tunit\tmarket_price"

    /// `\t小份=58.00;大份=88.00\t斤\t0`; a group's three fields are empty.
    package static func appendTSVPricing(_ pricing: DishPricing, isGroup: Bool, to out: inout RowBytes) {
        guard !isGroup else { return out.append(literal: "\t\t\t") }
        let sizes: [DishSize]
        switch pricing.price {
        case .sizes(let listed): sizes = listed
        // Most dishes have neither sizes nor a unit: one append for them.
        // A `where` binds to the last pattern only: each pattern has its own.
        case .none where pricing.unit == nil, .fixed where pricing.unit == nil: return out.append(literal: "\t\t\t0")
        case .market where pricing.unit == nil: return out.append(literal: "\t\t\t1")
        case .none, .fixed, .market: sizes = []
        }
        out += "\t"
        for (index, size) in sizes.enumerated() {
            if index > 0 { out += ";" }
            out += Terminal.escaped(size.name)
            out += "="
            out += size.price.description
        }
        out += "\t"
        if let unit = pricing.unit { out += Terminal.escaped(unit) }
        out += pricing.price.isMarket ? "\t1" : "\t0"
    }

    /// `小份=58.00;大份=88.00`, as TSV and CSV write sizes.
    public static func sizesText(_ sizes: [DishSize]) -> String {
        sizes.map(\.description).joined(separator: ";")
    }

    /// `,"sizes":[{"name":"小份","price":{…}}],"unit":"斤","market_price":false`;
    /// for a group `[]`, `null` and `null`.
    package static func jsonPricingFields(_ pricing: DishPricing, isGroup: Bool) -> String {
        var out = ",\"sizes\":[" + pricing.price.sizeList.map {
            "{\"name\":" + JSONText.string($0.name) + ",\"price\":" + JSONText.price($0.price) + "}"
        }.joined(separator: ",") + "],"
        out += "\"unit\":" + (pricing.unit.map(JSONText.string) ?? "null") + ","
        out += "\"market_price\":" + JSONText.bool(isGroup ? nil : pricing.price.isMarket)
        return out
    }

    /// `show`'s lines for a dish's price: `price: 58.00–88.00 CNY`, then
    /// `sizes: 小份 58.00, 大份 88.00`, and `unit: 斤` when it has one.
    package static func pricingLines(_ pricing: DishPricing) -> [(String, String)] {
        var lines: [(String, String)] = []
        switch (pricing.price, pricing.price.priceRange) {
        case (.market, _):
            lines.append(("price", "时价 (market price, set when ordered)"))
        case (.sizes(let sizes), let range?):
            lines.append(("price", "\(range.lowerBound)–\(range.upperBound) \(Amount.currency)"))
            lines.append(("sizes", sizes.map { Terminal.escaped($0.name) + " \($0.price)" }.joined(separator: ", ")))
        case (.fixed(let price), _):
            lines.append(("price", "\(price) \(Amount.currency)"))
        case (.none, _), (.sizes, nil):
            lines.append(("price", "none"))
        }
        if let unit = pricing.unit { lines.append(("unit", Terminal.escaped(unit))) }
        return lines
    }
}
