import MenuModel
/// Allergens and diets on the guests' page (SPEC 24): a small letter after
/// a dish's name for each allergen it holds (A gluten … N molluscs, in the
/// order of EU Regulation 1169/2011 Annex II), explained once at the foot
/// of the page, and the diets it suits under it, all in the page's language.
extension MenuPage {
    /// The page's own words for allergens and diets, in Chinese or English.
    package enum DietaryWords: Sendable {
        case chinese, english

        package var legend: String { self == .chinese ? "过敏原" : "Allergens" }
        package func allergen(_ allergen: Allergen) -> String { self == .chinese ? allergen.chinese : allergen.key }
        package func diet(_ diet: Diet) -> String { self == .chinese ? diet.chinese : diet.english }
    }

    /// English with `--lang en` (or `en-GB`…), else Chinese, the page's own language.
    package var dietaryWords: DietaryWords {
        let primary = language?.text.split(separator: "-").first?.lowercased()
        return primary == "en" ? .english : .chinese
    }

    /// ` <span class="allergens">…</span>` after a dish's name: one letter a
    /// allergen, named in full for those who point at it.
    package func allergenMarks(_ dietary: Dietary) -> String {
        let allergens = dietary.allergens
        guard !allergens.isEmpty else { return "" }
        let words = dietaryWords
        return " <span class=\"allergens\">" + allergens.map {
            "<abbr title=\"" + HTMLText.escaped(words.allergen($0)) + "\">" + $0.letter + "</abbr>"
        }.joined() + "</span>"
    }

    /// The diets a dish suits, as a line of marks under it.
    package func dietLine(_ dietary: Dietary) -> String {
        let diets = dietary.suitedDiets
        guard !diets.isEmpty else { return "" }
        let words = dietaryWords
        return "<p class=\"diets\">" + diets.map { "<span class=\"diet\">" + HTMLText.escaped(words.diet($0)) + "</span>" }.joined(separator: " ") + "</p>"
    }

    /// What the letters mean, once, for the allergens the page's dishes hold;
    /// nothing when none holds any. A dish's own allergens are read from it,
    /// its details not made for them.
    package func allergenLegend(of root: MenuGroup) -> String {
        var found = Set<Allergen>()
        var pending: [any MenuComponent] = [root]
        while let node = pending.popLast() {
            if node.isGroup {
                pending += node.children
            } else {
                found.formUnion(((node as? MenuItem)?.ownDietary ?? node.details.dietary).allergens)
            }
        }
        guard !found.isEmpty else { return "" }
        let words = dietaryWords
        return "<footer class=\"legend\"><p><span class=\"legend-title\">" + words.legend + "</span> "
            + found.sorted().map { "<span class=\"key\"><b>\($0.letter)</b> " + HTMLText.escaped(words.allergen($0)) + "</span>" }
                .joined(separator: " · ")
            + "</p></footer>\n"
    }

    package static let dietaryStyle = """
        .allergens abbr { text-decoration: none; font-size: .7em; vertical-align: super; color: #8b1a1a;
          margin-left: .1em; }
        .diets .diet { display: inline-block; border: 1px solid #2e7d32; border-radius: .6em; padding: 0 .45em;
          margin-right: .25em; font-size: .85em; color: #2e7d32; }
        .legend { margin-top: 1.5rem; padding-top: .5rem; border-top: 1px solid #bbb; font-size: .85em; color: #555; }
        .legend-title { font-weight: bold; margin-right: .4em; }
        .legend .key { display: inline-block; max-width: 100%; }

        """
}
