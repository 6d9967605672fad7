import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct AddGroupCommand: MenuCommand {
    static let names = Argument<[MenuPath]>("name", help: "The names (or paths) of the new groups.")
    static let group = Option<Target>("in", valueName: "group", default: .top,
                                      help: "The group to add into; / is the top level.", completion: .group)
    static let collapsed = Flag("collapsed", help: "Add the groups collapsed.")
    static let parents = Flag("parents", short: "p", help: "Make the missing groups on the way, as mkdir -p does.")

    static let commandName = "add-group"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Add groups, such as the drinks list 酒水, at the end of a group.",
        discussion: "A name may be a path (酒水/白酒); the groups on the way must exist, unless\n--parents is given. New groups are expanded unless --collapsed is given.",
        arguments: [names],
        options: [group, collapsed, parents, DetailOptions.NewGroup.options],
        examples: [
            "menuctl add-group 酒水",
            "menuctl add-group 酒水/白酒 -p",
            "menuctl add-group 早餐 --collapsed",
        ],
        access: .write,
        synonyms: ["add", "new", "create"]
    )

    let paths: [MenuPath]
    let group: Target?
    let collapsed: Bool
    let makingParents: Bool
    /// A description and translations for each new group (SPEC 11).
    let details: DetailsEdit

    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments[Self.names]
        group = try arguments[Self.group]
        collapsed = arguments[Self.collapsed]
        makingParents = arguments[Self.parents]
        details = try DetailOptions.NewGroup(arguments).edit
        try paths.checkDistinct()
    }

    func run(in context: CommandContext) throws {
        for path in paths {
            let added = try context.menu.editing.addGroups(named: [path], in: group, collapsed: collapsed, makingParents: makingParents)
            // The group named comes last, after those made on the way to it.
            if !details.isEmpty, let named = added.last { _ = try context.menu.details.editDetails(.id(named.id), details) }
            if !context.quiet { added.forEach { context.report($0.line) } }
        }
    }
}

struct AddItemCommand: MenuCommand {
    static let names = Argument<[MenuPath]>("name", help: "The names (or paths) of the new dishes.")
    static let group = AddGroupCommand.group
    static let price = Option<Amount?>("price", valueName: "amount", help: "The price in yuan: 38, 38.5 or ¥38.50.")
    static let parents = AddGroupCommand.parents
    static let size = PricingOptions.size
    static let unit = PricingOptions.unit
    static let marketPrice = PricingOptions.marketPrice

    static let commandName = "add-item"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Add dishes at the end of a group.",
        discussion: """
            A name may be a path (酒水/青岛啤酒), relative to --in when both are given;
            the groups on the way must exist, unless --parents is given. A dish has one
            price, 2 to 8 sizes, a market price, or no price.
            """,
        arguments: [names],
        options: [group, price, parents, size, unit, marketPrice, DetailOptions.NewDish.options],
        exclusive: [[price, size, marketPrice]],
        examples: [
            "menuctl add-item 宫保鸡丁 --in 主菜 --price 38 --spice 2 --tag 招牌 --translation en='Kung Pao Chicken'",
            "menuctl add-item 水煮鱼 --in 主菜 --size 小份=58 --size 大份=88",
            "menuctl add-item 活鱼 --in 主菜 --price 48 --unit 斤",
        ],
        access: .write,
        synonyms: ["add", "new", "create"]
    )

    let paths: [MenuPath]
    let group: Target?
    let makingParents: Bool
    /// One price, sizes, a market price or none, and a unit (SPEC 17).
    let pricing: DishPricing
    /// A description, spice, tags and translations for each new dish (SPEC 11).
    let details: DetailsEdit

    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments[Self.names]
        group = try arguments[Self.group]
        makingParents = arguments[Self.parents]
        // --price, --size and --market-price exclude one another.
        let sizes = try PricingOptions.checked(try arguments[Self.size], complete: true)
        let price: DishPrice = if let amount = try arguments[Self.price] { .fixed(amount) }
            else if !sizes.isEmpty { .sizes(sizes) }
            else if arguments[Self.marketPrice] { .market }
            else { .none }
        pricing = DishPricing(price, unit: try arguments[Self.unit]?.text)
        details = try DetailOptions.NewDish(arguments).edit
        try paths.checkDistinct()
        try paths.checkNoPriceAsName()
    }

    func run(in context: CommandContext) throws {
        let added = try context.menu.editing.addItems(named: paths, in: group, pricing: pricing, makingParents: makingParents)
        if !details.isEmpty {
            // Groups made on the way (-p) take none of a dish's details.
            for dish in added where !dish.isGroup { _ = try context.menu.details.editDetails(.id(dish.id), details) }
        }
        // Not even made under -q: a quiet setup batch would make and drop
        // one a line.
        if !context.quiet { added.forEach { context.report($0.line) } }
    }
}

extension EditingStore.Added {
    /// `added 主菜/宫保鸡丁 (#4)`, `added group 酒水 (#16)`.
    var line: String {
        "added " + (isGroup ? "group " : "") + Terminal.escaped(path) + " (#\(id))"
    }
}

extension Array where Element == MenuPath {
    /// `add-item 回锅肉 回锅肉` is a typo, not two dishes.
    func checkDistinct() throws(UsageError) {
        guard count > 1 else { return }  // a batch line's one name
        var seen = Set<MenuPath>()
        for path in self where !seen.insert(path).inserted {
            throw UsageError(message: "'\(Terminal.escaped(path.description))' is given twice")
        }
    }

    /// `add-item 口水鸡 36 --in 凉菜` forgot `--price`: a dish's name that
    /// reads as an amount is a price typed in the wrong place. Names that
    /// merely hold digits (`1号套餐`) are names.
    func checkNoPriceAsName() throws(UsageError) {
        for path in self {
            guard let name = path.last?.text, Amount.reads(name) else { continue }
            throw UsageError(message: "'\(Terminal.escaped(name))' reads as a price, not a name",
                             hints: ["did you mean --price \(Terminal.escaped(name))?"])
        }
    }
}
