import MenuModel
/// Details in the export document (SPEC 16): `description`, `spice`, `tags`
/// and `translations` on the nodes that have them, read back by `import`.
/// A file without them (version 1, or a node that has none) changes none
/// when merged; `--replace` makes the node exactly the file.
extension MenuDocument {
    /// `, "description": "…", "spice": 2, "tags": ["招牌"], "translations": {"en": "…"}`,
    /// only what the node has, spaced like the rest of the document.
    package static func detailMembers(_ details: DishDetails) -> String {
        guard !details.isEmpty else { return "" }
        var out = ""
        if let description = details.description { out += ", \"description\": " + JSONText.string(description) }
        if let spice = details.spice { out += ", \"spice\": \(spice.level)" }
        if !details.tags.isEmpty { out += ", \"tags\": [" + details.tags.map(JSONText.string).joined(separator: ", ") + "]" }
        if !details.translations.isEmpty {
            out += ", \"translations\": {" + details.translations.map {
                JSONText.string($0.lang) + ": " + JSONText.string($0.text)
            }.joined(separator: ", ") + "}"
        }
        if !details.descriptionTranslations.isEmpty {
            out += ", \"description_translations\": {" + details.descriptionTranslations.map {
                JSONText.string($0.lang) + ": " + JSONText.string($0.text)
            }.joined(separator: ", ") + "}"
        }
        return out + dietaryMembers(details.dietary)
    }

    /// The keys a group may have for its details; a dish also has spice and tags.
    static let groupDetailKeys: Set<String> = ["description", "translations", "description_translations"]
    static let dishDetailKeys: Set<String> = Set(["description", "spice", "tags", "translations", "description_translations"])
        .union(dietaryKeys)

    /// What a node of the file says of its details, checked as the options
    /// of `edit` check them; `null` or an empty list says "none".
    static func details(_ members: [(key: String, value: JSONValue)], place: EntryPlace) throws(MenuError) -> DetailsEdit {
        var edit = DetailsEdit()
        for (key, value) in members {
            // Written out only for an error.
            var at: String { "\(place).\(key)" }
            switch key {
            case "description":
                if value == .null { edit.description = .clear; continue }
                guard case .string(let text) = value else { throw MenuError(.malformedFile, "\(at): expected a string, found \(value.kindDescription)") }
                do { edit.description = .set(try DishDescription(text).text) } catch { throw MenuError(.malformedFile, "\(at): \(error.message)") }
            case "spice":
                if value == .null { edit.spice = .clear; continue }
                // The words `--spice` says (SPEC 25), of the number as written.
                guard case .number(let digits) = value else {
                    throw MenuError(.malformedFile, "\(at): spice \(value.shortDescription) is not 0, 1, 2 or 3 (none, mild, medium, hot)")
                }
                do { edit.spice = .set(try Spice(parsing: digits)) } catch { throw MenuError(.malformedFile, "\(at): \(error.message)") }
            case "tags":
                edit.tags = try tags(value, at: at)
            case "translations":
                edit.allTranslations = try translations(value, at: at)
            case "description_translations":
                edit.allDescriptionTranslations = try translations(value, at: at, example: "Diced chicken, peanuts") { raw throws(MenuError) in
                    try DishDescription(raw).text
                }
            default:
                continue
            }
        }
        edit.dietary = try dietary(members, place: place)
        return edit
    }

    /// A node's tags, each once: `["招牌", "新品"]`.
    private static func tags(_ value: JSONValue, at: @autoclosure () -> String) throws(MenuError) -> [String] {
        guard case .array(let elements) = value else { throw MenuError(.malformedFile, "\(at()): expected an array of tags, found \(value.kindDescription)") }
        var tags: [DishTag] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw MenuError(.malformedFile, "\(at())[\(index)]: expected a string, found \(element.kindDescription)")
            }
            let tag: DishTag
            do { tag = try DishTag(text) } catch { throw MenuError(.malformedFile, "\(at())[\(index)]: \(error.message)") }
            guard !tags.contains(tag) else { throw MenuError(.malformedFile, "\(at())[\(index)]: \(value.shortDescription) holds a tag twice") }
            tags.append(tag)
        }
        return tags.map(\.text)
    }

    /// A node's names in other languages, each language once: `{"en": "Kung Pao Chicken"}`.
    /// A description's the same way, `check` holding the text to its rules.
    private static func translations(_ value: JSONValue, at: @autoclosure () -> String, example: String = "Kung Pao Chicken",
                                     check: (String) throws(MenuError) -> String = { raw throws(MenuError) in try TranslationText(raw).text })
        throws(MenuError) -> [Translation] {
        guard case .object(let entries) = value else {
            throw MenuError(.malformedFile, "\(at()): expected an object such as {\"en\": \"\(example)\"}, found \(value.kindDescription)")
        }
        var translations: [Translation] = []
        for (lang, text) in entries {
            let language: LanguageTag
            do { language = try LanguageTag(lang) } catch { throw MenuError(.malformedFile, "\(at()): \(error.message)") }
            guard case .string(let written) = text else {
                throw MenuError(.malformedFile, "\(at()).\(Terminal.escaped(lang)): expected a string, found \(text.kindDescription)")
            }
            guard !translations.contains(where: { $0.lang == language.text }) else {
                throw MenuError(.malformedFile, "\(at()): the language \(language) appears twice")
            }
            do { translations.append(Translation(lang: language.text, text: try check(written))) } catch {
                throw MenuError(.malformedFile, "\(at()).\(Terminal.escaped(lang)): \(error.message)")
            }
        }
        return translations
    }
}
