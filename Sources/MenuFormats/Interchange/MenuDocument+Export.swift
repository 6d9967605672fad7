import MenuModel
extension MenuDocument {
    /// The whole menu in exactly the shape `import` reads back: every dish
    /// has `price` (`null` when it has none) and `sold_out`, groups have
    /// neither; `hours` only where a node has some (SPEC 16). One node a
    /// line, so exports diff well.
    /// `choices`: the menu's choice lists and where they are offered (SPEC 18).
    /// `pricedBy`: the menu as that price list prices it (`export --prices`,
    /// SPEC 21), named at the top, each dish with the list's box fee and
    /// minimum order; a view of the menu, which `import` refuses.
    /// `sections`: members at the top that features write themselves (`NodeField.DocumentSection`).
    /// `photos`: the masters' bytes (`photosMember`), last, with `export --with-photos`.
    public static func json(of root: MenuGroup, choices: ChoicesExport = ChoicesExport(), glossary: Glossary,
                            priceLists: [(list: PriceList, entries: [(path: String, entry: PriceEntry)])] = [],
                            sections: [String] = [], pricedBy priceList: String? = nil, photos: String = "") -> String {
        var out = "{\n  \"format\": \"\(format)\",\n  \"version\": \(version),\n  \"currency\": \"\(Amount.currency)\","
        if let priceList { out += "\n  \"price_list\": " + JSONText.string(priceList) + "," }
        out += choiceLists(choices.lists)
        out += sections.joined()
        out += "\n  \"menu\": ["
        append(root.children, depth: 2, choices: choices.offers, priced: priceList != nil, to: &out)
        out += priceListsMember(priceLists)
        out += glossaryMember(glossary)
        out += photos
        out += "\n}\n"
        return out
    }

    private static func append(_ nodes: [any MenuComponent], depth: Int, choices: ChoiceOffers, priced: Bool, to out: inout String) {
        guard !nodes.isEmpty else { out += "]"; return }
        let indent = String(repeating: "  ", count: depth)
        for (index, node) in nodes.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += indent + "{\"kind\": \"" + node.kindName + "\", \"name\": " + JSONText.string(node.name)
            if !node.hours.isEmpty { out += ", \"hours\": " + hours(node.hours) }
            out += detailMembers(node.details)
            if !choices.isEmpty { out += offerMembers(of: node.id, in: choices) }
            for (_, cell) in NodeField.documentCells { out += cell.write(node) }
            if node.isGroup {
                out += ", \"expanded\": " + (node.isExpanded ? "true" : "false") + ", \"children\": ["
                append(node.children, depth: depth + 1, choices: choices, priced: priced, to: &out)
                out += "}"
            } else {
                let pricing = node.pricing
                out += ", \"price\": " + price(pricing.price.fixedAmount) + ", \"sold_out\": " + (node.isMarkedSoldOut ? "true" : "false")
                out += Self.pricing(pricing) + counts(node) + slotsMember(node.setMeal)
                if priced {
                    out += ", \"box_fee\": " + price(node.listing?.boxFee)
                        + ", \"min_order\": " + (node.listing?.minOrder.map(String.init) ?? "null")
                }
                out += "}"
            }
        }
        out += "\n" + String(repeating: "  ", count: depth - 1) + "]"
    }

    /// `[{"days": "fri,sat", "from": "22:00", "to": "02:00"}]`, spaced like the rest.
    private static func hours(_ hours: ServingHours) -> String {
        "[" + hours.windows.map {
            "{\"days\": \"\($0.days)\", \"from\": \"\(ServingWindow.clock($0.opens))\", \"to\": \"\(ServingWindow.clock($0.closes))\"}"
        }.joined(separator: ", ") + "]"
    }

    /// `{"amount": 3800, "currency": "CNY"}`, spaced like the rest of the document, or `null`.
    package static func price(_ amount: Amount?) -> String { JSONText.price(amount, spaced: true) }
}
