import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `choices` (SPEC 18): the questions a waiter asks when a dish is ordered,
/// each kept once and offered by many dishes. A command of nested ones, as
/// `git remote add|remove` is, each declaring only its own words; `choices`
/// alone lists.
struct ChoicesCommand: CommandGroup {
    static let commandName = "choices"

    static let subcommandTypes: [any MenuCommand.Type] = [
        ChoicesAddCommand.self, ChoicesEditCommand.self, ChoicesRemoveCommand.self, ChoicesOfferCommand.self,
        ChoicesWithdrawCommand.self, ChoicesSoldOutCommand.self, ChoicesRestockCommand.self, ChoicesLabelCommand.self,
        ChoicesListCommand.self,
    ]

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Keep the questions asked when a dish is ordered: 辣度, 加料, 忌口.",
        discussion: """
            A list holds 1 to 30 options; names are at most 20 characters. A surcharge
            is +2, +¥2 or 0 (free, the default). A group offers a list for every dish
            inside it; withdrawing it from one of those dishes makes an exception.
            """,
        examples: [
            "menuctl choices add 辣度 --pick 1 --option 微辣 --option 中辣 --option 特辣",
            "menuctl choices offer 辣度 主菜",
            "menuctl choices withdraw 辣度 盐水鸭",
        ],
        access: .none,
        subcommands: subcommandTypes.map { $0.spec },
        defaultSubcommand: "list"
    )

    static let listName = Argument<String>("name", help: "The choice list: 辣度, 加料, 忌口.")
    static let pick = Option<PickRule?>("pick", valueName: "n|min-max",
                                        help: "How many options a guest picks: 1 (exactly one), 0-3 (zero to three).")

    /// A name by the rules of a name, at most 20 characters, or a usage error.
    static func checked(_ raw: String, as what: String, in spec: CommandSpec) throws(UsageError) -> String {
        do throws(MenuError) { return try ChoiceList.checkedName(raw, as: what) } catch {
            throw UsageError(message: error.message).about(spec)
        }
    }
}

/// `choices add NAME --pick N --option OPT...`: a new list.
struct ChoicesAddCommand: MenuCommand {
    static let option = Option<[ChoiceOptionWord]>("option", valueName: "opt[=+amount]",
                                                   help: "An option and its surcharge (加面=+2, 加蛋=+¥3, 免葱), or several joined by commas (微辣,中辣,特辣).")

    static let commandName = "choices add"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Add a choice list: its options and how many a guest picks.",
        arguments: [ChoicesCommand.listName],
        options: [ChoicesCommand.pick, option],
        examples: ["menuctl choices add 辣度 --pick 1 --option 微辣 --option 中辣 --option 特辣",
                   "menuctl choices add 加料 --pick 0-2 --option 加面=+2,加蛋=+3"],
        access: .write
    )

    let name: String
    let pick: PickRule
    let options: [ChoiceOption]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try ChoicesCommand.checked(try arguments[ChoicesCommand.listName], as: "choice list name", in: Self.spec)
        options = try arguments[Self.option].flatMap(\.options)
        guard let pick = try arguments[ChoicesCommand.pick] else {
            throw UsageError(message: "Missing expected option '--pick <n|min-max>'").about(Self.spec)
        }
        self.pick = pick
        guard !options.isEmpty else {
            throw UsageError(message: "Missing expected option '--option <opt[=+amount]>'").about(Self.spec)
        }
        if let problem = ChoiceList(name: name, pick: pick, options: options).problem {
            throw UsageError(message: problem).about(Self.spec)
        }
    }

    func run(in context: CommandContext) throws {
        let list = ChoiceList(name: name, pick: pick, options: options)
        try context.menu.choices.add(list)
        context.report("added choice list \(name): \(ChoiceFormats.summary(list))")
    }
}

/// `choices edit NAME …`: rename a list, change its rule, add, change or
/// take away options.
struct ChoicesEditCommand: MenuCommand {
    static let option = Option<[ChoiceOptionWord]>("option", valueName: "opt[=+amount]",
                                                   help: "Add an option or change its surcharge (加面=+2), or several joined by commas.")
    static let newName = Option<String?>("name", help: "The list's new name.")
    static let noOption = Option<[String]>("no-option", valueName: "opt", help: "Take this option off the list.")

    static let commandName = "choices edit"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Change a choice list: its name, pick rule or options.",
        arguments: [ChoicesCommand.listName],
        options: [newName, ChoicesCommand.pick, option, noOption],
        examples: ["menuctl choices edit 辣度 --option 麻辣 --no-option 特辣"],
        access: .write
    )

    let name: String
    let edit: ChoicesStore.ListEdit

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try ChoicesCommand.checked(try arguments[ChoicesCommand.listName], as: "choice list name", in: Self.spec)
        let removed = try arguments[Self.noOption]
        var edit = ChoicesStore.ListEdit(options: try arguments[Self.option].flatMap(\.options))
        edit.pick = try arguments[ChoicesCommand.pick]
        edit.name = try (try arguments[Self.newName]).map { (raw: String) throws(UsageError) in
            try ChoicesCommand.checked(raw, as: "choice list name", in: Self.spec)
        }
        edit.removedOptions = try removed.map { (raw: String) throws(UsageError) in
            try ChoicesCommand.checked(raw, as: "option name", in: Self.spec)
        }
        if edit.name == nil && edit.pick == nil && edit.options.isEmpty && removed.isEmpty {
            throw UsageError(message: "Nothing to change: give --name, --pick, --option or --no-option").about(Self.spec)
        }
        self.edit = edit
    }

    func run(in context: CommandContext) throws {
        let (before, after) = try context.menu.choices.edit(name, edit)
        if before == after {
            context.notice("the choice list \(name) is so already")
        } else {
            context.report("changed choice list \(after.name): \(ChoiceFormats.summary(after))")
        }
    }
}

