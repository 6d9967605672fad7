import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

extension DatabaseFile {
    /// The files SQLite keeps for the menu at `path`: the file and the
    /// journals it names by adding a suffix to it (https://sqlite.org/tempfiles.html).
    package static let companionSuffixes = ["", "-wal", "-shm", "-journal"]

    /// Whether writing `target` would write over the menu at `menu` or one
    /// of its journals, however either is named: through symbolic links,
    /// `./`, `..`, a linked folder, or a hard link. Files are compared by
    /// device and inode; a journal that is not there now may be at any
    /// moment (a writer makes it), so names are compared too, by their
    /// real folder and file name.
    package static func writes(_ target: String, over menu: String) -> Bool {
        let targetFile = (try? followingLinks(target)) ?? target
        let menuFile = (try? followingLinks(menu)) ?? menu
        let targetIdentity = identity(targetFile)
        let targetName = realName(targetFile)
        return companionSuffixes.contains { suffix in
            let companion = menuFile + suffix
            if let targetIdentity, identity(companion) == targetIdentity { return true }
            return targetName != nil && realName(companion) == targetName
        }
    }

    private struct Identity: Equatable {
        package let device: UInt64
        package let inode: UInt64
    }

    private static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The file's name in its folder as realpath(3) gives the folder.
    private static func realName(_ path: String) -> String? {
        guard let resolved = realpath(folder(of: path), nil) else { return nil }
        defer { free(resolved) }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return String(cString: resolved) + "/" + name
    }
}
