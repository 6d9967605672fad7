import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// A line of a batch that failed: reported as `FILE:LINE: Error: …` (SPEC 6).
struct BatchFailure: Error {
    let place: String
    let error: MenuError
}

struct BatchCommand: MenuCommand, DryRunnable {
    static let file = Argument<String?>("file", help: "The file to run; '-' or none reads standard input.", completion: .file)

    static let commandName = "batch"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Run many commands from a file as one transaction.",
        discussion: """
            Each line is a menuctl command without the word 'menuctl', split into words
            as a POSIX shell would (quotes, backslashes). Blank lines and lines starting
            with '#' are skipped. If any line fails, nothing is changed.
            """,
        arguments: [file],
        options: [DryRunOption.options],
        examples: [
            "menuctl batch examples/sichuan.menuctl",
            "printf 'add-group 酒水\\nadd-item 青岛啤酒 --in 酒水 --price 8\\n' | menuctl batch",
        ],
        access: .write
    )

    /// One line, checked and ready to run: a command, or a dish that goes
    /// in with its neighbours.
    private struct Line {
        enum Work {
            case command(any MenuCommand, quiet: Bool)
            case dish(BatchDishLine)
        }
        let number: Int
        let work: Work
    }

    let file: String
    let dryRun: Bool
    private var lines: [Line] = []
    /// Made once, for every line the parser reads.
    private let parser = Menuctl.parser(allowsDatabaseOption: false)
    private var started = 0.0

    init(_ arguments: ParsedArguments) throws(UsageError) {
        file = try arguments[Self.file] ?? "-"
        dryRun = DryRunOption(arguments).isAsked
    }

    /// Reads the whole file and checks every line before the database is
    /// opened: a usage error on line 900 costs no lock and no rollback.
    mutating func prepare() throws {
        let bytes: [UInt8]
        do {
            bytes = try StandardStream.readInput(file)
        } catch let tooLong as InputFile.LineTooLong {
            throw BatchFailure(place: place(tooLong.line), error: MenuError(.malformedFile, "the line is longer than 1 MiB"))
        }
        started = Progress.now()
        var previousDish: BatchDishLine?
        for (index, text) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            do {
                guard let words = try Self.words(of: text) else { continue }
                if let dish = BatchDishLine(words, previous: previousDish) {
                    lines.append(Line(number: index + 1, work: .dish(dish)))
                    previousDish = dish
                } else {
                    lines.append(try Self.parse(words, number: index + 1, parser: parser))
                }
            } catch {
                throw BatchFailure(place: place(index + 1), error: Self.lineError(error))
            }
        }
    }

    func run(in context: CommandContext) throws {
        var progress = Progress("batch", total: lines.count, since: started)
        defer { progress.finish() }
        var dishes = BatchDishRun()
        let dishLines = BatchDishRun.Lines(ordinary: { try runOrdinarily($0, $1, in: context) },
                                           failure: { failure(at: $0, $1, in: context) })
        for (index, line) in lines.enumerated() {
            progress.update(index)
            switch line.work {
            case .dish(let dish):
                try dishes.add(dish, number: line.number, in: context, dishLines)
            case .command(let command, let quiet):
                try dishes.end(in: context, dishLines)
                try run(command, number: line.number, quiet: quiet, in: context)
            }
        }
        try dishes.flush(in: context, dishLines)
    }

    /// What a line's command threw, placed at the line.
    private func failure(at number: Int, _ error: any Error, in context: CommandContext) -> BatchFailure {
        BatchFailure(place: place(number), error: MenuError(context.menu.chain.explained(error), databasePath: context.databasePath))
    }

    private func run(_ command: any MenuCommand, number: Int, quiet: Bool, in context: CommandContext) throws {
        let lineContext = context.forLine(quiet: context.quiet || quiet)
        defer {
            context.output += lineContext.output
            context.notices += lineContext.notices
            context.warnings += lineContext.warnings
            context.exitStatus = max(context.exitStatus, lineContext.exitStatus)
        }
        do {
            try command.run(in: lineContext)
        } catch {
            throw failure(at: number, error, in: context)
        }
    }

    /// A dish line read and run as any other line: where it cannot go in
    /// with its neighbours, or must say what is wrong with it.
    private func runOrdinarily(_ number: Int, _ words: [String], in context: CommandContext) throws {
        let line: Line
        do {
            line = try Self.parse(words, number: number, parser: parser)
        } catch {
            throw BatchFailure(place: place(number), error: Self.lineError(error))
        }
        guard case .command(let command, let quiet) = line.work else { return }
        try run(command, number: number, quiet: quiet, in: context)
    }

    private func place(_ line: Int) -> String { "\(Terminal.escaped(file)):\(line)" }

    /// The words of a line; nil when it is blank or a comment.
    private static func words(of bytes: ArraySlice<UInt8>) throws -> [String]? {
        // Checked and split as the bytes they are: making the line a String
        // first costs an allocation and a second pass.
        let words = try bytes.withUnsafeBufferPointer { line throws(MenuError) in
            guard ShellWords.isUTF8(line) else { throw MenuError(.malformedFile, "the line is not valid UTF-8 text") }
            return try ShellWords.split(utf8: line)
        }
        return words.isEmpty ? nil : words
    }

    private static func parse(_ words: [String], number: Int, parser: ArgumentParser) throws -> Line {
        let first = words[0]
        guard first != "batch" else { throw MenuError.invalidArgument("'batch' cannot run inside a batch") }
        let invocation = try parser.parse(words)
        guard case .run(let parsed) = invocation.action, parsed.spec.runsInBatch else {
            throw MenuError.invalidArgument(invocation.action.refusalInsideBatch)
        }
        var command = try Menuctl.command(for: parsed)
        if command.asOfMoment != nil { throw MenuError.invalidArgument("'--as-of' cannot be used inside a batch") }
        if command.isDryRun { throw MenuError.invalidArgument("'--dry-run' cannot be used inside a batch") }
        try command.prepare()
        return Line(number: number, work: .command(command, quiet: invocation.quiet))
    }

    private static func lineError(_ error: any Error) -> MenuError {
        if let usage = error as? UsageError { return MenuError(.invalidArgument, usage.message, hints: usage.hints) }
        if let failure = error as? BatchFailure { return failure.error }
        return MenuError(error, databasePath: "")
    }
}

extension CommandContext {
    /// The same transaction, with the line's own `-q`.
    func forLine(quiet: Bool) -> CommandContext {
        CommandContext(menu: menu, databasePath: databasePath, quiet: quiet)
    }
}
