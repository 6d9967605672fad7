#if canImport(Glibc)
import Glibc
#endif

/// Reads a batch or import file whole, or standard input for `-`. A file
/// that cannot be read is `.unreadableFile` (exit 66).
public enum InputFile {
    public static func read(_ path: String) throws(MenuError) -> [UInt8] {
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            guard !FileSystem.isDirectory(path) else { throw MenuError(.unreadableFile, "cannot read \(Terminal.escaped(path)): it is a folder") }
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw MenuError(.unreadableFile, "cannot read \(Terminal.escaped(path)): \(String(cString: strerror(errno)))")
            }
        }
        defer { if path != "-" { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw MenuError(.unreadableFile, "cannot read \(Terminal.escaped(path)): \(String(cString: strerror(errno)))")
            }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
