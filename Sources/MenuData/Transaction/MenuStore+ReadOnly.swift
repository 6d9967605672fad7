import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

extension MenuStore {
    /// Reads the menu at `path` for one who may not write the file: such a
    /// reader must make nothing (SPEC 1), yet SQLite's read-only connection
    /// makes a `-wal` and `-shm` for a WAL file wherever the folder lets it,
    /// and cannot remove them when it closes (https://sqlite.org/wal.html#readonly).
    ///
    /// - No journal beside the file: nobody has it open to write, and it is
    ///   read as immutable, with no lock and no file made
    ///   (https://sqlite.org/uri.html#uriimmutable). A writer who comes
    ///   meanwhile writes to its own `-wal`; the file itself changes only
    ///   when that is checkpointed, so a read during which the file did not
    ///   change saw one state of the menu; otherwise it is read again.
    /// - A writer's `-wal` and `-shm` there: read through them, read-only.
    ///   That fails now and then while the writer comes or goes: try again.
    /// - Anything else is a writer coming or going: look again shortly.
    package static func readWithoutWriting<T>(_ path: String, _ body: (MenuTransaction) throws -> T) throws -> T {
        // SQLite keeps the journals beside the file the links lead to.
        let file = (try? DatabaseFile.followingLinks(path)) ?? path
        var delay: useconds_t = 1_000
        for _ in 0..<25 {
            let wal = FileSystem.exists(file + "-wal"), shm = FileSystem.exists(file + "-shm")
            if !wal && !shm && !FileSystem.exists(file + "-journal") {
                let before = FileStamp(file)
                do {
                    let result = try readSnapshot(try Database(path: path, mode: .immutable), body)
                    if FileStamp(file) == before { return result }
                } catch where FileStamp(file) != before {
                    // Read while a checkpoint changed it: not the menu's fault.
                }
            } else if wal && shm {
                do {
                    return try readSnapshot(try Database(path: path, mode: .readOnly), body)
                } catch let error as SQLiteError where isPassing(error) {}
            }
            usleep(delay)
            delay = min(delay * 2, 50_000)
        }
        // A journal that stays without its writer (one who crashed): what
        // a -wal holds is read through it if SQLite can, else the file as it is.
        if FileSystem.exists(file + "-wal"), let result = try? readSnapshot(try Database(path: path, mode: .readOnly), body) {
            return result
        }
        return try readSnapshot(try Database(path: path, mode: .immutable), body)
    }
}

/// What changes when anything writes a file: its inode, size, and times.
private struct FileStamp: Equatable {
    package let inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int, changed: Int64, changedNanoseconds: Int

    package init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = info.st_mtim.tv_nsec
        changed = Int64(info.st_ctim.tv_sec)
        changedNanoseconds = info.st_ctim.tv_nsec
    }
}
