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
    /// compared: what the changeset sets there wins.
    ///
    /// SQLite's own apply is not used: it applies rows one at a time in no
    /// set order and retries those a UNIQUE constraint refuses, which cannot
    /// untangle a rotation (three dishes trading positions) and lets an ON
    /// DELETE CASCADE take along a dish that a later row moves out of a
    /// group. Instead every row the changeset touches is taken out first and
    /// the rows of the final state are put in after: each step is then a part
    /// of that final state, which broke no constraint when it was recorded.
    package func apply(to database: Database, keeping kept: Set<String>, uncompared: Set<String> = []) throws {
        guard !isEmpty else { return }
        var shapes = TableShapes(database: database)
        var removals: [(TableShapes.Shape, [SQLValue])] = []
        var arrivals: [(TableShapes.Shape, [SQLValue])] = []
        // Every row is checked before anything changes.
        try forEachChange { change in
            let shape = try shapes.shape(of: change.table)
            // A change recorded before a migration added columns at the end
            // of its table (ALTER TABLE ADD COLUMN) covers the columns it
            // knew: those are compared and changed; the later ones keep
            // their values, or take their defaults in a row brought back.
            let width = change.columnCount
            guard width <= shape.columns.count, shape.keyIndexes.allSatisfy({ $0 < width }) else {
                throw ChangesetConflict(reason: .otherColumns, table: change.table, primaryKey: [], row: [:])
            }
            let key = shape.key(of: (change.operation == .insert ? change.new : change.old).map { $0 ?? .null })
            let current = try shape.row(withKey: key, in: database)
            func conflict(_ reason: ChangesetConflict.Reason) -> ChangesetConflict {
                let values = current ?? (change.operation == .insert ? change.new : change.old)
                return ChangesetConflict(reason: reason, table: change.table, primaryKey: key, row: shape.named(values))
            }
            switch (change.operation, current) {
            case (.insert, nil):
                arrivals.append((shape.prefix(width), change.new.map { $0 ?? .null }))
            case (.insert, _?): throw conflict(.present)
            case (_, nil): throw conflict(.missing)
            case (_, let current?):
                for (index, name) in shape.columns.prefix(width).enumerated() where !kept.contains(name) && !uncompared.contains(name) {
                    if let expected = change.old[index], expected != current[index] { throw conflict(.changed) }
                }
                removals.append((shape, key))
                if change.operation == .update {
                    let final = shape.columns.indices.map { index in
                        kept.contains(shape.columns[index]) || index >= width ? current[index] : (change.new[index] ?? current[index])
                    }
                    arrivals.append((shape, final.map { $0 ?? .null }))
                }
            }
        }
        // Foreign keys are off meanwhile, so that taking a group out does not
        // cascade to what it holds; the keys are checked whole at the end
        // (https://sqlite.org/pragma.html#pragma_foreign_key_check), against
        // what was broken before: a row another program left pointing
        // nowhere is `check`'s to report, not a reason to refuse every undo.
        let brokenBefore = try Self.brokenKeys(in: database)
        guard csqlite_enable_foreign_keys(database.handle, 0) == 0 else { throw database.error(sql: nil) }
        defer { _ = csqlite_enable_foreign_keys(database.handle, 1) }
        for (shape, key) in removals {
            try database.cachedStatement(shape.deleteSQL).run(key)
        }
        for (shape, row) in arrivals {
            do {
                try database.cachedStatement(shape.insertSQL).run(row)
            } catch let error as SQLiteError where error.code.isA(.SQLITE_CONSTRAINT) {
                let taken = error.code == .SQLITE_CONSTRAINT_UNIQUE
                throw ChangesetConflict(reason: .constraint(taken ? nil : error.message), table: shape.table,
                                        primaryKey: shape.key(of: row), row: shape.named(row))
            }
        }
        for (key, count) in try Self.brokenKeys(in: database) where count > brokenBefore[key, default: 0] {
            let message = key.table == "menu_node" ? "the change would leave an entry whose group is missing"
                : "the change would leave a row of \(key.table) that belongs to a row of \(key.parent) no longer there"
                    // Named when no row broke it before, so the row is this change's.
                    + (brokenBefore[key] != nil ? "" : (try? Self.brokenValue(of: key, in: database)).flatMap { $0 }.map { " (\($0))" } ?? "")
            throw SQLiteError(code: .SQLITE_CONSTRAINT, message: message)
        }
    }

    /// How many rows of each table break each of its foreign keys.
    private struct BrokenKey: Hashable {
        let table: String
        let parent: String
        let key: Int64
    }

    /// `node_id 4`: the value of a row breaking `key`, when the key is one column.
    private static func brokenValue(of key: BrokenKey, in database: Database) throws -> String? {
        var columns: [(from: String, to: String)] = []
        try database.cachedStatement("SELECT \"from\", \"to\" FROM pragma_foreign_key_list(?) WHERE id = ?")
            .forEachRow([.text(key.table), .integer(key.key)]) { columns.append(($0.text(0), $0.text(1))) }
        guard columns.count == 1 else { return nil }
        let (from, to) = (quoted(columns[0].from), quoted(columns[0].to))
        return try database.statement("""
            SELECT \(from) FROM \(quoted(key.table)) WHERE \(from) IS NOT NULL
            AND \(from) NOT IN (SELECT \(to) FROM \(quoted(key.parent))) LIMIT 1
            """).firstRow { "\(columns[0].from) \($0.text(0))" }
    }

    private static func brokenKeys(in database: Database) throws -> [BrokenKey: Int] {
        var broken: [BrokenKey: Int] = [:]
        try database.cachedStatement("PRAGMA foreign_key_check").forEachRow { row in
            broken[BrokenKey(table: row.text(0), parent: row.text(2), key: row.int(3)), default: 0] += 1
        }
        return broken
    }
}

