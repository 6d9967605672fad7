/// What `find` looks for (SPEC 12), as staff type it: part of a name in any
/// case (`鸡`, `7UP`), or, when it is ASCII letters, pinyin, as initials (助记码:
/// `gbjd` → 宫保鸡丁) or spelled out without tones (`gongbao`).
///
/// It matches one text at a time; which texts a node offers (its name, and
/// later its translations) is the repository's list, so another source is
/// one more entry there. Matching reuses its buffers, so scanning a
/// hundred thousand names allocates nothing per name.
public struct MenuQuery: Sendable {
    /// As typed, trimmed, for messages.
    public let text: String
    /// The query's scalars, lowercased.
    private let folded: [UInt32]
    /// The query as lowercase ASCII bytes, when it is ASCII letters only:
    /// then it may also be pinyin.
    private let pinyin: [UInt8]?

    private var scalars: [UInt32] = []
    private var initials: [UInt8] = []
    private var spelled: [UInt8] = []
    /// Where each syllable (or other letter or digit) starts in `spelled`.
    private var starts: [Int] = []

    public init(parsing raw: String) throws(MenuError) {
        text = raw.trimmingWhiteSpace()
        guard !text.isEmpty else { throw .invalidArgument("the query is empty: give part of a name, or pinyin like gbjd") }
        var folded: [UInt32] = []
        for scalar in text.unicodeScalars { Self.fold(scalar, into: &folded) }
        self.folded = folded
        let letters = UInt32(UInt8(ascii: "a"))...UInt32(UInt8(ascii: "z"))
        pinyin = folded.allSatisfy(letters.contains) ? folded.map { UInt8($0) } : nil
    }

    /// Whether `text` holds the query, ignoring case, or its pinyin does.
    public mutating func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(utf8: $0) }
    }

    /// The same for stored text as SQLite hands it over, checked byte by byte.
    mutating func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        scalars.removeAll(keepingCapacity: true)
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
        spellPinyin()
        return Self.contains(initials, pinyin)
            || starts.contains { spelled[$0...].starts(with: pinyin) }
    }

    /// `initials` and `spelled` for `scalars`: a Han character gives its
    /// syllable's first letter and the whole syllable; an ASCII letter or
    /// digit stands for itself; anything else is a 0 no query crosses.
    private mutating func spellPinyin() {
        initials.removeAll(keepingCapacity: true)
        spelled.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        for value in scalars {
            if let scalar = Unicode.Scalar(value), let syllable = Pinyin.syllable(of: scalar) {
                initials.append(syllable.initial)
                starts.append(spelled.count)
                spelled.append(contentsOf: syllable.letters)
            } else if value < 0x80, Self.isLetterOrDigit(UInt8(value)) {
                initials.append(UInt8(value))
                starts.append(spelled.count)
                spelled.append(UInt8(value))
            } else {
                initials.append(0)
                spelled.append(0)
            }
        }
    }

    /// Lowercase ASCII letters and digits: what a 助记码 may hold besides pinyin.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Appends `scalar` lowercased. Han characters, the bulk of a Chinese
    /// menu, have no case and skip Unicode's tables.
    static func fold(_ scalar: Unicode.Scalar, into scalars: inout [UInt32]) {
        let value = scalar.value
        if value < 0x80 {
            scalars.append((0x41...0x5A).contains(value) ? value + 0x20 : value)
        } else if (0x3400...0x9FFF).contains(value) || value >= 0x20000 || !scalar.properties.changesWhenLowercased {
            scalars.append(value)
        } else {
            scalars += scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
        }
    }

    /// Whether `needle` occurs in `haystack`: names are at most 100
    /// characters, so the plain search is the quick one.
    static func contains<T: Equatable>(_ haystack: [T], _ needle: [T]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
