import MenuKit

struct ExportCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case json, text }

    static let format = Option<Format>("format", default: .json, help: "The output format.")

    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the whole menu as JSON (for import) or as a text outline.",
        options: [format],
        examples: ["menuctl export > menu.json", "menuctl export --format text"]
    )

    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = try arguments[Self.format]
    }

    func run(in context: CommandContext) throws {
        let root = try context.repository.load()
        if format == .json {
            context.output += MenuDocument.json(of: root)
        } else {
            context.output += MenuTable(showNumbers: false).render(root.visibleRows(all: true))
        }
    }
}

struct ImportCommand: MenuCommand {
    static let file = Argument<String>("file", help: "The JSON document; '-' reads standard input.", completion: .file)
    static let replace = Flag("replace", help: "Make the menu exactly the file.")

    static let spec = CommandSpec(
        name: "import",
        abstract: "Load a menu from a JSON document, merging by path unless --replace.",
        discussion: """
            Merging reuses groups that exist (taking the file's expanded state), gives
            dishes that exist the file's price, and appends new entries in file order.
            A price may be {"amount": 3800, "currency": "CNY"} or an amount string "38.00".
            """,
        arguments: [file],
        options: [replace],
        examples: ["menuctl import examples/sichuan.json", "menuctl export | menuctl --db copy.db import - --replace"],
        access: .write
    )

    let file: String
    let replace: Bool
    private var document: MenuDocument?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        file = try arguments[Self.file]
        replace = arguments[Self.replace]
    }

    /// Reads and checks the whole document before the database is opened.
    mutating func prepare() throws {
        let shown = Terminal.escaped(file)
        do {
            document = try MenuDocument(bytes: try StandardStream.readInput(file))
        } catch let tooLong as InputFile.LineTooLong {
            throw MenuError(.malformedFile, "\(shown):\(tooLong.line): the line is longer than 1 MiB")
        } catch let error as MenuError where error.kind == .invalidArgument || error.kind == .malformedFile {
            throw MenuError(.malformedFile, "\(shown): \(error.message)")
        }
    }

    func run(in context: CommandContext) throws {
        guard let document else { return }
        var progress = Progress("import", total: document.count)
        defer { progress.finish() }
        let counts: MenuRepository.ImportCounts
        do {
            counts = try context.repository.importMenu(document, replace: replace) { progress.update($0) }
        } catch let error as MenuError where error.kind == .malformedFile {
            throw MenuError(.malformedFile, "\(Terminal.escaped(file)): \(error.message)")
        }
        context.report("imported \(Terminal.escaped(file)): \(counts.added) added, \(counts.changed) changed, \(counts.unchanged) unchanged, \(counts.removed) removed")
    }
}

extension MenuDocument {
    /// How many groups and dishes the document holds.
    var count: Int {
        func count(_ entries: [Entry]) -> Int { entries.reduce(entries.count) { $0 + count($1.children) } }
        return count(entries)
    }
}
