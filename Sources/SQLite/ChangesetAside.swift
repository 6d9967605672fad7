import CSQLite

/// A changeset as a session makes it, kept until it is stored: in memory
/// while it is small, and past `pieceSize` in pieces in a table of the
/// connection's temporary database, which SQLite keeps in a file of its own
/// beyond a few pages (https://sqlite.org/tempfiles.html). An import of a
/// million rows makes a changeset of about 80 MB; kept aside, it is never
/// in memory whole: it is read back from its pieces to be counted, then
/// copied piece by piece into the blob that keeps it (`write(into:)`).
///
/// Its pieces go when `discard()` is called or the transaction rolls back.
package final class ChangesetAside {
    /// The most bytes kept in memory, and the size of a piece kept aside.
    package static let pieceSize = 64 * 1024

    private let database: Database
    /// The whole changeset, when it stayed within one piece.
    package private(set) var inMemory: Changeset?
    /// How many bytes the changeset holds.
    package private(set) var count = 0
    /// How many pieces are in the temporary table.
    private var pieces = 0

    /// Makes the changeset of what `session` recorded, once: a changeset
    /// is as costly to make as its rows are to look up.
    package init(from session: Session, in database: Database) throws {
        self.database = database
        var piece: [UInt8] = []
        count = try session.writeChangeset { bytes in
            if piece.count + bytes.count > Self.pieceSize && !piece.isEmpty {
                try keepAside(piece)
                piece.removeAll(keepingCapacity: true)
            }
            piece.append(contentsOf: bytes)
        }
        if pieces == 0 {
            inMemory = Changeset(bytes: piece)
        } else if !piece.isEmpty {
            try keepAside(piece)
        }
    }

    /// Calls `body` with every row of the changeset, in its order.
    package func forEachRow(_ body: (ChangedRow) throws -> Void) throws {
        if let inMemory { return try inMemory.forEachRow(body) }
        var rest: [UInt8] = []
        var used = 0
        let next = try database.cachedStatement("SELECT bytes FROM temp.changeset_piece ORDER BY number").bind([])
        defer { sqlite3_reset(next.handle) }
        try Changeset.forEachRow(reading: { buffer in
            if used == rest.count {
                guard try next.step() else { return 0 }
                rest = next.blob("bytes")
                used = 0
            }
            let count = min(buffer.count, rest.count - used)
            rest.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[used..<(used + count)])) }
            used += count
            return count
        }, body)
    }

    /// The pieces kept aside, in order, one a row (`bytes`); the caller
    /// resets the statement when done.
    func piecesInOrder() throws -> Statement {
        try database.cachedStatement("SELECT bytes FROM temp.changeset_piece ORDER BY number").bind([])
    }

    /// Writes the changeset into `blob`, which holds `count` bytes.
    package func write(into blob: Blob) throws {
        guard blob.count == count else { throw Changeset.error(SQLITE_MISUSE) }
        if let inMemory { return try inMemory.bytes.withUnsafeBytes { try blob.write($0, at: 0) } }
        var offset = 0
        try database.cachedStatement("SELECT bytes FROM temp.changeset_piece ORDER BY number").forEachRow { row in
            let piece = row.blob("bytes")
            try piece.withUnsafeBytes { try blob.write($0, at: offset) }
            offset += piece.count
        }
    }

    /// Removes the pieces kept aside.
    package func discard() throws {
        guard pieces > 0 else { return }
        try database.cachedStatement("DELETE FROM temp.changeset_piece").run()
        pieces = 0
    }

    /// Stores one piece in the temporary table, made the first time. Its
    /// pages are freed without being overwritten: the file is SQLite's own
    /// and goes when the connection closes (https://sqlite.org/pragma.html#pragma_secure_delete).
    private func keepAside(_ piece: [UInt8]) throws {
        if pieces == 0 {
            try database.execute("""
                CREATE TEMP TABLE IF NOT EXISTS changeset_piece (number INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
                PRAGMA temp.secure_delete = OFF
                """)
        }
        try database.cachedStatement("INSERT INTO temp.changeset_piece (number, bytes) VALUES (?, ?)")
            .run([.integer(Int64(pieces)), .blob(piece)])
        pieces += 1
    }
}

@available(*, unavailable)
extension ChangesetAside: Sendable {}
