extension MenuRepository {
    /// Sets a group's expanded state. A dish has no state to set: it answers
    /// false, as `MenuItem.isExpanded` does. Returns whether anything changed.
    @discardableResult
    public func setExpanded(_ expanded: Bool, id: Int64) throws -> Bool {
        try database.statement(
            "UPDATE menu_node SET expanded = ?1 WHERE id = ?2 AND kind = 'group' AND expanded <> ?1"
        ).run([.integer(expanded ? 1 : 0), .integer(id)])
        return database.changes > 0
    }

    /// Sets every group's state; returns how many groups changed.
    public func setAllExpanded(_ expanded: Bool) throws -> Int {
        try database.statement(
            "UPDATE menu_node SET expanded = ?1 WHERE kind = 'group' AND expanded <> ?1"
        ).run([.integer(expanded ? 1 : 0)])
        return database.changes
    }
}
