import MenuModel
/// Sizes, units and market price in `show` (SPEC 17); the rows' columns
/// and keys are the fields' (NodeField+Pricing.swift).
extension RowFormats {
    /// `小份=58.00;大份=88.00`, as TSV and CSV write sizes.
    public static func sizesText(_ sizes: [DishSize]) -> String {
        sizes.map(\.description).joined(separator: ";")
    }

    /// `show`'s lines for a dish's price: `price: 58.00–88.00 CNY`, then
    /// `sizes: 小份 58.00, 大份 88.00`, and `unit: 斤` when it has one.
    package static func pricingLines(_ pricing: DishPricing) -> [(String, String)] {
        var lines: [(String, String)] = []
        switch (pricing.price, pricing.price.priceRange) {
        case (.market, _):
            // 今日: the price `price-today` gave it for this business day (SPEC 28).
            lines.append(("price", pricing.today.map { "时价 · 今日 \($0.forGuests)" + (pricing.unit.map { "/" + Terminal.escaped($0) } ?? "") }
                          ?? "时价 (market price, set when ordered)"))
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
