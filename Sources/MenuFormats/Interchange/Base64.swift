/// Base64 (RFC 4648 section 4): a picture's `data:` URI, and a photo's
/// bytes in the export document (`export --with-photos`).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encoded(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let n = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            index += 3
        }
        let left = bytes.count - index
        if left > 0 {
            let n = UInt32(bytes[index]) << 16 | (left == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)]]
            out += left == 2 ? [alphabet[Int(n >> 6 & 63)], UInt8(ascii: "=")] : [UInt8(ascii: "="), UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of padded base64 text, or nil when it is not that: a
    /// character outside the alphabet, a length not a multiple of four,
    /// padding anywhere but the end, or bits left over that were not zero
    /// (so that one text stands for one run of bytes).
    package static func decoded(_ text: String) -> [UInt8]? {
        let chars = Array(text.utf8)
        guard chars.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 4 * 3)
        var index = 0
        while index < chars.count {
            let last = index + 4 == chars.count
            let padding = last ? chars[index...].reversed().prefix { $0 == UInt8(ascii: "=") }.count : 0
            guard padding <= 2 else { return nil }
            var n: UInt32 = 0
            for offset in 0..<4 {
                let char = chars[index + offset]
                if offset >= 4 - padding { n <<= 6; continue }
                guard let value = value(of: char) else { return nil }
                n = n << 6 | value
            }
            out.append(UInt8(n >> 16 & 255))
            if padding < 2 { out.append(UInt8(n >> 8 & 255)) } else if n & 0xFFFF != 0 { return nil }
            if padding < 1 { out.append(UInt8(n & 255)) } else if n & 0xFF != 0 { return nil }
            index += 4
        }
        return out
    }

    private static func value(of char: UInt8) -> UInt32? {
        switch char {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(char - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(char - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(char - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
