extension MenuRepository {
    /// What an add made: the new node and its path.
    public struct Added: Equatable, Sendable {
        public let id: Int64
        public let path: String
        public let isGroup: Bool
    }

    /// Adds groups at the end of `group` (the top level when nil). A name may
    /// be a path (`酒水/白酒`): missing groups on the way are made too, as
    /// `mkdir -p` does, and reported.
    public func addGroups(named paths: [MenuPath], in group: Target?, collapsed: Bool) throws -> [Added] {
        let parent = try resolveGroup(group)
        var added: [Added] = []
        for path in paths {
            added += try add(path, under: parent, isGroup: true, expanded: !collapsed, price: nil)
        }
        return added
    }

    /// Adds dishes at the end of `group`, each with `price` when one is given.
    public func addItems(named paths: [MenuPath], in group: Target?, price: Amount?) throws -> [Added] {
        let parent = try resolveGroup(group)
        var added: [Added] = []
        for path in paths {
            added += try add(path, under: parent, isGroup: false, expanded: false, price: price)
        }
        return added
    }

    private func add(_ relative: MenuPath, under parent: (id: Int64, path: MenuPath), isGroup: Bool,
                     expanded: Bool, price: Amount?) throws -> [Added] {
        let full = parent.path.appending(relative)
        var added: [Added] = []
        let holderID = try groupID(at: full.parent, creatingMissing: &added)
        let id = try insert(name: full.last!, into: holderID, at: full, isGroup: isGroup,
                            expanded: expanded, price: price)
        if isGroup { groupIDs[full] = id }
        added.append(Added(id: id, path: full.description, isGroup: isGroup))
        return added
    }

    /// The id of the group at `path`, making missing groups on the way.
    private func groupID(at path: MenuPath, creatingMissing added: inout [Added]) throws -> Int64 {
        if path.isEmpty { return Self.rootID }
        if let known = groupIDs[path] { return known }
        let holderID = try groupID(at: path.parent, creatingMissing: &added)
        let id: Int64
        if let existing = try child(named: path.last!, of: holderID) {
            guard existing.isGroup else {
                throw MenuError.refused("\(Terminal.escaped(path.description)) is a dish, not a group: only groups hold entries")
            }
            id = existing.id
        } else {
            id = try insert(name: path.last!, into: holderID, at: path, isGroup: true, expanded: true, price: nil)
            added.append(Added(id: id, path: path.description, isGroup: true))
        }
        groupIDs[path] = id
        return id
    }

    func insert(name: Name, into parentID: Int64, at path: MenuPath, isGroup: Bool,
                        expanded: Bool, price: Amount?) throws -> Int64 {
        do {
            // The position is computed in the same statement, inside the
            // command's write transaction, so concurrent adds stay dense.
            try database.statement("""
                INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)
                VALUES (?1, ?2, ?3,
                        (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?1),
                        ?4, ?5)
                """).run([
                    .integer(parentID), .text(isGroup ? "group" : "item"), .text(name.text),
                    .integer(expanded ? 1 : 0), price.map { .integer($0.fen) } ?? .null,
                ])
        } catch let error as SQLiteError where error.extendedCode == 2067 /* SQLITE_CONSTRAINT_UNIQUE */ {
            throw MenuError.refused("\(Terminal.escaped(path.description)) already exists")
        }
        return database.lastInsertedID
    }
}
