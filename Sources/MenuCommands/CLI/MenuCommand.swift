import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// A subcommand: its declaration, how it reads its parsed words, and what it
/// does. A command file reads like its help text: parse, call the
/// store, present.
protocol MenuCommand {
    /// The word that runs it, known without making its declaration.
    static var commandName: String { get }
    static var spec: CommandSpec { get }
    /// Reads the words through the command's typed declarations, checking
    /// names, amounts and targets before any database opens.
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Reads what the command needs from files or stdin, after the words
    /// are checked and before the database is opened.
    mutating func prepare() throws
    /// `prepare`, for a write to the menu at `path`.
    mutating func prepare(forMenuAt path: String) throws
    /// The error to report for a run that failed with `error`: a command
    /// that checks its input as it goes says the input's first problem
    /// instead, as if it had checked all of it before the menu was opened.
    func firstProblem(after error: any Error) -> any Error
    /// Whether it reads or writes the menu: its declaration's, unless its
    /// arguments decide (`check` writes only with `--repair`).
    var access: CommandSpec.Access { get }
    /// The day's traffic (a sale, SPEC 20): the most frequent write, which
    /// leaves the WAL for the next one instead of checkpointing it.
    static var isTraffic: Bool { get }
    /// Whether its write first turns the business day when one is due
    /// (SPEC 20): all but undo and redo, which act on the history as it is.
    static var turnsTheDay: Bool { get }
    /// Changes or reads the menu. For a write it may run twice (when another
    /// command creates the database at the same moment), so it changes
    /// nothing but the menu and the context.
    func run(in context: CommandContext) throws
    /// What the command is besides, answered by the command itself: a cast
    /// (`command as? any DryRunnable`) that fails searches every conformance
    /// in the binary the first time, which a one-line `add-item` would feel.
    /// `--dry-run` given (DryRunnable).
    var isDryRun: Bool { get }
    /// `--as-of` given (AsOfReadable): the moment to look back to.
    var asOfMoment: HistoryMoment? { get }
    /// The command itself when it runs its own transactions (InteractiveCommand).
    var interactive: (any InteractiveCommand)? { get }
    /// The commands nested under it (`choices add`), each a type of its own.
    static var subcommandTypes: [any MenuCommand.Type] { get }
}

extension MenuCommand {
    mutating func prepare() throws {}
    mutating func prepare(forMenuAt path: String) throws { try prepare() }
    func firstProblem(after error: any Error) -> any Error { error }
    var access: CommandSpec.Access { Self.spec.access }
    static var isTraffic: Bool { false }
    static var turnsTheDay: Bool { true }
    var isDryRun: Bool { false }
    var asOfMoment: HistoryMoment? { nil }
    var interactive: (any InteractiveCommand)? { nil }
    static var subcommandTypes: [any MenuCommand.Type] { [] }
}

/// A command that only holds others (`choices` holds `choices add`, …):
/// the parser always names one of them, or refuses the line, so the
/// group itself never runs.
protocol CommandGroup: MenuCommand {}

extension CommandGroup {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        throw UsageError(message: "Missing expected argument '<subcommand>'").about(Self.spec)
    }

    func run(in context: CommandContext) throws {}
}

extension MenuCommand where Self: DryRunnable {
    var isDryRun: Bool { dryRun }
}

extension MenuCommand where Self: AsOfReadable {
    var asOfMoment: HistoryMoment? { asOf }
}

