import CSQLite

/// Taking back a changeset that only added rows (an import, a batch of
/// adds), the least way: no inverse is built, and no savepoint is opened.
/// Under a savepoint SQLite copies every page a change touches to a
/// statement journal first, in case it is rolled back
/// (https://sqlite.org/tempfiles.html#statement_journal_files): for an
/// import, every page of the menu. Instead every row is first checked as
/// the changeset holds it: read from its bytes, by one walk over the
/// table's rows in the range of their ids, compared as they are read; else
/// (or when the walk cannot tell) its values bound straight from the
/// changeset into checks of 16 rows. Only then do the rows go: as that
/// range when no other row lies in it, else by the keys kept from the
/// reading, 64 a statement. A row not as expected has so nothing to roll
/// back, and the caller applies the careful way, which says what stood in
/// the way.
extension Changeset {
    /// Takes out the rows this changeset inserted, when it holds nothing
    /// but inserts and every such row is there as it was inserted, compared
    /// as `apply` compares a row it takes out (`kept`, `uncompared` and
    /// `counting` columns left out). Gives the tables it changed, each with
    /// its number of columns, as `apply` gives them; nil, with nothing
    /// changed, when the changeset holds more than inserts or a row is not
    /// as expected, which `apply` then handles.
    package func takeOutAddedRows(from database: Database, keeping kept: Set<String>, uncompared: Set<String>,
                                  counting: Set<String>) throws -> [String: Int]? {
        guard !isEmpty else { return nil }
        var keys = try ForeignKeyCheck(database: database)
        // Foreign keys off meanwhile, as `apply` takes rows out: a group
        // taken out must not take along rows the changeset takes out
        // itself. Off before any statement is made: a DELETE made with them
        // on carries the cascades, and is made again when they go off.
        guard csqlite_enable_foreign_keys(database.handle, 0) == 0 else { throw database.error(sql: nil) }
        defer { _ = csqlite_enable_foreign_keys(database.handle, 1) }
        let added: [AddedRows]
        do {
            let before = keys
            var reading = try checkedAddedRowsByRecords(in: database, keeping: kept, uncompared: uncompared,
                                                        counting: counting, keys: &keys)
            if case .unreadable = reading {
                keys = before
                reading = try checkedAddedRows(in: database, keeping: kept, uncompared: uncompared,
                                               counting: counting, keys: &keys)
            }
            guard case .checked(let checked) = reading else { return nil }
            added = checked
        } catch is SQLiteError {
            // A changeset SQLite cannot read, or a table the menu lacks: the careful way tells.
            return nil
        }
        var widths: [String: Int] = [:]
        for rows in added {
            widths[rows.shape.table] = rows.shape.columns.count
            try rows.takeOut(from: database)
        }
        if let orphan = try keys.orphan() { throw SQLiteError(code: .SQLITE_CONSTRAINT, message: orphan) }
        return widths
    }

    /// What checking the rows found: every row there as added, with the
    /// keys to take them out by; a row no insert or not as it was added;
    /// or, read from the changeset's bytes, something those do not hold.
    private enum Checked {
        case checked([AddedRows])
        case notAsAdded
        case unreadable
    }

    /// Every row of the changeset checked against the database, with the
    /// keys to take them out by. Every row is noted as leaving in `keys`,
    /// for the foreign keys to be checked after.
    private func checkedAddedRows(in database: Database, keeping kept: Set<String>, uncompared: Set<String>,
                                  counting: Set<String>, keys: inout ForeignKeyCheck) throws -> Checked {
        var added: [AddedRows] = []
        var current: AddedRows?
        var expected = true
        try forEachRow { row in
            guard expected else { return }
            if row.table != current?.shape.table {
                guard let next = try AddedRows.of(row.table, after: current, in: &added, database: database, kept: kept,
                                                  uncompared: uncompared, counting: counting, keys: &keys)
                else { expected = false; return }
                current = next
            }
            guard let rows = current, row.operation == .insert, row.columnCount == rows.shape.columns.count,
                  try rows.check(row, in: database)
            else { expected = false; return }
            keys.noteRemoved(as: rows.parentKeys) { row.new($0) }
        }
        guard expected, try current?.checkRun() ?? true else { return .notAsAdded }
        return .checked(added)
    }

