import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

@Suite struct DishDetailsTests {
    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("zh-hant", "zh-Hant"), ("zh-Hant-tw", "zh-Hant-TW"), ("en-gb", "en-GB"),
        ("es-419", "es-419"), ("sr-latn-rs", "sr-Latn-RS"), ("de-CH-1901", "de-CH-1901"), ("x-klingon", "x-klingon"),
        ("en-US-x-twain", "en-US-x-twain"), ("zh-yue", "zh-yue"), ("sl-rozaj-biske", "sl-rozaj-biske"), (" ja ", "ja"),
    ])
    func languageTagsAreKeptInTheirUsualCase(written: String, kept: String) throws {
        #expect(try LanguageTag(written).text == kept)
    }

    @Test(arguments: ["", "e n", "e", "toolongsubtag", "en_US", "en-", "-en", "abcd", "en-a", "en-a-bb-a-cc", "x", "中文", "en-US-US"])
    func malformedLanguageTagsAreRefused(written: String) {
        #expect(throws: MenuError.self) { try LanguageTag(written) }
    }

    @Test func aTranslationIsLookedUpFromTheMostSpecificTag() throws {
        let details = DishDetails(translations: [Translation(lang: "zh-Hant", text: "宮保雞丁"), Translation(lang: "en", text: "Kung Pao Chicken")])
        #expect(details.translations.map(\.lang) == ["en", "zh-Hant"])
        #expect(details.translation(in: try LanguageTag("en-GB")) == "Kung Pao Chicken")
        #expect(details.translation(in: try LanguageTag("zh-Hant-TW")) == "宮保雞丁")
        #expect(details.translation(in: try LanguageTag("en-a-foo")) == "Kung Pao Chicken")
        #expect(details.translation(in: try LanguageTag("zh")) == nil)
        #expect(DishDetails(translations: [Translation(lang: "EN", text: "x")]).translation(in: try LanguageTag("en")) == "x")
    }

    @Test func anEditAppliesToWhatADishHas() {
        let before = DishDetails(description: "花生", spice: Spice(level: 1), tags: ["招牌", "素"],
                                 translations: [Translation(lang: "en", text: "A"), Translation(lang: "ja", text: "B")])
        var edit = DetailsEdit()
        edit.spice = .clear
        edit.addedTags = ["新品", "招牌"]
        edit.removedTags = ["素"]
        edit.translations = [Translation(lang: "en", text: "C"), Translation(lang: "fr", text: "D")]
        edit.removedTranslations = ["ja"]
        let after = edit.applied(to: before)
        #expect(after == DishDetails(description: "花生", tags: ["招牌", "新品"],
                                     translations: [Translation(lang: "en", text: "C"), Translation(lang: "fr", text: "D")]))
        #expect(edit.touchesDishOnly)
        #expect(DetailsEdit().replacing.applied(to: before) == .none)
    }

    @Test(arguments: [("0", 0), ("3", 3), (" 2 ", 2)])
    func spiceIsZeroToThree(written: String, level: Int) throws {
        #expect(try Spice(parsing: written).level == level)
    }

    @Test(arguments: ["4", "-1", "2.5", "hot", ""])
    func otherSpiceIsRefused(written: String) {
        #expect(throws: MenuError.self) { try Spice(parsing: written) }
    }
}
