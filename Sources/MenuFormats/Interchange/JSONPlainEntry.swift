import MenuModel

/// The quick reading of a plain node: nearly every node of an
/// export is a group with `kind`, `name`, `expanded` and `children`, or a
/// dish with `kind`, `name`, a price in fen and `sold_out`. Such a node is
/// read straight from the bytes, its keys told apart by their bytes, no
/// JSON value built for any member. Anything else, or anything the rules
/// would refuse, is not read here (nil) but the careful way
/// (`MenuDocument.entry`), which says what is wrong where it always did:
/// what this reads, it reads only when the careful way would give the
/// same entry without a word.
struct PlainNode {
    private(set) var isGroup = false
    /// The bytes of the name as written, without its quotes.
    private(set) var name = 0..<0
    /// nil without a `price`; a price of `null` is `.some(nil)`.
    private(set) var fen: Int64?? = nil
    private(set) var soldOut: Bool?
    private(set) var expanded: Bool?
    /// Where the `children` array starts, if the node has one.
    private(set) var childrenAt: Int?
    /// Just past the node's `}`.
    private(set) var end = 0
    private var seen: PlainKeys = []

    /// The node whose `{` is at `start` in a document `JSONParser.validate`
    /// passed (so its brackets and strings are well formed), when it is
    /// plain; `listEnds` are where its `children` array ends.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, listEnds: [Int: Int]) {
        var reader = ByteReader(bytes: bytes, at: start + 1)
        reader.skipWhitespace()
        while true {
            guard let key = reader.key(), !seen.contains(key) else { return nil }
            seen.insert(key)
            guard read(key, from: &reader, listEnds: listEnds) else { return nil }
            reader.skipWhitespace()
            let byte = reader.next()
            if byte == UInt8(ascii: "}") { break }
            guard byte == UInt8(ascii: ",") else { return nil }
            reader.skipWhitespace()
        }
        end = reader.at
        guard seen.isSuperset(of: [.kind, .name]), (isGroup ? PlainKeys.group : PlainKeys.dish).isSuperset(of: seen) else { return nil }
    }

    /// The value of one member; false when it is not as a plain node has it.
    private mutating func read(_ key: PlainKeys, from reader: inout ByteReader, listEnds: [Int: Int]) -> Bool {
        switch key {
        case .kind:
            guard let kind = reader.string() else { return false }
            isGroup = reader.bytes.bytes(kind, are: "group")
            return isGroup || reader.bytes.bytes(kind, are: "item")
        case .name:
            guard let name = reader.string() else { return false }
            self.name = name
        case .price:
            guard let price = reader.price() else { return false }
            fen = price
        case .soldOut:
            guard let flag = reader.flag() else { return false }
            soldOut = flag
        case .expanded:
            guard let flag = reader.flag() else { return false }
            expanded = flag
        default:
            guard reader.peek() == UInt8(ascii: "["), let after = listEnds[reader.at] else { return false }
            childrenAt = reader.at
            reader.at = after
        }
        return true
    }

    /// The node's name, checked as the careful reading checks it; nil when
    /// it breaks a rule (the careful reading says which).
    func name(in bytes: UnsafeBufferPointer<UInt8>) -> Name? {
        let written = UnsafeBufferPointer(rebasing: bytes[name])
        return Name(plainUTF8: written) ?? (try? Name(String(decoding: written, as: UTF8.self)))
    }

    /// The entry the careful reading gives for this node, named `name`, at `place`.
    func entry(named name: Name, place: EntryPlace) -> MenuDocument.Entry {
        guard !isGroup else {
            return MenuDocument.Entry(plain: place, name: name, isGroup: true, expanded: expanded, price: .keep, soldOut: nil)
        }
        // Nine digits at most: always an amount.
        let price: FieldEdit<DishPrice> = fen.map { written in written.flatMap { try? Amount(fen: $0) }.map { .set(.fixed($0)) } ?? .clear } ?? .keep
        return MenuDocument.Entry(plain: place, name: name, isGroup: false, expanded: nil, price: price, soldOut: soldOut)
    }
}

