import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `export --format square`'s own options and its run (SPEC 29), kept here
/// so that the export command lists them as one group and calls one function.
struct SquareExportOptions: OptionGroup {
    static let location = Option<[SquareLocationID]>(
        "location", valueName: "id",
        help: "With --format square: sold only at this Square location (repeatable); sold out, and at a store its own prices, are said there.")
    static let declarations: [any OptionDeclaration] = [location]

    let locations: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        var seen: [String] = []
        for location in try arguments[Self.location] where !seen.contains(location.text) { seen.append(location.text) }
        locations = seen
    }

    /// Refuses the options when the format is not Square's.
    func check(format: ExportCommand.Format) throws(UsageError) {
        if !locations.isEmpty && format != .square {
            throw UsageError(message: "'--location' applies only to --format square")
        }
    }

    /// The upload of `root` (already priced by `priceList`), and a notice
    /// for each kind of what it leaves out.
    func request(of root: MenuGroup, pricedBy priceList: String?, in context: CommandContext) throws -> String {
        let menu = context.menu
        var catalog = SquareCatalog(choiceLists: try menu.choices.lists().map { ($0.id, $0.list) },
                                    offers: try menu.choices.allOffers(), presence: SquarePresence(locations: locations))
        // A store's own prices are overrides at its locations; without one they are the prices.
        if !locations.isEmpty && priceList == nil { catalog.headOfficePrices = try menu.chain.headOfficePrices() }
        var (json, leftOut) = try catalog.request(of: root)
        // The menu's own prices, or one list's: the others are not in it.
        leftOut.count(.priceLists, try menu.priceLists.lists().count - (priceList == nil ? 0 : 1))
        let glossary = try menu.glossary.glossary()
        if glossary.isOwn { leftOut.count(.glossaryWords, glossary.entries.count) }
        leftOut.notices.forEach(context.notice)
        return json
    }
}

/// A Square location's id, as Square's dashboard shows it (`L88917AVBK2S5`):
/// letters, digits, `-` and `_`, at most 64.
struct SquareLocationID: ExpressibleByArgument {
    let text: String

    init(argument: String) throws(ArgumentValueError) {
        let allowed = argument.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        guard allowed, (1...64).contains(argument.utf8.count) else {
            throw .explained("'\(Terminal.escaped(Terminal.shortened(argument, to: 40)))' is not a Square location id (letters, digits, - and _, like L88917AVBK2S5)")
        }
        text = argument
    }

    var defaultValueDescription: String { text }
}
