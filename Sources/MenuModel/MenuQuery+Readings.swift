#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pinyin by every reading of a character (SPEC 12): 茄子 is qz and qiezi,
/// and jz and jiazi too; 咖喱 is gali and kali. A name of n characters read
/// k ways each has k^n spellings, so none is written out: the matcher
/// follows the query through the name one character at a time, keeping the
/// places in the query the characters so far may have brought it to, and a
/// search key writes each character's readings side by side, `(jia/qie)zi`.
extension MenuQuery {
    /// One character of a name as pinyin reads it: a Han character by its
    /// readings, an ASCII letter or digit as itself; anything else is a
    /// gap no pinyin crosses.
    package enum PinyinUnit {
        case han(Pinyin.Readings)
        case letter(UInt8)
        case gap

        /// How many ways it is spelled: none for a gap.
        package var spellingCount: Int {
            switch self {
            case .han(let readings): readings.count
            case .letter: 1
            case .gap: 0
            }
        }

        /// Its `index`th spelling, lowercase ASCII, in a static table.
        package func spelling(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            switch self {
            case .han(let readings):
                return readings[index].letters
            case .letter(let byte):
                let at = byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : Int(byte - UInt8(ascii: "a")) + 10
                return UnsafeBufferPointer(start: MenuQuery.lettersAndDigits.utf8Start + at, count: 1)
            case .gap:
                return UnsafeBufferPointer(start: nil, count: 0)
            }
        }
    }

    /// Where a letter or digit unit's spelling points.
    private static let lettersAndDigits: StaticString = "0123456789abcdefghijklmnopqrstuvwxyz"

    /// The unit of a folded scalar; nil for white space, which pinyin
    /// leaves out: staff do not type the space (麻婆 豆腐 is mpdf).
    package static func pinyinUnit(of value: UInt32) -> PinyinUnit? {
        let readings = Pinyin.readings(ofValue: value)
        if !readings.isEmpty { return .han(readings) }
        if value < 0x80, isLetterOrDigit(UInt8(value)) { return .letter(UInt8(value)) }
        if Unicode.Scalar(value)?.properties.isWhitespace == true { return nil }
        return .gap
    }

