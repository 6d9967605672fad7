import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct ExportCommand: MenuCommand, AsOfReadable {
    enum Format: String, CaseIterable, ExpressibleByArgument { case json, text, html, csv, square }

    static let format = Option<Format>("format", default: .json, help: "The output format.")
    static let title = Option<PageTitle?>("title", valueName: "text",
                                          help: "The page's title, with --format html. (default: \(MenuPage.defaultTitle), or Menu with --lang en)")
    static let bom = Flag("bom", help: "Start the CSV with a UTF-8 byte order mark, for spreadsheets that need one.")
    static let available = Flag("available", help: "With --format html: only what a guest can order then (sold-out dishes and closed hours left out).")
    static let at = Option<ServiceTime?>("at", valueName: "when",
                                         help: "With --available: the moment to ask about, HH:MM (today) or 'sat 23:30' (default: now).")
    static let noPhotos = Flag("no-photos", help: "With --format html: leave the dishes' photos out.")
    static let withPhotos = Flag("with-photos", help: "With --format json: carry the photos' bytes too (base64, once each, by digest), so that import gives them back.")
    static let rules = Option<[LabelRegime]>("rules", valueName: "regime",
                                             help: "With --format html: what the law of us, uk, eu or cn asks the page to say (repeatable; default cn).")
    static let photos = Option<String?>("photos", valueName: "dir",
                                        help: "Write each dish's photo into this folder, a JPEG named after its path, instead of the menu.")
    static let place = Option<PhotoPlace?>("for", valueName: "place",
                                           help: "With --photos: cut and size each photo as the place asks: doordash 16:9 of at least 1400×800, ubereats 5:4, meituan 4:3 of at most 1600×1200, square as it is, with Square's request to upload each (square-images.json).")
    static let lang = Option<LanguageTag?>("lang", help: "With --format html: each name's translation into this language (en, ja) under it, and the page's own words, sizes, units and tags in it (see glossary).")

    static let commandName = "export"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Write the whole menu as JSON (for import), text, an HTML page for guests, CSV, or a Square catalog upload.",
        discussion: """
            --format html writes one self-contained page (no script, font or image
            from elsewhere; the menu inside as schema.org data) for a phone or for
            printing on A4; its --title holds what a name may hold, '/' too.
            --format csv writes RFC 4180 CSV with the header
            \(csvHeader)
            then \(occasionalColumns) when the menu has them, and name:LANG,description:LANG for
            each language the menu has, which import reads back. A field a
            spreadsheet would run as a formula (one starting with =, +, - or @)
            is written after a ', which import takes off. CSV does not carry the
            menu's choice lists, price lists or glossary: a notice on stderr names
            those the menu has; JSON carries them.
            --format square writes Square's BatchUpsertCatalogObjectsRequest; a menu
            over its 10,000 objects is written a request at a time, each export the
            objects Square does not hold yet by --id-map (exit 0, and a notice of how
            many remain), until Square holds them all (exit 1).
            """,
        options: [format, title, bom, available, at, lang, noPhotos, withPhotos, rules, photos, place] as [any OptionListing] + Menuctl.features.exportOptions
            + [PriceListOption.options, SquareExportOptions.options, AsOfOption.options],
        examples: ["menuctl export > menu.json", "menuctl export --format html --title '川味小馆' > menu.html",
                   "menuctl export --format csv --bom > menu.csv"]
    )

    /// The columns every CSV export starts with, as the export writes them,
    /// broken after a comma where a line of help would pass 80 columns.
    static var csvHeader: String {
        var lines: [String] = []
        var line = ""
        for column in MenuCSV.header.split(separator: ",") {
            if !line.isEmpty && line.count + column.count + 4 > 80 {
                lines.append(line)
                line = ""
            }
            line += column + ","
        }
        return (lines + [String(line.dropLast())]).map { "  " + $0 }.joined(separator: "\n")
    }

    /// The columns written when the menu has what they carry, in the
    /// features' order: `sold_out_until, withdrawn, …, kcal and portion`.
    static var occasionalColumns: String {
        let names = MenuCSV.occasionalColumns.map(\.header)
        return names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + (names.last ?? "")
    }

    let format: Format
    let title: PageTitle?
    let byteOrderMark: Bool
    /// With --available: the moment asked about, nil for now.
    let available: ServiceTime??
    let language: LanguageTag?
    /// With --format html: the page without pictures.
    let withoutPhotos: Bool
    /// With --format json: the masters' bytes at the document's end.
    let carriesPhotos: Bool
    /// With --format html: the regimes whose labels it carries, each once (SPEC 28).
    let rules: [LabelRegime]
    /// With --photos: the folder the dishes' photos go to, and the place they are sized for.
    let photoFolder: String?
    let photoPlace: PhotoPlace?
    let priceList: PriceListOption
    let asOf: HistoryMoment?
    /// A feature's sheet asked for instead of the menu (CommandFeature).
    let sheet: (any MenuSheet)?
    /// With --format square: its locations (SquareExport.swift).
    let square: SquareExportOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try arguments[Self.format]
        square = try SquareExportOptions(arguments)
        sheet = try Menuctl.features.exportSheet(arguments)
        priceList = try PriceListOption(arguments)
        asOf = try AsOfOption(arguments).moment
        title = try arguments[Self.title]
        byteOrderMark = arguments[Self.bom]
        language = try arguments[Self.lang]
        if language != nil && format != .html {
            throw UsageError(message: "'--lang' applies only to --format html")
        }
        let at = try arguments[Self.at]
        if arguments[Self.available] {
            guard format == .html else { throw UsageError(message: "'--available' applies only to --format html") }
            available = .some(at)
        } else if at != nil {
            throw UsageError(message: "The option '--at <when>' needs '--available'")
        } else {
            available = nil
        }
        withoutPhotos = arguments[Self.noPhotos]
        let rules = try arguments[Self.rules]
        if !rules.isEmpty && format != .html { throw UsageError(message: "'--rules' applies only to --format html") }
        self.rules = rules.enumerated().filter { !rules[..<$0.offset].contains($0.element) }.map(\.element)
        photoFolder = try arguments[Self.photos]
        photoPlace = try arguments[Self.place]
        if photoPlace != nil && photoFolder == nil {
            throw UsageError(message: "'--for' applies only with --photos DIR")
        }
        if photoFolder == "" { throw UsageError(message: "The value '' is invalid for '--photos <dir>': give a folder") }
        try square.check(format: format, photosForSquare: photoPlace == .square)
        // The folder is written instead of the menu: a format or a sheet asked beside it would be dropped unsaid.
        if photoFolder != nil && (sheet != nil || arguments.isGiven(Self.format)) {
            // The sheets' own options, as their features name them.
            let sheets = Menuctl.features.compactMap { $0.exportSheet?.options.first?.specs.first.map { "--" + $0.long } }
            throw UsageError(message: "'--photos' writes the dishes' photos, not the menu: leave out "
                             + (["--format"] + sheets).joined(separator: " and "))
        }
        if withoutPhotos && format != .html {
            throw UsageError(message: "'--no-photos' applies only to --format html")
        }
        carriesPhotos = arguments[Self.withPhotos]
        if carriesPhotos && (format != .json || photoFolder != nil || sheet != nil) {
            throw UsageError(message: "'--with-photos' applies only to --format json")
        }
        if title != nil && format != .html {
            throw UsageError(message: "'--title' applies only to --format html")
        }
        if byteOrderMark && format != .csv {
            throw UsageError(message: "'--bom' applies only to --format csv")
        }
    }

    func run(in context: CommandContext) throws {
        if let photoFolder { return try writePhotos(to: photoFolder, in: context) }
        var root = try context.menu.tree.load()
        // Left to the process's exit, as `list` leaves its tree: taken apart
        // node by node it cost an eighth of writing the CSV.
        context.keepUntilExit(root)
        if let sheet { return context.output += try sheet.write(root, in: context) }
        var moment: Moment?
        if let available {
            moment = available.map(LocalClock.moment(of:)) ?? LocalClock.now()
            root = root.offered(at: moment ?? LocalClock.now())
        }
        root = try priceList.priced(root, availableAt: moment, in: context)
        switch format {
        case .json: try Self.writeDocument(of: root, in: context.menu, pricedBy: priceList.name, withPhotos: carriesPhotos, emit: context.emit)
        case .text: context.output += MenuTable(showNumbers: false).render(root.visibleRows(all: true))
        case .html:
            let glossary = try language.map { try context.menu.glossary.words(for: $0) } ?? [:]
            var page = MenuPage(title: title?.text, language: language, glossary: glossary)
            page.rules = rules.isEmpty ? LabelRegime.forCurrency : rules
            // The list the page is priced by, named or timed (`--available --at`): its condition beside its prices.
            if let name = priceList.name {
                page.priceCondition = MenuPage.condition(of: try context.menu.priceLists.list(named: name).list, language: language)
            } else if let moment, let timed = try context.menu.priceLists.timedListing(at: moment) {
                page.priceCondition = MenuPage.condition(of: timed.list, language: language)
            }
            page.moment = moment ?? LocalClock.now()
            page.fees = try context.menu.fees.list()
            page.choices = MenuDocument.ChoicesExport(lists: try context.menu.choices.lists().map(\.list),
                                                      offers: try context.menu.choices.allOffers())
            // A dish off sale (停售) is not on the guests' page (SPEC 20).
            let shown = root.withoutOffSale()
            if !withoutPhotos { page.pictures = try PagePictures.make(for: shown, in: context) }
            try page.write(of: shown, emit: context.emit)
            try context.noticeIfNoNames(in: language)
        case .csv:
            try MenuCSV.write(of: root, byteOrderMark: byteOrderMark, offers: try context.menu.choices.allOffers(),
                              priced: priceList.name != nil, emit: context.emit)
            try Self.noticeWhatCSVLeavesOut(of: root, in: context)
        case .square: context.output += try square.request(of: root, pricedBy: priceList.name, in: context)
        }
    }

    /// CSV carries nodes, not the menu's lists or glossary (SPEC 25), nor a
    /// field declared without a CSV column: said when the menu has any,
    /// with the way to copy all of it.
    private static func noticeWhatCSVLeavesOut(of root: MenuGroup, in context: CommandContext) throws {
        let menu = context.menu
        let others = try Menuctl.features.flatMap { try $0.csvLeftOut?(menu) ?? [] }
        guard let leftOut = MenuCSV.leftOut(fields: MenuCSV.fieldsLeftOut(of: root), choiceLists: try menu.choices.lists().count, priceLists: try menu.priceLists.lists().count,
                                            others: others, ownGlossary: try menu.glossary.glossary().isOwn) else { return }
        context.notice("CSV does not carry \(leftOut); menuctl export (JSON) carries the whole menu")
    }
}

