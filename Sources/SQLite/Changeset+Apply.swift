import CSQLite

/// A row not as a changeset expects it: something else changed it since.
package struct ChangesetConflict: Error {
    package enum Reason: Sendable {
        /// The row differs in a column the changeset changes.
        case changed
        /// The row the changeset removes or changes is not there.
        case missing
        /// The row the changeset brings back is there already.
        case present
        /// The table has other columns than when the changeset was made.
        case otherColumns
        /// The row would break a rule of the schema: a name or place taken
        /// (nil), or another rule, as SQLite names it (`CHECK constraint
        /// failed: sold_out IN (0, 1)…`), such as a value another program
        /// wrote into a column the change does not touch.
        case constraint(String?)
    }

    package let reason: Reason
    package let table: String
    package let primaryKey: [SQLValue]
    /// The row's values, by column name: as it is now where it exists,
    /// else as the changeset holds them.
    package let row: [String: SQLValue]
}

extension Changeset {
    /// Applies the changeset inside `database`'s open transaction, all of it
    /// or, throwing, none of it: a `ChangesetConflict` when a row it touches
    /// is not as it expects, the way sqlite3changeset_apply() sees conflicts
    /// (https://sqlite.org/session/sqlite3changeset_apply.html): a removed
    /// row must be there whole, a changed row must hold the values the change
    /// started from in the columns it changes, a row brought back must not
    /// be there. The columns in `kept` (view state, such as whether a group
    /// is expanded) are neither compared nor changed in rows that stay; a row
    /// brought back comes with its own. The columns in `uncompared` (the
    /// day's traffic, such as portions a till sold) are changed but never
    /// compared: what the changeset sets there wins. The columns in
    /// `counting` (portions left and sold) are not compared either, and
    /// move by the difference the change recorded: an undo of a new count
    /// keeps the sales made since.
    ///
    /// SQLite's own apply is not used: it applies rows one at a time in no
    /// set order and retries those a UNIQUE constraint refuses, which cannot
    /// untangle a rotation (three dishes trading positions) and lets an ON
    /// DELETE CASCADE take along a dish that a later row moves out of a
    /// group. Instead every row the changeset touches is taken out first and
    /// the rows of the final state are put in after: each step is then a part
    /// of that final state, which broke no constraint when it was recorded.
    /// Gives the tables the changeset changes, each with the most columns
    /// a change of it holds: what an undo asks of an entry's own soundness,
    /// told by the same reading of it, so that a big entry is read once.
    @discardableResult
    package func apply(to database: Database, keeping kept: Set<String>, uncompared: Set<String> = [],
                       counting: Set<String> = []) throws -> [String: Int] {
        guard !isEmpty else { return [:] }
        // Most applies meet no conflict: they go first on trust, under a
        // savepoint, the rows the changeset takes out compared by the DELETE
        // itself. At the first sign of a conflict that is rolled back and the
        // changeset applied checking every row first, which says the first
        // conflict in the changeset's order, as it always has.
        try database.execute("SAVEPOINT changeset_apply")
        var widths: [String: Int] = [:]
        let applied: Bool
        do {
            applied = try applyTrusting(to: database, keeping: kept, uncompared: uncompared, counting: counting, widths: &widths)
        } catch {
            try? database.execute("ROLLBACK TO changeset_apply")
            try? database.execute("RELEASE changeset_apply")
            throw error
        }
        if !applied { try database.execute("ROLLBACK TO changeset_apply") }
        try database.execute("RELEASE changeset_apply")
        if !applied { return try applyCheckingFirst(to: database, keeping: kept, uncompared: uncompared, counting: counting) }
        return widths
    }

    /// The apply that checks every row before anything changes.
    private func applyCheckingFirst(to database: Database, keeping kept: Set<String>, uncompared: Set<String>,
                                    counting: Set<String>) throws -> [String: Int] {
        let checked = try checkedRows(in: database, keeping: kept, uncompared: uncompared, counting: counting)
        try carryOut(checked, in: database)
        return checked.widths
    }

