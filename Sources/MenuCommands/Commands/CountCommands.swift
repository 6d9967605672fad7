import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// A number of portions as typed: a whole number written in digits, so
/// `-1`, `1.5` and `+2` are mistakes (exit 64), at most 999999.
struct Portions: ExpressibleByArgument {
    let value: Int

    package init(argument: String) throws(ArgumentValueError) {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard !argument.isEmpty, argument.utf8.count <= 6, argument.utf8.allSatisfy(digits.contains),
              let value = Int(argument) else {
            throw .invalid(reason: "a number of portions is a whole number written in digits, at most \(DishCount.maximum)")
        }
        self.value = value
    }

    package var defaultValueDescription: String { String(value) }

    /// What a sale takes or gives back: at least one.
    static func sold(_ portions: Portions?, label: String) throws(UsageError) -> Int {
        guard let portions else { return 1 }
        guard portions.value > 0 else {
            throw UsageError(message: "The value '0' is invalid for '\(label)': a sale is of 1 portion or more")
        }
        return portions.value
    }
}

/// `stock` (SPEC 20): the kitchen made 20 兔头 today; with `--daily`, every
/// day, and `restock` returns to it.
struct StockPortionsCommand: MenuCommand {
    static let targets = Argument<[String]>("target", help: "Paths or #IDs of dishes, or groups for every dish inside them.",
                                            completion: .menuPath)
    static let portions = Argument<String?>("n", help: "How many portions are left.")
    static let daily = Flag("daily", help: "Make N the daily count, that 'restock' returns to.")
    static let clear = Flag("clear", help: "Stop counting: the dishes sell without limit.")
    static let commandName = "stock"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Count the portions left of dishes (限量); a group means every dish inside it.",
        discussion: """
            'menuctl sell' takes portions as they are ordered; at 0 the dish is sold out by
            itself. Without --daily a dish's daily count stays, and N may not pass it.
            """,
        arguments: [targets, portions],
        options: [daily, clear],
        exclusive: [[daily, clear]],
        examples: ["menuctl stock 兔头 20 --daily", "menuctl stock 凉菜 10", "menuctl stock 兔头 --clear"],
        access: .write
    )

    let targets: [Target]
    /// nil: `--clear`.
    let portions: Int?
    let daily: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var words = try arguments[Self.targets]
        let last = try arguments[Self.portions]
        daily = arguments[Self.daily]
        if arguments[Self.clear] {
            words += last.map { [$0] } ?? []
            portions = nil
        } else {
            guard let last else { throw UsageError(message: "Missing expected argument '<n>' or '--clear'") }
            portions = (try Self.spec.arguments[1].value(of: last) as Portions).value
        }
        targets = try words.map { word throws(UsageError) in try Self.spec.arguments[0].value(of: word) as Target }
    }

    func run(in context: CommandContext) throws {
        for dish in try context.menu.counts.setCount(targets, to: portions, daily: daily) {
            let path = Terminal.escaped(dish.path)
            guard dish.changed else {
                context.notice(dish.count.map { "\(path) already has \(CountFormats.countText($0))" } ?? "\(path) is not counted")
                continue
            }
            context.report(dish.count.map { "counted \(dish.path): \(CountFormats.countText($0))" } ?? "stopped counting \(dish.path)")
        }
    }
}

