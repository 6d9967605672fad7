import MenuModel
/// How wide text is on a terminal, for lining up columns.
extension Terminal {
    /// Columns `text` takes on a terminal: East Asian wide and fullwidth
    /// characters take two, combining marks none
    /// (https://www.unicode.org/reports/tr11/). A table, not `wcwidth`, so the
    /// answer does not depend on the user's locale.
    public static func displayWidth(_ text: String) -> Int {
        // In place where the String has its bytes at hand, without a copy to call `withUTF8` on.
        if let width = text.utf8.withContiguousStorageIfAvailable(displayWidth) { return width }
        var text = text
        return text.withUTF8(displayWidth)
    }

    /// The columns of a String's UTF-8 bytes, decoded here rather than
    /// through its scalars, which cost the text `list` several times as
    /// much for each CJK name. A String's bytes are valid UTF-8 (text read
    /// from the database with bad bytes has U+FFFD in their place), so a
    /// lead byte says how many follow.
    static func displayWidth(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var width = 0, at = 0
        while at < utf8.count {
            let lead = utf8[at]
            // ASCII, one column a byte (an English name, a price).
            guard lead >= 0x80 else {
                width += 1
                at += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = UInt32(lead & (0x7F >> length))
            for next in at + 1 ..< at + length { value = value << 6 | UInt32(utf8[next] & 0x3F) }
            width += columns(value)
            at += length
        }
        return width
    }

    /// The columns `escaped(text)` takes, the escaped text made only where
    /// it differs.
    static func escapedWidth(_ text: String) -> Int {
        // The view's own storage, read in place, as RowBytes.appendEscaped reads it.
        let asIs = text.utf8.withContiguousStorageIfAvailable { utf8 in showsAsIs(utf8) ? displayWidth(utf8) : nil }
        return (asIs ?? nil) ?? displayWidth(escaped(text))
    }

    package static func columns(_ scalar: Unicode.Scalar) -> Int { columns(scalar.value) }

    private static func columns(_ value: UInt32) -> Int {
        if value < 0x300 { return 1 }
        // The CJK ideographs, most of a Chinese menu's characters, before the ranges.
        if value &- 0x4E00 <= 0x9FFF - 0x4E00 { return 2 }
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x200B...0x200F, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F320,
             0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA,
             0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440,
             0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A,
             0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
             0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
             0x1F7E0...0x1F7EB, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
