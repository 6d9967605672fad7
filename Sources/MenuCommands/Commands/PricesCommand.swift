import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `prices` (SPEC 21): price lists — 会员价, 时段价, 外卖 with a box fee.
/// A command of nested ones, each declaring only its own words; `prices`
/// alone lists them, as `git remote` does.
struct PricesCommand: CommandGroup {
    static let commandName = "prices"

    static let subcommandTypes: [any MenuCommand.Type] = [
        PricesListCommand.self, PricesAddCommand.self, PricesSetCommand.self, PricesUnsetCommand.self,
        PricesEditCommand.self, PricesRemoveCommand.self,
    ]

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Price lists: 会员价, 时段价 and 外卖, each a way of pricing the menu.",
        discussion: """
            A dish's price in a list is its entry (prices set), else the list's rule
            (--by) applied to its own price and rounded half up to --round, else its own
            price. Market-price dishes stay 时价. A group in set or unset means every dish
            inside it. Lists with --hours apply by themselves in 'list --available';
            two lists whose hours overlap are refused. list, show, find and export take
            --prices NAME. The dishes' own prices never change.
            """,
        examples: [
            "menuctl prices add 午市 --by -20% --round 1 --hours 11:00-14:00 --days mon-fri",
            "menuctl prices set 会员 主菜/宫保鸡丁 34",
            "menuctl prices set 外卖 凉菜 --not-sold",
        ],
        access: .none,
        subcommands: subcommandTypes.map { $0.spec },
        defaultSubcommand: "list"
    )

    static let listName = Argument<String>("name", help: "The price list: 会员, 午市, 外卖.")
    static let targets = Argument<[String]>("target", help: "Dishes or groups (every dish inside): a path, a unique end of one, or #ID.",
                                            completion: .menuPath)
    static let by = Option<PriceChange?>("by", valueName: "change", help: "Change each dish's own price: -10%, +2.")
    static let round = Option<PriceStep?>("round", valueName: "step", help: "Round the rule's prices half up to this step.")
    static let hours = Option<[WrittenWindow]>("hours", valueName: "window",
                                               help: "When the list applies by itself, HH:MM-HH:MM; repeat for more.")
    static let days = Option<Weekdays?>("days", help: "The days of --hours: mon-fri, sat,sun (default: every day).")
    static let boxFee = Option<Amount?>("box-fee", valueName: "amount", help: "A box fee per portion (外卖).")
    static let condition = Option<PriceCondition?>("condition", valueName: "text",
                                                   help: "When its prices hold, written beside them on the page (明码标价): 持会员卡.")

    /// The list's name, by the rules of a name.
    static func name(_ arguments: ParsedArguments) throws(UsageError) -> String {
        try PriceListName(argument: try arguments[listName], for: "<name>").text
    }

    /// `--hours` on `--days`, as one list's windows; nil when no window is given.
    static func servingHours(_ arguments: ParsedArguments) throws(UsageError) -> ServingHours? {
        let days = try arguments[Self.days]
        let windows = try arguments[Self.hours]
        if days != nil && windows.isEmpty { throw UsageError(message: "The option '--days <days>' needs '--hours <window>'") }
        let hours = ServingHours(windows.map { $0.on(days ?? .everyDay) })
        // A list's own windows may not overlap, as a node's may not (SPEC 10).
        if let problem = hours.overlapProblem { throw UsageError(message: problem.prefix(1).uppercased() + problem.dropFirst()) }
        return windows.isEmpty ? nil : hours
    }

    /// The rule of `--by`, which is a change, never a price.
    static func rule(_ arguments: ParsedArguments) throws(UsageError) -> PriceChange? {
        let rule = try arguments[Self.by]
        if case .to? = rule { throw UsageError(message: "A price list's rule is a change, like -10% or +2") }
        return rule
    }

    static func targets(_ words: [String]) throws(UsageError) -> [Target] {
        var targets: [Target] = []
        for word in words {
            do throws(MenuError) { targets.append(try Target(parsing: word)) } catch {
                throw UsageError(message: "The value '\(Terminal.escaped(word))' is invalid for '<target>': \(error.message)")
            }
        }
        return targets
    }

    /// `by -10%, round 1, mon-fri 11:00-14:00, box fee 1.00`.
    static func facts(_ list: PriceList) -> [String] {
        let facts = PricesText.facts(list)
        return facts.isEmpty ? [] : [facts.joined(separator: ", ")]
    }
}

