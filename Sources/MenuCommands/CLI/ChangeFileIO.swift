import MenuData
import MenuFormats
import MenuModel
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing change files (SPEC 22) as whole files: a file is
/// written aside in its folder and linked into place, so a store never
/// finds half a file under the name, and an existing name is replaced only
/// when asked.
enum ChangeFileIO {
    /// A change file's bytes; a file that cannot be read is exit 66, as for import.
    static func read(_ path: String) throws -> [UInt8] {
        try read(path, atMost: InputFile.maximumSize) { MenuError(.refused, "\($0) is larger than 1 GiB: not a change file") }
    }

    /// A file's bytes, read whole; one that cannot be read is exit 66, one
    /// over `limit` bytes the error `tooLarge` makes of its shown name.
    static func read(_ path: String, atMost limit: Int, tooLarge: (String) -> MenuError) throws -> [UInt8] {
        let shown = Terminal.escaped(path)
        guard !FileSystem.isDirectory(path) else { throw MenuError(.unreadableFile, "cannot read \(shown): it is a folder") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw MenuError(.unreadableFile, "cannot read \(shown): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw MenuError(.unreadableFile, "cannot read \(shown): \(String(cString: strerror(errno)))")
            }
            bytes += chunk[0..<count]
            if bytes.count > limit { throw tooLarge(shown) }
        }
    }

    /// The names of the files in `folder`, but those starting with '.'
    /// (publish's and rsync's files being written, a folder's own notes).
    static func files(in folder: String) throws -> [String] {
        guard let directory = opendir(folder) else {
            throw MenuError(.unreadableFile, "cannot read \(Terminal.escaped(folder)): \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard !name.hasPrefix("."), !FileSystem.isDirectory(folder + "/" + name) else { continue }
            names.append(name)
        }
        return names.sorted()
    }

    /// `bytes` written whole beside `path` and flushed to the disk, to be
    /// placed under the name by `AsideFile.place()` at the last moment.
    static func writeAside(_ bytes: [UInt8], for path: String, replacing: Bool) throws -> AsideFile {
        func failure(_ what: String) -> MenuError { MenuError(.storage, "cannot write \(Terminal.escaped(path)): \(what)") }
        var template = Array((DatabaseFile.folder(of: path) + "/.menuctl-change-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let aside = AsideFile(aside: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self),
                              path: path, replacing: replacing)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw failure(reason)
            }
            written += count
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw failure(String(cString: strerror(errno))) }
        _ = fchmodat(AT_FDCWD, aside.aside, 0o644, 0)
        return aside
    }
}

/// A change file written beside its name, not yet under it; gone again
/// if it is let go unplaced. Only the program that made it ever removes
/// it: no other program knows its name.
final class AsideFile {
    let aside: String
    let path: String
    let replacing: Bool
    private var isKept = false

    init(aside: String, path: String, replacing: Bool) {
        self.aside = aside
        self.path = path
        self.replacing = replacing
    }

    /// Puts the file under its name once the change it holds has
    /// committed: a new name is linked (which fails if the name appeared
    /// meanwhile), a name to replace is renamed over, at once, so the old
    /// file stays whole until then. If it cannot be placed, the file stays
    /// aside, named in the error: head office has recorded it.
    func placeAfterCommit() throws {
        if replacing ? rename(aside, path) == 0 : link(aside, path) == 0 {
            if !replacing { unlink(aside) }
            isKept = true
            return
        }
        let reason = errno == EEXIST ? "it exists already" : String(cString: strerror(errno))
        isKept = true
        throw MenuError(.storage, "the change is recorded, but it could not be written to \(Terminal.escaped(path)): \(reason)",
                        hints: ["it was written aside as \(Terminal.escaped(aside)); move it into place for the stores,",
                                "or publish a full file for them: menuctl publish FILE --full"])
    }

    deinit {
        if !isKept { unlink(aside) }
    }
}
