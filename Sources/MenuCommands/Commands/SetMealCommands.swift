import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `add-set` (SPEC 19): set meals, sold at their own price, whose slots
/// come with `slot add`.
struct AddSetCommand: MenuCommand {
    static let names = Argument<[MenuPath]>("name", help: "The names (or paths) of the new set meals.")
    static let group = AddGroupCommand.group
    static let price = Option<Amount?>("price", valueName: "amount", help: "The set's price in yuan: 48, 48.5 or ¥48.50.")
    static let unit = PricingOptions.unit
    static let parents = AddGroupCommand.parents

    static let commandName = "add-set"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Add set meals (套餐) at the end of a group; slots come with 'slot add'.",
        discussion: """
            A set meal is sold at its own price, has details, hours, a sold-out state
            and choices as a dish does, and holds 1 to 12 slots, each a pick among
            dishes of the menu (see 'menuctl slot --help'). A name may be a path; the
            groups on the way must exist, unless --parents is given.
            """,
        arguments: [names],
        options: [group, price, parents, unit, DetailOptions.NewDish.options],
        examples: [
            "menuctl add-set 商务套餐A --in 套餐 --price 48",
            "menuctl add-set 素套餐 --in 套餐 --price 32 --diet vegetarian --description 两菜一汤",
        ],
        access: .write,
        synonyms: ["combo"]
    )

    let paths: [MenuPath]
    let group: Target?
    let makingParents: Bool
    let pricing: DishPricing
    let details: DetailsEdit

    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments[Self.names]
        group = try arguments[Self.group]
        makingParents = arguments[Self.parents]
        guard let price = try arguments[Self.price] else {
            throw UsageError(message: "Missing expected option '--price <amount>'").about(Self.spec)
        }
        pricing = DishPricing(.fixed(price), unit: try arguments[Self.unit]?.text)
        details = try DetailOptions.NewDish(arguments).edit
        try paths.checkDistinct()
        try paths.checkNoPriceAsName()
    }

    func run(in context: CommandContext) throws {
        let added = try context.menu.sets.addSets(named: paths, in: group, pricing: pricing, makingParents: makingParents)
        if !details.isEmpty {
            for set in added where !set.isGroup { _ = try context.menu.details.editDetails(.id(set.id), details) }
        }
        for set in added {
            // Groups made on the way (-p) are reported as add-group reports them.
            context.report(set.isGroup ? set.line : "added set " + Terminal.escaped(set.path) + " (#\(set.id))")
        }
    }
}

/// `slot add|edit|remove` (SPEC 19): a set meal's slots, each a pick among
/// dishes of the menu. One command with an action word, as `choices` is.
struct SlotCommand: MenuCommand {
    enum Action: String, CaseIterable, ExpressibleByArgument { case add, edit, remove }

    static let action = Argument<Action>("action", help: "add, edit or remove.")
    static let set = Argument<Target>("set", help: "The set meal: a path, a unique end of one, or #ID.", completion: .menuPath)
    static let slot = Argument<String>("slot", help: "The slot's name: 热菜, 主食, 汤.")
    static let dishes = Argument<[SetMealStore.DishChoice]>("dish", help: "add: the dishes, DISH[@SIZE][=+AMOUNT].",
                                                             isOptional: true, completion: .menuPath)
    static let pick = Option<Portions?>("pick", valueName: "n", help: "How many of the slot's dishes a guest picks.")
    static let newName = Option<String?>("name", help: "edit: the slot's new name.")
    static let dish = Option<[SetMealStore.DishChoice]>("dish", valueName: "dish[@size][=+amount]",
                                                         help: "edit: add a dish, or change its size or surcharge.")
    static let noDish = Option<[Target]>("no-dish", valueName: "dish", help: "edit: take this dish out of the slot.")