/// `prices list [NAME]` (the default): every list, or one, with its entries in menu order.
struct PricesListCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let listName = Argument<String?>("name", help: "The price list to show; every list when left out.")
    static let format = Option<Format>("format", default: .text, help: "The output format.")

    static let commandName = "prices list"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "List the price lists, or one, with their entries.",
        arguments: [listName],
        options: [format],
        examples: ["menuctl prices", "menuctl prices list 会员 --format json"]
    )

    let name: String?
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try arguments[Self.format]
        name = try (try arguments[Self.listName]).map { (raw: String) throws(UsageError) in
            try PriceListName(argument: raw, for: "<name>").text
        }
    }

    func run(in context: CommandContext) throws {
        try show(in: context)
    }

    private func show(in context: CommandContext) throws {
        let store = context.menu.priceLists
        var lists = try store.lists()
        if let name {
            let one = try store.list(named: name)
            lists = [one]
        }
        let rows = try context.menu.tree.load().visibleRows(all: true)
        var shown: [PricesText.Listed] = []
        for stored in lists {
            let entries = try store.entries(of: stored.id)
            let listed = rows.compactMap { row in entries[row.node.id].map { (row, $0) } }
            shown.append(PricesText.Listed(list: stored.list, entries: listed))
        }
        if lists.isEmpty && format == .text { context.notice("no price lists yet; make one with 'menuctl prices add NAME'") }
        context.output += format == .json ? PricesText.json(shown) : PricesText.text(shown)
    }

}

/// `prices add NAME [--by …] [--round …] [--hours …] [--box-fee …]`: a new list.
struct PricesAddCommand: MenuCommand {
    static let commandName = "prices add"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Add a price list: its rule, rounding, hours, box fee and condition.",
        arguments: [PricesCommand.listName],
        options: [PricesCommand.by, PricesCommand.round, PricesCommand.hours, PricesCommand.days, PricesCommand.boxFee,
                  PricesCommand.condition],
        examples: ["menuctl prices add 午市 --by -20% --round 1 --hours 11:00-14:00 --days mon-fri",
                   "menuctl prices add 外卖 --box-fee 1",
                   "menuctl prices add 会员价 --by -10% --condition 持会员卡"],
        access: .write
    )

    let list: PriceList

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let name = try PricesCommand.name(arguments)
        let hours = try PricesCommand.servingHours(arguments)
        let rule = try PricesCommand.rule(arguments), step = try arguments[PricesCommand.round]
        list = PriceList(name: name, rule: rule, step: step ?? .fen, hours: hours ?? .always,
                         boxFee: try arguments[PricesCommand.boxFee], condition: try arguments[PricesCommand.condition]?.text)
    }

    func run(in context: CommandContext) throws {
        try context.menu.priceLists.add(list)
        context.report("added price list \(list.name)" + PricesCommand.facts(list).map { ": " + $0 } .joined())
    }
}

/// `prices edit NAME …`: change a list's terms or name.
struct PricesEditCommand: MenuCommand {
    static let rename = Option<PriceListName?>("name", valueName: "new-name", help: "A new name for the list.")
    static let noRule = Flag("no-rule", help: "No rule; dishes without an entry cost their own price.")
    static let noHours = Flag("no-hours", help: "The list applies only when named.")
    static let noBoxFee = Flag("no-box-fee", help: "No box fee for the whole list.")
    static let noCondition = Flag("no-condition", help: "No condition written beside its prices.")

