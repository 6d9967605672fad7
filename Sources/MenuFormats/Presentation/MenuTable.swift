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

    public init(showIDs: Bool = false, colored: Bool = false, showNumbers: Bool = true) {
        self.showIDs = showIDs
        self.colored = colored
        self.showNumbers = showNumbers
    }

    public func render(_ rows: [VisibleRow]) -> String {
        guard !rows.isEmpty else { return "" }
        // Digits are ASCII: bytes count them without walking Characters.
        let numberWidth = String(rows.count).utf8.count
        let idWidth = rows.map { String($0.node.id).utf8.count + 1 }.max() ?? 0
        let labels = rows.map(label)
        let notes = rows.map(note)
        let labelWidths = zip(labels, notes).map { label, note in
            Terminal.displayWidth(label) + (note.isEmpty ? 0 : 2 + Terminal.displayWidth(note))
        }
        // `38.00`, `58.00–88.00`, `时价`, `48.00/斤` (SPEC 17): widths in columns.
        let prices = rows.map { $0.node.priceLabel.map(Terminal.escaped) }
        let priceWidths = prices.map { $0.map(Terminal.displayWidth) ?? 0 }
        let priceWidth = priceWidths.max() ?? 0
        // `剩 3` after the price of a counted dish (SPEC 20), which has
        // the price column even without a price.
        let counts = rows.map { $0.node.stock.count?.shortText }
        let labelColumn = rows.indices.filter { prices[$0] != nil || counts[$0] != nil }.map { labelWidths[$0] }.max() ?? 0

        var out = ""
        out.reserveCapacity(rows.count * 40)
        for (index, row) in rows.enumerated() {
            if showNumbers {
                let number = String(row.number)
                Self.appendBlanks(numberWidth - number.utf8.count, to: &out)
                out += paint(number, .dim)
                out += "  "
            }
            if showIDs {
                let id = "#\(row.node.id)"
                out += paint(id, .dim)
                Self.appendBlanks(idWidth - id.utf8.count + 2, to: &out)
            }
            out += paint(labels[index], row.node.isGroup ? .bold : row.node.isSoldOut ? .dim : .plain)
            if !notes[index].isEmpty { out += "  " + paint(notes[index], .dim) }
            if prices[index] != nil || counts[index] != nil {
                Self.appendBlanks(labelColumn - labelWidths[index] + 2 + priceWidth - priceWidths[index], to: &out)
                out += prices[index] ?? ""
            }
            if let count = counts[index] { out += "  " + count }
            out += "\n"
        }
        return out
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

    /// What follows the name (SPEC 10, 11): the node's hours, its spice and
    /// tags, and `sold out` for a dish a guest cannot order. Words, not only
    /// a colour, so it shows in a pipe too.
    private func note(_ row: VisibleRow) -> String {
        var notes = row.node.hours.isEmpty ? [] : [Self.hoursText(row.node.hours)]
        if !row.node.details.isEmpty { notes += DetailsFormats.notes(row.node.details) }
        if row.node.isSoldOut { notes.append(CountFormats.soldOutNote(row.node.stock)) }
        return notes.joined(separator: "  ")
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
