import MenuModel
import SQLite
/// Glossary rows another program wrote (SPEC 9, 15). The schema's CHECKs
/// keep out empty and over-long texts, line breaks and a `/` in a word;
/// `check` looks for the rest: a language ISO 639 does not know or not in
/// its usual case, a word or translation holding a control or format
/// character, text that is not UTF-8. `--repair` removes such a row: a
/// page shows the word as written without it, and `glossary` sets it again.
extension IntegrityStore {
    private struct GlossaryFault {
        let problem: MenuProblem
        let lang: [UInt8]
        let word: [UInt8]
    }

    package func glossaryProblems() throws -> [MenuProblem] {
        try glossaryFaults().map(\.problem)
    }

    package func repairGlossary() throws -> [String] {
        try glossaryFaults().map { fault in
            try database.cachedStatement("DELETE FROM glossary WHERE CAST(lang AS BLOB) = ? AND CAST(word AS BLOB) = ?")
                .run([.blob(fault.lang), .blob(fault.word)])
            return "\(fault.problem.row): removed it"
        }
    }

    private func glossaryFaults() throws -> [GlossaryFault] {
        var faults: [GlossaryFault] = []
        try database.cachedStatement("""
            SELECT lang, CAST(lang AS BLOB) AS lang_bytes, word, CAST(word AS BLOB) AS word_bytes, translation FROM glossary ORDER BY lang, word
            """).forEachRow { row in
            let (lang, word, translation) = (row.text("lang"), row.text("word"), row.text("translation"))
            let language = try? LanguageTag(lang)
            let reason: String? =
                if !row.textIsUTF8("lang") || !row.textIsUTF8("word") || !row.textIsUTF8("translation") { Self.notUTF8 }
                else if language == nil { Self.reason { _ = try LanguageTag(lang) } }
                else if let language, language.text != lang { "the language is written '\(language.text)' (RFC 5646 2.1.1)" }
                else if (try? GlossaryWord(word))?.text.utf8.elementsEqual(word.utf8) != true { Self.reason { _ = try GlossaryWord(word) } }
                else if (try? TranslationText(translation))?.text.utf8.elementsEqual(translation.utf8) != true {
                    "its translation: " + Self.reason { _ = try TranslationText(translation) }
                } else { nil }
            guard let reason else { return }
            let problem = MenuProblem(id: nil, row: "glossary '\(lang.shortened())' \(Name.quoted(word))", detail: "breaks the rules: \(reason)")
            faults.append(GlossaryFault(problem: problem, lang: row.blob("lang_bytes"), word: row.blob("word_bytes")))
        }
        return faults
    }
}
