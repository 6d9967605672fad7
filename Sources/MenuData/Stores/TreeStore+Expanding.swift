import MenuModel
import SQLite
extension TreeStore {
    /// The node a target names, as a composite node of its own (without its
    /// children): a command can then treat it as the table view treats a
    /// row, and never ask whether it is a group or a dish.
    public func component(_ target: Target) throws -> (node: any MenuComponent, path: MenuPath) {
        let record = try resolve(target)
        return (try tx.nodes.node(record, withEntries: false), try storedPath(of: record.id))
    }

    /// Stores whatever expanded state `node` now answers.
    public func saveExpansion(of node: any MenuComponent) throws {
        try setExpanded(node.isExpanded, id: node.id)
    }

    /// Sets a group's expanded state. A dish has no state to set: it answers
    /// false, as `MenuItem.isExpanded` does. Returns whether anything changed.
    @discardableResult
    public func setExpanded(_ expanded: Bool, id: Int64) throws -> Bool {
        try database.cachedStatement(
            "UPDATE menu_node SET expanded = ?1 WHERE id = ?2 AND kind = 'group' AND expanded <> ?1"
        ).run([.integer(expanded ? 1 : 0), .integer(id)])
        return database.changes > 0
    }

    /// Sets every group's state; returns how many groups changed.
    public func setAllExpanded(_ expanded: Bool) throws -> Int {
        try database.cachedStatement(
            "UPDATE menu_node SET expanded = ?1 WHERE kind = 'group' AND expanded <> ?1"
        ).run([.integer(expanded ? 1 : 0)])
        return database.changes
    }
}
