import MenuModel
/// What a price list says of a dish when the menu is read through it
/// (`--prices NAME`, SPEC 21): a view of the menu, not a field of its
/// nodes. The document of such a view names the list at its top and adds
/// box fees and minimums to its dishes, and CSV adds them as columns,
/// neither of which `import` reads; the lists themselves travel in the
/// document's `price_lists`, which `diff` compares by list.
extension NodeField {
    static let priceList = NodeField(
        label: "price list",
        tsv: nil,
        jsonRow: Cell("price_list", at: 21) { node, out in
            out.appendJSON(orNull: node.listing?.listName)
        },
        document: nil, csv: nil, diffs: false)

    static let boxFee = NodeField(
        label: "box fee",
        tsv: Cell("box_fee", at: 17, onPlainDish: .sameUnlessListed) { node, out in
            if let fee = node.listing?.boxFee { out.append(fee) }
        },
        jsonRow: Cell("box_fee", at: 22, onPlainDish: .sameUnlessListed) { node, out in out.appendJSON(price: node.listing?.boxFee) },
        document: nil, csv: nil, diffs: false)

    static let minOrder = NodeField(
        label: "min order",
        tsv: Cell("min_order", at: 18, onPlainDish: .sameUnlessListed) { node, out in
            if let least = node.listing?.minOrder { out.append(least) }
        },
        jsonRow: Cell("min_order", at: 23, onPlainDish: .sameUnlessListed) { node, out in out.appendJSON(int: node.listing?.minOrder) },
        document: nil, csv: nil, diffs: false)
}
