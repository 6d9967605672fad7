import MenuKit

struct EditCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "edit",
        abstract: "Rename a group or dish, or change a dish's price.",
        arguments: [ArgumentSpec(name: "target", help: "A path or #ID.", completion: .menuPath)],
        options: [
            OptionSpec(long: "name", valueName: "name", help: "The new name."),
            OptionSpec(long: "price", valueName: "amount", help: "The new price: 38, 38.5 or ¥38.50."),
            OptionSpec(long: "no-price", help: "Remove the dish's price."),
        ],
        examples: ["menuctl edit 主菜/宫保鸡丁 --price 42", "menuctl edit 主菜/干烧鱼 --name 干烧鲤鱼", "menuctl edit '#7' --no-price"],
        access: .write
    )

    let target: Target
    let name: Name?
    /// nil: leave the price; .some(nil): remove it.
    let price: Amount??

    init(_ arguments: ParsedArguments) throws(MenuError) {
        target = try Target(parsing: arguments.positionals[0])
        name = try arguments.value("name").map { (text: String) throws(MenuError) in try Name(text) }
        if arguments.has("no-price") {
            guard arguments.value("price") == nil else { throw .invalidArgument("give --price or --no-price, not both") }
            price = .some(nil)
        } else {
            price = try arguments.value("price").map { (text: String) throws(MenuError) in try Amount(parsing: text) }
        }
        guard name != nil || price != nil else {
            throw .invalidArgument("nothing to change: give --name, --price or --no-price")
        }
    }

    func run(in context: CommandContext) throws {
        var changes: [String] = []
        var current = target
        if let name {
            let renamed = try context.repository.rename(target, to: name)
            if renamed.changed { changes.append("renamed \(renamed.from.shown) to \(renamed.to.shown)") }
            current = .id(renamed.id)
        }
        if let price {
            let repriced = try context.repository.setPrice(current, to: price)
            if repriced.changed {
                changes.append(price.map { "priced \(repriced.to.shown) at \($0)" } ?? "removed the price of \(repriced.to.shown)")
            }
        }
        if changes.isEmpty {
            context.notice("nothing changed: \(target.shown) already is as asked")
        }
        changes.forEach(context.report)
    }
}

struct MoveCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "move",
        abstract: "Reorder a group or dish among its siblings, or move it to another group.",
        discussion: "Without a placement the node goes last. --before and --after place it next to\nanother node, in that node's group.",
        arguments: [ArgumentSpec(name: "target", help: "A path or #ID.", completion: .menuPath)],
        options: [
            OptionSpec(long: "to", valueName: "group", help: "The group to move into; / is the top level (default: the same group).", completion: .menuPath),
            OptionSpec(long: "before", valueName: "target", help: "Place it just before this node.", completion: .menuPath),
            OptionSpec(long: "after", valueName: "target", help: "Place it just after this node.", completion: .menuPath),
            OptionSpec(long: "first", help: "Place it first in the group."),
            OptionSpec(long: "last", help: "Place it last in the group."),
        ],
        examples: ["menuctl move 主菜/回锅肉 --first", "menuctl move 主菜/麻婆豆腐 --before 主菜/宫保鸡丁", "menuctl move 早餐/担担面 --to 主菜"],
        access: .write
    )

    let target: Target
    let group: Target?
    let placement: MenuRepository.Placement

    init(_ arguments: ParsedArguments) throws(MenuError) {
        target = try Target(parsing: arguments.positionals[0])
        group = try arguments.value("to").map { (text: String) throws(MenuError) in try Target(parsing: text) }
        var placements: [MenuRepository.Placement] = []
        if let before = arguments.value("before") { placements.append(.before(try Target(parsing: before))) }
        if let after = arguments.value("after") { placements.append(.after(try Target(parsing: after))) }
        if arguments.has("first") { placements.append(.first) }
        if arguments.has("last") { placements.append(.last) }
        guard placements.count <= 1 else {
            throw .invalidArgument("give one of --before, --after, --first and --last")
        }
        placement = placements.first ?? .last
    }

    func run(in context: CommandContext) throws {
        let moved = try context.repository.move(target, to: group, placement: placement)
        let destination = moved.from == moved.to ? "" : " to \(moved.to.shown)"
        context.report("moved \(moved.from.shown)\(destination), now \(moved.place) of \(moved.of)")
    }
}

struct RemoveCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "remove",
        abstract: "Remove groups and dishes; a group that holds anything needs --recursive.",
        arguments: [ArgumentSpec(name: "target", help: "Paths or #IDs.", isRepeating: true, completion: .menuPath)],
        options: [OptionSpec(long: "recursive", short: "r", help: "Remove groups with everything in them.")],
        examples: ["menuctl remove 主菜/盐水鸭", "menuctl remove 酒水 --recursive"],
        access: .write
    )

    let targets: [Target]
    let recursive: Bool

    init(_ arguments: ParsedArguments) throws(MenuError) {
        targets = try arguments.positionals.asTargets()
        recursive = arguments.has("recursive")
    }

    func run(in context: CommandContext) throws {
        for removed in try context.repository.remove(targets, recursive: recursive) {
            let path = removed.path.shown
            switch (removed.isGroup, removed.entries) {
            case (false, _): context.report("removed \(path)")
            case (true, 0): context.report("removed group \(path)")
            case (true, let count): context.report("removed group \(path) and the \(count) entr\(count == 1 ? "y" : "ies") in it")
            }
        }
    }
}
