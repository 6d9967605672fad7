import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// SPEC 28's options on `add-item`, `add-set` and `edit`: `--kcal N` for
/// the whole dish or `--kcal SIZE=N` for a size (repeatable, one per
/// size), `--portion TEXT` (`350g`, `500ml`, `serves 2`), and on `edit`
/// their removals. Every value is checked before the database is opened;
/// that a size is the dish's is the store's to say.
enum EnergyOptions {
    static let kcal = Option<[KcalArgument]>("kcal", valueName: "n|size=n",
                                             help: "Its energy in kcal, 0 to 10000: 520, or a size's, 大份=520 (repeatable for sizes).")
    static let portion = Option<Portion?>("portion", valueName: "text",
                                          help: "Its portion: a weight or volume (350g, 1.5kg, 500ml, 1l) or 'serves 2'.")
    static let noKcal = Flag("no-kcal", help: "Remove its kcal (every size's).")
    static let noPortion = Flag("no-portion", help: "Remove its portion.")

    /// What a new dish or set meal takes, within `DetailOptions.NewDish`.
    struct NewDish: OptionGroup {
        static let declarations: [any OptionDeclaration] = [kcal, portion]
        let edit: EnergyEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            var edit = EnergyEdit()
            edit.kcal = try EnergyOptions.kcal(try arguments[kcal])
            if let portion = try arguments[portion] { edit.portion = .set(portion) }
            self.edit = edit
        }
    }

    /// What `edit` takes, within `DetailOptions.Editing`: the values and their removals.
    struct Editing: OptionGroup {
        static let declarations: [any OptionDeclaration] = [kcal, noKcal, portion, noPortion]
        static let exclusive: [[any OptionDeclaration]] = [[kcal, noKcal], [portion, noPortion]]
        let edit: EnergyEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            var edit = try NewDish(arguments).edit
            if arguments[noKcal] { edit.kcal = .clear }
            if arguments[noPortion] { edit.portion = .clear }
            self.edit = edit
        }
    }

    /// One `--kcal N`, or `--kcal SIZE=N` for each size once: a dish's kcal
    /// is one number or one a size, never both.
    private static func kcal(_ given: [KcalArgument]) throws(UsageError) -> FieldEdit<DishKcal> {
        guard !given.isEmpty else { return .keep }
        let whole = given.compactMap(\.whole)
        let sizes = given.compactMap(\.size)
        if whole.count > 1 { throw UsageError(message: "'--kcal' is given twice; give one number, or one for each size (大份=520)") }
        if !whole.isEmpty && !sizes.isEmpty {
            throw UsageError(message: "'--kcal \(whole[0])' and '--kcal \(Terminal.escaped(sizes[0].text))' are given together; give one number, or one for each size")
        }
        for (index, size) in sizes.enumerated() where sizes[..<index].contains(where: { $0.size.hasSameUTF8(as: size.size) }) {
            throw UsageError(message: "The size '\(Terminal.escaped(size.size))' is given to '--kcal' twice")
        }
        return .set(whole.first.map(DishKcal.whole) ?? .sizes(sizes))
    }
}

/// `--kcal 520` or `--kcal 大份=520`.
struct KcalArgument: ModelArgument, CustomStringConvertible {
    let whole: Int?
    let size: SizeKcal?

    static func parse(_ argument: String) throws(MenuError) -> KcalArgument {
        argument.contains("=") ? KcalArgument(whole: nil, size: try SizeKcal(parsing: argument))
            : KcalArgument(whole: try DishKcal.number(argument), size: nil)
    }

    var description: String { whole.map(String.init) ?? size.map(\.text) ?? "" }
}

extension Portion: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Portion(parsing: argument) }
}

extension LabelRegime: ExpressibleByArgument {}
