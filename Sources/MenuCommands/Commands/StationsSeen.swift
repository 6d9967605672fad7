import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

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
