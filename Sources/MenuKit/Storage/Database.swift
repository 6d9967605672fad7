import CSQLite

/// One connection to a SQLite file, in the shape of SwiftPM's `SQLite.swift`
/// and GRDB's `Database`: open with the settings every menuctl connection
/// needs, prepare (and keep) statements, run transactions.
public final class Database {
    public enum Mode: Sendable {
        /// Never creates or changes the file; for `list`, `show`, `export`, `info`.
        case readOnly
        /// Creates the file when missing. (WAL is switched on by `useWriteAheadLog`.)
        case readWrite
    }

    /// How long a writer waits for another writer before giving up with
    /// SQLITE_BUSY. SPEC 9 asks for at least 5 s.
    public static let busyTimeoutMilliseconds: Int32 = 5_000

    let handle: OpaquePointer
    public let path: String
    private var statements: [String: Statement] = [:]

    public init(path: String, mode: Mode) throws {
        self.path = path
        switch mode {
        case .readWrite:
            handle = try Database.open(path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        case .readOnly:
            handle = try Database.openForReading(path)
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Database.busyTimeoutMilliseconds)
        do {
            // Foreign keys are off by default and set per connection
            // (https://sqlite.org/foreignkeys.html#fk_enable).
            try execute("PRAGMA foreign_keys = ON")
        } catch {
            statements.removeAll()
            sqlite3_close_v2(handle)
            throw error
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    private static func open(_ path: String, flags: Int32) throws -> OpaquePointer {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_EXRESCODE, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw SQLiteError(extendedCode: code, message: message)
        }
        return handle
    }

    /// A reader of a WAL database needs its `-shm` file, and cannot create one
    /// in a folder it may not write to. When nobody can write there, nobody
    /// can be changing the file either, so it is read as immutable
    /// (https://sqlite.org/wal.html#readonly, https://sqlite.org/uri.html#uriimmutable).
    private static func openForReading(_ path: String) throws -> OpaquePointer {
        let handle = try open(path, flags: SQLITE_OPEN_READONLY)
        let code = sqlite3_exec(handle, "SELECT count(*) FROM sqlite_schema", nil, nil, nil)
        let primary = code & 0xFF
        guard primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY else { return handle }
        sqlite3_close_v2(handle)
        return try open("file:\(uriEscaped(path))?immutable=1", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
    }

    /// A path as a URI filename: every byte but plain ASCII letters, digits
    /// and `/._-` written as `%XX`, which SQLite decodes back to the same
    /// bytes, so 菜单 or a `?` in a folder name survive.
    private static func uriEscaped(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-".unicodeScalars.contains(scalar)) {
                escaped.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                escaped += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return escaped
    }

    /// WAL lets readers go on while a writer works (https://sqlite.org/wal.html).
    /// The mode is stored in the file's header, so it is switched only after
    /// a command has committed: by then the file is known to be a menuctl
    /// database (someone else's file is never touched), and a new file that
    /// a failed first command leaves empty can be removed.
    public func useWriteAheadLog() throws {
        guard !usesWriteAheadLog else { return }
        try execute("PRAGMA journal_mode = WAL")
        usesWriteAheadLog = true
    }

    private var usesWriteAheadLog = false

    func error(_ code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(
            extendedCode: sqlite3_extended_errcode(handle),
            message: String(cString: sqlite3_errmsg(handle)),
            sql: sql
        )
    }

    /// Runs one or more statements that return nothing.
    public func execute(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }

    /// A prepared statement for `sql`, kept for the connection's life: a batch
    /// of ten thousand lines prepares each statement once.
    public func statement(_ sql: String) throws -> Statement {
        if let cached = statements[sql] { return cached }
        let statement = try Statement(database: self, sql: sql)
        statements[sql] = statement
        return statement
    }

    public var lastInsertedID: Int64 { sqlite3_last_insert_rowid(handle) }
    public var changes: Int { Int(sqlite3_changes(handle)) }
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    /// Runs `body` in a transaction that takes the write lock at once.
    ///
    /// A deferred transaction that upgrades to a write can meet SQLITE_BUSY
    /// that no busy timeout cures (https://sqlite.org/lang_transaction.html,
    /// GRDB's `beginTransaction`). Inside a transaction already open (a batch),
    /// `body` simply joins it.
    public func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // SQLite may have rolled back by itself (https://sqlite.org/lang_transaction.html#response_to_errors_within_a_transaction);
            // rethrow the first error either way.
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Runs `body` in a read transaction, so all its queries see one snapshot.
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        try execute("BEGIN DEFERRED")
        defer { if isInTransaction { try? execute("COMMIT") } }
        return try body()
    }
}
