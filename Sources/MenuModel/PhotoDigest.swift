/// A photo master's SHA-256 (SPEC 27), kept as its 32 bytes and made the
/// 64 lowercase hex digits menuctl shows only where it is written: a
/// reference read for each dish of a `list` is then a few words copied,
/// with no String made, kept or released for it (docs/performance.md).
public struct PhotoDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 32 bytes, eight to a word, the first byte highest in the first.
    private let words: (UInt64, UInt64, UInt64, UInt64)

    public static func == (a: PhotoDigest, b: PhotoDigest) -> Bool { a.words == b.words }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// From 64 lowercase hex digits, as menuctl writes a digest; nil for
    /// anything else (a row another program wrote may hold any text).
    /// Eight digits at a time, in one word (`HexWord`): `list` reads one
    /// digest a dish, and a digit at a time cost it twice as much
    /// (docs/performance.md).
    public init?(hex: UnsafeBufferPointer<UInt8>) {
        guard hex.count == 64, let digits = hex.baseAddress.map(UnsafeRawPointer.init) else { return nil }
        @inline(__always) func word(_ offset: Int) -> UInt64? {
            guard let high = HexWord.value(of: digits.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian),
                  let low = HexWord.value(of: digits.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).bigEndian)
            else { return nil }
            return UInt64(high) << 32 | UInt64(low)
        }
        guard let first = word(0), let second = word(16), let third = word(32), let fourth = word(48) else { return nil }
        words = (first, second, third, fourth)
    }

    public init?(hex text: String) {
        var text = text
        guard let digest = text.withUTF8({ PhotoDigest(hex: $0) }) else { return nil }
        self = digest
    }

    /// Its 64 hex digits written at `start`, which has room for them.
    public func writeHex(to start: UnsafeMutablePointer<UInt8>) {
        let out = UnsafeMutableRawPointer(start)
        func write(_ word: UInt64, at offset: Int) {
            out.storeBytes(of: HexWord.digits(of: UInt32(truncatingIfNeeded: word >> 32)).bigEndian, toByteOffset: offset, as: UInt64.self)
            out.storeBytes(of: HexWord.digits(of: UInt32(truncatingIfNeeded: word)).bigEndian, toByteOffset: offset + 8, as: UInt64.self)
        }
        write(words.0, at: 0)
        write(words.1, at: 16)
        write(words.2, at: 32)
        write(words.3, at: 48)
    }

    /// The 64 lowercase hex digits.
    public var hex: String { String(unsafeUninitializedCapacity: 64) { writeHex(to: $0.baseAddress!); return 64 } }

    public var description: String { hex }
}

/// Eight hex digits in one 64-bit word, the first digit in its highest
/// byte, and the 32 bits they stand for: each digit worked on in its own
/// byte at once (SWAR, "SIMD within a register"), no table, no branch a
/// digit.
enum HexWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The value of eight lowercase hex digits; nil when a byte is none.
    @inline(__always) static func value(of digits: UInt64) -> UInt32? {
        // Every byte below 0x80 first, so that the sums below carry into
        // no other byte: each sets a byte's high bit where it is at least
        // (or, negated, at most) a bound.
        guard digits & highBits == 0 else { return nil }
        func atLeast(_ bound: UInt64) -> UInt64 { (digits &+ ones &* (0x80 - bound)) & highBits }
        func atMost(_ bound: UInt64) -> UInt64 { ~(digits &+ ones &* (0x7f - bound)) & highBits }
        let digit = atLeast(0x30) & atMost(0x39)      // 0-9
        let letter = atLeast(0x61) & atMost(0x66)     // a-f
        guard digit | letter == highBits else { return nil }
        // '0'…'9' are 0x30…0x39 and 'a'…'f' 0x61…0x66: the low four bits,
        // and nine more for a letter, are the digit's value.
        var packed = (digits & (ones &* 0x0f)) &+ (letter >> 7) &* 9
        // Eight values of four bits, each in a byte, drawn together.
        packed = (packed | packed >> 4) & 0x00ff_00ff_00ff_00ff
        packed = (packed | packed >> 8) & 0x0000_ffff_0000_ffff
        packed = (packed | packed >> 16) & 0x0000_0000_ffff_ffff
        return UInt32(truncatingIfNeeded: packed)
    }

    /// The eight lowercase hex digits of `value`, the first in the highest byte.
    static func digits(of value: UInt32) -> UInt64 {
        var spread = UInt64(value)
        spread = (spread | spread << 16) & 0x0000_ffff_0000_ffff
        spread = (spread | spread << 8) & 0x00ff_00ff_00ff_00ff
        spread = (spread | spread << 4) & 0x0f0f_0f0f_0f0f_0f0f
        // A value above 9 is a letter: 'a' is 0x27 past where '0' + 10 would be.
        let letters = ((spread &+ ones &* 6) >> 4) & ones
        return spread &+ ones &* 0x30 &+ letters &* 0x27
    }
}
