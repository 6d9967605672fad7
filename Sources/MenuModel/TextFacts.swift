/// Facts about text that every layer needs: which characters a reader cannot
/// see, exact comparison, trimming. Escaping them for a terminal is the
/// formats' business (MenuFormats' `Terminal`).
extension String {
    /// Exact comparison, byte for byte, as SQLite compares stored names;
    /// `==` would call é and e+U+0301 equal.
    public func hasSameUTF8(as other: String) -> Bool {
        // The bytes in place where they are (always, for Swift's own
        // strings): a generic walk of two UTF8Views costs hundreds of
        // instructions even for `en`.
        let inPlace = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
        }
        return (inPlace ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the line and paragraph separators: none of
    /// them belongs in a name shown on a terminal.
    package var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }

    /// Unicode category Cf: invisible characters such as U+200B and U+FEFF,
    /// and the bidirectional controls (U+202E, U+2066…) that reorder what
    /// follows them on screen.
    package var isFormat: Bool {
        // The property lookup costs about 70 ns, a lot for every scalar of
        // a 100,000-row list; Cf lies only in these ranges, so Latin and CJK
        // text skip it. NameTests checks the ranges against the whole table.
        guard value == 0xAD || (0x600...0x206F).contains(value) || (0xFEFF...0xFFFB).contains(value)
                || (value > 0xFFFF && !(0x20000...0x3FFFF).contains(value))
        else { return false }
        return properties.generalCategory == .format
    }

    /// What a terminal must not receive raw.
    public var isHiddenFromReaders: Bool { isControl || isFormat }

    /// `202E`: the code point as the Unicode standard writes it.
    package var hexCode: String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space, answered without a property look-up: the
    /// property is a fixed list of 25 code points (stable since Unicode
    /// 6.3 took U+180E out), and a look-up cost about 70 ns for every
    /// CJK name's first and last scalar. NameTests checks the list
    /// against the whole table.
    package var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case ..<0x85: false
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

extension String {
    /// Whether the text holds this ASCII byte, looked for in the bytes
    /// where they lie (stepping the UTF8View checks every index).
    package func holds(byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(byte) }
    }

    package func trimmingWhiteSpace() -> String {
        // Most text has nothing to trim, and its first and last bytes say
        // so without decoding a scalar (a batch trims every name it reads).
        if let first = utf8.first, let last = utf8.last,
           !Self.mayStartWhiteSpace(first), !Self.mayEndWhiteSpace(last) { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhiteSpace }),
              let last = scalars.lastIndex(where: { !$0.isWhiteSpace })
        else { return "" }
        // Most text has nothing to trim: itself, not a copy.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        // A slice of the scalar view copies the bytes at once, however long.
        return String(scalars[first...last])
    }

    /// Whether a scalar starting with this UTF-8 byte may be white space:
    /// the ASCII ones, and the lead bytes of U+0085, U+00A0 (C2), U+1680
    /// (E1), U+2000…U+205F (E2) and U+3000 (E3). NameTests checks the list.
    package static func mayStartWhiteSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20, 0xC2, 0xE1, 0xE2, 0xE3: true
        default: false
        }
    }

    /// Whether a scalar ending with this UTF-8 byte may be white space: the
    /// ASCII ones, and the last bytes of the others (U+2000…U+200A end in
    /// 80…8A, U+2028 in A8, U+205F in 9F…).
    package static func mayEndWhiteSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20, 0x80...0x8A, 0x9F, 0xA0, 0xA8, 0xA9, 0xAF: true
        default: false
        }
    }
}

extension String {
    /// The first `limit` Unicode scalars, with `…` when there were more:
    /// how an error quotes a name that may be very long. Scalars, not
    /// Characters: "a" followed by a million combining marks is one Character.
    public func shortened(to limit: Int = 30) -> String {
        let scalars = unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
              end != scalars.endIndex
        else { return self }
        return String(scalars[..<end]) + "…"
    }
}
