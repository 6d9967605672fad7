import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `prices` (SPEC 21): price lists — 会员价, 时段价, 外卖 with a box fee.
/// One command whose first word says what to do, so that `prices` alone
/// lists them, as `git remote` does.
struct PricesCommand: MenuCommand {
    enum Action: String, CaseIterable, ExpressibleByArgument { case list, add, set, unset, edit, remove }
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    /// One argument for the words after `prices`, as the parser takes only
    /// a last argument that is optional or repeats: the action, the list's
    /// name, and the targets (with set, then the price).
    static let words = Argument<[String]>(
        "action", help: "list (the default), add, set, unset, edit or remove; then the list's NAME "
            + "(会员, 午市, 外卖); with set and unset, dishes or groups (every dish inside), "
            + "and set ends with AMOUNT or SIZE=AMOUNT... unless an option says.",
        isOptional: true, completion: .menuPath)
    static let by = Option<PriceChange?>("by", valueName: "change", help: "add, edit: change each dish's own price: -10%, +2.")
    static let round = Option<PriceStep?>("round", valueName: "step", help: "add, edit: round the rule's prices half up to this step.")
    static let hours = Option<[WrittenWindow]>("hours", valueName: "window",
                                               help: "add, edit: when the list applies by itself, HH:MM-HH:MM; repeat for more.")
    static let days = Option<Weekdays?>("days", help: "add, edit: the days of --hours: mon-fri, sat,sun (default: every day).")
    static let boxFee = Option<Amount?>("box-fee", valueName: "amount", help: "add, edit, set: a box fee per portion (外卖).")
    static let min = Option<MinimumOrder?>("min", valueName: "n", help: "set: the fewest portions sold in one order (起售份数).")
    static let notSold = Flag("not-sold", help: "set: the list does not sell these dishes.")
    static let rename = Option<PriceListName?>("name", valueName: "new-name", help: "edit: a new name for the list.")
    static let noRule = Flag("no-rule", help: "edit: no rule; dishes without an entry cost their own price.")
    static let noHours = Flag("no-hours", help: "edit: the list applies only when named.")
    static let noBoxFee = Flag("no-box-fee", help: "edit: no box fee for the whole list.")
    static let format = Option<Format>("format", default: .text, help: "list: the output format.")

