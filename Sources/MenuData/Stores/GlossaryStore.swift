import MenuModel
import SQLite
/// The menu's glossary (SPEC 15), one row per language and word
/// (migrations/0013_glossary.sql). Every change goes through the command's
/// transaction, so the session records it and `undo` takes it back.
public struct GlossaryStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What `glossary LANG WORD=TRANSLATION` did to one word: nil before
    /// when it is new, nil after when it was removed.
    public struct WordChange: Equatable, Sendable {
        public let word: String
        public let before: String?
        public let after: String?
        public var changed: Bool {
            switch (before, after) {
            case (nil, nil): false
            case let (old?, new?): !old.hasSameUTF8(as: new)
            default: true
            }
        }
    }

    /// The whole glossary, or one language's words (exactly that tag).
    public func glossary(in lang: LanguageTag? = nil) throws -> Glossary {
        var entries: [Glossary.Entry] = []
        let sql = "SELECT lang, word, translation FROM glossary" + (lang == nil ? "" : " WHERE lang = ?")
        try database.cachedStatement(sql).forEachRow(lang.map { [.text($0.text)] } ?? []) { row in
            entries.append(Glossary.Entry(lang: row.text("lang"), word: row.text("word"), translation: row.text("translation")))
        }
        return Glossary(entries)
    }

    /// What a page in `lang` shows for each word it has (RFC 4647 lookup).
    public func words(for lang: LanguageTag) throws -> [String: String] {
        try glossary().words(for: lang)
    }

    /// Gives words their translation in `lang`, new or replacing the old one.
    public func set(_ words: [(word: GlossaryWord, translation: TranslationText)], in lang: LanguageTag) throws -> [WordChange] {
        try words.map { word, translation in
            let before = try stored(word.text, in: lang.text)
            let change = WordChange(word: word.text, before: before, after: translation.text)
            if change.changed { try write(word.text, translation.text, in: lang.text) }
            return change
        }
    }

    /// Takes words out of `lang`; a word it does not have is an error
    /// (exit 1) that names it, and nothing is changed.
    public func remove(_ words: [GlossaryWord], from lang: LanguageTag) throws -> [WordChange] {
        try words.map { word in
            guard let before = try stored(word.text, in: lang.text) else {
                throw MenuError.refused("the \(lang.text) glossary has no word \(Name.quoted(word.text))",
                                        hints: try closeWords(to: word.text, in: lang))
            }
            try database.cachedStatement("DELETE FROM glossary WHERE lang = ? AND word = ?").run([.text(lang.text), .text(word.text)])
            return WordChange(word: word.text, before: before, after: nil)
        }
    }

    /// Makes the glossary the file's (SPEC 15): merging sets the file's
    /// words and keeps the rest; `replace` makes it exactly the file's.
    /// How many words were added, changed or removed.
    package func importGlossary(_ file: Glossary, replace: Bool) throws -> ImportStore.Tally {
        let now = try glossary()
        var tally = ImportStore.Tally()
        func key(_ entry: Glossary.Entry) -> [UInt8] { Array(entry.lang.utf8) + [0] + Array(entry.word.utf8) }
        let wanted = Dictionary(file.entries.map { (key($0), $0) }, uniquingKeysWith: { _, last in last })
        if replace {
            for entry in now.entries where wanted[key(entry)] == nil {
                try database.cachedStatement("DELETE FROM glossary WHERE lang = ? AND word = ?").run([.text(entry.lang), .text(entry.word)])
                tally.removed += 1
            }
        }
        let had = Dictionary(now.entries.map { (key($0), $0.translation) }, uniquingKeysWith: { first, _ in first })
        for entry in file.entries where had[key(entry)].map({ !$0.hasSameUTF8(as: entry.translation) }) ?? true {
            try write(entry.word, entry.translation, in: entry.lang)
            if had[key(entry)] == nil { tally.added += 1 } else { tally.changed += 1 }
        }
        return tally
    }

    private func stored(_ word: String, in lang: String) throws -> String? {
        try database.cachedStatement("SELECT translation FROM glossary WHERE lang = ? AND word = ?")
            .firstRow([.text(lang), .text(word)]) { $0.text("translation") }
    }

    private func write(_ word: String, _ translation: String, in lang: String) throws {
        try database.cachedStatement("""
            INSERT INTO glossary (lang, word, translation) VALUES (?1, ?2, ?3)
            ON CONFLICT (lang, word) DO UPDATE SET translation = ?3
            """).run([.text(lang), .text(word), .text(translation)])
    }

    /// `did you mean 小份?` for a word that is one character off, or that
    /// holds what was typed.
    private func closeWords(to typed: String, in lang: LanguageTag) throws -> [String] {
        let words = try glossary(in: lang).entries.map(\.word)
        // One character off says little of a word of one or two.
        let close = words.filter { $0.contains(typed) || (typed.count > 2 && Self.isOneEditAway(Array($0), Array(typed))) }
        guard !close.isEmpty else { return [] }
        return [close.count == 1 ? "did you mean \(Name.quoted(close[0]))?" : "did you mean one of \(close.map(Name.quoted).joined(separator: ", "))?"]
    }

    private static func isOneEditAway(_ a: [Character], _ b: [Character]) -> Bool {
        guard abs(a.count - b.count) <= 1 else { return false }
        var i = 0, j = 0, edits = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if a.count > b.count { i += 1 } else if a.count < b.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (a.count - i) + (b.count - j) <= 1
    }
}
