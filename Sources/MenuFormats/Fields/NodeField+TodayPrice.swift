import MenuModel
/// A 时价 dish's price today (SPEC 28) in the rows of `list`, `find` and
/// `show`: the TSV column `price_today` (`68.00`, per the dish's unit) and
/// the JSON key (a price, or null). A day's state, as counts sold are: no
/// file carries it, `diff` does not compare it, and `import --replace`
/// leaves it as it is.
extension NodeField {
    static let priceToday = NodeField(
        label: "today's price",
        tsv: Cell("price_today", at: 27, onPlainDish: .same) { node, out in
            if !node.isGroup, let today = node.pricing.today { out.append(today) }
        },
        jsonRow: Cell("price_today", at: 33, onPlainDish: .same) { node, out in out.appendJSON(price: node.isGroup ? nil : node.pricing.today) },
        document: nil, csv: nil, diffs: false)
}
