import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// GlossaryStore (SPEC 15) on an in-memory menu, and the glossary's look-up
/// and the page's words, which the end-to-end tests see only through a page.
@Suite struct GlossaryStoreTests {
    private func entries(_ menu: InMemoryMenu) throws -> [String] {
        try menu.write { try $0.glossary.glossary() }.entries.map { "\($0.lang) \($0.word)=\($0.translation)" }
    }

    @Test func setReplacesAndRemovesSayWhatChanged() throws {
        let menu = try InMemoryMenu()
        let en = try LanguageTag("en")
        let changes = try menu.write(recording: "glossary") { tx in
            try tx.glossary.set([(try GlossaryWord("小份"), try TranslationText("Half")), (try GlossaryWord("例汤"), try TranslationText("Soup"))], in: en)
        }
        #expect(changes == [GlossaryStore.WordChange(word: "小份", before: "Small", after: "Half"),
                            GlossaryStore.WordChange(word: "例汤", before: nil, after: "Soup")])
        let removed = try menu.write { try $0.glossary.remove([try GlossaryWord("例汤")], from: en) }
        #expect(removed == [GlossaryStore.WordChange(word: "例汤", before: "Soup", after: nil)])
        #expect(throws: MenuError.refused("the en glossary has no word '例汤'")) {
            try menu.write { try $0.glossary.remove([try GlossaryWord("小份"), try GlossaryWord("例汤")], from: en) }
        }
        #expect(try entries(menu).contains("en 小份=Half"), "a refused removal rolls back the whole command")
    }

    @Test func importMergesOrReplacesAndCountsWords() throws {
        let menu = try InMemoryMenu()
        let file = Glossary([Glossary.Entry(lang: "ja", word: "小份", translation: "小"), Glossary.Entry(lang: "en", word: "小份", translation: "Small")])
        #expect(try menu.write { try $0.glossary.importGlossary(file, replace: false) } == ImportStore.Tally(added: 1))
        #expect(try entries(menu).count == 15)
        #expect(try menu.write { try $0.glossary.importGlossary(file, replace: true) } == ImportStore.Tally(removed: 13))
        #expect(try entries(menu) == ["en 小份=Small", "ja 小份=小"])
        #expect(try menu.write { try $0.glossary.importGlossary(file, replace: true) } == ImportStore.Tally())
    }

    @Test func aPageTakesTheMostSpecificLanguagesWord() throws {
        let glossary = Glossary([Glossary.Entry(lang: "en", word: "小份", translation: "Small"),
                                 Glossary.Entry(lang: "en-GB", word: "小份", translation: "Small plate"),
                                 Glossary.Entry(lang: "en", word: "斤", translation: "jin (500 g)"),
                                 Glossary.Entry(lang: "ja", word: "斤", translation: "斤")])
        #expect(glossary.words(for: try LanguageTag("en-GB")) == ["小份": "Small plate", "斤": "jin (500 g)"])
        #expect(glossary.words(for: try LanguageTag("en-US-x-twain")) == ["小份": "Small", "斤": "jin (500 g)"])
        #expect(glossary.words(for: try LanguageTag("fr")).isEmpty)
        #expect(glossary.languages == ["en", "en-GB", "ja"])
    }

    @Test func thePagesOwnWordsAreInItsLanguage() throws {
        let chinese = PageWords(try LanguageTag("zh-Hant")), english = PageWords(try LanguageTag("ja")), plain = PageWords(nil)
        #expect(chinese == .chinese && plain == .chinese && english == .english)
        #expect(plain.days("mon-fri") == "周一至周五" && plain.days("fri,sat") == "周五、周六" && plain.days("mon,wed-fri") == "周一、周三至周五")
        #expect(english.days("mon-fri") == "Mon–Fri" && english.days("fri,sat") == "Fri, Sat")
        #expect(plain.price("¥48", per: "斤") == "¥48/斤" && english.price("¥48", per: "jin (500 g)") == "¥48 per jin (500 g)")
        #expect(english.price("¥88", per: "per person") == "¥88 per person" && english.price("¥8", per: nil) == "¥8")
        #expect(PageWord.spice.map(plain.say) == ["不辣", "微辣", "中辣", "特辣"])
    }
}
