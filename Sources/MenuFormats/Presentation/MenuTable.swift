import MenuModel
/// The text form of `list`, for people: row numbers, ▾/▸ markers, names
/// indented by depth, and prices right-aligned in one column. Widths count
/// terminal columns, so 宫保鸡丁 takes eight, not four.
///
/// Every row is measured twice: first for the columns' widths, of which only
/// the widest are kept, and again as its line is written as bytes, as the
/// TSV is (MenuTable+Lines.swift). Keeping each row's widths between the two
/// held memory for every row of a big list until its last line. A cell's
/// text is kept from measuring to writing only where a row has one, and most
/// dishes have none but a name and a price.
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
        var text = ""
        write(rows) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The table in pieces of about `RowBytes.chunk` bytes, handed to `emit`
    /// as they fill, as `RowFormats.tsv` hands out the TSV.
    public func write(_ rows: [VisibleRow], emit: ([UInt8]) throws -> Void) rethrows {
        guard !rows.isEmpty else { return }
        var layout = Layout()
        for row in rows { layout.measure(row, in: self) }
        var out = RowBytes()
        for row in rows {
            appendLine(row, measure(row), in: layout, to: &out)
            if out.isFull {
                try emit(out.bytes)
                out.removeAll()
            }
        }
        try emit(out.bytes)
    }

    /// The table of the rows `walk` hands out (`MenuGroup.forEachVisibleRow`),
    /// walked twice: once to measure them, keeping only the widest of each
    /// column, and once to measure each again and write it. Nothing is kept
    /// a row: `list` of a million nodes held half a million rows, paths and
    /// all, to write the first line, and later half a million rows' widths.
    public func write(rowsFrom walk: ((VisibleRow) throws -> Void) throws -> Void,
                      emit: ([UInt8]) throws -> Void) throws {
        var layout = Layout()
        try walk { layout.measure($0, in: self) }
        guard layout.count > 0 else { return }
        var out = RowBytes()
        try withoutActuallyEscaping(emit) { emit in
            try walk { row in
                appendLine(row, measure(row), in: layout, to: &out)
                if out.isFull {
                    try emit(out.bytes)
                    out.removeAll()
                }
            }
        }
        try emit(out.bytes)
    }

    /// The columns of a row before its price (each lines up, as
    /// the price does): the indented name, hours, spice, tags, sold out.
    enum Column: Int, CaseIterable {
        case name, hours, spice, tags, soldOut
    }

    /// One row's widths in terminal columns: its cells before the price, and
    /// the price's (`38.00`, `58.00–88.00`, `时价`, `48.00/斤`, SPEC 17).
    /// In 32 bits, clamped: a name of a gigabyte another program stored
    /// lines up wrongly, but never traps.
    struct Measured {
        var cells = InlineArray<5, Int32>(repeating: 0)
        var price: Int32 = 0
        /// A price, or `剩 3` after the price column of a counted dish (SPEC
        /// 20), which has the column even without a price.
        var isPriced = false
        /// The texts of the cells after the name, made to measure them and
        /// written from the same; nil for a row with none of them, most dishes.
        var texts: CellTexts? = nil

        /// The last column the row writes: every one when the price column
        /// follows, else its last cell with something in it. The columns
        /// before it are padded.
        var last: Int {
            if isPriced { return Column.allCases.count }
            var last = Column.allCases.count - 1
            while last > 0 && cells[last] == 0 { last -= 1 }
            return last
        }
    }

    /// What every row's line is measured against: the widths of the
    /// numbers, ids, cells and prices of all the rows.
    struct Layout {
        /// The rows measured: the last row's number.
        private(set) var count = 0
        var numberWidth: Int { RowBytes.width(of: count) }
        private(set) var idWidth = 0
        private(set) var priceWidth = 0
        /// Each column as wide as its widest cell in the dishes that go on
        /// past it (a long tag with nothing after it pushes no price away,
        /// and a group's hours follow its name); 0 for a column no such row
        /// fills, which then takes no room.
        private(set) var columns = InlineArray<5, Int>(repeating: 0)

        /// Measures the next row.
        mutating func measure(_ row: VisibleRow, in table: MenuTable) {
            let line = table.measure(row)
            idWidth = max(idWidth, RowBytes.width(of: row.node.id) + 1)
            priceWidth = max(priceWidth, Int(line.price))
            if !row.node.isGroup {
                for column in 0..<line.last { columns[column] = max(columns[column], Int(line.cells[column])) }
            }
            count += 1
        }
    }

    private func measure(_ row: VisibleRow) -> Measured {
        var measured = Measured()
        let node = row.node
        measured.cells[Column.name.rawValue] = Int32(clamping: labelWidth(row))
        let texts = cellTexts(of: node)
        for column in Column.allCases.dropFirst() {
            let text = texts[column.rawValue]
            if !text.isEmpty { measured.cells[column.rawValue] = Int32(clamping: Terminal.displayWidth(text)) }
        }
        if (1..<Column.allCases.count).contains(where: { measured.cells[$0] > 0 }) { measured.texts = texts }
        let price = priceWidth(node)
        measured.price = Int32(clamping: price ?? 0)
        measured.isPriced = price != nil || node.stock.count != nil
        return measured
    }

    /// `06:00–10:30, 17:00–21:30`, `fri,sat 22:00–02:00`: for people, the
    /// days only when they are not every day.
    public static func hoursText(_ hours: ServingHours) -> String {
        hours.windows.map { window in
            let times = ServingWindow.clock(window.opens) + "–" + ServingWindow.clock(window.closes)
            return window.days == .everyDay ? times : "\(window.days) " + times
        }.joined(separator: ", ")
    }
}