extension ExportCommand {
    /// `export --photos DIR [--for PLACE]`: a line per file written, and
    /// each photo too small for the place named on stderr.
    private func writePhotos(to folder: String, in context: CommandContext) throws {
        let root = try context.menu.tree.load()
        let written = try PhotoFolder.write(root, to: folder, for: photoPlace, in: context)
        for file in written.files {
            context.report("\(file.path) → \(file.file): \(PhotoCommand.said(file.photo))")
        }
        if let place = photoPlace, let least = place.rules.least {
            for small in written.tooSmall {
                context.warn("the photo of \(small.path) is \(small.photo.width)×\(small.photo.height), too small for \(place.rawValue) "
                             + "(at least \(least.width)×\(least.height) at \(place.rules.ratio.map { "\($0.width):\($0.height)" } ?? "its shape")): not written")
            }
        }
        if written.files.isEmpty && written.tooSmall.isEmpty { context.notice("no dish has a photo") }
        if photoPlace == .square, !written.files.isEmpty { try square.writeImageRequests(for: written, in: folder, context: context) }
    }

    /// The export document of `root`, read from `menu`: what `export` writes
    /// and what `diff` compares.
    /// `withPhotos`: the masters of the photos its nodes show, each once.
    /// Handed to `emit` a piece at a time, as `export` streams it.
    static func writeDocument(of root: MenuGroup, in menu: MenuTransaction, pricedBy priceList: String? = nil,
                              withPhotos: Bool = false, lines: NodeLines? = nil, emit: ([UInt8]) throws -> Void) throws {
        let choices = MenuDocument.ChoicesExport(lists: try menu.choices.lists().map(\.list),
                                                 offers: try menu.choices.allOffers())
        // A menu priced by a list is a view of it: its lists stay home.
        let lists = priceList == nil ? try menu.priceLists.exported(in: root) : []
        try MenuDocument.write(of: root, choices: choices, glossary: try menu.glossary.glossary(), priceLists: lists,
                               sections: try Menuctl.features.compactMap { try $0.documentSection?(menu) }, pricedBy: priceList,
                               photos: withPhotos ? try PhotoCommand.mastersMember(of: root, in: menu) : "", lines: lines, emit: emit)
    }
}
