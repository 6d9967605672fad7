import MenuModel
/// What may reach a terminal, for Model and Presentation alike. Names are checked on the way in, but a file
/// edited by other tools could still hold an escape sequence or a
/// direction override; it is shown escaped, never raw.
public enum Terminal {
    /// `text` with control and format characters written as `\u{1B}`,
    /// `\u{202E}`: an escape sequence could retitle or clear the terminal, a
    /// bidirectional override or an invisible character could make one name
    /// look like another. Backslashes stay as they are, so escaping twice
    /// changes nothing.
    public static func escaped(_ text: String) -> String {
        guard !showsAsIs(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isHiddenFromReaders {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` holds nothing hidden from readers, judged from its
    /// bytes where that is certain: printable ASCII, and the lead bytes
    /// E3–EE (U+3000–U+EFFF: CJK, kana, hangul, none of them a control or
    /// format character), so a list of 100,000 names decodes no scalars
    /// for most of them. Any other byte asks the scalars.
    private static func showsAsIs(_ text: String) -> Bool {
        let judged = text.utf8.withContiguousStorageIfAvailable(showsAsIs)
        return judged == true || !text.unicodeScalars.contains(where: \.isHiddenFromReaders)
    }

    /// Whether these UTF-8 bytes are certain to show as they are; false
    /// where only their scalars can tell.
    static func showsAsIs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy(showsAsIs)
    }

    /// One byte of those: printable ASCII, the rest of a character already
    /// judged (0x80–0xBF), or a lead byte E3–EE.
    @inline(__always) static func showsAsIs(_ byte: UInt8) -> Bool {
        byte &- 0x20 < 0x5F || byte &- 0x80 < 0x40 || byte &- 0xE3 < 0x0C
    }

    /// The first `limit` Unicode scalars of `text`, with `…` when there
    /// were more: how an error quotes a name that may be very long.
    /// Scalars, not Characters: "a" followed by a million combining marks
    /// is one Character.
    public static func shortened(_ text: String, to limit: Int = 30) -> String {
        text.shortened(to: limit)
    }
}
