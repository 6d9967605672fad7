import MenuModel
import SQLite

/// Head office's side of a chain: publishing.
///
/// "Every change since the last publish" is worked out from states, not
/// from history: head office keeps the content as it last published it
/// (`chain_snapshot`, the bytes of a small database), and a publish is
/// SQLite's own difference between that and the content now
/// (https://sqlite.org/session/sqlite3session_diff.html). History is cut at
/// 1,000 entries and undo and redo walk back and forth through it; a state
/// is what it is however it was reached, so a change made and undone
/// between two publishes publishes nothing, and one undone after a
/// publish publishes its reversal.
extension ChainStore {
    /// The change file of everything that changed in the content since
    /// the last publish, recorded as published; the first makes the menu a
    /// head office with the chain id `newChainID`. nil when nothing changed.
    /// A `full` file holds the whole menu and starts a new epoch: a store
    /// applies it whatever it holds, as after head office's history forked.
    /// The caller writes the file and records its digest with `record(published:digest:)`.
    public func publish(newChainID: @autoclosure () -> String, full: Bool = false) throws -> ChainChange? {
        let role = try role()
        try refuseToPublish(as: role)
        let isFull = full || role == nil
        let tables = try stageContent(fromScratch: isFull)
        let changes = try database.difference(of: tables, from: "chain_published", to: "chain_current")
        if changes.isEmpty && !isFull { return nil }
        let sequence = (role?.sequence ?? 0) + 1
        let chainID = role?.chainID ?? newChainID()
        let epoch = role.map { $0.epoch + (full ? 1 : 0) } ?? 1
        try database.cachedStatement("DELETE FROM chain_snapshot").run()
        try database.cachedStatement("INSERT INTO chain_snapshot (sequence, content) VALUES (?, ?)")
            .run([.integer(sequence), .blob(try database.serialized(schema: "chain_current"))])
        try database.cachedStatement("""
            INSERT INTO chain_state (id, role, chain_id, sequence, epoch) VALUES (1, 'head office', ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET sequence = excluded.sequence, epoch = excluded.epoch
            """).run([.text(chainID), .integer(sequence), .integer(epoch)])
        let previous = isFull ? nil : try digest(of: sequence - 1)
        return ChainChange(chainID: chainID, sequence: sequence, follows: isFull ? 0 : sequence - 1, followsDigest: previous,
                           epoch: epoch, isFull: isFull, schemaVersion: tx.schemaVersion, body: changes.bytes)
    }

    /// Notes the digest of the file `change` was written as, in the same
    /// transaction as the publish: the next file names it.
    public func record(published change: ChainChange, digest: String) throws {
        try database.cachedStatement("INSERT OR REPLACE INTO chain_file (sequence, epoch, full, sha256) VALUES (?, ?, ?, ?)")
            .run([.integer(change.sequence), .integer(change.epoch), .integer(change.isFull ? 1 : 0), .text(digest)])
    }

    /// A store does not publish, nor a menu holding ids kept for stores.
    private func refuseToPublish(as role: ChainRole?) throws {
        if let role, role.kind == .store {
            throw MenuError.refused("this menu is a store of chain \(role.chainID); stores apply change files, head office publishes them")
        }
        for table in ["menu_node"] + NumberedTable.allCases.map(\.rawValue) {
            let highest = try database.cachedStatement("SELECT max(id) AS highest FROM \(table)").firstRow { $0.optionalInt("highest") } ?? nil
            if let highest, highest >= Self.storeIDBase {
                throw MenuError.refused("this menu has ids from #\(Self.storeIDBase), which a chain keeps for the stores' own entries")
            }
        }
    }

    private static func publishedContentLost(_ how: String) -> MenuError {
        MenuError.refused("the menu's content as head office last published it \(how), so what changed since cannot be told",
                          hints: ["'menuctl check' says what is wrong with it; publish a full file: menuctl publish FILE --full"])
    }