    /// What a changeset takes out and brings in, once every row of it was
    /// found as it expects: the rows to remove, and those to insert.
    private struct CheckedRows {
        var removals: [(TableShape, key: [SQLValue], row: [SQLValue?])] = []
        var arrivals: [(TableShape, width: Int, row: [SQLValue], before: [SQLValue?]?)] = []
        /// Each table's most columns in a change (`apply`'s answer).
        var widths: [String: Int] = [:]
    }

    /// Every row checked against the database before anything changes;
    /// the first that differs is the conflict, in the changeset's order.
    private func checkedRows(in database: Database, keeping kept: Set<String>, uncompared: Set<String>,
                             counting: Set<String>) throws -> CheckedRows {
        var shapes: [String: TableShape] = [:]
        var checked = CheckedRows()
        try forEachChange { change in
            // Statements and column flags are made once per table, not per
            // row: building the SQL text row by row was most of an undo.
            let shape = try shapes[change.table] ?? {
                let shape = try TableShape(change.table, in: database, kept: kept, uncompared: uncompared, counting: counting)
                shapes[change.table] = shape
                return shape
            }()
            checked.widths[change.table] = max(checked.widths[change.table] ?? 0, change.columnCount)
            try check(change, against: shape, into: &checked)
        }
        return checked
    }

    /// One row of the changeset against the row the database holds.
    private func check(_ change: RowChange, against shape: TableShape, into checked: inout CheckedRows) throws {
        // A change recorded before a migration added columns at the end
        // of its table (ALTER TABLE ADD COLUMN) covers the columns it
        // knew: those are compared and changed; the later ones keep
        // their values, or take their defaults in a row brought back.
        let width = change.columnCount
        guard width <= shape.columns.count, shape.keyIndexes.allSatisfy({ $0 < width }) else {
            throw ChangesetConflict(reason: .otherColumns, table: change.table, primaryKey: [], row: [:])
        }
        let key = shape.key(of: (change.operation == .insert ? change.new : change.old).map { $0 ?? .null })
        let current = try shape.row(withKey: key)
        func conflict(_ reason: ChangesetConflict.Reason) -> ChangesetConflict {
            let values = current ?? (change.operation == .insert ? change.new : change.old)
            return ChangesetConflict(reason: reason, table: change.table, primaryKey: key, row: shape.named(values))
        }
        switch (change.operation, current) {
        case (.insert, nil):
            checked.arrivals.append((shape, width, change.new.map { $0 ?? .null }, nil))
        case (.insert, _?): throw conflict(.present)
        case (_, nil): throw conflict(.missing)
        case (_, let current?):
            for index in 0..<width where !shape.isNotCompared[index] {
                if let expected = change.old[index], expected != current[index] { throw conflict(.changed) }
            }
            checked.removals.append((shape, key, current))
            if change.operation == .update {
                checked.arrivals.append((shape, shape.columns.count, shape.updated(current, by: change).map { $0 ?? .null }, current))
            }
        }
    }

    /// The checked rows taken out, then brought in. Foreign keys are off
    /// meanwhile, so that taking a group out does not cascade to what it
    /// holds; the rows touched are checked at the end.
    private func carryOut(_ checked: CheckedRows, in database: Database) throws {
        var keys = try ForeignKeyCheck(database: database)
        guard csqlite_enable_foreign_keys(database.handle, 0) == 0 else { throw database.error(sql: nil) }
        defer { _ = csqlite_enable_foreign_keys(database.handle, 1) }
        for (shape, key, row) in checked.removals {
            try shape.delete.run(key)
            try keys.noteRemoved(row, from: shape.table)
        }
        for (shape, width, row, before) in checked.arrivals {
            do {
                try shape.insert(width: width).run(row)
            } catch let error as SQLiteError where error.code.isA(.SQLITE_CONSTRAINT) {
                let taken = error.code == .SQLITE_CONSTRAINT_UNIQUE
                throw ChangesetConflict(reason: .constraint(taken ? nil : error.message), table: shape.table,
                                        primaryKey: shape.key(of: row), row: shape.named(row))
            }
            try keys.noteArrived(row, width: width, before: before, in: shape.table)
        }
        if let orphan = try keys.orphan() {
            throw SQLiteError(code: .SQLITE_CONSTRAINT, message: orphan)
        }
    }
}
