import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The changes browse's keys make to the menu. Each runs in a write
/// transaction of its own through `MenuStore.write`, as its command does,
/// and answers with the line the status bar shows.
enum BrowseChanges {
    /// A change a key makes: the command line it stands for, recorded in
    /// the history as if typed (SPEC 13; nil for one that is not recorded),
    /// and the change itself, answering with the status line's text.
    struct Change {
        let recording: String?
        let body: (MenuTransaction) throws -> String
    }

    /// `s` and `u`, each one line; nil would make the key say it is not
    /// available yet.
    static let soldOut: (@Sendable (VisibleRow) -> Change)? = { flipSoldOut($0) }
    static let undo: (@Sendable () -> Change)? = { undo(expecting: nil) }

    /// `u` once the person said yes to undoing entry `number`: refused
    /// when the newest entry is another by then (another shell recorded or
    /// undid one meanwhile), so what is undone is what was asked about.
    static func undo(expecting number: Int64?) -> Change {
        Change(recording: nil) { menu in
            if let number, let next = try nextToUndo(in: menu), next.number != number {
                throw MenuError.refused("the newest change is #\(next.number) now; nothing was undone")
            }
            let entry = try menu.history.undo()
            return "undid #\(entry.number): \(Terminal.escaped(entry.command)) (\(Terminal.escaped(entry.summary)))"
        }
    }

    /// `r`: the most recently undone entry, again.
    static func redo() -> Change {
        Change(recording: nil) { menu in
            let entry = try menu.history.redo()
            return "redid #\(entry.number): \(Terminal.escaped(entry.command)) (\(Terminal.escaped(entry.summary)))"
        }
    }

    /// The entry `u` would undo: the newest not undone yet, which may be
    /// a change made from another shell.
    static func nextToUndo(in menu: MenuTransaction) throws -> HistoryEntry? {
        try menu.history.history(limit: nil).first { !$0.isUndone }
    }

    /// `s`: the dish under the cursor sold out, or back on sale when it
    /// was; a group means every dish inside it (SPEC 10), back on sale when
    /// all of them were sold out. Recorded as the `sold-out` or `restock`
    /// command that does the same.
    static func flipSoldOut(_ row: VisibleRow) -> Change {
        let node = row.node
        let soldOut = !everyDishSoldOut(node)
        let command = "menuctl " + ShellWords.joined([soldOut ? "sold-out" : "restock", row.path])
        return Change(recording: command) { try flipSoldOut(node, to: soldOut, in: $0) }
    }

    private static func flipSoldOut(_ node: any MenuComponent, to soldOut: Bool, in menu: MenuTransaction) throws -> String {
        let changes = try menu.service.setSoldOut(soldOut, [.id(node.id)])
        let changed = changes.flatMap(\.changed)
        let done = soldOut ? "sold out" : "back on sale"
        guard changed.count != 1 else { return "\(Terminal.escaped(changed[0])) \(done)" }
        let path = Terminal.escaped(changes.first?.path.description ?? node.name)
        return changed.isEmpty ? "no dish in \(path) to mark" : "\(changed.count) dishes in \(path) \(done)"
    }

    /// Whether everything at the ends of `node`'s branches is sold out: a
    /// walk through the composite, never asking group or dish; an empty
    /// group answers no, as a group is never sold out itself.
    private static func everyDishSoldOut(_ node: any MenuComponent) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            if next.children.isEmpty && !next.isSoldOut { return false }
            pending += next.children
        }
        return true
    }

    /// Enter, Space, → and ←: the tapped node flips through the composite,
    /// as `toggle` flips it, never asked whether it is a group or a dish.
    static func tap(_ tap: BrowseAction.Tap, id: Int64, in menu: MenuTransaction) throws -> String {
        let (node, path) = try menu.tree.component(.id(id))
        let shown = Terminal.escaped(path.description)
        let was = node.isExpanded
        node.isExpanded.toggle()
        // A dish answers the tap and stays as it was.
        guard node.isExpanded != was else { return "\(shown) is a dish; it has nothing to expand or collapse" }
        switch tap {
        case .toggle: break
        case .expand: node.isExpanded = true
        case .collapse: node.isExpanded = false
        }
        guard node.isExpanded != was else { return "\(shown) is already \(was ? "expanded" : "collapsed")" }
        try menu.tree.saveExpansion(of: node)
        return "\(node.isExpanded ? "expanded" : "collapsed") \(shown)"
    }

    /// Expands the collapsed groups on the way to a match `/` found, so
    /// its row shows; saved like →.
    static func reveal(_ groups: [Int64], in menu: MenuTransaction) throws {
        for id in groups {
            let (node, _) = try menu.tree.component(.id(id))
            node.isExpanded = true
            try menu.tree.saveExpansion(of: node)
        }
    }
}
