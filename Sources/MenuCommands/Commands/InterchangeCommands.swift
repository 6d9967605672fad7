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

struct ImportCommand: MenuCommand, DryRunnable {
    enum Format: String, CaseIterable, ExpressibleByArgument { case json, csv, square }

    static let file = Argument<String>("file", help: "The JSON or CSV file; '-' reads standard input.", completion: .file)
    static let replace = Flag("replace", help: "Make the menu exactly the file.")
    static let format = Option<Format?>("format", help: "The file's format; without it, a name ending in .csv is CSV, any other JSON.")

    static let commandName = "import"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Load a menu from a JSON or CSV file, merging by path unless --replace.",
        discussion: """
            Merging reuses groups that exist (taking the file's expanded state), gives
            dishes that exist the file's price, and appends new entries in file order.
            A price may be {"amount": 3800, "currency": "CNY"} or an amount string "38.00".
            --replace makes what the file's format holds exactly the file's, and
            leaves the rest as it was: a replace by the menu's own export changes
            nothing. A CSV file is what export --format csv writes, or one typed by
            hand with any of its columns in any order, path among them (kind dish is
            item): a column left out leaves what it says as it is, even with --replace.
            CSV has no expanded state, so new groups are expanded and existing ones stay
            as they are. A JSON document may be one line.
            """,
        arguments: [file],
        options: [replace, format, DryRunOption.options],
        examples: ["menuctl import examples/sichuan.json", "menuctl export | menuctl --db copy.db import - --replace",
                   "menuctl import menu.csv --replace"],
        access: .write
    )

    let file: String
    let replace: Bool
    let format: Format
    let dryRun: Bool
    private var document: MenuDocument?
    /// The file's bytes when its entries are checked as they are read
    /// (`prepare(forMenuAt:)`): checked whole only if the run fails.
    private var uncheckedBytes: [UInt8]?
    /// With --format square: what the catalog holds that a menu cannot (SquareImportFile).
    private var leftOut: [String] = []
    private var started = 0.0

    init(_ arguments: ParsedArguments) throws(UsageError) {
        file = try arguments[Self.file]
        replace = arguments[Self.replace]
        dryRun = DryRunOption(arguments).isAsked
        format = try arguments[Self.format] ?? (file.lowercased().hasSuffix(".csv") ? .csv : .json)
    }

    /// Reads and checks the whole document before the database is opened.
    mutating func prepare() throws { try prepare(checkingEntriesAsRead: false) }

    /// Into a menu that opening leaves as it was (a new one, or one of the
    /// latest schema), a JSON file's entries are checked as the import
    /// reads them, in its one transaction, rather than read twice: a bad
    /// entry rolls the import back, and `firstProblem` then says what a
    /// check of the whole file would have said first. A menu of an older
    /// schema would be upgraded on opening, which a bad file must not
    /// cause: its file is checked whole first.
    mutating func prepare(forMenuAt path: String) throws {
        try prepare(checkingEntriesAsRead: format == .json && MenuStore.opensUnchanged(at: path))
    }

    private mutating func prepare(checkingEntriesAsRead: Bool) throws {
        started = Progress.now()
        if format == .square {
            (document, leftOut) = try SquareImportFile.read(file)
        } else if checkingEntriesAsRead {
            let bytes = try Self.input(file, format: format)
            uncheckedBytes = bytes
            document = try Self.document(of: bytes, from: file, format: format, checkingEntriesFirst: false)
        } else {
            document = try Self.read(file, format: format)
        }
        if let document { try PhotoCommand.checkMasters(of: document, from: file) }
    }

    /// The problem a check of the whole file finds first, if the file's
    /// entries were left to be checked as they were read; else `error`.
    func firstProblem(after error: any Error) -> any Error {
        guard let uncheckedBytes else { return error }
        do { _ = try Self.document(of: uncheckedBytes, from: file, format: format) } catch let first { return first }
        return error
    }

    /// The whole document `file` holds, checked: exit 66 when it cannot
    /// be read, 65 when it is not a menu.
    static func read(_ file: String, format: Format) throws -> MenuDocument {
        try document(of: try input(file, format: format), from: file, format: format)
    }

    /// The bytes of `file`: exit 66 when it cannot be read, 65 when it cannot be a document.
    private static func input(_ file: String, format: Format) throws -> [UInt8] {
        do {
            // A JSON document may be one line of any length (SPEC 9); CSV records keep the 1 MiB limit.
            return try StandardStream.readInput(file, maximumLineLength: format == .csv ? InputFile.maximumLineLength : nil)
        } catch let tooLong as InputFile.LineTooLong {
            let place = "\(Terminal.escaped(file)):\(tooLong.line)"
            throw BatchFailure(place: place, error: MenuError(.malformedFile, "the line is longer than 1 MiB"))
        } catch let error as MenuError {
            throw malformed(error, in: file)
        }
    }

    /// The document `bytes` of `file` hold: exit 65 when it is not a menu.
    private static func document(of bytes: [UInt8], from file: String, format: Format,
                                 checkingEntriesFirst: Bool = true) throws -> MenuDocument {
        do throws(MenuError) {
            return try format == .csv ? MenuDocument(csv: bytes, file: Terminal.escaped(file))
                : MenuDocument(bytes: bytes, checkingEntriesFirst: checkingEntriesFirst)
        } catch {
            throw malformed(error, in: file)
        }
    }

    /// A problem of the file's text said with the file's name (or as a
    /// batch says a line, at its place); any other error as it is.
    private static func malformed(_ error: MenuError, in file: String) -> any Error {
        guard error.kind == .invalidArgument || error.kind == .malformedFile else { return error }
        return error.place == nil ? MenuError(.malformedFile, "\(Terminal.escaped(file)): \(error.message)") : fileLineFailure(error)
    }

    func run(in context: CommandContext) throws {
        guard let document else { return }
        leftOut.forEach(context.notice)
        var progress = Progress("import", total: document.count, since: started)
        defer { progress.finish() }
        let counts = try Self.load(document, from: file, format: format, into: context.menu, replace: replace) { progress.update($0) }
        context.report("imported \(Terminal.escaped(file)): \(counts.added) added, \(counts.changed) changed, \(counts.unchanged) unchanged, \(counts.removed) removed"
                       + Self.kinds(counts))
        if let left = PhotoCommand.leftAsTheyWere(context.menu.photosLeftAsTheyWere) {
            context.notice(left)
        }
    }

    /// `; set meals: 1 added; choice lists: 3 added; price lists: 3 added; glossary words: 2 changed`:
    /// each kind the import touched, after the nodes, with what it did.
    static func kinds(_ counts: ImportStore.ImportCounts) -> String {
        let kinds = [("set meals", counts.setMeals), ("choice lists", counts.choiceLists), ("price lists", counts.priceLists),
                     ("glossary words", counts.glossaryWords)] + counts.sections.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return kinds.filter { !$0.1.isEmpty }.map { name, tally in
            "; \(name): " + [(tally.added, "added"), (tally.changed, "changed"), (tally.removed, "removed")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }.joined()
    }

    /// Imports `document`, read from `file`, into `menu`; a clash is said
    /// at its place in the file.
    static func load(_ document: MenuDocument, from file: String, format: Format, into menu: MenuTransaction, replace: Bool,
                     progress: (Int) -> Void = { _ in }) throws -> ImportStore.ImportCounts {
        do {
            var counts = try menu.imports.importMenu(document, replace: replace, progress: progress)
            try menu.priceLists.importLists(document.priceLists, replace: replace, carriesConditions: document.carriesLabels, into: &counts)
            return counts
        } catch let error as MenuError where error.kind == .malformedFile {
            // A CSV place is FILE:LINE, said first as a batch says it; a JSON
            // place is a path in the document, said after the file's name.
            guard format == .json else { throw fileLineFailure(error) }
            throw MenuError(.malformedFile, "\(Terminal.escaped(file)): " + (error.place.map { "\($0): " } ?? "") + error.message)
        }
    }

    /// `menu.csv:7: Error: …`, exit 65, as a failed line of a batch is reported (SPEC 6, 15).
    private static func fileLineFailure(_ error: MenuError) -> any Error {
        guard let place = error.place else { return error }
        var error = error
        error.place = nil
        return BatchFailure(place: place, error: error)
    }
}
