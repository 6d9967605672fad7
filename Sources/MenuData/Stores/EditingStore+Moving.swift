import MenuModel
import SQLite
extension EditingStore {
    /// Where `move` puts a node among its new siblings.
    public enum Placement: Sendable, Equatable {
        case first, last
        case before(Target), after(Target)
    }

    /// Where a node went: its old and new paths, and its place (from 1)
    /// among how many siblings.
    public struct Move: Sendable {
        public let from: MenuPath
        public let to: MenuPath
        public let place: Int
        public let of: Int
    }

    /// Moves a node within its group or into another one. Refuses to put a
    /// group inside itself or its descendants, anything inside a dish, a
    /// name that the destination already holds, and a menu deeper than the
    /// limit.
    public func move(_ target: Target, to group: Target?, placement: Placement) throws -> Move {
        let node = try tx.tree.resolve(target)
        let from = try tx.tree.storedPath(of: node.id)
        var destination: (id: Int64, path: MenuPath) = try group.map { try tx.tree.resolveGroup($0) } ?? (node.parentID ?? NodeRecord.rootID, from.parent)
        var anchor: NodeRecord?
        if case .before(let other) = placement { anchor = try tx.tree.resolve(other) }
        if case .after(let other) = placement { anchor = try tx.tree.resolve(other) }
        if let anchor {
            let anchorPath = try tx.tree.storedPath(of: anchor.id)
            if group != nil && anchor.parentID != destination.id {
                throw MenuError.invalidArgument("\(anchorPath.description) is not in \(destination.path.description.isEmpty ? "/" : destination.path.description); a node placed before or after another goes into that node's group")
            }
            destination = (anchor.parentID ?? NodeRecord.rootID, anchorPath.parent)
            if anchor.id == node.id { return Move(from: from, to: from, place: Int(node.position) + 1, of: try childCount(of: destination.id)) }
        }
        let to = destination.path.appending(Name(stored: node.name))
        if destination.id == node.id || from.names.count <= destination.path.names.count && Array(destination.path.names.prefix(from.names.count)) == from.names {
            throw MenuError.refused("cannot move \(from.description) inside itself (into \(destination.path.description))")
        }
        if destination.id != node.parentID {
            if try tx.tree.child(named: Name(stored: node.name), of: destination.id) != nil {
                throw MenuError.refused("\(to.description) already exists")
            }
            let height = try descendantDepth(of: node.id)
            if destination.path.names.count + 1 + height > MenuPath.maximumDepth {
                throw MenuError.refused("moving \(from.description) into \(destination.path.description) would make the menu deeper than \(MenuPath.maximumDepth) levels")
            }
        }
        tx.pathsChanged()

        // Take the node out of its row, close the gap, then open one where it goes.
        try database.cachedStatement("UPDATE menu_node SET position = -1 - (SELECT count(*) FROM menu_node WHERE parent_id = ?2) WHERE id = ?1")
            .run([.integer(node.id), .integer(node.parentID ?? NodeRecord.rootID)])
        try renumber(node.parentID ?? NodeRecord.rootID, leaving: node.id)
        // Parked below every position renumbering passes through; now at -1,
        // out of the way of the gap opened below.
        try database.cachedStatement("UPDATE menu_node SET position = -1 WHERE id = ?").run([.integer(node.id)])
        let index: Int64
        switch placement {
        case .first: index = 0
        case .last:
            index = try database.cachedStatement("SELECT count(*) FROM menu_node WHERE parent_id = ? AND id <> ?")
                .firstRow([.integer(destination.id), .integer(node.id)]) { $0.int(0) } ?? 0
        case .before:
            index = try tx.tree.node(id: anchor!.id)!.position  // read after the gap closed
        case .after:
            index = try tx.tree.node(id: anchor!.id)!.position + 1
        }
        try openGap(in: destination.id, at: index)
        try database.cachedStatement("UPDATE menu_node SET parent_id = ?, position = ? WHERE id = ?")
            .run([.integer(destination.id), .integer(index), .integer(node.id)])
        return Move(from: from, to: to, place: Int(index) + 1, of: try childCount(of: destination.id))
    }

    package func childCount(of id: Int64) throws -> Int {
        try database.cachedStatement("SELECT count(*) FROM menu_node WHERE parent_id = ?")
            .firstRow([.integer(id)]) { Int($0.int(0)) } ?? 0
    }

    /// How many levels lie below a node: 0 for a dish or an empty group.
    package func descendantDepth(of id: Int64) throws -> Int {
        try database.cachedStatement("""
            WITH RECURSIVE down (id, depth) AS (
                SELECT ?1, 0
                UNION ALL
                SELECT m.id, down.depth + 1 FROM menu_node AS m JOIN down ON m.parent_id = down.id
                WHERE down.depth <= ?2
            )
            SELECT max(depth) FROM down
            """).firstRow([.integer(id), .integer(Int64(MenuPath.maximumDepth))]) { Int($0.int(0)) } ?? 0
    }

    /// Shifts the siblings from `index` on one place down, making room.
    /// UNIQUE (parent_id, position) is checked row by row during an UPDATE,
    /// so the rows pass through negative positions on the way.
    package func openGap(in parentID: Int64, at index: Int64) throws {
        try database.cachedStatement("UPDATE menu_node SET position = -position - 2 WHERE parent_id = ? AND position >= ?")
            .run([.integer(parentID), .integer(index)])
        try database.cachedStatement("UPDATE menu_node SET position = -position - 1 WHERE parent_id = ? AND position <= -2")
            .run([.integer(parentID)])
    }
}
