import MenuModel
/// A dish's price, sizes, unit and market price (SPEC 5, 17). The CSV
/// columns and the document carry the three kinds of price together: a
/// file that names one of them says the dish's whole price.
extension NodeField {
    static let price = NodeField(
        label: "price",
        tsv: Cell("price", at: 6) { node, out in
            if case .fixed(let price) = node.pricing.price { out.append(price) }
        },
        jsonRow: Cell("price", at: 8) { node, out in out.appendJSON(price: node.pricing.price.fixedAmount) },
        document: "price", csv: CSVCell(MenuCSV.priceColumn, at: 2, carried: \.price), diffs: true)

    static let sizes = NodeField(
        label: "sizes",
        tsv: Cell("sizes", at: 11, onPlainDish: .same) { node, out in
            guard !node.isGroup, case .sizes(let sizes) = node.pricing.price else { return }
            for (index, size) in sizes.enumerated() {
                if index > 0 { out += ";" }
                out += Terminal.escaped(size.name)
                out += "="
                out.append(size.price)
            }
        },
        jsonRow: Cell("sizes", at: 15, onPlainDish: .same) { node, out in
            out.append(UInt8(ascii: "["))
            for (index, size) in node.pricing.price.sizeList.enumerated() {
                out.append(literal: index == 0 ? "{\"name\":" : ",{\"name\":")
                out.appendJSON(size.name)
                out.append(literal: ",\"price\":")
                out.appendJSON(price: size.price)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        },
        document: "sizes", csv: CSVCell(MenuCSV.pricingColumns[0], at: 7, carried: \.price), diffs: true)

    static let unit = NodeField(
        label: "unit",
        tsv: Cell("unit", at: 12, onPlainDish: .same) { node, out in
            if !node.isGroup, let unit = node.pricing.unit { out += Terminal.escaped(unit) }
        },
        jsonRow: Cell("unit", at: 16, onPlainDish: .same) { node, out in out.appendJSON(orNull: node.pricing.unit) },
        document: "unit", csv: CSVCell(MenuCSV.pricingColumns[1], at: 8, carried: \.unit), diffs: true)

    static let marketPrice = NodeField(
        label: "market price",
        tsv: Cell("market_price", at: 13, onPlainDish: .same) { node, out in
            if !node.isGroup { out.append(UInt8(ascii: node.pricing.price.isMarket ? "1" : "0")) }
        },
        jsonRow: Cell("market_price", at: 17, onPlainDish: .same) { node, out in
            out.append(json: node.isGroup ? nil : node.pricing.price.isMarket)
        },
        document: "market_price", csv: CSVCell(MenuCSV.pricingColumns[2], at: 9, carried: \.price), diffs: true)
}
