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

    /// The process's umask, read where Linux shows it (proc(5), since
    /// 4.7) rather than by setting it to 0 and back: other threads of the
    /// process (tests running commands side by side) would make their files
    /// with no mask in between.
    public static var creationMask: mode_t {
        if let status = fopen("/proc/self/status", "r") {
            defer { fclose(status) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), status) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                guard text.hasPrefix("Umask:") else { continue }
                let digits = text.dropFirst("Umask:".count).filter { !$0.isWhitespace }
                if let mask = mode_t(digits, radix: 8) { return mask }
            }
        }
        let mask = umask(0)
        umask(mask)
        return mask
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
