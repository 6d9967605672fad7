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
        // The name of a table is the same text for all its rows: made
        // once. (SQLite may hand each table's name in the same buffer,
        // so the text is compared, not the pointer.)
        var lastTable = ""
        try forEachStep { iterator in
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
            try body(ChangedRow(iterator: iterator, table: lastTable, operation: RowChange.Operation(operation),
                                columnCount: Int(columns)))
        }
    }

    /// Steps an iterator over the changeset (https://sqlite.org/session/sqlite3changeset_start.html),
    /// handing `row` the iterator at each row; it is finalized however the walk ends.
    private func forEachStep(_ row: (OpaquePointer) throws -> Void) throws {
        guard !isEmpty else { return }
        try bytes.withUnsafeBytes { buffer in
            var iterator: OpaquePointer?
            let code = sqlite3changeset_start(&iterator, Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress))
            guard code == SQLITE_OK, let iterator else { throw Changeset.error(code) }
            defer { sqlite3changeset_finalize(iterator) }
            while true {
                let step = sqlite3changeset_next(iterator)
                if step == SQLITE_DONE { return }
                guard step == SQLITE_ROW else { throw Changeset.error(step) }
                try row(iterator)
            }
        }
    }

    package static func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
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
