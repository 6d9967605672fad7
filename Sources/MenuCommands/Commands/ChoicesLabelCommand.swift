import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `choices label LIST OPTION [--kcal N] [--allergen A]...`: what an
/// option adds to a dish, as the law asks a menu to say it (SPEC 28): US
/// menus state calories per topping (加蛋 +90 Cal), the EU's allergens
/// include what an option may add (may contain eggs with 加蛋). Alone, it
/// shows what the option holds.
struct ChoicesLabelCommand: MenuCommand {
    static let option = Argument<String>("option", help: "The list's option: 加蛋.")
    static let kcal = Option<KcalArgument?>("kcal", valueName: "n", help: "What it adds to the dish's energy, in kcal (0 to 10000).")
    static let noKcal = Flag("no-kcal", help: "Say no kcal for it.")
    static let allergen = Option<[AllergenArgument]>("allergen",
                                                     help: "An allergen it may add, in English or Chinese (repeatable); the option's list is replaced; none: declared free of the 14.")
    static let noAllergens = Flag("no-allergens", help: "Its allergens are no longer declared.")

    static let commandName = "choices label"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Say what an option adds to a dish: its kcal and allergens.",
        discussion: "With neither option it shows what the option holds. The guests' page states them under --rules us (kcal per topping) and eu (allergens).",
        arguments: [ChoicesCommand.listName, option],
        options: [kcal, noKcal, allergen, noAllergens],
        exclusive: [[kcal, noKcal], [allergen, noAllergens]],
        examples: ["menuctl choices label 加料 加蛋 --kcal 90 --allergen eggs", "menuctl choices label 忌口 免葱 --allergen none"],
        access: .write
    )

    let name: String
    let optionName: String
    let kcalEdit: FieldEdit<Int>
    /// nil: as they are.
    let allergens: Dietary?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try ChoicesCommand.checked(try arguments[ChoicesCommand.listName], as: "choice list name", in: Self.spec)
        optionName = try ChoicesCommand.checked(try arguments[Self.option], as: "option name", in: Self.spec)
        if let given = try arguments[Self.kcal] {
            guard let whole = given.whole else {
                throw UsageError(message: "An option's kcal is one number, not SIZE=N: the dish's size is the dish's").about(Self.spec)
            }
            kcalEdit = .set(whole)
        } else {
            kcalEdit = arguments[Self.noKcal] ? .clear : .keep
        }
        let given = try arguments[Self.allergen]
        if arguments[Self.noAllergens] {
            allergens = Dietary.none
        } else if given.isEmpty {
            allergens = nil
        } else if given.contains(where: { $0.allergen == nil }) {
            guard given.count == 1 else {
                throw UsageError(message: "'--allergen none' declares it free of the 14 allergens; give it alone").about(Self.spec)
            }
            allergens = Dietary(declaredFree: true)
        } else {
            allergens = Dietary(allergens: given.compactMap(\.allergen))
        }
    }

    /// Showing reads; giving a label writes.
    var access: CommandSpec.Access { kcalEdit.isKeep && allergens == nil ? .read : .write }

    func run(in context: CommandContext) throws {
        let said = "\(name): \(optionName)"
        if kcalEdit.isKeep && allergens == nil {
            let stored = try context.menu.choices.list(named: name)
            let index = try ChoicesStore.place(of: optionName, in: stored.list)
            context.output += Terminal.escaped(said) + "  " + Terminal.escaped(Self.described(stored.list.options[index])) + "\n"
            return
        }
        let (before, after) = try context.menu.choices.label(name, option: optionName, kcal: kcalEdit, allergens: allergens)
        if before == after {
            context.notice("\(said) is so already")
        } else {
            context.report("labelled \(said): \(Self.described(after))")
        }
    }

    /// `90 kcal; eggs`, or what it lacks: `no kcal; allergens not declared`.
    static func described(_ option: ChoiceOption) -> String {
        (option.kcal.map { "\($0) kcal" } ?? "no kcal") + "; "
            + (option.allergens.isDeclaredFree ? "allergens none"
                : option.allergens.allergens.isEmpty ? "allergens not declared" : option.allergens.allergens.map(\.key).joined(separator: ", "))
    }
}
