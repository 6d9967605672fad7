import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `off` and `on` (SPEC 20): 停售, a dish taken off sale until someone puts
/// it back, beside 估清 (`sold-out`), which is for today or until a time.
protocol OffSaleCommand: MenuCommand {
    static var off: Bool { get }
    var targets: [Target] { get }
}

extension OffSaleCommand {
    static var targetHelp: String { "Paths or #IDs of dishes, or groups for every dish inside them." }

    func run(in context: CommandContext) throws {
        let state = Self.off ? "off sale" : "on sale"
        for change in try context.menu.service.setOffSale(Self.off, targets) {
            for path in change.changed { context.report("\(Self.off ? "off sale" : "back on sale") \(Terminal.escaped(path))") }
            if change.changed.isEmpty && change.unchanged.isEmpty {
                context.notice("\(change.path.shown) holds no dishes")
            } else if change.unchanged.count == 1 {
                context.notice("\(Terminal.escaped(change.unchanged[0])) is already \(Self.off ? state : "not off sale")")
            } else if !change.unchanged.isEmpty {
                context.notice("\(change.unchanged.count) dishes in \(change.path.shown) are already \(Self.off ? state : "not off sale")")
            }
        }
    }
}

struct OffCommand: OffSaleCommand {
    static let off = true
    static let targets = Argument<[Target]>("target", help: targetHelp, completion: .menuPath)
    static let commandName = "off"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Take dishes off sale (停售) until 'menuctl on' puts them back.",
        discussion: """
            Unlike 'menuctl sold-out' (估清, for today or until a time), neither
            'menuctl restock' nor the business day's turn brings a dish back on sale.
            It is left out of 'list --available' and of the guests' page, and does not sell.
            """,
        arguments: [targets],
        examples: ["menuctl off 主菜/盐水鸭", "menuctl off 时令"],
        access: .write
    )

    let targets: [Target]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
    }
}

struct OnCommand: OffSaleCommand {
    static let off = false
    static let targets = Argument<[Target]>("target", help: targetHelp, completion: .menuPath)
    static let commandName = "on"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Put dishes taken off sale (停售) back on sale.",
        discussion: "A dish also sold out (估清) stays sold out until restocked.",
        arguments: [targets],
        examples: ["menuctl on 主菜/盐水鸭", "menuctl on 时令"],
        access: .write
    )

    let targets: [Target]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
    }
}
