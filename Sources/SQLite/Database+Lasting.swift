import CSQLite

extension Database {
    /// Runs `body`, whose commits sync nothing, then makes them last with
    /// one checkpoint before returning: three syncs for a small write (the
    /// log, its folder once it is new, the database file) where a commit
    /// with `synchronous = FULL` and the checkpoint as the connection
    /// closes make five (https://sqlite.org/pragma.html#pragma_synchronous).
    ///
    /// Nothing is lost by it. A process killed after a commit leaves the
    /// log to the operating system, which the next connection reads. A
    /// power cut before the checkpoint loses only commits of a command
    /// that had not yet returned, and never harms the file: SQLite ignores
    /// a log's frames past the first that is not on the disk whole, and the
    /// database file is written only by a checkpoint, after the log is
    /// synced. So no checkpoint may run while syncs are off: the automatic
    /// one is off meanwhile, and syncs are on again before the connection
    /// closes (it checkpoints as it closes), also when `body` throws.
    ///
    /// Only with a write-ahead log; a database in another journal mode
    /// runs `body` with the syncs as they are, as does `unless`. `NotLasting`
    /// when the checkpoint or the sync fails: the commits stand, but may
    /// not last.
    package func syncingOnceAfter<T>(unless keepingSyncs: Bool = false, _ body: () throws -> T) throws -> T {
        guard !keepingSyncs, csqlite_is_write_ahead_logged(handle) == 1 else { return try body() }
        try execute("PRAGMA synchronous = OFF")
        sqlite3_wal_autocheckpoint(handle, 0)
        let result: T
        do {
            result = try body()
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            try? execute("PRAGMA synchronous = FULL")
            throw error
        }
        try execute("PRAGMA synchronous = FULL")
        let code = csqlite_checkpoint_lasting(handle)
        guard code == SQLITE_OK else {
            throw NotLasting(cause: SQLiteError(code: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code))))
        }
        return result
    }

    /// What was committed stands, but could not be made to last a power cut.
    package struct NotLasting: Error {
        package let cause: SQLiteError
    }
}
