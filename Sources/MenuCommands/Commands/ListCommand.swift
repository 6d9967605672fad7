import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct ListCommand: MenuCommand, AsOfReadable {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, tsv, json }

    static let group = Argument<Target?>("group", help: "List only what is under this group, as if it were the whole menu.", completion: .group)
    static let all = Flag("all", help: "Show every row, ignoring collapsed groups.")
    static let ids = Flag("ids", help: "Show each row's #ID.")
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)
    static let available = Flag("available", help: "Show only what a guest can order: not sold out, and served now.")
    static let at = Option<ServiceTime?>("at", valueName: "when",
                                         help: "With --available: the moment to ask about, HH:MM (today) or 'sat 23:30' (default: now).")
    static let lang = Option<LanguageTag?>("lang", help: "Show names in this language (en, ja, zh-Hant) where they are translated.")
    static let tag = Option<DishTag?>("tag", help: "Show only the dishes with this tag, and the groups that lead to them.")
    static let sizes = Flag("sizes", help: "Show each size by name and price, not the range (小份 58.00 · 大份 88.00).")

    static let commandName = "list"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Show the visible rows of the menu, as a table view would.",
        discussion: """
            The children of a group show only while it is expanded; --all shows every row.
            With a GROUP, rows and depth count from it; paths stay full.
            --available shows only what a guest can order then: a group with nothing on
            offer inside it is left out, and rows are numbered as shown. --tag keeps
            the dishes with that tag in the same way, --without those free of an
            allergen, and --diet those marked with a diet.
            """,
        arguments: [group],
        options: [all, ids, format, json, available, at, lang, tag] as [any OptionListing] + Menuctl.features.listOptions
            + [PriceListOption.options, sizes, DietaryOptions.Filter.options, AsOfOption.options],
        examples: [
            "menuctl list",
            "menuctl list --available --at 'sat 01:30'",
            "menuctl list --lang en --tag 招牌 --without 花生 --without sesame",
        ],
        printsColor: true
    )

    let group: Target?
    let all: Bool
    let showIDs: Bool
    let format: Format
    let color: ColorChoice
    /// nil: the whole menu; else only what is on offer then (SPEC 10).
    let available: Available?
    /// Names in this language where translated (SPEC 11); text only.
    let language: LanguageTag?
    /// Only dishes with this tag (SPEC 11).
    let tag: DishTag?
    /// The parts of the menu the features' options keep (CommandFeature).
    let cuts: [any MenuCut]
    /// Priced by this list (SPEC 21).
    let priceList: PriceListOption
    /// Sizes in full, not as a range; text only.
    let showSizes: Bool
    /// Only dishes free of these allergens and marked with these diets (SPEC 24).
    let dietary: DietaryOptions.Filter
    let asOf: HistoryMoment?

    enum Available {
        case now
        case at(ServiceTime)
    }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        group = try arguments[Self.group]
        all = arguments[Self.all]
        showIDs = arguments[Self.ids]
        format = try arguments[Self.format]
        color = try arguments[GlobalOptions.color]
        let at = try arguments[Self.at]
        if arguments[Self.available] {
            available = at.map(Available.at) ?? .now
        } else if at != nil {
            throw UsageError(message: "The option '--at <when>' needs '--available'")
        } else {
            available = nil
        }
        language = try arguments[Self.lang]
        tag = try arguments[Self.tag]
        cuts = try Menuctl.features.listCuts(arguments)
        priceList = try PriceListOption(arguments)
        showSizes = arguments[Self.sizes]
        dietary = try DietaryOptions.Filter(arguments)
        asOf = try AsOfOption(arguments).moment
        // JSON rows carry every translation already; a name that is not the
        // last name of the row's path would only mislead a script.
        if showSizes && format != .text {
            throw UsageError(message: "'--sizes' applies only to --format text: TSV and JSON rows carry every size")
        }
        if language != nil && format != .text {
            throw UsageError(message: "'--lang' applies only to --format text: TSV rows name nodes by their path, and JSON rows carry every translation")
        }
    }

    func run(in context: CommandContext) throws {
        let menu = try shownMenu(in: context)
        context.keepUntilExit(menu)
        // The text table shows no choices.
        let offers = format == .text ? ChoiceOffers() : try context.menu.choices.allOffers()
        guard let (listed, path) = try context.menu.tree.listed(in: menu, under: group) else {
            return try present([], offers: offers, in: context)
        }
        // Without choices TSV and JSON rows go out as the tree is walked,
        // none kept; choices are worked out from all the rows first.
        let walk = { (row: (VisibleRow) throws -> Void) throws in try listed.forEachVisibleRow(all: all, under: path, row) }
        switch format {
        case .tsv where offers.isEmpty: try RowFormats.tsv(rowsFrom: walk, emit: context.emit)
        case .json where offers.isEmpty: try RowFormats.json(rowsFrom: walk, emit: context.emit)
        case .text:
            // Walked twice, measured and then written, no row kept.
            try textTable.write(rowsFrom: walk, emit: context.emit)
            try context.noticeIfNoNames(in: language)
        default: try present(listed.visibleRows(all: all, under: path), offers: offers, in: context)
        }
    }

    /// The menu loaded and cut down to what the options ask for: on offer
    /// then, priced by a list, a tag's dishes, free of allergens.
    private func shownMenu(in context: CommandContext) throws -> MenuGroup {
        // The text table shows no photo: it reads none (SPEC 27).
        var menu = try context.menu.tree.load(photos: format != .text)
        // Cut down below, the tree as loaded would be torn down node by
        // node before a row is written; a reader run alone keeps it.
        context.keepUntilExit(menu)
        let moment: Moment? = switch available {
        case nil: nil
        case .now: LocalClock.now()
        case .at(let time): LocalClock.moment(of: time)
        }
        if let moment { menu = menu.offered(at: moment) }
        // Rows under a GROUP show it whatever its state: then all is priced.
        menu = try priceList.priced(menu, availableAt: moment, shownOnly: !all && group == nil, in: context)
        if let tag { menu = menu.tagged(tag) }
        for cut in cuts { menu = try cut.cut(menu, in: context) }
        if !dietary.keepsAll { menu = menu.suiting(without: dietary.without, diets: dietary.diets) }
        return menu
    }

    private func present(_ rows: [VisibleRow], offers: ChoiceOffers, in context: CommandContext) throws {
        switch format {
        case .tsv: try RowFormats.tsv(rows, choices: try choices(of: rows, offers: offers, in: context), emit: context.emit)
        case .json: try RowFormats.json(rows, choices: try choices(of: rows, offers: offers, in: context), emit: context.emit)
        case .text:
            try textTable.write(rows, emit: context.emit)
            try context.noticeIfNoNames(in: language)
        }
    }

    private var textTable: MenuTable {
        var table = MenuTable(showIDs: showIDs, colored: ColorChoice.enabled(color))
        table.language = language
        table.showSizes = showSizes
        return table
    }

    /// The rows' choices (SPEC 18), worked out in one pass down the rows,
    /// starting from what the listed group inherits.
    private func choices(of rows: [VisibleRow], offers: ChoiceOffers, in context: CommandContext) throws -> RowChoices? {
        guard !offers.isEmpty else { return nil }
        var above = ChoiceOffers.Inherited()
        if let group, group != .top { above = try context.menu.choices.inherited(by: try context.menu.tree.resolve(group).id, in: offers) }
        return offers.choices(of: rows, above: above)
    }
}
