import MenuModel
/// Allergens and diets in the export document (version 3, SPEC 24):
/// `"allergens": ["peanuts", "sesame"], "diets": ["vegetarian"]` on the
/// dishes that have them, by key. `import` also takes the English or
/// Chinese names a person types (`"花生"`); a file without them changes
/// none when merged, and `--replace` makes a dish exactly the file.
extension MenuDocument {
    static let dietaryKeys: Set<String> = ["allergens", "diets"]

    /// `, "allergens": [...], "diets": [...]`, only the lists a dish has.
    package static func dietaryMembers(_ dietary: Dietary) -> String {
        var out = ""
        // Declared free of the 14 (SPEC 28); a missing or empty list stays undeclared.
        if dietary.isDeclaredFree { out += ", \"allergens\": \"" + Dietary.noneKey + "\"" }
        if !dietary.allergens.isEmpty { out += ", \"allergens\": [" + dietary.allergens.map { "\"\($0.key)\"" }.joined(separator: ", ") + "]" }
        if !dietary.diets.isEmpty { out += ", \"diets\": [" + dietary.diets.map { "\"\($0.key)\"" }.joined(separator: ", ") + "]" }
        return out
    }

    /// What a dish of the file says of its allergens and diets.
    static func dietary(_ members: [(key: String, value: JSONValue)], place: EntryPlace) throws(MenuError) -> DietaryEdit {
        var edit = DietaryEdit()
        for (key, value) in members where dietaryKeys.contains(key) {
            var at: String { "\(place).\(key)" }
            if key == "allergens", value == .string(Dietary.noneKey) {
                edit.allergens = []
                edit.declaredFree = true
                continue
            }
            let names = try strings(value, place: at)
            if key == "allergens" {
                var allergens: [Allergen] = []
                for (index, name) in names.enumerated() {
                    do throws(MenuError) { allergens.append(try Allergen(parsing: name)) } catch {
                        throw MenuError(.malformedFile, "\(at)[\(index)]: \(error.message)")
                    }
                }
                edit.allergens = allergens
            } else {
                var diets: [Diet] = []
                for (index, name) in names.enumerated() {
                    do throws(MenuError) { diets.append(try Diet(parsing: name)) } catch {
                        throw MenuError(.malformedFile, "\(at)[\(index)]: \(error.message)")
                    }
                }
                edit.diets = diets
            }
        }
        return edit
    }

    /// `[]` or an array of strings; `null` says none.
    private static func strings(_ value: JSONValue, place: @autoclosure () -> String) throws(MenuError) -> [String] {
        if value == .null { return [] }
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "\(place()): expected an array of names, found \(value.kindDescription)")
        }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw MenuError(.malformedFile, "\(place())[\(index)]: expected a string, found \(element.kindDescription)")
            }
            names.append(text)
        }
        return names
    }
}
