/// A tag's language is one ISO 639 knows (SPEC 11): `en`, `yue`, not
/// `english` or `eng`, which BCP 47 writes `en` (RFC 5646 2.2.1). The table
/// is made from Debian's iso-codes by scripts/make-languages.
extension LanguageTag {
    /// Whether `language`, a primary language subtag in lowercase, is in
    /// ISO 639: a binary search of the table's three-byte records.
    static func isISO639(_ language: some StringProtocol) -> Bool {
        var key = Array(language.utf8)
        guard key.count == 2 || key.count == 3 else { return false }
        // qaa–qtz: ISO 639-2 keeps them for local use, and BCP 47 takes them.
        if key.count == 3, key[0] == UInt8(ascii: "q"), (UInt8(ascii: "a")...UInt8(ascii: "t")).contains(key[1]) { return true }
        if key.count == 2 { key.append(UInt8(ascii: " ")) }
        return iso639Codes.utf8.withContiguousStorageIfAvailable { table in
            var low = 0, high = table.count / 3
            while low < high {
                let middle = (low + high) / 2
                let record = table[(middle * 3)..<(middle * 3 + 3)]
                if record.elementsEqual(key) { return true }
                if record.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
            }
            return false
        } ?? false
    }

    /// What a person most likely meant by a tag whose language ISO 639 does
    /// not know: `eng` or `English` → `en`, `zh_TW` → `zh-TW`; nil when
    /// nothing comes close.
    static func suggestion(for written: String) -> String? {
        let lowered = written.lowercased()
        if lowered.contains("_"), let tag = try? LanguageTag(written.replacing("_", with: "-")) { return tag.text }
        if let code = languageNamed(lowered) { return code }
        let subtags = lowered.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let code = alias(of: String(subtags[0])) ?? languageNamed(String(subtags[0])) else { return nil }
        let rest = subtags.count > 1 ? "-" + subtags[1] : ""
        return (try? LanguageTag(code + rest))?.text ?? code
    }

    /// `eng` → `en`: a three-letter code of a language a tag writes with two.
    private static func alias(of code: String) -> String? {
        guard code.utf8.count == 3 else { return nil }
        return lookUp(code + "=", in: iso639Aliases, until: " ")
    }

    /// `english` → `en`, `mandarin chinese` → `cmn`.
    private static func languageNamed(_ name: String) -> String? {
        guard !name.isEmpty, !name.contains("\n"), !name.contains("=") else { return nil }
        return lookUp("\n" + name + "=", in: "\n" + iso639Names, until: "\n")
    }

    private static func lookUp(_ key: String, in table: String, until end: Character) -> String? {
        guard let found = table.firstRange(of: key) else { return nil }
        let rest = table[found.upperBound...]
        return String(rest.prefix { $0 != end })
    }
}
