#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The search key of a name: every form of it a query can match, so that a
/// key that does not hold a query's `needle` is a name the query does not
/// match, and `find` can pass it by without asking the matcher.
extension MenuQuery {
    /// Ends one form of a name in a key, and stands for the characters no
    /// query crosses (the gaps of `appendPinyin`): no query holds it.
    package static let keySeparator: UInt8 = 0x01

    /// Appends the key of `name`: lowercased as the matcher lowercases it
    /// (what a query for part of the name finds), then, when the name is not
    /// all ASCII, its pinyin initials and its pinyin spelled out (what
    /// `gbjd` and `gongbao` find; the pinyin of ASCII text is the text).
    /// The pinyin of a name with a character read several ways goes to
    /// `readings` instead, each such character's readings in brackets
    /// (migration 0008): memchr finds a query in `key`, and only pinyin
    /// queries look through `readings`, with `mayMatch(readings:)`.
    package static func appendSearchKey(of name: String, to key: inout [UInt8], readings: inout [UInt8]) {
        var scalars: [UInt32] = []
        appendSearchKey(of: name, to: &key, readings: &readings, scalars: &scalars)
    }

    /// The same, its name's folded scalars made in `scalars`, which the
    /// caller keeps from one name to the next: a bucket's keys are made of
    /// 64 names, and an array made and freed for each cost more than the
    /// folding itself.
    package static func appendSearchKey(of name: String, to key: inout [UInt8], readings: inout [UInt8],
                                        scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        scalars.reserveCapacity(name.utf8.count)
        var isASCII = true
        for scalar in name.unicodeScalars {
            isASCII = isASCII && scalar.isASCII
            fold(scalar, into: &scalars)
        }
        appendUTF8(of: scalars, to: &key)
        key.append(keySeparator)
        guard !isASCII else { return }
        // Initials, then spelled out; written twice rather than looped over
        // `[true, false]`, an array every name would make and free.
        if hasCharacterOfManyReadings(scalars) {
            appendPinyin(of: scalars, initials: true, to: &readings)
            readings.append(keySeparator)
            appendPinyin(of: scalars, initials: false, to: &readings)
            readings.append(keySeparator)
        } else {
            appendPinyin(of: scalars, initials: true, to: &key)
            key.append(keySeparator)
            appendPinyin(of: scalars, initials: false, to: &key)
            key.append(keySeparator)
        }
    }

    /// Appends lowercased scalars as UTF-8, as both a key and a needle hold them.
    /// Written out by hand: `append(contentsOf: scalar.utf8)` costs a
    /// generic sequence's walk for every character of every name.
    package static func appendUTF8(of scalars: [UInt32], to bytes: inout [UInt8]) {
        for value in scalars {
            switch value {
            case ..<0x80:
                bytes.append(UInt8(value))
            case ..<0x800:
                bytes.append(UInt8(0xC0 | value >> 6))
                bytes.append(UInt8(0x80 | value & 0x3F))
            case 0xD800...0xDFFF:
                continue  // a surrogate is no scalar
            case ..<0x10000:
                bytes.append(UInt8(0xE0 | value >> 12))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            case ..<0x110000:
                bytes.append(UInt8(0xF0 | value >> 18))
                bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
                bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | value & 0x3F))
            default:
                continue
            }
        }
    }

    /// Whether `keys` (one key or many, end to end) may hold a name this
    /// query matches. memchr looks for the needle's last byte at memory
    /// speed (of a Han character, the byte that tells most apart), and
    /// only there is the rest compared.
    package func mayMatch(keys: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUnsafeBufferPointer { needle in
            guard let last = needle.last else { return true }
            guard let keysStart = keys.baseAddress, needle.count <= keys.count else { return false }
            let offset = needle.count - 1
            var at = keysStart + offset
            let end = keysStart + keys.count
            while at < end, let found = memchr(at, Int32(last), end - at) {
                let candidate = found.assumingMemoryBound(to: UInt8.self)
                if memcmp(candidate - offset, needle.baseAddress!, offset) == 0 { return true }
                at = UnsafePointer(candidate) + 1
            }
            return false
        }
    }
}
