import MenuModel
import SQLite
extension EditingStore {
    /// What `sort` did to a group.
    public struct Sorting: Sendable {
        public let path: MenuPath
        /// Its entries in their new order.
        public let entries: [String]
        /// How many now stand at another place.
        public let moved: Int
    }

    /// Puts what a group holds (the top level for `/`) in `order`, and
    /// numbers it 0, 1, 2… again. Nothing is written when the order stands.
    public func sortEntries(of target: Target?, by order: MenuSortOrder, reversed: Bool) throws -> Sorting {
        let group = try tx.tree.resolveGroup(target)
        try tx.settlePositions()
        var entries: [NodeRecord] = []
        try database.cachedStatement("SELECT \(NodeRow.columns) FROM menu_node WHERE parent_id = ? ORDER BY position, id")
            .forEachRow([.integer(group.id)]) { entries.append(NodeRow.record($0)) }
        let arranged = order.arranged(entries, reversed: reversed,
                                      lowestSizes: order == .price ? try tx.pricing.lowestSizes(in: group.id) : [:])
        let moved = zip(entries, arranged).filter { $0.id != $1.id }.count
        if moved > 0 {
            try tx.chain.refuseSorting(entries, into: arranged, in: group.path)
            // UNIQUE (parent_id, position) is checked row by row: the rows
            // step aside to negative places first, as `renumber` does.
            try database.cachedStatement("UPDATE menu_node SET position = -1 - position WHERE parent_id = ?")
                .run([.integer(group.id)])
            for (place, entry) in arranged.enumerated() {
                try database.cachedStatement("UPDATE menu_node SET position = ? WHERE id = ?")
                    .run([.integer(Int64(place)), .integer(entry.id)])
            }
        }
        return Sorting(path: group.path, entries: arranged.map(\.name), moved: moved)
    }
}
