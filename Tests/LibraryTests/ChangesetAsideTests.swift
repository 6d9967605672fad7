import Testing
@testable import SQLite

/// A changeset kept aside as a session makes it (issue 35): a small one in
/// memory, a big one in pieces in the temporary database; either way the
/// bytes the session makes in one piece, counted and stored unchanged.
@Suite struct ChangesetAsideTests {
    /// A database with one table, and `rows` added to it in a transaction
    /// watched by a session; `body` is given the session before the commit.
    private func recorded<T>(_ names: [String], _ body: (Database, Session) throws -> T) throws -> T {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE dish (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price_fen INTEGER)")
        return try database.transaction(.immediate) {
            let session = try Session(database: database)
            let insert = try Statement(database: database, sql: "INSERT INTO dish (name, price_fen) VALUES (?, ?)")
            for (number, name) in names.enumerated() { try insert.run([.text(name), .integer(Int64(number) * 100)]) }
            return try body(database, session)
        }
    }

    /// Every row of a walk as text: table, operation, and the new values.
    private func rows(_ forEachRow: ((ChangedRow) throws -> Void) throws -> Void) throws -> [String] {
        var rows: [String] = []
        try forEachRow { row in
            rows.append("\(row.table) \(row.operation) " + (0..<row.columnCount).map { "\(row.new($0).map { "\($0)" } ?? "nil")" }
                .joined(separator: " "))
        }
        return rows
    }

    /// The bytes `aside` writes into a blob made for them.
    private func stored(_ aside: ChangesetAside, in database: Database) throws -> [UInt8] {
        try database.execute("CREATE TABLE kept (bytes BLOB NOT NULL)")
        try Statement(database: database, sql: "INSERT INTO kept (rowid, bytes) VALUES (1, zeroblob(?))").run([.integer(Int64(aside.count))])
        try aside.write(into: Blob(database: database, table: "kept", column: "bytes", row: 1))
        return try Statement(database: database, sql: "SELECT bytes FROM kept").firstRow { $0.blob("bytes") } ?? []
    }

    private func piecesAside(_ database: Database) throws -> Int64? {
        try Statement(database: database, sql: "SELECT count(*) AS pieces FROM temp.changeset_piece").firstRow { $0.int("pieces") }
    }

    @Test func aSmallChangesetStaysInMemoryAsTheSessionMakesIt() throws {
        try recorded(["宫保鸡丁", "回锅肉"]) { database, session in
            let whole = try session.changeset()
            let aside = try ChangesetAside(from: session, in: database)
            #expect(aside.inMemory == whole && aside.count == whole.bytes.count && !whole.isEmpty)
            #expect(try stored(aside, in: database) == whole.bytes)
            #expect(try rows(aside.forEachRow) == rows(whole.forEachRow))
            #expect(throws: (any Error).self, "no temporary table was made") { try piecesAside(database) }
        }
    }

    /// Five thousand rows, one of them with a name longer than a piece:
    /// pieces of every size, and the bytes come back as the session made them.
    @Test func aBigChangesetIsKeptAsideInPiecesAndStoredByteForByte() throws {
        let names = (1...5_000).map { $0 == 2_500 ? String(repeating: "辣", count: 40_000) : "菜\($0)" }
        try recorded(names) { database, session in
            let whole = try session.changeset()
            let aside = try ChangesetAside(from: session, in: database)
            #expect(aside.inMemory == nil && aside.count == whole.bytes.count && whole.bytes.count > 3 * ChangesetAside.pieceSize)
            #expect(try piecesAside(database).map { $0 >= 3 } == true)
            let walked = try rows(aside.forEachRow)
            let rowsOfWhole = try rows(whole.forEachRow)
            #expect(walked.count == 5_000 && walked == rowsOfWhole)
            #expect(try stored(aside, in: database) == whole.bytes)
            try aside.discard()
            #expect(try piecesAside(database) == 0)
        }
    }

    @Test func anEmptyChangesetIsEmpty() throws {
        try recorded([]) { database, session in
            let aside = try ChangesetAside(from: session, in: database)
            #expect(aside.inMemory == Changeset(bytes: []) && aside.count == 0)
        }
    }

    /// What stops the output stops SQLite, and comes out as it was thrown.
    @Test func anOutputThatFailsStopsTheChangeset() throws {
        struct Full: Error, Equatable {}
        try recorded((1...2_000).map { "菜\($0)" }) { _, session in
            var pieces = 0
            #expect(throws: Full()) {
                _ = try session.writeChangeset { _ in
                    pieces += 1
                    if pieces == 2 { throw Full() }
                }
            }
            #expect(pieces == 2)
            let count = try session.changeset().bytes.count
            #expect(try session.writeChangeset { _ in } == count, "the session can still make it")
        }
    }
}
