#if canImport(Glibc)
import Glibc
#endif
import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `menuctl browse`: the seed's table view on a terminal (SPEC 14). Unlike
/// the other commands it runs many transactions, one per tap, so it runs
/// itself rather than inside one that `Menuctl` opens.
struct BrowseCommand: InteractiveCommand {
    static let commandName = "browse"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Move through the menu full-screen and tap groups open and shut.",
        discussion: """
            ↑/↓ or k/j move, PgUp/PgDn, g/G or Home/End; Enter or Space toggles the
            group under the cursor, → expands, ← collapses, each saved at once; / finds
            by name, n goes to the next match; s marks what is under the cursor sold out
            or back on sale; u undoes the newest change once you say y to which it is,
            r redoes; d shows what the newest change changed; ? lists every key;
            Ctrl-Z suspends; q, Esc or Ctrl-C quits.
            Changes other commands make appear as they happen.
            """,
        examples: ["menuctl browse", "menuctl browse --db demo/menu.db"],
        access: .write,
        reportsChanges: false,
        // Each change a key makes is its own history entry, not browse as a whole.
        recordsHistory: false,
        runsInBatch: false
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    /// Found before the database is opened, so it is left untouched.
    mutating func prepare() throws {
        guard RawTerminal.isAvailable else { throw MenuError.invalidArgument("browse needs a terminal") }
    }

    func run(at databasePath: String) throws -> Int32 {
        // What cannot be read is said on the main screen, before taking it.
        let menu = try MenuStore.read(at: databasePath) { try $0.tree.load() }
        let watcher = MenuWatcher(path: databasePath)
        let signals = try SignalPipe(catching: [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])
        let terminal = RawTerminal()
        let ending: BrowseSession.Ending
        let session: BrowseSession
        do {
            try terminal.enter()
            session = BrowseSession(databasePath: databasePath, menu: menu, watcher: watcher,
                                    terminal: terminal, signals: signals)
            ending = try session.run()
        } catch {
            terminal.restore()
            throw error
        }
        terminal.restore()
        watcher.close()
        // The session, its menu and its rows are left to the end of the
        // process: freeing a 100,000-node tree node by node only delays
        // quitting.
        _ = Unmanaged.passRetained(session)
        if case .signal(let number) = ending { SignalPipe.endProcess(as: number) }
        return 0
    }
}
