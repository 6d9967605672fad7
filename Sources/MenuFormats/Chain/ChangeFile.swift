import MenuModel

/// A change file on disk (SPEC 22): a few lines of text that a person can
/// read with `head`, a blank line, then the changeset's bytes.
///
///     menuctl-change 2
///     sha256: 9f86d0…
///     chain: 3f6c0b52-…
///     sequence: 3
///     follows: 2
///     follows-sha256: 2c26b4…
///     epoch: 1
///     full: no
///     schema: 18
///     bytes: 1234
///
/// The SHA-256 covers every byte of the file but its own line, header
/// included: a flipped bit anywhere, or a header edited by hand, is known
/// before anything of the file is applied. `follows-sha256` is the digest
/// of the file before, which chains the files: a store that applied another
/// file under that number finds that head office's history forked.
///
/// Format 1 (the release before) had no `follows-sha256`, `epoch` or
/// `full`, and its digest covered only the body; it is still read, for a
/// store that has not yet taken a file of format 2.
package enum ChangeFile {
    package static let format = "menuctl-change"
    package static let version = 2

    /// The file's bytes, and its SHA-256 as the next file names it.
    package static func encode(_ change: ChainChange) -> (bytes: [UInt8], digest: String) {
        let covered = Array("""
            \(format) \(version)
            chain: \(change.chainID)
            sequence: \(change.sequence)
            follows: \(change.follows)
            follows-sha256: \(change.followsDigest ?? "none")
            epoch: \(change.epoch)
            full: \(change.isFull ? "yes" : "no")
            schema: \(change.schemaVersion)
            bytes: \(change.body.count)


            """.utf8) + change.body
        let digest = SHA256.hex(covered)
        let firstLine = covered.firstIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (Array(covered[..<firstLine]) + Array("sha256: \(digest)\n".utf8) + Array(covered[firstLine...]), digest)
    }

    /// Why a file is not a change file menuctl can apply: the words after
    /// `FILE is not a change file:` or `FILE is damaged:`.
    package enum Problem: Error, Equatable {
        case notAChangeFile(String)
        case damaged(String)
        case newer(Int)
    }

    package static func decode(_ bytes: [UInt8]) throws(Problem) -> ChainChange {
        // The digest is checked before any field is read: a bit flipped in
        // the name of the format or its version is damage, not another format.
        let sealed = try sealedContent(of: bytes)
        let (end, header) = try Self.header(of: sealed?.covered ?? bytes)
        let fields = try HeaderFields(header)
        let body = Array((sealed?.covered ?? bytes)[(end + 2)...])
        guard fields.version >= 2 else { return try decodeFormat1(fields, body: body) }
        guard let sealed else { throw .damaged("its header has no sha256 line after its first") }
        var change = try fields.change(body: body, strict: true)
        change.digest = sealed.digest
        return change
    }

    /// The bytes the digest covers, and the digest, when the file's second
    /// line is `sha256: ` and 64 lowercase hex digits; damaged when they do
    /// not match.
    private static func sealedContent(of bytes: [UInt8]) throws(Problem) -> (covered: [UInt8], digest: String)? {
        guard let firstEnd = bytes.prefix(4096).firstIndex(of: 0x0A) else { return nil }
        let prefix = Array("sha256: ".utf8)
        let line = bytes.dropFirst(firstEnd + 1).prefix(prefix.count + 65)
        guard line.count == prefix.count + 65, line.starts(with: prefix), line.last == 0x0A else { return nil }
        let hex = Array(line.dropFirst(prefix.count).dropLast())
        guard hex.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        let covered = Array(bytes[...firstEnd]) + Array(bytes[(firstEnd + 1 + line.count)...])
        let digest = String(decoding: hex, as: UTF8.self)
        guard SHA256.hex(covered) == digest else {
            let (end, _) = (try? header(of: covered)) ?? (covered.count - 2, "")
            if let length = try? HeaderFields(String(decoding: covered[..<max(end, 0)], as: UTF8.self)).number("bytes"),
               covered.count - (end + 2) < length {
                throw .damaged("it is cut off (\(covered.count - (end + 2)) of \(length) bytes)")
            }
            throw .damaged("its SHA-256 does not match its content")
        }
        return (covered, digest)
    }

    /// A file of the release before: its SHA-256 covers the body only.
    private static func decodeFormat1(_ fields: HeaderFields, body: [UInt8]) throws(Problem) -> ChainChange {
        var change = try fields.change(body: body, strict: false)
        guard SHA256.hex(body) == (try fields.text("sha256")).lowercased() else {
            throw .damaged("its SHA-256 does not match its content")
        }
        change.format = 1
        return change
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
}

extension ChangeFile {
    /// The header's `key: value` lines, after its first line, which names
    /// the format and a version this build reads.
    fileprivate struct HeaderFields {
        private var fields: [String: String] = [:]
        let version: Int
        private static let known: Set<String> = ["chain", "sequence", "follows", "follows-sha256", "epoch", "full", "schema", "bytes"]

        init(_ header: String) throws(Problem) {
            var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
            guard first.count == 2, first[0] == format else {
                if header.hasPrefix(format) { throw .damaged("its first line is not '\(format) \(ChangeFile.version)'") }
                throw .notAChangeFile("it does not start with '\(format)'")
            }
            guard let version = Int(first[1]), version >= 1 else { throw .damaged("its version '\(first[1])' is not a number") }
            guard version <= ChangeFile.version else { throw .newer(version) }
            self.version = version
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { throw .damaged("its header line '\(line)' is not 'key: value'") }
                let key = String(line[..<colon])
                guard fields[key] == nil else { throw .damaged("its header has two \(key) lines") }
                fields[key] = line[line.index(after: colon)...].trimmingPrefix(" ").description
            }
        }

        /// The change the header describes, the body checked against its
        /// length; format 2 has every field, written one way only.
        func change(body: [UInt8], strict: Bool) throws(Problem) -> ChainChange {
            let chainID = try text("chain")
            guard ChainChange.isValidChainID(chainID) else {
                throw .damaged("its chain id is not one head office makes (1 to 64 letters, digits, '-', '_' or '.')")
            }
            let sequence = try number("sequence"), follows = try number("follows")
            let schema = try number("schema"), length = try number("bytes")
            guard follows < sequence else { throw .damaged("it follows \(follows) but is number \(sequence)") }
            guard body.count == length else {
                throw .damaged(body.count < length ? "it is cut off (\(body.count) of \(length) bytes)"
                                                   : "it holds \(body.count) bytes where its header says \(length)")
            }
            guard strict else {
                return ChainChange(chainID: chainID, sequence: sequence, follows: follows, schemaVersion: Int(schema), body: body)
            }
            let unknown = Set(fields.keys).subtracting(Self.known)
            guard unknown.isEmpty else { throw .damaged("its header has lines this menuctl does not know: \(unknown.sorted().joined(separator: ", "))") }
            let epoch = try number("epoch"), full = try text("full"), previous = try text("follows-sha256")
            guard epoch >= 1, full == "yes" || full == "no" else { throw .damaged("its epoch or full line is not as menuctl writes it") }
            guard previous == "none" || (previous.utf8.count == 64 && previous.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }))
            else { throw .damaged("its follows-sha256 '\(previous)' is not a SHA-256") }
            return ChainChange(chainID: chainID, sequence: sequence, follows: follows, followsDigest: previous == "none" ? nil : previous,
                               epoch: epoch, isFull: full == "yes", schemaVersion: Int(schema), body: body)
        }

        func text(_ name: String) throws(Problem) -> String {
            guard let value = fields[name], !value.isEmpty else { throw .damaged("its header has no \(name)") }
            return value
        }

        func number(_ name: String) throws(Problem) -> Int64 {
            let written = try text(name)
            guard let value = Int64(written), value >= 0, String(value) == written else { throw .damaged("its \(name) '\(written)' is not a number") }
            return value
        }
    }
}
