import MenuModel

/// A change file on disk (SPEC 22): a few lines of text that a person can
/// read with `head`, a blank line, then the changeset's bytes.
///
///     menuctl-change 1
///     chain: 3f6c0b52-…
///     sequence: 3
///     follows: 2
///     schema: 15
///     bytes: 1234
///     sha256: 9f86d0…
///
/// The length and the SHA-256 of the body make a cut-off or damaged file
/// known before anything of it is applied.
package enum ChangeFile {
    package static let format = "menuctl-change"
    package static let version = 1

    package static func encode(_ change: ChainChange) -> [UInt8] {
        let header = """
            \(format) \(version)
            chain: \(change.chainID)
            sequence: \(change.sequence)
            follows: \(change.follows)
            schema: \(change.schemaVersion)
            bytes: \(change.body.count)
            sha256: \(SHA256.hex(change.body))


            """
        return Array(header.utf8) + change.body
    }

    /// Why a file is not a change file menuctl can apply: the words after
    /// `FILE is not a change file:` or `FILE is damaged:`.
    package enum Problem: Error, Equatable {
        case notAChangeFile(String)
        case damaged(String)
        case newer(Int)
    }

    package static func decode(_ bytes: [UInt8]) throws(Problem) -> ChainChange {
        let (end, header) = try Self.header(of: bytes)
        let fields = try HeaderFields(header)
        let chainID = try fields.text("chain")
        let sequence = try fields.number("sequence"), follows = try fields.number("follows")
        let schema = try fields.number("schema"), length = try fields.number("bytes")
        let checksum = try fields.text("sha256")
        guard follows < sequence else { throw .damaged("it follows \(follows) but is number \(sequence)") }
        let body = Array(bytes[(end + 2)...])
        guard body.count == length else {
            throw .damaged(body.count < length ? "it is cut off (\(body.count) of \(length) bytes)"
                                               : "it holds \(body.count) bytes where its header says \(length)")
        }
        guard SHA256.hex(body) == checksum.lowercased() else { throw .damaged("its SHA-256 does not match its content") }
        return ChainChange(chainID: chainID, sequence: sequence, follows: follows,
                           schemaVersion: Int(schema), body: body)
    }

    /// The header's text, and where it ends: it is short, and ends at the
    /// first blank line, within 4 KiB.
    private static func header(of bytes: [UInt8]) throws(Problem) -> (end: Int, text: String) {
        let limit = min(bytes.count, 4096)
        var end: Int?
        var index = 0
        while index + 1 < limit {
            if bytes[index] == 0x0A && bytes[index + 1] == 0x0A { end = index; break }
            index += 1
        }
        guard let end, let header = String(validating: bytes[0..<end], as: UTF8.self) else {
            if bytes.starts(with: Array(format.utf8)) { throw .damaged("its header is cut off") }
            throw .notAChangeFile("it does not start with '\(format)'")
        }
        return (end, header)
    }

    /// The header's `key: value` lines, after its first line, which names
    /// the format and a version this build reads.
    private struct HeaderFields {
        private var fields: [String: String] = [:]

        init(_ header: String) throws(Problem) {
            var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = lines.removeFirst().split(separator: " ")
            guard first.count == 2, first[0] == format else {
                throw .notAChangeFile("it does not start with '\(format)'")
            }
            guard let version = Int(first[1]), version >= 1 else { throw .damaged("its version '\(first[1])' is not a number") }
            guard version <= ChangeFile.version else { throw .newer(version) }
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { throw .damaged("its header line '\(line)' is not 'key: value'") }
                fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingPrefix(" ").description
            }
        }

        func text(_ name: String) throws(Problem) -> String {
            guard let value = fields[name], !value.isEmpty else { throw .damaged("its header has no \(name)") }
            return value
        }

        func number(_ name: String) throws(Problem) -> Int64 {
            let written = try text(name)
            guard let value = Int64(written), value >= 0 else { throw .damaged("its \(name) '\(written)' is not a number") }
            return value
        }
    }
}