/// What a running command may use: the transaction and its stores, and the two streams.
/// Output waits in `output` until the command has committed, so a command
/// that fails prints nothing on stdout.
final class CommandContext {
    let menu: MenuTransaction
    let databasePath: String
    let quiet: Bool
    var output = ""
    /// Remarks for stderr, printed once the command has succeeded.
    var notices: [String] = []
    /// What the menu says that is allowed but likely not meant (a set dearer
    /// than its dishes): for stderr after the notices, whatever `-q` says.
    var warnings: [String] = []
    /// 0, or 1 when the command ran and its answer is no (`check` found problems).
    var exitStatus: Int32 = 0
    /// A refusal said after what the command did and committed: `apply DIR`
    /// stopped by a file that does not follow, the files before it applied.
    var closingError: MenuError?
    /// Whether long answers go to stdout as they are made: for a command
    /// that only reads, run alone (not a line of a batch, whose output
    /// waits for the batch to commit).
    var streamsOutput = false
    /// Files the command writes, put under their names once it has
    /// committed (its report is written just before the commit).
    var filesToPlace: [AsideFile] = []

    init(menu: MenuTransaction, databasePath: String, quiet: Bool) {
        self.menu = menu
        self.databasePath = databasePath
        self.quiet = quiet
    }

    /// A piece of a long answer (`list` of a big menu): written at once
    /// where the command streams, so that the whole answer is never held
    /// at once; else kept with the rest of the output.
    func emit(_ bytes: [UInt8]) throws {
        guard streamsOutput else { return output += String(decoding: bytes, as: UTF8.self) }
        if !output.isEmpty {
            try StandardStream.output.write(output)
            output = ""
        }
        try StandardStream.output.write(bytes)
    }

    /// A tree that the process may leave standing when it exits: where
    /// the command runs alone (it streams), the process ends right after
    /// it, and taking a million nodes apart one by one would only cost
    /// time. In a batch the tree is let go as usual.
    /// A command line run inside a longer-lived process (a test) lets it go.
    func keepUntilExit(_ tree: MenuGroup) {
        if streamsOutput { Self.keepUntilExit(tree) }
    }

    /// The same for a command that runs without a context (`diff`): kept
    /// only where the process ends with the command.
    static func keepUntilExit(_ tree: MenuGroup) {
        guard Console.current.endsWithProcess else { return }
        // Held by a global, which the exit never takes apart: a retain
        // left unbalanced (`Unmanaged.passRetained`) was seen optimized
        // away, and the tree torn down anyway.
        keptUntilExit.append(tree)
    }
    /// Only the process's own console reaches it, one command line at a time.
    nonisolated(unsafe) private static var keptUntilExit: [MenuGroup] = []

    /// One short line saying what a change did; `-q` silences it. The line
    /// is escaped here, at the edge, once: names inside it are raw, as
    /// MenuData and MenuModel keep them.
    func report(_ line: String) {
        if !quiet { output += Terminal.escaped(line) + "\n" }
    }

    /// A remark for the person at the terminal, on stderr; escaped as a
    /// whole, as error lines are (idempotent where a name already was).
    func notice(_ line: String) {
        notices.append(Terminal.escaped(line))
    }

    /// A warning for stderr, escaped as a notice is.
    func warn(_ line: String) {
        warnings.append(Terminal.escaped(line))
    }

    /// Said when a dish was asked to expand or collapse: it answered, and
    /// nothing changed.
    func noticeNothingToExpand(_ path: String) {
        notice("\(Terminal.escaped(path)) is a dish; it has nothing to expand or collapse")
    }
}

extension MenuPath {
    /// The path as messages quote it: escaped, `/` for the top (SPEC 8).
    var shown: String { isEmpty ? "/" : Terminal.escaped(description) }
}

extension Target {
    var shown: String { Terminal.escaped(description) }
}

/// A command that opens its own transactions as it goes (`browse`, one per
/// tap) instead of running inside the one `Menuctl` opens; its spec says
/// `runsInBatch: false`.
protocol InteractiveCommand: MenuCommand {
    /// Runs to the end and returns the exit status.
    func run(at databasePath: String) throws -> Int32
}

extension InteractiveCommand {
    var interactive: (any InteractiveCommand)? { self }

    func run(in context: CommandContext) throws {
        throw MenuError.invalidArgument("'\(Self.spec.name)' runs on its own")
    }
}
