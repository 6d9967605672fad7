import MenuModel
/// Sizes, units and market price in the rows of `list` and `show`
/// (SPEC 17), after the columns and keys that came before them.
extension RowFormats {
    package static let tsvPricingHeader = "\tsizes\tunit\tmarket_price"

    /// `\t小份=58.00;大份=88.00\t斤\t0`; a group's three fields are empty.
    package static func appendTSVPricing(of node: any MenuComponent, to out: inout String) {
        guard !node.isGroup else { out += "\t\t\t"; return }
        let pricing = node.pricing
        // Most dishes have neither sizes nor a unit: one append for them.
        guard !pricing.sizes.isEmpty || pricing.unit != nil else {
            out += pricing.isMarketPrice ? "\t\t\t1" : "\t\t\t0"
            return
        }
        out += "\t"
        for (index, size) in pricing.sizes.enumerated() {
            if index > 0 { out += ";" }
            out += Terminal.escaped(size.name)
            out += "="
            out += size.price.description
        }
        out += "\t"
        if let unit = pricing.unit { out += Terminal.escaped(unit) }
        out += pricing.isMarketPrice ? "\t1" : "\t0"
    }

    /// `小份=58.00;大份=88.00`, as TSV and CSV write sizes.
    public static func sizesText(_ sizes: [DishSize]) -> String {
        sizes.map(\.description).joined(separator: ";")
    }

    /// `,"sizes":[{"name":"小份","price":{…}}],"unit":"斤","market_price":false`;
    /// for a group `[]`, `null` and `null`.
    package static func jsonPricingFields(_ pricing: DishPricing, isGroup: Bool) -> String {
        var out = ",\"sizes\":[" + pricing.sizes.map {
            "{\"name\":" + JSONText.string($0.name) + ",\"price\":" + JSONText.price($0.price) + "}"
        }.joined(separator: ",") + "],"
        out += "\"unit\":" + (pricing.unit.map(JSONText.string) ?? "null") + ","
        out += "\"market_price\":" + JSONText.bool(isGroup ? nil : pricing.isMarketPrice)
        return out
    }

    /// `show`'s lines for a dish's price: `price: 58.00–88.00 CNY`, then
    /// `sizes: 小份 58.00, 大份 88.00`, and `unit: 斤` when it has one.
    package static func pricingLines(price: Amount?, pricing: DishPricing) -> [(String, String)] {
        var lines: [(String, String)] = []
        if pricing.isMarketPrice {
            lines.append(("price", "时价 (market price, set when ordered)"))
        } else if let range = pricing.priceRange {
            lines.append(("price", "\(range.lowerBound)–\(range.upperBound) \(Amount.currency)"))
            lines.append(("sizes", pricing.sizes.map { Terminal.escaped($0.name) + " \($0.price)" }.joined(separator: ", ")))
        } else {
            lines.append(("price", price.map { "\($0) \(Amount.currency)" } ?? "none"))
        }
        if let unit = pricing.unit { lines.append(("unit", Terminal.escaped(unit))) }
        return lines
    }
}
