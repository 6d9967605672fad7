import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `fees` (SPEC 28): what a guest pays beside the dishes, 服务费 10%, 茶位费
/// ¥3/位, 餐具费 ¥2, which 明码标价 asks the menu to state. Nested commands
/// as `choices` has them; `fees` alone lists.
struct FeesCommand: CommandGroup {
    static let commandName = "fees"

    static let subcommandTypes: [any MenuCommand.Type] = [
        FeesAddCommand.self, FeesEditCommand.self, FeesRemoveCommand.self, FeesListCommand.self,
    ]

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Declare the menu's fees: 服务费 10%, 茶位费 3/位, 餐具费 2.",
        discussion: """
            A fee is a percentage of the bill (0% to 100%, at most two decimals), an AMOUNT per
            a unit (3/位: per guest), or an AMOUNT once (2: per set of tableware). Names are at
            most 20 characters. The guests' page states the fees once. In a chain they are head
            office's: a store states them as its files bring them.
            """,
        examples: ["menuctl fees add 服务费 10%", "menuctl fees add 茶位费 3/位", "menuctl fees edit 服务费 12%"],
        access: .none,
        subcommands: subcommandTypes.map { $0.spec },
        defaultSubcommand: "list"
    )

    static let name = Argument<String>("name", help: "The fee: 服务费, 茶位费, 餐具费.")
    static let charge = Argument<String>("charge", help: "10% of the bill, 3/位 per guest, or 2 once.")

    /// A fee's name and charge as the words give them, or a usage error.
    static func fee(_ arguments: ParsedArguments, in spec: CommandSpec) throws(UsageError) -> MenuFee {
        let (rawName, rawCharge) = (try arguments[name], try arguments[charge])
        do throws(MenuError) {
            return MenuFee(name: try MenuFee.checkedName(rawName), charge: try MenuFee.Charge(parsing: rawCharge))
        } catch {
            throw UsageError(message: error.message).about(spec)
        }
    }

    /// `10%`, `3.00/位`, `2.00`.
    static func said(_ fee: MenuFee) -> String { fee.name + " " + fee.charge.description }
}

/// `fees add NAME CHARGE`: a new fee, after the others.
struct FeesAddCommand: MenuCommand {
    static let commandName = "fees add"
    static let spec = CommandSpec(
        name: commandName, abstract: "Declare a fee.", arguments: [FeesCommand.name, FeesCommand.charge],
        examples: ["menuctl fees add 服务费 10%", "menuctl fees add 茶位费 3/位", "menuctl fees add 餐具费 2"], access: .write)

    let fee: MenuFee

    init(_ arguments: ParsedArguments) throws(UsageError) { fee = try FeesCommand.fee(arguments, in: Self.spec) }

    func run(in context: CommandContext) throws {
        try context.menu.fees.add(fee)
        context.report("added fee \(FeesCommand.said(fee))")
    }
}

/// `fees edit NAME CHARGE`: the fee's new charge.
struct FeesEditCommand: MenuCommand {
    static let commandName = "fees edit"
    static let spec = CommandSpec(
        name: commandName, abstract: "Change what a fee charges.", arguments: [FeesCommand.name, FeesCommand.charge],
        examples: ["menuctl fees edit 服务费 12%", "menuctl fees edit 茶位费 5/位"], access: .write)

    let fee: MenuFee

    init(_ arguments: ParsedArguments) throws(UsageError) { fee = try FeesCommand.fee(arguments, in: Self.spec) }

    func run(in context: CommandContext) throws {
        let was = try context.menu.fees.edit(fee)
        guard was != fee.charge else { return context.notice("the fee \(fee.name) is \(fee.charge.description) already") }
        context.report("fee \(fee.name) \(was.description) → \(fee.charge.description)")
    }
}

/// `fees remove NAME`.
struct FeesRemoveCommand: MenuCommand {
    static let commandName = "fees remove"
    static let spec = CommandSpec(
        name: commandName, abstract: "Remove a fee.", arguments: [FeesCommand.name],
        examples: ["menuctl fees remove 餐具费"], access: .write)

    let name: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let raw = try arguments[FeesCommand.name]
        do throws(MenuError) { name = try MenuFee.checkedName(raw) } catch {
            throw UsageError(message: error.message).about(Self.spec)
        }
    }

    func run(in context: CommandContext) throws {
        let removed = try context.menu.fees.remove(name)
        context.report("removed fee \(FeesCommand.said(removed))")
    }
}

/// `fees list` (the default): each fee and what it charges, in their order.
struct FeesListCommand: MenuCommand {
    static let commandName = "fees list"
    static let spec = CommandSpec(
        name: commandName, abstract: "List the menu's fees.", examples: ["menuctl fees", "menuctl fees list"])

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    func run(in context: CommandContext) throws {
        let fees = try context.menu.fees.list()
        let width = fees.map { Terminal.displayWidth(Terminal.escaped($0.name)) }.max() ?? 0
        for fee in fees {
            context.output += Terminal.padded(Terminal.escaped(fee.name), width: width) + "  " + Terminal.escaped(fee.charge.description) + "\n"
        }
    }
}

extension CommandFeature {
    /// What 明码标价 asks the menu to say beyond the dishes (SPEC 28): today's
    /// prices of 时价 dishes (their own command; `show`, the rows and the
    /// page read them from the dish's pricing) and the fees, in the export
    /// document's `fees`; CSV and Square carry neither.
    static var statedPrices: CommandFeature {
        CommandFeature(
            commands: [PriceTodayCommand.self, FeesCommand.self],
            square: { _, menu in
                let fees = try menu.fees.list().count
                return fees > 0 ? ["Square has no place for the menu's fees (\(fees))"] : []
            },
            squareNotCompared: ["the menu's fees"],
            documentSection: { MenuDocument.feesMember(try $0.fees.list()) },
            csvLeftOut: { menu in
                let fees = try menu.fees.list().count
                return fees > 0 ? ["\(fees) fee\(fees == 1 ? "" : "s")"] : []
            })
    }
}
