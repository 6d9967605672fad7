import MenuModel
/// The page's menu as schema.org data (SPEC 24), for search engines and map
/// apps: one `<script type="application/ld+json">` holding a `Menu`
/// (https://schema.org/Menu) whose `hasMenuSection`s nest as the page's
/// groups do and whose `hasMenuItem`s are its dishes, with their prices as
/// `offers`, `SoldOut` where sold out, and the diets they suit.
///
/// It is data, never code: every text is a JSON string, and `<` is
/// written so that nothing a name holds can end the element early or open
/// a comment inside it (the HTML standard, "Restrictions for contents of
/// script elements"): `</` as `<\/` (the same string in JSON), any other
/// `<` as `\u003c`. So `</script>` never appears inside it.
extension MenuPage {
    /// The script element, appended to `out` as it is made and handed to
    /// `emit` as it fills: a 100,000-dish menu's data is written once,
    /// never gathered in pieces first.
    package func appendSchemaOrgScript(of root: MenuGroup, to out: inout RowBytes,
                                       emit: ([UInt8]) throws -> Void) rethrows {
        out.append(literal: "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\"@type\":\"Menu\",\"name\":")
        out += Self.ldString(title ?? words.say(.title))
        out += ",\"inLanguage\":" + inLanguage
        try appendMembers(of: root.children, to: &out, emit: emit)
        out.append(literal: "}</script>\n")
    }

    /// The names are Chinese; with `--lang`, the page holds that language too.
    private var inLanguage: String {
        guard let language, language.text != "zh-Hans" else { return "\"zh-Hans\"" }
        return "[\"zh-Hans\"," + Self.ldString(language.text) + "]"
    }

    /// `,"hasMenuSection":[…]` and `,"hasMenuItem":[…]` of a group, each
    /// only when it has some; a group with no dish inside it is left out,
    /// as on the page. `load()` attaches at most 32 levels, so the
    /// recursion is bounded.
    private func appendMembers(of nodes: [any MenuComponent], to out: inout RowBytes,
                               emit: ([UInt8]) throws -> Void) rethrows {
        var sections = 0
        for node in nodes where node.isGroup && Self.holdsDishes(node) {
            out.append(literal: sections == 0 ? ",\"hasMenuSection\":[" : ",")
            out.append(literal: "{\"@type\":\"MenuSection\",\"name\":")
            out.appendLD(node.name)
            appendCommon(node.details, to: &out)
            try appendMembers(of: node.children, to: &out, emit: emit)
            out.append(UInt8(ascii: "}"))
            sections += 1
        }
        if sections > 0 { out.append(UInt8(ascii: "]")) }
        var items = 0
        for node in nodes where !node.isGroup {
            out.append(literal: items == 0 ? ",\"hasMenuItem\":[" : ",")
            appendItem(node, to: &out)
            items += 1
            if out.isFull {
                try emit(out.bytes)
                out.removeAll()
            }
        }
        if items > 0 { out.append(UInt8(ascii: "]")) }
    }

    /// A description and, with `--lang`, the name in that language.
    private func appendCommon(_ details: DishDetails, to out: inout RowBytes) {
        guard !details.isEmpty else { return }
        if let language, let translated = details.translation(in: language) {
            out.append(literal: ",\"alternateName\":")
            out.appendLD(translated)
        }
        if let description = shownDescription(details) {
            out.append(literal: ",\"description\":")
            out.appendLD(description)
        }
    }

