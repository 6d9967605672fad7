/// The simplified and traditional forms of Han characters, from the Unicode
/// Han Database's variants (scripts/make-variants): a guest's 雞 or 鷄 is the
/// menu's 鸡, and a menu written in 雞 is found by 鸡.
public enum HanVariants {
    /// `text` with every character that has a simplified form written in it.
    public static func simplified(_ text: String) -> String { mapped(text, by: simplifiedPairs) }

    /// `text` with every simplified character written in its first traditional form.
    public static func traditional(_ text: String) -> String { mapped(text, by: traditionalPairs) }

    private static func mapped(_ text: String, by pairs: StaticString) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // Han characters lie above U+2E80; the rest stand for themselves.
            let form = scalar.value >= 0x2E80 ? lookUp(scalar.value, in: pairs).flatMap(Unicode.Scalar.init) : nil
            scalars.append(form ?? scalar)
        }
        return String(scalars)
    }

    /// The second code point of the pair whose first is `value`: a binary
    /// search of the ten-digit entries.
    private static func lookUp(_ value: UInt32, in pairs: StaticString) -> UInt32? {
        let bytes = UnsafeBufferPointer(start: pairs.utf8Start, count: pairs.utf8CodeUnitCount)
        var low = 0, high = bytes.count / 10
        while low < high {
            let middle = (low + high) / 2
            let first = hex(bytes, at: middle * 10)
            if first == value { return hex(bytes, at: middle * 10 + 5) }
            if first < value { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in bytes[start..<start + 5] {
            value = value << 4 | UInt32(byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "A") + 10)
        }
        return value
    }
}