    static let commandName = "prices edit"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Change a price list: its rule, rounding, hours, box fee, condition or name.",
        arguments: [PricesCommand.listName],
        options: [PricesCommand.by, PricesCommand.round, PricesCommand.hours, PricesCommand.days, PricesCommand.boxFee,
                  PricesCommand.condition, rename, noRule, noHours, noBoxFee, noCondition],
        exclusive: [[PricesCommand.by, noRule], [PricesCommand.hours, noHours], [PricesCommand.boxFee, noBoxFee],
                    [PricesCommand.condition, noCondition]],
        examples: ["menuctl prices edit 午市 --by -15% --no-hours"],
        access: .write
    )

    let name: String
    let edit: PriceListStore.ListEdit

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try PricesCommand.name(arguments)
        let hours = try PricesCommand.servingHours(arguments)
        let rule = try PricesCommand.rule(arguments), step = try arguments[PricesCommand.round]
        var edit = PriceListStore.ListEdit()
        edit.name = try arguments[Self.rename]?.text
        edit.rule = arguments[Self.noRule] ? .clear : rule.map { .set($0) } ?? .keep
        edit.step = step
        edit.hours = arguments[Self.noHours] ? .clear : hours.map { .set($0) } ?? .keep
        edit.boxFee = arguments[Self.noBoxFee] ? .clear : try arguments[PricesCommand.boxFee].map { .set($0) } ?? .keep
        edit.condition = arguments[Self.noCondition] ? .clear : try arguments[PricesCommand.condition].map { .set($0.text) } ?? .keep
        if edit.isEmpty { throw UsageError(message: "Nothing to change: give --by, --round, --hours, --box-fee, --condition, --name or a --no- option") }
        self.edit = edit
    }

    func run(in context: CommandContext) throws {
        let (before, after) = try context.menu.priceLists.edit(name, edit)
        guard before != after else { context.notice("nothing changed: \(name) is already so"); return }
        context.report("changed price list \(after.name)" + PricesCommand.facts(after).map { ": " + $0 }.joined())
    }
}

/// `prices remove NAME`: a list and its entries.
struct PricesRemoveCommand: MenuCommand {
    static let commandName = "prices remove"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Remove a price list and its entries.",
        arguments: [PricesCommand.listName],
        examples: ["menuctl prices remove 午市"],
        access: .write
    )

    let name: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try PricesCommand.name(arguments)
    }

    func run(in context: CommandContext) throws {
        let count = try context.menu.priceLists.remove(name)
        context.report("removed price list \(name)" + (count > 0 ? " and its \(count) \(count == 1 ? "entry" : "entries")" : ""))
    }
}

/// `prices set NAME TARGET... [AMOUNT | SIZE=AMOUNT...]`: the list's own
/// entries for dishes.
struct PricesSetCommand: MenuCommand {
    static let words = Argument<[String]>(
        "target", help: "Dishes or groups (every dish inside), then AMOUNT or SIZE=AMOUNT... unless an option says.",
        completion: .menuPath)
    static let boxFee = Option<Amount?>("box-fee", valueName: "amount", help: "A box fee per portion of these dishes (外卖).")
    static let min = Option<MinimumOrder?>("min", valueName: "n", help: "The fewest portions sold in one order (起售份数).")
    static let notSold = Flag("not-sold", help: "The list does not sell these dishes.")

