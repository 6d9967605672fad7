import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct FindCommand: MenuCommand, AsOfReadable {
    static let query = Argument<[String]>("query", help: "Part of a name, in any case (鸡, kung pao), or pinyin: gbjd, gongbao or gong bao.")
    static let ids = Flag("ids", help: "Show each row's #ID.")
    static let format = Option<ListCommand.Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let commandName = "find"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Find groups and dishes by part of their name or by pinyin.",
        discussion: """
            Every group and dish, collapsed or not, whose name or a translation holds
            QUERY (ignoring case), or, when QUERY is ASCII letters, whose pinyin holds it:
            as initials (助记码: gbjd for 宫保鸡丁) or spelled out without tones (gongbao),
            each character read any way Unihan reads it (qz, qiezi, jz and jiazi: 茄子);
            pinyin may be typed in words (gong bao). Traditional and variant characters
            find the simplified ones (雞 finds 鸡), and the other way round; a query of
            Chinese characters that finds nothing is read by its sound (宫爆鸡丁 finds
            宫保鸡丁), which a notice says. Several words are one query (kung pao).
            Rows are shown as list --all shows them, in menu order, numbered among the
            rows found, each named by its path in the text format. Nothing found is exit 1.
            --without and --diet keep only the dishes found that suit them, as in list.
            """,
        arguments: [query],
        options: [ids, format, json, PriceListOption.options, DietaryOptions.Filter.options, AsOfOption.options],
        examples: ["menuctl find gbjd", "menuctl find 鸡", "menuctl find gongbao --format tsv"],
        printsColor: true
    )

    let query: MenuQuery
    let showIDs: Bool
    let format: ListCommand.Format
    let color: ColorChoice
    let priceList: PriceListOption
    let asOf: HistoryMoment?
    /// Only dishes free of these allergens and marked with these diets (SPEC 24).
    let dietary: DietaryOptions.Filter

    init(_ arguments: ParsedArguments) throws(UsageError) {
        // `find kung pao`: several words are one query, as a search box takes them.
        let words = try arguments[Self.query]
        query = try Self.query.spec.value(of: words.joined(separator: " "))
        showIDs = arguments[Self.ids]
        format = try arguments[Self.format]
        color = try arguments[GlobalOptions.color]
        priceList = try PriceListOption(arguments)
        asOf = try AsOfOption(arguments).moment
        dietary = try DietaryOptions.Filter(arguments)
    }

    func run(in context: CommandContext) throws {
        let listing = try priceList.listing(in: context)
        var found = try context.menu.search.find(query)
        // 宫爆鸡丁 for 宫保鸡丁: a character of the same sound, as a pinyin keyboard offers it.
        if found.isEmpty, let sound = query.bySound {
            found = try context.menu.search.find(sound)
            if !found.isEmpty { context.notice("nothing holds \(Terminal.escaped(query.text)); found by its sound, \(sound.text)") }
        }
        var rows = PriceListOption.priced(found, by: listing)
        if !dietary.keepsAll {
            // Groups have no allergens or diets: what is asked for is dishes.
            rows = rows.filter { !$0.node.isGroup && MenuGroup.suits($0.node, without: dietary.without, diets: dietary.diets) }
                .enumerated().map { VisibleRow(number: $0.offset + 1, depth: $0.element.depth, path: $0.element.path, node: $0.element.node) }
        }
        guard !rows.isEmpty else {
            let suiting = dietary.keepsAll ? "" : " and suits what --without and --diet ask"
            throw MenuError.refused("nothing in the menu matches \(Terminal.escaped(query.text))" + suiting)
        }
        switch format {
        case .tsv: try RowFormats.tsv(rows, choices: try choices(of: rows, in: context), emit: context.emit)
        case .json: try RowFormats.json(rows, choices: try choices(of: rows, in: context), emit: context.emit)
        case .text:
            var table = MenuTable(showIDs: showIDs, colored: ColorChoice.enabled(color))
            table.showPaths = true
            try table.write(rows, emit: context.emit)
        }
    }
}

extension FindCommand {
    /// The rows' choices (SPEC 18): found rows are not a walk down the
    /// menu, so each dish's are worked out from the groups above it.
    private func choices(of rows: [VisibleRow], in context: CommandContext) throws -> RowChoices? {
        let offers = try context.menu.choices.allOffers()
        guard !offers.isEmpty else { return nil }
        return RowChoices(eachRow: try rows.map { try context.menu.choices.choices(of: $0.node.id, in: offers) })
    }
}

extension MenuQuery: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try MenuQuery(parsing: argument) }

    package var defaultValueDescription: String { text }
}
