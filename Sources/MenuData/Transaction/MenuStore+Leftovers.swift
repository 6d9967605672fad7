import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

extension MenuStore {
    /// Removes what a first write or a backup killed while building left
    /// beside `path` (`.NAME.new-XXXXXX` and its journals), when it can prove
    /// that nobody is building it: its maker held a lock on it, and that
    /// lock is free now. Returns the files removed, for the command to say so.
    /// Nothing happens while another command makes such a file (the
    /// folder's lock is taken); the next command will look again.
    public static func removeAbandonedLeftovers(of path: String) -> [String] {
        guard let file = try? DatabaseFile.followingLinks(path) else { return [] }
        let folder = DatabaseFile.folder(of: file)
        let prefix = "." + (file.split(separator: "/").last.map(String.init) ?? "") + ".new-"
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderDescriptor >= 0 else { return [] }
        guard flock(folderDescriptor, LOCK_EX | LOCK_NB) == 0, let listing = fdopendir(folderDescriptor) else {
            close(folderDescriptor)
            return []
        }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            // mkstemp's six characters, nothing after them (a journal goes with its file).
            if name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 { names.append(name) }
        }
        return names.compactMap { name in
            let leftover = folder == "." ? name : folder + "/" + name
            return removeIfAbandoned(leftover) ? leftover : nil
        }
    }

    private static func removeIfAbandoned(_ leftover: String) -> Bool {
        let descriptor = open(leftover, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        for suffix in ["-journal", "-wal", "-shm"] { unlink(leftover + suffix) }
        return unlink(leftover) == 0
    }
}
