/// The Mandarin readings of Han characters, without tones, from the Unicode
/// Han Database (https://www.unicode.org/reports/tr38/#kMandarin): what
/// staff type for a dish on a Chinese POS (宫保鸡丁 → gong bao ji ding,
/// 助记码 gbjd), and the order a Chinese menu is read in.
///
/// A character has every reading the four Mandarin fields give it
/// (kMandarin, kHanyuPinyin, kTGHZ2013, kXHC1983; SPEC 12): `find` takes any
/// of them, since a dish's name is read in context (茄子 is qiezi though
/// kMandarin gives 茄 jiā), while `sort` takes kMandarin's first alone.
///
/// The table (Pinyin.generated.swift) is written by scripts/make-pinyin,
/// ü written v (绿 → lv). It lives in string literals, so looking a
/// character up costs a binary search over a few hundred ranges and reads
/// a few bytes, and nothing is built at startup.
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

    /// Every reading of one character, kMandarin's first when it gives
    /// one: a view of the table, nothing copied. Most characters have one.
    public struct Readings: RandomAccessCollection {
        /// The codes of the readings, two digits each, in the table.
        private let start: UnsafePointer<UInt8>?
        public let count: Int
        /// Whether the first reading is kMandarin's (two characters in
        /// all of Unihan have readings but none from kMandarin).
        package let startsWithMandarin: Bool

        package init(start: UnsafePointer<UInt8>?, count: Int, startsWithMandarin: Bool) {
            self.start = start
            self.count = count
            self.startsWithMandarin = startsWithMandarin
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(position: Int) -> Syllable {
            Syllable(number: Pinyin.number(at: start! + 2 * position))
        }

        /// kMandarin's first reading: what `sort` orders by.
        public var mandarin: Syllable? { startsWithMandarin && count > 0 ? self[0] : nil }
    }

    /// kMandarin's first reading of a Han character; nil for any other
    /// character, and for the few Han characters kMandarin does not read.
    public static func syllable(of scalar: Unicode.Scalar) -> Syllable? {
        readings(ofValue: scalar.value).mandarin
    }

    /// The same for a code point's number, as a decoder finds it.
    package static func syllable(ofValue value: UInt32) -> Syllable? {
        readings(ofValue: value).mandarin
    }

    /// Whether `typed` is a pinyin keyboard's slip for `meant`: two Han
    /// characters, the one typed read (by kMandarin) as the other may be
    /// read (主采 typed for 主菜).
    public static func soundsAlike(_ typed: Unicode.Scalar, _ meant: Unicode.Scalar) -> Bool {
        // Han characters lie above U+2E80; most typos are not of two of them.
        guard typed.value >= 0x2E80, meant.value >= 0x2E80, let sound = syllable(of: typed) else { return false }
        return readings(of: meant).contains(sound)
    }

    /// Every reading of a character; none for a character that is not Han,
    /// or that Unihan does not read in Mandarin.
    public static func readings(of scalar: Unicode.Scalar) -> Readings {
        readings(ofValue: scalar.value)
    }

    package static func readings(ofValue value: UInt32) -> Readings {
        guard let index = codeIndex(ofValue: value) else { return Readings(start: nil, count: 0, startsWithMandarin: false) }
        let at = codes.utf8Start + 2 * Int(index)
        var code = number(at: at)
        if code <= syllableCount {
            return Readings(start: at, count: code == 0 ? 0 : 1, startsWithMandarin: true)
        }
        // A set: its group by size, then its place in the group.
        code -= syllableCount + 1
        for group in readingSetGroups {
            if code < group.count {
                let set = readingSets.utf8Start + group.offset + 2 * group.size * code
                // 00 first: kMandarin gives no reading, the others follow.
                return number(at: set) == 0
                    ? Readings(start: set + 2, count: group.size - 1, startsWithMandarin: false)
                    : Readings(start: set, count: group.size, startsWithMandarin: true)
            }
            code -= group.count
        }
        return Readings(start: nil, count: 0, startsWithMandarin: false)
    }

    /// Where a code point's code is in `codes` (counted in code points);
    /// nil for one outside every range.
    private static func codeIndex(ofValue value: UInt32) -> UInt32? {
        let common = value &- commonFirst
        if common < commonCount { return commonOffset + common }
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
        return range.offset + value - range.first
    }

    /// kMandarin's reading of each of `text`'s characters, spelled, nil
    /// where there is none.
    public static func readings(of text: String) -> [String?] {
        text.unicodeScalars.map { syllable(of: $0)?.spelled }
    }

    /// The number written at `at` in two base-91 digits: the characters
    /// from # (0x23) to ~ (0x7E) but the backslash, in order.
    fileprivate static func number(at: UnsafePointer<UInt8>) -> Int {
        digit(at[0]) * 91 + digit(at[1])
    }

    private static func digit(_ byte: UInt8) -> Int {
        Int(byte) - 0x23 - (byte > UInt8(ascii: "\\") ? 1 : 0)
    }
}
