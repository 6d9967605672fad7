import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `sold-out` and `restock` (SPEC 10): the kitchen runs out of 盐水鸭 and
/// marks it 估清 at once; a group means every dish inside it.
protocol StockCommand: MenuCommand {
    static var soldOut: Bool { get }
    var targets: [Target] { get }
}

extension StockCommand {
    static var targetHelp: String { "Paths or #IDs of dishes, or groups for every dish inside them." }

    static var state: String { soldOut ? "sold out" : "on sale" }

    /// Reports each dish changed; a dish already so is a notice (SPEC 10).
    func report(_ change: ServiceStore.StockChange, in context: CommandContext, until: String = "") {
        for path in change.changed {
            context.report("\(Self.soldOut ? "sold out" : "restocked") \(Terminal.escaped(path))\(until)")
        }
        if !change.isGroup {
            if !change.unchanged.isEmpty { context.notice("\(change.path.shown) is already \(Self.state)") }
        } else if change.changed.isEmpty && change.unchanged.isEmpty {
            context.notice(change.path.isEmpty ? "the menu holds no dishes" : "\(change.path.shown) holds no dishes")
        } else if !change.unchanged.isEmpty {
            let count = change.unchanged.count
            let place = change.path.isEmpty ? "the menu" : change.path.shown
            context.notice(count == 1 ? "\(Terminal.escaped(change.unchanged[0])) is already \(Self.state)"
                                      : "\(count) dishes in \(place) are already \(Self.state)")
        }
    }
}

struct SoldOutCommand: StockCommand {
    static let soldOut = true
    static let targets = Argument<[Target]>("target", help: targetHelp, completion: .menuPath)
    static let until = Option<ServiceTime?>("until", valueName: "when",
                                            help: "On offer again by itself at WHEN: HH:MM (the next one) or 'sat 11:00'.")
    static let commandName = "sold-out"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Mark dishes sold out (估清); a group means every dish inside it.",
        discussion: """
            A sold-out dish stays on the menu, marked, and is left out of 'list --available'.
            'menuctl restock' puts it back on sale; with --until it comes back by itself.
            """,
        arguments: [targets],
        options: [until],
        examples: ["menuctl sold-out 主菜/盐水鸭", "menuctl sold-out 酒水/白酒 回锅肉", "menuctl sold-out 兔头 --until 17:00"],
        access: .write
    )

    let targets: [Target]
    let until: ServiceTime?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
        until = try arguments[Self.until]
    }

    func run(in context: CommandContext) throws {
        // SPEC 20: the end is the next such moment, worked out once, here.
        let ends = until.map(LocalClock.next)
        let shown = ends.flatMap { LocalClock.soldOutEnd($0) }.map { " until " + $0.text } ?? ""
        for change in try context.menu.service.setSoldOut(true, targets, until: ends) { report(change, in: context, until: shown) }
    }
}

struct RestockCommand: StockCommand {
    static let soldOut = false
    static let targets = Argument<[Target]>("target", help: targetHelp, isOptional: true, completion: .menuPath)
    static let all = Flag("all", help: "Put every sold-out dish back on sale, and every daily count back.")
    static let commandName = "restock"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Put sold-out dishes back on sale; a group means every dish inside it.",
        discussion: "A dish counted every day ('menuctl stock --daily') gets its daily count back.",
        arguments: [targets],
        options: [all],
        examples: ["menuctl restock 主菜/盐水鸭", "menuctl restock --all"],
        access: .write
    )

    let targets: [Target]
    let everyDish: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
        everyDish = arguments[Self.all]
        guard targets.isEmpty == everyDish else {
            throw UsageError(message: everyDish ? "The argument '<target> ...' and the option '--all' cannot be used together"
                                                : "Missing expected argument '<target> ...' or '--all'")
        }
    }

    func run(in context: CommandContext) throws {
        guard everyDish else {
            for change in try context.menu.service.setSoldOut(false, targets) { report(change, in: context) }
            return
        }
        let change = try context.menu.service.restockAll()
        if change.changed.isEmpty { context.notice("no dish is sold out") } else { report(change, in: context) }
    }
}

/// `hours` (SPEC 10): when a group or dish is served (供应时段).
struct HoursCommand: MenuCommand {
    static let target = Argument<Target>("target", help: "A group or dish: a path, a unique end of one, or #ID.", completion: .menuPath)
    static let windows = Argument<[WrittenWindow]>(
        "window", help: "HH:MM-HH:MM, 24-hour; an end before the start runs past midnight. Days of its own go before it in the same word: 'sat,sun 07:00-11:00'.",
        isOptional: true)
    static let days = Option<Weekdays?>("days", help: "The days of the windows without days of their own: mon-fri, Sat,Sun, fri-mon (default: every day).")
    static let clear = Flag("clear", help: "Remove the hours: served whenever its group is.")

    static let commandName = "hours"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Set when a group or dish is served, or show it.",
        discussion: """
            A window past midnight belongs to the day it starts: Friday's 22:00-02:00 covers
            Saturday 01:30. 00:00-24:00 is the whole day. Windows that overlap are refused.
            A dish is on offer when it is not sold out and its own hours and those of every
            group above it are open. With no window and no --clear, hours prints the hours.
            """,
        arguments: [target, windows],
        options: [days, clear],
        exclusive: [[days, clear]],
        examples: [
            "menuctl hours 早餐 6:30-10:30 --days mon-fri",
            "menuctl hours 夜宵 'mon-thu 17:00-22:00' 'fri,sat 17:00-03:00'",
            "menuctl hours 夜宵",
        ],
        access: .write
    )

    let target: Target
    /// nil: print the node's hours.
    let hours: ServingHours?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        let windows = try arguments[Self.windows]
        let clear = arguments[Self.clear]
        let days = try arguments[Self.days]
        guard !(clear && !windows.isEmpty) else {
            throw UsageError(message: "The argument '<window> ...' and the option '--clear' cannot be used together")
        }
        guard !windows.isEmpty || clear || days == nil else {
            throw UsageError(message: "Missing expected argument '<window> ...' for '--days'")
        }
        if windows.isEmpty && !clear {
            hours = nil
            return
        }
        let set = ServingHours(windows.map { $0.on(days ?? .everyDay) })
        if let (first, second, day) = set.overlap {
            throw UsageError(message: "The windows '\(first)' and '\(second)' overlap on \(day.name)")
        }
        hours = set
    }

    /// Printing the hours only reads.
    var access: CommandSpec.Access { hours == nil ? .read : .write }

    func run(in context: CommandContext) throws {
        guard let hours else {
            let (path, hours) = try context.menu.service.hours(of: target)
            context.output += Terminal.escaped(hours.isEmpty ? "\(path.shown) has no hours of its own"
                                                             : "hours of \(path.shown): \(MenuTable.hoursText(hours))") + "\n"
            return
        }
        let change = try context.menu.service.setHours(target, to: hours)
        guard change.changed else {
            context.notice(hours.isEmpty ? "\(change.path.shown) has no hours to clear"
                                         : "nothing changed: \(change.path.shown) already has these hours")
            return
        }
        context.report(hours.isEmpty ? "cleared the hours of \(change.path.shown)"
                                     : "hours of \(change.path.shown): \(MenuTable.hoursText(hours))")
    }
}
