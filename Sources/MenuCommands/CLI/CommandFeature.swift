import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// What a feature adds to the commands every feature shares: its own
/// commands, options of `list` that keep part of the menu, lines of `show`,
/// a sheet `export` writes instead of the menu, what Square's export is
/// told. Declared in the feature's own file beside its commands and
/// registered once in `Menuctl.features`, so `list`, `show` and `export`
/// ask every feature alike and name none (docs/architecture.md, "Adding a
/// feature").
struct CommandFeature {
    /// Its own commands, listed in help in this order.
    var commands: [any MenuCommand.Type]
    /// `list`'s options for it and the part of the menu they keep.
    var listFilter: FeatureOptions<any MenuCut>? = nil
    /// What `show` adds about one node, as `label: text` lines.
    var showLines: ((NodeDetails, CommandContext) throws -> [(String, String)])? = nil
    /// `export`'s options for a sheet of its own, written instead of the menu.
    var exportSheet: FeatureOptions<any MenuSheet>? = nil
    /// What it tells Square's export before the catalog is written; it
    /// answers what of it Square has no place for, said after the rest.
    var square: ((inout SquareCatalog, MenuTransaction) throws -> [String])? = nil
    /// What `diff` against a Square catalog does not compare of it (Square holds it elsewhere).
    var squareNotCompared: [String] = []
    /// Its member at the top of the export document, written from the store.
    var documentSection: ((MenuTransaction) throws -> String)? = nil
    /// What of it the menu holds that CSV cannot carry, as CSV export's notice names it.
    var csvLeftOut: ((MenuTransaction) throws -> [String])? = nil
}

/// Options a shared command takes for a feature, and what the words given
/// ask for, read before the database is opened; nil when they ask nothing.
struct FeatureOptions<Asked> {
    /// Made when a command asks for them (`list`'s help and parsing), not
    /// when the feature is registered: every command line, a lone
    /// `add-item` too, registers every feature to find its command.
    private let makeOptions: () -> [any OptionListing]
    let read: (ParsedArguments) throws(UsageError) -> Asked?

    init(options: @autoclosure @escaping () -> [any OptionListing],
         read: @escaping (ParsedArguments) throws(UsageError) -> Asked?) {
        makeOptions = options
        self.read = read
    }

    var options: [any OptionListing] { makeOptions() }
}

/// The part of a loaded menu a `list` option keeps.
protocol MenuCut {
    func cut(_ menu: MenuGroup, in context: CommandContext) throws -> MenuGroup
}

/// A page or a ticket `export` writes of the loaded menu instead of the menu.
protocol MenuSheet {
    func write(_ menu: MenuGroup, in context: CommandContext) throws -> String
}

extension Array where Element == CommandFeature {
    /// Every feature's options of `list`, or of `export`, in registration order.
    var listOptions: [any OptionListing] { compactMap(\.listFilter).flatMap(\.options) }
    var exportOptions: [any OptionListing] { compactMap(\.exportSheet).flatMap(\.options) }

    func listCuts(_ arguments: ParsedArguments) throws(UsageError) -> [any MenuCut] {
        var cuts: [any MenuCut] = []
        for filter in compactMap(\.listFilter) { if let cut = try filter.read(arguments) { cuts.append(cut) } }
        return cuts
    }

    /// The one sheet the words ask for, if any.
    func exportSheet(_ arguments: ParsedArguments) throws(UsageError) -> (any MenuSheet)? {
        for sheet in compactMap(\.exportSheet) { if let asked = try sheet.read(arguments) { return asked } }
        return nil
    }

    func showLines(of details: NodeDetails, in context: CommandContext) throws -> [(String, String)] {
        try flatMap { try $0.showLines?(details, context) ?? [] }
    }
}
