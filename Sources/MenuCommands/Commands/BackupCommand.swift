import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `backup FILE`: a consistent copy of the menu database, taken while others
/// may be writing (SPEC 13). The menu itself is only read.
struct BackupCommand: MenuCommand {
    static let file = Argument<String>("file", help: "The file to write the copy to.", completion: .file)
    static let force = Flag("force", help: "Replace FILE if it exists.")

    static let commandName = "backup"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Copy the menu database to a file, safely while others write.",
        discussion: """
            The copy is the menu as it stood at one moment, an ordinary menu database that
            'menuctl --db FILE' reads. An existing FILE is left alone unless --force.
            """,
        arguments: [file],
        options: [force],
        examples: ["menuctl backup menu-2026-11-30.db", "menuctl backup nightly.db --force"],
        reportsChanges: true,
        runsInBatch: false
    )

    let destination: String
    let replacing: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        destination = try arguments[Self.file]
        replacing = arguments[Self.force]
        guard !destination.isEmpty else { throw UsageError(message: "The value '' is invalid for '<file>': give a file name") }
    }

    func run(in context: CommandContext) throws {
        let counts = try MenuStore.backup(context.menu, of: context.databasePath, to: destination, replacing: replacing)
        // What an earlier backup to this file left when it was killed.
        MenuStore.removeAbandonedLeftovers(of: destination).forEach { context.notice(Leftovers.notice($0)) }
        context.report("backed up \(counts.groups) group\(counts.groups == 1 ? "" : "s"), \(counts.items) dish\(counts.items == 1 ? "" : "es") to \(Terminal.escaped(destination))")
    }
}
