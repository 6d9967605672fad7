/// The menu's own dictionary (SPEC 15): the short words a guests' page
/// shows besides names, in other languages. Size names (小份 Small), units
/// (斤 jin (500 g)), tags (招牌 Signature), slot and option names. A page in
/// English takes them from here; a word it lacks is shown as written.
public struct Glossary: Equatable, Sendable {
    /// One word in one language: `en` 小份 → `Small`.
    public struct Entry: Equatable, Sendable {
        public let lang: String
        public let word: String
        public let translation: String

        public init(lang: String, word: String, translation: String) {
            self.lang = lang
            self.word = word
            self.translation = translation
        }
    }

    /// By language, then word, each in byte order: the order `glossary`
    /// prints and the export writes, so that both diff well.
    public let entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries.sorted(by: Self.precedes)
    }

    public static let empty = Glossary([])

    /// The languages it has words in, in order.
    public var languages: [String] {
        var seen: [String] = []
        for entry in entries where seen.last != entry.lang { seen.append(entry.lang) }
        return seen
    }

    /// What a reader of `lang` should see for each word, looked up as a
    /// name's translation is (RFC 4647 3.4): a page in `en-GB` takes the
    /// `en-GB` word, else the `en` one.
    public func words(for lang: LanguageTag) -> [String: String] {
        var words: [String: String] = [:]
        var wanted = Substring(lang.text)
        var tried: [String] = []
        while true {
            tried.append(wanted.lowercased())
            guard let dash = wanted.lastIndex(of: "-") else { break }
            wanted = wanted[..<dash]
            if let dash = wanted.lastIndex(of: "-"), wanted.distance(from: dash, to: wanted.endIndex) == 2 { wanted = wanted[..<dash] }
        }
        // The least specific first, so the more specific overwrite it.
        for tag in tried.reversed() {
            for entry in entries where entry.lang.lowercased() == tag { words[entry.word] = entry.translation }
        }
        return words
    }
}

extension Glossary {
    /// Language, then word, compared as stored bytes (SPEC 2's one rule).
    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        if !a.lang.utf8.elementsEqual(b.lang.utf8) { return a.lang.utf8.lexicographicallyPrecedes(b.lang.utf8) }
        return a.word.utf8.lexicographicallyPrecedes(b.word.utf8)
    }
}

/// A word of the glossary typed by a person (`小份`, `斤`, `招牌`): the
/// rules of a name, at most 20 characters, the longest of the words it
/// stands for (a size name, a tag, a slot or option name).
public struct GlossaryWord: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 20
    public let text: String

    public init(_ raw: String) throws(MenuError) {
        let word = try Name.checked(raw, as: "glossary word")
        guard word.count <= Self.maximumLength else {
            throw .invalidArgument("the glossary word \(Name.quoted(word)) is longer than \(Self.maximumLength) characters")
        }
        text = word
    }

    public var description: String { text }

    public static func == (lhs: GlossaryWord, rhs: GlossaryWord) -> Bool { lhs.text.hasSameUTF8(as: rhs.text) }
    public func hash(into hasher: inout Hasher) { hasher.combine(Array(text.utf8)) }
}
