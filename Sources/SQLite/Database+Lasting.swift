import CSQLite

extension Database {
    /// Runs `body`, whose commits do not wait for the disk, then makes them
    /// last with one checkpoint before returning: four syncs for a small
    /// write (a new log's header, its folder, the log, the database file)
    /// where a commit with `synchronous = FULL` and the checkpoint as the
    /// connection closes make five.
    ///
    /// `synchronous = NORMAL` (https://sqlite.org/pragma.html#pragma_synchronous)
    /// syncs a log's header as it is written, and syncs the log before any
    /// checkpoint writes the database file and the file after: only a
    /// commit's own frames wait. So nothing is lost by it. A process killed
    /// after a commit leaves the log to the operating system, which the next
    /// connection reads. A power cut before the checkpoint loses only commits
    /// of a command that had not yet returned, never the file: SQLite
    /// ignores a log's frames past the first that is not on the disk whole.
    /// (Not OFF: a log begun again over an old one would then have its new
    /// header unsynced, and old frames could come back after a power cut,
    /// https://sqlite.org/src/info/ff5be73dee.)
    ///
    /// Only with a write-ahead log; a database in another journal mode
    /// runs `body` with the syncs as they are, as does `unless`. `NotLasting`
    /// when the checkpoint or the sync fails: the commits stand, but may
    /// not last.
    package func syncingOnceAfter<T>(unless keepingSyncs: Bool = false, _ body: () throws -> T) throws -> T {
        guard !keepingSyncs, csqlite_is_write_ahead_logged(handle) == 1 else { return try body() }
        try execute("PRAGMA synchronous = NORMAL")
        let result = try body()
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
