import MenuModel
/// The machine-readable forms of `list` (SPEC 5): TSV and JSON. Columns and
/// keys that came later go at the end (SPEC 16), so scripts that read the
/// first ones keep working.
public enum RowFormats {
    /// The columns are the fields' (NodeField.all), each at its place.
    public static let tsvHeader = NodeField.tsvHeader

    /// `choices`: each row's choices (SPEC 18), nil when none are offered.
    public static func tsv(_ rows: [VisibleRow], choices: RowChoices? = nil) -> String {
        var text = ""
        tsv(rows, choices: choices) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The TSV in pieces of about `RowBytes.chunk` bytes, handed to `emit`
    /// as they fill: each row's columns written as bytes by their fields.
    public static func tsv(_ rows: [VisibleRow], choices: RowChoices? = nil, emit: ([UInt8]) throws -> Void) rethrows {
        var out = tsvStart()
        let choiceFields = tsvChoicesFields(choices)
        let plainDish = plainDishTSV
        for (index, row) in rows.enumerated() {
            let values = FieldValues(row, choicesField: choices.map { choiceFields[Int($0.ofRow[index])] })
            if values.isPlainDish { plainDish.write(values, to: &out) } else { appendOtherTSV(values, to: &out) }
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
        let plainDish = plainDishTSV
        // The rows' walk and `emit` are both the caller's, and neither keeps the other.
        try withoutActuallyEscaping(emit) { emit in
            try walk { row in
                let values = FieldValues(row)
                if values.isPlainDish { plainDish.write(values, to: &out) } else { appendOtherTSV(values, to: &out) }
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

    /// The row of a node that is not a plain dish: a listed dish's from
    /// its pieces, any other's each cell in turn. Not written out where
    /// the plain dishes' rows are, whose loop it made slower.
    @inline(never) private static func appendOtherTSV(_ node: FieldValues, to out: inout RowBytes) {
        if node.isListedDish { listedDishTSV.write(node, to: &out) } else { appendTSV(node, to: &out) }
    }

    @inline(never) private static func appendOtherJSON(_ node: FieldValues, to out: inout RowBytes) {
        if node.isListedDish { listedDishJSON.write(node, to: &out) } else { appendJSONFields(node, to: &out) }
    }

    /// One row of the TSV, its line ended: each field's column in its
    /// place, a tab between them. (A plain dish's is written as
    /// `plainDishTSV` says, a listed dish's as `listedDishTSV`, to the same bytes.)
    static func appendTSV(_ node: FieldValues, to out: inout RowBytes) {
        NodeField.tsvWriters.withUnsafeBufferPointer { writers in
            writers[0].write(node, &out)
            for index in 1..<writers.count {
                out.append(UInt8(ascii: "\t"))
                writers[index].write(node, &out)
            }
        }
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
        let plainDish = plainDishJSON
        for (index, row) in rows.enumerated() {
            appendJSON(FieldValues(row, choices: choices?[index] ?? []), plainDish: plainDish, to: &out)
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
        let plainDish = plainDishJSON
        try withoutActuallyEscaping(emit) { emit in
            try walk { row in
                out.append(literal: first ? "[\n" : "},\n")
                first = false
                appendJSON(FieldValues(row), plainDish: plainDish, to: &out)
                if out.isFull {
                    try emit(out.bytes)
                    out.removeAll()
                }
            }
        }
        out.append(literal: first ? "[]\n" : "}\n]\n")
        try emit(out.bytes)
    }

    /// One row's object, but its closing brace; a plain or listed dish's
    /// as `plainDishJSON` or `listedDishJSON` writes it, to the same bytes.
    @inline(__always) private static func appendJSON(_ node: FieldValues, plainDish: PlainDishRow, to out: inout RowBytes) {
        out.append(literal: "  {")
        if node.isPlainDish { plainDish.write(node, to: &out) } else { appendOtherJSON(node, to: &out) }
    }

    /// The keys of a row, every key always present, each field's in its
    /// place; `show` writes them all but the row's number.
    static func appendJSONFields(_ node: FieldValues, from first: Int = 0, to out: inout RowBytes) {
        let json = NodeField.jsonKeys
        json.openings.withUnsafeBufferPointer { openings in
            json.keys.withUnsafeBufferPointer { keys in
                for index in first..<keys.count {
                    let key = keys[index]
                    // The first key written has no comma before it.
                    let start = index == first && first > 0 ? key.opening.lowerBound + 1 : key.opening.lowerBound
                    out.append(UnsafeBufferPointer(rebasing: openings[start..<key.opening.upperBound]))
                    key.write(node, &out)
                }
            }
        }
    }

    /// `mon-fri 06:00-10:30,fri,sat 22:00-02:00`: every window with its
    /// days, joined by `,` (SPEC 16); a window always ends in its times.
    package static func tsvHours(_ hours: ServingHours) -> String {
        hours.windows.map(\.description).joined(separator: ",")
    }

    /// `show --format json`: a `list` row's keys but `row`.
    public static func json(_ details: NodeDetails, choices: [String] = []) -> String {
        var out = RowBytes(reserving: 1024)
        out.append(UInt8(ascii: "{"))
        appendJSONFields(FieldValues(details, choices: choices), from: 1, to: &out)
        out.append(literal: "}\n")
        return out.text
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
