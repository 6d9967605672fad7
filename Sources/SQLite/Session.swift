import CSQLite

/// Watches one write transaction and hands back what it changed as a
/// changeset: SQLite's session extension (https://sqlite.org/sessionintro.html).
/// It records every table that has a primary key, whatever its columns, so a
/// migration that adds columns or tables is recorded without a change here;
/// only menuctl's own bookkeeping is left out.
package final class Session {
    /// Tables a session never records: the migration ledger, the history
    /// itself (an undo must not undo the record of what it undid), and
    /// find's search keys, which the triggers mark and each write rebuilds
    /// from the names as they are after it, undo's included; and the
    /// business day's record, which the day's turn moves on and no undo
    /// moves back; and photos' masters, kept once by their digest, whose
    /// megabytes would otherwise go into every entry that sets a photo
    /// (node_photo, which names them, is recorded).
    package static let bookkeeping = ["menuctl_migration", "menu_history", "search_bucket", "search_pending", "service_day", "photo_master"]

    private let handle: OpaquePointer

    package init(database: Database) throws {
        var session: OpaquePointer?
        let code = sqlite3session_create(database.handle, "main", &session)
        guard code == SQLITE_OK, let session else {
            throw SQLiteError(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
        }
        handle = session
        // NULL attaches every table, now and later in the transaction; the
        // filter is asked once per table (https://sqlite.org/session/sqlite3session_table_filter.html).
        sqlite3session_table_filter(handle, { _, table in
            guard let table else { return 0 }
            let name = String(cString: table)
            return Session.bookkeeping.contains(name) ? 0 : 1
        }, nil)
        guard sqlite3session_attach(handle, nil) == SQLITE_OK else {
            sqlite3session_delete(handle)
            throw database.error(sql: nil)
        }
    }

    deinit { sqlite3session_delete(handle) }

    /// Everything recorded so far, each row once with its values before and
    /// after (https://sqlite.org/session/sqlite3session_changeset.html).
    package func changeset() throws -> Changeset {
        var size: Int32 = 0
        var bytes: UnsafeMutableRawPointer?
        let code = sqlite3session_changeset(handle, &size, &bytes)
        defer { sqlite3_free(bytes) }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
        }
        guard let bytes, size > 0 else { return Changeset(bytes: []) }
        return Changeset(bytes: Array(UnsafeRawBufferPointer(start: bytes, count: Int(size))))
    }

    /// Makes the changeset a piece at a time, handing each piece to
    /// `output` in order, and returns how many bytes it made: the same
    /// bytes `changeset()` gives, never all of them in memory at once
    /// (https://sqlite.org/session/sqlite3session_changeset_strm.html).
    /// SQLite hands over about a kibibyte at a time.
    package func writeChangeset(_ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Int {
        try withoutActuallyEscaping(output) { output in
            let sink = ChangesetSink(output)
            let code = withExtendedLifetime(sink) {
                sqlite3session_changeset_strm(handle, { context, bytes, count in
                    let sink = Unmanaged<ChangesetSink>.fromOpaque(context!).takeUnretainedValue()
                    return sink.take(UnsafeRawBufferPointer(start: bytes, count: Int(count)))
                }, Unmanaged.passUnretained(sink).toOpaque())
            }
            if let error = sink.error { throw error }
            guard code == SQLITE_OK else { throw Changeset.error(code) }
            return sink.written
        }
    }
}

/// Where SQLite's pieces go: the body they are handed to, how many bytes
/// it took, and the first error it threw, which stops SQLite.
private final class ChangesetSink {
    let output: (UnsafeRawBufferPointer) throws -> Void
    var written = 0
    var error: (any Error)?

    init(_ output: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.output = output }

    func take(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        do {
            try output(bytes)
            written += bytes.count
            return SQLITE_OK
        } catch {
            self.error = error
            return SQLITE_ABORT
        }
    }
}

@available(*, unavailable)
extension Session: Sendable {}
