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

extension CommandFeature {
    /// Where stations are seen beyond their own commands: `list --station`,
    /// `show`'s lines, a station's sheet from `export`, the export
    /// document's `stations`, what CSV leaves out, Square's kitchen categories.
    static var stations: CommandFeature {
        CommandFeature(
            commands: [StationsCommand.self, StationCommand.self],
            listFilter: FeatureOptions(options: [StationsSeen.listed]) { arguments throws(UsageError) in
                try arguments[StationsSeen.listed].map(StationsSeen.Cooked.init)
            },
            showLines: StationsSeen.lines,
            exportSheet: FeatureOptions(options: [StationsSeen.sheet, StationsSeen.width], read: StationsSeen.sheet),
            square: { catalog, menu in
                catalog.kitchenIDs = try menu.stations.idsByName()
                // A kitchen category routes a whole item; an option cannot send it elsewhere.
                let routes = try menu.stations.routes().count
                return routes > 0 ? ["Square has no place for a choice option that sends its dish to another station (\(routes))"] : []
            },
            // Square routes each item to a kitchen, not a group.
            squareNotCompared: ["where stations are assigned (each dish's own is compared)"],
            documentSection: { MenuDocument.stationsMember(try $0.stations.entries()) },
            csvLeftOut: { menu in
                // A station is in a CSV where a node names it; the others, and the options sent to stations, are not.
                let idle = try menu.stations.namedByNoNode(), routes = try menu.stations.routes().count
                return (idle > 0 ? ["\(idle) kitchen station\(idle == 1 ? "" : "s") no node is assigned"] : [])
                    + (routes > 0 ? ["\(routes) choice option\(routes == 1 ? "" : "s") sent to a station"] : [])
            })
    }
}

/// Stations in `list`, `show` and `export` (SPEC 26).
enum StationsSeen {
    static let listed = Option<String?>("station", help: "Show only the dishes this kitchen station cooks, and the groups that lead to them.")
    static let sheet = Option<String?>("station", help: "With --format text or html: the sheet of this kitchen station, what it cooks with sizes and choices, no prices.")
    static let width = Option<StationSheet.Width?>("width", help: "With --station and --format text: the ticket printer's columns, 42 or 48 (the default).")

    /// `list --station 炒锅`: the dishes it cooks, and the groups that lead to them.
    struct Cooked: MenuCut {
        let station: String

        func cut(_ menu: MenuGroup, in context: CommandContext) throws -> MenuGroup {
            try context.menu.stations.requireExisting(station)
            return menu.keepingDishes { $0.station?.name.hasSameUTF8(as: station) ?? false }
        }
    }

    /// Where a dish is cooked and where it came from, then the options of
    /// its choices that send it elsewhere (`加面 → 面档`).
    static func lines(of details: NodeDetails, in context: CommandContext) throws -> [(String, String)] {
        let stations = context.menu.stations
        var lines = try stations.station(of: details.record.id).map { [("station", $0.name + ($0.from.map { " (from \($0))" } ?? ""))] } ?? []
        guard !details.record.isGroup else { return lines }
        let lists = try context.menu.choices.choices(of: details.record.id, in: try context.menu.choices.allOffers())
        let routes = try stations.routes().filter { route in lists.contains { $0.hasSameUTF8(as: route.list) } }
        if !routes.isEmpty {
            lines.append(("elsewhere", routes.map { "\($0.option) (\($0.list)) → \($0.station)" }.joined(separator: ", ")))
        }
        return lines
    }

    /// `export --station 炒锅`, checked against the export's other words:
    /// a sheet is text or HTML, for the kitchen, of the whole menu.
    static func sheet(_ arguments: ParsedArguments) throws(UsageError) -> (any MenuSheet)? {
        let format = try arguments[ExportCommand.format], width = try arguments[Self.width]
        guard let station = try arguments[Self.sheet] else {
            if width != nil { throw UsageError(message: "'--width' applies only to a station's sheet in --format text") }
            return nil
        }
        if format != .text && format != .html {
            throw UsageError(message: "'--station' applies only to --format text or html")
        }
        if format == .html && arguments[ExportCommand.available] {
            throw UsageError(message: "'--available' does not apply to a station's sheet")
        }
        if width != nil && format != .text {
            throw UsageError(message: "'--width' applies only to a station's sheet in --format text")
        }
        // Read one by one: `||` would take the typed throws away.
        let title = try arguments[ExportCommand.title], language = try arguments[ExportCommand.lang]
        let prices = try PriceListOption(arguments).name
        if title != nil || language != nil || prices != nil {
            throw UsageError(message: "a station's sheet is for the kitchen: '--title', '--lang' and '--prices' apply to what guests read")
        }
        return StationSheet.Asked(station: station, html: format == .html, width: Int((width ?? .wide).rawValue) ?? 48)
    }
}

/// `export --format text|html --station NAME`: the sheet a station keeps
/// at the pass: each dish it cooks under its group, its sizes and the
/// choices asked of it, no prices (it is not for guests). As text for a
/// ticket printer of 42 or 48 columns; as HTML, an A4 page.
enum StationSheet {
    /// A ticket printer's columns.
    enum Width: String, CaseIterable, ExpressibleByArgument { case narrow = "42", wide = "48" }

