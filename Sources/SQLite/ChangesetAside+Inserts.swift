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
    /// met, or the changeset is larger than `countedWhole`: the caller
    /// then reads it with `forEachRow`.
    package func forEachInsert(into table: String, column: Int, isText text: String,
                               _ body: (SQLValue?, Bool) throws -> Void) throws -> Bool {
        let counted = try withBytes { bytes in
            guard bytes.next() == 0x54, let columns = bytes.varint(), columns > column,
                  bytes.skip(columns) else { return false }
            var name: [UInt8] = []
            while let byte = bytes.next(), byte != 0 { name.append(byte) }
            guard name.elementsEqual(table.utf8) else { return false }
            while let operation = bytes.next() {
                // SQLITE_INSERT, then the indirect-change flag.
                guard operation == UInt8(SQLITE_INSERT), bytes.next() != nil else { return false }
                var first: SQLValue?, isText = false
                for index in 0..<columns {
                    if index == 0 {
                        guard let value = bytes.value() else { return false }
                        first = value
                    } else if index == column {
                        guard let matches = bytes.isText(text) else { return false }
                        isText = matches
                    } else {
                        guard bytes.skipValue() else { return false }
                    }
                }
                try body(first, isText)
            }
            return true
        }
        return counted ?? false
    }

    /// The most bytes read into memory whole to be counted this way: a
    /// batch of 30,000 adds; an import's larger changeset is walked.
    package static let countedWhole = 2 * 1024 * 1024

    /// Hands `body` the changeset's bytes in one buffer, the pieces kept
    /// aside read back into one; nil when they are more than `countedWhole`.
    private func withBytes<T>(_ body: (inout ChangesetBytes) throws -> T) throws -> T? {
        var whole: [UInt8]
        if let inMemory {
            whole = inMemory.bytes
        } else {
            guard count <= Self.countedWhole else { return nil }
            whole = []
            whole.reserveCapacity(count)
            let pieces = try piecesInOrder()
            defer { sqlite3_reset(pieces.handle) }
            while try pieces.step() { whole += pieces.blob("bytes") }
        }
        return try whole.withUnsafeBufferPointer { buffer in
            var bytes = ChangesetBytes(buffer)
            return try body(&bytes)
        }
    }
}

/// The bytes of a changeset, read one after another.
private struct ChangesetBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func next() -> UInt8? {
        guard at < bytes.count else { return nil }
        at += 1
        return bytes[at - 1]
    }

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= bytes.count - at else { return false }
        at += count
        return true
    }

    /// SQLite's varint: seven bits a byte while the high bit says more
    /// follow, the ninth byte whole (https://sqlite.org/fileformat2.html#varint).
    mutating func varint() -> Int? {
        var value: UInt64 = 0
        for index in 0..<9 {
            guard let byte = next() else { return nil }
            if index == 8 { return Int(truncatingIfNeeded: value << 8 | UInt64(byte)) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { break }
        }
        return Int(truncatingIfNeeded: value)
    }

    /// One value of a row; nil at the end of the bytes, or at a type no
    /// insert has (0, undefined).
    mutating func value() -> SQLValue? {
        guard let type = next() else { return nil }
        switch type {
        case 1, 2:
            guard skip(8) else { return nil }
            let bits = (at - 8..<at).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[$1]) }
            return type == 1 ? .integer(Int64(bitPattern: bits)) : .real(Double(bitPattern: bits))
        case 3, 4:
            guard let count = varint(), skip(count) else { return nil }
            let data = UnsafeBufferPointer(rebasing: bytes[(at - count)..<at])
            return type == 3 ? .text(String(decoding: data, as: UTF8.self)) : .blob(Array(data))
        case 5:
            return .null
        default:
            return nil
        }
    }

    /// Whether one value is the text `text`, its bytes compared where
    /// they lie; nil where `value()` gives nil.
    mutating func isText(_ text: String) -> Bool? {
        guard let type = next() else { return nil }
        guard type == 3 else { return skipValue(of: type) ? false : nil }
        guard let count = varint(), skip(count) else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[(at - count)..<at]).elementsEqual(text.utf8)
    }

    /// Passes over one value; false where `value()` gives nil.
    mutating func skipValue() -> Bool {
        guard let type = next() else { return false }
        return skipValue(of: type)
    }

    /// Passes over the rest of a value of `type`.
    mutating func skipValue(of type: UInt8) -> Bool {
        switch type {
        case 1, 2: return skip(8)
        case 3, 4: return varint().map { skip($0) } ?? false
        case 5: return true
        default: return false
        }
    }
}
