import MenuModel
import SQLite
public struct EditingStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What an add made: the new node and its path.
    public struct Added: Equatable, Sendable {
        public let id: Int64
        /// The path as names: made into text only when a report line asks
        /// for it, which a quiet batch of 10,000 adds never does.
        private let names: MenuPath
        /// The path as text, when it was given as text (what a caller expects).
        private let written: String?
        public let isGroup: Bool

        init(id: Int64, path: MenuPath, isGroup: Bool) {
            self.id = id
            names = path
            written = nil
            self.isGroup = isGroup
        }

        public init(id: Int64, path: String, isGroup: Bool) {
            self.id = id
            names = MenuPath([])
            written = path
            self.isGroup = isGroup
        }

        /// `主菜/宫保鸡丁`.
        public var path: String { written ?? names.description }

        public static func == (lhs: Added, rhs: Added) -> Bool {
            lhs.id == rhs.id && lhs.isGroup == rhs.isGroup && lhs.path == rhs.path
        }
    }

    /// Adds groups at the end of `group` (the top level when nil). A name may
    /// be a path (`酒水/白酒`): a group on the way that does not exist is
    /// refused, as `mkdir` does, unless `makingParents` (`mkdir -p`), which
    /// makes and reports it.
    public func addGroups(named paths: [MenuPath], in group: Target?, collapsed: Bool,
                          makingParents: Bool = false) throws -> [Added] {
        let parent = try tx.tree.resolveGroup(group)
        var added: [Added] = []
        for path in paths {
            added += try add(path, under: parent, isGroup: true, expanded: !collapsed, price: nil,
                             makingParents: makingParents)
        }
        return added
    }

    /// Adds dishes at the end of `group`, each at one price or none.
    public func addItems(named paths: [MenuPath], in group: Target?, price: Amount?,
                         makingParents: Bool = false) throws -> [Added] {
        try addItems(named: paths, in: group, pricing: DishPricing(price.map(DishPrice.fixed) ?? .none),
                     makingParents: makingParents)
    }

    /// Adds dishes at the end of `group`, each with `pricing`: no price,
    /// one price, sizes or a market price (SPEC 17), and its unit.
    public func addItems(named paths: [MenuPath], in group: Target?, pricing: DishPricing,
                         makingParents: Bool = false) throws -> [Added] {
        let parent = try tx.tree.resolveGroup(group)
        var added: [Added] = []
        // The row takes one price itself; anything else is a second write.
        let price = pricing.price.fixedAmount
        let beyondTheRow = pricing != DishPricing(price.map(DishPrice.fixed) ?? .none)
        for path in paths {
            let made = try add(path, under: parent, isGroup: false, expanded: false, price: price,
                               makingParents: makingParents)
            // The dish is the last of what was made (its groups come first).
            if beyondTheRow, let dish = made.last { try tx.pricing.writePricing(of: dish.id, pricing) }
            if paths.count == 1 { return made }  // a batch line's one dish, not copied
            added += made
        }
        return added
    }

    private func add(_ relative: MenuPath, under parent: (id: Int64, path: MenuPath), isGroup: Bool,
                     expanded: Bool, price: Amount?, makingParents: Bool) throws -> [Added] {
        let full = parent.path.appending(relative)
        guard full.names.count <= MenuPath.maximumDepth else {
            throw MenuError.refused("\(full.names.prefix(3).map(\.text).joined(separator: "/"))/… would be \(full.names.count) levels deep; a menu is at most \(MenuPath.maximumDepth)")
        }
        guard let name = full.last else { throw MenuError.invalidArgument("a path names at least one entry") }
        var added: [Added] = []
        // A name alone goes straight into the group resolved: no path to walk.
        let holderID = relative.names.count == 1 ? parent.id
            : try groupID(at: full.parent, makingMissing: makingParents, added: &added)
        let id = try insert(name: name, into: holderID, at: full, isGroup: isGroup,
                            expanded: expanded, price: price)
        if isGroup { tx.rememberGroup(full, id: id) }
        added.append(Added(id: id, path: full, isGroup: isGroup))
        return added
    }

    /// The id of the group at `path`; missing groups on the way are made
    /// when `makingMissing`, else refused with the closest existing path.
    private func groupID(at path: MenuPath, makingMissing: Bool, added: inout [Added]) throws -> Int64 {
        guard let name = path.last else { return NodeRecord.rootID }
        if let known = tx.knownGroup(path) { return known }
        let holderID = try groupID(at: path.parent, makingMissing: makingMissing, added: &added)
        let id: Int64
        if let existing = try tx.tree.child(named: name, of: holderID) {
            guard existing.isGroup else {
                throw MenuError.refused("\(path.description) is a dish, not a group: only groups hold entries")
            }
            id = existing.id
        } else if !makingMissing {
            var error = MenuError.notFound(path.description)
            error.cause = .missingGroup
            throw error
        } else {
            id = try insert(name: name, into: holderID, at: path, isGroup: true, expanded: true, price: nil)
            added.append(Added(id: id, path: path, isGroup: true))
        }
        tx.rememberGroup(path, id: id)
        return id
    }

    /// Inserts one node at the end of its group, or at `position` when the
    /// caller has made room there.
    package func insert(name: Name, into parentID: Int64, at path: MenuPath, isGroup: Bool,
                expanded: Bool, price: Amount?, position: Int64? = nil) throws -> Int64 {
        do {
            try database.cachedStatement(Self.insertNode).run([
                    .integer(parentID), .text(isGroup ? "group" : "item"), .text(name.text),
                    .integer(expanded ? 1 : 0), price.map { .integer($0.fen) } ?? .null,
                    position.map { .integer($0) } ?? .null,
                ])
        } catch let error as SQLiteError where error.code == .SQLITE_CONSTRAINT_UNIQUE {
            throw MenuError.refused("\(path.description) already exists")
        } catch let error as SQLiteError where error.code.primary == .SQLITE_FULL {
            // SQLite says "disk is full" when AUTOINCREMENT has no id left
            // (https://sqlite.org/autoinc.html); the disk may well not be.
            guard try idsAreUsedUp() else { throw error }
            let written = try database.cachedStatement("SELECT 1 FROM menu_node WHERE id = ?").firstRow([.integer(Int64.max)]) { _ in true } ?? false
            throw MenuError(.storage, "no id is left for \(path.description): another program "
                            + (written ? "wrote #\(Int64.max)" : "set the id sequence to \(Int64.max)")
                            + ", the largest there is, and an id is never given twice")
        }
        // Looked up, not modified in place: the in-place form allocates a
        // frame for every add, counted or not.
        if let count = tx.entryCounts[parentID] { tx.entryCounts[parentID] = count + 1 }
        return database.lastInsertedID
    }

    /// The position is computed in the same statement, inside the
    /// command's write transaction, so concurrent adds stay dense.
    private static let insertNode = StatementText("""
        INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen)
        VALUES (?1, ?2, ?3,
                coalesce(?6, (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?1)),
                ?4, ?5)
        """)

    /// Whether the largest id there is has been given (to a node another
    /// program wrote): then AUTOINCREMENT has none left for a new node.
    private func idsAreUsedUp() throws -> Bool {
        try database.cachedStatement("SELECT seq FROM sqlite_sequence WHERE name = 'menu_node'")
            .firstRow { $0.int("seq") } == Int64.max
    }
}
