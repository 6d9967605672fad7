import CSQLite

/// One blob of one row, written in place, piece by piece
/// (https://sqlite.org/c3ref/blob_open.html): a history entry of a
/// hundred megabytes goes into its row without a copy of it in memory.
/// Its size is fixed when the row is written (`zeroblob(N)`); a handle
/// closes when the value goes.
package final class Blob {
    private let handle: OpaquePointer
    private unowned let database: Database
    /// How many bytes the blob holds.
    package let count: Int

    /// The blob in `column` of the row `row` of `table`, in the main
    /// database, opened for writing.
    package init(database: Database, table: String, column: String, row: Int64) throws {
        var blob: OpaquePointer?
        let code = sqlite3_blob_open(database.handle, "main", table, column, row, 1, &blob)
        guard code == SQLITE_OK, let blob else {
            sqlite3_blob_close(blob)
            throw database.error(sql: nil)
        }
        handle = blob
        self.database = database
        count = Int(sqlite3_blob_bytes(blob))
    }

    deinit { sqlite3_blob_close(handle) }

    /// Writes `bytes` at `offset`; the blob does not grow, so they must fit.
    package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        guard !bytes.isEmpty else { return }
        guard sqlite3_blob_write(handle, bytes.baseAddress, Int32(bytes.count), Int32(offset)) == SQLITE_OK else {
            throw database.error(sql: nil)
        }
    }
}

@available(*, unavailable)
extension Blob: Sendable {}
