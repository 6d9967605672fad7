import MenuModel
/// The glossary in the export document (version 3, SPEC 15), after the menu:
/// `"glossary": {"en": {"小份": "Small", …}}`, a word a line, languages and
/// words in byte order. Written always, `{}` when empty, so that a replace
/// by the file makes the glossary exactly the file's; a document without
/// the key (versions 1 and 2) leaves the glossary as it is.
extension MenuDocument {
    package static func glossaryMember(_ glossary: Glossary) -> String {
        var out = ",\n  \"glossary\": {"
        for (index, lang) in glossary.languages.enumerated() {
            out += (index == 0 ? "\n" : ",\n") + "    " + JSONText.string(lang) + ": {"
            let words = glossary.entries.filter { $0.lang.utf8.elementsEqual(lang.utf8) }
            for (index, entry) in words.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + "      " + JSONText.string(entry.word) + ": " + JSONText.string(entry.translation)
            }
            out += "\n    }"
        }
        return out + (glossary.entries.isEmpty ? "}" : "\n  }")
    }

    /// Reads the `glossary` member, checking each language, word and
    /// translation as `glossary` would take them when typed.
    package static func glossary(_ value: JSONValue) throws(MenuError) -> Glossary {
        guard case .object(let languages) = value else {
            throw MenuError(.malformedFile, "glossary: expected an object of languages, found \(value.kindDescription)")
        }
        var entries: [Glossary.Entry] = []
        var seenLanguages = Set<LanguageTag>()
        for (written, words) in languages {
            let place = "glossary.\(Terminal.escaped(Terminal.shortened(written)))"
            let lang: LanguageTag
            do { lang = try LanguageTag(written) } catch { throw MenuError(.malformedFile, "\(place): \(error.message)") }
            guard seenLanguages.insert(lang).inserted else {
                throw MenuError(.malformedFile, "\(place): the language \(lang) appears twice")
            }
            guard case .object(let members) = words else {
                throw MenuError(.malformedFile, "\(place): expected an object of words, found \(words.kindDescription)")
            }
            var seenWords = Set<GlossaryWord>()
            for (rawWord, translation) in members {
                let wordPlace = "\(place).\(Terminal.escaped(Terminal.shortened(rawWord)))"
                guard case .string(let text) = translation else {
                    throw MenuError(.malformedFile, "\(wordPlace): expected a string, found \(translation.kindDescription)")
                }
                do throws(MenuError) {
                    let word = try GlossaryWord(rawWord)
                    guard seenWords.insert(word).inserted else {
                        throw MenuError(.malformedFile, "the word appears twice")
                    }
                    entries.append(Glossary.Entry(lang: lang.text, word: word.text, translation: try TranslationText(text).text))
                } catch {
                    throw MenuError(.malformedFile, "\(wordPlace): \(error.message)")
                }
            }
        }
        return Glossary(entries)
    }
}
