import CSQLite

/// A row not as a changeset expects it: something else changed it since.
struct ChangesetConflict: Error {
    enum Reason: Sendable {
        /// The row differs in a column the changeset reads.
        case changed
        /// The row the changeset removes or changes is not there.
        case missing
        /// The row the changeset brings back is there already.
        case present
        /// The table has other columns than when the changeset was made.
        case otherColumns
        /// Bringing the row back breaks a rule of the schema (a name taken).
        case constraint
    }

    let reason: Reason
    let table: String
    let primaryKey: [SQLValue]
    /// The row's values, by column name: as it is now where it exists,
    /// else as the changeset holds them.
    let row: [String: SQLValue]
}

extension Changeset {
    /// Applies the changeset inside `database`'s open transaction, all of it
    /// or, throwing, none of it: a `ChangesetConflict` when a row it touches
    /// is not as it expects. The columns in `kept` (view state, such as
    /// whether a group is expanded) are neither compared nor changed in rows
    /// that stay; a row the changeset brings back comes with its own.
    func apply(to database: Database, keeping kept: Set<String>) throws {
        guard !isEmpty else { return }
        var tables = TableShapes(database: database)
        var keptValues: [(table: String, key: [SQLValue], column: String, value: SQLValue)] = []
        // First every row is checked, before anything changes, so that a
        // conflict is named the same whatever order SQLite applies rows in.
        try forEachChange { change in
            let shape = try tables.shape(of: change.table)
            let current = try shape.row(withKey: change.primaryKey, in: database)
            func conflict(_ reason: ChangesetConflict.Reason) -> ChangesetConflict {
                let values = current ?? (change.operation == .insert ? change.new : change.old)
                var row: [String: SQLValue] = [:]
                for (index, name) in shape.columns.enumerated() where index < values.count {
                    if let value = values[index] { row[name] = value }
                }
                return ChangesetConflict(reason: reason, table: change.table, primaryKey: change.primaryKey, row: row)
            }
            guard change.columnCount == shape.columns.count else { throw conflict(.otherColumns) }
            switch (change.operation, current) {
            case (.insert, nil): return
            case (.insert, _?): throw conflict(.present)
            case (_, nil): throw conflict(.missing)
            case (_, let current?):
                for (index, name) in shape.columns.enumerated() where !kept.contains(name) {
                    if let expected = change.old[index], expected != current[index] { throw conflict(.changed) }
                }
                guard change.operation == .update else { return }
                for (index, name) in shape.columns.enumerated() where kept.contains(name) && change.new[index] != nil {
                    keptValues.append((change.table, change.primaryKey, name, current[index] ?? .null))
                }
            }
        }
        try applyChecked(to: database)
        for kept in keptValues {
            try database.cachedStatement(tables.shapes[kept.table]!.updateSQL(column: kept.column))
                .run([kept.value] + kept.key)
        }
    }

    /// Applies what `apply` has checked. Foreign key actions are off
    /// meanwhile: the changeset already holds every row an ON DELETE CASCADE
    /// touched when it was recorded (the session sees cascaded deletes), and
    /// SQLite applies rows in no set order, so a group removed before a dish
    /// is moved out of it would take the dish along. The keys are checked
    /// whole afterwards instead (https://sqlite.org/pragma.html#pragma_foreign_key_check).
    private func applyChecked(to database: Database) throws {
        guard csqlite_enable_foreign_keys(database.handle, 0) == 0 else { throw database.error(sql: nil) }
        defer { _ = csqlite_enable_foreign_keys(database.handle, 1) }
        var refused: RowChange?
        let code = withUnsafeMutablePointer(to: &refused) { refusedPointer in
            bytes.withUnsafeBytes { buffer in
                sqlite3changeset_apply_v2(
                    database.handle, Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                    nil,
                    { context, kind, iterator in
                        // Every row was checked: a DATA conflict can only be a
                        // kept column, and the change goes ahead. A rule the
                        // schema holds (UNIQUE, a trigger) that still fails
                        // after SQLite's retries
                        // (https://sqlite.org/session/sqlite3changeset_apply.html) stops it all.
                        if kind == SQLITE_CHANGESET_DATA { return SQLITE_CHANGESET_REPLACE }
                        if let iterator, let context {
                            context.assumingMemoryBound(to: RowChange?.self).pointee = RowChange(iterator)
                        }
                        return SQLITE_CHANGESET_ABORT
                    },
                    refusedPointer, nil, nil, 0)
            }
        }
        if let refused {
            var shapes = TableShapes(database: database)
            let shape = try shapes.shape(of: refused.table)
            var row: [String: SQLValue] = [:]
            for (index, name) in shape.columns.enumerated() {
                if let value = refused.new[index] ?? refused.old[index] { row[name] = value }
            }
            throw ChangesetConflict(reason: .constraint, table: refused.table, primaryKey: refused.primaryKey, row: row)
        }
        guard code == SQLITE_OK else { throw database.error(sql: nil) }
        let orphaned = try database.cachedStatement("PRAGMA foreign_key_check").firstRow([]) { _ in true } ?? false
        if orphaned {
            throw SQLiteError(code: .SQLITE_CONSTRAINT, message: "the change would leave an entry whose group is missing")
        }
    }
}

/// The columns and primary key of the tables a changeset touches, read once.
private struct TableShapes {
    struct Shape {
        let table: String
        let columns: [String]
        let keyColumns: [String]

        func row(withKey key: [SQLValue], in database: Database) throws -> [SQLValue?]? {
            let condition = keyColumns.map { "\(quoted($0)) IS ?" }.joined(separator: " AND ")
            let sql = "SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(quoted(table)) WHERE \(condition)"
            return try database.cachedStatement(sql).firstRow(key) { row in
                (0..<Int32(columns.count)).map { row.value($0) }
            }
        }

        func updateSQL(column: String) -> String {
            let condition = keyColumns.map { "\(quoted($0)) IS ?" }.joined(separator: " AND ")
            return "UPDATE \(quoted(table)) SET \(quoted(column)) = ? WHERE \(condition)"
        }
    }

    let database: Database
    var shapes: [String: Shape] = [:]

    init(database: Database) { self.database = database }

    mutating func shape(of table: String) throws -> Shape {
        if let known = shapes[table] { return known }
        var columns: [(name: String, key: Int64)] = []
        try database.cachedStatement("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid")
            .forEachRow([.text(table)]) { columns.append(($0.text(0), $0.int(1))) }
        let shape = Shape(table: table, columns: columns.map(\.name),
                          keyColumns: columns.filter { $0.key > 0 }.sorted { $0.key < $1.key }.map(\.name))
        shapes[table] = shape
        return shape
    }
}

/// An SQL identifier in double quotes (https://sqlite.org/lang_keywords.html).
private func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacing("\"", with: "\"\"") + "\""
}
