import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

/// Tells a long-running view (browse) when another process has changed the
/// menu, so it reloads only then. It keeps one connection open and asks
/// `PRAGMA data_version`, which changes exactly when another connection has
/// committed (https://sqlite.org/pragma.html#pragma_data_version): exact,
/// and costs a look at the WAL index, not a read of the menu.
///
/// It never creates the database, and it leaves nothing behind: like a
/// reader (see `MenuStore.readFile`), it uses a read-write connection only
/// when it may write the file and its folder, so that, closing last, it
/// removes the -wal and -shm files; `query_only` keeps it a reader. When the
/// file is missing, replaced, or cannot be asked, it falls back to the
/// file's identity, size and time of change.
public final class MenuWatcher {
    private struct Look: Equatable {
        package var device: UInt64 = 0
        package var inode: UInt64 = 0
        package var dataVersion: Int64?
        /// Only when there is no data version to go by.
        package var fingerprint: [Int64] = []
    }

    private let path: String
    private var database: Database?
    private var openInode: (device: UInt64, inode: UInt64)?
    private var last: Look?

    public init(path: String) {
        self.path = path
        _ = hasChanged()
    }

    deinit { close() }

    /// Whether the menu may have changed since the last call (or since the
    /// watcher was made). Our own writes, through other connections, count too.
    public func hasChanged() -> Bool {
        let look = currentLook()
        defer { last = look }
        return look != last
    }

    /// Closes the connection now: a process about to end by a signal runs no deinit.
    public func close() {
        database = nil
        openInode = nil
    }

    private func currentLook() -> Look {
        let file = (try? DatabaseFile.followingLinks(path)) ?? path
        var info = stat()
        guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close()
            return Look()
        }
        var look = Look(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if openInode.map({ $0 != (look.device, look.inode) }) ?? true {
            close()
            database = Self.open(file)
            openInode = (look.device, look.inode)
        }
        if let database, let version = try? database.cachedStatement("PRAGMA data_version").firstRow([], { $0.int("data_version") }) {
            look.dataVersion = version
        } else {
            look.fingerprint = Self.fingerprint(file, info) + Self.fingerprint(file + "-wal")
        }
        return look
    }

    private static func open(_ file: String) -> Database? {
        let mayWrite = access(file, R_OK | W_OK) == 0 && access(DatabaseFile.folder(of: file), W_OK) == 0
        guard let database = try? Database(path: file, mode: mayWrite ? .readWrite : .readOnly) else { return nil }
        guard (try? database.execute("PRAGMA query_only = ON")) != nil else { return nil }
        return database
    }

    private static func fingerprint(_ file: String, _ known: stat? = nil) -> [Int64] {
        var info = known ?? stat()
        if known == nil && stat(file, &info) != 0 { return [-1] }
        return [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
    }
}
