import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `price-today` (SPEC 28): the price a 时价 dish sells at today, as 明码标价
/// asks a market-price dish to show. It holds for the business day (SPEC
/// 20) and is gone at the day's turn by itself; setting it is a history
/// entry, as `stock` is, and at a store it is the store's own.
struct PriceTodayCommand: MenuCommand {
    static let target = Argument<Target?>("dish", help: "A 时价 dish.", completion: .menuPath)
    static let amount = Argument<String?>("amount", help: "Its price today, AMOUNT or AMOUNT/UNIT (68/斤); the unit is the dish's own.")
    static let clear = Flag("clear", help: "Take today's price away: the dish shows 时价 again.")
    static let commandName = "price-today"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Give a market-price (时价) dish its price for today, or list today's prices.",
        discussion: """
            The price holds for the business day ('menuctl day-start'): at the day's turn it is
            gone by itself and the dish shows 时价 again. A UNIT, when given, must be the dish's
            own unit (edit --unit). show, list, their JSON and TSV, and the guests' page show it.
            With no dish, price-today lists today's prices.
            """,
        arguments: [target, amount],
        options: [clear],
        examples: ["menuctl price-today 花甲 68/斤", "menuctl price-today 花甲 --clear", "menuctl price-today"],
        access: .write
    )

    enum Asked {
        case list
        case set(Target, Amount, per: String?)
        case clear(Target)
    }

    let asked: Asked

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let target = try arguments[Self.target], amount = try arguments[Self.amount], clear = arguments[Self.clear]
        switch (target, amount, clear) {
        case (nil, nil, false): asked = .list
        case (nil, _, true): throw UsageError(message: "Missing expected argument '<dish>' for '--clear'").about(Self.spec)
        case (_?, _?, true): throw UsageError(message: "give an amount or --clear, not both").about(Self.spec)
        case (_?, nil, false): throw UsageError(message: "Missing expected argument '<amount>' (or give --clear)").about(Self.spec)
        case (let dish?, nil, true): asked = .clear(dish)
        case (let dish?, let raw?, false):
            // `68／斤`, as a Chinese keyboard types it, is `68/斤`.
            let parts = String(raw.map { $0 == "／" ? "/" : $0 }).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            do throws(MenuError) {
                asked = .set(dish, try Amount(parsing: parts[0]), per: parts.count == 2 ? try DishPricing.checkedUnit(parts[1]) : nil)
            } catch {
                throw UsageError(message: error.message).about(Self.spec)
            }
        case (nil, _?, false): throw UsageError(message: "Missing expected argument '<dish>'").about(Self.spec)
        }
    }

    /// Listing only reads.
    var access: CommandSpec.Access {
        if case .list = asked { return .read }
        return .write
    }

    func run(in context: CommandContext) throws {
        let store = context.menu.todayPrices
        switch asked {
        case .list:
            let priced = try store.list()
            let width = priced.map { Terminal.displayWidth(Terminal.escaped($0.path)) }.max() ?? 0
            for dish in priced {
                context.output += Terminal.padded(Terminal.escaped(dish.path), width: width) + "  "
                    + Terminal.escaped(Self.said(dish.price, per: dish.unit)) + "\n"
            }
            if priced.isEmpty { context.notice("no 时价 dish has a price today") }
        case .set(let target, let price, let unit):
            let (dish, was) = try store.set(target, to: price, per: unit)
            let now = Self.said(dish.price, per: dish.unit)
            guard was != price else { return context.notice("\(dish.path) is at \(now) today already") }
            context.report("\(dish.path) is at \(now) today" + (was.map { " (was \(Self.said($0, per: dish.unit)))" } ?? ""))
        case .clear(let target):
            let (path, was) = try store.clear(target)
            guard let was else { return context.notice("\(path) has no price today") }
            context.report("\(path) is 时价 again (was \(Self.said(was.price, per: was.unit)) today)")
        }
    }

    /// `68.00/斤`.
    static func said(_ price: Amount, per unit: String?) -> String { price.description + (unit.map { "/" + $0 } ?? "") }
}
