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
    /// Calls `body` with the first column and the `column`th of each row,
    /// in order, when every change is an insert into `table`, and returns
    /// true. False, part way or before any call, when anything else is
    /// met: the caller then reads the changeset with `forEachRow`.
    package func forEachInsert(into table: String, column: Int,
                               _ body: (SQLValue?, SQLValue?) throws -> Void) throws -> Bool {
        try withBytes { bytes in
            guard try bytes.next() == 0x54, let columns = try bytes.varint(), columns > column,
                  try bytes.skip(columns) else { return false }
            var name: [UInt8] = []
            while let byte = try bytes.next(), byte != 0 { name.append(byte) }
            guard name.elementsEqual(table.utf8) else { return false }
            while let operation = try bytes.next() {
                // SQLITE_INSERT, then the indirect-change flag.
                guard operation == UInt8(SQLITE_INSERT), try bytes.next() != nil else { return false }
                var first: SQLValue?, wanted: SQLValue?
                for index in 0..<columns {
                    let value: SQLValue?
                    if index == 0 || index == column {
                        guard let read = try bytes.value() else { return false }
                        value = read
                    } else {
                        guard try bytes.skipValue() else { return false }
                        value = nil
                    }
                    if index == 0 { first = value }
                    if index == column { wanted = value }
                }
                try body(first, wanted)
            }
            return true
        }
    }

    /// Hands `body` the changeset's bytes, from memory or piece by piece
    /// from its table.
    private func withBytes<T>(_ body: (inout ChangesetBytes) throws -> T) throws -> T {
        if let inMemory {
            var bytes = ChangesetBytes(first: inMemory.bytes, more: { nil })
            return try body(&bytes)
        }
        let pieces = try piecesInOrder()
        defer { sqlite3_reset(pieces.handle) }
        var bytes = ChangesetBytes(first: [], more: { try pieces.step() ? pieces.blob("bytes") : nil })
        return try body(&bytes)
    }
}

/// The bytes of a changeset one after another, across the pieces `more` gives.
private struct ChangesetBytes {
    private var piece: [UInt8]
    private var at = 0
    private let more: () throws -> [UInt8]?

    init(first: [UInt8], more: @escaping () throws -> [UInt8]?) {
        piece = first
        self.more = more
    }

    mutating func next() throws -> UInt8? {
        while at == piece.count {
            guard let next = try more() else { return nil }
            piece = next
            at = 0
        }
        at += 1
        return piece[at - 1]
    }

    mutating func skip(_ count: Int) throws -> Bool {
        var left = count
        while left > 0 {
            if at == piece.count { guard try next() != nil else { return false }; left -= 1; continue }
            let taken = min(left, piece.count - at)
            at += taken
            left -= taken
        }
        return true
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
            var bits: UInt64 = 0
            for _ in 0..<8 {
                guard let byte = try next() else { return nil }
                bits = bits << 8 | UInt64(byte)
            }
            return type == 1 ? .integer(Int64(bitPattern: bits)) : .real(Double(bitPattern: bits))
        case 3, 4:
            guard let count = try varint(), count >= 0 else { return nil }
            var data: [UInt8] = []
            data.reserveCapacity(count)
            for _ in 0..<count {
                guard let byte = try next() else { return nil }
                data.append(byte)
            }
            return type == 3 ? .text(String(decoding: data, as: UTF8.self)) : .blob(data)
        case 5:
            return .null
        default:
            return nil
        }
    }

    /// Passes over one value; false where `value()` gives nil.
    mutating func skipValue() throws -> Bool {
        guard let type = try next() else { return false }
        switch type {
        case 1, 2: return try skip(8)
        case 3, 4:
            guard let count = try varint(), count >= 0 else { return false }
            return try skip(count)
        case 5: return true
        default: return false
        }
    }
}
