import MenuKit

/// A line of a batch that failed: reported as `FILE:LINE: Error: …` (SPEC 6).
struct BatchFailure: Error {
    let place: String
    let error: MenuError
}

struct BatchCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "batch",
        abstract: "Run many commands from a file as one transaction.",
        discussion: """
            Each line is a menuctl command without the word 'menuctl', split into words
            as a POSIX shell would (quotes, backslashes). Blank lines and lines starting
            with '#' are skipped. If any line fails, nothing is changed.
            """,
        arguments: [ArgumentSpec(name: "file", help: "The file to run; '-' or none reads standard input.", isOptional: true, completion: .file)],
        examples: [
            "menuctl batch examples/sichuan.menuctl",
            "printf 'add-group 酒水\\nadd-item 青岛啤酒 --in 酒水 --price 8\\n' | menuctl batch",
        ],
        access: .write
    )

    let file: String

    init(_ arguments: ParsedArguments) throws(MenuError) {
        file = arguments.positionals.first ?? "-"
    }

    func run(in context: CommandContext) throws {
        let bytes = try InputFile.read(file)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let parser = ArgumentParser(commands: Menuctl.commands, allowsDatabaseOption: false)
        var progress = Progress("batch", total: lines.count)
        defer { progress.finish() }
        for (index, line) in lines.enumerated() {
            progress.update(index)
            do {
                try runLine(line, parser: parser, context: context)
            } catch {
                var failure = ErrorReport.translate(error, databasePath: context.databasePath)
                if let usage = error as? UsageError { failure = .invalidArgument(usage.message) }
                throw BatchFailure(place: "\(Terminal.escaped(file)):\(index + 1)", error: failure)
            }
        }
    }

    private func runLine(_ bytes: ArraySlice<UInt8>, parser: ArgumentParser, context: CommandContext) throws {
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw MenuError(.malformedFile, "the line is not valid UTF-8 text")
        }
        let words = try ShellWords.split(line)
        guard let first = words.first else { return }  // blank, or a comment
        guard first != "batch" else { throw MenuError.invalidArgument("'batch' cannot run inside a batch") }
        let invocation = try parser.parse(words)
        guard case .run(let parsed) = invocation.action else {
            throw MenuError.invalidArgument("'\(Terminal.escaped(first))' is not a command that can run in a batch")
        }
        let command = try Menuctl.commandType(named: parsed.spec.name)!.init(parsed)
        let lineContext = context.forLine(quiet: context.quiet || invocation.quiet)
        defer { context.output += lineContext.output }
        try command.run(in: lineContext)
    }
}

extension CommandContext {
    /// The same repository and transaction, with the line's own `-q`.
    func forLine(quiet: Bool) -> CommandContext {
        CommandContext(repository: repository, databasePath: databasePath, quiet: quiet)
    }
}
