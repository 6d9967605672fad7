import MenuModel
import SQLite

/// A store's side of a chain: applying head office's change files, in
/// order, each in the one transaction of the command.
extension ChainStore {
    public enum ApplyOutcome: Sendable, Equatable {
        /// The store has this file already (its sequence is `at`).
        case alreadyApplied(at: Int64)
        /// The file belongs to an epoch that a full file replaced.
        case olderEpoch(Int64, current: Int64)
        /// One line per change, as `apply` prints them.
        case applied([String])
    }

    /// Applies `change`, read from `file` (as named in messages). On an
    /// empty menu that belongs to no chain the first file makes it a store.
    public func apply(_ change: ChainChange, file: String) throws -> ApplyOutcome {
        let role = try role()
        switch role {
        case nil:
            let (groups, items) = try tx.tree.counts()
            guard groups + items == 0 else {
                throw MenuError.refused("this menu belongs to no chain; apply the first change file to a new database",
                                        hints: ["a store starts from head office's first file: menuctl --db store.db apply \(file)"])
            }
            guard change.follows == 0 else { throw MenuError.refused("\(file) is change \(change.sequence): need 1 first") }
            try becomeStore(of: change.chainID)
        case let role? where role.kind == .headOffice:
            throw MenuError.refused("this menu is head office of chain \(role.chainID); head office publishes, stores apply")
        case let role?:
            guard role.chainID == change.chainID else {
                throw MenuError.refused("\(file) is from chain \(change.chainID); this store follows chain \(role.chainID)")
            }
            if let outcome = try placeInChain(change, at: role, file: file) { return outcome }
        }
        guard change.schemaVersion <= MenuStore.latestSchemaVersion else {
            throw MenuError.refused("\(file) was published with schema \(change.schemaVersion); this menuctl writes schema \(MenuStore.latestSchemaVersion)",
                                    hints: ["head office and its stores run the same menuctl release"])
        }
        let overMenu = change.isFull && role != nil
        let changeset = overMenu ? try differenceToFull(change) : Changeset(bytes: change.body)
        let lines = try explainingFailures(file: file) {
            try whileApplying { try applyChanges(changeset, file: file) }
        }
        try recordApplied(change)
        let what = overMenu ? "applied full change \(change.sequence) (epoch \(change.epoch))" : "applied change \(change.sequence)"
        return .applied(["\(what) of chain \(change.chainID)"] + lines)
    }

    /// Any failure of SQLite's while a file applies, in menuctl's words: a
    /// store that meets one can say what to do, never a constraint's name.
    private func explainingFailures<T>(file: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError where error.code.isA(.SQLITE_CONSTRAINT) {
            throw MenuError.refused("\(file) could not be applied to this store's menu: a row here breaks the schema's rules",
                                    hints: ["nothing was changed; 'menuctl check --repair' mends what another program wrote, then apply again"])
        }
    }

    private func becomeStore(of chainID: String) throws {
        try database.cachedStatement("INSERT INTO chain_state (id, role, chain_id, sequence) VALUES (1, 'store', ?, 0)")
            .run([.text(chainID)])
        // The store's own entries take ids from the base up (AUTOINCREMENT
        // goes on from sqlite_sequence, https://sqlite.org/autoinc.html).
        try database.cachedStatement("DELETE FROM sqlite_sequence WHERE name = 'menu_node'").run()
        try database.cachedStatement("INSERT INTO sqlite_sequence (name, seq) VALUES ('menu_node', ?)")
            .run([.integer(Self.storeIDBase)])
    }

    private func applyChanges(_ changeset: Changeset, file: String) throws -> [String] {
        tx.pathsChanged()
        try tx.entriesChanged()
        let changes = try readChanges(changeset)
        // Paths as they are before, of what goes or changes.
        let before = try paths(of: changes.removed + changes.updated.map(\.id))
        // Head office's prices, hours and list entries first: a dish it removes must be as it left it.
        let storePrices = try takeOffStorePrices()
        try takeOffStoreDefaults()
        var lines = try makeWayForHeadOffice(changes, paths: before)
        let groups = try groupsChanging(changes)
        for group in groups { try liftStoreEntries(in: group) }
        lines += try makeRoom(for: changeset)
        try tx.refusingRuleBreaks(by: file) { try applyFitting(changeset, file: file) }
        try recordHeadOfficeEntries(added: changes.added, in: groups)
        tx.pathsChanged()
        let kept = try putBackStorePrices(storePrices)
        try putBackStoreDefaults()
        lines += try report(of: changes, before: before, keptPrices: kept)
        return lines
    }

