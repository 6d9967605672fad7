import CSQLite

/// One connection to a SQLite file, in the shape of SwiftPM's `SQLite.swift`
/// and GRDB's `Database`: open with the settings every menuctl connection
/// needs, keep prepared statements, run transactions. Only `MenuStore` opens
/// one; nothing above MenuData sees it.
package final class Database {
    package enum Mode {
        /// Never writes; the file must exist.
        case readOnly
        /// Reads and writes a file that exists (a new one is made by
        /// `MenuStore` itself, aside, and linked into place).
        case readWrite
        /// Reads a file nobody can be writing, without locks or a `-shm`
        /// file (https://sqlite.org/uri.html#uriimmutable).
        case immutable
    }

    /// How long a writer waits for another writer before giving up with
    /// SQLITE_BUSY. SPEC 9 asks for at least 5 s.
    package static let busyTimeoutMilliseconds: Int32 = 5_000

    package let handle: OpaquePointer
    private var cachedStatements: [String: Statement] = [:]
    /// The statement last asked for by a `StatementText`, and the text: a
    /// batch asks for its insert line after line, and comparing the
    /// holder's identity costs less than hashing the statement's whole text
    /// for every line. Two fields, not a
    /// dictionary by identity: a dictionary of a new pair of types costs a
    /// lone `add-item` more, the first time, than it saves.
    private var lastText: StatementText?
    private var lastStatement: Statement?

    package init(path: String, mode: Mode) throws {
        var flags = SQLITE_OPEN_URI | SQLITE_OPEN_EXRESCODE
        var uri = Database.uri(for: path)
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .immutable:
            flags |= SQLITE_OPEN_READONLY
            uri += "?immutable=1"
        }
        handle = try Database.open(uri, flags: flags)
        isPrivate = false
    }

    /// Leaves the WAL as it is when this connection closes, for the next
    /// one: no checkpoint, no new log to make and sync. For the day's
    /// traffic (a till's sale), whose next write comes in a moment; any
    /// other write, or a reader that closes last, checkpoints it, and a
    /// commit past 1,000 pages does (https://sqlite.org/wal.html#ckpt).
    package func keepLogOnClose() {
        _ = csqlite_keep_wal_on_close(handle)
    }

    /// A private database in memory, for an empty menu or a copy to upgrade.
    package static func inMemory() throws -> Database {
        try Database(handle: Database.open(":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_EXRESCODE), isPrivate: true)
    }

    /// Whether this connection's database is its own, in memory: no file
    /// holds it and nobody else sees it, so it may be changed and dropped.
    package let isPrivate: Bool

    private init(handle: OpaquePointer, isPrivate: Bool) {
        self.handle = handle
        self.isPrivate = isPrivate
    }

    deinit {
        lastStatement = nil
        cachedStatements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// SQLite's process-wide settings, made once before its first use.
    private static let configured: Void = {
        _ = csqlite_skip_memory_status()
        _ = csqlite_allocate_from_block()
    }()

    /// Opens and configures a handle; on failure it is closed here, once,
    /// before any `Database` owns it.
    private static func open(_ filename: String, flags: Int32) throws -> OpaquePointer {
        _ = configured
        var opened: OpaquePointer?
        // NOMUTEX: a connection is used by one thread at a time (menuctl has
        // one), so SQLite need not lock it on every call
        // (https://sqlite.org/threadsafe.html); reading a row column by
        // column took a lock and an unlock per column.
        let code = sqlite3_open_v2(filename, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle = opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw SQLiteError(code: ResultCode(rawValue: code), message: message)
        }
        sqlite3_extended_result_codes(handle, 1)
        csqlite_wait_when_busy(handle, busyTimeoutMilliseconds)
        // Foreign keys are off by default and set per connection
        // (https://sqlite.org/foreignkeys.html#fk_enable).
        let pragma = sqlite3_exec(handle, "PRAGMA foreign_keys = ON", nil, nil, nil)
        guard pragma == SQLITE_OK else {
            let error = SQLiteError(code: ResultCode(rawValue: sqlite3_extended_errcode(handle)),
                                    message: String(cString: sqlite3_errmsg(handle)))
            sqlite3_close_v2(handle)
            throw error
        }
        return handle
    }

    /// A file name as a URI, so that SQLite never reads a name such as
    /// `file:x?mode=memory` as a URI of its own (Debian builds with
    /// SQLITE_USE_URI=1): SPEC 1 says a PATH is a file name, always. Every
    /// byte but ASCII letters, digits and `/._-` is written `%XX`, which
    /// SQLite decodes back to the same bytes (https://sqlite.org/uri.html).
    package static func uri(for path: String) -> String {
        // SQLite opens the name `:memory:` as a database in memory, URI or
        // not (https://sqlite.org/inmemorydb.html): a file of that name is
        // named by its folder, so what is written lasts (SPEC 1: a path is
        // a file name taken literally).
        let path = path == ":memory:" ? "./:memory:" : path
        var escaped = path.hasPrefix("/") ? "file://" : "file:"
        for byte in path.utf8 {
            let isPlain = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || "/._-".utf8.contains(byte)
            if isPlain {
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                escaped += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return escaped
    }

    package func error(sql: String?) -> SQLiteError {
        SQLiteError(code: ResultCode(rawValue: sqlite3_extended_errcode(handle)),
                    message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// Runs one or more statements that return nothing.
    package func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error(sql: sql) }
    }

    /// Whether the main schema has a table called `name` (a view is not
    /// one): a look-up in the schema SQLite has already parsed, not a
    /// statement that scans sqlite_schema, for the stores that read an
    /// older menu as it is (https://sqlite.org/c3ref/table_column_metadata.html).
    package func hasTable(_ name: String) -> Bool {
        sqlite3_table_column_metadata(handle, "main", name, nil, nil, nil, nil, nil, nil) == SQLITE_OK
    }

    /// A prepared statement for `sql`, cached for the connection's life: a
    /// batch of ten thousand lines prepares each statement once.
    package func cachedStatement(_ sql: String) throws -> Statement {
        if let cached = cachedStatements[sql] { return cached }
        let statement = try Statement(database: self, sql: sql)
        cachedStatements[sql] = statement
        return statement
    }

    /// The prepared statement for SQL held once for the program's life
    /// (`static let insertNode = StatementText("INSERT …")`): what a
    /// statement run for every line of a batch asks for.
    package func cachedStatement(_ text: StatementText) throws -> Statement {
        if text === lastText, let lastStatement { return lastStatement }
        let statement = try cachedStatement(text.sql)
        lastText = text
        lastStatement = statement
        return statement
    }

    package var lastInsertedID: Int64 { sqlite3_last_insert_rowid(handle) }
    package var changes: Int { Int(sqlite3_changes(handle)) }
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
    /// True when SQLite opened the file read-only (the user may not write it).
    package var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }
    /// Whether the main database lives in memory: its file name is empty
    /// (https://sqlite.org/c3ref/db_filename.html).
    package var isInMemory: Bool { sqlite3_db_filename(handle, "main").map { $0.pointee == 0 } ?? true }

    package static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    package enum TransactionKind: String {
        /// Takes the write lock at once. A deferred transaction that upgrades
        /// to a write can meet SQLITE_BUSY that no busy timeout cures
        /// (https://sqlite.org/lang_transaction.html, GRDB's `beginTransaction`).
        case immediate = "BEGIN IMMEDIATE"
        /// One snapshot for every query of a reader.
        case deferred = "BEGIN DEFERRED"
    }

    /// Runs `body` in one transaction: committed when it returns, rolled
    /// back when it throws, and the first error is the one rethrown.
    package func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        try execute(kind.rawValue)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // SQLite may have rolled back by itself
            // (https://sqlite.org/lang_transaction.html#response_to_errors_within_a_transaction).
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// A copy of this database in memory, made with the online backup API
    /// (https://sqlite.org/backup.html): a reader can upgrade the copy of an
    /// older menu and read it without changing the file.
    package func copyInMemory() throws -> Database {
        let copy = try Database.inMemory()
        try self.copy(into: copy)
        return copy
    }

    /// Every page of this database, as its open transaction (if any) sees
    /// it, into `copy`, in one step: a step that saw another connection's
    /// change midway would start over (https://sqlite.org/c3ref/backup_finish.html).
    package func copy(into copy: Database) throws {
        guard let backup = sqlite3_backup_init(copy.handle, "main", handle, "main") else { throw copy.error(sql: nil) }
        let code = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else { throw SQLiteError(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code))) }
    }
}

// A connection is used by one thread at a time; say so to the compiler.
@available(*, unavailable)
extension Database: Sendable {}

/// SQL text kept in a `static let`, so that a connection finds its prepared
/// statement by the holder's identity, not by hashing the text, when it is
/// the one asked for last.
package final class StatementText: Sendable {
    package let sql: String

    package init(_ sql: String) { self.sql = sql }
}
