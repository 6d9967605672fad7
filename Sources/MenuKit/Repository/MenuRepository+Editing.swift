extension MenuRepository {
    /// One node with what `show` tells of it.
    public struct NodeDetails: Sendable {
        public let record: NodeRecord
        public let path: String
        public let depth: Int
        public let childCount: Int
    }

    public func details(of target: Target) throws -> NodeDetails {
        let record = try resolve(target)
        let path = try self.path(of: record.id)
        let children = try childCount(of: record.id)
        // Separators counted by scalar: `/` and a combining mark after it are one Character.
        let depth = path.unicodeScalars.reduce(0) { $0 + ($1 == "/" ? 1 : 0) }
        return NodeDetails(record: record, path: path, depth: depth, childCount: children)
    }

    /// Renames a node in place; a sibling with the new name is a refusal.
    /// Returns the old path and the new one.
    public func rename(_ target: Target, to name: Name) throws -> (from: String, to: String) {
        let record = try resolve(target)
        let from = try path(of: record.id)
        // The parent's stored path, not `from` parsed again: a stored name
        // written by another tool need not pass today's rules.
        let parentPath = try path(of: record.parentID ?? Self.rootID)
        let to = parentPath.isEmpty ? name.text : parentPath + "/" + name.text
        // Bytes, not `!=`: é to e+U+0301 is a real rename, and SQLite sees it as one.
        guard !name.text.hasSameUTF8(as: record.name) else { return (from, to) }
        groupIDs.removeAll()
        do {
            try database.statement("UPDATE menu_node SET name = ? WHERE id = ?")
                .run([.text(name.text), .integer(record.id)])
        } catch let error as SQLiteError where error.extendedCode == 2067 /* SQLITE_CONSTRAINT_UNIQUE */ {
            throw MenuError.refused("\(Terminal.escaped(to)) already exists")
        }
        return (from, to)
    }

    /// Sets or clears a dish's price. Groups have no price.
    public func setPrice(_ target: Target, to price: Amount?) throws -> String {
        let record = try resolve(target)
        let path = try self.path(of: record.id)
        guard !record.isGroup else {
            throw MenuError.refused("\(Terminal.escaped(path)) is a group; only dishes have a price")
        }
        try database.statement("UPDATE menu_node SET price_fen = ? WHERE id = ?")
            .run([price.map { .integer($0.fen) } ?? .null, .integer(record.id)])
        return path
    }

    /// Removes nodes; a group that still holds anything needs `recursive`.
    /// Returns each removed path with how many entries went with it.
    public func remove(_ targets: [Target], recursive: Bool) throws -> [(path: String, isGroup: Bool, entries: Int)] {
        var resolved: [(record: NodeRecord, path: String)] = []
        for target in targets {
            let record = try resolve(target)
            guard !resolved.contains(where: { $0.record.id == record.id }) else {
                throw MenuError.invalidArgument("\(Terminal.escaped(target.description)) is given twice")
            }
            resolved.append((record, try path(of: record.id)))
        }
        groupIDs.removeAll()
        var removed: [(path: String, isGroup: Bool, entries: Int)] = []
        for (record, path) in resolved {
            // Re-read: an earlier target may have taken this one with it.
            guard let current = try node(id: record.id) else { continue }
            let entries = try descendantCount(of: current.id)
            if entries > 0 && !recursive {
                throw MenuError.refused("\(Terminal.escaped(path)) still holds \(entries) entr\(entries == 1 ? "y" : "ies"); use --recursive to remove it with everything in it")
            }
            // Foreign keys cascade the delete to everything inside.
            try database.statement("DELETE FROM menu_node WHERE id = ?").run([.integer(current.id)])
            try closeGap(in: current.parentID!, after: current.position)
            removed.append((path, current.isGroup, entries))
        }
        return removed
    }

    func descendantCount(of id: Int64) throws -> Int {
        try database.statement("""
            WITH RECURSIVE down (id) AS (
                SELECT id FROM menu_node WHERE parent_id = ?
                UNION ALL
                SELECT m.id FROM menu_node AS m JOIN down ON m.parent_id = down.id
            )
            SELECT count(*) FROM down
            """).firstRow([.integer(id)]) { Int($0.int(0)) } ?? 0
    }
}
