import MenuModel
/// What a guest can order: sold out and its end, 停售, serving hours, and
/// the portions left of a counted dish (SPEC 10, 20). A group is never sold
/// out or counted itself: its fields are empty, or `null` in JSON.
extension NodeField {
    static let soldOut = NodeField(
        label: "sold out",
        tsv: Cell("sold_out", at: 7) { node, out in
            if !node.isGroup { out.append(UInt8(ascii: node.isSoldOut ? "1" : "0")) }
        },
        jsonRow: Cell("sold_out", at: 9) { node, out in out.append(json: node.isGroup ? nil : node.isSoldOut) },
        document: "sold_out", csv: CSVCell(MenuCSV.soldOutColumn, at: 6, carried: \.soldOut), diffs: true)

    /// The rows say a timed 估清's end in `list`'s text only (`sold out until 17:00`).
    static let soldOutUntil = NodeField(
        label: "sold out until", tsv: nil, jsonRow: nil, document: "sold_out_until",
        csv: CSVCell(MenuCSV.soldOutUntilColumn, at: 0, occasional: true, carried: \.soldOutEnds), diffs: true)

    static let offSale = NodeField(
        label: "off sale",
        tsv: Cell("off_sale", at: 22, onPlainDish: .same) { node, out in
            if !node.isGroup { out.append(UInt8(ascii: node.stock.isOffSale ? "1" : "0")) }
        },
        jsonRow: Cell("off_sale", at: 20, onPlainDish: .same) { node, out in out.append(json: node.isGroup ? nil : node.stock.isOffSale) },
        document: "off_sale", csv: CSVCell(MenuCSV.offSaleColumn, at: 2, occasional: true, carried: \.offSale), diffs: true)

    static let hours = NodeField(
        label: "hours",
        tsv: Cell("hours", at: 8, onPlainDish: .same) { node, out in
            if !node.hours.isEmpty { out += RowFormats.tsvHours(node.hours) }
        },
        jsonRow: Cell("hours", at: 10, onPlainDish: .same) { node, out in out.appendJSON(hours: node.hours) },
        document: "hours", csv: CSVCell(MenuCSV.hoursColumn, at: 16, carried: \.hours), diffs: true)

    static let left = NodeField(
        label: "left",
        tsv: Cell("left", at: 15, onPlainDish: .same) { node, out in
            if let count = node.stock.count { out.append(count.left) }
        },
        jsonRow: Cell("left", at: 18, onPlainDish: .same) { node, out in out.appendJSON(int: node.stock.count?.left) },
        document: "left", csv: CSVCell(MenuCSV.countColumns[0], at: 12, carried: \.counts, note: "left and daily"), diffs: true)

    static let daily = NodeField(
        label: "daily",
        tsv: Cell("daily", at: 16, onPlainDish: .same) { node, out in
            if let daily = node.stock.count?.daily { out.append(daily) }
        },
        jsonRow: Cell("daily", at: 19, onPlainDish: .same) { node, out in out.appendJSON(int: node.stock.count?.daily) },
        document: "daily", csv: CSVCell(MenuCSV.countColumns[1], at: 13, carried: \.counts), diffs: true)
}
