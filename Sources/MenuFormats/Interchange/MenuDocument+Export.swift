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
        var text = ""
        write(of: root, choices: choices, glossary: glossary, priceLists: priceLists, sections: sections, pricedBy: priceList,
              photos: photos) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The same document in pieces of about `RowBytes.chunk` bytes, handed
    /// to `emit` as they fill: a node's line written as bytes where it
    /// goes, as `list`'s rows are, not a String made of Strings.
    /// `lines`: where each node's line went, noted as it is written (diff's).
    public static func write(of root: MenuGroup, choices: ChoicesExport = ChoicesExport(), glossary: Glossary,
                             priceLists: [(list: PriceList, entries: [(path: String, entry: PriceEntry)])] = [],
                             sections: [String] = [], pricedBy priceList: String? = nil, photos: String = "",
                             lines: NodeLines? = nil, emit: ([UInt8]) throws -> Void) rethrows {
        var out = RowBytes()
        out.append("{\n  \"format\": \"\(format)\",\n  \"version\": \(version),\n  \"currency\": \"\(Amount.currency)\",")
        if let priceList { out.append("\n  \"price_list\": " + JSONText.string(priceList) + ",") }
        out.append(choiceLists(choices.lists))
        out.append(sections.joined())
        out.append(literal: "\n  \"menu\": [")
        lines?.menuOpens(at: out.count)
        try append(root.children, depth: 2, choices: choices.offers, priced: priceList != nil, lines: lines, group: -1,
                   to: &out, emit: emit)
        lines?.menuCloses(at: out.count - 1)
        out.append(priceListsMember(priceLists))
        out.append(glossaryMember(glossary))
        out.append(photos)
        out.append(literal: "\n}\n")
        try emit(out.bytes)
    }

    /// `group`: its line in `lines`, -1 at the top.
    private static func append(_ nodes: [any MenuComponent], depth: Int, choices: ChoiceOffers, priced: Bool, lines: NodeLines?,
                               group: Int32, to out: inout RowBytes, emit: ([UInt8]) throws -> Void) rethrows {
        guard !nodes.isEmpty else { return out.append(literal: "]") }
        // A dish of a diff's second side may be the other side's line
        // copied (NodeLines.copyAlike): where no choice is offered and no
        // price list prices the menu, a dish without a box is its key and name.
        let keyed = lines != nil && choices.isEmpty && !priced
        for (index, node) in nodes.enumerated() {
            out.append(literal: index == 0 ? "\n" : ",\n")
            out.appendBlanks(2 * depth)
            let start = out.count
            let key = keyed ? (node as? MenuItem)?.plainKey ?? 0 : 0
            if key != 0, let name = lines?.copyAlike(key: key, name: node.name, to: &out) {
                _ = lines?.note(id: node.id, isGroup: false, parent: group, place: index, start: start, name: name, end: out.count, key: key)
            } else {
                out.append(literal: "{\"kind\": \"")
                out.append(node.kindName)
                out.append(literal: "\", \"name\": ")
                let nameStart = out.count
                out.appendJSON(node.name)
                let name = nameStart..<out.count
                if !node.hours.isEmpty { out.append(", \"hours\": " + hours(node.hours)) }
                out.append(detailMembers(node.details))
                if !choices.isEmpty { out.append(offerMembers(of: node.id, in: choices)) }
                for (_, cell) in NodeField.documentCells { out.append(cell.write(node)) }
                if node.isGroup {
                    out.append(literal: node.isExpanded ? ", \"expanded\": true" : ", \"expanded\": false")
                    let line = lines?.note(id: node.id, isGroup: true, parent: group, place: index, start: start, name: name,
                                           end: out.count)
                    out.append(literal: ", \"children\": [")
                    try append(node.children, depth: depth + 1, choices: choices, priced: priced, lines: lines, group: line ?? -1,
                               to: &out, emit: emit)
                    out.append(literal: "}")
                } else {
                    let pricing = node.pricing
                    out.append(literal: ", \"price\": ")
                    out.appendJSON(price: pricing.price.fixedAmount, spaced: true)
                    out.append(literal: node.isMarkedSoldOut ? ", \"sold_out\": true" : ", \"sold_out\": false")
                    out.append(Self.pricing(pricing))
                    out.append(counts(node))
                    out.append(slotsMember(node.setMeal))
                    if priced {
                        out.append(literal: ", \"box_fee\": ")
                        out.appendJSON(price: node.listing?.boxFee, spaced: true)
                        out.append(literal: ", \"min_order\": ")
                        out.appendJSON(int: node.listing?.minOrder)
                    }
                    out.append(literal: "}")
                    _ = lines?.note(id: node.id, isGroup: false, parent: group, place: index, start: start, name: name, end: out.count,
                                    key: key)
                }
            }
            if out.isFull {
                lines?.handedOut()
                try emit(out.bytes)
                out.removeAll()
            }
        }
        out.append(literal: "\n")
        out.appendBlanks(2 * (depth - 1))
        out.append(literal: "]")
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
