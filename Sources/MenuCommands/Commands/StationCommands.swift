import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `stations` (SPEC 26): the kitchen's stations 档口, a restaurant's own.
/// A command of nested ones, as `choices` is, each declaring only its own
/// words; `stations` alone lists.
struct StationsCommand: CommandGroup {
    static let commandName = "stations"

    static let subcommandTypes: [any MenuCommand.Type] = [
        StationsAddCommand.self, StationsRemoveCommand.self, StationsRenameCommand.self, StationsListCommand.self,
        StationsRouteCommand.self,
    ]

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Keep the kitchen's stations: 凉菜间, 炒锅, 蒸笼.",
        discussion: """
            A station is a restaurant's own; names are at most 20 characters.
            station TARGET NAME assigns one to groups or dishes.
            """,
        examples: ["menuctl stations add 凉菜间 炒锅 蒸笼", "menuctl stations rename 炒锅 热炒", "menuctl stations remove 蒸笼 --force"],
        access: .none,
        subcommands: subcommandTypes.map { $0.spec },
        defaultSubcommand: "list"
    )

    /// A station's name by the rules of a name, or a usage error.
    static func checked(_ raw: String, in spec: CommandSpec) throws(UsageError) -> String {
        do throws(MenuError) { return try StationStore.checkedName(raw) } catch {
            throw UsageError(message: error.message).about(spec)
        }
    }
}

/// `stations add NAME...`: new stations; one there already is refused, as a group or dish would be (SPEC 8).
struct StationsAddCommand: MenuCommand {
    static let names = Argument<[String]>("name", help: "The new stations: 凉菜间 炒锅 蒸笼.")
    static let commandName = "stations add"
    static let spec = CommandSpec(
        name: commandName, abstract: "Add kitchen stations.", arguments: [names],
        examples: ["menuctl stations add 凉菜间 炒锅 蒸笼", "menuctl stations add 吧台"], access: .write)

    let names: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var names: [String] = []
        for raw in try arguments[Self.names] { names.append(try StationsCommand.checked(raw, in: Self.spec)) }
        self.names = names
    }

    func run(in context: CommandContext) throws {
        let (added, present) = try context.menu.stations.add(names)
        if let name = present.first { throw MenuError.refused("there is a station '\(name)' already") }
        for name in added { context.report("added station \(name)") }
    }
}

/// `stations remove NAME [--force]`: refused while a group or dish is assigned it, unless forced.
struct StationsRemoveCommand: MenuCommand {
    static let name = Argument<String>("name", help: "The station.")
    static let force = Flag("force", help: "Remove a station still assigned, and its assignments, saying where they were.")
    static let commandName = "stations remove"
    static let spec = CommandSpec(
        name: commandName, abstract: "Remove a kitchen station.", arguments: [name], options: [force],
        examples: ["menuctl stations remove 蒸笼", "menuctl stations remove 蒸笼 --force"], access: .write)

    let name: String
    let force: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try StationsCommand.checked(try arguments[Self.name], in: Self.spec)
        force = arguments[Self.force]
    }

    func run(in context: CommandContext) throws {
        let places = try context.menu.stations.remove(name, force: force)
        context.report("removed station \(name)" + (places.isEmpty ? "" : " (it was assigned to \(places.joined(separator: ", ")))"))
    }
}

/// `stations rename OLD NEW`: its assignments go with it.
struct StationsRenameCommand: MenuCommand {
    static let old = Argument<String>("old", help: "The station's name now.")
    static let new = Argument<String>("new", help: "Its new name.")
    static let commandName = "stations rename"
    static let spec = CommandSpec(
        name: commandName, abstract: "Rename a kitchen station; what it cooks stays with it.", arguments: [old, new],
        examples: ["menuctl stations rename 炒锅 热炒", "menuctl stations rename 吧台 水吧"], access: .write)

    let old: String
    let new: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        old = try StationsCommand.checked(try arguments[Self.old], in: Self.spec)
        new = try StationsCommand.checked(try arguments[Self.new], in: Self.spec)
    }

    func run(in context: CommandContext) throws {
        try context.menu.stations.rename(old, to: new)
        guard !old.hasSameUTF8(as: new) else { return context.notice("the station \(Terminal.escaped(old)) has that name already") }
        context.report("renamed station \(old) to \(new)")
    }
}