    /// The store's own entries out of head office's way: those in groups
    /// it removes rescued, those with a name it takes renamed, and what
    /// the store kept on what it removes dropped.
    private func makeWayForHeadOffice(_ changes: NodeChanges, paths before: [Int64: String]) throws -> [String] {
        let removed = Set(changes.removed)
        var lines = try rescueStoreEntries(from: removed, paths: before)
        // A dish head office removes leaves the store's own set meals, as
        // `remove --force` takes it out of them (SPEC 19); head office's
        // own sets lose it by the file itself.
        let hasOwnSets = try database.cachedStatement("SELECT 1 FROM set_meal WHERE node_id > ? LIMIT 1")
            .firstRow([.integer(Self.storeIDBase)], { _ in true }) ?? false
        if hasOwnSets && !changes.removed.isEmpty {
            lines += try tx.sets.takeOut(try tx.sets.uses(of: changes.removed).filter { $0.setID > Self.storeIDBase })
        }
        // A store that has no entries of its own yet (the first file, a
        // new store) has none to rename or lift.
        let hasOwnEntries = try database.cachedStatement("SELECT 1 FROM menu_node WHERE id > ? LIMIT 1")
            .firstRow([.integer(Self.storeIDBase)], { _ in true }) ?? false
        if hasOwnEntries { lines += try renameStoreEntries(in: changes.placed) }
        try dropStoreState(of: removed, lists: changes.removedLists)
        return lines
    }

    /// The groups whose entries change: head office's entries there are
    /// put at head office's places, the store's own lifted above them.
    private func groupsChanging(_ changes: NodeChanges) throws -> Set<Int64> {
        var groups = Set(changes.added.compactMap(\.parent)).union(changes.updated.compactMap(\.parent))
        for id in changes.removed + changes.updated.map(\.id) {
            if let parent = try tx.tree.node(id: id)?.parentID { groups.insert(parent) }
        }
        return groups
    }

    /// Applies the file, or refuses it naming the row that does not fit.
    private func applyFitting(_ changeset: Changeset, file: String) throws {
        do {
            try changeset.apply(to: database, keeping: HistoryStore.viewStateColumns.union(["sold_out"]), uncompared: ["position"])
        } catch let conflict as ChangesetConflict {
            var row = "a row of \(conflict.table)"
            if case .integer(let id)? = conflict.primaryKey.first, conflict.table == "menu_node" || conflict.row["node_id"] != nil {
                row = "\((try? tx.tree.path(of: id)) ?? nil ?? "#\(id)") (#\(id))"
            }
            throw MenuError.refused("\(file) does not fit this store's menu: \(row) \(Self.describe(conflict.reason))",
                                    hints: ["nothing was changed; 'menuctl check' looks for what another program changed"])
        }
    }

    /// Head office's entries, new and at their new places, as the next
    /// file expects them; the groups are renumbered before the commit.
    private func recordHeadOfficeEntries(added: [(id: Int64, parent: Int64?, position: Int64?)], in groups: Set<Int64>) throws {
        for (id, _, position) in added {
            try database.cachedStatement("INSERT INTO chain_owned (node_id, position) VALUES (?, ?)")
                .run([.integer(id), .integer(position ?? 0)])
        }
        for group in groups {
            try database.cachedStatement("""
                UPDATE chain_owned SET position = (SELECT position FROM menu_node WHERE id = chain_owned.node_id)
                WHERE node_id IN (SELECT id FROM menu_node WHERE parent_id = ?)
                """).run([.integer(group)])
            tx.unsettledGroups.insert(group)
        }
    }

    private static func describe(_ reason: ChangesetConflict.Reason) -> String {
        switch reason {
        case .changed: "was changed here since head office published it"
        case .missing: "that it changes is not here"
        case .present: "that it adds is here already"
        case .otherColumns: "has other columns here"
        case .constraint(let rule?): "breaks a rule here: \(rule)"
        case .constraint: "would take a name or place that is taken here"
        }
    }

    /// A store's own entries in groups head office removes move into a
    /// top-level group of the store's, 本店, made when needed.
    private func rescueStoreEntries(from removed: Set<Int64>, paths: [Int64: String]) throws -> [String] {
        guard !removed.isEmpty else { return [] }
        var stranded: [(id: Int64, name: String, parent: Int64)] = []
        try database.statement("""
            SELECT id, name, parent_id FROM menu_node
            WHERE parent_id IN (SELECT value FROM json_each(?))
              AND NOT EXISTS (SELECT 1 FROM chain_owned WHERE node_id = menu_node.id)
            ORDER BY parent_id, position
            """).forEachRow([.text("[" + removed.map(String.init).joined(separator: ",") + "]")]) {
            stranded.append(($0.int("id"), $0.text("name"), $0.int("parent_id")))
        }
        guard !stranded.isEmpty else { return [] }
        let home = try storeGroup(besides: removed)
        var lines: [String] = []
        for entry in stranded {
            let name = try freeName(entry.name, in: home.id) { Self.fitted(entry.name, mark: " (\($0))") }
            let from = try tx.tree.path(of: entry.id) ?? entry.name
            try database.cachedStatement("""
                UPDATE menu_node SET parent_id = ?1, name = ?2,
                    position = (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?1)
                WHERE id = ?3
                """).run([.integer(home.id), .text(name), .integer(entry.id)])
            let group = paths[entry.parent] ?? "its group"
            lines.append("moved \(from) → \(home.name)/\(name) (head office removed \(group))")
        }
        return lines
    }

