import MenuKit

/// The changes browse's keys make to the menu. Each runs in a write
/// transaction of its own through `MenuStore.write`, as its command does,
/// and answers with the line the status bar shows.
enum BrowseChanges {
    /// `s` and `u`: the sold-out and undo commands are being built in their
    /// own issues. Until they land, the key says it is not available; wiring
    /// one is one line here, e.g. `{ menu, node in try menu.toggleSoldOut(node) }`.
    static let soldOut: (@Sendable (MenuRepository, any MenuComponent) throws -> String)? = nil
    static let undo: (@Sendable (MenuRepository) throws -> String)? = nil

    /// Enter, Space, → and ←: the tapped node flips through the composite,
    /// as `toggle` flips it, never asked whether it is a group or a dish.
    static func tap(_ tap: BrowseAction.Tap, id: Int64, in menu: MenuRepository) throws -> String {
        let (node, path) = try menu.component(.id(id))
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
        try menu.saveExpansion(of: node)
        return "\(node.isExpanded ? "expanded" : "collapsed") \(shown)"
    }

    /// Expands the collapsed groups on the way to a match `/` found, so
    /// its row shows; saved like →.
    static func reveal(_ groups: [Int64], in menu: MenuRepository) throws {
        for id in groups {
            let (node, _) = try menu.component(.id(id))
            node.isExpanded = true
            try menu.saveExpansion(of: node)
        }
    }
}
