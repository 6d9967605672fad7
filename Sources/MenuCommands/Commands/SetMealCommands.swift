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
/// dishes of the menu. A command of nested ones, as `choices` is.
struct SlotCommand: CommandGroup {
    static let commandName = "slot"

    static let subcommandTypes: [any MenuCommand.Type] = [SlotAddCommand.self, SlotEditCommand.self, SlotRemoveCommand.self]

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Keep a set meal's slots: 热菜 (pick 1 of 3), 主食, 汤.",
        discussion: """
            A DISH is a dish of the menu (not a group or another set), named as any
            target is; a dish with sizes enters in one (水煮鱼@小份); =+5 is an upgrade
            surcharge. A set has 1 to 12 slots, a slot 1 to 30 dishes, and --pick is
            1 to the number of its dishes. Slots keep dishes by id: a renamed or moved
            dish stays in them.
            """,
        examples: [
            "menuctl slot add 商务套餐A 热菜 --pick 1 宫保鸡丁 回锅肉 鱼香肉丝=+5",
            "menuctl slot edit 商务套餐A 热菜 --dish 麻婆豆腐 --no-dish 回锅肉",
            "menuctl slot remove 商务套餐A 汤",
        ],
        access: .none,
        subcommands: subcommandTypes.map { $0.spec }
    )

    static let set = Argument<Target>("set", help: "The set meal: a path, a unique end of one, or #ID.", completion: .menuPath)
    static let slot = Argument<String>("slot", help: "The slot's name: 热菜, 主食, 汤.")
    static let pick = Option<Portions?>("pick", valueName: "n", help: "How many of the slot's dishes a guest picks.")

    /// The set and the slot's name, which every action names first.
    static func setAndSlot(_ arguments: ParsedArguments, in spec: CommandSpec) throws(UsageError) -> (Target, String) {
        (try arguments[set], try checked(try arguments[slot], in: spec))
    }

    /// `--pick`, 1 to the most dishes a slot holds.
    static func pick(_ arguments: ParsedArguments, in spec: CommandSpec) throws(UsageError) -> Int? {
        let pick = try arguments[Self.pick]?.value
        if let pick, !(1...SetMeal.dishCounts.upperBound).contains(pick) {
            throw UsageError(message: "--pick is 1 to \(SetMeal.dishCounts.upperBound), not \(pick)").about(spec)
        }
        return pick
    }

    /// Dishes named once each.
    static func checkDistinct(_ dishes: [Target], in spec: CommandSpec) throws(UsageError) {
        var seen = Set<Target>()
        for dish in dishes where !seen.insert(dish).inserted {
            throw UsageError(message: "'\(Terminal.escaped(dish.description))' is given twice").about(spec)
        }
    }

    /// A slot name by the rules of a name, at most 20 characters, or a usage error.
    static func checked(_ raw: String, in spec: CommandSpec) throws(UsageError) -> String {
        do throws(MenuError) { return try SetSlot.checkedName(raw) } catch {
            throw UsageError(message: error.message).about(spec)
        }
    }
}

/// `slot add SET SLOT --pick N DISH...`: a new slot at the end of the set.
struct SlotAddCommand: MenuCommand {
    static let dishes = Argument<[SetMealStore.DishChoice]>("dish", help: "The dishes, DISH[@SIZE][=+AMOUNT].",
                                                             completion: .menuPath)