    /// A store's own entry that has the name head office gives one of its
    /// own in the same group is renamed `NAME (本店)`: head office's
    /// entry takes the name, and the store's stays, told apart.
    private func renameStoreEntries(in placed: [(id: Int64, parent: Int64?, name: String?)]) throws -> [String] {
        var lines: [String] = []
        for (id, newParent, newName) in placed {
            let current = try tx.tree.node(id: id)
            guard let parent = newParent ?? current?.parentID, let name = newName ?? current?.name else { continue }
            guard let clash = try database.cachedStatement("""
                SELECT id FROM menu_node WHERE parent_id = ? AND name = ? AND id <> ?
                AND NOT EXISTS (SELECT 1 FROM chain_owned WHERE node_id = menu_node.id)
                """).firstRow([.integer(parent), .text(name), .integer(id)], { $0.int("id") }) else { continue }
            let renamed = try freeName(Self.fitted(name, mark: " (\(Self.storeGroupName))"), in: parent) {
                Self.fitted(name, mark: " (\(Self.storeGroupName) \($0))")
            }
            let from = try tx.tree.path(of: clash) ?? name
            try database.cachedStatement("UPDATE menu_node SET name = ? WHERE id = ?").run([.text(renamed), .integer(clash)])
            lines.append("renamed the store's \(from) → \(renamed) (head office's entry takes the name)")
        }
        return lines
    }

    /// The top-level group rescued entries go into: the store's own group
    /// 本店, else 本店 2, 本店 3… whichever is first the store's own group or
    /// free; a name that head office's entry or a store's dish holds is
    /// passed by, and so is a group this file removes.
    private func storeGroup(besides removed: Set<Int64>) throws -> (id: Int64, name: String) {
        let root = try database.cachedStatement("SELECT id FROM menu_node WHERE kind = 'root'").firstRow { $0.int("id") } ?? 1
        let find = try database.cachedStatement("""
            SELECT id, kind = 'group' AND NOT EXISTS (SELECT 1 FROM chain_owned WHERE node_id = menu_node.id) AS own
            FROM menu_node WHERE parent_id = ? AND name = ?
            """)
        var number = 1
        while true {
            let name = number == 1 ? Self.storeGroupName : "\(Self.storeGroupName) \(number)"
            number += 1
            guard let found = try find.firstRow([.integer(root), .text(name)], { ($0.int("id"), $0.bool("own")) }) else {
                try database.cachedStatement("""
                    INSERT INTO menu_node (parent_id, kind, name, position, expanded)
                    VALUES (?1, 'group', ?2, (SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?1), 1)
                    """).run([.integer(root), .text(name)])
                return (database.lastInsertedID, name)
            }
            if found.1 && !removed.contains(found.0) { return (found.0, name) }
        }
    }

    /// `name` and `mark` within the rules of a name (SPEC 2): the name is
    /// cut, never the mark, that tells the store's entry apart.
    static func fitted(_ name: String, mark: String) -> String {
        var base = Substring(name)
        while !base.isEmpty, base.count + mark.count > Name.maximumLength || base.utf8.count + mark.utf8.count > Name.maximumBytes {
            base = base.dropLast()
        }
        while base.last?.isWhitespace == true { base = base.dropLast() }
        return String(base) + mark
    }

    /// `name` when `group` holds no entry of that name, else the first of
    /// `numbered(2)`, `numbered(3)`… it does not hold.
    private func freeName(_ name: String, in group: Int64, numbered: (Int) -> String) throws -> String {
        var free = name, number = 2
        while try database.cachedStatement("SELECT 1 FROM menu_node WHERE parent_id = ? AND name = ?")
            .firstRow([.integer(group), .text(free)], { _ in true }) == true {
            free = numbered(number)
            number += 1
        }
        return free
    }