    /// `checkedAddedRows` reading the rows from the changeset's own bytes
    /// (`ChangesetRecords`), each value bound where it lies: the same rows,
    /// values and checks, without SQLite's copies of them.
    private func checkedAddedRowsByRecords(in database: Database, keeping kept: Set<String>, uncompared: Set<String>,
                                           counting: Set<String>, keys: inout ForeignKeyCheck) throws -> Checked {
        try bytes.withUnsafeBytes { buffer in
            var records = ChangesetRecords(buffer)
            var added: [AddedRows] = []
            // The checks hold values where they lie in `buffer`: let go of them before it goes.
            defer { for rows in added { rows.unbindChecks() } }
            var current: AddedRows?
            while true {
                switch records.next() {
                case .row: break
                case .end:
                    for rows in added { guard try rows.checkNoted(in: database, reading: buffer) else { return .notAsAdded } }
                    return .checked(added)
                case .notAnInsert: return .notAsAdded
                case .unreadable: return .unreadable
                }
                if records.table != current?.shape.table {
                    // Checked at the end, all of a table's rows at once.
                    guard let next = try AddedRows.of(records.table, after: nil, in: &added, database: database, kept: kept,
                                                      uncompared: uncompared, counting: counting, keys: &keys)
                    else { return .notAsAdded }
                    current = next
                }
                guard let rows = current, records.columnCount == rows.shape.columns.count else { return .notAsAdded }
                rows.note(records)
                keys.noteRemoved(as: rows.parentKeys) { records.value($0) }
            }
        }
    }
}

/// The rows a changeset added to one table: the keys to take them out by,
/// read from the changeset in its order, and the run of rows being checked.
private final class AddedRows {
    let shape: TableShape
    /// The key of each row, its columns one after the other.
    private var keys: [SQLValue] = []
    /// The check the run's rows are bound to, how many it holds, and how many are.
    private var run: (check: Statement, capacity: Int, rows: Int)?
    /// The checks and DELETEs made, with how many rows each holds: their
    /// SQL is made once, not for every run. (A few of them: not in a
    /// dictionary keyed by Int, whose first use in a command costs more
    /// than an undo of one dish, docs/performance.md.)
    private var checks: [(rows: Int, statement: Statement)] = []
    private var deletes: [(rows: Int, statement: Statement)] = []
    /// Where in the changeset's bytes each row read from them begins (`note`).
    private var noted: [Int] = []
    /// The ids the rows span, when no other row lies among them (`walk`).
    private var range: (Int64, Int64)?

    /// What rows of other tables may refer to in these (ForeignKeyCheck's).
    let parentKeys: [(Int, [Int])]

    init(_ shape: TableShape, parentKeys: [(Int, [Int])]) {
        self.shape = shape
        self.parentKeys = parentKeys
        // One row by its key: the table's own DELETE, made already.
        deletes = [(1, shape.delete)]
    }

    /// How many rows one check holds. Planning a statement grows with the
    /// square of its OR terms (64 rows cost nine times what 16 do to
    /// prepare); a table's first row is checked alone, so that undoing
    /// one dish plans no statement of 16.
    private static let rowsAChecked = 16
    /// How many rows one DELETE takes out.
    private static let rowsATakenOut = 64

    /// The rows of `table`, met after those of `current`: made the first
    /// time the table is met; nil when the run of `current` holds a row
    /// not as bound, or the table has no key.
    static func of(_ table: String, after current: AddedRows?, in added: inout [AddedRows], database: Database,
                   kept: Set<String>, uncompared: Set<String>, counting: Set<String>,
                   keys: inout ForeignKeyCheck) throws -> AddedRows? {
        guard try current?.checkRun() ?? true else { return nil }
        if let known = added.first(where: { $0.shape.table == table }) { return known }
        let shape = try TableShape(table, in: database, kept: kept, uncompared: uncompared, counting: counting)
        guard !shape.keyIndexes.isEmpty else { return nil }
        let rows = AddedRows(shape, parentKeys: try keys.parentKeys(of: table))
        added.append(rows)
        return rows
    }

