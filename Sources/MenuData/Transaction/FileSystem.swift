import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the database layer needs, straight from libc so
/// the binary does not load Foundation (STYLE: startup is a feature).
public enum FileSystem {
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The size in bytes, or nil when the file is missing.
    public static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates the folders above `path` that are missing, as `mkdir -p` does,
    /// and returns the ones it made.
    @discardableResult
    public static func createParentDirectories(of path: String) -> [String] {
        var prefix = ""
        var made: [String] = []
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            prefix += (index == 0 ? "" : "/") + part
            if !prefix.isEmpty && !exists(prefix) && mkdir(prefix, 0o755) == 0 { made.append(prefix) }
        }
        return made
    }

    /// Whether the device holding `path` (or the folder it would be in)
    /// has less room left than SQLite needs for its next pages: a write
    /// there fails with SQLITE_FULL, or with an I/O error when what failed
    /// was growing the `-shm` file (SQLITE_IOERR_SHMSIZE, 4874).
    public static func hasNoSpace(for path: String) -> Bool {
        var info = statvfs()
        let place = exists(path) ? path : DatabaseFile.folder(of: path)
        guard statvfs(place, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 64 * 1024
    }

    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The user's home folder, `$HOME`. (Not the password database: the
    /// release binary is linked statically, where `getpwuid` would need
    /// glibc's shared NSS modules at run time.)
    public static var homeDirectory: String? {
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home
    }
}
