import Testing
@testable import MenuFormats
@testable import MenuModel

/// SPEC 24's values: allergens and diets named in English or Chinese and
/// kept by key, in the Annex's order; what an edit makes of them; and the
/// page's JSON strings, which nothing can end early.
@Suite struct DietaryTests {
    @Test(arguments: [
        ("peanuts", Allergen.peanuts), ("PEANUTS", .peanuts), ("peanut", .peanuts), ("花生", .peanuts), (" 芝麻 ", .sesame),
        ("soy", .soybeans), ("大豆", .soybeans), ("sulfites", .sulphites), ("亚硫酸盐", .sulphites), ("mollusks", .molluscs),
        ("鸡蛋", .eggs), ("蛋", .eggs), ("gluten", .gluten), ("羽扇豆", .lupin),
    ])
    func allergensAreNamedInEitherLanguage(written: String, allergen: Allergen) throws {
        #expect(try Allergen(parsing: written) == allergen)
    }

    @Test(arguments: ["", "shellfish", "花生酱", "peanuts;sesame", "Gluten free"])
    func otherNamesAreRefusedWithTheList(written: String) {
        #expect(throws: MenuError.self) { try Allergen(parsing: written) }
    }

    @Test func dietsAndTheirSchemaOrgTerms() throws {
        #expect(try Diet(parsing: "Gluten free") == .glutenFree && Diet(parsing: "无麸质").key == "gluten-free")
        #expect(try Diet(parsing: "纯素") == .vegan && Diet(parsing: "素") == .vegetarian && Diet(parsing: "清真") == .halal)
        #expect(Diet.allCases.map(\.schemaOrg) == ["https://schema.org/VegetarianDiet", "https://schema.org/VeganDiet",
                                                   "https://schema.org/HalalDiet", "https://schema.org/GlutenFreeDiet"])
        #expect(Allergen.allCases.map(\.letter).joined() == "ABCDEFGHIJKLMN")
        #expect(Allergen.allCases.enumerated().allSatisfy { $1.bit == 1 << $0 } && Diet.allCases.enumerated().allSatisfy { $1.bit == 1 << $0 })
    }

    @Test func listsKeepTheAnnexsOrderWithoutRepeats() {
        let dietary = Dietary(allergens: [.sesame, .peanuts, .sesame, .gluten], diets: [.halal, .vegetarian])
        #expect(dietary.allergens == [.gluten, .peanuts, .sesame] && dietary.diets == [.vegetarian, .halal])
        #expect(dietary.holdsAny(of: [.milk, .peanuts]) && !dietary.holdsAny(of: [.milk]))
        #expect(dietary.suits(all: [.halal]) && !dietary.suits(all: [.halal, .vegan]))
    }

    @Test func anEditAddsRemovesOrReplacesAndAReplaceImportClears() {
        let before = Dietary(allergens: [.peanuts, .sesame], diets: [.vegetarian])
        var edit = DietaryEdit()
        edit.addedAllergens = [.milk]
        edit.removedAllergens = [.sesame]
        edit.removedDiets = [.vegetarian]
        #expect(edit.applied(to: before) == Dietary(allergens: [.milk, .peanuts], diets: [Diet]()))
        #expect(DietaryEdit().replacing.applied(to: before) == .none)
        #expect(!DietaryEdit().replacing.touchesDish && edit.touchesDish)
        var file = DietaryEdit()
        file.allergens = [.fish]
        #expect(file.replacing.applied(to: before) == Dietary(allergens: [.fish], diets: [Diet]()))
        #expect(file.applied(to: before) == Dietary(allergens: [.fish], diets: [.vegetarian]), "a merge keeps what the file leaves out")
    }

    @Test func theJSONLDStringsHoldNoTagAndReadBackAsWritten() {
        #expect(MenuPage.ldString("</script><script>") == #""<\/script>\u003cscript>""#)
        #expect(MenuPage.ldString("<!--") == #""\u003c!--""#)
        #expect(MenuPage.ldString("a\u{FFFE}b\u{10FFFF}") == #""a\ufffeb\udbff\udfff""#)
        #expect(MenuPage.ldString("宫保鸡丁 \"&\"") == #""宫保鸡丁 \"&\"""#)
    }
}
