import MenuModel
import SQLite
public struct ServiceStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What `sold-out` or `restock` did with one target: the dishes it
    /// changed and those already in that state, by path, in menu order.
    public struct StockChange: Sendable {
        public let path: MenuPath
        public let isGroup: Bool
        public var changed: [String] = []
        public var unchanged: [String] = []
    }

    /// Marks dishes sold out (估清) or back on sale (SPEC 10); a group means
    /// every dish inside it, at any depth. A dish named twice, or also
    /// inside a group named, is changed once.
    /// `until`: the end of a timed 估清, a Unix time (SPEC 20).
    public func setSoldOut(_ soldOut: Bool, _ targets: [Target], until: Int64? = nil) throws -> [StockChange] {
        var changes: [StockChange] = []
        try tx.tree.forEachTarget(targets) { reached in
            changes.append(try setSoldOut(soldOut, reached.dishes, path: reached.path, isGroup: reached.isGroup, until: until))
        }
        return changes
    }

    /// `restock --all`: every dish that can be reached from the top.
    public func restockAll() throws -> StockChange {
        let top = MenuPath([])
        return try setSoldOut(false, try dishes(under: NodeRecord.rootID, path: top), path: top, isGroup: true, until: nil)
    }

    private func setSoldOut(_ soldOut: Bool, _ dishes: [(id: Int64, path: String, isSoldOut: Bool)],
                            path: MenuPath, isGroup: Bool, until: Int64?) throws -> StockChange {
        var change = StockChange(path: path, isGroup: isGroup)
        let update = try database.cachedStatement("UPDATE menu_node SET sold_out = ? WHERE id = ?")
        // SPEC 20: restock returns daily counts; either way a timed end is set or goes.
        let stocked = try tx.counts.stockedIDs()
        for dish in dishes {
            let timed = try tx.counts.setSoldOutEnd(dish.id, to: soldOut ? until : nil, from: stocked.timed[dish.id])
            let refilled = try !soldOut && tx.counts.refill(dish.id, stocked.counted[dish.id])
            guard dish.isSoldOut != soldOut else {
                if timed || refilled { change.changed.append(dish.path) } else { change.unchanged.append(dish.path) }
                continue
            }
            try update.run([.integer(soldOut ? 1 : 0), .integer(dish.id)])
            change.changed.append(dish.path)
        }
        return change
    }

    /// The dishes inside a group, at any depth, in menu order, with their
    /// paths: one query for the whole subtree, put in order here. The walk
    /// down stops at the menu's depth limit, so rows another program made
    /// too deep, or into a cycle, are not reached, as `load()` does not.
    package func dishes(under groupID: Int64, path: MenuPath) throws -> [(id: Int64, path: String, isSoldOut: Bool)] {
        var childrenByParent: [Int64: [(id: Int64, name: String, isGroup: Bool, isSoldOut: Bool)]] = [:]
        try database.cachedStatement("""
            WITH RECURSIVE down (id, depth) AS (
                SELECT id, ?2 + 1 FROM menu_node WHERE parent_id = ?1
                UNION ALL
                SELECT m.id, down.depth + 1 FROM menu_node AS m JOIN down ON m.parent_id = down.id
                WHERE down.depth < ?3
            )
            SELECT m.id, m.parent_id, m.name, m.kind, m.sold_out
            FROM down JOIN menu_node AS m ON m.id = down.id ORDER BY m.parent_id, m.position
            """).forEachRow([.integer(groupID), .integer(Int64(path.names.count)), .integer(Int64(MenuPath.maximumDepth))]) { row in
            childrenByParent[row.int("parent_id"), default: []].append((row.int("id"), row.text("name"), row.text("kind") != "item", row.bool("sold_out")))
        }
        var dishes: [(id: Int64, path: String, isSoldOut: Bool)] = []
        // An explicit stack, each group's entries pushed in reverse, gives menu order.
        var pending: [(id: Int64, path: String, isGroup: Bool, isSoldOut: Bool)] = [(groupID, path.description, true, false)]
        while let node = pending.popLast() {
            guard node.isGroup else { dishes.append((node.id, node.path, node.isSoldOut)); continue }
            for child in (childrenByParent.removeValue(forKey: node.id) ?? []).reversed() {
                pending.append((child.id, node.path.isEmpty ? child.name : node.path + "/" + child.name, child.isGroup, child.isSoldOut))
            }
        }
        return dishes
    }
}
