import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// SPEC 24's options: `--allergen`/`--no-allergen` and `--diet`/`--no-diet`
/// on `add-item` and `edit`, named in English or Chinese from fixed lists;
/// and the filters `--without` and `--diet` of `list` and `find`. A name
/// not on the list is a usage error that gives the list.
enum DietaryOptions {
    static let allergen = Option<[AllergenArgument]>("allergen",
                                                     help: "An allergen it holds, in English or Chinese: peanuts or 花生 (repeatable); none: declared free of the 14.")
    static let noAllergen = Option<[AllergenArgument]>("no-allergen", valueName: "allergen",
                                                       help: "Remove an allergen (repeatable); none: no longer declared free.")
    static let diet = Option<[Diet]>("diet", help: "A diet it suits, in English or Chinese: vegetarian or 素 (repeatable).")
    static let noDiet = Option<[Diet]>("no-diet", valueName: "diet", help: "Remove a diet (repeatable).")

    /// What a new dish takes, within `DetailOptions.NewDish`.
    struct NewDish: OptionGroup {
        static let declarations: [any OptionDeclaration] = [allergen, diet]
        let edit: DietaryEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            var edit = DietaryEdit()
            let given = try arguments[allergen]
            edit.addedAllergens = try distinct(given.compactMap(\.allergen), "--allergen")
            if given.contains(where: { $0.allergen == nil }) {
                guard given.count == 1 else {
                    throw UsageError(message: "'--allergen none' declares it free of the 14 allergens; give it alone")
                }
                edit.declaredFree = true
            }
            edit.addedDiets = try distinct(try arguments[diet], "--diet")
            self.edit = edit
        }
    }

    /// What `edit` takes, within `DetailOptions.Editing`: the lists' additions and removals.
    struct Editing: OptionGroup {
        static let declarations: [any OptionDeclaration] = [allergen, noAllergen, diet, noDiet]
        let edit: DietaryEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            var edit = try NewDish(arguments).edit
            let removed = try arguments[noAllergen]
            edit.removedAllergens = try distinct(removed.compactMap(\.allergen), "--no-allergen")
            if removed.contains(where: { $0.allergen == nil }) {
                if edit.declaredFree == true { throw UsageError(message: "'none' is given to both '--allergen' and '--no-allergen'") }
                edit.declaredFree = false
            }
            edit.removedDiets = try distinct(try arguments[noDiet], "--no-diet")
            if let both = edit.addedAllergens.first(where: edit.removedAllergens.contains) {
                throw UsageError(message: "The allergen '\(both.key)' is given to both '--allergen' and '--no-allergen'")
            }
            if let both = edit.addedDiets.first(where: edit.removedDiets.contains) {
                throw UsageError(message: "The diet '\(both.key)' is given to both '--diet' and '--no-diet'")
            }
            self.edit = edit
        }
    }

    /// `list --without A --diet D` and `find`'s: only the dishes free of
    /// these allergens and marked with these diets.
    struct Filter: OptionGroup {
        static let without = Option<[Allergen]>("without", valueName: "allergen",
                                                help: "Leave out the dishes that hold this allergen: 花生 or peanuts (repeatable).")
        static let diet = Option<[Diet]>("diet", help: "Keep only the dishes marked with this diet: 素 or vegetarian (repeatable).")
        static let declarations: [any OptionDeclaration] = [without, diet]

        let without: [Allergen]
        let diets: [Diet]

        init(_ arguments: ParsedArguments) throws(UsageError) {
            without = try distinct(try arguments[Self.without], "--without")
            diets = try distinct(try arguments[Self.diet], "--diet")
        }

        /// Whether it keeps every dish.
        var keepsAll: Bool { without.isEmpty && diets.isEmpty }
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
        if before.allergens != after.allergens || before.isDeclaredFree != after.isDeclaredFree {
            let listed = after.allergens.map { "\($0.key) \($0.chinese)" }.joined(separator: ", ")
            lines.append("allergens of \(path): " + (after.isDeclaredFree ? "none of the 14 (declared)" : listed.isEmpty ? "none" : listed))
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

/// `--allergen peanuts`, or `--allergen none` (nil): declared free of the 14 (SPEC 28).
struct AllergenArgument: ModelArgument {
    let allergen: Allergen?

    static func parse(_ argument: String) throws(MenuError) -> AllergenArgument {
        if argument.trimmingWhiteSpace().lowercased() == Dietary.noneKey || argument.trimmingWhiteSpace() == "无" {
            return AllergenArgument(allergen: nil)
        }
        return AllergenArgument(allergen: try Allergen(parsing: argument))
    }

    static var allValueStrings: [String] { Allergen.allValueStrings + [Dietary.noneKey] }
    var defaultValueDescription: String { allergen?.key ?? Dietary.noneKey }
}
