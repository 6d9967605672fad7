import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `choices` (SPEC 18): the questions a waiter asks when a dish is ordered,
/// each kept once and offered by many dishes. One command with an action
/// word, as `git remote add|remove` is: the actions share the list's name
/// and most of their words.
struct ChoicesCommand: MenuCommand {
    enum Action: String, CaseIterable, ExpressibleByArgument {
        case add, edit, remove, offer, withdraw
        case soldOut = "sold-out", restock, list
    }

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let action = Argument<Action?>("action", help: "add, edit, remove, offer, withdraw, sold-out, restock or list (the default).")
    static let listName = Argument<String?>("name", help: "The choice list: 辣度, 加料, 忌口.")
    static let words = Argument<[String]>("value", help: "offer, withdraw: the groups or dishes; sold-out, restock: the options.",
                                          isOptional: true, completion: .menuPath)
    static let pick = Option<PickRule?>("pick", valueName: "n|min-max",
                                        help: "How many options a guest picks: 1 (exactly one), 0-3 (zero to three).")
    static let option = Option<[ChoiceOptionWord]>("option", valueName: "opt[=+amount]",
                                                   help: "An option and its surcharge (加面=+2, 加蛋=+¥3, 免葱), or several joined by commas (微辣,中辣,特辣); edit adds or replaces them.")
    static let newName = Option<String?>("name", help: "edit: the list's new name.")
    static let noOption = Option<[String]>("no-option", valueName: "opt", help: "edit: take this option off the list.")
    static let force = Flag("force", help: "remove: remove a list that is still offered, and its offers.")
    static let format = Option<Format>("format", default: .text, help: "list: the output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let commandName = "choices"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Keep the questions asked when a dish is ordered: 辣度, 加料, 忌口.",
        discussion: """
            add NAME --pick N|MIN-MAX --option OPT[=+AMOUNT]...   a new list
            edit NAME [--name NEW] [--pick …] [--option …]... [--no-option OPT]...
            remove NAME [--force]          offer NAME TARGET...   withdraw NAME TARGET...
            sold-out NAME OPT...           restock NAME OPT...    list (the default)
            A list holds 1 to 30 options; names are at most 20 characters. A surcharge
            is +2, +¥2 or 0 (free, the default). A group offers a list for every dish
            inside it; withdrawing it from one of those dishes makes an exception.
            """,
        arguments: [action, listName, words],
        options: [pick, option, newName, noOption, force, format, json],
        examples: [
            "menuctl choices add 辣度 --pick 1 --option 微辣 --option 中辣 --option 特辣",
            "menuctl choices offer 辣度 主菜",
            "menuctl choices withdraw 辣度 盐水鸭",
        ],
        access: .write
    )

