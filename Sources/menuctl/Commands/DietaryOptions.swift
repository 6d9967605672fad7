import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// SPEC 24's options: `--allergen`/`--no-allergen` and `--diet`/`--no-diet`
/// on `add-item` and `edit`, named in English or Chinese from fixed lists;
/// and the filters `--without` and `--diet` of `list` and `find`. A name
/// not on the list is a usage error that gives the list.
enum DietaryOptions {
    static let allergen = Option<[Allergen]>("allergen",
                                             help: "An allergen it holds, in English or Chinese: peanuts or 花生 (repeatable).")
    static let noAllergen = Option<[Allergen]>("no-allergen", valueName: "allergen", help: "Remove an allergen (repeatable).")
    static let diet = Option<[Diet]>("diet", help: "A diet it suits, in English or Chinese: vegetarian or 素 (repeatable).")
    static let noDiet = Option<[Diet]>("no-diet", valueName: "diet", help: "Remove a diet (repeatable).")

    /// What `add-item` takes.
    static let forNewDishes: [any OptionDeclaration] = [allergen, diet]
    /// What `edit` takes.
    static let forEditing: [any OptionDeclaration] = [allergen, noAllergen, diet, noDiet]

    /// `list --without` and `find --without`.
    static let without = Option<[Allergen]>("without", valueName: "allergen",
                                            help: "Leave out the dishes that hold this allergen: 花生 or peanuts (repeatable).")
    /// `list --diet` and `find --diet`.
    static let onlyDiet = Option<[Diet]>("diet", help: "Keep only the dishes marked with this diet: 素 or vegetarian (repeatable).")

    /// The edit the words ask for, with the options the command declares.
    static func edit(_ arguments: ParsedArguments) throws(UsageError) -> DietaryEdit {
        func declares(_ option: any OptionDeclaration) -> Bool { arguments.spec.option(named: option.spec.long) != nil }
        var edit = DietaryEdit()
        guard declares(allergen) else { return edit }
        edit.addedAllergens = try distinct(try arguments[allergen], "--allergen")
        edit.addedDiets = try distinct(try arguments[diet], "--diet")
        if declares(noAllergen) {
            edit.removedAllergens = try distinct(try arguments[noAllergen], "--no-allergen")
            edit.removedDiets = try distinct(try arguments[noDiet], "--no-diet")
        }
        if let both = edit.addedAllergens.first(where: edit.removedAllergens.contains) {
            throw UsageError(message: "The allergen '\(both.key)' is given to both '--allergen' and '--no-allergen'")
        }
        if let both = edit.addedDiets.first(where: edit.removedDiets.contains) {
            throw UsageError(message: "The diet '\(both.key)' is given to both '--diet' and '--no-diet'")
        }
        return edit
    }

    /// `--allergen 花生 --allergen peanuts` names one allergen twice: a typo.
    static func distinct<Value: Equatable & RawRepresentable<String>>(_ values: [Value], _ option: String) throws(UsageError) -> [Value] {
        for (index, value) in values.enumerated() where values[..<index].contains(value) {
            throw UsageError(message: "'\(value.rawValue)' is given twice to '\(option)'")
        }
        return values
    }

    /// A line for each list an edit changed: `allergens of 主菜/宫保鸡丁: peanuts 花生, sesame 芝麻`.
    static func lines(_ path: String, before: Dietary, after: Dietary) -> [String] {
        var lines: [String] = []
        if before.allergens != after.allergens {
            let listed = after.allergens.map { "\($0.key) \($0.chinese)" }.joined(separator: ", ")
            lines.append("allergens of \(path): " + (listed.isEmpty ? "none" : listed))
        }
        if before.diets != after.diets {
            let listed = after.diets.map { "\($0.key) \($0.chinese)" }.joined(separator: ", ")
            lines.append("diets of \(path): " + (listed.isEmpty ? "none" : listed))
        }
        return lines
    }
}

extension Allergen: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Allergen(parsing: argument) }

    package static var allValueStrings: [String] { allCases.map(\.key) }
    package var defaultValueDescription: String { key }
}

extension Diet: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Diet(parsing: argument) }

    package static var allValueStrings: [String] { allCases.map(\.key) }
    package var defaultValueDescription: String { key }
}