    /// A dish with its offers: one a price, or a size; for 时价 or no
    /// price yet, one saying only whether it is on sale. `availability` is
    /// said where it is sold out (SPEC 24); on sale is what an offer means.
    /// A bare dish (`MenuItem.isBare`) has no details to make beyond its
    /// allergens and diets: no translation, description or energy to say.
    private func appendItem(_ node: any MenuComponent, to out: inout RowBytes) {
        out.append(literal: "{\"@type\":\"MenuItem\",\"name\":")
        out.appendLD(node.name)
        let (details, dietary) = Self.detailsAndDietary(node)
        if let details { appendCommon(details, to: &out) }
        let pricing = node.pricing
        let soldOut = isSoldOutForGuests(node)
        // Sizes and units in the page's language, as the page shows them (SPEC 25).
        let per = pricing.unit.map { ",\"eligibleQuantity\":{\"@type\":\"QuantitativeValue\",\"value\":1,\"unitText\":" + Self.ldString(word($0)) + "}" } ?? ""
        out.append(literal: ",\"offers\":")
        switch pricing.price {
        case .fixed(let amount): appendOffer(amount, name: nil, soldOut: soldOut, per: per, to: &out)
        // 时价 priced for today (SPEC 28): today's is the price a guest pays.
        case .market where pricing.today != nil:
            if let today = pricing.today { appendOffer(today, name: nil, soldOut: soldOut, per: per, to: &out) }
        case .sizes(let sizes) where !sizes.isEmpty:
            out.append(UInt8(ascii: "["))
            for (index, size) in sizes.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendOffer(size.price, name: word(size.name), soldOut: soldOut, per: per, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        // No price to give (时价 is set when ordered), but the currency it is in (SPEC 24).
        case .market, .none, .sizes:
            out += "{\"@type\":\"Offer\",\"priceCurrency\":\"" + Amount.currency + "\""
            if soldOut { out.append(literal: Self.soldOutAvailability) }
            out += per
            out.append(UInt8(ascii: "}"))
        }
        let diets = dietary.suitedDiets
        if !diets.isEmpty {
            out += ",\"suitableForDiet\":[" + diets.map { "\"\($0.schemaOrg)\"" }.joined(separator: ",") + "]"
        }
        if let details { out += Self.nutrition(details.energy) }
        out.append(UInt8(ascii: "}"))
    }

    private static let soldOutAvailability: StaticString = ",\"availability\":\"https://schema.org/SoldOut\""

    /// One offer: a price, or a size's, with its name.
    private func appendOffer(_ amount: Amount, name: String?, soldOut: Bool, per: String, to out: inout RowBytes) {
        out.append(literal: "{\"@type\":\"Offer\"")
        if let name {
            out.append(literal: ",\"name\":")
            out.appendLD(name)
        }
        out.append(literal: ",\"price\":\"")
        // `Amount.description`'s bytes, without the String.
        if amount.fen >= 0 { out.append(amount) } else { out += amount.description }
        out.append(literal: "\",\"priceCurrency\":\"")
        out += Amount.currency
        out.append(UInt8(ascii: "\""))
        if soldOut { out.append(literal: Self.soldOutAvailability) }
        out += per
        out.append(UInt8(ascii: "}"))
    }

    /// `,"nutrition":{"@type":"NutritionInformation","calories":"520 calories","servingSize":"350g"}`
    /// (SPEC 28): schema.org's `calories` is an Energy, a number and its
    /// unit as text; `servingSize` belongs to the NutritionInformation. A
    /// dish with kcal a size gives its first size's, the size the page
    /// names first. Nothing when it has neither.
    static func nutrition(_ energy: DishEnergy) -> String {
        guard !energy.isEmpty else { return "" }
        var out = ",\"nutrition\":{\"@type\":\"NutritionInformation\""
        let kcal: Int? = switch energy.kcal {
        case .whole(let kcal)?: kcal
        case .sizes(let sizes)?: sizes.first?.kcal
        case nil: nil
        }
        if let kcal { out += ",\"calories\":\"\(kcal) calories\"" }
        if let portion = energy.portion { out += ",\"servingSize\":" + ldString(portion.text) }
        return out + "}"
    }

    /// A JSON string that may stand inside a script element: `<` never
    /// starts a tag or comment there, and what the HTML parser would refuse
    /// in any text (noncharacters) is a `\u` escape, so it reads the same.
    package static func ldString(_ text: String) -> String {
        let json = JSONText.string(text)
        guard json.unicodeScalars.contains(where: { $0 == "<" || isNoncharacter($0) }) else { return json }
        var out = String.UnicodeScalarView()
        let scalars = Array(json.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "<" {
                out.append(contentsOf: (index + 1 < scalars.count && scalars[index + 1] == "/" ? "<\\" : "\\u003c").unicodeScalars)
            } else if isNoncharacter(scalar) {
                for unit in scalar.utf16 {
                    let hex = String(unit, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
                }
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
