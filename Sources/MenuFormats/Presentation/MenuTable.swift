import MenuModel
/// The text form of `list`, for people: row numbers, ▾/▸ markers, names
/// indented by depth, and prices right-aligned in one column. Widths count
/// terminal columns, so 宫保鸡丁 takes eight, not four.
public struct MenuTable {
    public var showIDs = false
    public var colored = false
    /// Off for `export --format text`, an outline rather than a view.
    public var showNumbers = true
    /// Full paths in place of indented names: for `find`, whose rows come
    /// without the groups around them.
    public var showPaths = false
    /// Names in this language where a translation exists (`list --lang`, SPEC 11).
    public var language: LanguageTag? = nil
    /// Each size with its name and price, not the range (`list --sizes`).
    public var showSizes = false

    public init(showIDs: Bool = false, colored: Bool = false, showNumbers: Bool = true) {
        self.showIDs = showIDs
        self.colored = colored
        self.showNumbers = showNumbers
    }

    public func render(_ rows: [VisibleRow]) -> String {
        guard !rows.isEmpty else { return "" }
        let layout = Layout(rows, in: self)
        var out = ""
        out.reserveCapacity(rows.count * 40)
        for (index, row) in rows.enumerated() { append(row, at: index, in: layout, to: &out) }
        return out
    }

    /// What every row's line is measured against: the widths of the
    /// numbers, ids, cells and prices of all the rows.
    private struct Layout {
        let numberWidth: Int
        let idWidth: Int
        let cells: [[String]]
        let widths: [[Int]]
        /// `38.00`, `58.00–88.00`, `时价`, `48.00/斤` (SPEC 17): widths in columns.
        let prices: [String?]
        let priceWidths: [Int]
        let priceWidth: Int
        /// `剩 3` after the price of a counted dish (SPEC 20), which has
        /// the price column even without a price.
        let counts: [String?]
        let priced: [Bool]
        let columns: [Int]

        init(_ rows: [VisibleRow], in table: MenuTable) {
            // Digits are ASCII: bytes count them without walking Characters.
            numberWidth = String(rows.count).utf8.count
            idWidth = rows.map { String($0.node.id).utf8.count + 1 }.max() ?? 0
            cells = rows.map(table.cells)
            widths = cells.map { $0.map(Terminal.displayWidth) }
            let prices = rows.map(table.priceText), counts = rows.map { $0.node.stock.count?.shortText }
            self.prices = prices
            priceWidths = prices.map { $0.map(Terminal.displayWidth) ?? 0 }
            priceWidth = priceWidths.max() ?? 0
            self.counts = counts
            priced = rows.indices.map { prices[$0] != nil || counts[$0] != nil }
            columns = MenuTable.columnWidths(zip(rows, widths).map { $0.node.isGroup ? [] : $1 }, priced: priced)
        }
    }

    /// One row's line: number, id, name and cells, price and count.
    private func append(_ row: VisibleRow, at index: Int, in layout: Layout, to out: inout String) {
        if showNumbers {
            let number = String(row.number)
            Self.appendBlanks(layout.numberWidth - number.utf8.count, to: &out)
            out += paint(number, .dim)
            out += "  "
        }
        if showIDs {
            let id = "#\(row.node.id)"
            out += paint(id, .dim)
            Self.appendBlanks(layout.idWidth - id.utf8.count + 2, to: &out)
        }
        if row.node.isGroup {
            // A group's heading says its hours after its name.
            out += paint(layout.cells[index][0], .bold)
            for cell in layout.cells[index].dropFirst() where !cell.isEmpty { out += "  " + paint(cell, .dim) }
        } else {
            appendCells(layout.cells[index], widths: layout.widths[index], in: layout.columns, priced: layout.priced[index],
                        dimmed: row.node.isSoldOut, to: &out)
        }
        if layout.priced[index] {
            Self.appendBlanks(layout.priceWidth - layout.priceWidths[index], to: &out)
            out += layout.prices[index] ?? ""
        }
        if let count = layout.counts[index] { out += "  " + count }
        out += "\n"
    }

