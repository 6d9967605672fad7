/// Opens the menu database the way each kind of command needs it (SPEC 1).
public enum MenuStore {
    /// Which file: `--db` > `$MENUCTL_DB` > `$XDG_DATA_HOME/menuctl/menu.db`,
    /// where an unset, empty or relative `XDG_DATA_HOME` means `~/.local/share`
    /// (https://specifications.freedesktop.org/basedir-spec/latest/).
    public static func databasePath(option: String?) throws(MenuError) -> String {
        if let option {
            guard !option.isEmpty else { throw .invalidArgument("--db needs a path to the menu database") }
            return option
        }
        if let env = FileSystem.environment("MENUCTL_DB"), !env.isEmpty { return env }
        var dataHome = FileSystem.environment("XDG_DATA_HOME") ?? ""
        if !dataHome.hasPrefix("/") {
            guard let home = FileSystem.homeDirectory else {
                throw MenuError(.storage, "cannot find the menu: HOME is not set; give --db PATH or set MENUCTL_DB")
            }
            dataHome = home + "/.local/share"
        }
        return dataHome + "/menuctl/menu.db"
    }

    /// A connection that may change the menu. The caller brings the schema
    /// up to date (`migrate`) inside the same transaction as the change: a
    /// command that fails on a new file leaves it empty, and `discardIfUnused`
    /// then removes it.
    public static func openForWriting(_ path: String) throws -> MenuRepository {
        MenuRepository(database: try Database(path: path, mode: .readWrite))
    }

    public static func migrate(_ repository: MenuRepository) throws {
        try Migrator().migrate(repository.database)
    }

    /// Removes a file this process created but never wrote a menu into, and
    /// the folders made for it, so a failed first command leaves no trace. A
    /// file someone wrote into has a schema and is never empty.
    public static func discardIfUnused(_ path: String, createdFolders: [String]) {
        guard FileSystem.size(path) ?? 0 == 0 else { return }
        for suffix in ["", "-wal", "-shm"] { FileSystem.remove(path + suffix) }
        createdFolders.reversed().forEach(FileSystem.removeEmptyDirectory)
    }

    /// A connection that only reads. A missing (or empty) file is an empty
    /// menu: an in-memory database with the schema, and no file is created.
    public static func openForReading(_ path: String) throws -> MenuRepository {
        let migrator = Migrator()
        if FileSystem.exists(path) && !FileSystem.isDirectory(path) {
            let database = try Database(path: path, mode: .readOnly)
            let version = try migrator.version(of: database)
            if version == migrator.latestVersion { return MenuRepository(database: database) }
            if version > 0 {
                // Only a write may upgrade a file; reading an older schema with
                // this build's queries could misread it.
                throw MenuError(.storage, "\(Terminal.escaped(path)) has schema version \(version); run a command that changes the menu to upgrade it to version \(migrator.latestVersion)")
            }
        } else if FileSystem.isDirectory(path) {
            throw MenuError(.storage, "cannot open the menu at \(Terminal.escaped(path)): it is a folder")
        }
        let empty = try Database(path: ":memory:", mode: .readWrite)
        try migrator.migrate(empty)
        return MenuRepository(database: empty)
    }
}
