import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct InfoCommand: MenuCommand {
    static let commandName = "info"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Show which database menuctl uses and what it holds.",
        examples: ["menuctl info", "menuctl info --db demo/menu.db"]
    )

    init(_ arguments: ParsedArguments) {}

    func run(in context: CommandContext) throws {
        let menu = context.menu
        let counts = try menu.tree.counts()
        let role = try menu.chain.role()
        let day = try menu.day.days(now: LocalClock.seconds())
        context.output += """
            database:       \(Terminal.escaped(context.databasePath))
            exists:         \(FileSystem.exists(context.databasePath) ? "yes" : "no")
            schema version: \(menu.schemaVersion) (this menuctl: \(MenuStore.latestSchemaVersion))
            groups:         \(counts.groups)
            dishes:         \(counts.items)
            business day:   \(day.today), from \(ServingWindow.clock(try menu.day.start()))
            chain role:     \(role?.kind.rawValue ?? "none")
            \(role.map { "chain:          \(Terminal.escaped($0.chainID))\nchange:         \($0.sequence)\n" } ?? "")\
            sqlite:         \(MenuStore.sqliteVersion)

            """
    }
}