    /// The sheet `export` was asked for.
    struct Asked: MenuSheet {
        let station: String
        let html: Bool
        let width: Int

        func write(_ menu: MenuGroup, in context: CommandContext) throws -> String {
            html ? try StationSheet.html(of: menu, station: station, in: context.menu)
                : try StationSheet.text(of: menu, station: station, width: width, in: context.menu)
        }
    }

    /// A line of the sheet: a group, or a dish with what the cook is told of it.
    struct Line {
        let depth: Int
        let name: String
        let isGroup: Bool
        /// Its sizes' names, and each choice list asked of it with its options.
        let details: [String]
    }

    /// What `station` cooks, in menu order under the groups that lead to
    /// it, an option that sends a dish elsewhere marked (`加面 → 面档`);
    /// then the options other stations' dishes send here, with those dishes.
    static func lines(of root: MenuGroup, station: String, in menu: MenuTransaction) throws -> [Line] {
        try menu.stations.requireExisting(station)
        func cooked(_ node: any MenuComponent) -> Bool { node.station?.name.hasSameUTF8(as: station) ?? false }
        let offers = try menu.choices.allOffers()
        let lists = Dictionary(try menu.choices.lists().map { ($0.list.name, $0.list) }, uniquingKeysWith: { first, _ in first })
        let routes = try menu.stations.routes()
        func said(_ list: String, _ option: String) -> String {
            routes.first { $0.list == list && $0.option == option && $0.station != station }.map { "\(option) → \($0.station)" } ?? option
        }
        var lines = try root.keepingDishes(cooked).visibleRows(all: true).map { row in
            var details: [String] = []
            if !row.node.isGroup {
                if case .sizes(let sizes) = row.node.features.pricing.price { details.append(sizes.map(\.name).joined(separator: " / ")) }
                for name in try menu.choices.choices(of: row.node.id, in: offers) {
                    details.append(name + ": " + (lists[name]?.options.map { said(name, $0.name) }.joined(separator: " / ") ?? ""))
                }
            }
            return Line(depth: row.depth, name: row.node.name, isGroup: row.node.isGroup, details: details)
        }
        let sentHere = routes.filter { $0.station == station }
        guard !sentHere.isEmpty else { return lines }
        lines.append(Line(depth: 0, name: "sent here by a choice", isGroup: true, details: []))
        let others = try root.visibleRows(all: true).filter { !$0.node.isGroup && !cooked($0.node) }
            .map { (path: $0.path, lists: try menu.choices.choices(of: $0.node.id, in: offers)) }
        for route in sentHere {
            let dishes = others.filter { $0.lists.contains(route.list) }.map(\.path)
            lines.append(Line(depth: 1, name: "\(route.option) (\(route.list))", isGroup: false,
                              details: dishes.isEmpty ? [] : ["with " + dishes.joined(separator: ", ")]))
        }
        return lines
    }

    static func text(of root: MenuGroup, station: String, width: Int, in menu: MenuTransaction) throws -> String {
        var out = Terminal.escaped(station) + "\n" + String(repeating: "=", count: width) + "\n"
        for line in try lines(of: root, station: station, in: menu) {
            let indent = String(repeating: "  ", count: line.depth)
            out += wrapped(indent + Terminal.escaped(line.name), width: width, indent: indent + "  ")
            for detail in line.details {
                out += wrapped(indent + "  " + Terminal.escaped(detail), width: width, indent: indent + "    ")
            }
        }
        return out
    }

    /// One A4 page, self-contained as the guests' page is: the station's
    /// name, its groups as headings, its dishes large enough to read from
    /// the pass, and under each what the cook is asked.
    static func html(of root: MenuGroup, station: String, in menu: MenuTransaction) throws -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="zh">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(station))</title>
            <style>
            @page { size: A4; margin: 15mm; }
            body { font-family: "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif; margin: 0 auto; max-width: 180mm; color: #000; }
            h1 { font-size: 28pt; border-bottom: 3px solid #000; margin: 0 0 8mm; }
            .group { font-size: 14pt; font-weight: bold; margin: 6mm 0 2mm; }
            .dish { font-size: 20pt; margin: 2mm 0 0; break-inside: avoid; }
            .detail { font-size: 13pt; margin: 0 0 0 8mm; }
            </style>
            </head>
            <body>
            <h1>\(HTMLText.escaped(station))</h1>

            """
        for line in try lines(of: root, station: station, in: menu) {
            let indent = line.depth == 0 ? "" : " style=\"margin-left: \(line.depth * 6)mm\""
            out += "<p class=\"\(line.isGroup ? "group" : "dish")\"\(indent)>\(HTMLText.escaped(line.name))</p>\n"
            for detail in line.details { out += "<p class=\"detail\"\(indent)>\(HTMLText.escaped(detail))</p>\n" }
        }
        return out + "</body>\n</html>\n"
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
