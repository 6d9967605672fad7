import MenuModel
/// A strict JSON parser (https://www.rfc-editor.org/rfc/rfc8259) over bytes.
/// It builds values (`parse`), or only checks them (`skipValue`), with the
/// same messages at the same places: the import checks a whole document
/// first, then reads its menu one entry at a time, never holding it all.
public struct JSONParser {
    /// Deeper nesting is refused rather than risking the stack: no menu is
    /// anywhere near this deep.
    public static let maximumDepth = 512

    package let bytes: [UInt8]
    /// Where the parser is: the next byte it reads.
    package var index = 0
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(MenuError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON document") }
        return value
    }

    /// Checks that `bytes` are one JSON document, as `parse` would, without
    /// building it: the same error for the same text. Gives where each
    /// `menu` and `children` array ends (`listEnds`), found on the way, and
    /// how many elements those arrays hold between them (`listed`): the
    /// entries of a document whose menu follows the rules.
    package static func validate(_ bytes: [UInt8]) throws(MenuError) -> (listEnds: [Int: Int], listed: Int) {
        // Most documents are sound: the quick scan accepts them; the
        // careful walk below is what finds a problem and says where.
        if let checked = JSONSyntaxScan.check(bytes) { return checked }
        var parser = JSONParser(bytes: bytes)
        parser.isNotingLists = true
        parser.skipWhitespace()
        try parser.skipValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON document") }
        return (parser.listEnds, parser.listed)
    }

    package init(bytes: [UInt8], listEnds: [Int: Int] = [:]) {
        self.bytes = bytes
        self.listEnds = listEnds
    }

    /// Where the array of a `menu` or `children` member that starts at a
    /// place ends (just past its `]`). Reading a group's entries after its
    /// own members steps over them first: without this, every byte of a
    /// menu would be stepped over once for each group around it.
    package private(set) var listEnds: [Int: Int]
    private var isNotingLists = false
    /// The elements of the lists noted in `listEnds`.
    private var listed = 0

