import MenuModel
import SQLite

/// A chain of restaurants (SPEC 22): head office publishes the menu's
/// content as change files, each store applies them to its own copy. This
/// file holds the menu's role and what both sides share; publishing and
/// applying are in ChainStore+Publish and ChainStore+Apply.
///
/// What travels is the menu's content: the tables in `contentTables`, less
/// the columns in `storeColumns`. What stays each store's own: sold out
/// (of dishes and of choice options), counts and timed sold-out, expanded
/// and collapsed groups, its own price lists, a store's price for a dish
/// (`store_price`), its own hours on head office's entries (`store_hours`)
/// and its own entries in head office's price lists (`store_price_entry`):
/// head office's hours and price lists travel as defaults. Which table and
/// column is whose is said once, in `TableCatalogue`.
public struct ChainStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// Tables whose rows are head office's to publish, in the order a
    /// change file holds them.
    package static let contentTables = TableCatalogue.contentTables
    /// Columns of content tables that are each store's own, with the value
    /// a new row takes at a store: never published as changes.
    package static let storeColumns: [String: [String: String]] = Dictionary(uniqueKeysWithValues:
        TableCatalogue.tables.filter { $0.owner == .headOffice && !$0.storeColumns.isEmpty }.map { ($0.name, $0.storeColumns) })
    /// A store's own entries take ids from here up, and head office's stay
    /// below (head office refuses to publish past it), so the ids of both
    /// never meet: an id at a store is head office's id for the same entry,
    /// and names it in every later change file.
    package static let storeIDBase: Int64 = 1_000_000_000
    /// The chain's tables that follow from a change and are no change of
    /// their own: a history entry's summary does not count them.
    package static let bookkeeping = TableCatalogue.bookkeeping
    /// The group a store's own entries move into when head office removes
    /// the group that held them.
    public static let storeGroupName = "本店"

    /// The menu's place in a chain; nil for a menu of one restaurant.
    public func role() throws -> ChainRole? {
        guard try hasChainTables() else { return nil }
        let epoch = try hasEpochs() ? "epoch" : "1 AS epoch"
        return try database.cachedStatement("SELECT role, chain_id, sequence, \(epoch) FROM chain_state WHERE id = 1").firstRow { row in
            ChainRole(kind: row.text("role") == "store" ? .store : .headOffice, chainID: row.text("chain_id"),
                      sequence: row.int("sequence"), epoch: row.int("epoch"))
        }
    }

    /// The SHA-256 of file `sequence` as this menu published or applied
    /// it; nil for a file of format 1, or one it never had.
    package func digest(of sequence: Int64) throws -> String? {
        guard try hasEpochs() else { return nil }
        return try database.cachedStatement("SELECT sha256 FROM chain_file WHERE sequence = ?")
            .firstRow([.integer(sequence)]) { $0.text("sha256") }
    }

    /// Whether the schema chains files by their digests (an older menu read as it is does not).
    private func hasEpochs() throws -> Bool {
        database.hasTable("chain_file")
    }

    /// Whether the schema has the chain's tables (an older menu read as it is has not).
    private func hasChainTables() throws -> Bool {
        database.hasTable("chain_state")
    }

    /// Runs `body` with head office's changes let through the ownership
    /// triggers: apply, and undo and redo at a store, which put back rows
    /// as they were (a changed row is taken out and put in again).
    package func whileApplying<T>(_ body: () throws -> T) throws -> T {
        guard try hasChainTables() else { return try body() }
        let set = try database.cachedStatement("UPDATE chain_state SET applying = ? WHERE id = 1")
        try set.run([.integer(1)])
        let result = try body()
        try set.run([.integer(0)])
        return result
    }

    /// On a copy that looks back (SPEC 23) head office's entries change as
    /// the applies that changed them are undone. The ownership triggers
    /// guard a store's menu against the store's own commands, and they are
    /// off only while `applying` is on in chain_state, a row those applies
    /// changed too and so take out and put back: on the copy, which is
    /// thrown away, they are dropped instead, with those that mark a store's
    /// own prices, hours and list entries.
    package func dropOwnershipFromCopy() throws {
        // Only ever a copy in memory: the menu's own file keeps its guard.
        guard database.isInMemory else { return }
        var triggers: [String] = []
        try database.statement("""
            SELECT name FROM sqlite_schema
            WHERE type = 'trigger' AND (name LIKE 'chain\\_owned\\_%' ESCAPE '\\' OR name LIKE 'chain\\_store\\_%' ESCAPE '\\')
            """).forEachRow { triggers.append($0.text("name")) }
        for trigger in triggers { try database.execute("DROP TRIGGER \(Self.sqlName(trigger))") }
    }

    /// A store refuses to undo an apply: the next change file follows it.
    /// An apply is the one entry that moves the chain's sequence.
    package func refuseUndoing(changing tables: Set<String>, entry: HistoryEntry) throws {
        guard tables.contains("chain_state") else { return }
        throw MenuError.refused("cannot undo #\(entry.number) (\(entry.command)): it applied head office's change file",
                                hints: ["the next change file follows it; head office publishes what should change back"])
    }

    /// `error` in words, when it is a store's change refused by the
    /// ownership triggers: they leave the entry's id in chain_refusal.
    public func explained(_ error: any Error) -> any Error {
        let message: String
        switch error {
        case let error as SQLiteError: message = error.message
        case let error as MenuError: message = error.message
        default: return error
        }
        guard message.hasSuffix(Self.refusalMessage), (try? hasChainTables()) == true,
              let id = try? database.cachedStatement("SELECT node_id FROM chain_refusal ORDER BY rowid DESC LIMIT 1")
                .firstRow([], { $0.int("node_id") })
        else { return error }
        try? database.cachedStatement("DELETE FROM chain_refusal").run()
        let path = (try? tx.tree.path(of: id)) ?? nil
        var explained = Self.belongsToHeadOffice(path ?? "#\(id)")
        if let error = error as? MenuError { explained.place = error.place }
        return explained
    }

    /// A refusal of the ownership triggers met while importing a file: the
    /// file clashes with the menu (SPEC 7), exit 65 at the file's place
    /// when there is one. Any other error is as it was.
    package func refusalInFile(_ error: any Error, at place: String?) -> any Error {
        let message = (error as? SQLiteError)?.message ?? (error as? MenuError)?.message ?? ""
        guard message.hasSuffix(Self.refusalMessage), let refused = explained(error) as? MenuError else { return error }
        var clash = MenuError(.malformedFile, refused.message, hints: refused.hints)
        clash.place = place
        return clash
    }

    static func belongsToHeadOffice(_ path: String) -> MenuError {
        MenuError.refused("\(path) belongs to head office",
                          hints: ["a store changes only sold out, counts, hours, its price lists and its own price of a dish"])
    }

    /// SPEC 22: a store does not move head office's entries, within their
    /// group either; the next file would put them back at head office's
    /// places without a word.
    package func refuseMoving(_ id: Int64, path: MenuPath) throws {
        guard try isHeadOffices(id) else { return }
        throw Self.belongsToHeadOffice(path.description)
    }

    /// A store sorts a group only when head office's entries in it keep
    /// their order among themselves; its own entries may move around them.
    package func refuseSorting(_ entries: [NodeRecord], into arranged: [NodeRecord], in group: MenuPath) throws {
        let owned = try entries.filter { try isHeadOffices($0.id) }.map(\.id)
        guard !owned.isEmpty else { return }
        let ownedSet = Set(owned)
        guard arranged.map(\.id).filter(ownedSet.contains) != owned else { return }
        throw MenuError.refused("\(group.isEmpty ? "the top level" : group.description) holds head office's entries, in head office's order",
                                hints: ["a store sorts only its own entries"])
    }

    private func isHeadOffices(_ id: Int64) throws -> Bool {
        guard try hasChainTables() else { return false }
        return try database.cachedStatement("SELECT 1 FROM chain_owned WHERE node_id = ?").firstRow([.integer(id)], { _ in true }) ?? false
    }

    /// The message of the triggers' RAISE(FAIL, …) in migrations/0015_chain.sql.
    static let refusalMessage = "belongs to head office"

    /// The paths of many nodes, looked up once each, or, for many, from
    /// one read of the whole tree.
    package func paths(of ids: some Collection<Int64>) throws -> [Int64: String] {
        var paths: [Int64: String] = [:]
        // A few paths are asked one by one; more than one in 64 of the
        // menu's nodes costs less as one read of the tree.
        let nodes = ids.count < 20 ? Int64.max
            : try database.cachedStatement("SELECT count(*) AS nodes FROM menu_node").firstRow { $0.int("nodes") } ?? 0
        if Int64(ids.count) * 64 < nodes {
            for id in ids { if let path = try tx.tree.path(of: id) { paths[id] = path } }
            return paths
        }
        var tree: [Int64: (parent: Int64?, name: String, isRoot: Bool)] = [:]
        try database.statement("SELECT id, parent_id, name, kind = 'root' AS is_root FROM menu_node").forEachRow { row in
            tree[row.int("id")] = (row.optionalInt("parent_id"), row.text("name"), row.bool("is_root"))
        }
        for id in ids {
            var names: [String] = []
            var at: Int64? = id
            while let current = at, let node = tree[current], !node.isRoot, names.count <= 64 {
                names.append(node.name)
                at = node.parent
            }
            if let current = at, tree[current]?.isRoot == true { paths[id] = names.reversed().joined(separator: "/") }
        }
        return paths
    }
}

extension MenuTransaction {
    /// Head office and stores: publish, apply, ownership (SPEC 22).
    public var chain: ChainStore { ChainStore(tx: self) }
}

extension ChainStore {
    /// Head office's price of a dish the store sells at its own price; nil
    /// when the dish has no store price. `.some(nil)`: head office gives it no price.
    public func headOfficePrice(of id: Int64) throws -> Amount?? {
        guard try hasChainTables() else { return nil }
        return try database.cachedStatement("SELECT head_office_fen FROM store_price WHERE node_id = ?")
            .firstRow([.integer(id)]) { row in row.optionalInt("head_office_fen").flatMap { try? Amount(fen: $0) } }
    }
}
