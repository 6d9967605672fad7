import MenuModel
import SQLite

extension MenuStore {
    /// Runs `body` on a copy of the menu at `path` in memory, which it may
    /// change at will: the copy is thrown away, and the file is only read,
    /// as `read` reads it (nothing made, a read-only file will do). The
    /// way to look back (SPEC 23) and to try a batch or import first.
    public static func readCopy<T>(at path: String, _ body: (MenuTransaction) throws -> T) throws -> T {
        try read(at: path) { menu in
            // A reader already reads a copy of its own when the business
            // day turned since the last write (`readSnapshot` turns it
            // there): that one is thrown away as well, and SQLite's backup
            // cannot copy it while its turn is being written (SQLITE_BUSY).
            if menu.database.isPrivate && menu.schemaVersion == Migrator().latestVersion { return try body(menu) }
            // The backup API copies what this read transaction sees
            // (https://sqlite.org/backup.html); an older menu's copy is
            // brought up to date as the copy a reader reads already is.
            let copy = try menu.database.copyInMemory()
            let migrator = Migrator()
            try migrator.migrate(copy)
            return try copy.transaction(.immediate) {
                try body(MenuTransaction(database: copy, schemaVersion: menu.schemaVersion == 0 ? 0 : migrator.latestVersion))
            }
        }
    }

    /// Runs `body` on the menu as it was at `moment` (SPEC 23): on a copy
    /// in memory, rewound by undoing the entries after it. Hands `body`
    /// the entry number `moment` came to.
    public static func read<T>(at path: String, asOf moment: HistoryMoment,
                               _ body: (MenuTransaction, Int64) throws -> T) throws -> T {
        try readCopy(at: path) { menu in
            let number = try menu.history.entryNumber(at: moment)
            try menu.history.rewind(to: number)
            return try body(menu, number)
        }
    }
}

extension MenuStore {
    /// Runs `body` on a new, empty menu in memory: where `diff` loads an
    /// export file to compare it.
    public static func withEmptyMenu<T>(_ body: (MenuTransaction) throws -> T) throws -> T {
        let empty = try Database.inMemory()
        let migrator = Migrator()
        try migrator.migrate(empty)
        return try empty.transaction(.immediate) { try body(MenuTransaction(database: empty, schemaVersion: migrator.latestVersion)) }
    }
}
