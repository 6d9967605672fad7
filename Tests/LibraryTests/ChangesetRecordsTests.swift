import CSQLite
import Testing
@testable import SQLite

/// Undo reads an entry of inserts from its own bytes (`ChangesetRecords`),
/// not through SQLite's iterator: every value must read and bind as
/// SQLite's does, and anything but an insert must send the reading back.
@Suite struct ChangesetRecordsTests {
    /// What `statements` changed in a menu of two tables, one keyed by text.
    private func changeset(_ statements: [String]) throws -> Changeset {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE kept (id INTEGER PRIMARY KEY, value ANY) STRICT")
        try database.execute("CREATE TABLE note (code TEXT PRIMARY KEY, body TEXT)")
        try database.execute("INSERT INTO kept VALUES (100, 'there before')")
        return try database.transaction(.immediate) {
            let session = try Session(database: database)
            for statement in statements { try database.execute(statement) }
            return try session.changeset()
        }
    }

    private let everyKind = [
        "INSERT INTO kept VALUES (1, 42), (2, -7), (3, 1.5), (4, -1e300), (5, 'text'), (6, ''), (7, '菜 x'),"
            + " (8, x'00ff10'), (9, x''), (10, NULL), (9223372036854775807, -9223372036854775808)",
        "INSERT INTO note VALUES ('a', 'b'), ('', NULL)",
    ]

    /// Each row as its table and values, read by SQLite.
    private func readBySQLite(_ changeset: Changeset) throws -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        try changeset.forEachRow { row in
            rows.append([.text(row.table)] + (0..<row.columnCount).map { row.new($0) ?? .null })
        }
        return rows
    }

    /// The same read from the bytes, and how the reading ended.
    private func readFromBytes(_ changeset: Changeset) -> (rows: [[SQLValue]], end: ChangesetRecords.Step) {
        var rows: [[SQLValue]] = []
        let end = changeset.bytes.withUnsafeBytes { buffer in
            var records = ChangesetRecords(buffer)
            var step = records.next()
            while step == .row {
                rows.append([.text(records.table)] + (0..<records.columnCount).map { records.value($0) })
                step = records.next()
            }
            return step
        }
        return (rows, end)
    }

    @Test func everyKindOfValueReadsAsSQLiteReadsIt() throws {
        let changeset = try changeset(everyKind)
        let sqlite = try readBySQLite(changeset)
        #expect(sqlite.count == 13)
        #expect(readFromBytes(changeset).rows == sqlite)
        #expect(readFromBytes(changeset).end == .end)
    }

    /// Bound where it lies, a value is the one SQLite binds from its copy.
    @Test func everyKindOfValueBindsAsSQLiteBindsIt() throws {
        let changeset = try changeset(everyKind)
        let database = try Database.inMemory()
        let quoted = try Statement(database: database, sql: "SELECT quote(?1) || typeof(?1) AS bound")
        var fromSQLite: [String] = []
        try changeset.forEachRow { row in
            for column in 0..<row.columnCount {
                fromSQLite.append(try quoted.firstRow([row.new(column) ?? .null]) { $0.text("bound") } ?? "")
            }
        }
        var fromBytes: [String] = []
        try changeset.bytes.withUnsafeBytes { buffer throws in
            var records = ChangesetRecords(buffer)
            while records.next() == .row {
                for column in 0..<records.columnCount {
                    sqlite3_reset(quoted.handle)
                    #expect(records.bind(column, to: quoted.handle, at: 1))
                    let stepped = try quoted.step()
                    #expect(stepped)
                    fromBytes.append(quoted.text("bound"))
                }
            }
            sqlite3_reset(quoted.handle)
            sqlite3_clear_bindings(quoted.handle)
        }
        #expect(fromBytes == fromSQLite)
    }

    @Test func anUpdateOrADeleteIsNotAnInsert() throws {
        #expect(try readFromBytes(changeset(["UPDATE kept SET value = 1 WHERE id = 100"])).end == .notAnInsert)
        #expect(try readFromBytes(changeset(["DELETE FROM kept WHERE id = 100"])).end == .notAnInsert)
    }

    /// Bytes cut anywhere are never read as rows SQLite would not read.
    @Test func bytesCutShortAreUnreadable() throws {
        let whole = try changeset(everyKind)
        for length in 1..<whole.bytes.count {
            let cut = Changeset(bytes: Array(whole.bytes.prefix(length)))
            let (rows, end) = readFromBytes(cut)
            if end != .unreadable { #expect(try end == .end && rows == readBySQLite(cut), "cut at \(length)") }
        }
    }
}