    /// Binds `row` to the run's check, and keeps its key; false when a
    /// check of a full run finds a row not as bound.
    func check(_ row: ChangedRow, in database: Database) throws -> Bool {
        guard let (check, first) = try nextPlace(in: database) else { return false }
        for (offset, column) in shape.matchedColumns.enumerated() {
            var value: OpaquePointer?
            guard sqlite3changeset_new(row.iterator, Int32(column), &value) == SQLITE_OK, let value,
                  sqlite3_bind_value(check, first + Int32(offset), value) == SQLITE_OK
            else { return false }
            if offset < shape.keyIndexes.count { keys.append(SQLValue(value)) }
        }
        return true
    }

    /// Keeps the key of a row read from the changeset's bytes, and where
    /// the row lies, for `checkNoted`.
    func note(_ row: ChangesetRecords) {
        for column in shape.keyIndexes { keys.append(row.value(column)) }
        noted.append(row.rowStart)
    }

    /// Whether every row noted is there as the changeset holds it. By one
    /// walk over their range of ids when the table is keyed by one whole
    /// number and the ids lie close: the rows compared as it reads them,
    /// no statement per row and nothing bound. When the walk cannot tell
    /// (a row missing or not the same, a value `IS` might still find
    /// equal), the rows are bound to the checks of 16 as before, which
    /// decide.
    func checkNoted(in database: Database, reading bytes: UnsafeRawBufferPointer) throws -> Bool {
        if try walk(in: database, reading: bytes) { return true }
        var row = ChangesetRecords(bytes, columns: shape.columns.count)
        for start in noted {
            guard row.row(at: start) == .row, try check(row, in: database) else { return false }
        }
        return try checkRun()
    }

    /// The walk of `checkNoted`; true when it found every row as noted,
    /// and `range` then set when no other row lies among them.
    private func walk(in database: Database, reading bytes: UnsafeRawBufferPointer) throws -> Bool {
        guard shape.keyIndexes.count == 1, !noted.isEmpty, case .integer(var first) = keys[0] else { return false }
        var last = first
        for key in keys {
            guard case .integer(let id) = key else { return false }
            first = min(first, id)
            last = max(last, id)
        }
        // Far apart, the walk would read more rows than it checks.
        guard last - first < 4 * Int64(noted.count) else { return false }
        // Each id's place in `noted`, plus one; 0 where none is.
        var places = [Int32](repeating: 0, count: Int(last - first) + 1)
        for (place, key) in keys.enumerated() {
            guard case .integer(let id) = key, places[Int(id - first)] == 0 else { return false }
            places[Int(id - first)] = Int32(place + 1)
        }
        let columns = shape.matchedColumns
        let walk = try database.cachedStatement("SELECT " + columns.map { quoted(shape.columns[$0]) }.joined(separator: ", ")
            + " FROM \(quoted(shape.table)) WHERE \(quoted(shape.columns[columns[0]])) BETWEEN ? AND ?")
        sqlite3_reset(walk.handle)
        defer { sqlite3_reset(walk.handle) }
        guard sqlite3_bind_int64(walk.handle, 1, first) == SQLITE_OK, sqlite3_bind_int64(walk.handle, 2, last) == SQLITE_OK
        else { return false }
        var row = ChangesetRecords(bytes, columns: shape.columns.count)
        var found = 0, others = 0
        while try walk.step() {
            guard sqlite3_column_type(walk.handle, 0) == SQLITE_INTEGER else { return false }
            let id = sqlite3_column_int64(walk.handle, 0)
            guard id >= first && id <= last else { return false }
            let place = Int(places[Int(id - first)])
            guard place > 0 else { others += 1; continue }
            guard row.row(at: noted[place - 1]) == .row else { return false }
            for offset in 1..<columns.count {
                guard row.holds(columns[offset], in: walk.handle, at: Int32(offset)) else { return false }
            }
            found += 1
        }
        guard found == noted.count else { return false }
        range = others == 0 ? (first, last) : nil
        return true
    }

