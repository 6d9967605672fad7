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

    /// One line, checked and ready to run.
    private struct Line {
        let number: Int
        let command: any MenuCommand
        let quiet: Bool
    }

    let file: String
    let dryRun: Bool
    private var lines: [Line] = []
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
        let parser = Menuctl.parser(allowsDatabaseOption: false)
        for (index, text) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            do {
                if let line = try Self.parse(text, number: index + 1, parser: parser) { lines.append(line) }
            } catch {
                throw BatchFailure(place: place(index + 1), error: Self.lineError(error))
            }
        }
    }

    func run(in context: CommandContext) throws {
        var progress = Progress("batch", total: lines.count, since: started)
        defer { progress.finish() }
        for (index, line) in lines.enumerated() {
            progress.update(index)
            let lineContext = context.forLine(quiet: context.quiet || line.quiet)
            defer {
                context.output += lineContext.output
                context.notices += lineContext.notices
                context.warnings += lineContext.warnings
                context.exitStatus = max(context.exitStatus, lineContext.exitStatus)
            }
            do {
                try line.command.run(in: lineContext)
            } catch {
                throw BatchFailure(place: place(line.number), error: MenuError(context.menu.chain.explained(error), databasePath: context.databasePath))
            }
        }
    }

    private func place(_ line: Int) -> String { "\(Terminal.escaped(file)):\(line)" }

    private static func parse(_ bytes: ArraySlice<UInt8>, number: Int, parser: ArgumentParser) throws -> Line? {
        // Checked and split as the bytes they are: making the line a String
        // first costs an allocation and a second pass.
        let words = try bytes.withUnsafeBufferPointer { line throws(MenuError) in
            guard ShellWords.isUTF8(line) else { throw MenuError(.malformedFile, "the line is not valid UTF-8 text") }
            return try ShellWords.split(utf8: line)
        }
        guard let first = words.first else { return nil }  // blank, or a comment
        guard first != "batch" else { throw MenuError.invalidArgument("'batch' cannot run inside a batch") }
        let invocation = try parser.parse(words)
        guard case .run(let parsed) = invocation.action, parsed.spec.runsInBatch else {
            throw MenuError.invalidArgument(invocation.action.refusalInsideBatch)
        }
        var command = try Menuctl.command(for: parsed)
        if command.asOfMoment != nil { throw MenuError.invalidArgument("'--as-of' cannot be used inside a batch") }
        if command.isDryRun { throw MenuError.invalidArgument("'--dry-run' cannot be used inside a batch") }
        try command.prepare()
        return Line(number: number, command: command, quiet: invocation.quiet)
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
