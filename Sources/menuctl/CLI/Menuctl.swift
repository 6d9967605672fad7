import MenuKit

/// The program: parse the words, open the database the command needs, run
/// the command in one transaction, print, and turn failures into exit codes.
enum Menuctl {
    static let version = "0.1.0"
    static let overview = "Keep a restaurant's menu, groups and dishes, in a SQLite file."

    static var commandTypes: [any MenuCommand.Type] { [
        AddGroupCommand.self, AddItemCommand.self, ListCommand.self,
        ToggleCommand.self, ExpandCommand.self, CollapseCommand.self,
        ShowCommand.self, EditCommand.self, MoveCommand.self, RemoveCommand.self,
        BatchCommand.self, ImportCommand.self, ExportCommand.self, InfoCommand.self,
    ] }

    static var commands: [CommandSpec] { commandTypes.map { $0.spec } }

    static func commandType(named name: String) -> (any MenuCommand.Type)? {
        commandTypes.first { $0.spec.name == name }
    }

    /// Runs one command line and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser(commands: commands).parse(arguments)
        } catch {
            return ErrorReport.usage(error.message, command: error.command)
        }
        switch invocation.action {
        case .version:
            StandardStream.output.write(version + "\n")
            return 0
        case .help(let spec):
            StandardStream.output.write(spec.map(HelpText.command) ?? HelpText.root(commands))
            return 0
        case .manPage:
            StandardStream.output.write(ManPage(commands: commands).text)
            return 0
        case .completionScript(let shell):
            StandardStream.output.write(CompletionScript(commands: commands).script(for: shell))
            return 0
        case .run(let parsed):
            let command: any MenuCommand
            do {
                command = try commandType(named: parsed.spec.name)!.init(parsed)
            } catch {
                return ErrorReport.usage(error.message, command: parsed.spec)
            }
            let path: String
            do {
                path = try MenuStore.databasePath(option: invocation.databasePath)
            } catch {
                return error.kind == .invalidArgument
                    ? ErrorReport.usage(error.message, command: parsed.spec)
                    : ErrorReport.failure(error, databasePath: "")
            }
            return run(command, access: parsed.spec.access, path: path, quiet: invocation.quiet)
        }
    }

    private static func run(_ command: any MenuCommand, access: CommandSpec.Access,
                            path: String, quiet: Bool) -> Int32 {
        let existed = FileSystem.exists(path)
        // SPEC 1: missing parent folders are made on the first write.
        let createdFolders = access == .write && !existed ? FileSystem.createParentDirectories(of: path) : []
        do {
            let output: String
            if access == .write {
                output = try write(command, path: path, quiet: quiet)
            } else {
                let repository = try MenuStore.openForReading(path)
                let context = CommandContext(repository: repository, databasePath: path, quiet: quiet)
                try repository.database.readTransaction { try command.run(in: context) }
                output = context.output
            }
            StandardStream.output.write(output)
            return 0
        } catch {
            if access == .write && !existed { MenuStore.discardIfUnused(path, createdFolders: createdFolders) }
            return ErrorReport.failure(error, databasePath: path)
        }
    }

    /// Opens, migrates and changes in one transaction; the connection is
    /// closed before returning, so a failed first command can remove its file.
    private static func write(_ command: any MenuCommand, path: String, quiet: Bool) throws -> String {
        let repository = try MenuStore.openForWriting(path)
        let context = CommandContext(repository: repository, databasePath: path, quiet: quiet)
        try repository.database.writeTransaction {
            try MenuStore.migrate(repository)
            try command.run(in: context)
        }
        // A new file runs its first transaction with a rollback journal; from
        // now on it uses WAL (a no-op once it does). Another writer may hold
        // the file this instant; then a later command switches it.
        try? repository.database.useWriteAheadLog()
        return context.output
    }
}
