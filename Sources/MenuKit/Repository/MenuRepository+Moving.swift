extension MenuRepository {
    /// Where `move` puts a node among its new siblings.
    public enum Placement: Sendable, Equatable {
        case first, last
        case before(Target), after(Target)
    }

    /// Moves a node within its group or into another one. Refuses to put a
    /// group inside itself or its descendants, anything inside a dish, and a
    /// name that the destination already holds. Returns the old and new
    /// paths, and the place (from 1) among how many siblings.
    public func move(_ target: Target, to group: Target?, placement: Placement) throws
        -> (from: String, to: String, place: Int, of: Int) {
        let node = try resolve(target)
        let from = try path(of: node.id)
        var destination = try group.map { try resolveGroup($0).id } ?? node.parentID!
        var anchor: NodeRecord?
        if case .before(let other) = placement { anchor = try resolve(other) }
        if case .after(let other) = placement { anchor = try resolve(other) }
        if let anchor {
            if group != nil && anchor.parentID != destination {
                throw MenuError.invalidArgument("\(Terminal.escaped(try path(of: anchor.id))) is not in the group --to names; --before and --after place a node in their target's group")
            }
            destination = anchor.parentID!
            if anchor.id == node.id { return (from, from, Int(node.position) + 1, try childCount(of: destination)) }
        }
        let destinationPath = try path(of: destination)
        if try isInside(destination, node.id) {
            throw MenuError.refused("cannot move \(Terminal.escaped(from)) inside itself (into \(Terminal.escaped(destinationPath)))")
        }
        let newPath = destinationPath.isEmpty ? node.name : destinationPath + "/" + node.name
        if destination != node.parentID, try child(named: node.name, of: destination) != nil {
            throw MenuError.refused("\(Terminal.escaped(newPath)) already exists")
        }
        groupIDs.removeAll()

        // Take the node out of its row, close the gap, then open one where it goes.
        try database.statement("UPDATE menu_node SET position = -1 WHERE id = ?").run([.integer(node.id)])
        try closeGap(in: node.parentID!, after: node.position)
        let index: Int64
        switch placement {
        case .first: index = 0
        case .last:
            index = try database.statement("SELECT count(*) FROM menu_node WHERE parent_id = ? AND id <> ?")
                .firstRow([.integer(destination), .integer(node.id)]) { $0.int(0) } ?? 0
        case .before:
            index = try self.node(id: anchor!.id)!.position  // read after the gap closed
        case .after:
            index = try self.node(id: anchor!.id)!.position + 1
        }
        try openGap(in: destination, at: index)
        try database.statement("UPDATE menu_node SET parent_id = ?, position = ? WHERE id = ?")
            .run([.integer(destination), .integer(index), .integer(node.id)])
        return (from, newPath, Int(index) + 1, try childCount(of: destination))
    }

    func childCount(of id: Int64) throws -> Int {
        try database.statement("SELECT count(*) FROM menu_node WHERE parent_id = ?")
            .firstRow([.integer(id)]) { Int($0.int(0)) } ?? 0
    }

    /// Whether `id` is `ancestor` or lies somewhere below it.
    func isInside(_ id: Int64, _ ancestor: Int64) throws -> Bool {
        try database.statement("""
            WITH RECURSIVE up (id) AS (
                SELECT ?1
                UNION ALL
                SELECT m.parent_id FROM menu_node AS m JOIN up ON m.id = up.id WHERE m.parent_id IS NOT NULL
            )
            SELECT 1 FROM up WHERE id = ?2
            """).firstRow([.integer(id), .integer(ancestor)]) { _ in true } ?? false
    }

    /// Shifts the siblings after `position` one place up. UNIQUE (parent_id,
    /// position) is checked row by row during an UPDATE, so the rows pass
    /// through negative positions on the way rather than colliding.
    func closeGap(in parentID: Int64, after position: Int64) throws {
        try database.statement("UPDATE menu_node SET position = -position - 2 WHERE parent_id = ? AND position > ?")
            .run([.integer(parentID), .integer(position)])
        try database.statement("UPDATE menu_node SET position = -position - 3 WHERE parent_id = ? AND position <= -2")
            .run([.integer(parentID)])
    }

    /// Shifts the siblings from `index` on one place down, making room.
    func openGap(in parentID: Int64, at index: Int64) throws {
        try database.statement("UPDATE menu_node SET position = -position - 2 WHERE parent_id = ? AND position >= ?")
            .run([.integer(parentID), .integer(index)])
        try database.statement("UPDATE menu_node SET position = -position - 1 WHERE parent_id = ? AND position <= -2")
            .run([.integer(parentID)])
    }
}
