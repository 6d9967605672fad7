import CSQLite

/// The quick way of `Changeset.apply`, for the changeset that
/// meets the menu as it expects, which is nearly every one: undoing an
/// import takes out a hundred thousand rows the changeset holds whole.
/// Such a row is not read back to be compared first, nor copied out of
/// the changeset: its DELETE is bound straight from the changeset's
/// values, names every value the changeset expects, and a DELETE that
/// finds no such row is a conflict. Rows taken out go as they are read;
/// those an update changes, and those brought in, after every row is
/// read. Anything unexpected answers false, and the caller rolls back and
/// applies the careful way, which says what stood in the way.
extension Changeset {
    /// An update's row as it is now: it goes out by key after every row
    /// was read, and comes back as the change leaves it.
    private typealias Removal = (shape: TableShape, key: [SQLValue], row: [SQLValue?])

    private typealias Arrival = (shape: TableShape, width: Int, row: [SQLValue], before: [SQLValue?]?)

    /// True when applied; false, part done, when a row was not as expected.
    func applyTrusting(to database: Database, keeping kept: Set<String>, uncompared: Set<String>,
                       counting: Set<String>, widths: inout [String: Int]) throws -> Bool {
        var shapes: [String: TableShape] = [:]
        var removals: [Removal] = []
        var arrivals: [Arrival] = []
        var keys = try ForeignKeyCheck(database: database)
        guard csqlite_enable_foreign_keys(database.handle, 0) == 0 else { throw database.error(sql: nil) }
        defer { _ = csqlite_enable_foreign_keys(database.handle, 1) }
        var expected = true
        // Rows come table by table: a table's shape is looked up when the table changes.
        var last: (table: String, shape: TableShape)?
        do {
            try forEachRow { row in
                guard expected else { return }
                if row.table != last?.table {
                    last = (row.table, try shapes[row.table] ?? TableShape(row.table, in: database, kept: kept, uncompared: uncompared, counting: counting))
                    shapes[row.table] = last?.shape
                    // Every row goes this way only as wide as its table.
                    widths[row.table] = last?.shape.columns.count
                }
                guard let shape = last?.shape else { return }
                // A change recorded before a migration added columns: the careful way.
                guard row.columnCount == shape.columns.count else { expected = false; return }
                switch row.operation {
                case .insert:
                    arrivals.append((shape, row.columnCount, (0..<row.columnCount).map { row.new($0) ?? .null }, nil))
                case .delete:
                    expected = try take(row, shape: shape, from: database, keys: &keys)
                case .update:
                    expected = try noteUpdate(row.change, shape: shape, removals: &removals, arrivals: &arrivals)
                }
            }
            guard expected else { return false }
            for (shape, key, row) in removals {
                try shape.delete.run(key)
                try keys.noteRemoved(from: shape.table) { row[$0] }
            }
            for (shape, width, row, before) in arrivals {
                try shape.insert(width: width).run(row)
                try keys.noteArrived(row, width: width, before: before, in: shape.table)
            }
        } catch is SQLiteError {
            return false
        }
        return try keys.orphan() == nil
    }

    /// An update: its row as it is now must hold what the change started
    /// from; it goes out and comes back as the change leaves it.
    private func noteUpdate(_ change: RowChange, shape: TableShape,
                            removals: inout [Removal], arrivals: inout [Arrival]) throws -> Bool {
        let key = shape.key(of: change.old.map { $0 ?? .null })
        guard let current = try shape.row(withKey: key) else { return false }
        for index in 0..<change.columnCount where !shape.isNotCompared[index] {
            if let expected = change.old[index], expected != current[index] { return false }
        }
        removals.append((shape, key, current))
        arrivals.append((shape, shape.columns.count, shape.updated(current, by: change).map { $0 ?? .null }, current))
        return true
    }

    /// Takes out the row a delete of the changeset names, its values bound
    /// from the changeset as they are; false when no row held them.
    private func take(_ row: ChangedRow, shape: TableShape, from database: Database, keys: inout ForeignKeyCheck) throws -> Bool {
        let statement = shape.deleteMatching
        sqlite3_reset(statement.handle)
        for (parameter, column) in shape.matchedColumns.enumerated() {
            var value: OpaquePointer?
            guard sqlite3changeset_old(row.iterator, Int32(column), &value) == SQLITE_OK, let value,
                  sqlite3_bind_value(statement.handle, Int32(parameter + 1), value) == SQLITE_OK
            else { return false }
        }
        defer { sqlite3_reset(statement.handle) }
        while try statement.step() {}
        guard database.changes == 1 else { return false }
        try keys.noteRemoved(from: shape.table) { row.old($0) }
        return true
    }
}