    static let commandName = "slot add"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Add a slot at the end of a set meal: its dishes and how many a guest picks.",
        arguments: [SlotCommand.set, SlotCommand.slot, dishes],
        options: [SlotCommand.pick],
        examples: ["menuctl slot add 商务套餐A 热菜 --pick 1 宫保鸡丁 回锅肉 鱼香肉丝=+5"],
        access: .write
    )

    let set: Target
    let slotName: String
    let pick: Int
    let dishes: [SetMealStore.DishChoice]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        (set, slotName) = try SlotCommand.setAndSlot(arguments, in: Self.spec)
        let pick = try SlotCommand.pick(arguments, in: Self.spec)
        dishes = try arguments[Self.dishes]
        guard let pick else { throw UsageError(message: "Missing expected option '--pick <n>'").about(Self.spec) }
        guard dishes.count <= SetMeal.dishCounts.upperBound else {
            throw UsageError(message: "A slot holds at most \(SetMeal.dishCounts.upperBound) dishes, not \(dishes.count)").about(Self.spec)
        }
        guard pick <= dishes.count else {
            throw UsageError(message: "--pick \(pick) is more than the \(dishes.count) dish\(dishes.count == 1 ? "" : "es") given").about(Self.spec)
        }
        self.pick = pick
        try SlotCommand.checkDistinct(dishes.map(\.target), in: Self.spec)
    }

    func run(in context: CommandContext) throws {
        context.report(Terminal.escaped(try context.menu.sets.addSlot(to: set, named: slotName, pick: pick, dishes: dishes)))
    }
}

/// `slot edit SET SLOT …`: rename a slot, change its pick, add or take out dishes.
struct SlotEditCommand: MenuCommand {
    static let newName = Option<String?>("name", help: "The slot's new name.")
    static let dish = Option<[SetMealStore.DishChoice]>("dish", valueName: "dish[@size][=+amount]",
                                                         help: "Add a dish, or change its size or surcharge.", completion: .menuPath)
    static let noDish = Option<[Target]>("no-dish", valueName: "dish", help: "Take this dish out of the slot.",
                                         completion: .menuPath)

    static let commandName = "slot edit"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Change a slot of a set meal: its name, pick or dishes.",
        arguments: [SlotCommand.set, SlotCommand.slot],
        options: [newName, SlotCommand.pick, dish, noDish],
        examples: ["menuctl slot edit 商务套餐A 热菜 --dish 麻婆豆腐 --no-dish 回锅肉"],
        access: .write,
        extraArgumentOption: dish
    )

    let set: Target
    let slotName: String
    let newName: String?
    let pick: Int?
    let dishes: [SetMealStore.DishChoice]
    let removed: [Target]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        (set, slotName) = try SlotCommand.setAndSlot(arguments, in: Self.spec)
        newName = try (try arguments[Self.newName]).map { (raw: String) throws(UsageError) in
            try SlotCommand.checked(raw, in: Self.spec)
        }
        pick = try SlotCommand.pick(arguments, in: Self.spec)
        dishes = try arguments[Self.dish]
        removed = try arguments[Self.noDish]
        guard newName != nil || pick != nil || !dishes.isEmpty || !removed.isEmpty else {
            throw UsageError(message: "Nothing to change: give --name, --pick, --dish or --no-dish").about(Self.spec)
        }
        try SlotCommand.checkDistinct(dishes.map(\.target) + removed, in: Self.spec)
    }

    func run(in context: CommandContext) throws {
        let line = try context.menu.sets.editSlot(of: set, named: slotName, newName: newName, pick: pick,
                                                  adding: dishes, removing: removed)
        context.report(Terminal.escaped(line))
    }
}

/// `slot remove SET SLOT`.
struct SlotRemoveCommand: MenuCommand {
    static let commandName = "slot remove"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Remove a slot from a set meal.",
        arguments: [SlotCommand.set, SlotCommand.slot],
        examples: ["menuctl slot remove 商务套餐A 汤"],
        access: .write
    )

    let set: Target
    let slotName: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        (set, slotName) = try SlotCommand.setAndSlot(arguments, in: Self.spec)
    }

    func run(in context: CommandContext) throws {
        context.report(Terminal.escaped(try context.menu.sets.removeSlot(of: set, named: slotName)))
    }
}

extension SetMealStore.DishChoice: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Self(parsing: argument) }
    package var defaultValueDescription: String { target.description }
}