/// `stations route LIST OPTION STATION` (SPEC 26): a guest's choice sends
/// the dish to another station, 加面 to 面档 whatever station cooks the dish;
/// `--no-station` sends it back with its dish.
struct StationsRouteCommand: MenuCommand {
    static let list = Argument<String>("list", help: "The choice list: 加料.")
    static let option = Argument<String>("option", help: "Its option: 加面.")
    static let station = Argument<String?>("station", help: "The station it sends the dish to (none with --no-station).")
    static let none = Flag("no-station", help: "The option stays with its dish's station again.")
    static let commandName = "stations route"
    static let spec = CommandSpec(
        name: commandName, abstract: "Send a dish to another station when a guest picks an option.",
        discussion: "The option's list and the option must exist; the station is the restaurant's own, as the others.",
        arguments: [list, option, station], options: [none],
        examples: ["menuctl stations route 加料 加面 面档", "menuctl stations route 加料 加面 --no-station"], access: .write)

    let list: String
    let option: String
    let station: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        list = try arguments[Self.list]
        option = try arguments[Self.option]
        let station = try arguments[Self.station]
        switch (station, arguments[Self.none]) {
        case (nil, false): throw UsageError(message: "Missing expected argument '<station>' (or give --no-station)").about(Self.spec)
        case (_?, true): throw UsageError(message: "give a station or --no-station, not both").about(Self.spec)
        case (let name?, false): self.station = try StationsCommand.checked(name, in: Self.spec)
        case (nil, true): self.station = nil
        }
    }

    func run(in context: CommandContext) throws {
        let was = try context.menu.stations.route(list: list, option: option, to: station)
        let said = Terminal.escaped(list) + ": " + Terminal.escaped(option)
        switch (station, was) {
        case (let now?, let before) where before == now: context.notice("\(said) goes to \(Terminal.escaped(now)) already")
        case (let now?, _): context.report("\(said) sends its dish to \(Terminal.escaped(now))")
        case (nil, let before?): context.report("\(said) stays with its dish's station (was \(Terminal.escaped(before)))")
        case (nil, nil): context.notice("\(said) goes to no station of its own")
        }
    }
}

/// `stations list` (the default): each station and how many dishes it cooks.
struct StationsListCommand: MenuCommand {
    static let commandName = "stations list"
    static let spec = CommandSpec(
        name: commandName, abstract: "List the kitchen stations and how many dishes each cooks.",
        examples: ["menuctl stations", "menuctl stations list"])

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    func run(in context: CommandContext) throws {
        let stations = try context.menu.stations.list()
        let width = stations.map { Terminal.displayWidth(Terminal.escaped($0.name)) }.max() ?? 0
        for station in stations {
            let count = station.dishes == 1 ? "1 dish" : "\(station.dishes) dishes"
            context.output += Terminal.padded(Terminal.escaped(station.name), width: width) + "  " + count + "\n"
        }
    }
}

/// `station TARGET... NAME` (SPEC 26): where a group's or a dish's dishes
/// are cooked; a group's station reaches every dish inside it that has
/// none nearer.
struct StationCommand: MenuCommand {
    static let words = Argument<[String]>("target", help: "The groups or dishes, then the station (none with --no-station).",
                                          completion: .menuPath)
    static let none = Flag("no-station", help: "Take the targets' own station away: they inherit their group's again.")

    static let commandName = "station"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Assign a kitchen station to groups or dishes.",
        discussion: """
            A group's station is the station of every dish inside it, nearest first:
            a dish's own, or a group's nearer it, wins. show says where it comes from.
            """,
        arguments: [words],
        options: [none],
        examples: ["menuctl station 凉菜 凉菜间", "menuctl station 宫保鸡丁 水煮鱼 炒锅", "menuctl station 宫保鸡丁 --no-station"],
        access: .write
    )

    let targets: [Target]
    let station: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var words = try arguments[Self.words]
        if arguments[Self.none] {
            station = nil
        } else {
            guard words.count >= 2 else {
                throw UsageError(message: "Missing expected argument '<station>' (or give --no-station)").about(Self.spec)
            }
            do throws(MenuError) { station = try StationStore.checkedName(words.removeLast()) } catch {
                throw UsageError(message: error.message).about(Self.spec)
            }
        }
        var targets: [Target] = []
        for word in words {
            do throws(MenuError) { targets.append(try Target(parsing: word)) } catch {
                throw UsageError(message: error.message).about(Self.spec)
            }
        }
        self.targets = targets
    }

    func run(in context: CommandContext) throws {
        for change in try context.menu.stations.assign(targets, to: station) {
            switch change {
            case .assigned(let path, let station, let was):
                context.report("\(path) is cooked at \(station)" + (was.map { " (was \($0))" } ?? ""))
            case .cleared(let path, let was):
                context.report("\(path) has no station of its own (was \(was))")
            case .unchanged(let reason):
                context.notice(reason)
            }
        }
    }
}
