import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct ShowCommand: MenuCommand, AsOfReadable {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let target = Argument<Target>("target", help: "A path, a unique end of one (宫保鸡丁), or #ID.", completion: .menuPath)
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)
    static let lang = Option<LanguageTag?>("lang", help: "Show names in this language (en, ja, zh-Hant) where they are translated.")

    static let commandName = "show"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Show one group or dish: id, kind, path, price, state, details; a group's entries.",
        arguments: [target],
        options: [format, json, lang, PriceListOption.options, AsOfOption.options],
        examples: ["menuctl show 主菜/宫保鸡丁", "menuctl show '#2' --format json", "menuctl show 主菜 --lang en"]
    )

    let target: Target
    let format: Format
    let language: LanguageTag?
    let priceList: PriceListOption
    let asOf: HistoryMoment?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        format = try arguments[Self.format]
        language = try arguments[Self.lang]
        priceList = try PriceListOption(arguments)
        asOf = try AsOfOption(arguments).moment
        if language != nil && format != .text {
            throw UsageError(message: "'--lang' applies only to --format text; JSON carries every translation")
        }
    }

    /// Where a dish is cooked and where it came from, then the options of
    /// its choices that send it elsewhere (`加面 → 面档`, SPEC 26).
    private func stationLines(of details: NodeDetails, in context: CommandContext) throws -> [(String, String)] {
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

    func run(in context: CommandContext) throws {
        let listing = try priceList.listing(in: context)
        let details = try PriceListOption.priced(try context.menu.tree.describe(target), by: listing)
        let store = context.menu.choices
        guard format == .text else {
            context.output += RowFormats.json(details, choices: try store.choices(of: details.record.id, in: try store.allOffers()))
            return
        }
        let sources = try store.sources(of: details.record.id)
        let text = RowFormats.text(details, language: language, choiceLines: RowFormats.choiceLines(
            isGroup: details.record.isGroup, offered: sources.offered, withdrawn: sources.withdrawn) + (try stationLines(of: details, in: context))
            + (try PhotoCommand.showLines(of: details.record, in: context)))
        let chain = context.menu.chain
        context.output += try StorePriceNote.noted(text, headOffice: chain.headOfficePrice(of: details.record.id),
                                                   ownHours: chain.hasOwnHours(details.record.id),
                                                   ownEntry: listing.map { try chain.hasOwnEntry(inList: $0.list.name, for: details.record.id) } ?? false)
        try context.noticeIfNoNames(in: language)
        // What a group holds, one level down, as `list` shows rows (SPEC 11).
        let entries = PriceListOption.priced(try context.menu.tree.entries(of: .id(details.record.id)), by: listing)
        if !entries.isEmpty {
            var table = MenuTable(showNumbers: false)
            table.language = language
            context.output += "entries:\n" + table.render(entries).split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        }
    }
}