    private func error(_ message: String) -> MenuError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return MenuError(.malformedFile, "line \(line), column \(column): \(message)")
    }

    package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    package mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(MenuError) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw error("expected \(literal)") }
            index += 1
        }
        return value
    }

    package mutating func parseValue() throws(MenuError) -> JSONValue {
        guard let byte = current else { throw error("the document ends too early") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Terminal.escaped(String(decoding: [byte], as: UTF8.self)))'")
        }
    }

    private mutating func nest() throws(MenuError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(MenuError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(MenuError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    /// Steps over the value at the parser, checking it as `parseValue`
    /// would, with the same error at the same place.
    package mutating func skipValue() throws(MenuError) {
        guard let byte = current else { throw error("the document ends too early") }
        switch byte {
        case UInt8(ascii: "{"): try skipContainer(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try skipContainer(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): _ = try expect("true", .null)
        case UInt8(ascii: "f"): _ = try expect("false", .null)
        case UInt8(ascii: "n"): _ = try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw error("unexpected character '\(Terminal.escaped(String(decoding: [byte], as: UTF8.self)))'")
        }
    }

    /// An object or an array, stepped over as `parseObject` or `parseArray`
    /// reads it; gives how many members or elements it holds.
    @discardableResult
    private mutating func skipContainer(closing: UInt8) throws(MenuError) -> Int {
        try nest()
        defer { depth -= 1 }
        let isObject = closing == UInt8(ascii: "}")
        index += 1
        skipWhitespace()
        if current == closing { index += 1; return 0 }
        var held = 0
        while true {
            held += 1
            skipWhitespace()
            var isList = false
            if isObject {
                guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = index
                try skipString()
                isList = isNotingLists && holdsList(key: key..<index)
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipWhitespace()
            }
            let start = index
            if isList && current == UInt8(ascii: "[") {
                listed += try skipContainer(closing: UInt8(ascii: "]"))
                listEnds[start] = index
            } else {
                try skipValue()
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == closing { index += 1; return held }
            throw error(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
        }
    }

    /// The members of the object at the parser (a document `validate`
    /// passed), each value built but the first `deferred` one that holds an
    /// array: that one is stepped over, stands as an empty array, and its
    /// place is given back, to be read later without being held whole.
    package mutating func parseMembers(deferring deferred: String) throws(MenuError)
        -> (members: [(key: String, value: JSONValue)], deferred: Int?) {
        var members: [(key: String, value: JSONValue)] = []
        var found: Int?
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return (members, nil) }
        while true {
            skipWhitespace()
            let key = try parseString()
            skipWhitespace()
            index += 1
            skipWhitespace()
            if found == nil, current == UInt8(ascii: "["), key == deferred {
                found = index
                skipCheckedArray()
                members.append((key, .array([])))
            } else {
                members.append((key, try parseValue()))
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            index += 1
            return (members, found)
        }
    }

    /// Whether the quoted key at `key` is `"menu"` or `"children"`, whose
    /// arrays hold entries.
    private func holdsList(key: Range<Int>) -> Bool {
        bytes.bytes(key, are: #""children""#) || bytes.bytes(key, are: #""menu""#)
    }

    /// Steps over the array at the parser in a document `validate` passed:
    /// its brackets counted, its strings stepped over, nothing checked again.
    /// A list of entries was measured when the document was checked.
    private mutating func skipCheckedArray() {
        if let end = listEnds[index] {
            index = end
            return
        }
        index = bytes.withUnsafeBufferPointer { buffer in
            var at = index
            var depth = 0
            repeat {
                switch buffer[at] {
                case UInt8(ascii: "\""):
                    at += 1
                    while buffer[at] != UInt8(ascii: "\"") { at += buffer[at] == UInt8(ascii: "\\") ? 2 : 1 }
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
                at += 1
            } while depth > 0
            return at
        }
    }

    /// Past a `,` that follows an element, if there is one; true when there was.
    package mutating func skipComma() -> Bool {
        skipWhitespace()
        guard current == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    private mutating func parseNumber() throws(MenuError) -> JSONValue {
        let start = index
        try skipNumber()
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func skipNumber() throws(MenuError) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent") }
        }
    }

    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index > start
    }

    /// The string at the parser, its quotes and escapes read.
    package mutating func parseString() throws(MenuError) -> String {
        // Most strings hold no escape: their bytes are the text.
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var text: [UInt8] = []
        try scanString(into: &text, keeping: true)
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func skipString() throws(MenuError) {
        // Most strings hold no escape: stepped over in one loop.
        let start = index + 1
        let end = bytes.withUnsafeBufferPointer { buffer in
            var end = start
            while end < buffer.count, buffer[end] != UInt8(ascii: "\""), buffer[end] != UInt8(ascii: "\\"), buffer[end] >= 0x20 { end += 1 }
            return end
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return
        }
        var none: [UInt8] = []
        try scanString(into: &none, keeping: false)
    }

    private mutating func scanString(into text: inout [UInt8], keeping: Bool) throws(MenuError) {
        index += 1
        while true {
            guard let byte = current else { throw error("a string is not closed") }
            index += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte < 0x20 { index -= 1; throw error("a control character must be escaped inside a string") }
            guard byte == UInt8(ascii: "\\") else { if keeping { text.append(byte) }; continue }
            guard let escape = current else { throw error("a string is not closed") }
            index += 1
            let decoded: UInt8
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = escape
            case UInt8(ascii: "b"): decoded = 0x08
            case UInt8(ascii: "f"): decoded = 0x0C
            case UInt8(ascii: "n"): decoded = 0x0A
            case UInt8(ascii: "r"): decoded = 0x0D
            case UInt8(ascii: "t"): decoded = 0x09
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape()
                if keeping { text.append(contentsOf: String(scalar).utf8) }
                continue
            default:
                throw error("unknown escape '\\\(Terminal.escaped(String(decoding: [escape], as: UTF8.self)))'")
            }
            if keeping { text.append(decoded) }
        }
    }

    /// `\uXXXX`, or a surrogate pair of two of them.
    private mutating func parseUnicodeEscape() throws(MenuError) -> Unicode.Scalar {
        var value = try parseHex4()
        if (0xD800...0xDBFF).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("a lone surrogate in a \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in a \\u escape") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("a lone surrogate in a \\u escape") }
        return scalar
    }

    private mutating func parseHex4() throws(MenuError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