/// The columns and primary key of the tables a changeset touches, read once.
private struct TableShapes {
    package struct Shape {
        package let table: String
        package let columns: [String]
        /// Indexes of the primary key's columns, in the key's order.
        package let keyIndexes: [Int]

        private var keyCondition: String {
            keyIndexes.map { "\(quoted(columns[$0])) = ?" }.joined(separator: " AND ")
        }

        package var deleteSQL: String { "DELETE FROM \(quoted(table)) WHERE \(keyCondition)" }

        package var insertSQL: String {
            "INSERT INTO \(quoted(table)) (\(columns.map(quoted).joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
        }

        package func row(withKey key: [SQLValue], in database: Database) throws -> [SQLValue?]? {
            let sql = "SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(quoted(table)) WHERE \(keyCondition)"
            return try database.cachedStatement(sql).firstRow(key) { row in
                (0..<Int32(columns.count)).map { row.value($0) }
            }
        }

        package func key(of row: [SQLValue]) -> [SQLValue] { keyIndexes.map { row[$0] } }

        /// The table as a change recorded with its first `width` columns
        /// writes it: a row inserted so takes the defaults of the rest.
        package func prefix(_ width: Int) -> Shape {
            width == columns.count ? self : Shape(table: table, columns: Array(columns.prefix(width)), keyIndexes: keyIndexes)
        }

        package func named(_ values: [SQLValue?]) -> [String: SQLValue] {
            var row: [String: SQLValue] = [:]
            for (index, name) in columns.enumerated() where index < values.count {
                if let value = values[index] { row[name] = value }
            }
            return row
        }
    }

    package let database: Database
    package var shapes: [String: Shape] = [:]

    package init(database: Database) { self.database = database }

    package mutating func shape(of table: String) throws -> Shape {
        if let known = shapes[table] { return known }
        var columns: [(name: String, key: Int64)] = []
        try database.cachedStatement("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid")
            .forEachRow([.text(table)]) { columns.append(($0.text(0), $0.int(1))) }
        let keyIndexes = columns.indices.filter { columns[$0].key > 0 }.sorted { columns[$0].key < columns[$1].key }
        let shape = Shape(table: table, columns: columns.map(\.name), keyIndexes: keyIndexes)
        shapes[table] = shape
        return shape
    }
}

/// An SQL identifier in double quotes (https://sqlite.org/lang_keywords.html).
private func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacing("\"", with: "\"\"") + "\""
}
