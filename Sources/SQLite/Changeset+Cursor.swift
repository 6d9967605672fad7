import CSQLite

/// A changeset read in place: each row's table and operation, and a column
/// read only when asked. Counting what 10,000 added dishes were (a dish or
/// a group, which node) copied every value of every row into a `RowChange`
/// first, a twelfth of a setup batch (issue 35).
package struct ChangeCursor {
    fileprivate let iterator: OpaquePointer
    package let table: String
    package let operation: RowChange.Operation

    /// A value the row had before (a delete's or an update's key and changed columns).
    package func old(_ column: Int) -> SQLValue? { value(column, sqlite3changeset_old) }
    /// A value the row has after (an insert's, an update's changed columns).
    package func new(_ column: Int) -> SQLValue? { value(column, sqlite3changeset_new) }

    /// The whole row, copied out.
    package var change: RowChange { RowChange(iterator) }

    private func value(_ column: Int, _ read: (OpaquePointer, Int32, UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> SQLValue? {
        var value: OpaquePointer?
        guard read(iterator, Int32(column), &value) == SQLITE_OK, let value else { return nil }
        return SQLValue(value)
    }
}

extension Changeset {
    /// Calls `body` with a cursor on every row the changeset touches, in its
    /// order; the cursor is good only during the call.
    package func forEachCursor(_ body: (ChangeCursor) throws -> Void) throws {
        guard !isEmpty else { return }
        try bytes.withUnsafeBytes { buffer in
            var iterator: OpaquePointer?
            let code = sqlite3changeset_start(&iterator, Int32(buffer.count), UnsafeMutableRawPointer(mutating: buffer.baseAddress))
            guard code == SQLITE_OK, let iterator else { throw Changeset.error(code) }
            defer { sqlite3changeset_finalize(iterator) }
            // A table's rows come together: its name is made once per run.
            var lastName: UnsafePointer<CChar>?
            var table = ""
            while true {
                let step = sqlite3changeset_next(iterator)
                if step == SQLITE_DONE { return }
                guard step == SQLITE_ROW else { throw Changeset.error(step) }
                var name: UnsafePointer<CChar>?
                var columns: Int32 = 0
                var operation: Int32 = 0
                var indirect: Int32 = 0
                sqlite3changeset_op(iterator, &name, &columns, &operation, &indirect)
                if name != lastName || lastName == nil {
                    table = name.map { String(cString: $0) } ?? ""
                    lastName = name
                }
                let kind: RowChange.Operation = switch operation {
                case SQLITE_INSERT: .insert
                case SQLITE_DELETE: .delete
                default: .update
                }
                try body(ChangeCursor(iterator: iterator, table: table, operation: kind))
            }
        }
    }
}