    /// The same as `check(_:in:)` for a row read from the changeset's bytes,
    /// its key kept already by `note`.
    func check(_ row: ChangesetRecords, in database: Database) throws -> Bool {
        guard let (check, first) = try nextPlace(in: database) else { return false }
        for (offset, column) in shape.matchedColumns.enumerated() {
            guard row.bind(column, to: check, at: first + Int32(offset)) else { return false }
        }
        return true
    }

    /// The check the next row is bound to, and the number of the row's
    /// first parameter; nil when a check of a full run finds a row not as bound.
    private func nextPlace(in database: Database) throws -> (OpaquePointer, Int32)? {
        if let run, run.rows == run.capacity { guard try checkRun() else { return nil } }
        if run == nil {
            let capacity = keys.isEmpty ? 1 : Self.rowsAChecked
            let check = try statement(checking: capacity, in: database)
            sqlite3_reset(check.handle)
            run = (check, capacity, 0)
        }
        guard let (check, capacity, rows) = run else { return nil }
        run = (check, capacity, rows + 1)
        return (check.handle, Int32(rows * shape.matchedColumns.count + 1))
    }

    /// Clears what the checks hold bound: values bound where they lay in
    /// a changeset must not outlive it in statements kept for the connection.
    func unbindChecks() {
        for (_, check) in checks { sqlite3_clear_bindings(check.handle) }
    }

    /// Runs the check the rows bound so far are in; false when one of them
    /// is not there as bound.
    func checkRun() throws -> Bool {
        guard let (check, capacity, rows) = run else { return true }
        run = nil
        // The places of a short run hold an earlier run's rows: their keys
        // are made NULL, which no key equals.
        let width = shape.matchedColumns.count
        for place in rows..<capacity {
            for offset in shape.keyIndexes.indices { sqlite3_bind_null(check.handle, Int32(place * width + offset + 1)) }
        }
        defer { sqlite3_reset(check.handle) }
        return try check.step() && check.int(0) == rows
    }

    /// Takes out every row: as one range of ids when the walk found no
    /// other row among them; else 64 a statement, and a table keyed by
    /// more than one column, one row a statement.
    func takeOut(from database: Database) throws {
        if let (first, last) = range {
            try database.cachedStatement("DELETE FROM \(quoted(shape.table)) WHERE \(quoted(shape.columns[shape.keyIndexes[0]]))"
                + " BETWEEN ? AND ?").run([.integer(first), .integer(last)])
            return
        }
        let width = shape.keyIndexes.count
        guard width == 1 else {
            for start in stride(from: 0, to: keys.count, by: width) { try shape.delete.run(Array(keys[start..<start + width])) }
            return
        }
        for start in stride(from: 0, to: keys.count, by: Self.rowsATakenOut) {
            let end = min(start + Self.rowsATakenOut, keys.count)
            let rows = end - start
            let delete = try deletes.first { $0.rows == rows }?.statement ?? {
                let marks = Array(repeating: "?", count: rows).joined(separator: ", ")
                let made = try database.cachedStatement(
                    "DELETE FROM \(quoted(shape.table)) WHERE \(quoted(shape.columns[shape.keyIndexes[0]])) IN (\(marks))")
                deletes.append((rows, made))
                return made
            }()
            try delete.run(Array(keys[start..<end]))
        }
    }

    /// The check of `rows` rows: how many are there as bound, each term
    /// naming the key and every value `apply` compares (NULL as NULL).
    private func statement(checking rows: Int, in database: Database) throws -> Statement {
        if let known = checks.first(where: { $0.rows == rows }) { return known.statement }
        let term = "(" + shape.matchedColumns.enumerated().map { offset, column in
            quoted(shape.columns[column]) + (offset < shape.keyIndexes.count ? " = ?" : " IS ?")
        }.joined(separator: " AND ") + ")"
        let terms = Array(repeating: term, count: rows).joined(separator: " OR ")
        let check = try database.cachedStatement("SELECT count(*) FROM \(quoted(shape.table)) WHERE \(terms)")
        checks.append((rows, check))
        return check
    }
}
