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
        // Before and after read places: the groups this transaction left
        // unsettled are renumbered first.
        if placement != .first && placement != .last { try tx.settlePositions() }
        let node = try tx.tree.resolve(target)
        let from = try tx.tree.storedPath(of: node.id)
        var destination: (id: Int64, path: MenuPath) = try group.map { try tx.tree.resolveGroup($0) } ?? (node.parentID ?? NodeRecord.rootID, from.parent)
        let anchor = try self.anchor(of: placement)
        if let anchor {
            destination = try self.destination(nextTo: anchor.node, named: group == nil ? nil : destination)
            if anchor.node.id == node.id { return Move(from: from, to: from, place: Int(node.position) + 1, of: try entryCount(of: destination.id)) }
        }
        let to = destination.path.appending(Name(stored: node.name))
        try refuseMove(node, from: from, to: to, into: destination)
        try tx.chain.refuseMoving(node.id, path: from)
        tx.pathsChanged()
        let source = node.parentID ?? NodeRecord.rootID
        guard let anchor else {
            let (place, of) = try moveToEnd(node, from: source, into: destination.id, first: placement == .first)
            return Move(from: from, to: to, place: place, of: of)
        }
        let index = try move(node, from: source, into: destination.id, nextTo: anchor.node, before: anchor.before)
        return Move(from: from, to: to, place: Int(index) + 1, of: try entryCount(of: destination.id))
    }

    /// The node `--before` or `--after` names, and which of the two; nil for `--first` and `--last`.
    private func anchor(of placement: Placement) throws -> (node: NodeRecord, before: Bool)? {
        switch placement {
        case .before(let other): (try tx.tree.resolve(other), true)
        case .after(let other): (try tx.tree.resolve(other), false)
        case .first, .last: nil
        }
    }

    /// The group of the node to be placed next to: the one `--to` named
    /// (`named`), if any, must be it.
    private func destination(nextTo anchor: NodeRecord, named: (id: Int64, path: MenuPath)?) throws -> (id: Int64, path: MenuPath) {
        let anchorPath = try tx.tree.storedPath(of: anchor.id)
        if let named, anchor.parentID != named.id {
            throw MenuError.invalidArgument("\(anchorPath.description) is not in \(named.path.description.isEmpty ? "/" : named.path.description); a node placed before or after another goes into that node's group")
        }
        return (anchor.parentID ?? NodeRecord.rootID, anchorPath.parent)
    }

    /// A group inside itself, a name the destination holds, a menu too deep.
    private func refuseMove(_ node: NodeRecord, from: MenuPath, to: MenuPath, into destination: (id: Int64, path: MenuPath)) throws {
        if destination.id == node.id || from.names.count <= destination.path.names.count && Array(destination.path.names.prefix(from.names.count)) == from.names {
            throw MenuError.refused("cannot move \(from.description) inside itself (into \(destination.path.description))")
        }
        guard destination.id != node.parentID else { return }
        if try tx.tree.child(named: Name(stored: node.name), of: destination.id) != nil {
            throw MenuError.refused("\(to.description) already exists")
        }
        let height = try descendantDepth(of: node.id)
        if destination.path.names.count + 1 + height > MenuPath.maximumDepth {
            throw MenuError.refused("moving \(from.description) into \(destination.path.description) would make the menu deeper than \(MenuPath.maximumDepth) levels")
        }
    }

    /// Before or after another node: the node is taken out of its row,
    /// the gap closed, and one opened where it goes. Its new position.
    private func move(_ node: NodeRecord, from source: Int64, into destination: Int64, nextTo anchor: NodeRecord, before: Bool) throws -> Int64 {
        try database.cachedStatement("UPDATE menu_node SET position = -1 - (SELECT count(*) FROM menu_node WHERE parent_id = ?2) WHERE id = ?1")
            .run([.integer(node.id), .integer(source)])
        try renumber(source, leaving: node.id)
        // Parked below every position renumbering passes through; now at -1,
        // out of the way of the gap opened below.
        try database.cachedStatement("UPDATE menu_node SET position = -1 WHERE id = ?").run([.integer(node.id)])
        // The anchor's place, read after the gap closed.
        guard let anchorPlace = try tx.tree.node(id: anchor.id)?.position else {
            throw MenuError.refused("#\(anchor.id), which the node was to go next to, is no longer in the menu")
        }
        let index = before ? anchorPlace : anchorPlace + 1
        try openGap(in: destination, at: index)
        try database.cachedStatement("UPDATE menu_node SET parent_id = ?, position = ? WHERE id = ?")
            .run([.integer(destination), .integer(index), .integer(node.id)])
        if destination != source {
            tx.entryCounts[source]? -= 1
            tx.entryCounts[destination]? += 1
        }
        return index
    }

    /// First or last: one row changes. The node goes just below the first
    /// of its new siblings, or just past the last; the gap it leaves, and a
    /// place below 0, wait for the transaction to settle its positions, so
    /// 10,000 `move --first` lines of a batch cost a few index lookups each,
    /// not a renumbering of the group each. Its place and how
    /// many it is among, from 1.
    private func moveToEnd(_ node: NodeRecord, from source: Int64, into group: Int64,
                           first: Bool) throws -> (place: Int, of: Int) {
        let siblings = try entryCount(of: group) - (group == source ? 1 : 0)
        var bound = try outermostPosition(in: group, besides: node.id, first: first)
        if let outermost = bound, outermost == (first ? Int64.min : Int64.max) {
            // Another program's place at the end of the range: renumbered, there is room.
            try renumber(group)
            bound = try outermostPosition(in: group, besides: node.id, first: first)
        }
        let position = bound.map { first ? $0 - 1 : $0 + 1 } ?? 0
        try database.cachedStatement("UPDATE menu_node SET parent_id = ?, position = ? WHERE id = ?")
            .run([.integer(group), .integer(position), .integer(node.id)])
        if group != source { tx.entryCounts[source]? -= 1 }
        tx.entryCounts[group] = siblings + 1
        tx.unsettledGroups.formUnion([source, group])
        return (first ? 1 : siblings + 1, siblings + 1)
    }

    /// The lowest (or highest) position in a group but a node's own.
    private func outermostPosition(in group: Int64, besides id: Int64, first: Bool) throws -> Int64? {
        try database.cachedStatement(first
            ? "SELECT position FROM menu_node WHERE parent_id = ? AND id <> ? ORDER BY position LIMIT 1"
            : "SELECT position FROM menu_node WHERE parent_id = ? AND id <> ? ORDER BY position DESC LIMIT 1")
            .firstRow([.integer(group), .integer(id)]) { $0.int("position") }
    }

    /// How many entries a group holds: counted once in a transaction, then
    /// kept by the adds, removes and moves that change it.
    package func entryCount(of id: Int64) throws -> Int {
        if let known = tx.entryCounts[id] { return known }
        let count = try childCount(of: id)
        tx.entryCounts[id] = count
        return count
    }

    package func childCount(of id: Int64) throws -> Int {
        try database.cachedStatement("SELECT count(*) AS entries FROM menu_node WHERE parent_id = ?")
            .firstRow([.integer(id)]) { Int($0.int("entries")) } ?? 0
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
            SELECT max(depth) AS depth FROM down
            """).firstRow([.integer(id), .integer(Int64(MenuPath.maximumDepth))]) { Int($0.int("depth")) } ?? 0
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
