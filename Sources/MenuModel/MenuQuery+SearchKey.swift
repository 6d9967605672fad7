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
        scalars.reserveCapacity(name.utf8.count)
        var isASCII = true
        for scalar in name.unicodeScalars {
            isASCII = isASCII && scalar.isASCII
            fold(scalar, into: &scalars)
        }
        appendUTF8(of: scalars, to: &key)
        key.append(keySeparator)
        guard !isASCII else { return }
        let manyWays = hasCharacterOfManyReadings(scalars)
        for initials in [true, false] {
            if manyWays {
                appendPinyin(of: scalars, initials: initials, to: &readings)
                readings.append(keySeparator)
            } else {
                appendPinyin(of: scalars, initials: initials, to: &key)
                key.append(keySeparator)
            }
        }
    }

    /// Appends lowercased scalars as UTF-8, as both a key and a needle hold them.
    package static func appendUTF8(of scalars: [UInt32], to bytes: inout [UInt8]) {
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            bytes.append(contentsOf: scalar.utf8)
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
