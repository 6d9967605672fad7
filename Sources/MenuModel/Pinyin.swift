/// The Mandarin reading of Han characters, without tones, from the Unicode
/// Han Database's kMandarin field (https://www.unicode.org/reports/tr38/#kMandarin):
/// what staff type for a dish on a Chinese POS (宫保鸡丁 → gong bao ji ding,
/// 助记码 gbjd), and the order a Chinese menu is read in.
///
/// The table (Pinyin.generated.swift) is written by scripts/make-pinyin:
/// a character's first reading, ü written v (绿 → lv). It lives in string
/// literals, so looking a character up costs a binary search over a few
/// hundred ranges and reads two bytes, and nothing is built at startup.
public enum Pinyin {
    /// A toneless syllable, `gong`; its number follows alphabetical order,
    /// so syllables compare as their numbers do.
    public struct Syllable: Hashable, Comparable, Sendable {
        /// From 1, in alphabetical order of the spellings.
        public let number: Int

        /// The letters, lowercase ASCII, at most six.
        public var letters: UnsafeBufferPointer<UInt8> {
            let start = Pinyin.syllables.utf8Start + 6 * (number - 1)
            var count = 6
            while start[count - 1] == UInt8(ascii: " ") { count -= 1 }
            return UnsafeBufferPointer(start: start, count: count)
        }

        public var spelled: String { String(decoding: letters, as: UTF8.self) }

        /// The letter a 助记码 uses: `g` for gong, `z` for zhang.
        public var initial: UInt8 { Pinyin.syllables.utf8Start[6 * (number - 1)] }

        public static func < (lhs: Syllable, rhs: Syllable) -> Bool { lhs.number < rhs.number }
    }

    /// The reading of a Han character; nil for any other character, and
    /// for the few Han characters Unihan gives no Mandarin reading.
    public static func syllable(of scalar: Unicode.Scalar) -> Syllable? {
        syllable(ofValue: scalar.value)
    }

    /// The same for a code point's number, as a decoder finds it.
    package static func syllable(ofValue value: UInt32) -> Syllable? {
        let common = value &- commonFirst
        if common < commonCount { return syllable(at: commonOffset + common) }
        // Everything below CJK Extension A (Latin, digits, kana…) at once.
        guard value >= 0x3400 else { return nil }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].first <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let range = ranges[low - 1]
        guard value - range.first < range.count else { return nil }
        return syllable(at: range.offset + value - range.first)
    }

    /// The syllable coded at `index` (in code points) of `codes`.
    private static func syllable(at index: UInt32) -> Syllable? {
        let at = 2 * Int(index)
        let number = digit(codes.utf8Start[at]) * 64 + digit(codes.utf8Start[at + 1])
        return number == 0 ? nil : Syllable(number: number)
    }

    /// The readings of `text`'s Han characters, spelled, nil for others.
    public static func readings(of text: String) -> [String?] {
        text.unicodeScalars.map { syllable(of: $0)?.spelled }
    }

    /// The base-64 digits of `codes`: 0-9, A-Z, a-z, '-', '_'.
    private static func digit(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 36
        case UInt8(ascii: "-"): 62
        default: 63
        }
    }
}
