import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

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
