import CSQLite

/// A changeset that only inserts into one table, read from its bytes
/// without SQLite's iterator, which makes and frees a value for every
/// column of every row (20 of them a node: most of what a batch's summary
/// cost). The format is the one sqlite3session.h describes ("CHANGESET
/// FORMAT"): a table's header, `T`, its column count (a varint), a byte a
/// column saying whether it is in the primary key, and its name ended by a
/// zero byte; then its changes, each an operation byte, an indirect-change
/// byte and the row's values, each a type byte followed by eight bytes
/// for a number, or a varint length and the bytes for text and blobs.
extension ChangesetAside {
    /// Calls `body` with the first column of each row, and whether its
    /// `column`th is the text `text`, in order, when every change is an
    /// insert into `table`, and returns
    /// true. False, part way or before any call, when anything else is
    /// met: the caller then reads it with `forEachRow`. The pieces kept
    /// aside are read one after another, never into one buffer: an
    /// import's changeset is tens of megabytes at a million nodes.
    package func forEachInsert(into table: String, column: Int, isText text: String,
                               _ body: (SQLValue?, Bool) throws -> Void) throws -> Bool {
        let text = Array(text.utf8)
        return try withBytes { bytes in
            guard try bytes.next() == 0x54, let columns = try bytes.varint(), columns > column,
                  try bytes.skip(columns) else { return false }
            var name: [UInt8] = []
            while let byte = try bytes.next(), byte != 0 { name.append(byte) }
            guard name.elementsEqual(table.utf8) else { return false }
            while let operation = try bytes.next() {
                // SQLITE_INSERT, then the indirect-change flag.
                guard operation == UInt8(SQLITE_INSERT), try bytes.next() != nil else { return false }
                var first: SQLValue?, isText = false
                for index in 0..<columns {
                    if index == 0 {
                        guard let value = try bytes.value() else { return false }
                        first = value
                    } else if index == column {
                        guard let matches = try bytes.isText(text) else { return false }
                        isText = matches
                    } else {
                        guard try bytes.skipValue() else { return false }
                    }
                }
                try body(first, isText)
            }
            return true
        }
    }

    /// Hands `body` the changeset's bytes, the pieces kept aside read back
    /// one at a time as it reaches them.
    private func withBytes<T>(_ body: (inout ChangesetBytes) throws -> T) throws -> T {
        if let inMemory {
            var given = false
            var bytes = ChangesetBytes {
                defer { given = true }
                return given ? nil : inMemory.bytes
            }
            return try body(&bytes)
        }
        let pieces = try piecesInOrder()
        defer { sqlite3_reset(pieces.handle) }
        var bytes = ChangesetBytes { try pieces.step() ? pieces.blob("bytes") : nil }
        return try body(&bytes)
    }
}

/// The bytes of a changeset, read one after another across its pieces.
private struct ChangesetBytes {
    private var piece: [UInt8] = []
    private var at = 0
    /// The next piece, nil after the last.
    private let following: () throws -> [UInt8]?

    init(pieces following: @escaping () throws -> [UInt8]?) { self.following = following }

    /// Whether a byte is left, the next piece taken when this one is read.
    private mutating func hasMore() throws -> Bool {
        while at == piece.count {
            guard let next = try following() else { return false }
            (piece, at) = (next, 0)
        }
        return true
    }

    mutating func next() throws -> UInt8? {
        guard try hasMore() else { return nil }
        at += 1
        return piece[at - 1]
    }

    mutating func skip(_ count: Int) throws -> Bool {
        guard count >= 0 else { return false }
        var left = count
        while left > 0 {
            guard try hasMore() else { return false }
            let step = min(left, piece.count - at)
            at += step
            left -= step
        }
        return true
    }

    /// `count` bytes, gathered across pieces; nil when fewer are left.
    private mutating func take(_ count: Int) throws -> [UInt8]? {
        guard count >= 0 else { return nil }
        var taken: [UInt8] = []
        taken.reserveCapacity(count)
        while taken.count < count {
            guard try hasMore() else { return nil }
            let step = min(count - taken.count, piece.count - at)
            taken += piece[at..<(at + step)]
            at += step
        }
        return taken
    }

    /// SQLite's varint: seven bits a byte while the high bit says more
    /// follow, the ninth byte whole (https://sqlite.org/fileformat2.html#varint).
    mutating func varint() throws -> Int? {
        var value: UInt64 = 0
        for index in 0..<9 {
            guard let byte = try next() else { return nil }
            if index == 8 { return Int(truncatingIfNeeded: value << 8 | UInt64(byte)) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { break }
        }
        return Int(truncatingIfNeeded: value)
    }

    /// One value of a row; nil at the end of the bytes, or at a type no
    /// insert has (0, undefined).
    mutating func value() throws -> SQLValue? {
        guard let type = try next() else { return nil }
        switch type {
        case 1, 2:
            // Big-endian, read byte by byte: no array made for a row's id.
            var bits: UInt64 = 0
            for _ in 0..<8 {
                guard let byte = try next() else { return nil }
                bits = bits << 8 | UInt64(byte)
            }
            return type == 1 ? .integer(Int64(bitPattern: bits)) : .real(Double(bitPattern: bits))
        case 3, 4:
            guard let count = try varint(), let data = try take(count) else { return nil }
            return type == 3 ? .text(String(decoding: data, as: UTF8.self)) : .blob(data)
        case 5:
            return .null
        default:
            return nil
        }
    }

    /// Whether one value is the text whose UTF-8 is `text`; nil where
    /// `value()` gives nil. Compared as it is read, not gathered first.
    mutating func isText(_ text: [UInt8]) throws -> Bool? {
        guard let type = try next() else { return nil }
        guard type == 3 else { return try skipValue(of: type) ? false : nil }
        guard let count = try varint() else { return nil }
        guard count == text.count else { return try skip(count) ? false : nil }
        var matches = true
        for letter in text {
            guard let byte = try next() else { return nil }
            matches = matches && byte == letter
        }
        return matches
    }

    /// Passes over one value; false where `value()` gives nil.
    mutating func skipValue() throws -> Bool {
        guard let type = try next() else { return false }
        return try skipValue(of: type)
    }

    /// Passes over the rest of a value of `type`.
    mutating func skipValue(of type: UInt8) throws -> Bool {
        switch type {
        case 1, 2: return try skip(8)
        case 3, 4: return try varint().map { try skip($0) } ?? false
        case 5: return true
        default: return false
        }
    }
}
