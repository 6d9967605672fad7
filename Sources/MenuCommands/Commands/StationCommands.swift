import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `stations` (SPEC 26): the kitchen's stations 档口, a restaurant's own.
/// One command with an action word, as `choices` is.
struct StationsCommand: MenuCommand {
    enum Action: String, CaseIterable, ExpressibleByArgument { case add, remove, rename, list }

    static let action = Argument<Action?>("action", help: "add, remove, rename or list (the default).")
    static let names = Argument<[String]>("name", help: "add: the new stations; remove: the station; rename: OLD NEW.", isOptional: true)
    static let force = Flag("force", help: "remove: remove a station still assigned, and its assignments.")

    static let commandName = "stations"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Keep the kitchen's stations: 凉菜间, 炒锅, 蒸笼.",
        discussion: """
            add NAME...   remove NAME [--force]   rename OLD NEW   list (the default)
            A station is a restaurant's own; names are at most 20 characters. list
            shows how many dishes each cooks; station TARGET NAME assigns one.
            """,
        arguments: [action, names],
        options: [force],
        examples: ["menuctl stations add 凉菜间 炒锅 蒸笼", "menuctl stations rename 炒锅 热炒", "menuctl stations remove 蒸笼 --force"],
        access: .write
    )

    let action: Action
    let names: [String]
    let force: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        action = try arguments[Self.action] ?? .list
        force = arguments[Self.force]
        if force && action != .remove { throw UsageError(message: "'--force' does not apply to 'stations \(action.rawValue)'").about(Self.spec) }
        var names: [String] = []
        for raw in try arguments[Self.names] {
            do throws(MenuError) { names.append(try StationStore.checkedName(raw)) } catch {
                throw UsageError(message: error.message).about(Self.spec)
            }
        }
        let wanted: ClosedRange<Int> = switch action {
        case .list: 0...0
        case .add: 1...Int.max
        case .remove: 1...1
        case .rename: 2...2
        }
        if names.count < wanted.lowerBound {
            throw UsageError(message: "Missing expected argument '<name>'").about(Self.spec)
        }
        if names.count > wanted.upperBound {
            throw UsageError(message: "Unexpected argument '\(Terminal.escaped(names[wanted.upperBound]))'").about(Self.spec)
        }
        self.names = names
    }

    /// `list` only reads; every other action changes the menu.
    var access: CommandSpec.Access { action == .list ? .read : .write }

    func run(in context: CommandContext) throws {
        let store = context.menu.stations
        switch action {
        case .list:
            let stations = try store.list()
            let width = stations.map { Terminal.displayWidth(Terminal.escaped($0.name)) }.max() ?? 0
            for station in stations {
                let count = station.dishes == 1 ? "1 dish" : "\(station.dishes) dishes"
                context.output += Terminal.padded(Terminal.escaped(station.name), width: width) + "  " + count + "\n"
            }
        case .add:
            let (added, present) = try store.add(names)
            for name in added { context.report("added station \(name)") }
            for name in present { context.notice("there is a station \(Terminal.escaped(name)) already") }
        case .remove:
            let places = try store.remove(names[0], force: force)
            context.report("removed station \(names[0])" + (places.isEmpty ? "" : " (it was assigned to \(places.joined(separator: ", ")))"))
        case .rename:
            try store.rename(names[0], to: names[1])
            context.report("renamed station \(names[0]) to \(names[1])")
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

/// `export --format text --station NAME`: the sheet a station keeps at the
/// pass, for a ticket printer of 42 or 48 columns: each dish it cooks
/// under its group, its sizes and the choices asked of it, no prices.
enum StationSheet {
    /// A ticket printer's columns.
    enum Width: String, CaseIterable, ExpressibleByArgument { case narrow = "42", wide = "48" }

    static func text(of root: MenuGroup, station: String, width: Int, in menu: MenuTransaction) throws -> String {
        let cooked = try menu.stations.dishes(cookedAt: station)
        let offers = try menu.choices.allOffers()
        let lists = Dictionary(try menu.choices.lists().map { ($0.list.name, $0.list) }, uniquingKeysWith: { first, _ in first })
        var out = Terminal.escaped(station) + "\n" + String(repeating: "=", count: width) + "\n"
        for row in root.keepingDishes { cooked.contains($0.id) }.visibleRows(all: true) {
            let indent = String(repeating: "  ", count: row.depth)
            out += wrapped(indent + Terminal.escaped(row.node.name), width: width, indent: indent + "  ")
            guard !row.node.isGroup else { continue }
            if case .sizes(let sizes) = row.node.features.pricing.price {
                out += wrapped(indent + "  " + sizes.map { Terminal.escaped($0.name) }.joined(separator: " / "), width: width, indent: indent + "    ")
            }
            for name in try menu.choices.choices(of: row.node.id, in: offers) {
                let options = lists[name]?.options.map { Terminal.escaped($0.name) }.joined(separator: " / ") ?? ""
                out += wrapped(indent + "  " + Terminal.escaped(name) + ": " + options, width: width, indent: indent + "    ")
            }
        }
        return out
    }

    /// `line` broken before a character that would pass `width` columns
    /// (display width: a CJK character is two), the rest after `indent`.
    private static func wrapped(_ line: String, width: Int, indent: String) -> String {
        var out = "", current = ""
        for character in line {
            let piece = String(character)
            if Terminal.displayWidth(current + piece) > width {
                out += current + "\n"
                current = indent
            }
            current += piece
        }
        return out + current + "\n"
    }
}
