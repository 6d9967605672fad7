import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The program: parse the words, open the database the command needs, run
/// the command in one transaction, print, and turn failures into exit codes.
package enum Menuctl {
    static let version = "0.1.0"
    static let overview = "Keep a restaurant's menu, groups and dishes, in a SQLite file."

    /// Made once: a batch asks for a command's type on every line.
    nonisolated(unsafe) static let commandTypes: [any MenuCommand.Type] = [
        AddGroupCommand.self, AddItemCommand.self, ListCommand.self,
        ToggleCommand.self, ExpandCommand.self, CollapseCommand.self,
        ShowCommand.self, EditCommand.self, MoveCommand.self, RemoveCommand.self,
        BatchCommand.self, ImportCommand.self, ExportCommand.self, InfoCommand.self, CheckCommand.self,
        SoldOutCommand.self, RestockCommand.self, OffCommand.self, OnCommand.self, HoursCommand.self,
        StockPortionsCommand.self, SellCommand.self, UnsellCommand.self, DayStartCommand.self,
        HistoryCommand.self, UndoCommand.self, RedoCommand.self, BackupCommand.self,
        FindCommand.self, SortCommand.self, RepriceCommand.self, BrowseCommand.self,
        ChoicesCommand.self, AddSetCommand.self, SlotCommand.self, DiffCommand.self,
        GlossaryCommand.self,
    ] + features.flatMap(\.commands) + [
        PricesCommand.self,
        PublishCommand.self, ApplyCommand.self,
    ]

    /// The features that add to `list`, `show` and `export` as well as
    /// having commands of their own, each declared beside its commands.
    nonisolated(unsafe) static let features: [CommandFeature] = [.stations, .photos, .statedPrices]

    static var commands: [CommandSpec] { commandTypes.map { $0.spec } }

    /// The type of a command, nested ones (`choices add`) too.
    static func commandType(named name: String) -> (any MenuCommand.Type)? {
        guard let space = name.firstIndex(of: " ") else { return commandTypes.first { $0.commandName == name } }
        return commandType(named: String(name[..<space]))?.subcommandTypes.first { $0.commandName == name }
    }

    /// The command a parsed line names, reading its words through its
    /// declarations. The parser only parses words of a command it knows,
    /// so a missing type is the parser's word against this list's.
    static func command(for parsed: ParsedArguments) throws(UsageError) -> any MenuCommand {
        guard let type = commandType(named: parsed.spec.name) else {
            throw UsageError(message: "Unknown subcommand '\(parsed.spec.name)'")
        }
        return try type.init(parsed)
    }

    /// The parser for a command line or a batch line: it makes the
    /// declaration of the command named, and all of them only when needed.
    static func parser(allowsDatabaseOption: Bool = true) -> ArgumentParser {
        ArgumentParser(program: GlobalOptions.program, lookUp: { commandType(named: $0)?.spec }, everyCommand: { commands },
                       allowsDatabaseOption: allowsDatabaseOption)
    }

    /// Runs one command line on `console`, reading `environment`, and
    /// returns the exit status. The program passes the process's own; a
    /// test passes its captures, and may run many at once in one process.
    package static func run(_ arguments: [String], console: Console, environment: CommandEnvironment) -> Int32 {
        Console.$current.withValue(console) {
            CommandEnvironment.$current.withValue(environment) { main(arguments) }
        }
    }

    /// Runs one command line and returns the exit status: parse, call
    /// a store, print.
    static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == Completions.hook {
            return Completions.main(Array(arguments.dropFirst()), commands: commands)
        }
        if arguments == [ReferencePage.hook] {
            return write(ReferencePage(commands: commands).text)
        }
        let invocation: Invocation
        do {
            invocation = try parser().parse(arguments)
        } catch {
            return ErrorReport.usage(error)
        }
        let text: String
        switch invocation.action {
        case .version: text = version + "\n"
        case .help(let spec): text = spec.map(HelpText.command) ?? HelpText.root(commands)
        case .manPage: text = ManPage(commands: commands).text
        case .completionScript(let shell): text = CompletionScript.script(for: shell)
        case .run(let parsed): return run(parsed, as: invocation, typed: arguments)
        }
        return write(text)
    }

    /// Help, the version or a generated text to stdout: exit 0, or 74
    /// when stdout cannot take it (SPEC 8).
    private static func write(_ text: String) -> Int32 {
        do {
            try StandardStream.output.write(text)
            return 0
        } catch {
            return ErrorReport.failure(error, databasePath: "")
        }
    }

    /// Runs a command line that names a command: its words read, its
    /// database found, its input read, then the command.
    private static func run(_ parsed: ParsedArguments, as invocation: Invocation, typed arguments: [String]) -> Int32 {
        var command: any MenuCommand
        let path: String
        do {
            command = try Menuctl.command(for: parsed)
        } catch {
            return ErrorReport.usage(error.about(parsed.spec))
        }
        do {
            path = try DatabaseLocation.path(option: invocation.databasePath)
            if DatabaseLocation.isNamed(option: invocation.databasePath) { try DatabaseLocation.requireFolder(of: path) }
        } catch where error.kind == .invalidArgument {
            return ErrorReport.usage(UsageError(message: error.message, command: parsed.spec))
        } catch {
            return ErrorReport.failure(error, databasePath: "")
        }
        do {
            // Input (a batch or import file, stdin) is read and checked
            // before the database is opened: a batch waiting for its
            // input holds no lock (SPEC 9).
            try command.prepare(forMenuAt: path)
            if let interactive = command.interactive { return try interactive.run(at: path) }
            // The entry's text is the command as typed, so that it
            // could be pasted back (SPEC 13).
            let recording = parsed.spec.recordsHistory ? "menuctl " + ShellWords.joined(arguments) : nil
            return try run(command, access: command.access, path: path,
                           quiet: invocation.quiet, recording: recording)
        } catch {
            return ErrorReport.failure(command.firstProblem(after: error), databasePath: path)
        }
    }

    /// Runs the command in one transaction that MenuData owns, prints what
    /// it says, and returns its exit status. A change's report is written
    /// before the change commits: if it cannot be written, the change is
    /// not made (exit 74), so that running the command again never applies
    /// it twice. A reader prints once it has read.
    private static func run(_ command: any MenuCommand, access: CommandSpec.Access,
                            path: String, quiet: Bool, recording: String?) throws -> Int32 {
        let context: CommandContext
        if access == .write, command.isDryRun {
            context = try MenuStore.readCopy(at: path) { menu in
                let context = CommandContext(menu: menu, databasePath: path, quiet: quiet)
                try DiffCommand.runDry(command, in: context)
                return context
            }
        } else if access == .write {
            Leftovers.removeBeside(path)
            // A change's report is written before its commit, so that a
            // report that cannot be written undoes the change. The files a
            // command writes (publish's change file) go under their names
            // only after the commit: a killed or failed command leaves no
            // file for a change that was not recorded, and never takes away
            // a file it did not make.
            let report: (CommandContext) throws -> Void = { try StandardStream.output.write($0.output) }
            context = try MenuStore.write(at: path, recording: recording, isTraffic: type(of: command).isTraffic,
                                          turnsTheDay: type(of: command).turnsTheDay,
                                          beforeCommit: report) { menu in
                let context = CommandContext(menu: menu, databasePath: path, quiet: quiet)
                try command.run(in: context)
                return context
            }
            for file in context.filesToPlace { try file.placeAfterCommit() }
        } else if let asOf = command.asOfMoment {
            context = try MenuStore.read(at: path, asOf: asOf) { menu, _ in
                let context = CommandContext(menu: menu, databasePath: path, quiet: quiet)
                // A read of a copy that is thrown away: it streams as a plain read does.
                context.streamsOutput = true
                try command.run(in: context)
                return context
            }
        } else {
            context = try MenuStore.read(at: path) { menu in
                let context = CommandContext(menu: menu, databasePath: path, quiet: quiet)
                context.streamsOutput = true
                // SPEC 1: a reader of a missing menu says so, or a typo
                // in the path would look like an empty menu.
                if !quiet && menu.schemaVersion == 0 && !FileSystem.exists(path) {
                    context.notice("no menu at \(Terminal.escaped(path)) yet")
                }
                try command.run(in: context)
                return context
            }
        }
        // Notices qualify the results, so they come after them, also where
        // both streams are one terminal (reprice's notice would stand
        // above its `old → new` lines).
        if access != .write || command.isDryRun { try StandardStream.output.write(context.output) }
        if !context.menu.rowsReadAsAbsent.isEmpty {
            context.notice("read as absent: " + context.menu.rowsReadAsAbsent.joined(separator: "; ")
                           + "; 'menuctl check' says more")
        }
        context.notices.forEach { StandardStream.error.writeIgnoringFailure("Notice: " + $0 + "\n") }
        context.warnings.forEach { StandardStream.error.writeIgnoringFailure("Warning: " + $0 + "\n") }
        if let closing = context.closingError { return ErrorReport.failure(closing, databasePath: path) }
        return context.exitStatus
    }
}
