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
        /// What `--force` took out of set meals' slots (SPEC 19), a line each.
        public var takenOut: [String] = []
    }

    /// Removes nodes; a group that still holds anything needs `recursive`.
    /// The work is one delete per node; the groups that lost entries are
    /// renumbered once, when the transaction settles its positions, so
    /// removing ten thousand dishes stays fast (SPEC 9), in one command or
    /// in ten thousand lines of a batch.
    public func remove(_ targets: [Target], recursive: Bool, force: Bool = false) throws -> [Removal] {
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
        for (record, path) in resolved {
            // An earlier target may have taken this one with it.
            guard try tx.tree.node(id: record.id) != nil else { continue }
            let inside = try descendants(of: record.id)
            if !inside.isEmpty && !recursive {
                throw MenuError.refused("\(path.description) still holds \(inside.count) entr\(inside.count == 1 ? "y" : "ies")",
                                        cause: .groupNotEmpty)
            }
            let takenOut = try tx.sets.release(inside + [record.id], of: path, force: force)
            // Deepest first, so no delete cascades through many levels of a
            // menu another program made deep (SQLite stops cascades at 1000).
            for id in inside + [record.id] {
                try database.cachedStatement("DELETE FROM menu_node WHERE id = ?").run([.integer(id)])
                tx.unsettledGroups.remove(id)
                tx.entryCounts[id] = nil
            }
            let group = record.parentID ?? NodeRecord.rootID
            tx.unsettledGroups.insert(group)
            tx.entryCounts[group]? -= 1
            removals.append(Removal(path: path, isGroup: record.isGroup, entries: inside.count, takenOut: takenOut))
        }
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
            """).forEachRow([.integer(id)]) { ids.append($0.int("id")) }
        return ids
    }

    /// Makes a group's positions 0, 1, 2… again, keeping their order;
    /// nothing is written when they already are. UNIQUE (parent_id,
    /// position) is checked row by row during an UPDATE, so the rows first
    /// step, in order, to places no row of the group holds (past the
    /// largest and the count, or below the smallest and 0), then down or up
    /// to their own: a group left with gaps and places below 0 by a batch's
    /// removes and moves is renumbered in two statements.
    /// `leaving` is a node on its way out of the group, left where it is
    /// (below 0, where the rows never pass).
    package func renumber(_ groupID: Int64, leaving: Int64? = nil) throws {
        let values: [SQLValue] = [.integer(groupID), leaving.map { .integer($0) } ?? .null]
        let staying = try database.cachedStatement(
            "SELECT min(position) AS lowest, max(position) AS highest, count(*) AS entries FROM menu_node WHERE parent_id = ?1 AND id IS NOT ?2")
            .firstRow(values) { ($0.optionalInt("lowest"), $0.optionalInt("highest"), $0.int("entries")) }
        guard let (first, last, count) = staying, let first, let last, count > 0 else { return }
        if first == 0 && last == count - 1 { return }
        // The leaving node's place counts as taken, too.
        let leavingPlace = try database.cachedStatement("SELECT position FROM menu_node WHERE id = ?2 AND parent_id = ?1")
            .firstRow(values) { $0.int("position") }
        let low = min(first, leavingPlace ?? first), high = max(last, leavingPlace ?? last)
        let aside: Int64
        if max(high, count) < Int64.max - count {
            aside = max(high, count) + 1
        } else if min(low, 0) > Int64.min + count {
            aside = min(low, 0) - count
        } else {
            // Places near both ends of the 64-bit range: only another
            // program writes them, and `check --repair` mends them.
            throw MenuError.refused("the positions in group #\(groupID) span the whole range a position can hold; run 'menuctl check --repair'")
        }
        try database.cachedStatement("""
            UPDATE menu_node SET position = ?3 + ranked.place
            FROM (SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS place
                  FROM menu_node WHERE parent_id = ?1 AND id IS NOT ?2) AS ranked
            WHERE menu_node.id = ranked.id
            """).run(values + [.integer(aside)])
        try database.cachedStatement("UPDATE menu_node SET position = position - ?3 WHERE parent_id = ?1 AND id IS NOT ?2")
            .run(values + [.integer(aside)])
    }
}
