import MenuModel
/// The machine-readable forms of `list` (SPEC 5): TSV and JSON. Columns and
/// keys that came later go at the end (SPEC 16), so scripts that read the
/// first ones keep working.
public enum RowFormats {
    public static let tsvHeader = "row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags"
        + tsvPricingHeader + tsvChoicesHeader + CountFormats.tsvHeader + tsvPriceListHeader + tsvDietaryHeader
        + CountFormats.tsvOffSaleHeader

    /// `choices`: each row's choices (SPEC 18), nil when none are offered.
    public static func tsv(_ rows: [VisibleRow], choices: RowChoices? = nil) -> String {
        var text = ""
        tsv(rows, choices: choices) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The TSV in pieces of about `RowBytes.chunk` bytes, handed to `emit`
    /// as they fill: the rows' columns written as bytes, those that later
    /// features add through their own writers.
    public static func tsv(_ rows: [VisibleRow], choices: RowChoices? = nil, emit: ([UInt8]) throws -> Void) rethrows {
        var out = tsvStart()
        let choiceFields = tsvChoicesFields(choices)
        for (index, row) in rows.enumerated() {
            appendTSV(row, choices: choices.map { choiceFields[Int($0.ofRow[index])] }, to: &out)
            if out.isFull {
                try emit(out.bytes)
                out.removeAll()
            }
        }
        try emit(out.bytes)
    }

    /// The TSV of the rows `walk` hands out one by one as it goes down the
    /// tree (`MenuGroup.forEachVisibleRow`), none of them kept: `list` of a
    /// million nodes holds one row at a time. No choices: they
    /// are worked out from all the rows first.
    public static func tsv(rowsFrom walk: ((VisibleRow) throws -> Void) throws -> Void,
                           emit: ([UInt8]) throws -> Void) throws {
        var out = tsvStart()
        // The rows' walk and `emit` are both the caller's, and neither keeps the other.
        try withoutActuallyEscaping(emit) { emit in
            try walk { row in
                appendTSV(row, choices: nil, to: &out)
                if out.isFull {
                    try emit(out.bytes)
                    out.removeAll()
                }
            }
        }
        try emit(out.bytes)
    }

    private static func tsvStart() -> RowBytes {
        var out = RowBytes()
        out.append(tsvHeader)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// One row of the TSV, its line ended; `choices`: its choices column
    /// (tab first) when any are offered.
    private static func appendTSV(_ row: VisibleRow, choices: String?, to out: inout RowBytes) {
        let node = row.node
        out.append(row.number)
        out.append(UInt8(ascii: "\t"))
        out.append(node.id)
        out.append(UInt8(ascii: "\t"))
        out.append(row.depth)
        if !node.isGroup { out.append(literal: node.setMeal == nil ? "\titem\t\t" : "\tset\t\t") }
        else if node.isExpanded { out.append(literal: "\tgroup\t1\t") }
        else { out.append(literal: "\tgroup\t0\t") }
        out.appendEscaped(row.path)
        out.append(UInt8(ascii: "\t"))
        // Read once: the price column and the last three come from it.
        let pricing = node.pricing
        if case .fixed(let price) = pricing.price { out.append(price) }
        if node.isGroup { out.append(literal: "\t\t") }
        else if node.isSoldOut { out.append(literal: "\t1\t") }
        else { out.append(literal: "\t0\t") }
        let hours = node.hours
        if !hours.isEmpty { out.append(tsvHours(hours)) }
        // Read once too: the spice and tags columns and the last three come from it.
        let details = node.details
        DetailsFormats.appendTSV(details, to: &out)
        appendTSVPricing(pricing, isGroup: node.isGroup, to: &out)
        if let choices { out += choices } else { out.append(literal: "\t") }
        CountFormats.appendTSV(node.stock, to: &out)
        appendTSVPriceList(node.listing, to: &out)
        appendTSVDietary(details, to: &out)
        CountFormats.appendTSVOffSale(node, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// One JSON array, an object per row, one row a line.
    public static func json(_ rows: [VisibleRow], choices: RowChoices? = nil) -> String {
        var text = ""
        json(rows, choices: choices) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The JSON array in pieces, as `tsv(_:choices:emit:)` hands them out.
    public static func json(_ rows: [VisibleRow], choices: RowChoices? = nil, emit: ([UInt8]) throws -> Void) rethrows {
        guard !rows.isEmpty else { return try emit(Array("[]\n".utf8)) }
        var out = RowBytes()
        out.append(literal: "[\n")
        for (index, row) in rows.enumerated() {
            appendJSON(row, choices: choices?[index] ?? [], to: &out)
            if index == rows.count - 1 { out.append(literal: "}\n") } else { out.append(literal: "},\n") }
            if out.isFull {
                try emit(out.bytes)
                out.removeAll()
            }
        }
        out.append(literal: "]\n")
        try emit(out.bytes)
    }

    /// The JSON array of the rows `walk` hands out, as `tsv(rowsFrom:emit:)`
    /// writes its lines: a row's object is closed when the next one comes,
    /// or when the array ends.
    public static func json(rowsFrom walk: ((VisibleRow) throws -> Void) throws -> Void,
                            emit: ([UInt8]) throws -> Void) throws {
        var out = RowBytes()
        var first = true
        try withoutActuallyEscaping(emit) { emit in
            try walk { row in
                out.append(literal: first ? "[\n" : "},\n")
                first = false
                appendJSON(row, choices: [], to: &out)
                if out.isFull {
                    try emit(out.bytes)
                    out.removeAll()
                }
            }
        }
        out.append(literal: first ? "[]\n" : "}\n]\n")
        try emit(out.bytes)
    }

    /// One row's object, but its closing brace.
    private static func appendJSON(_ row: VisibleRow, choices: [String], to out: inout RowBytes) {
        out.append(literal: "  {\"row\":")
        out.append(row.number)
        out.append(UInt8(ascii: ","))
        out.append(nodeFields(row.node, depth: row.depth, path: row.path))
        out.append(jsonChoicesField(choices))
        // Most rows have none: a literal, as a large `list` writes many.
        if row.node.details.descriptionTranslations.isEmpty {
            out.append(literal: ",\"description_translations\":{}")
        } else {
            out.append(DetailsFormats.jsonDescriptionTranslations(row.node.details))
        }
    }

    /// The keys a `list` row and `show` share, every key always present.
    package static func nodeFields(_ node: any MenuComponent, depth: Int, path: String) -> String {
        let isGroup = node.isGroup, pricing = node.pricing, details = node.details
        var out = "\"id\":\(node.id),\"depth\":\(depth),"
        out += isGroup ? "\"kind\":\"group\"," : node.setMeal == nil ? "\"kind\":\"item\"," : "\"kind\":\"set\","
        out += "\"name\":" + JSONText.string(node.name) + ","
        out += "\"path\":" + JSONText.string(path) + ","
        out += "\"expanded\":" + JSONText.bool(isGroup ? node.isExpanded : nil) + ","
        out += "\"children\":" + JSONText.int(isGroup ? node.children.count : nil) + ","
        out += "\"price\":" + JSONText.price(pricing.price.fixedAmount) + ","
        out += "\"sold_out\":" + JSONText.bool(isGroup ? nil : node.isSoldOut) + ","
        out += "\"hours\":" + JSONText.hours(node.hours)
        out += DetailsFormats.jsonFields(details)
        out += jsonPricingFields(pricing, isGroup: isGroup)
        out += CountFormats.jsonFields(node.stock, isGroup: isGroup)
        out += jsonPriceListFields(node.listing)
        out += jsonDietaryFields(details.dietary)
        out += jsonSlotsField(node.setMeal, isGroup: isGroup)
        return out
    }

    /// `mon-fri 06:00-10:30,fri,sat 22:00-02:00`: every window with its
    /// days, joined by `,` (SPEC 16); a window always ends in its times.
    package static func tsvHours(_ hours: ServingHours) -> String {
        hours.windows.map(\.description).joined(separator: ",")
    }

    /// `show --format json`: a `list` row's keys but `row`.
    public static func json(_ details: NodeDetails, choices: [String] = []) -> String {
        "{" + nodeFields(details.node, depth: details.depth, path: details.path)
            + jsonChoicesField(choices) + DetailsFormats.jsonDescriptionTranslations(details.dishDetails) + "}\n"
    }

    /// `show` for people: one `key: value` line each, values lined up.
    /// With `language`, the name in it where it is translated (SPEC 11).
    /// `choiceLines`: what it tells of choices (SPEC 18), last.
    public static func text(_ details: NodeDetails, language: LanguageTag? = nil, choiceLines: [(String, String)] = []) -> String {
        let record = details.record
        var lines = [
            ("id", "#\(record.id)"),
            ("kind", record.isGroup ? "group" : details.setMeal == nil ? "dish" : "set meal"),
            ("path", Terminal.escaped(details.path)),
            ("name", Terminal.escaped(language.flatMap(details.dishDetails.translation) ?? record.name)),
        ] + DetailsFormats.translationLines(details.dishDetails)
        if record.isGroup {
            lines.append(("expanded", record.isExpanded ? "yes" : "no"))
            lines.append(("children", String(details.childCount)))
        } else {
            lines += pricingLines(details.pricing)
            if let meal = details.setMeal { lines += slotLines(meal, price: details.pricing.price.fixedAmount) }
            lines += CountFormats.showLines(details.stock)
            lines += priceListLines(details.listing)
            lines.append(("sold out", details.isSoldOut ? CountFormats.soldOutNote(details.stock).replacing("sold out", with: "yes") : "no"))
        }
        lines.append(("hours", details.hours.isEmpty ? "not set" : MenuTable.hoursText(details.hours)))
        lines += DetailsFormats.showLines(details.dishDetails) + dietaryLines(details.dishDetails.dietary)
        lines += choiceLines
        let width = max(8, lines.map { Terminal.displayWidth($0.0) }.max() ?? 0)
        return lines.map { $0.0 + ":" + String(repeating: " ", count: width + 1 - Terminal.displayWidth($0.0)) + $0.1 + "\n" }.joined()
    }
}