    /// A dish's cells, each in its column, padded where something follows.
    private func appendCells(_ cells: [String], widths: [Int], in columns: [Int], priced: Bool, dimmed: Bool,
                             to out: inout String) {
        let last = priced ? Column.allCases.count : widths.lastIndex { $0 > 0 } ?? 0
        for column in Column.allCases where column.rawValue <= last {
            let cell = cells[column.rawValue]
            guard !cell.isEmpty || columns[column.rawValue] > 0 else { continue }
            if !cell.isEmpty { out += paint(cell, column == .name && !dimmed ? .plain : .dim) }
            if column.rawValue < last { Self.appendBlanks(columns[column.rawValue] - widths[column.rawValue] + 2, to: &out) }
        }
    }

    /// The columns of a row before its price (each lines up, as
    /// the price does): the indented name, hours, spice, tags, sold out.
    private enum Column: Int, CaseIterable {
        case name, hours, spice, tags, soldOut
    }

    /// Each column as wide as its widest cell in the rows that go on past
    /// it (a group's long hours, with nothing after them, push no price
    /// away); 0 for a column no such row fills, which then takes no room.
    private static func columnWidths(_ widths: [[Int]], priced: [Bool]) -> [Int] {
        var columns = [Int](repeating: 0, count: Column.allCases.count)
        for (row, cells) in widths.enumerated() {
            let last = priced[row] ? Column.allCases.count : cells.lastIndex { $0 > 0 } ?? 0
            for column in cells.indices where column < last {
                columns[column] = max(columns[column], cells[column])
            }
        }
        return columns
    }

    private func cells(_ row: VisibleRow) -> [String] {
        let node = row.node
        let (spice, tags) = DetailsFormats.notes(node.details)
        return [label(row), node.hours.isEmpty ? "" : Self.hoursText(node.hours), spice, tags, CountFormats.stateNote(node)]
    }

    /// The price column: as `priceLabel` says, or with `showSizes` each
    /// size by name (`小份 58.00 · 大份 88.00`).
    private func priceText(_ row: VisibleRow) -> String? {
        let pricing = row.node.pricing
        guard showSizes, case .sizes(let sizes) = pricing.price else { return row.node.priceLabel.map(Terminal.escaped) }
        let shown = sizes.map { "\($0.name) \($0.price)" }.joined(separator: " · ")
        return Terminal.escaped(pricing.unit.map { shown + "/" + $0 } ?? shown)
    }

    private static let blanks = String(repeating: " ", count: 64)

    /// `count` spaces onto `out`, cut from one string rather than a new
    /// string each row (past 15 bytes each would be allocated).
    private static func appendBlanks(_ count: Int, to out: inout String) {
        var left = count
        while left > 0 {
            let part = min(left, 64)
            out += blanks[..<blanks.utf8.index(blanks.startIndex, offsetBy: part)]
            left -= part
        }
    }

    /// Indentation, marker and name: `  ▸ 早餐 (5)`. A collapsed group shows
    /// how many entries it hides.
    private func label(_ row: VisibleRow) -> String {
        let node = row.node
        let indent = showPaths ? "" : String(repeating: "  ", count: row.depth)
        let name = Terminal.escaped(showPaths ? row.path : language.flatMap(node.details.translation) ?? node.name)
        guard node.isGroup else { return indent + "  " + name }
        return node.isExpanded ? indent + "▾ " + name : indent + "▸ " + name + " (\(node.children.count))"
    }

    /// `06:00–10:30, 17:00–21:30`, `fri,sat 22:00–02:00`: for people, the
    /// days only when they are not every day.
    public static func hoursText(_ hours: ServingHours) -> String {
        hours.windows.map { window in
            let times = ServingWindow.clock(window.opens) + "–" + ServingWindow.clock(window.closes)
            return window.days == .everyDay ? times : "\(window.days) " + times
        }.joined(separator: ", ")
    }

    private enum Style: String {
        case plain = ""
        case bold = "\u{1B}[1m"
        case dim = "\u{1B}[2m"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        guard colored, style != .plain else { return text }
        return style.rawValue + text + "\u{1B}[0m"
    }
}
