/// The quick way of `JSONParser.validate`: the same document accepted,
/// the same lists of entries noted, in one tight walk over the bytes where
/// they lie. It says nothing of what is wrong: on anything it does not
/// accept it gives up (nil), and `validate` reads the document the careful
/// way, which finds the problem and says where. So it may refuse more than
/// the careful way (a surrogate pair is left to it) but never accept less
/// strictly: an import checks a document whole before the menu is opened,
/// and the careful way's cost per byte was most of that check
/// (docs/performance.md, import).
struct JSONSyntaxScan {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0
    private var depth = 0
    private(set) var listEnds: [Int: Int] = [:]
    private(set) var listed = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// `validate`'s answer for `bytes` when they are one JSON document of
    /// the kind the quick way reads; nil for the careful way to decide.
    static func check(_ bytes: [UInt8]) -> (listEnds: [Int: Int], listed: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var scan = JSONSyntaxScan(buffer)
            scan.skipWhitespace()
            guard scan.value() else { return nil }
            scan.skipWhitespace()
            return scan.at == buffer.count ? (scan.listEnds, scan.listed) : nil
        }
    }

    /// The byte at `at`, or 0 past the end: a 0 is never where these
    /// functions accept it, so the end needs no test of its own.
    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private mutating func skipWhitespace() {
        while at < bytes.count {
            let byte = bytes[at]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            at += 1
        }
    }

    /// Steps over one value; false when it is not one the careful way accepts.
    private mutating func value() -> Bool {
        switch byte(at) {
        case UInt8(ascii: "{"): return container(closing: UInt8(ascii: "}")) != nil
        case UInt8(ascii: "["): return container(closing: UInt8(ascii: "]")) != nil
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return false
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let end = at + word.utf8CodeUnitCount
        guard end <= bytes.count, bytes.bytes(at..<end, are: word) else { return false }
        at = end
        return true
    }

    /// An object or array; how many members or elements it holds, noting
    /// where a `menu` or `children` array ends, as `skipContainer` does.
    private mutating func container(closing: UInt8) -> Int? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= JSONParser.maximumDepth else { return nil }
        let isObject = closing == UInt8(ascii: "}")
        at += 1
        skipWhitespace()
        if byte(at) == closing { at += 1; return 0 }
        var held = 0
        while true {
            held += 1
            skipWhitespace()
            var isList = false
            if isObject {
                let key = at
                guard byte(at) == UInt8(ascii: "\""), string() else { return nil }
                isList = bytes.bytes(key..<at, are: #""children""#) || bytes.bytes(key..<at, are: #""menu""#)
                skipWhitespace()
                guard byte(at) == UInt8(ascii: ":") else { return nil }
                at += 1
                skipWhitespace()
            }
            let start = at
            if isList && byte(at) == UInt8(ascii: "[") {
                guard let elements = container(closing: UInt8(ascii: "]")) else { return nil }
                listed += elements
                listEnds[start] = at
            } else {
                guard value() else { return nil }
            }
            skipWhitespace()
            switch byte(at) {
            case UInt8(ascii: ","): at += 1
            case closing: at += 1; return held
            default: return nil
            }
        }
    }

    /// A string without control characters, its escapes those JSON has; a
    /// `\u` of a surrogate is left to the careful way.
    private mutating func string() -> Bool {
        at += 1
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") { at += 1; return true }
            if byte < 0x20 { return false }
            at += 1
            guard byte == UInt8(ascii: "\\") else { continue }
            switch self.byte(at) {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                at += 1
            case UInt8(ascii: "u"):
                guard at + 5 <= bytes.count else { return false }
                var value: UInt32 = 0
                for digit in bytes[at + 1..<at + 5] {
                    guard let nibble = Self.hex(digit) else { return false }
                    value = value << 4 | nibble
                }
                guard !(0xD800...0xDFFF).contains(value) else { return false }
                at += 5
            default:
                return false
            }
        }
        return false
    }

    private static func hex(_ digit: UInt8) -> UInt32? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(digit - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(digit - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `-`, then `0` or digits, then a fraction and an exponent if written.
    private mutating func number() -> Bool {
        if byte(at) == UInt8(ascii: "-") { at += 1 }
        if byte(at) == UInt8(ascii: "0") {
            at += 1
        } else if !digits() {
            return false
        }
        if byte(at) == UInt8(ascii: ".") {
            at += 1
            guard digits() else { return false }
        }
        if byte(at) == UInt8(ascii: "e") || byte(at) == UInt8(ascii: "E") {
            at += 1
            if byte(at) == UInt8(ascii: "+") || byte(at) == UInt8(ascii: "-") { at += 1 }
            guard digits() else { return false }
        }
        return true
    }

    /// One digit or more; false when none.
    private mutating func digits() -> Bool {
        let start = at
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
        return at > start
    }
}
