import MenuModel
import SQLite
extension EditingStore {
    /// Renames a node in place; a sibling with the new name is a refusal.
    /// Names compare as stored bytes (SPEC 2), so `é` and `e`+U+0301 differ.
    public func rename(_ target: Target, to name: Name) throws -> Change {
        let record = try tx.tree.resolve(target)
        let from = try tx.tree.storedPath(of: record.id)
        let to = from.parent.appending(name)
        guard !name.text.utf8.elementsEqual(record.name.utf8) else { return Change(id: record.id, from: from, to: to, changed: false) }
        tx.pathsChanged()
        do {
            try database.cachedStatement("UPDATE menu_node SET name = ? WHERE id = ?")
                .run([.text(name.text), .integer(record.id)])
        } catch let error as SQLiteError where error.code == .SQLITE_CONSTRAINT_UNIQUE {
            throw MenuError.refused("\(to.description) already exists")
        }
        return Change(id: record.id, from: from, to: to, changed: true)
    }

    /// Sets or clears a dish's price, and with it its sizes or market
    /// price (SPEC 17). Groups have no price.
    public func setPrice(_ target: Target, to price: Amount?) throws -> Change {
        let change = try tx.pricing.setPricing(target, PricingStore.PriceRequest(price: FieldEdit(price.map(DishPrice.fixed))))
        return Change(id: change.id, from: change.path, to: change.path, changed: change.changed)
    }

    /// What was removed: a node's path, and how many entries went with it.
    public struct Removal: Sendable {
        public let path: MenuPath
        public let isGroup: Bool
        public let entries: Int
    }

    /// Removes nodes; a group that still holds anything needs `recursive`.
    /// The work is one delete per node and one renumbering per group that
    /// lost entries, so removing ten thousand dishes stays fast (SPEC 9).
    public func remove(_ targets: [Target], recursive: Bool) throws -> [Removal] {
        var seen = Set<Int64>()
        var resolved: [(record: NodeRecord, path: MenuPath)] = []
        for target in targets {
            let record = try tx.tree.resolve(target)
            guard seen.insert(record.id).inserted else {
                throw MenuError.invalidArgument("\(target.description) is given twice")
            }
            resolved.append((record, try tx.tree.storedPath(of: record.id)))
        }
        tx.pathsChanged()
        var removals: [Removal] = []
        var shrunkGroups = Set<Int64>()
        for (record, path) in resolved {
            // An earlier target may have taken this one with it.
            guard try tx.tree.node(id: record.id) != nil else { continue }
            let inside = try descendants(of: record.id)
            if !inside.isEmpty && !recursive {
                throw MenuError.refused("\(path.description) still holds \(inside.count) entr\(inside.count == 1 ? "y" : "ies")",
                                        cause: .groupNotEmpty)
            }
            // Deepest first, so no delete cascades through many levels of a
            // menu another program made deep (SQLite stops cascades at 1000).
            for id in inside + [record.id] {
                try database.cachedStatement("DELETE FROM menu_node WHERE id = ?").run([.integer(id)])
            }
            shrunkGroups.insert(record.parentID ?? NodeRecord.rootID)
            removals.append(Removal(path: path, isGroup: record.isGroup, entries: inside.count))
        }
        for group in shrunkGroups.sorted() { try renumber(group) }
        return removals
    }

    /// Everything inside a node, deepest first. Walking down from a node
    /// that is reachable from the top cannot meet a cycle: every node on a
    /// cycle has its parent on it too.
    package func descendants(of id: Int64) throws -> [Int64] {
        var ids: [Int64] = []
        try database.cachedStatement("""
            WITH RECURSIVE down (id, depth) AS (
                SELECT id, 1 FROM menu_node WHERE parent_id = ?
                UNION ALL
                SELECT m.id, down.depth + 1 FROM menu_node AS m JOIN down ON m.parent_id = down.id
            )
            SELECT id FROM down ORDER BY depth DESC
            """).forEachRow([.integer(id)]) { ids.append($0.int(0)) }
        return ids
    }

    /// Makes a group's positions 0, 1, 2… again, keeping their order.
    /// UNIQUE (parent_id, position) is checked row by row during an UPDATE,
    /// so the rows pass through negative positions first.
    /// `leaving` is a node on its way out of the group, left where it is.
    package func renumber(_ groupID: Int64, leaving: Int64? = nil) throws {
        let values: [SQLValue] = [.integer(groupID), leaving.map { .integer($0) } ?? .null]
        try database.cachedStatement("UPDATE menu_node SET position = -1 - position WHERE parent_id = ?1 AND id IS NOT ?2")
            .run(values)
        try database.cachedStatement("""
            UPDATE menu_node SET position = ranked.place
            FROM (SELECT id, row_number() OVER (ORDER BY position DESC) - 1 AS place
                  FROM menu_node WHERE parent_id = ?1 AND id IS NOT ?2) AS ranked
            WHERE menu_node.id = ranked.id
            """).run(values)
    }
}