    static let commandName = "prices"

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
        arguments: [words],
        options: [by, round, hours, days, boxFee, min, notSold, rename, noRule, noHours, noBoxFee, format],
        exclusive: [[by, noRule], [hours, noHours], [boxFee, noBoxFee]],
        examples: [
            "menuctl prices add 午市 --by -20% --round 1 --hours 11:00-14:00 --days mon-fri",
            "menuctl prices set 会员 主菜/宫保鸡丁 34",
            "menuctl prices set 外卖 凉菜 --not-sold",
        ],
        access: .write
    )

    let action: Action
    let name: String?
    let targets: [Target]
    let request: PriceListStore.EntryRequest
    let list: PriceList?
    let edit: PriceListStore.ListEdit
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var words = try arguments[Self.words]
        action = try Self.action(taking: &words)
        format = try arguments[Self.format]
        name = try words.first.map { (raw: String) throws(UsageError) in try PriceListName(argument: raw, for: "<name>").text }
        if !words.isEmpty { words.removeFirst() }
        if action != .list { try Self.refuse([Self.format], to: action, in: arguments) }
        if action != .list && name == nil { throw UsageError(message: "Missing expected argument '<name>'") }
        let hours = try Self.servingHours(arguments)
        var (list, edit, request): (PriceList?, PriceListStore.ListEdit, PriceListStore.EntryRequest) = (nil, .init(), .init())
        switch action {
        case .list, .remove:
            try Self.refuse(Self.listOptions + Self.editOptions + Self.entryOptions + [Self.boxFee], to: action, in: arguments)
            if action == .remove || name != nil {
                if !words.isEmpty { throw UsageError(message: "Unexpected argument '\(words[0])'") }
            }
        case .add, .edit:
            try Self.refuse(Self.entryOptions + (action == .add ? Self.editOptions : []), to: action, in: arguments)
            if !words.isEmpty { throw UsageError(message: "Unexpected argument '\(words[0])'") }
            (list, edit) = try Self.listTerms(arguments, action: action, name: name ?? "", hours: hours)
        case .set, .unset:
            try Self.refuse(Self.listOptions + Self.editOptions + (action == .unset ? Self.entryOptions + [Self.boxFee] : []),
                            to: action, in: arguments)
            if action == .set { request = try Self.entry(arguments, taking: &words) }
            if words.isEmpty { throw UsageError(message: "Missing expected argument '<target> ...'") }
        }
        targets = action == .set || action == .unset ? try Self.targets(words) : []
        self.request = request
        self.list = list
        self.edit = edit
    }

    /// The options of a list's terms, of `edit` alone, and of one entry:
    /// each refused where it does not apply.
    private static let listOptions: [any OptionDeclaration] = [by, round, hours, days]
    private static let editOptions: [any OptionDeclaration] = [rename, noRule, noHours, noBoxFee]
    private static let entryOptions: [any OptionDeclaration] = [min, notSold]

    /// The first word, when it names an action; `prices` alone lists.
    private static func action(taking words: inout [String]) throws(UsageError) -> Action {
        guard let first = words.first else { return .list }
        guard let named = Action(rawValue: first) else {
            let close = Suggestion.closest(to: first, among: Action.allCases.map(\.rawValue))
            throw UsageError(message: "The value '\(Terminal.escaped(first))' is invalid for '<action>'. Please provide one of 'list', 'add', 'set', 'unset', 'edit' or 'remove'.",
                             hints: close.map { ["did you mean '\($0)'?"] } ?? [])
        }
        words.removeFirst()
        return named
    }

    private static func refuse(_ options: [any OptionDeclaration], to action: Action,
                               in arguments: ParsedArguments) throws(UsageError) {
        for option in options where arguments.isGiven(option) {
            throw UsageError(message: "The option '\(option.spec.synopsis)' does not apply to 'prices \(action.rawValue)'")
        }
    }

    /// `--hours` on `--days`, as one list's windows; nil when no window is given.
    private static func servingHours(_ arguments: ParsedArguments) throws(UsageError) -> ServingHours? {
        let days = try arguments[Self.days]
        let windows = try arguments[Self.hours]
        if days != nil && windows.isEmpty { throw UsageError(message: "The option '--days <days>' needs '--hours <window>'") }
        let hours = ServingHours(windows.map { $0.on(days ?? .everyDay) })
        // A list's own windows may not overlap, as a node's may not (SPEC 10).
        if let problem = hours.overlapProblem { throw UsageError(message: problem.prefix(1).uppercased() + problem.dropFirst()) }
        return windows.isEmpty ? nil : hours
    }

    /// A new list (`add`), or the change to one (`edit`): its rule, rounding,
    /// hours and box fee.
    private static func listTerms(_ arguments: ParsedArguments, action: Action, name: String,
                                  hours: ServingHours?) throws(UsageError) -> (PriceList?, PriceListStore.ListEdit) {
        let rule = try arguments[Self.by], step = try arguments[Self.round]
        if case .to? = rule { throw UsageError(message: "A price list's rule is a change, like -10% or +2") }
        if action == .add {
            return (PriceList(name: name, rule: rule, step: step ?? .fen, hours: hours ?? .always,
                              boxFee: try arguments[Self.boxFee]), PriceListStore.ListEdit())
        }
        var edit = PriceListStore.ListEdit()
        edit.name = try arguments[Self.rename]?.text
        edit.rule = arguments[Self.noRule] ? .clear : rule.map { .set($0) } ?? .keep
        edit.step = step
        edit.hours = arguments[Self.noHours] ? .clear : hours.map { .set($0) } ?? .keep
        edit.boxFee = arguments[Self.noBoxFee] ? .clear : try arguments[Self.boxFee].map { .set($0) } ?? .keep
        if edit.isEmpty { throw UsageError(message: "Nothing to change: give --by, --round, --hours, --box-fee, --name or a --no- option") }
        return (nil, edit)
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

    private static func targets(_ words: [String]) throws(UsageError) -> [Target] {
        var targets: [Target] = []
        for word in words {
            do throws(MenuError) { targets.append(try Target(parsing: word)) } catch {
                throw UsageError(message: "The value '\(Terminal.escaped(word))' is invalid for '<target>': \(error.message)")
            }
        }
        return targets
    }

    /// Listing only reads.
    var access: CommandSpec.Access { action == .list ? .read : .write }

    func run(in context: CommandContext) throws {
        let store = context.menu.priceLists
        switch action {
        case .list: try show(in: context)
        case .add:
            guard let list else { return }
            try store.add(list)
            context.report("added price list \(list.name)" + Self.facts(list).map { ": " + $0 } .joined())
        case .edit:
            guard let name else { return }
            let (before, after) = try store.edit(name, edit)
            guard before != after else { context.notice("nothing changed: \(name) is already so"); return }
            context.report("changed price list \(after.name)" + Self.facts(after).map { ": " + $0 }.joined())
        case .remove:
            guard let name else { return }
            let count = try store.remove(name)
            context.report("removed price list \(name)" + (count > 0 ? " and its \(count) \(count == 1 ? "entry" : "entries")" : ""))
        case .set:
            guard let name else { return }
            let outcome = try store.set(name, targets, request)
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
        case .unset:
            guard let name else { return }
            let changes = try store.unset(name, targets)
            for change in changes where change.changed { context.report("\(name): \(change.path) follows the list's rule again") }
            if !changes.contains(where: \.changed) { context.notice("nothing to unset: no entry in \(name) for these dishes") }
        }
    }

    /// `prices` and `prices list [NAME]`: every list, or one, with its entries in menu order.
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

    /// `by -10%, round 1, mon-fri 11:00-14:00, box fee 1.00`.
    static func facts(_ list: PriceList) -> [String] {
        let facts = PricesText.facts(list)
        return facts.isEmpty ? [] : [facts.joined(separator: ", ")]
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
