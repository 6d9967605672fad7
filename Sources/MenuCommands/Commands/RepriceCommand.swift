import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct RepriceCommand: MenuCommand {
    static let targets = Argument<[Target]>("target", help: "Dishes, or groups meaning every dish inside them.", completion: .menuPath)
    static let by = Option<PriceChange?>("by", valueName: "change", help: "Raise or lower each price: +10%, -5%, +2, -0.50.")
    static let to = Option<Amount?>("to", valueName: "amount", help: "Set each price to this amount.")
    static let round = Option<PriceStep>("round", valueName: "step", default: .fen,
                                         help: "Round each new price half up to this step.")
    static let dryRun = Flag("dry-run", help: "Print old → new for each dish and change nothing.")
    static let prices = Option<PriceListName?>("prices", valueName: "list",
                                               help: "Change this price list's own entries, not the menu's prices.")

    static let commandName = "reprice"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Raise, lower or set the prices of dishes, or of every dish in groups.",
        discussion: """
            Each new price is rounded half up to the --round step, in whole fen. A price that
            would go below 0.00 or past 9999999.99 changes nothing at all (exit 1). Each
            size of a dish with sizes is repriced. Dishes without a price, and dishes at
            market price (时价), are left alone. With --prices, the price list's own
            entries (prices set) are changed instead, and the menu's prices stay.
            """,
        arguments: [targets],
        options: [by, to, round, dryRun, prices],
        exclusive: [[by, to]],
        examples: [
            "menuctl reprice 酒水 --by +10% --round 1 --dry-run",
            "menuctl reprice 酒水/白酒 --to 388",
            "menuctl reprice 主菜 --prices 会员 --by -2",
        ],
        access: .write
    )

    let targets: [Target]
    let change: PriceChange
    let step: PriceStep
    let dryRun: Bool
    /// The price list whose entries change (SPEC 21); nil: the menu's own prices.
    let priceList: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        targets = try arguments[Self.targets]
        step = try arguments[Self.round]
        dryRun = arguments[Self.dryRun]
        priceList = try arguments[Self.prices]?.text
        if let change = try arguments[Self.by] {
            self.change = change
        } else if let amount = try arguments[Self.to] {
            change = .to(amount)
        } else {
            throw UsageError(message: "Missing one of: '--by <change>', '--to <amount>'")
        }
    }

    /// A dry run only reads: it neither creates the file nor waits for writers.
    var access: CommandSpec.Access { dryRun ? .read : .write }

    func run(in context: CommandContext) throws {
        let outcome = try priceList.map { try context.menu.priceLists.reprice($0, targets, by: change, roundingTo: step, dryRun: dryRun) }
            ?? context.menu.pricing.reprice(targets, by: change, roundingTo: step, dryRun: dryRun)
        for dish in outcome.dishes {
            // A dish with sizes has a line per size: `主菜/水煮鱼 (小份): 58.00 → 64.00`.
            let line = "\(Terminal.escaped(dish.path + (dish.size.map { " (\($0))" } ?? ""))): \(dish.old) → \(dish.new)"
            // A dry run's lines are its answer, not a report that -q silences.
            if dryRun {
                context.output += line + "\n"
            } else if dish.new != dish.old {
                context.report("repriced " + line)
            }
        }
        let unchanged = outcome.dishes.filter { $0.new == $0.old }.count
        if !dryRun && unchanged > 0 {
            context.notice("\(unchanged) \(unchanged == 1 ? "dish keeps its" : "dishes keep their") price")
        }
        if let priceList, outcome.unpriced > 0 {
            let count = outcome.unpriced
            context.notice("\(count) \(count == 1 ? "dish has" : "dishes have") no price of \(count == 1 ? "its" : "their") own in \(priceList) and \(count == 1 ? "was" : "were") left alone")
        } else if outcome.unpriced > 0 {
            context.notice("\(outcome.unpriced) \(outcome.unpriced == 1 ? "dish has" : "dishes have") no price and \(outcome.unpriced == 1 ? "was" : "were") left alone")
        }
        if outcome.marketPriced > 0 {
            let count = outcome.marketPriced
            context.notice("\(count) \(count == 1 ? "dish is" : "dishes are") at market price (时价) and \(count == 1 ? "was" : "were") left alone")
        }
        if outcome.dishes.isEmpty && outcome.unpriced == 0 && outcome.marketPriced == 0 {
            context.notice("no dishes in \(targets.map(\.shown).joined(separator: ", ")): nothing to reprice")
        }
    }
}

extension PriceChange: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try PriceChange(parsing: argument) }

    package var defaultValueDescription: String { "" }
}

extension PriceStep: ExpressibleByArgument {}
