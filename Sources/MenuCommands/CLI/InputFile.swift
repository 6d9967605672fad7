import MenuData
import MenuModel
import MenuFormats
#if canImport(Glibc)
import Glibc
#endif

/// Reads a batch or import file whole, or standard input for `-`, before the
/// database is opened (SPEC 9). A file that cannot be read is
/// `.unreadableFile` (exit 66); a leading UTF-8 byte order mark, which
/// Windows Notepad writes, is skipped (SPEC 16).
public enum InputFile {
    /// The longest line a batch or CSV file may hold: `batch /dev/zero`
    /// stops at once instead of filling the memory.
    public static let maximumLineLength = 1 << 20

    /// The largest file read, whatever its lines (SPEC 9).
    public static let maximumSize = 1 << 30

    /// A line longer than `maximumLineLength`, counted from 1.
    public struct LineTooLong: Error {
        public let line: Int
    }

    /// Reads a file whose lines are at most `maximumLineLength` long, or
    /// of any length when it is nil: a JSON document is often one line
    /// (what `json.dumps` and `jq -c` write), so only its size is bounded,
    /// and a NUL byte, which no JSON text holds (RFC 8259 section 2, 7),
    /// stops `import /dev/zero` at once instead of at 1 GiB.
    public static func read(_ path: String, maximumLineLength: Int? = maximumLineLength) throws -> [UInt8] {
        let shown = Terminal.escaped(path == "-" ? "standard input" : path)
        let descriptor: Int32
        if path == "-" {
            switch Console.current.input {
            case .descriptor(let standardInput): descriptor = standardInput
            case .bytes(let given): return try checked(given, maximumLineLength: maximumLineLength)
            }
        } else {
            guard !FileSystem.isDirectory(path) else { throw MenuError(.unreadableFile, "cannot read \(shown): it is a folder") }
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw MenuError(.unreadableFile, "cannot read \(shown): \(String(cString: strerror(errno)))")
            }
        }
        defer { if path != "-" { close(descriptor) } }
        var bytes: [UInt8] = []
        // A file's bytes go into one array made its size at once: grown by
        // doubling, it would hold the old and the new storage together on
        // the way, some twice the file.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= maximumSize {
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var lineStart = 0
        var lineNumber = 1
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw MenuError(.unreadableFile, "cannot read \(shown): \(String(cString: strerror(errno)))")
            }
            guard let maximumLineLength else {
                // memchr looks at many bytes an instruction, a loop at one.
                if chunk.withUnsafeBytes({ $0.baseAddress.map { memchr($0, 0, count) != nil } ?? false }) { throw MenuError(.malformedFile, "the file holds a NUL byte, which JSON text never does") }
                bytes += chunk[0..<count]
                if bytes.count > maximumSize { throw MenuError(.malformedFile, "the file is larger than 1 GiB") }
                continue
            }
            for index in 0..<count where chunk[index] == UInt8(ascii: "\n") {
                // A line that ends in this chunk is measured where it ends.
                if bytes.count + index - lineStart > maximumLineLength { throw LineTooLong(line: lineNumber) }
                lineStart = bytes.count + index + 1
                lineNumber += 1
            }
            bytes += chunk[0..<count]
            if bytes.count - lineStart > maximumLineLength { throw LineTooLong(line: lineNumber) }
            if bytes.count > maximumSize { throw MenuError(.malformedFile, "the file is larger than 1 GiB") }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes
    }

    /// Standard input given whole, as a test gives it, held to the same
    /// bounds as one read from a descriptor.
    private static func checked(_ given: [UInt8], maximumLineLength: Int?) throws -> [UInt8] {
        var bytes = given
        guard let maximumLineLength else {
            if bytes.contains(0) { throw MenuError(.malformedFile, "the file holds a NUL byte, which JSON text never does") }
            if bytes.count > maximumSize { throw MenuError(.malformedFile, "the file is larger than 1 GiB") }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            return bytes
        }
        for (number, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where line.count > maximumLineLength {
            throw LineTooLong(line: number + 1)
        }
        if bytes.count > maximumSize { throw MenuError(.malformedFile, "the file is larger than 1 GiB") }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes
    }
}