/// `choices remove NAME [--force]`.
struct ChoicesRemoveCommand: MenuCommand {
    static let force = Flag("force", help: "Remove a list that is still offered, and its offers.")

    static let commandName = "choices remove"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Remove a choice list.",
        arguments: [ChoicesCommand.listName],
        options: [force],
        examples: ["menuctl choices remove 忌口 --force"],
        access: .write
    )

    let name: String
    let force: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try ChoicesCommand.checked(try arguments[ChoicesCommand.listName], as: "choice list name", in: Self.spec)
        force = arguments[Self.force]
    }

    func run(in context: CommandContext) throws {
        let offeredBy = try context.menu.choices.remove(name, force: force)
        context.report("removed choice list \(name)" + (offeredBy.isEmpty ? "" : " (it was offered by \(offeredBy.joined(separator: ", ")))"))
    }
}

/// `choices offer|withdraw NAME TARGET...`: what offer and withdraw share.
protocol ChoicesOffering: MenuCommand {
    static var offers: Bool { get }
    var name: String { get }
    var targets: [Target] { get }
    init(name: String, targets: [Target])
}

extension ChoicesOffering {
    static var targets: Argument<[String]> {
        Argument<[String]>("target", help: "The groups or dishes: a path, a unique end of one, or #ID.", completion: .menuPath)
    }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let name = try ChoicesCommand.checked(try arguments[ChoicesCommand.listName], as: "choice list name", in: Self.spec)
        var targets: [Target] = []
        for word in try arguments[Self.targets] {
            do throws(MenuError) { targets.append(try Target(parsing: word)) } catch {
                throw UsageError(message: error.message).about(Self.spec)
            }
        }
        self.init(name: name, targets: targets)
    }

    func run(in context: CommandContext) throws {
        let store = context.menu.choices
        let changes = Self.offers ? try store.offer(name, targets) : try store.withdraw(name, targets)
        for change in changes {
            switch change {
            case .offered(let path): context.report("\(path) offers \(name)")
            case .withdrawn(let path): context.report("withdrew \(name) from \(path)")
            case .unchanged(let reason): context.notice(reason)
            }
        }
    }
}

struct ChoicesOfferCommand: ChoicesOffering {
    static let offers = true
    static let commandName = "choices offer"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Offer a choice list with dishes, or with every dish in groups.",
        arguments: [ChoicesCommand.listName, targets],
        examples: ["menuctl choices offer 辣度 主菜"],
        access: .write
    )
    let name: String
    let targets: [Target]
}

struct ChoicesWithdrawCommand: ChoicesOffering {
    static let offers = false
    static let commandName = "choices withdraw"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Stop offering a choice list with dishes or groups.",
        arguments: [ChoicesCommand.listName, targets],
        examples: ["menuctl choices withdraw 辣度 盐水鸭"],
        access: .write
    )
    let name: String
    let targets: [Target]
}

/// `choices sold-out|restock NAME OPT...`: what the two share.
protocol ChoicesStocking: MenuCommand {
    static var soldOut: Bool { get }
    var name: String { get }
    var options: [String] { get }
    init(name: String, options: [String])
}

extension ChoicesStocking {
    static var optionNames: Argument<[String]> {
        Argument<[String]>("option", help: "The list's options.")
    }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let name = try ChoicesCommand.checked(try arguments[ChoicesCommand.listName], as: "choice list name", in: Self.spec)
        let options = try arguments[Self.optionNames]
        for word in options { _ = try ChoicesCommand.checked(word, as: "option name", in: Self.spec) }
        self.init(name: name, options: options)
    }

    func run(in context: CommandContext) throws {
        let soldOut = Self.soldOut
        let (changed, unchanged) = try context.menu.choices.setSoldOut(soldOut, list: name, options: options)
        for option in changed { context.report("\(soldOut ? "sold out" : "restocked") \(name): \(option)") }
        for option in unchanged { context.notice("\(name): \(option) is already \(soldOut ? "sold out" : "on sale")") }
    }
}

struct ChoicesSoldOutCommand: ChoicesStocking {
    static let soldOut = true
    static let commandName = "choices sold-out"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Mark options of a choice list sold out.",
        arguments: [ChoicesCommand.listName, optionNames],
        examples: ["menuctl choices sold-out 加料 加蛋"],
        access: .write
    )
    let name: String
    let options: [String]
}

struct ChoicesRestockCommand: ChoicesStocking {
    static let soldOut = false
    static let commandName = "choices restock"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Put sold-out options of a choice list back on sale.",
        arguments: [ChoicesCommand.listName, optionNames],
        examples: ["menuctl choices restock 加料 加蛋"],
        access: .write
    )
    let name: String
    let options: [String]
}

/// `choices list` (the default): every list, its options and who offers it.
struct ChoicesListCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let commandName = "choices list"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "List the choice lists, their options and what offers them.",
        options: [format, json],
        examples: ["menuctl choices", "menuctl choices list --json"]
    )

    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try arguments[Self.format]
    }

    func run(in context: CommandContext) throws {
        let store = context.menu.choices
        let lists = try store.lists().map { stored in (stored.list, try store.offers(of: stored.id)) }
        context.output += format == .json ? ChoiceFormats.json(lists) : ChoiceFormats.text(lists)
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