/// `sell` (SPEC 20): the till's call when a dish is ordered. Not a history
/// entry: sales are the day's traffic, and `undo` leaves them as they are.
struct SellCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let target = Argument<Target>("target", help: "The dish ordered: a path, a unique end of one, or #ID.",
                                         completion: .menuPath)
    /// `<n>`, then, after `--with A`, more of the set's dishes (`--with 宫保鸡丁 担担面`).
    static let portions = Argument<[String]>("n", help: "How many portions were ordered (default: 1); more dishes for --with.", isOptional: true)
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let with = Option<[Target]>("with", valueName: "dish",
                                       help: "A set meal's dishes chosen, as many from each slot as it picks.")
    static let commandName = "sell"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Take portions of a dish as they are ordered (the till's call).",
        discussion: """
            A counted dish is sold out by itself at 0; more than are left, or a sold-out
            dish, is exit 1 with nothing changed. A dish not counted sells without limit.
            Sales are not history entries: 'menuctl undo' leaves them. A set meal sells
            one of each dish named with --with per set, all or nothing; a set whose
            slots hold counted dishes needs --with.
            """,
        arguments: [target, portions],
        options: [format, with],
        examples: ["menuctl sell 兔头", "menuctl sell 凉菜/兔头 2 --format json",
                   "menuctl sell 商务套餐A --with 宫保鸡丁 担担面"],
        access: .write,
        recordsHistory: false,
        runsInBatch: false
    )

    static let isTraffic = true

    let target: Target
    let portions: Int
    let format: Format
    let dishes: [Target]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        var words = try arguments[Self.portions]
        var dishes = try arguments[Self.with]
        // A first word of digits is the number of portions; any after it are
        // more dishes for --with, which takes one word itself. Without --with
        // the word can only be N, so `1.5` is told what N must be.
        var count: Portions?
        if let first = words.first,
           dishes.isEmpty || first.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            count = try Self.portions.spec.value(of: first) as Portions
            words.removeFirst()
        }
        portions = try Portions.sold(count, label: "<n>")
        format = try arguments[Self.format]
        if !words.isEmpty {
            guard !dishes.isEmpty else { throw UsageError(message: "Unexpected argument '\(Terminal.escaped(words[0]))'").about(Self.spec) }
            for word in words {
                do throws(MenuError) { dishes.append(try Target(parsing: word)) } catch {
                    throw UsageError(message: error.message).about(Self.spec)
                }
            }
        }
        self.dishes = dishes
        var seen = Set<Target>()
        for dish in dishes where !seen.insert(dish).inserted {
            throw UsageError(message: "'\(Terminal.escaped(dish.description))' is given twice").about(Self.spec)
        }
    }

    func run(in context: CommandContext) throws {
        let (sale, dishSales) = try context.menu.sets.sell(target, portions: portions, with: dishes)
        switch format {
        case .json where dishSales.isEmpty:
            context.output += CountFormats.saleJSON(id: sale.id, path: sale.path, left: sale.left, isSoldOut: sale.isSoldOut)
        case .json:
            // A set's sale adds what each dish's count became, in slot order.
            let json = CountFormats.saleJSON(id: sale.id, path: sale.path, left: sale.left, isSoldOut: sale.isSoldOut)
            context.output += json.dropLast(2) + ",\"with\":[" + dishSales.map {
                String(CountFormats.saleJSON(id: $0.id, path: $0.path, left: $0.left, isSoldOut: $0.isSoldOut).dropLast())
            }.joined(separator: ",") + "]}\n"
        case .text:
            context.report("sold \(portions) \(sale.path)" + CountFormats.leftText(left: sale.left))
            for dish in dishSales { context.report("  with \(portions) \(dish.path)" + CountFormats.leftText(left: dish.left)) }
        }
    }
}

/// `unsell` (SPEC 20): an order was cancelled and its portions come back,
/// never more than were sold since the count was set.
struct UnsellCommand: MenuCommand {
    static let target = Argument<Target>("target", help: "The dish: a path, a unique end of one, or #ID.", completion: .menuPath)
    static let portions = Argument<Portions?>("n", help: "How many portions come back (default: 1).")
    static let commandName = "unsell"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Give back portions of a cancelled order, never more than were sold.",
        discussion: """
            At most what was sold since the dish's count was set comes back; with none
            sold since, it is exit 1 and nothing changes. A dish not counted has nothing
            to give back: a notice, and nothing changes.
            """,
        arguments: [target, portions],
        examples: ["menuctl unsell 兔头", "menuctl unsell 兔头 2"],
        access: .write,
        recordsHistory: false,
        runsInBatch: false
    )

    static let isTraffic = true

    let target: Target
    let portions: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        portions = try Portions.sold(try arguments[Self.portions], label: "<n>")
    }

    func run(in context: CommandContext) throws {
        let sale = try context.menu.counts.unsell(target, portions: portions)
        let path = Terminal.escaped(sale.path)
        guard let left = sale.left else { return context.notice("\(path) is not counted: nothing to give back") }
        if sale.refused > 0 {
            let why = sale.soldBefore < portions ? "only \(sale.soldBefore) sold since its count was set"
                                                 : "back at its daily count of \(left)"
            context.notice("\(path): \(why): \(sale.refused) of \(portions) did not come back")
        }
        if sale.refused < portions { context.report("gave back \(portions - sale.refused) \(sale.path)" + CountFormats.leftText(left: sale.left)) }
    }
}
