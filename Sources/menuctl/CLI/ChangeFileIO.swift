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
        let shown = Terminal.escaped(path)
        guard !FileSystem.isDirectory(path) else { throw MenuError(.unreadableFile, "cannot read \(shown): it is a folder") }
        let descriptor = open(path, O_RDONLY)
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
            if bytes.count > InputFile.maximumSize { throw MenuError(.refused, "\(shown) is larger than 1 GiB: not a change file") }
        }
    }

    /// Writes `bytes` to `path`, whole or not at all.
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws {
        let shown = Terminal.escaped(path)
        func failure(_ what: String) -> MenuError { MenuError(.storage, "cannot write \(shown): \(what)") }
        var template = Array((DatabaseFile.folder(of: path) + "/.menuctl-change-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        let aside = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var placed = false
        defer { if !placed { unlink(aside) } }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { close(descriptor); throw failure(String(cString: strerror(errno))) }
            written += count
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw failure(String(cString: strerror(errno))) }
        _ = fchmodat(AT_FDCWD, aside, 0o644, 0)
        if replacing {
            guard rename(aside, path) == 0 else { throw failure(String(cString: strerror(errno))) }
            placed = true
        } else {
            guard link(aside, path) == 0 else {
                if errno == EEXIST { throw MenuError.refused("\(shown) exists already; --force replaces it") }
                throw failure(String(cString: strerror(errno)))
            }
        }
    }
}
