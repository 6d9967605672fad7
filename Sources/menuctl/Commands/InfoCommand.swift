import MenuKit

struct InfoCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "info",
        abstract: "Show which database menuctl uses and what it holds.",
        examples: ["menuctl info", "menuctl info --db demo/menu.db"]
    )

    init(_ arguments: ParsedArguments) throws(MenuError) {}

    func run(in context: CommandContext) throws {
        let exists = FileSystem.exists(context.databasePath)
        let counts = try context.repository.counts()
        let latest = Migrator().latestVersion
        // A missing or empty file is read as an empty in-memory menu; its version is 0.
        let isFile = context.repository.database.path == context.databasePath
        let version = isFile ? try Migrator().version(of: context.repository.database) : 0
        context.output += """
            database:       \(Terminal.escaped(context.databasePath))
            exists:         \(exists ? "yes" : "no")
            schema version: \(version) (this menuctl: \(latest))
            groups:         \(counts.groups)
            dishes:         \(counts.items)
            sqlite:         \(Database.sqliteVersion)

            """
    }
}
