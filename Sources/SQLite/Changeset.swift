import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// What one transaction changed, as SQLite's session extension writes it
/// (https://sqlite.org/sessionintro.html): for each row, its primary key and
/// its values before and after. Kept as the bytes SQLite made, so a history
/// entry stores it as a blob and hands it back unchanged.
package struct Changeset: Sendable, Equatable {
    package let bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var isEmpty: Bool { bytes.isEmpty }

    /// The changeset that takes the database back: inserts become deletes,
    /// deletes inserts, and updates swap their old and new values
    /// (https://sqlite.org/session/sqlite3changeset_invert.html).
    package func inverted() throws -> Changeset {
        guard !isEmpty else { return self }
        var size: Int32 = 0
        var output: UnsafeMutableRawPointer?
        let code = bytes.withUnsafeBytes {
            sqlite3changeset_invert(Int32($0.count), $0.baseAddress, &size, &output)
        }
        defer { sqlite3_free(output) }
        guard code == SQLITE_OK, let output else { throw Changeset.error(code) }
        return Changeset(bytes: Array(UnsafeRawBufferPointer(start: output, count: Int(size))))
    }

    /// Calls `body` with every row the changeset touches, in its order.
    package func forEachChange(_ body: (RowChange) throws -> Void) throws {
        try forEachStep { try body(RowChange($0)) }
    }

    /// Calls `body` with every row the changeset touches, in its order,
    /// reading a value only when asked: counting a hundred thousand rows
    /// then copies none of them.
    package func forEachRow(_ body: (ChangedRow) throws -> Void) throws {
        var rows = RowsByTable()
        try forEachStep { try body(rows.row(at: $0)) }
    }

    /// `forEachRow` of a changeset that `read` hands over a piece at a
    /// time, as SQLite asks for them (https://sqlite.org/session/sqlite3changeset_start_strm.html):
    /// `read` fills the buffer it is given as far as it can and says how
    /// many bytes it put there, 0 at the end. A changeset kept aside is
    /// counted without being in memory whole.
    package static func forEachRow(reading read: (UnsafeMutableRawBufferPointer) throws -> Int,
                                   _ body: (ChangedRow) throws -> Void) throws {
        try withoutActuallyEscaping(read) { read in
            let input = ChangesetInput(read)
            var rows = RowsByTable()
            try withExtendedLifetime(input) {
                try walk(start: { iterator in
                    sqlite3changeset_start_strm(&iterator, { context, buffer, count in
                        guard let context, let count else { return SQLITE_MISUSE }
                        let input = Unmanaged<ChangesetInput>.fromOpaque(context).takeUnretainedValue()
                        return input.fill(UnsafeMutableRawBufferPointer(start: buffer, count: Int(count.pointee)), count: count)
                    }, Unmanaged.passUnretained(input).toOpaque())
                }, failure: { input.error }, { try body(rows.row(at: $0)) })
            }
        }
    }

    /// Steps an iterator over the changeset (https://sqlite.org/session/sqlite3changeset_start.html),
    /// handing `row` the iterator at each row; it is finalized however the walk ends.
    private func forEachStep(_ row: (OpaquePointer) throws -> Void) throws {
        guard !isEmpty else { return }
        try bytes.withUnsafeBytes { buffer in
            try Self.walk(start: { sqlite3changeset_start(&$0, Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress)) },
                          failure: { nil }, row)
        }
    }

    /// Starts an iterator with `start` and steps it to the end, handing
    /// `row` the iterator at each row; it is finalized however the walk
    /// ends. `failure` is what stopped the input, if anything did.
    private static func walk(start: (inout OpaquePointer?) -> Int32, failure: () -> (any Error)?,
                             _ row: (OpaquePointer) throws -> Void) throws {
        var started: OpaquePointer?
        let code = start(&started)
        guard code == SQLITE_OK, let iterator = started else {
            sqlite3changeset_finalize(started)
            throw failure() ?? error(code)
        }
        defer { sqlite3changeset_finalize(iterator) }
        while true {
            let step = sqlite3changeset_next(iterator)
            if step == SQLITE_DONE { return }
            guard step == SQLITE_ROW else { throw failure() ?? error(step) }
            try row(iterator)
        }
    }

    package static func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
    }
}

/// The rows of a walk, each table's name made once for all its rows.
/// (SQLite may hand each table's name in the same buffer, so the text is
/// compared, not the pointer.)
private struct RowsByTable {
    var lastTable = ""

    mutating func row(at iterator: OpaquePointer) -> ChangedRow {
        var name: UnsafePointer<CChar>?
        var columns: Int32 = 0
        var operation: Int32 = 0
        var indirect: Int32 = 0
        sqlite3changeset_op(iterator, &name, &columns, &operation, &indirect)
        if let name, lastTable.withCString({ strcmp($0, name) }) != 0 {
            lastTable = String(cString: name)
        } else if name == nil {
            lastTable = ""
        }
        return ChangedRow(iterator: iterator, table: lastTable, operation: RowChange.Operation(operation), columnCount: Int(columns))
    }
}

