import MenuModel
/// What the browse screen shows and where its cursor is, apart from any
/// terminal: the visible rows of the menu (the seed's table view), the row
/// under the cursor, and the first row on screen. Keys move the cursor; a
/// reloaded menu keeps it on the node it was on.
public struct BrowseView {
    public private(set) var rows: [VisibleRow] = []
    /// Index in `rows` of the row under the cursor; 0 when there are none.
    public private(set) var cursor = 0
    /// Index in `rows` of the first row on screen.
    public private(set) var top = 0
    /// How many rows the screen holds.
    public private(set) var height: Int

    public init(menu: MenuGroup, height: Int) {
        self.height = max(1, height)
        show(menu)
    }

    /// The row under the cursor; nil for an empty menu.
    public var current: VisibleRow? { rows.isEmpty ? nil : rows[cursor] }

    /// The rows on screen, top to bottom.
    public var rowsOnScreen: ArraySlice<VisibleRow> { rows[top..<min(rows.count, top + height)] }

    public mutating func resize(height: Int) {
        self.height = max(1, height)
        keepCursorOnScreen()
    }

    /// ↑/↓ and PgUp/PgDn: stops at the first and last rows.
    public mutating func move(by offset: Int) {
        guard !rows.isEmpty else { return }
        cursor = min(max(0, cursor + offset), rows.count - 1)
        keepCursorOnScreen()
    }

    public mutating func pageDown() { move(by: height) }
    public mutating func pageUp() { move(by: -height) }
    public mutating func moveToFirst() { move(by: -rows.count) }
    public mutating func moveToLast() { move(by: rows.count) }

    /// The menu as loaded again, after a tap or a change another process
    /// made. The cursor stays on the node it was on, at the same place on
    /// screen, however many rows above it folded or unfolded; when that node
    /// no longer shows (its group folded, or it was removed), on the nearest
    /// group above it that does. `id` puts it on that node instead.
    public mutating func show(_ menu: MenuGroup, cursorOn id: Int64? = nil) {
        let lineOnScreen = cursor - top
        let anchor = id.map { [$0] } ?? cursorAncestry()
        rows = menu.visibleRows()
        cursor = Self.index(ofDeepest: anchor, in: rows) ?? min(cursor, max(0, rows.count - 1))
        top = cursor - lineOnScreen
        keepCursorOnScreen()
    }

    /// The ids from the top-level group down to the node under the cursor:
    /// where to put the cursor when that node folds away.
    private func cursorAncestry() -> [Int64] {
        guard let current else { return [] }
        var ids = [current.node.id]
        var depth = current.depth
        var index = cursor
        while depth > 0 && index > 0 {
            index -= 1
            if rows[index].depth < depth {
                ids.append(rows[index].node.id)
                depth = rows[index].depth
            }
        }
        return ids.reversed()
    }

    /// The row of the deepest of `ids` that shows, in one pass over the rows.
    private static func index(ofDeepest ids: [Int64], in rows: [VisibleRow]) -> Int? {
        guard !ids.isEmpty else { return nil }
        var level: [Int64: Int] = [:]
        for (depth, id) in ids.enumerated() { level[id] = depth }
        var best: (index: Int, level: Int)?
        for (index, row) in rows.enumerated() {
            guard let found = level[row.node.id], found > (best?.level ?? -1) else { continue }
            best = (index, found)
            if found == ids.count - 1 { break }
        }
        return best?.index
    }

    /// Scrolls as little as needed to show the cursor, and never leaves
    /// empty lines at the bottom while rows above are hidden.
    private mutating func keepCursorOnScreen() {
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
        top = max(0, min(top, rows.count - height))
    }
}
