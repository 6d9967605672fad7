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
    package func schemaOrgScript(of root: MenuGroup) -> String {
        var menu: [String] = [
            "\"@context\":\"https://schema.org\"",
            "\"@type\":\"Menu\"",
            "\"name\":" + Self.ldString(title),
            "\"inLanguage\":" + inLanguage,
        ]
        menu += members(of: root.children)
        return "<script type=\"application/ld+json\">{" + menu.joined(separator: ",") + "}</script>\n"
    }

    /// The names are Chinese; with `--lang`, the page holds that language too.
    private var inLanguage: String {
        guard let language, language.text != "zh-Hans" else { return "\"zh-Hans\"" }
        return "[\"zh-Hans\"," + Self.ldString(language.text) + "]"
    }

    /// `hasMenuSection` and `hasMenuItem` of a group, each only when it has
    /// some; a group with no dish inside it is left out, as on the page.
    private func members(of nodes: [any MenuComponent]) -> [String] {
        var sections: [String] = []
        var items: [String] = []
        for node in nodes {
            if node.isGroup {
                let inside = members(of: node.children)
                guard !inside.isEmpty else { continue }
                var section = ["\"@type\":\"MenuSection\"", "\"name\":" + Self.ldString(node.name)]
                section += common(node)
                sections.append("{" + (section + inside).joined(separator: ",") + "}")
            } else {
                items.append(item(node))
            }
        }
        var out: [String] = []
        if !sections.isEmpty { out.append("\"hasMenuSection\":[" + sections.joined(separator: ",") + "]") }
        if !items.isEmpty { out.append("\"hasMenuItem\":[" + items.joined(separator: ",") + "]") }
        return out
    }

    /// A description and, with `--lang`, the name in that language.
    private func common(_ node: any MenuComponent) -> [String] {
        var out: [String] = []
        if let language, let translated = node.details.translation(in: language) {
            out.append("\"alternateName\":" + Self.ldString(translated))
        }
        if let description = node.details.description { out.append("\"description\":" + Self.ldString(description)) }
        return out
    }

    private func item(_ node: any MenuComponent) -> String {
        var item = ["\"@type\":\"MenuItem\"", "\"name\":" + Self.ldString(node.name)] + common(node)
        let availability = "\"availability\":\"https://schema.org/" + (node.isSoldOut ? "SoldOut" : "InStock") + "\""
        let pricing = node.pricing
        let per = pricing.unit.map { ",\"eligibleQuantity\":{\"@type\":\"QuantitativeValue\",\"value\":1,\"unitText\":" + Self.ldString($0) + "}" } ?? ""
        func offer(_ amount: Amount, name: String?) -> String {
            "{\"@type\":\"Offer\"" + (name.map { ",\"name\":" + Self.ldString($0) } ?? "")
                + ",\"price\":\"\(amount)\",\"priceCurrency\":\"\(Amount.currency)\"," + availability + per + "}"
        }
        let offers: [String] = switch pricing.price {
        case .fixed(let amount): [offer(amount, name: nil)]
        case .sizes(let sizes) where !sizes.isEmpty: sizes.map { offer($0.price, name: $0.name) }
        // 时价, or no price yet: what can be said is whether it is on sale.
        case .market, .none, .sizes: ["{\"@type\":\"Offer\"," + availability + per + "}"]
        }
        item.append("\"offers\":" + (offers.count == 1 ? offers[0] : "[" + offers.joined(separator: ",") + "]"))
        let diets = node.details.dietary.diets
        if !diets.isEmpty {
            item.append("\"suitableForDiet\":[" + diets.map { "\"\($0.schemaOrg)\"" }.joined(separator: ",") + "]")
        }
        return "{" + item.joined(separator: ",") + "}"
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
