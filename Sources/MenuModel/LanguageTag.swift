/// A language as BCP 47 names it (RFC 5646): `en`, `ja`, `zh-Hant`,
/// `en-GB`, `sr-Latn-RS`. Checked for its shape, and its language against
/// ISO 639 (SPEC 11), not the rest against the IANA registry, and
/// kept in the case RFC 5646 2.1.1 recommends, so `EN` and `en` are one
/// language: the language lowercase, a script titlecase, a region uppercase.
public struct LanguageTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let maximumLength = 35
    public let text: String

    public init(_ raw: String) throws(MenuError) {
        let written = raw.trimmingWhiteSpace()
        func refuse() -> MenuError {
            let shape = "'\(written.shortened())' is not a BCP 47 language tag"
            return .invalidArgument(Self.suggestion(for: written).map { "\(shape); did you mean \($0)?" } ?? shape + " (such as en, ja, zh-Hant)")
        }
        guard !written.isEmpty, written.utf8.count <= Self.maximumLength,
              written.utf8.allSatisfy({ Self.isAlphanumeric($0) || $0 == UInt8(ascii: "-") })
        else { throw refuse() }
        let subtags = written.split(separator: "-", omittingEmptySubsequences: false).map { String($0).lowercased() }
        guard let canonical = Self.canonical(subtags) else { throw refuse() }
        // A private-use tag (`x-…`) names no language.
        guard canonical[0] == "x" || Self.isISO639(canonical[0]) else {
            let known = "'\(written.shortened())' is not a language of ISO 639"
            throw .invalidArgument(Self.suggestion(for: written).map { "\(known); did you mean \($0)?" } ?? known + "; write one such as en, ja, zh-Hant")
        }
        text = canonical.joined(separator: "-")
    }

    public var description: String { text }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.text < rhs.text }

    /// The subtags in their conventional case, or nil when they do not make
    /// a well-formed tag: language (2–3 or 5–8 letters) with up to three
    /// extlangs, then a script, a region, variants, extensions and private
    /// use, each in its place (RFC 5646 2.1; grandfathered tags aside).
    private static func canonical(_ subtags: [String]) -> [String]? {
        guard subtags.allSatisfy({ (1...8).contains($0.count) }) else { return nil }
        var out: [String] = []
        var index = 0
        func next(_ accepts: (String) -> Bool) -> String? {
            guard index < subtags.count, accepts(subtags[index]) else { return nil }
            defer { index += 1 }
            return subtags[index]
        }
        if subtags[0] == "x" { return privateUse(subtags, from: 0) }
        guard let language = next({ letters($0) && ($0.count == 2 || $0.count == 3 || $0.count >= 5) }) else { return nil }
        out.append(language)
        if language.count <= 3 {
            for _ in 0..<3 { if let extlang = next({ letters($0) && $0.count == 3 }) { out.append(extlang) } }
        }
        if let script = next({ letters($0) && $0.count == 4 }) { out.append(script.prefix(1).uppercased() + script.dropFirst()) }
        if let region = next({ (letters($0) && $0.count == 2) || (digits($0) && $0.count == 3) }) { out.append(region.uppercased()) }
        while let variant = next({ $0.count >= 5 || ($0.count == 4 && $0.first.map { $0.isASCII && $0.isNumber } == true) }) {
            out.append(variant)
        }
        var singletons = Set<String>()
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            guard singletons.insert(subtags[index]).inserted else { return nil }
            out.append(subtags[index])
            index += 1
            var parts = 0
            while let part = next({ $0.count >= 2 }) { out.append(part); parts += 1 }
            guard parts > 0 else { return nil }
        }
        if index < subtags.count {
            guard subtags[index] == "x", let tail = privateUse(subtags, from: index) else { return nil }
            return out + tail
        }
        return out
    }

    /// `x-` and at least one subtag of 1 to 8 letters or digits.
    private static func privateUse(_ subtags: [String], from index: Int) -> [String]? {
        subtags.count > index + 1 ? Array(subtags[index...]) : nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func letters(_ subtag: String) -> Bool {
        subtag.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    private static func digits(_ subtag: String) -> Bool {
        subtag.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