    static let commandName = "prices set"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Set dishes' prices, box fees or minimums in a price list.",
        arguments: [PricesCommand.listName, words],
        options: [boxFee, min, notSold],
        examples: ["menuctl prices set 会员 主菜/宫保鸡丁 34", "menuctl prices set 外卖 凉菜 --not-sold"],
        access: .write
    )

    let name: String
    let targets: [Target]
    let request: PriceListStore.EntryRequest

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try PricesCommand.name(arguments)
        var words = try arguments[Self.words]
        request = try Self.entry(arguments, taking: &words)
        if words.isEmpty { throw UsageError(message: "Missing expected argument '<target> ...'") }
        targets = try PricesCommand.targets(words)
    }

    /// What `set` says for its dishes: the words after the targets that read
    /// as prices (taken off `words`), or the options.
    private static func entry(_ arguments: ParsedArguments,
                              taking words: inout [String]) throws(UsageError) -> PriceListStore.EntryRequest {
        var request = PriceListStore.EntryRequest()
        var sizes: [DishSize] = []
        while let last = words.last, words.count > 1, last.contains("="), let size = try? DishSize(parsing: last) {
            sizes.insert(size, at: 0)
            words.removeLast()
        }
        if sizes.isEmpty, words.count > 1, let last = words.last, let amount = try? Amount(parsing: last) {
            request.price = amount
            words.removeLast()
        }
        request.sizes = try PricingOptions.checked(sizes, complete: false)
        request.boxFee = try arguments[Self.boxFee]
        request.minOrder = try arguments[Self.min]?.value
        request.notSold = arguments[Self.notSold]
        if request.notSold && (request.price != nil || !sizes.isEmpty) {
            throw UsageError(message: "A dish not sold in a list has no price in it: give AMOUNT or --not-sold, not both")
        }
        if request == PriceListStore.EntryRequest() {
            // `1180元` was meant as the price: say what is wrong with it, as `--price 1180元` does.
            if words.count > 1, let last = words.last, Self.looksLikeAmount(last) {
                do throws(MenuError) { _ = try Amount(parsing: last) } catch { throw UsageError(message: error.message) }
            }
            throw UsageError(message: "Missing what the list says: AMOUNT, SIZE=AMOUNT..., '--box-fee <amount>', '--min <n>' or '--not-sold'")
        }
        return request
    }

    /// A word that starts as a price does, with a digit or a currency sign.
    private static func looksLikeAmount(_ word: String) -> Bool {
        guard let first = word.trimmingWhiteSpace().unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || first == "¥" || first == "￥"
    }

    func run(in context: CommandContext) throws {
        let outcome = try context.menu.priceLists.set(name, targets, request)
        for change in outcome.changes where change.changed {
            context.report("\(name): \(change.path) " + (change.after.map(PricesText.entry) ?? ""))
        }
        let unchanged = outcome.changes.filter { !$0.changed }.count
        if unchanged > 0 { context.notice("\(unchanged) \(unchanged == 1 ? "dish is" : "dishes are") already so in \(name)") }
        if !outcome.passedOver.isEmpty {
            let count = outcome.passedOver.count
            context.notice("\(count) \(count == 1 ? "dish" : "dishes") passed over: at market price, or priced by sizes where one price was given (or the other way round)")
        }
        if outcome.changes.isEmpty && outcome.passedOver.isEmpty { context.notice("no dishes in \(targets.map(\.shown).joined(separator: ", "))") }
    }
}

/// `prices unset NAME TARGET...`: dishes follow the list's rule again.
struct PricesUnsetCommand: MenuCommand {
    static let commandName = "prices unset"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Take dishes' entries out of a price list: they follow its rule again.",
        arguments: [PricesCommand.listName, PricesCommand.targets],
        examples: ["menuctl prices unset 会员 主菜/宫保鸡丁"],
        access: .write
    )

    let name: String
    let targets: [Target]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try PricesCommand.name(arguments)
        targets = try PricesCommand.targets(try arguments[PricesCommand.targets])
    }

    func run(in context: CommandContext) throws {
        let changes = try context.menu.priceLists.unset(name, targets)
        for change in changes where change.changed { context.report("\(name): \(change.path) follows the list's rule again") }
        if !changes.contains(where: \.changed) { context.notice("nothing to unset: no entry in \(name) for these dishes") }
    }
}

/// A list's name as a word: the rules of a name, at most 20 characters.
struct PriceListName: ExpressibleByArgument {
    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        text = try ArgumentValueError.explaining { () throws(MenuError) in try PriceList.checkedName(argument) }
    }

    init(argument: String, for label: String) throws(UsageError) {
        do throws(MenuError) { text = try PriceList.checkedName(argument) } catch {
            throw UsageError(message: "The value '\(Terminal.escaped(argument))' is invalid for '\(label)': \(error.message)")
        }
    }

    package var defaultValueDescription: String { text }
}

/// `--min N`: a whole number of portions, 1 to 999.
struct MinimumOrder: ExpressibleByArgument {
    let value: Int

    package init(argument: String) throws(ArgumentValueError) {
        guard argument.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(argument), PriceEntry.orders.contains(value) else {
            throw .invalid(reason: "a minimum order is a whole number of portions from 1 to 999")
        }
        self.value = value
    }

    package var defaultValueDescription: String { String(value) }
}

/// `--condition 持会员卡`: 1 to 40 characters on one line.
struct PriceCondition: ExpressibleByArgument {
    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        text = try ArgumentValueError.explaining { () throws(MenuError) in try PriceList.checkedCondition(argument) }
    }

    package var defaultValueDescription: String { text }
}
