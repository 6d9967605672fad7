import MenuModel
/// Text made safe to stand in an HTML page, and prices as guests read them.
package enum HTMLText {
    /// `text` as character data that shows exactly as written: a dish named
    /// `<script>` is text on the page, not an element. The HTML standard's
    /// "escaping a string" (§13.3, serializing HTML fragments) replaces `&`,
    /// `<` and `>`; `"` is replaced too so the same text may stand in an
    /// attribute value. Control characters and noncharacters are parse errors
    /// wherever they appear (§13.2.3.5, preprocessing the input stream), even
    /// as character references, so they become U+FFFD: what another program
    /// wrote into the file cannot make the page invalid.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"": true
        case "\t", "\n": false
        default: isForbidden(scalar)
        }
    }

    /// Controls (C0 but tab and newline, DEL, C1) and the 66 noncharacters.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}

extension Amount {
    /// The price as a guest reads it on a menu: `¥38` for whole yuan,
    /// `¥12.50` otherwise (never `¥12.5`, which reads as a typo).
    public var forGuests: String {
        "¥" + (fen % 100 == 0 ? String(fen / 100) : description)
    }
}
