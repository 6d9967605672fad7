import CSQLite

/// A schema attached to a connection, held as the bytes of a database
/// (https://sqlite.org/c3ref/serialize.html), and the changeset that turns
/// one schema's tables into another's (https://sqlite.org/session/sqlite3session_diff.html).
/// A chain's head office keeps what it last published this way and
/// publishes the difference.
extension Database {
    /// The attached schema `schema` as the bytes of a database file.
    package func serialized(schema: String) throws -> [UInt8] {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(handle, schema, &size, 0) else { throw error(sql: nil) }
        defer { sqlite3_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
    }

    /// Puts `bytes` (a database, as `serialized` gives it) in place of the
    /// attached in-memory schema `schema`.
    package func deserialize(_ bytes: [UInt8], into schema: String) throws {
        guard let buffer = sqlite3_malloc64(sqlite3_uint64(max(bytes.count, 1)))?.assumingMemoryBound(to: UInt8.self) else {
            throw SQLiteError(code: ResultCode(rawValue: SQLITE_NOMEM), message: "out of memory")
        }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: bytes.count) }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
        let code = sqlite3_deserialize(handle, schema, buffer, sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags)
        guard code == SQLITE_OK else { throw error(sql: nil) }
    }

    /// What turns the tables of schema `from` into those of schema `to`,
    /// table by table in the order given: each table must have the same
    /// columns and primary key in both.
    package func difference(of tables: [String], from: String, to: String) throws -> Changeset {
        var session: OpaquePointer?
        var code = sqlite3session_create(handle, to, &session)
        guard code == SQLITE_OK, let session else { throw Changeset.error(code) }
        defer { sqlite3session_delete(session) }
        for table in tables {
            code = sqlite3session_attach(session, table)
            guard code == SQLITE_OK else { throw Changeset.error(code) }
            var message: UnsafeMutablePointer<CChar>?
            code = sqlite3session_diff(session, from, table, &message)
            defer { sqlite3_free(message) }
            guard code == SQLITE_OK else {
                throw SQLiteError(code: ResultCode(rawValue: code),
                                  message: message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code)))
            }
        }
        var size: Int32 = 0
        var bytes: UnsafeMutableRawPointer?
        code = sqlite3session_changeset(session, &size, &bytes)
        defer { sqlite3_free(bytes) }
        guard code == SQLITE_OK else { throw Changeset.error(code) }
        guard let bytes, size > 0 else { return Changeset(bytes: []) }
        return Changeset(bytes: Array(UnsafeRawBufferPointer(start: bytes, count: Int(size))))
    }
}