/// Hands SQLite the bytes of a changeset as `sqlite3changeset_start_strm`
/// asks for them, and keeps what stopped it.
private final class ChangesetInput {
    let read: (UnsafeMutableRawBufferPointer) throws -> Int
    var error: (any Error)?

    init(_ read: @escaping (UnsafeMutableRawBufferPointer) throws -> Int) { self.read = read }

    /// Fills `buffer` with the next bytes and says in `count` how many.
    func fill(_ buffer: UnsafeMutableRawBufferPointer, count: UnsafeMutablePointer<Int32>) -> Int32 {
        do {
            count.pointee = Int32(try read(buffer))
            return SQLITE_OK
        } catch {
            self.error = error
            count.pointee = 0
            return SQLITE_IOERR
        }
    }
}

/// One row of a changeset: which table, what happened, and its values.
package struct RowChange {
    package enum Operation: Sendable {
        case insert, delete, update

        init(_ code: Int32) {
            switch code {
            case SQLITE_INSERT: self = .insert
            case SQLITE_DELETE: self = .delete
            default: self = .update
            }
        }
    }

    package let table: String
    package let operation: Operation
    /// How many columns the table had when the change was recorded.
    package let columnCount: Int
    /// The values before, by column: all of them for a delete, the key and
    /// the changed columns for an update (nil elsewhere), none for an insert.
    package let old: [SQLValue?]
    /// The values after: all of them for an insert, the changed columns for
    /// an update, none for a delete.
    package let new: [SQLValue?]

    /// The row at a changeset iterator's place
    /// (https://sqlite.org/session/sqlite3changeset_op.html).
    package init(_ iterator: OpaquePointer) {
        var table: UnsafePointer<CChar>?
        var columns: Int32 = 0
        var operation: Int32 = 0
        var indirect: Int32 = 0
        sqlite3changeset_op(iterator, &table, &columns, &operation, &indirect)
        self.table = table.map { String(cString: $0) } ?? ""
        self.operation = Operation(operation)
        columnCount = Int(columns)
        func values(_ read: (OpaquePointer, Int32, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> [SQLValue?] {
            (0..<columns).map { column in
                var value: OpaquePointer?
                guard read(iterator, column, &value) == SQLITE_OK, let value else { return nil }
                return SQLValue(value)
            }
        }
        old = self.operation == .insert ? Array(repeating: nil, count: Int(columns)) : values(sqlite3changeset_old)
        new = self.operation == .delete ? Array(repeating: nil, count: Int(columns)) : values(sqlite3changeset_new)
    }
}

/// One row of a changeset while its iterator is there: the table and what
/// happened at once, values only when asked (`old`, `new`, `change`).
package struct ChangedRow {
    /// The iterator at the row: the trusting apply binds its values straight from it.
    let iterator: OpaquePointer
    package let table: String
    package let operation: RowChange.Operation
    /// How many columns the table had when the change was recorded.
    package let columnCount: Int

    /// A value before the change: every column of a delete, the key and the
    /// changed columns of an update; nil elsewhere.
    package func old(_ column: Int) -> SQLValue? {
        guard operation != .insert else { return nil }
        return Self.value(iterator, column, sqlite3changeset_old)
    }

    /// A value after the change: every column of an insert, the changed
    /// columns of an update; nil elsewhere.
    package func new(_ column: Int) -> SQLValue? {
        guard operation != .delete else { return nil }
        return Self.value(iterator, column, sqlite3changeset_new)
    }

    /// The whole row, copied.
    package var change: RowChange { RowChange(iterator) }

    private static func value(_ iterator: OpaquePointer, _ column: Int,
                              _ read: (OpaquePointer, Int32, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> SQLValue? {
        var value: OpaquePointer?
        guard read(iterator, Int32(column), &value) == SQLITE_OK, let value else { return nil }
        return SQLValue(value)
    }
}

extension SQLValue {
    /// A protected or unprotected `sqlite3_value`, copied out.
    package init(_ value: OpaquePointer) {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let count = Int(sqlite3_value_bytes(value))
            let text = sqlite3_value_text(value)
            self = .text(text.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? "")
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            let bytes = sqlite3_value_blob(value)
            self = .blob(bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
        default: self = .null
        }
    }
}

extension Database {
    /// A table's column names in their order, the order a changeset uses.
    package func columnNames(of table: String) throws -> [String] {
        var names: [String] = []
        try cachedStatement("SELECT name FROM pragma_table_info(?) ORDER BY cid")
            .forEachRow([.text(table)]) { names.append($0.text("name")) }
        return names
    }
}