    /// The content tables there are, copied beside the last published
    /// content for `difference`.
    private func stageContent(fromScratch: Bool) throws -> [String] {
        // Two schemas in memory, attached for this transaction only: the
        // content as last published, and as it is now, with the stores'
        // own columns at their defaults on both sides.
        try database.execute("ATTACH ':memory:' AS chain_published")
        try database.execute("ATTACH ':memory:' AS chain_current")
        if !fromScratch {
            // Without the content as last published, the difference would
            // be the whole menu, which no store can apply over what it holds.
            guard let snapshot = try database.cachedStatement("SELECT content FROM chain_snapshot ORDER BY sequence DESC LIMIT 1")
                .firstRow([], { $0.blob("content") }) else { throw Self.publishedContentLost("is not in the menu") }
            do {
                try database.deserialize(snapshot, into: "chain_published")
                _ = try database.statement("SELECT count(*) FROM chain_published.sqlite_schema").firstRow([], { _ in true })
            } catch {
                throw Self.publishedContentLost("cannot be read")
            }
        }
        var tables: [String] = []
        for table in Self.contentTables {
            let columns = try tableColumns(table, in: "main")
            guard !columns.isEmpty else { continue }
            tables.append(table)
            try create(table, columns, in: "chain_current")
            try bringUpToDate(table, columns)
            let names = columns.map { Self.sqlName($0.name) }
            let values = columns.map { Self.storeColumns[table]?[$0.name] ?? Self.sqlName($0.name) }
            try database.execute("""
                INSERT INTO chain_current.\(Self.sqlName(table)) (\(names.joined(separator: ", ")))
                SELECT \(values.joined(separator: ", ")) FROM main.\(Self.sqlName(table))\(table == "menu_node" ? " WHERE kind <> 'root'" : "")
                """)
        }
        return tables
    }

    struct Column { let name: String, type: String, key: Int64 }

    func tableColumns(_ table: String, in schema: String) throws -> [Column] {
        var columns: [Column] = []
        try database.statement("SELECT name, type, pk FROM pragma_table_info(?, ?) ORDER BY cid")
            .forEachRow([.text(table), .text(schema)]) { columns.append(Column(name: $0.text("name"), type: $0.text("type"), key: $0.int("pk"))) }
        return columns
    }

    /// The table with the same columns and primary key, and nothing else:
    /// the difference compares rows by key and values, not rules.
    func create(_ table: String, _ columns: [Column], in schema: String) throws {
        let key = columns.filter { $0.key > 0 }.sorted { $0.key < $1.key }.map { Self.sqlName($0.name) }
        let definitions = columns.map { "\(Self.sqlName($0.name)) \($0.type)" } + ["PRIMARY KEY (\(key.joined(separator: ", ")))"]
        try database.execute("CREATE TABLE \(schema).\(Self.sqlName(table)) (\(definitions.joined(separator: ", ")))")
    }

    /// The published copy of `table` with the columns the menu has now: a
    /// table new since the last publish is empty there, and columns a
    /// migration added at the end are added (NULL) so that their values
    /// are published.
    private func bringUpToDate(_ table: String, _ columns: [Column]) throws {
        let published = try tableColumns(table, in: "chain_published")
        if published.isEmpty { return try create(table, columns, in: "chain_published") }
        guard published.count <= columns.count,
              zip(published, columns).allSatisfy({ $0.name == $1.name && $0.key == $1.key }) else {
            throw MenuError.refused("the table \(table) changed shape since the last publish; publish from a new head office menu")
        }
        for column in columns.dropFirst(published.count) {
            try database.execute("ALTER TABLE chain_published.\(Self.sqlName(table)) ADD COLUMN \(Self.sqlName(column.name)) \(column.type)")
        }
    }

    /// An SQL identifier in double quotes (https://sqlite.org/lang_keywords.html).
    package static func sqlName(_ identifier: String) -> String {
        quoted(identifier)
    }
}
