import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

/// The file a menu lives in, and the one safe way to make a new one: build it
/// aside under a name nobody else uses, and `link(2)` it into place only once
/// it holds a committed menu. `link` fails when the name appeared meanwhile,
/// so a first write never replaces, and a failed one never removes, a file
/// that another menuctl may already be writing into (SPEC 9).
package enum DatabaseFile {
    package enum Kind: Equatable { case missing, regular, folder, other }

    /// What `path` names, following symbolic links; a dangling link is missing.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The file at the end of `path`'s symbolic links, even when that file
    /// does not exist yet: writing through a link writes where it points, and
    /// the link itself is left alone.
    package static func followingLinks(_ path: String) throws(MenuError) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }  // not a link (or missing): this is the file
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw MenuError(.storage, "cannot open the menu at \(path): too many levels of symbolic links")
    }

    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A new, empty file beside `path`, readable as a new database would be,
    /// the folders made for it (SPEC 1: missing folders are made on the
    /// first write), and the locks that say it is being built, its folder's
    /// still held: the caller releases them once the file is placed or gone.
    package static func createAside(for path: String) throws(MenuError) -> (file: String, madeFolders: [String], lock: AsideLock) {
        let base = path.split(separator: "/").last.map(String.init) ?? "menu.db"
        let template = folder(of: path) + "/." + base + ".new-XXXXXX"
        var madeFolders: [String] = []
        var failure: Int32 = 0
        // Another first writer that fails may remove a folder it made just as
        // this one makes its file there; then make the folder again.
        for _ in 0..<5 {
            madeFolders += FileSystem.createParentDirectories(of: path)
            let lock: AsideLock
            do {
                lock = try AsideLock(folder: folder(of: path), for: path)
            } catch {
                madeFolders.reversed().forEach { rmdir($0) }
                throw error
            }
            var name = Array(template.utf8CString)
            let descriptor = mkstemp(&name)
            if descriptor >= 0 {
                // Close-on-exec, as every descriptor here: a program the same
                // process starts (a test running many commands at once)
                // would otherwise hold the file's lock while it lives.
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                fchmod(descriptor, 0o666 & ~FileSystem.creationMask)
                lock.hold(descriptor)
                return (String(decoding: name.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self), madeFolders, lock)
            }
            failure = errno
            lock.release()
            if failure != ENOENT { break }
        }
        let reason = String(cString: strerror(failure))
        throw MenuError(.storage, "cannot create the menu at \(path): \(reason)")
    }

    /// Puts what was written to `file` on the disk (https://man7.org/linux/man-pages/man2/fsync.2.html).
    package static func sync(_ file: String, for path: String) throws(MenuError) {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw MenuError(.storage, "cannot create the menu at \(path): \(reason)")
        }
        close(descriptor)
    }

    /// Links the finished file into place. False when `path` appeared in the
    /// meantime: the caller runs its command again on that file. Either way
    /// the file made aside is gone afterwards.
    package static func publish(_ aside: String, as path: String) throws(MenuError) -> Bool {
        defer { unlink(aside) }
        guard link(aside, path) == 0 else {
            if errno == EEXIST { return false }
            let reason = String(cString: strerror(errno))
            throw MenuError(.storage, "cannot create the menu at \(path): \(reason)")
        }
        // The new name is durable once its folder is (https://man7.org/linux/man-pages/man2/fsync.2.html).
        let folderDescriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return true
    }

    /// Puts the finished file in place of `path`, whatever was there: one
    /// `rename(2)`, so that anyone opening `path` finds the old file or the
    /// new one, never a part of either. The file made aside is gone afterwards.
    package static func replace(_ path: String, with aside: String) throws(MenuError) {
        guard rename(aside, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(aside)
            throw MenuError(.storage, "cannot write \(path): \(reason)")
        }
        let folderDescriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Removes a file made aside that never became the menu, with the
    /// journal files SQLite may have left beside it, and the folders made
    /// for it if they are still empty. All of them are this process's alone.
    /// The file goes last: while it is there, a leftover journal beside it
    /// is found with it.
    package static func discard(_ aside: String, madeFolders: [String]) {
        for suffix in ["-journal", "-wal", "-shm", ""] { unlink(aside + suffix) }
        madeFolders.reversed().forEach { rmdir($0) }
    }
}