    /// Whether `pinyin` is the initials of a run of `scalars`' units, or
    /// their pinyin spelled out from the start of one (ending anywhere:
    /// `gongb` finds 宫保), each Han character read any of its ways.
    /// The places in `pinyin` reachable at a unit's start are kept as
    /// flags, one set per form; 0 is always reachable, as a match may
    /// start at any unit.
    package static func pinyin(_ pinyin: [UInt8], isReadIn scalars: [UInt32]) -> Bool {
        let count = pinyin.count
        // Four sets of flags on the stack, not four arrays on the heap: the
        // matcher is asked of every name in a bucket that may hold a match.
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: 4 * count) { flags in
            flags.initialize(repeating: false)
            var initials = flags.baseAddress!
            var spelled = initials + count
            var nextInitials = spelled + count
            var nextSpelled = nextInitials + count
            for value in scalars {
                guard let unit = pinyinUnit(of: value) else { continue }
                initials[0] = true
                spelled[0] = true
                for spelling in 0..<unit.spellingCount {
                    let letters = unit.spelling(spelling)
                    for place in 0..<count where initials[place] || spelled[place] {
                        if initials[place] && letters[0] == pinyin[place] {
                            if place + 1 == count { return true }
                            nextInitials[place + 1] = true
                        }
                        guard spelled[place] else { continue }
                        let rest = count - place
                        if rest <= letters.count {
                            if (0..<rest).allSatisfy({ letters[$0] == pinyin[place + $0] }) { return true }
                        } else if (0..<letters.count).allSatisfy({ letters[$0] == pinyin[place + $0] }) {
                            nextSpelled[place + letters.count] = true
                        }
                    }
                }
                // A gap has no spelling: nothing is reachable after it.
                swap(&initials, &nextInitials)
                swap(&spelled, &nextSpelled)
                nextInitials.update(repeating: false, count: count)
                nextSpelled.update(repeating: false, count: count)
            }
            return false
        }
    }

    /// Appends the pinyin of `scalars` to a key, as initials or spelled
    /// out: a character read several ways as its readings in brackets,
    /// `(jia/qie)`, or its initials, `(j/q)` (one letter when they share
    /// it); a gap as the key separator. Of a name whose characters are each
    /// read one way, it is the pinyin as 0007 wrote it.
    package static func appendPinyin(of scalars: [UInt32], initials: Bool, to key: inout [UInt8]) {
        for value in scalars {
            guard let unit = pinyinUnit(of: value) else { continue }
            let count = unit.spellingCount
            guard count > 0 else { key.append(keySeparator); continue }
            if initials {
                // Each first letter once, in the order met: the readings
                // themselves are the list (no array made per character).
                func isFirst(_ spelling: Int) -> Bool {
                    let letter = unit.spelling(spelling)[0]
                    return !(0..<spelling).contains { unit.spelling($0)[0] == letter }
                }
                let distinct = (0..<count).count(where: isFirst)
                if distinct > 1 { key.append(UInt8(ascii: "(")) }
                var written = 0
                for spelling in 0..<count where isFirst(spelling) {
                    if written > 0 { key.append(UInt8(ascii: "/")) }
                    key.append(unit.spelling(spelling)[0])
                    written += 1
                }
                if distinct > 1 { key.append(UInt8(ascii: ")")) }
            } else {
                appendAlternatives(count) { key.append(contentsOf: unit.spelling($0)) }
            }
        }

        func appendAlternatives(_ count: Int, _ append: (Int) -> Void) {
            if count > 1 { key.append(UInt8(ascii: "(")) }
            for alternative in 0..<count {
                if alternative > 0 { key.append(UInt8(ascii: "/")) }
                append(alternative)
            }
            if count > 1 { key.append(UInt8(ascii: ")")) }
        }
    }

    /// Whether a name has a character read more than one way: its pinyin
    /// goes in the `readings` key, not in `keys`.
    package static func hasCharacterOfManyReadings(_ scalars: [UInt32]) -> Bool {
        scalars.contains { Pinyin.readings(ofValue: $0).count > 1 }
    }

    /// Whether `readings` (keys as `appendPinyin` writes them, brackets and
    /// all) may hold the pinyin of a name this query matches. Shift-And
    /// (Baeza-Yates and Gonnet, "A new approach to text searching", 1992):
    /// bit j of `ends` is set where the needle's first j + 1 letters end.
    /// An opening bracket keeps the bits before the character, each
    /// alternative starts from them, and after the closing one the bits are
    /// those of every alternative. A match may start at any letter here, not
    /// only where a syllable starts, and only the needle's first 64 letters
    /// are followed: it may say yes where the matcher says no, never no
    /// where it says yes.
    package func mayMatch(readings: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pinyinMasks.isEmpty, let start = readings.baseAddress else { return false }
        // A pinyin query's needle is its letters, one byte each.
        let found = UInt64(1) << (min(needle.count, 64) - 1)
        let first = Int32(needle[0])
        let end = start + readings.count
        return pinyinMasks.withUnsafeBufferPointer { masks in
            var ends: UInt64 = 0
            var beforeCharacter: UInt64 = 0
            var ofAlternatives: UInt64 = 0
            var at = start
            while at < end {
                // With no bit set, only the needle's first letter sets one:
                // memchr skips to it (inside brackets too, where the bits
                // kept at the opening one would have been none as well).
                if ends | beforeCharacter | ofAlternatives == 0 {
                    guard let next = memchr(at, first, end - at) else { return false }
                    at = UnsafePointer(next.assumingMemoryBound(to: UInt8.self))
                }
                let byte = at.pointee
                at += 1
                if byte >= UInt8(ascii: "0") && byte < 0x80 {
                    ends = (ends << 1 | 1) & masks[Int(byte)]
                    if ends & found != 0 { return true }
                } else if byte == UInt8(ascii: "(") {
                    beforeCharacter = ends
                    ofAlternatives = 0
                } else if byte == UInt8(ascii: "/") {
                    ofAlternatives |= ends
                    ends = beforeCharacter
                } else if byte == UInt8(ascii: ")") {
                    ends |= ofAlternatives
                    beforeCharacter = 0
                    ofAlternatives = 0
                } else {
                    ends = 0
                    beforeCharacter = 0
                    ofAlternatives = 0
                }
            }
            return false
        }
    }

    /// For `mayMatch(readings:)`: for each ASCII byte, the bits of the
    /// places among the needle's first 64 where it stands. Empty when the
    /// query is not pinyin.
    package static func pinyinMasks(of pinyin: [UInt8]?) -> [UInt64] {
        guard let pinyin else { return [] }
        var masks = [UInt64](repeating: 0, count: 128)
        for (place, byte) in pinyin.prefix(64).enumerated() { masks[Int(byte)] |= 1 << place }
        return masks
    }
}
