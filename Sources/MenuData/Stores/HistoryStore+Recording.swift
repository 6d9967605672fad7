import MenuModel
import SQLite

extension HistoryStore {
    /// Stores what `session` recorded in this transaction as the newest
    /// entry, unless it changed nothing but view state. The changeset is
    /// made once; a big one (an import's) is kept aside as it is made and
    /// written into its row piece by piece, so that it is never in memory
    /// whole, nor copied on its way into the file: an import of a million
    /// rows makes one of tens of megabytes.
    package func record(_ session: Session, command: String, at time: Int64) throws {
        let changeset = try ChangesetAside(from: session, in: database)
        if let small = changeset.inMemory { return try record(small, command: command, at: time) }
        guard let summary = try summaryOfNewNodes(changeset) ?? summary(ofRows: changeset.forEachRow) else {
            return try changeset.discard()
        }
        // The row is made with room for the changeset, zeros that SQLite
        // writes page by page without holding them (https://sqlite.org/c3ref/blob_open.html);
        // the summary goes in with it, since changing a column later would
        // read the whole row back.
        let entry = try insertEntry(at: time, command: command, summary: summary,
                                    changeset: "zeroblob(?)", .integer(Int64(changeset.count)))
        try changeset.write(into: Blob(database: database, table: "menu_history", column: "changeset", row: entry))
        try changeset.discard()
        try forgetOldEntries()
    }

    /// The summary of a changeset that only adds nodes (a batch of adds, a
    /// plain import), counted from its bytes as `summary(ofRows:)` counts
    /// them; nil when it holds anything else.
    private func summaryOfNewNodes(_ changeset: ChangesetAside) throws -> String? {
        guard let kind = try database.columnNames(of: "menu_node").firstIndex(of: "kind") else { return nil }
        var summary = ChangeSummary()
        let counted = try changeset.forEachInsert(into: "menu_node", column: kind, isText: "group") { id, isGroup in
            summary.countAdded(isGroup: isGroup)
            if case .integer(let id)? = id { summary.countNode(id) }
        }
        return counted ? summary.text : nil
    }

    /// Stores `changeset` as the newest entry, in the transaction that made
    /// it, unless it changed nothing but view state.
    package func record(_ changeset: Changeset, command: String, at time: Int64) throws {
        guard let summary = try summary(of: changeset) else { return }
        try insertEntry(at: time, command: command, summary: summary, changeset: "?", .blob(changeset.bytes))
        try forgetOldEntries()
    }

    /// Inserts an entry whose changeset is the SQL `changeset` given
    /// `value`, and returns its number. Anything recorded ends what `redo`
    /// could re-apply.
    @discardableResult
    private func insertEntry(at time: Int64, command: String, summary: String,
                             changeset: String, _ value: SQLValue) throws -> Int64 {
        try database.cachedStatement("UPDATE menu_history SET redoable = 0 WHERE redoable = 1").run()
        do {
            try database.cachedStatement("INSERT INTO menu_history (recorded_at, command, summary, changeset) VALUES (?, ?, ?, \(changeset))")
                .run([.integer(time), .text(command), .text(summary), value])
        } catch let error as SQLiteError where error.code.primary == .SQLITE_FULL {
            // AUTOINCREMENT says "full" when its sequence is at its end
            // (https://sqlite.org/autoinc.html), which only another program sets.
            guard try database.cachedStatement("SELECT seq FROM sqlite_sequence WHERE name = 'menu_history'")
                .firstRow([], { $0.int("seq") }) == Int64.max else { throw error }
            throw MenuError(.storage, "the change cannot be recorded: another program set the numbers of the history entries "
                            + "to their end (\(Int64.max)); 'menuctl check --repair' numbers them again")
        }
        return database.lastInsertedID
    }

    /// Keeps the newest `historyLength` entries.
    private func forgetOldEntries() throws {
        try database.cachedStatement("""
            DELETE FROM menu_history
            WHERE id < (SELECT id FROM menu_history ORDER BY id DESC LIMIT 1 OFFSET ?)
            """).run([.integer(Int64(Self.historyLength - 1))])
    }
}
