import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// A changeset of inserts read straight from its bytes, in the format
/// SQLite sets out in sqlite3session.h ("CHANGESET FORMAT"): each table's
/// header (`T`, its number of columns as a varint, a byte a column saying
/// whether it is in the key, its name and a zero byte), then its rows, each
/// the operation (an insert is 18), a byte saying whether the change was
/// indirect, and a value a column: a byte of its type, then for a whole
/// number or a real 8 bytes, big-endian; for text or a blob its length as a
/// varint and its bytes; for NULL nothing.
///
/// SQLite's own iterator makes an `sqlite3_value` of every value and a copy
/// of every text, and binding one copies the text again: for an undone
/// import that was most of what the check of its rows cost beyond the
/// check itself. Here a value is bound where it lies in the changeset.
/// Anything but a well-formed insert or a table's header is `unreadable`,
/// and the caller then reads the changeset through SQLite, as before.
struct ChangesetRecords {
    enum Step { case row, end, notAnInsert, unreadable }

    private let bytes: UnsafeRawBufferPointer
    private var at = 0
    /// The table of the row read last, and how many columns it has.
    private(set) var table = ""
    private(set) var columnCount = 0
    /// Where each value of the row read last begins: at its type.
    private var starts: [Int] = []

    /// Where the row read last begins, for `row(at:)`.
    private(set) var rowStart = 0

    /// `bytes` must outlive every statement a value is bound to.
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// For reading again, by `row(at:)`, rows of a table of `columns` columns.
    init(_ bytes: UnsafeRawBufferPointer, columns: Int) {
        self.bytes = bytes
        columnCount = columns
        starts = Array(repeating: 0, count: columns)
    }

    /// Reads the next row.
    mutating func next() -> Step {
        while at < bytes.count && bytes[at] == UInt8(ascii: "T") {
            guard readHeader() else { return .unreadable }
        }
        guard at < bytes.count else { return .end }
        guard columnCount > 0 else { return .unreadable }
        return readRow()
    }

    /// Reads again the row that began at `offset` (`rowStart` when it was
    /// read), of the table read last or of `init(_:columns:)`'s.
    mutating func row(at offset: Int) -> Step {
        at = offset
        return readRow()
    }

    private mutating func readRow() -> Step {
        guard at + 1 < bytes.count else { return .unreadable }
        rowStart = at
        switch Int32(bytes[at]) {
        case SQLITE_INSERT: break
        case SQLITE_UPDATE, SQLITE_DELETE: return .notAnInsert
        default: return .unreadable
        }
        at += 2
        for column in 0..<columnCount {
            guard at < bytes.count else { return .unreadable }
            starts[column] = at
            at += 1
            switch Int32(bytes[at - 1]) {
            case SQLITE_INTEGER, SQLITE_FLOAT: at += 8
            case SQLITE_TEXT, SQLITE_BLOB:
                guard let count = Self.varint(in: bytes, at: &at) else { return .unreadable }
                at += count
            case SQLITE_NULL: break
            default: return .unreadable
            }
            guard at <= bytes.count else { return .unreadable }
        }
        return .row
    }

    /// A table's header; false when it is not one SQLite would read.
    private mutating func readHeader() -> Bool {
        at += 1
        guard let count = Self.varint(in: bytes, at: &at), count > 0, count <= 65_536, count < bytes.count - at
        else { return false }
        // The key's flags are passed over: the menu's own key is the one used.
        at += count
        guard let end = bytes[at...].firstIndex(of: 0) else { return false }
        table = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[at..<end]), as: UTF8.self)
        at = end + 1
        columnCount = count
        starts = Array(repeating: 0, count: count)
        return true
    }

    /// Binds the row's value of `column` to `parameter` of `statement` where
    /// it lies, unless it is a number: SQLITE_STATIC, no copy made.
    func bind(_ column: Int, to statement: OpaquePointer, at parameter: Int32) -> Bool {
        let start = starts[column]
        let code: Int32
        switch Int32(bytes[start]) {
        case SQLITE_INTEGER: code = sqlite3_bind_int64(statement, parameter, integer(at: start + 1))
        case SQLITE_FLOAT: code = sqlite3_bind_double(statement, parameter, Double(bitPattern: UInt64(bitPattern: integer(at: start + 1))))
        case SQLITE_TEXT:
            let (first, count) = span(at: start + 1)
            code = sqlite3_bind_text(statement, parameter, first.assumingMemoryBound(to: CChar.self), Int32(count), nil)
        case SQLITE_BLOB:
            let (first, count) = span(at: start + 1)
            code = sqlite3_bind_blob(statement, parameter, first, Int32(count), nil)
        default: code = sqlite3_bind_null(statement, parameter)
        }
        return code == SQLITE_OK
    }

    /// The row's value of `column`, as `SQLValue(_:)` copies one out of
    /// SQLite's iterator (which makes a NaN NULL).
    func value(_ column: Int) -> SQLValue {
        let start = starts[column]
        switch Int32(bytes[start]) {
        case SQLITE_INTEGER: return .integer(integer(at: start + 1))
        case SQLITE_FLOAT:
            let number = Double(bitPattern: UInt64(bitPattern: integer(at: start + 1)))
            return number.isNaN ? .null : .real(number)
        case SQLITE_TEXT:
            let (first, count) = span(at: start + 1)
            return .text(String(decoding: UnsafeRawBufferPointer(start: first, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let (first, count) = span(at: start + 1)
            return .blob(Array(UnsafeRawBufferPointer(start: first, count: count)))
        default: return .null
        }
    }

    /// Whether column `result` of the row `statement` stands on holds the
    /// row's value of `column`, the same type and the same value or bytes.
    /// True only where `IS` would find them equal too; false also where
    /// `IS` might yet (a whole number against a real, say), which the
    /// caller then asks SQLite.
    func holds(_ column: Int, in statement: OpaquePointer, at result: Int32) -> Bool {
        let start = starts[column]
        let type = Int32(bytes[start])
        guard sqlite3_column_type(statement, result) == type else { return false }
        switch type {
        case SQLITE_INTEGER: return sqlite3_column_int64(statement, result) == integer(at: start + 1)
        case SQLITE_FLOAT:
            return sqlite3_column_double(statement, result) == Double(bitPattern: UInt64(bitPattern: integer(at: start + 1)))
        case SQLITE_TEXT, SQLITE_BLOB:
            let (first, count) = span(at: start + 1)
            let now = type == SQLITE_TEXT ? UnsafeRawPointer(sqlite3_column_text(statement, result))
                : sqlite3_column_blob(statement, result)
            guard Int(sqlite3_column_bytes(statement, result)) == count else { return false }
            return count == 0 || (now.map { memcmp($0, first, count) == 0 } ?? false)
        default: return true
        }
    }

    private func integer(at offset: Int) -> Int64 {
        Int64(bitPattern: UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    /// The bytes of a text or blob whose length begins at `offset`.
    private func span(at offset: Int) -> (UnsafeRawPointer, Int) {
        var at = offset
        let count = Self.varint(in: bytes, at: &at) ?? 0
        return (bytes.baseAddress! + at, count)
    }

    /// A varint as SQLite writes one, of four bytes at most: a length below
    /// 2^28, more than a menu holds; nil when longer or cut short.
    private static func varint(in bytes: UnsafeRawBufferPointer, at: inout Int) -> Int? {
        var value = 0
        for _ in 0..<4 {
            guard at < bytes.count else { return nil }
            let byte = bytes[at]
            at += 1
            value = value << 7 | Int(byte & 0x7f)
            if byte < 0x80 { return value }
        }
        return nil
    }
}