    let action: Action
    let name: String
    let values: [String]
    let targets: [Target]
    let pick: PickRule?
    let options: [ChoiceOption]
    let edit: ChoicesStore.ListEdit
    let force: Bool
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        action = try arguments[Self.action] ?? .list
        let given = try arguments[Self.listName]
        values = try arguments[Self.words]
        pick = try arguments[Self.pick]
        options = try arguments[Self.option].flatMap(\.options)
        force = arguments[Self.force]
        format = try arguments[Self.format]
        let newName = try arguments[Self.newName]
        let removed = try arguments[Self.noOption]
        try Self.refuseOptions(of: arguments, to: action)
        guard action != .list else {
            if let extra = given { throw UsageError(message: "Unexpected argument '\(extra)'").about(Self.spec) }
            name = ""; targets = []; edit = ChoicesStore.ListEdit()
            return
        }
        guard let given else { throw UsageError(message: "Missing expected argument '<name>'").about(Self.spec) }
        name = try Self.checked(given, as: "choice list name")
        targets = try Self.targets(values, of: action)
        var edit = ChoicesStore.ListEdit(options: options)
        edit.pick = pick
        edit.name = try newName.map { (raw: String) throws(UsageError) in try Self.checked(raw, as: "choice list name") }
        edit.removedOptions = try removed.map { (raw: String) throws(UsageError) in try Self.checked(raw, as: "option name") }
        self.edit = edit
        if action == .add {
            try Self.checkNewList(named: name, pick: pick, options: options)
        } else if action == .edit && edit.name == nil && pick == nil && options.isEmpty && removed.isEmpty {
            throw UsageError(message: "Nothing to change: give --name, --pick, --option or --no-option").about(Self.spec)
        }
    }

    /// Each option belongs to some actions; elsewhere it is a mistake.
    private static func refuseOptions(of arguments: ParsedArguments, to action: Action) throws(UsageError) {
        let allowed: [Action: Set<String>] = [
            .add: ["pick", "option"], .edit: ["pick", "option", "name", "no-option"], .remove: ["force"],
            .list: ["format", "json"],
        ]
        let declared: [any OptionDeclaration] = [pick, option, newName, noOption, force, format]
        for option in declared where arguments.isGiven(option) && !(allowed[action] ?? []).contains(option.spec.long) {
            throw UsageError(message: "'--\(option.spec.long)' does not apply to 'choices \(action.rawValue)'").about(spec)
        }
    }

    /// The words after the list's name: targets to offer it to or withdraw
    /// it from, options run out or back; other actions take none.
    private static func targets(_ values: [String], of action: Action) throws(UsageError) -> [Target] {
        switch action {
        case .offer, .withdraw, .soldOut, .restock:
            guard !values.isEmpty else {
                let what = action == .offer || action == .withdraw ? "<target> ..." : "<option> ..."
                throw UsageError(message: "Missing expected argument '\(what)'").about(spec)
            }
        default:
            if let extra = values.first { throw UsageError(message: "Unexpected argument '\(extra)'").about(spec) }
        }
        var targets: [Target] = []
        if action == .offer || action == .withdraw {
            for word in values {
                do throws(MenuError) { targets.append(try Target(parsing: word)) } catch {
                    throw UsageError(message: error.message).about(spec)
                }
            }
        } else if action == .soldOut || action == .restock {
            for word in values { _ = try checked(word, as: "option name") }
        }
        return targets
    }

    /// A new list needs its pick rule and options, and a rule they can meet.
    private static func checkNewList(named name: String, pick: PickRule?, options: [ChoiceOption]) throws(UsageError) {
        guard let pick else { throw UsageError(message: "Missing expected option '--pick <n|min-max>'").about(spec) }
        guard !options.isEmpty else {
            throw UsageError(message: "Missing expected option '--option <opt[=+amount]>'").about(spec)
        }
        if let problem = ChoiceList(name: name, pick: pick, options: options).problem { throw UsageError(message: problem).about(spec) }
    }

    /// A name by the rules of a name, at most 20 characters, or a usage error.
    private static func checked(_ raw: String, as what: String) throws(UsageError) -> String {
        do throws(MenuError) { return try ChoiceList.checkedName(raw, as: what) } catch {
            throw UsageError(message: error.message).about(Self.spec)
        }
    }

    /// `list` only reads; every other action changes the menu.
    var access: CommandSpec.Access { action == .list ? .read : .write }

    func run(in context: CommandContext) throws {
        let store = context.menu.choices
        switch action {
        case .list:
            let lists = try store.lists().map { stored in
                (stored.list, try store.offers(of: stored.id))
            }
            context.output += format == .json ? ChoiceFormats.json(lists) : ChoiceFormats.text(lists)
        case .add:
            let list = ChoiceList(name: name, pick: pick ?? PickRule(minimum: 1, maximum: 1), options: options)
            try store.add(list)
            context.report("added choice list \(name): \(ChoiceFormats.summary(list))")
        case .edit:
            let (before, after) = try store.edit(name, edit)
            if before == after {
                context.notice("the choice list \(name) is so already")
            } else {
                context.report("changed choice list \(after.name): \(ChoiceFormats.summary(after))")
            }
        case .remove:
            let offeredBy = try store.remove(name, force: force)
            context.report("removed choice list \(name)" + (offeredBy.isEmpty ? "" : " (it was offered by \(offeredBy.joined(separator: ", ")))"))
        case .offer, .withdraw:
            let changes = action == .offer ? try store.offer(name, targets) : try store.withdraw(name, targets)
            for change in changes {
                switch change {
                case .offered(let path): context.report("\(path) offers \(name)")
                case .withdrawn(let path): context.report("withdrew \(name) from \(path)")
                case .unchanged(let reason): context.notice(reason)
                }
            }
        case .soldOut, .restock:
            let soldOut = action == .soldOut
            let (changed, unchanged) = try store.setSoldOut(soldOut, list: name, options: values)
            for option in changed { context.report("\(soldOut ? "sold out" : "restocked") \(name): \(option)") }
            for option in unchanged { context.notice("\(name): \(option) is already \(soldOut ? "sold out" : "on sale")") }
        }
    }
}

extension PickRule: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try PickRule(parsing: argument) }
}

/// One `--option` word: an option, or several joined by `,` or the
/// full-width `，` a Chinese keyboard types (`微辣,中辣,特辣`), since an
/// option's name holds no comma.
struct ChoiceOptionWord: ExpressibleByArgument {
    let options: [ChoiceOption]

    init(argument: String) throws(ArgumentValueError) {
        var options: [ChoiceOption] = []
        for part in argument.split(whereSeparator: { $0 == "," || $0 == "，" }) {
            options.append(try ChoiceOption(argument: String(part)))
        }
        // A word of commas alone is refused as the option name it is.
        if options.isEmpty { options.append(try ChoiceOption(argument: argument)) }
        self.options = options
    }

    var defaultValueDescription: String { options.map(\.name).joined(separator: ",") }
}

extension ChoiceOption: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try ChoiceOption(parsing: argument) }
    package var defaultValueDescription: String { name }
}