    /// What the store kept on entries head office removes (counts, sold
    /// out until, price list entries, hours, a store price) goes with them,
    /// and its own dishes' offers of choice lists head office removes.
    private func dropStoreState(of removed: Set<Int64>, lists: [Int64]) throws {
        guard !removed.isEmpty || !lists.isEmpty else { return }
        let ids: SQLValue = .text("[" + removed.map(String.init).joined(separator: ",") + "]")
        var references: [(table: String, column: String)] = []
        try database.statement("""
            SELECT m.name, f."from" FROM sqlite_schema AS m, pragma_foreign_key_list(m.name) AS f
            WHERE m.type = 'table' AND f."table" = 'menu_node'
            """).forEachRow { references.append(($0.text("name"), $0.text("from"))) }
        for (table, column) in references where !Self.contentTables.contains(table) {
            try database.execute("DELETE FROM \(Self.sqlName(table)) WHERE \(Self.sqlName(column)) IN (SELECT value FROM json_each('\(ids.textValue)'))")
        }
        if !lists.isEmpty {
            try database.execute("""
                DELETE FROM choice_offer WHERE list_id IN (\(lists.map(String.init).joined(separator: ",")))
                AND NOT EXISTS (SELECT 1 FROM chain_owned WHERE node_id = choice_offer.node_id)
                """)
        }
    }

    /// The store's prices, set aside: head office's price goes back on
    /// each dish while the file applies, so that the file finds the rows
    /// as head office left them.
    private func takeOffStorePrices() throws -> [(id: Int64, price: Int64?)] {
        var prices: [(id: Int64, price: Int64?)] = []
        try database.cachedStatement("""
            SELECT s.node_id, n.price_fen FROM store_price AS s JOIN menu_node AS n ON n.id = s.node_id
            """).forEachRow { prices.append(($0.int("node_id"), $0.optionalInt("price_fen"))) }
        try database.cachedStatement("""
            UPDATE menu_node SET price_fen = (SELECT head_office_fen FROM store_price WHERE node_id = menu_node.id)
            WHERE id IN (SELECT node_id FROM store_price)
            """).run()
        return prices
    }

    /// The store's prices back on the dishes that still have one price,
    /// with head office's new price noted beside each; the store's price
    /// by dish, as shown.
    private func putBackStorePrices(_ prices: [(id: Int64, price: Int64?)]) throws -> [Int64: String] {
        var kept: [Int64: String] = [:]
        for (id, price) in prices {
            let current = try database.cachedStatement("""
                SELECT price_fen, market_price = 0 AND NOT EXISTS (SELECT 1 FROM dish_size WHERE node_id = ?1) AS single
                FROM menu_node WHERE id = ?1
                """).firstRow([.integer(id)]) { ($0.optionalInt("price_fen"), $0.bool("single")) }
            guard let (headOffice, single) = current else { continue }
            guard single, headOffice != price else {
                try database.cachedStatement("DELETE FROM store_price WHERE node_id = ?").run([.integer(id)])
                continue
            }
            try database.cachedStatement("UPDATE store_price SET head_office_fen = ? WHERE node_id = ?")
                .run([headOffice.map { .integer($0) } ?? .null, .integer(id)])
            try database.cachedStatement("UPDATE menu_node SET price_fen = ? WHERE id = ?")
                .run([price.map { .integer($0) } ?? .null, .integer(id)])
            kept[id] = price.flatMap { try? Amount(fen: $0) }.map(\.description) ?? "no price"
        }
        return kept
    }

    /// Head office's entries of `group` at head office's places, the
    /// store's own above every one of them in their order, so that the
    /// file's places fit; the group is renumbered before the commit.
    private func liftStoreEntries(in group: Int64) throws {
        try database.cachedStatement("UPDATE menu_node SET position = -1 - position WHERE parent_id = ?").run([.integer(group)])
        try database.cachedStatement("""
            UPDATE menu_node SET position = (SELECT position FROM chain_owned WHERE node_id = menu_node.id)
            WHERE parent_id = ? AND id IN (SELECT node_id FROM chain_owned)
            """).run([.integer(group)])
        try database.cachedStatement("""
            UPDATE menu_node SET position = ? + (-1 - position) WHERE parent_id = ? AND position < 0
            """).run([.integer(Self.storeIDBase * 1000), .integer(group)])
    }
}

private extension SQLValue {
    var textValue: String { if case .text(let text) = self { text } else { "" } }
}

extension ChainStore {
    /// What `apply` would say, worked out on a copy of the menu in memory
    /// that is thrown away: `apply --dry-run` only reads the file.
    public func rehearse(_ change: ChainChange, file: String) throws -> ApplyOutcome {
        var outcome = ApplyOutcome.applied([])
        try rehearsing { chain in outcome = try chain.apply(change, file: file) }
        return outcome
    }

    /// Runs `body` on a copy of the menu in memory, in a transaction that is rolled back.
    func rehearsing(_ body: (ChainStore) throws -> Void) throws {
        let copy = try database.copyInMemory()
        let migrator = Migrator()
        try migrator.migrate(copy)
        do {
            try copy.transaction(.immediate) {
                try body(MenuTransaction(database: copy, schemaVersion: migrator.latestVersion).chain)
                throw Rehearsed()
            }
        } catch is Rehearsed {
            return
        }
    }
}

private struct Rehearsed: Error {}