    static let commandName = "slot"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Keep a set meal's slots: 热菜 (pick 1 of 3), 主食, 汤.",
        discussion: """
            add SET SLOT --pick N DISH[@SIZE][=+AMOUNT]...   a new slot at the end
            edit SET SLOT [--name NEW] [--pick N] [--dish …]... [--no-dish DISH]...
            remove SET SLOT
            A DISH is a dish of the menu (not a group or another set), named as any
            target is; a dish with sizes enters in one (水煮鱼@小份); =+5 is an upgrade
            surcharge. A set has 1 to 12 slots, a slot 1 to 30 dishes, and --pick is
            1 to the number of its dishes. Slots keep dishes by id: a renamed or moved
            dish stays in them.
            """,
        arguments: [action, set, slot, dishes],
        options: [pick, newName, dish, noDish],
        examples: [
            "menuctl slot add 商务套餐A 热菜 --pick 1 宫保鸡丁 回锅肉 鱼香肉丝=+5",
            "menuctl slot edit 商务套餐A 热菜 --dish 麻婆豆腐 --no-dish 回锅肉",
            "menuctl slot remove 商务套餐A 汤",
        ],
        access: .write
    )

    let action: Action
    let set: Target
    let slotName: String
    let dishes: [SetMealStore.DishChoice]
    let pick: Int?
    let newName: String?
    let removed: [Target]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        action = try arguments[Self.action]
        set = try arguments[Self.set]
        slotName = try Self.checked(try arguments[Self.slot])
        pick = try arguments[Self.pick]?.value
        newName = try (try arguments[Self.newName]).map { (raw: String) throws(UsageError) in try Self.checked(raw) }
        removed = try arguments[Self.noDish]
        let listed = try arguments[Self.dishes]
        let given = try arguments[Self.dish]
        try Self.refuseOptions(of: arguments, to: action)
        if action != .add, let extra = listed.first {
            throw UsageError(message: "Unexpected argument '\(Terminal.escaped(extra.target.description))'; "
                             + (action == .edit ? "give dishes with --dish" : "slot remove takes a set and a slot")).about(Self.spec)
        }
        if let pick, !(1...SetMeal.dishCounts.upperBound).contains(pick) {
            throw UsageError(message: "--pick is 1 to \(SetMeal.dishCounts.upperBound), not \(pick)").about(Self.spec)
        }
        switch action {
        case .add:
            try Self.checkNewSlot(listed, pick: pick)
            dishes = listed
        case .edit:
            guard newName != nil || pick != nil || !given.isEmpty || !removed.isEmpty else {
                throw UsageError(message: "Nothing to change: give --name, --pick, --dish or --no-dish").about(Self.spec)
            }
            dishes = given
        case .remove:
            dishes = []
        }
        var seen = Set<Target>()
        for dish in dishes.map(\.target) + removed where !seen.insert(dish).inserted {
            throw UsageError(message: "'\(Terminal.escaped(dish.description))' is given twice").about(Self.spec)
        }
    }

    /// Each option belongs to some actions; elsewhere it is a mistake.
    private static func refuseOptions(of arguments: ParsedArguments, to action: Action) throws(UsageError) {
        let allowed: [Action: Set<String>] = [.add: ["pick"], .edit: ["pick", "name", "dish", "no-dish"], .remove: []]
        let declared: [any OptionDeclaration] = [pick, newName, dish, noDish]
        for option in declared where arguments.isGiven(option) && !(allowed[action] ?? []).contains(option.spec.long) {
            throw UsageError(message: "'--\(option.spec.long)' does not apply to 'slot \(action.rawValue)'").about(spec)
        }
    }

    /// A new slot needs its pick and dishes: no more dishes than a slot
    /// holds, and at least as many as are picked.
    private static func checkNewSlot(_ listed: [SetMealStore.DishChoice], pick: Int?) throws(UsageError) {
        guard let pick else { throw UsageError(message: "Missing expected option '--pick <n>'").about(spec) }
        guard !listed.isEmpty else { throw UsageError(message: "Missing expected argument '<dish> ...'").about(spec) }
        guard listed.count <= SetMeal.dishCounts.upperBound else {
            throw UsageError(message: "A slot holds at most \(SetMeal.dishCounts.upperBound) dishes, not \(listed.count)").about(spec)
        }
        guard pick <= listed.count else {
            throw UsageError(message: "--pick \(pick) is more than the \(listed.count) dish\(listed.count == 1 ? "" : "es") given").about(spec)
        }
    }

    /// A slot name by the rules of a name, at most 20 characters, or a usage error.
    private static func checked(_ raw: String) throws(UsageError) -> String {
        do throws(MenuError) { return try SetSlot.checkedName(raw) } catch {
            throw UsageError(message: error.message).about(Self.spec)
        }
    }

    func run(in context: CommandContext) throws {
        let store = context.menu.sets
        let line: String
        switch action {
        case .add: line = try store.addSlot(to: set, named: slotName, pick: pick ?? 1, dishes: dishes)
        case .edit: line = try store.editSlot(of: set, named: slotName, newName: newName, pick: pick, adding: dishes, removing: removed)
        case .remove: line = try store.removeSlot(of: set, named: slotName)
        }
        context.report(Terminal.escaped(line))
    }
}

extension SetMealStore.DishChoice: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Self(parsing: argument) }
    package var defaultValueDescription: String { target.description }
}
