/// What `find` looks for (SPEC 12), as staff type it: part of a name in any
/// case (`鸡`, `7UP`), or, when it is ASCII letters (digits allowed), pinyin,
/// as initials (助记码: `gbjd` → 宫保鸡丁) or spelled out without tones
/// (`gongbao`, `ceng1` → 层1).
///
/// It matches one text at a time: a name, or a translation. Both are first
/// narrowed by their search keys (MenuQuery+SearchKey), so it is asked only
/// of the texts in buckets that may hold a match; it turns most of them
/// down after one look at each byte, without allocating.
public struct MenuQuery: Sendable {
    /// As typed, trimmed, for messages.
    public let text: String
    /// The query's scalars, lowercased.
    private let folded: [UInt32]
    /// The query's bytes, when no character in it has a case (鸡, 7, …):
    /// then matching is a search for these bytes, as UTF-8 allows.
    private let caseless: [UInt8]?
    /// The query as lowercase ASCII bytes, when it is ASCII letters (and
    /// digits): then it may also be pinyin.
    private let pinyin: [UInt8]?
    /// What every text the query matches holds in its search key
    /// (`MenuQuery.appendSearchKey`): the query lowercased, as UTF-8.
    package let needle: [UInt8]
    /// Where each letter stands in the pinyin, for looking through the
    /// keys of names read several ways (`mayMatch(readings:)`).
    package let pinyinMasks: [UInt64]

    public init(parsing raw: String) throws(MenuError) {
        text = raw.trimmingWhiteSpace()
        guard !text.isEmpty else { throw .invalidArgument("the query is empty: give part of a name, or pinyin like gbjd") }
        var folded: [UInt32] = []
        for scalar in text.unicodeScalars { Self.fold(scalar, into: &folded) }
        self.folded = folded
        var needle: [UInt8] = []
        Self.appendUTF8(of: folded, to: &needle)
        self.needle = needle
        caseless = text.unicodeScalars.contains { $0.properties.isCased } ? nil : Array(text.utf8)
        // Digits stand for themselves in pinyin as in names: ceng1 finds 层1.
        let letters = UInt32(UInt8(ascii: "a"))...UInt32(UInt8(ascii: "z"))
        let digits = UInt32(UInt8(ascii: "0"))...UInt32(UInt8(ascii: "9"))
        pinyin = folded.allSatisfy { letters.contains($0) || digits.contains($0) } && folded.contains(where: letters.contains)
            ? folded.map { UInt8($0) } : nil
        pinyinMasks = Self.pinyinMasks(of: pinyin)
    }

    /// Whether `text` holds the query, ignoring case, or its pinyin does.
    public func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(utf8: $0) }
    }

    /// The same for stored text as SQLite hands it over, checked byte by
    /// byte. It changes nothing, so SQLite may ask it of every row cheaply.
    package func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let caseless { return caseless.withUnsafeBufferPointer { Self.contains(text, $0) } }
        // Any match has the query's first letter as a letter of the text
        // or the initial of one of its syllables.
        if let pinyin, !Self.mayHold(pinyin[0], text) { return false }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.count)
        var isASCII = true
        var bytes = text.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                isASCII = isASCII && scalar.isASCII
                Self.fold(scalar, into: &scalars)
            case .error: Self.fold("\u{FFFD}", into: &scalars)
            case .emptyInput: break decoding
            }
        }
        if Self.contains(scalars, folded) { return true }
        // Pinyin of ASCII text is the text: the test above has answered.
        guard let pinyin, !isASCII else { return false }
        return Self.pinyin(pinyin, isReadIn: scalars)
    }

    /// Whether `letter` is an ASCII letter of `text` (either case) or the
    /// initial of a reading of one of its Han characters; also, to be
    /// safe, whenever the text holds anything else but ASCII and three-byte
    /// characters without case (the Kelvin sign K folds to k, ﬁ to fi). Read
    /// byte by byte: it turns down most of the names it is asked about
    /// before they are decoded.
    private static func mayHold(_ letter: UInt8, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < text.count {
            let lead = text[index]
            if lead < 0x80 {
                if lead | 0x20 == letter { return true }
                index += 1
                continue
            }
            // 1110xxxx 10xxxxxx 10xxxxxx: the whole Basic Multilingual Plane
            // from U+0800, where the Han characters of most menus are.
            guard lead & 0xF0 == 0xE0, index + 2 < text.count,
                  text[index + 1] & 0xC0 == 0x80, text[index + 2] & 0xC0 == 0x80 else { return true }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(text[index + 1] & 0x3F) << 6 | UInt32(text[index + 2] & 0x3F)
            let readings = Pinyin.readings(ofValue: value)
            if !readings.isEmpty {
                if readings.contains(where: { $0.initial == letter }) { return true }
            } else if Unicode.Scalar(value)?.properties.changesWhenCaseMapped != false {
                return true
            }
            index += 3
        }
        return false
    }

    /// Lowercase ASCII letters and digits: what a 助记码 may hold besides pinyin.
    package static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Appends `scalar` with its case folded away: lowercased after being
    /// uppercased, so that ß and SS, ς and Σ, ﬁ and FI meet, as Unicode's
    /// case folding has them meet. Han characters, the bulk of a Chinese
    /// menu, have no case and skip Unicode's tables.
    package static func fold(_ scalar: Unicode.Scalar, into scalars: inout [UInt32]) {
        let value = scalar.value
        if value < 0x80 {
            scalars.append((0x41...0x5A).contains(value) ? value + 0x20 : value)
        } else if (0x3400...0x9FFF).contains(value) || value >= 0x20000 || !scalar.properties.changesWhenCaseMapped {
            scalars.append(value)
        } else {
            // Twice: ẞ gives ß, which only then gives ss.
            var folded = [scalar]
            for _ in 0..<2 {
                folded = folded.flatMap { $0.properties.uppercaseMapping.unicodeScalars.flatMap(\.properties.lowercaseMapping.unicodeScalars) }
            }
            scalars += folded.map(\.value)
        }
    }

    package static func contains<T: Equatable>(_ haystack: [T], _ needle: [T]) -> Bool {
        haystack.withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { contains(haystack, $0) } }
    }

    /// Whether `needle` occurs in `haystack`: names are at most 100
    /// characters, so the plain search is the quick one.
    package static func contains<T: Equatable>(_ haystack: UnsafeBufferPointer<T>, _ needle: UnsafeBufferPointer<T>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