/// The keys a plain node may have, as a set of those seen.
struct PlainKeys: OptionSet {
    let rawValue: UInt8
    static let kind = PlainKeys(rawValue: 1), name = PlainKeys(rawValue: 2), price = PlainKeys(rawValue: 4)
    static let soldOut = PlainKeys(rawValue: 8), expanded = PlainKeys(rawValue: 16), children = PlainKeys(rawValue: 32)
    /// Those of them a dish of the document may have (`dishKeys`), and a group (`groupKeys`).
    static let dish: PlainKeys = [.kind, .name, .price, .soldOut]
    static let group: PlainKeys = [.kind, .name, .expanded, .children]
}

/// A cursor over the bytes of a checked document, for `PlainNode`.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at: Int

    init(bytes: UnsafeBufferPointer<UInt8>, at: Int) {
        self.bytes = bytes
        self.at = at
    }

    func peek() -> UInt8 { bytes[at] }

    mutating func next() -> UInt8 {
        defer { at += 1 }
        return bytes[at]
    }

    mutating func skipWhitespace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    /// The bytes of the string at the cursor, without quotes; nil when it
    /// is not a string or holds an escape (those are read the careful way).
    mutating func string() -> Range<Int>? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = at + 1
        var end = start
        while bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") { return nil }
            end += 1
        }
        at = end + 1
        return start..<end
    }

    /// A member's key and its `:`, when it is one a plain node has.
    mutating func key() -> PlainKeys? {
        guard let key = string() else { return nil }
        skipWhitespace()
        guard next() == UInt8(ascii: ":") else { return nil }
        skipWhitespace()
        switch key.count {
        case 4: return bytes.bytes(key, are: "kind") ? .kind : bytes.bytes(key, are: "name") ? .name : nil
        case 5: return bytes.bytes(key, are: "price") ? .price : nil
        case 8:
            if bytes.bytes(key, are: "sold_out") { return .soldOut }
            if bytes.bytes(key, are: "expanded") { return .expanded }
            return bytes.bytes(key, are: "children") ? .children : nil
        default: return nil
        }
    }

    mutating func flag() -> Bool? {
        switch peek() {
        case UInt8(ascii: "t"): at += 4; return true
        case UInt8(ascii: "f"): at += 5; return false
        default: return nil
        }
    }

    /// `null`, or `{"amount": 3800, "currency": "CNY"}` with the currency
    /// left out or in either order; nil for anything else (a string, a
    /// fraction, an amount out of range: the careful way says why).
    mutating func price() -> Int64?? {
        if peek() == UInt8(ascii: "n") {
            at += 4
            return .some(nil)
        }
        guard next() == UInt8(ascii: "{") else { return nil }
        var fen: Int64?
        var currency = false
        skipWhitespace()
        while true {
            guard let key = string() else { return nil }
            skipWhitespace()
            guard next() == UInt8(ascii: ":") else { return nil }
            skipWhitespace()
            if bytes.bytes(key, are: "amount"), fen == nil {
                guard let amount = wholeFen() else { return nil }
                fen = amount
            } else if bytes.bytes(key, are: "currency"), !currency {
                // The menu's currency (`Amount.currency`), spelt as the careful way compares it.
                guard let written = string(), bytes.bytes(written, are: "CNY"), Amount.currency == "CNY" else { return nil }
                currency = true
            } else {
                return nil
            }
            skipWhitespace()
            let byte = next()
            if byte == UInt8(ascii: "}") { break }
            guard byte == UInt8(ascii: ",") else { return nil }
            skipWhitespace()
        }
        guard let fen else { return nil }
        return .some(fen)
    }

    /// 1 to 9 digits and nothing after them that makes a fraction: an
    /// amount from 0 to 999,999,999 fen, which every such number is.
    private mutating func wholeFen() -> Int64? {
        var fen: Int64 = 0
        let start = at
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), at - start < 10 {
            fen = fen * 10 + Int64(bytes[at] - UInt8(ascii: "0"))
            at += 1
        }
        let digits = at - start
        guard (1...9).contains(digits), bytes[at] != UInt8(ascii: "."), bytes[at] != UInt8(ascii: "e"),
              bytes[at] != UInt8(ascii: "E") else { return nil }
        return fen
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether the bytes at `range` are `word`'s: a key told apart without
    /// making a String of it.
    func bytes(_ range: Range<Int>, are word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        var letter = word.utf8Start
        for index in range {
            guard self[index] == letter.pointee else { return false }
            letter += 1
        }
        return true
    }
}
