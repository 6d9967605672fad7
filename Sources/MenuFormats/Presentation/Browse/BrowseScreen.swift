import MenuModel
/// The browse screen as lines of text, each exactly as wide as the terminal:
/// the rows on screen, then a status line. How a line is drawn (reverse
/// video for the cursor) is the terminal's business; this says which is which.
public struct BrowseScreen {
    public struct Line: Equatable {
        public enum Style: Equatable { case group, dish, cursor, status, note }
        public let text: String
        public let style: Style
    }

    public static let keys = "↑↓ move  ⏎ toggle  →← expand/collapse  / find  n next  s sold out  u undo  r redo  q quit"
    /// At the right end of the status line whenever the terminal is wide
    /// enough, whatever else is cut.
    public static let helpKey = "? help"

    public let width: Int
    public let height: Int
    /// The menu's file, as the user named it.
    public let database: String
    /// Each dish's choices (SPEC 18), by id, shown after its name.
    public var choices: [Int64: [String]] = [:]

    public init(width: Int, height: Int, database: String) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.database = database
    }

    /// How many rows of the menu fit above the status line.
    public var rowCapacity: Int { max(1, height - 1) }

    /// Every line of the screen, top to bottom; `message` (an answer to the
    /// last key, or the search being typed) stands where the keys would.
    /// With `keys` (`?`), every key and what it does in place of the rows.
    /// With `panel` (`d`), its title and lines, escaped by the caller, in place of the rows.
    public func lines(_ view: BrowseView, message: String? = nil, keys: [(keys: String, does: String)]? = nil,
                      panel: (title: String, lines: [String])? = nil) -> [Line] {
        var lines: [Line] = []
        if let panel {
            lines.append(Line(text: Terminal.padded(Terminal.fitted(" " + panel.title, width: width).text, width: width), style: .group))
            for line in panel.lines {
                lines.append(Line(text: Terminal.padded(Terminal.fitted("  " + line, width: width).text, width: width), style: .dish))
            }
        } else if let keys {
            let column = (keys.map { Terminal.displayWidth($0.keys) }.max() ?? 0) + 4
            lines.append(Line(text: Terminal.padded(" Keys", width: width), style: .group))
            for key in keys {
                let label = "  " + key.keys + String(repeating: " ", count: column - 2 - Terminal.displayWidth(key.keys))
                lines.append(Line(text: Terminal.padded(label + key.does, width: width), style: .dish))
            }
        } else if view.rows.isEmpty {
            lines.append(Line(text: Terminal.padded(" The menu is empty: add dishes with 'menuctl add-item'.", width: width), style: .note))
        }
        for (offset, row) in (keys == nil && panel == nil ? view.rowsOnScreen : []).enumerated() {
            let style: Line.Style = view.top + offset == view.cursor ? .cursor : row.node.isGroup ? .group : .dish
            lines.append(Line(text: text(of: row), style: style))
        }
        // A one-line terminal shows the status line alone.
        let rowLines = height - 1
        let blank = String(repeating: " ", count: width)
        while lines.count < rowLines { lines.append(Line(text: blank, style: .dish)) }
        lines = Array(lines.prefix(rowLines))
        lines.append(Line(text: statusText(view, message: message), style: .status))
        return lines
    }

    /// ` ▸ 早餐 (5)` on the left, the price right-aligned at the right edge,
    /// as `list` shows it (SPEC 5), the name cut with `…` when the two meet.
    package func text(of row: VisibleRow) -> String {
        let node = row.node
        var label = String(repeating: "  ", count: row.depth)
        label += node.isGroup ? (node.isExpanded ? "▾ " : "▸ ") : "  "
        label += Terminal.escaped(node.name)
        if node.isGroup && !node.isExpanded { label += " (\(node.children.count))" }
        // Hours and `sold out` after the name, in words, as `list` shows them (SPEC 10).
        let note = [node.hours.isEmpty ? nil : MenuTable.hoursText(node.hours),
                    node.isSoldOut ? CountFormats.soldOutNote(node.stock) : nil]
        for word in note.compactMap({ $0 }) { label += "  " + word }
        if let names = choices[node.id] { label += "  [" + names.map(Terminal.escaped).joined(separator: " · ") + "]" }
        // A counted dish's `剩 3` after its price, as in `list` (SPEC 20).
        let counted = [node.priceLabel.map(Terminal.escaped), node.stock.count?.shortText].compactMap { $0 }
        guard let price = counted.isEmpty ? nil : counted.joined(separator: "  "), width >= Terminal.displayWidth(price) + 8 else {
            return " " + Terminal.padded(label, width: width - 1)
        }
        let nameRoom = width - Terminal.displayWidth(price) - 4
        return " " + Terminal.padded(label, width: nameRoom) + "  " + price + " "
    }

    /// `row 3/16  menu.db  ↑↓ move  ⏎ toggle …`: the row first, so a narrow
    /// terminal cuts the keys, not where you are. An answer to a key takes
    /// the place of the keys and, when the two do not fit, of the file too.
    package func statusText(_ view: BrowseView, message: String?) -> String {
        let position = " row \(view.rows.isEmpty ? 0 : view.cursor + 1)/\(view.rows.count)"
        let file = Self.shortenedFromStart(Terminal.escaped(database), width: max(8, width / 3))
        // `? help` keeps the right end; the rest is cut before it.
        let help = width >= 40 ? "  " + Self.helpKey + " " : ""
        let left = width - Terminal.displayWidth(help)
        guard let message else { return Terminal.padded(position + "  " + file + "  " + Self.keys, width: left) + help }
        let answer = position + "  " + Terminal.escaped(message)
        let tail = file + (help.isEmpty ? " " : help)
        let room = width - Terminal.displayWidth(answer) - Terminal.displayWidth(tail)
        guard room >= 2 else { return Terminal.padded(answer, width: left) + help }
        return answer + String(repeating: " ", count: room) + tail
    }

    /// A long path keeps its end, the file's name: `…/menuctl/menu.db`.
    package static func shortenedFromStart(_ text: String, width: Int) -> String {
        guard Terminal.displayWidth(text) > width else { return text }
        var kept: [Character] = []
        var columns = 1
        for character in text.reversed() {
            let wide = Terminal.displayWidth(String(character))
            guard columns + wide <= width else { break }
            kept.append(character)
            columns += wide
        }
        return "…" + String(kept.reversed())
    }
}
