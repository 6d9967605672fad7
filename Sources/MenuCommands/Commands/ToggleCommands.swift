import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct ToggleCommand: MenuCommand {
    static let targets = Argument<[Target]>("target", help: "The groups: paths, unique ends of paths, or #IDs.", isOptional: true, completion: .group)
    static let rows = Option<[RowNumber]>("row", valueName: "n", help: "A row number from 'menuctl list'.")

    static let commandName = "toggle"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Flip groups between expanded and collapsed.",
        discussion: "--row N acts on row N of the default list view, like tapping that row.\nToggling a dish changes nothing: a dish has nothing to expand.",
        arguments: [targets],
        options: [rows],
        examples: [
            "menuctl toggle 主菜",
            "menuctl toggle --row 2",
            "menuctl toggle '#3' 早餐",
        ],
        access: .write,
        recordsHistory: false
    )

    let targets: [Target]
    let rows: [RowNumber]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
        rows = try arguments[Self.rows]
        guard targets.isEmpty != rows.isEmpty else {
            throw UsageError(message: targets.isEmpty ? "Missing expected argument '<target> ...' or '--row <n>'"
                                                      : "The argument '<target> ...' and the option '--row' cannot be used together")
        }
    }

    func run(in context: CommandContext) throws {
        if rows.isEmpty {
            for target in targets {
                let (node, path) = try context.menu.tree.component(target)
                try flip(node, path: path.description, in: context)
            }
            return
        }
        // The rows as they stand when the command starts, like taps on one screen.
        let visible = try context.menu.tree.load().visibleRows()
        for row in rows where row.value > visible.count {
            throw MenuError.refused("there is no row \(row.written): the menu shows \(visible.count) row\(visible.count == 1 ? "" : "s")")
        }
        for row in rows {
            try flip(visible[row.value - 1].node, path: visible[row.value - 1].path, in: context)
        }
    }

    /// The seed's `didSelectRowAt`: flip whatever was tapped. A dish answers
    /// and stays as it was, so nothing is stored and the user is told why.
    private func flip(_ node: any MenuComponent, path: String, in context: CommandContext) throws {
        let was = node.isExpanded
        node.isExpanded.toggle()
        guard node.isExpanded != was else {
            context.noticeNothingToExpand(path)
            return
        }
        try context.menu.tree.saveExpansion(of: node)
        context.report("\(node.isExpanded ? "expanded" : "collapsed") \(Terminal.escaped(path))")
    }
}

/// `expand` and `collapse`: set the state, whatever it was.
protocol SetExpansionCommand: MenuCommand {
    static var expanded: Bool { get }
    /// `--all`: every group.
    static var all: Flag { get }
    var targets: [Target] { get }
    var everyGroup: Bool { get }
}

extension SetExpansionCommand {
    /// The same groups `toggle` takes.
    static var targets: Argument<[Target]> { ToggleCommand.targets }

    static func makeSpec(name: String, verb: String, done: String) -> CommandSpec {
        CommandSpec(
            name: name,
            abstract: "\(verb) groups; groups already \(done) stay so.",
            arguments: [targets],
            options: [Self.all],
            examples: ["menuctl \(name) 主菜", "menuctl \(name) 酒水/白酒 早餐", "menuctl \(name) --all"],
            access: .write,
            recordsHistory: false
        )
    }

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> (targets: [Target], all: Bool) {
        let targets = try arguments[Self.targets]
        let all = arguments[Self.all]
        guard targets.isEmpty == all else {
            throw UsageError(message: all ? "The argument '<target> ...' and the option '--all' cannot be used together"
                                          : "Missing expected argument '<target> ...' or '--all'")
        }
        return (targets, all)
    }

    func run(in context: CommandContext) throws {
        let state = Self.expanded ? "expanded" : "collapsed"
        if everyGroup {
            let changed = try context.menu.tree.setAllExpanded(Self.expanded)
            context.report("\(state) \(changed) group\(changed == 1 ? "" : "s")")
            return
        }
        for target in targets {
            let (node, path) = try context.menu.tree.component(target)
            // A dish answers every tap the same: it has nothing to expand.
            let was = node.isExpanded
            node.isExpanded.toggle()
            let respondsToTaps = node.isExpanded != was
            node.isExpanded = Self.expanded
            if !respondsToTaps {
                context.noticeNothingToExpand(path.description)
            } else if was == Self.expanded {
                context.report("\(path.shown) was already \(state)")
            } else {
                try context.menu.tree.saveExpansion(of: node)
                context.report("\(state) \(path.shown)")
            }
        }
    }
}

struct ExpandCommand: SetExpansionCommand {
    static let expanded = true
    static let all = Flag("all", help: "Expand every group.")
    static let commandName = "expand"
    static let spec = makeSpec(name: commandName, verb: "Expand", done: "expanded")
    let targets: [Target]
    let everyGroup: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        (targets, everyGroup) = try Self.parse(arguments)
    }
}

struct CollapseCommand: SetExpansionCommand {
    static let expanded = false
    static let all = Flag("all", help: "Collapse every group.")
    static let commandName = "collapse"
    static let spec = makeSpec(name: commandName, verb: "Collapse", done: "collapsed")
    let targets: [Target]
    let everyGroup: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        (targets, everyGroup) = try Self.parse(arguments)
    }
}
