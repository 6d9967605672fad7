import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct EditCommand: MenuCommand {
    static let target = Argument<Target>("target", help: "A path, a unique end of one (宫保鸡丁), or #ID.", completion: .menuPath)
    static let name = Option<Name?>("name", help: "The new name.")

    static let commandName = "edit"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Rename a group or dish, or change a dish's price or details.",
        discussion: """
            A dish has one price, 2 to 8 sizes, a market price, or no price: --size adds a
            size or replaces the one of that name, and clears a single or market price;
            --price and --market-price clear the sizes. A size a set meal's slot or a
            price list names stays: an edit that would take it away is refused, naming
            where it is used. Groups take a description and translations; a dish also a
            spice level, tags, allergens (the 14 of EU Regulation 1169/2011, in English or
            Chinese) and diets.
            """,
        arguments: [target],
        options: [name, PricingOptions.Editing.options, DetailOptions.Editing.options],
        examples: [
            "menuctl edit 主菜/干烧鱼 --name 干烧鲤鱼",
            "menuctl edit 水煮鱼 --size 中份=72 --no-size 小份",
            "menuctl edit 宫保鸡丁 --spice 3 --untag 新品 --allergen 花生 --allergen 芝麻",
        ],
        access: .write
    )

    let target: Target
    let name: Name?
    /// The price, sizes, unit and market price asked for; empty: leave them.
    let pricing: PricingStore.PriceRequest
    /// Description, spice, tags and translations asked for (SPEC 11).
    let details: DetailsEdit

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        name = try arguments[Self.name]
        pricing = try PricingOptions.Editing(arguments).request
        details = try DetailOptions.Editing(arguments).edit
        guard name != nil || !pricing.isEmpty || !details.isEmpty else {
            throw UsageError(message: "Missing one of: '--name <name>', '--price <amount>', '--no-price', '--size <name=amount>', '--no-size <name>', '--unit <unit>', '--no-unit', '--market-price', '--no-market-price'",
                             hints: ["or a detail: --description, --spice, --tag, --translation, --allergen, --diet, --kcal, --portion and their removals"])
        }
    }

    func run(in context: CommandContext) throws {
        var changes: [String] = []
        var current = target
        if let name {
            let renamed = try context.menu.editing.rename(target, to: name)
            if renamed.changed { changes.append("renamed \(renamed.from.shown) to \(renamed.to.shown)") }
            current = .id(renamed.id)
        }
        if !pricing.isEmpty {
            changes += try context.menu.pricing.setPricing(current, pricing).lines
        }
        if !details.isEmpty {
            changes += DetailOptions.lines(try context.menu.details.editDetails(current, details))
        }
        if changes.isEmpty {
            context.notice("nothing changed: \(target.shown) already is as asked")
        }
        changes.forEach(context.report)
    }
}

struct MoveCommand: MenuCommand {
    static let target = Argument<Target>("target", help: "A path, a unique end of one (宫保鸡丁), or #ID.", completion: .menuPath)
    static let group = Option<Target?>("to", valueName: "group",
                                       help: "The group to move into; / is the top level (default: the same group).",
                                       completion: .group)
    static let before = Option<Target?>("before", valueName: "target", help: "Place it just before this node.", completion: .menuPath)
    static let after = Option<Target?>("after", valueName: "target", help: "Place it just after this node.", completion: .menuPath)
    static let first = Flag("first", help: "Place it first in the group.")
    static let last = Flag("last", help: "Place it last in the group.")

    static let commandName = "move"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Reorder a group or dish among its siblings, or move it to another group.",
        discussion: "Without a placement the node goes last. --before and --after place it next to\nanother node, in that node's group.",
        arguments: [target],
        options: [group, before, after, first, last],
        exclusive: [[before, after, first, last]],
        examples: ["menuctl move 主菜/回锅肉 --first", "menuctl move 主菜/麻婆豆腐 --before 主菜/宫保鸡丁", "menuctl move 早餐/担担面 --to 主菜"],
        access: .write,
        extraArgumentOption: group
    )

    let target: Target
    let group: Target?
    let placement: EditingStore.Placement

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        group = try arguments[Self.group]
        // The parser lets at most one placement through.
        if let before = try arguments[Self.before] {
            placement = .before(before)
        } else if let after = try arguments[Self.after] {
            placement = .after(after)
        } else {
            placement = arguments[Self.first] ? .first : .last
        }
    }

    func run(in context: CommandContext) throws {
        let moved = try context.menu.editing.move(target, to: group, placement: placement)
        let destination = moved.from == moved.to ? "" : " to \(moved.to.shown)"
        context.report("moved \(moved.from.shown)\(destination), now \(moved.place) of \(moved.of)")
    }
}

struct RemoveCommand: MenuCommand {
    static let targets = Argument<[Target]>("target", help: "Paths, unique ends of paths, or #IDs.", completion: .menuPath)
    static let recursive = Flag("recursive", short: "r", help: "Remove groups with everything in them.")
    static let force = Flag("force", help: "Take a dish out of the set meals that use it (SPEC 19).")

    static let commandName = "remove"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Remove groups and dishes; a group that holds anything needs --recursive.",
        arguments: [targets],
        options: [recursive, force],
        examples: ["menuctl remove 主菜/盐水鸭", "menuctl remove 酒水 --recursive",
                   "menuctl remove 宫保鸡丁 --force"],
        access: .write,
        synonyms: ["delete", "del", "rm", "erase"]
    )

    let targets: [Target]
    let recursive: Bool
    let force: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
        recursive = arguments[Self.recursive]
        force = arguments[Self.force]
    }

    func run(in context: CommandContext) throws {
        for removed in try context.menu.editing.remove(targets, recursive: recursive, force: force) {
            removed.takenOut.forEach { context.report(Terminal.escaped($0)) }
            let path = removed.path.shown
            switch (removed.isGroup, removed.entries) {
            case (false, _): context.report("removed \(path)")
            case (true, 0): context.report("removed group \(path)")
            case (true, let count): context.report("removed group \(path) and the \(count) entr\(count == 1 ? "y" : "ies") in it")
            }
        }
    }
}
