import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// A value SQLite stores for menuctl: whole numbers, text, or NULL; and,
/// for what another program or a history entry holds, reals and blobs.
package enum SQLValue: Sendable, Hashable {
    case integer(Int64)
    case text(String)
    case null
    case real(Double)
    case blob([UInt8])
}

/// SQLite copies bound text at once, so Swift may free its buffer after the call.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One prepared statement, finalized when it is released.
///
/// Public, with its column readers that `load()` calls for every row
/// inlinable: an inlinable function only `package` is still called
/// across the module, a call around each of SQLite's (swiftc 6.3).
public final class Statement {
    public let handle: OpaquePointer
    package let sql: String
    private unowned let database: Database
    /// Each result column's position by its name, read from SQLite the first
    /// time a row is read by name (see `Statement+Columns.swift`).
    var positionsByName: [String: Int32]?
    /// The names asked for, in the order a row's reader asks them, and the
    /// next one expected: what makes a read by name cost about what a read
    /// by position does. Only this statement's own reads touch them, one
    /// at a time, so the exclusivity checks of a class's property are spared.
    @exclusivity(unchecked) var askedNames: [(name: String, position: Int32)] = []
    @exclusivity(unchecked) var nextAsked = 0

    package init(database: Database, sql: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
        guard code == SQLITE_OK, let handle else {
            throw database.error(sql: sql)
        }
        self.handle = handle
        self.sql = sql
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to the parameters in order, after clearing earlier ones.
    @discardableResult
    package func bind(_ values: [SQLValue]) throws -> Statement {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            // With its length in bytes: text another program stored may hold
            // a zero byte, and -1 would end the text there.
            // The bytes where they lie: passing the String made a C string
            // of it, an allocation for every value bound.
            case .text(var text):
                code = text.withUTF8 { bytes in
                    sqlite3_bind_text64(handle, index, bytes.baseAddress, UInt64(bytes.count), transient, UInt8(SQLITE_UTF8))
                }
            case .null: code = sqlite3_bind_null(handle, index)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { sqlite3_bind_blob64(handle, index, $0.baseAddress, UInt64($0.count), transient) }
            }
            guard code == SQLITE_OK else { throw database.error(sql: sql) }
        }
        return self
    }

    /// Steps once: true while a row is ready to read.
    package func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.error(sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows.
    package func run(_ values: [SQLValue] = []) throws {
        try bind(values)
        while try step() {}
        sqlite3_reset(handle)
    }

    /// Calls `body` for every row.
    package func forEachRow(_ values: [SQLValue] = [], _ body: (Statement) throws -> Void) throws {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() { try body(self) }
    }

    /// The first row mapped by `body`, or nil when there is none.
    package func firstRow<T>(_ values: [SQLValue] = [], _ body: (Statement) throws -> T) throws -> T? {
        try bind(values)
        defer { sqlite3_reset(handle) }
        return try step() ? body(self) : nil
    }

    @inlinable public func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// The number, or nil for NULL. Read as a number first, and its type
    /// asked only when that is 0 (what NULL reads as): a row's parent and
    /// price are seldom 0, and each question is a call into SQLite.
    @inlinable public func optionalInt(_ column: Int32) -> Int64? {
        let number = sqlite3_column_int64(handle, column)
        return number != 0 || sqlite3_column_type(handle, column) != SQLITE_NULL ? number : nil
    }

    /// Whether the column is NULL, whatever type it would have.
    @inlinable public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    package func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// A column as whatever SQLite holds there.
    package func value(_ column: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: .integer(int(column))
        case SQLITE_FLOAT: .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT: .text(text(column))
        case SQLITE_BLOB: .blob(blob(column))
        default: .null
        }
    }

    package var columnCount: Int32 { sqlite3_column_count(handle) }

    /// Whether a text column holds exactly `text`, read in place: no
    /// String is made for a column that only tells one of a few words.
    package func textIs(_ column: Int32, _ text: StaticString) -> Bool {
        guard let bytes = sqlite3_column_text(handle, column),
              Int(sqlite3_column_bytes(handle, column)) == text.utf8CodeUnitCount else { return false }
        return memcmp(bytes, text.utf8Start, text.utf8CodeUnitCount) == 0
    }

    /// Which of two words a text column holds (0 or 1), or nil: the column
    /// is read once for both.
    package func textIs(_ column: Int32, oneOf first: StaticString, _ second: StaticString) -> Int? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        if count == first.utf8CodeUnitCount && memcmp(bytes, first.utf8Start, count) == 0 { return 0 }
        if count == second.utf8CodeUnitCount && memcmp(bytes, second.utf8Start, count) == 0 { return 1 }
        return nil
    }

    /// Which of two words a text column holds (0 or 1), 2 for any other
    /// text, nil for NULL: one read tells a row's kind and whether it has
    /// one at all, where a WHERE on it cost SQLite a comparison a row.
    package func word(_ column: Int32, among first: StaticString, _ second: StaticString) -> Int? {
        guard let bytes = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        if count == first.utf8CodeUnitCount && memcmp(bytes, first.utf8Start, count) == 0 { return 0 }
        if count == second.utf8CodeUnitCount && memcmp(bytes, second.utf8Start, count) == 0 { return 1 }
        return 2
    }

    /// Whether the column holds text, not another type read as text.
    package func isText(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_TEXT }

    /// Whether the column's text is valid UTF-8, as SPEC 2 wants a name;
    /// `text(_:)` would hide bad bytes behind U+FFFD.
    package func textIsUTF8(_ column: Int32) -> Bool {
        guard let bytes = sqlite3_column_text(handle, column) else { return true }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(validating: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self) != nil
    }

    /// The text, or nil when the column is NULL.
    package func optionalText(_ column: Int32) -> String? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : text(column)
    }

    @inlinable public func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

@available(*, unavailable)
extension Statement: Sendable {}
