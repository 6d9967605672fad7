import MenuModel
/// The lines of the text table as bytes: each row's number, id, cells and
/// price, padded to the widths its `Layout` measured.
extension MenuTable {
    /// One row's line: number, id, name and cells, price and count.
    func appendLine(_ row: VisibleRow, _ measured: Measured, in layout: Layout, to out: inout RowBytes) {
        let node = row.node
        if showNumbers {
            out.appendBlanks(layout.numberWidth - RowBytes.width(of: row.number))
            startPaint(.dim, &out)
            out.append(row.number)
            endPaint(.dim, &out)
            out.append(literal: "  ")
        }
        if showIDs {
            startPaint(.dim, &out)
            out.append(UInt8(ascii: "#"))
            out.append(node.id)
            endPaint(.dim, &out)
            out.appendBlanks(layout.idWidth - RowBytes.width(of: node.id) - 1 + 2)
        }
        if node.isGroup {
            // A group's heading says its hours after its name.
            startPaint(.bold, &out)
            appendLabel(row, to: &out)
            endPaint(.bold, &out)
            let texts = measured.texts ?? CellTexts()
            for column in Column.allCases.dropFirst() where measured.cells[column.rawValue] > 0 {
                out.append(literal: "  ")
                startPaint(.dim, &out)
                out.append(texts[column.rawValue])
                endPaint(.dim, &out)
            }
        } else {
            appendCells(row, measured, in: layout.columns, to: &out)
        }
        if measured.isPriced {
            out.appendBlanks(layout.priceWidth - Int(measured.price))
            appendPrice(of: node, to: &out)
        }
        if let count = node.stock.count {
            out.append(literal: "  ")
            out.append(count.shortText)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// A dish's cells, each in its column, padded where something follows.
    /// The texts after the name are those its measuring made, if any.
    private func appendCells(_ row: VisibleRow, _ measured: Measured, in columns: InlineArray<5, Int>, to out: inout RowBytes) {
        let last = measured.last
        let texts = measured.texts
        for column in Column.allCases where column.rawValue <= last {
            let width = Int(measured.cells[column.rawValue])
            guard width > 0 || columns[column.rawValue] > 0 else { continue }
            if width > 0 {
                let style: Style = column == .name && !row.node.isSoldOut ? .plain : .dim
                startPaint(style, &out)
                if column == .name { appendLabel(row, to: &out) } else if let texts { out.append(texts[column.rawValue]) }
                endPaint(style, &out)
            }
            if column.rawValue < last { out.appendBlanks(columns[column.rawValue] - width + 2) }
        }
    }

    /// A row's cells after its name, as text: hours, spice, tags, sold out
    /// or off sale; "" where it has none (and for the name, written apart).
    func cellTexts(of node: any MenuComponent) -> CellTexts {
        // A dish with no details beyond allergens and diets has no spice or
        // tags: asked so, it makes no copy of its details, as most dishes are
        // measured twice a list.
        let plain = (node as? MenuItem)?.dietaryWithoutOtherDetails != nil
        let (spice, tags) = plain ? ("", "") : DetailsFormats.notes(node.details)
        let hours = node.hours
        return CellTexts(hours: hours.isEmpty ? "" : Self.hoursText(hours), spice: spice, tags: tags,
                         state: CountFormats.stateNote(node))
    }

    /// Those texts by name, not in an `InlineArray` of Strings: its copies
    /// and its end went through the generic value witnesses, a quarter of
    /// what writing a plain dish's line cost.
    struct CellTexts {
        var hours = "", spice = "", tags = "", state = ""

        subscript(_ column: Int) -> String {
            switch Column(rawValue: column) {
            case .hours: hours
            case .spice: spice
            case .tags: tags
            case .soldOut: state
            case .name, nil: ""
            }
        }
    }

    /// Indentation, marker and name: `  ▸ 早餐 (5)`. A collapsed group shows
    /// how many entries it hides.
    private func appendLabel(_ row: VisibleRow, to out: inout RowBytes) {
        let node = row.node
        if !showPaths { out.appendBlanks(2 * row.depth) }
        out.append(literal: !node.isGroup ? "  " : node.isExpanded ? "▾ " : "▸ ")
        out.appendEscaped(shownName(row))
        if node.isGroup && !node.isExpanded {
            out.append(literal: " (")
            out.append(node.children.count)
            out.append(UInt8(ascii: ")"))
        }
    }

    /// The columns `appendLabel` writes; a marker and the space after it take two.
    func labelWidth(_ row: VisibleRow) -> Int {
        let node = row.node
        let hidden = node.isGroup && !node.isExpanded ? 3 + RowBytes.width(of: node.children.count) : 0
        return (showPaths ? 0 : 2 * row.depth) + 2 + Terminal.escapedWidth(shownName(row)) + hidden
    }

    private func shownName(_ row: VisibleRow) -> String {
        if showPaths { return row.path }
        // The details only when a language asks: `language.flatMap(details.translation)`
        // would read them for every row, to no use without one.
        if let language, let translated = row.node.details.translation(in: language) { return translated }
        return row.node.name
    }

    /// The price column's width; nil when there is no price to show. One
    /// amount without a unit, most dishes' price, is measured and written
    /// as a number, without a String.
    func priceWidth(_ node: any MenuComponent) -> Int? {
        let pricing = node.pricing
        if case .fixed(let amount) = pricing.price, pricing.unit == nil { return RowBytes.width(of: amount.fen / 100) + 3 }
        return priceText(node).map(Terminal.displayWidth)
    }

    private func appendPrice(of node: any MenuComponent, to out: inout RowBytes) {
        let pricing = node.pricing
        if case .fixed(let amount) = pricing.price, pricing.unit == nil { return out.append(amount) }
        if let text = priceText(node) { out.append(text) }
    }

    /// The price column: as `priceLabel` says, or with `showSizes` each
    /// size by name (`小份 58.00 · 大份 88.00`).
    private func priceText(_ node: any MenuComponent) -> String? {
        let pricing = node.pricing
        guard showSizes, case .sizes(let sizes) = pricing.price else { return node.priceLabel.map(Terminal.escaped) }
        let shown = sizes.map { "\($0.name) \($0.price)" }.joined(separator: " · ")
        return Terminal.escaped(pricing.unit.map { shown + "/" + $0 } ?? shown)
    }

    enum Style {
        case plain, bold, dim
    }

    /// What is written between the two is in `style` when the table is
    /// coloured. A pair of calls, not a closure around the writing: its
    /// context copied the row and its texts for each cell of each line.
    private func startPaint(_ style: Style, _ out: inout RowBytes) {
        guard colored, style != .plain else { return }
        out.append(literal: style == .bold ? "\u{1B}[1m" : "\u{1B}[2m")
    }

    private func endPaint(_ style: Style, _ out: inout RowBytes) {
        guard colored, style != .plain else { return }
        out.append(literal: "\u{1B}[0m")
    }
}
