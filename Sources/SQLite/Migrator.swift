/// One file of `migrations/`, carried inside the binary.
public struct Migration: Sendable, Equatable {
    public let version: Int
    public let name: String
    public let sql: String

    package init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }

    /// The file it came from: `0001_create_menu_node.sql`.
    public var fileName: String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "_" + name + ".sql"
    }
}

/// Why a database file is not one menuctl may use.
package enum SchemaError: Error, Equatable, Sendable {
    /// Written by a later menuctl; this build would not understand it.
    case newer(found: Int, known: Int)
    /// A SQLite file holding someone else's tables.
    case foreign(tables: [String])
    /// A ledger of migrations that disagrees with the tables, and how.
    case ledger(String)
}

/// Brings a database's schema up to date, one migration per transaction
/// together with the record that it ran, as GRDB's `DatabaseMigrator` does.
package struct Migrator: Sendable {
    package let migrations: [Migration]
    /// The tables of the last migration's schema, as the build knows them
    /// without reading the migrations' SQL; nil, or for another version,
    /// and they are read from the SQL (`tables(upTo:)`).
    package let knownTables: SchemaTables?

    package init(migrations: [Migration], knownTables: SchemaTables? = nil) {
        self.migrations = migrations
        self.knownTables = knownTables
    }

    package var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The schema version of `database`: 0 for a fresh file.
    /// Throws when the file is someone else's or newer than this build.
    package func version(of database: Database) throws -> Int {
        // The file's tables are read once, for the ledger and the check of
        // the ledger against them: every command asks this first.
        var present = Set<String>()
        try database.cachedStatement("SELECT name FROM sqlite_schema WHERE type = 'table'")
            .forEachRow { present.insert($0.text("name")) }
        guard present.contains("menuctl_migration") else {
            // As `name NOT LIKE 'sqlite\_%' ORDER BY name` would list them:
            // SQLite's own tables left out in any case, in byte order.
            let tables = present.filter { !$0.lowercased().hasPrefix("sqlite_") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let known = self.tables(upTo: latestVersion).ever
            if !tables.isEmpty && tables.allSatisfy(known.contains) {
                throw SchemaError.ledger("its record of migrations (menuctl_migration) is gone, yet it holds menuctl's tables ("
                                         + tables.prefix(5).joined(separator: ", ") + "): another program dropped it")
            }
            if !tables.isEmpty { throw SchemaError.foreign(tables: tables) }
            return 0
        }
        var versions: [Int] = []
        try database.cachedStatement("SELECT version FROM menuctl_migration ORDER BY version")
            .forEachRow { versions.append(Int($0.int("version"))) }
        let found = versions.last ?? 0
        if found > latestVersion { throw SchemaError.newer(found: found, known: latestVersion) }
        if let disagreement = ledgerDisagreement(tables: present, ledger: versions) { throw SchemaError.ledger(disagreement) }
        return found
    }

    /// Applies the migrations `database` has not had yet, each in its own
    /// transaction. Foreign keys are off while one runs, as sqlite.org's
    /// "ALTER TABLE" page asks for a table rebuild
    /// (https://sqlite.org/lang_altertable.html#otheralter), and checked
    /// before it commits.
    ///
    /// `alone`: no other process can reach the file (a new menu built
    /// aside, linked into place only when it is whole), so the version read
    /// at the start stays true and is not read again for each migration,
    /// and all of them go in one transaction: a commit each would only
    /// journal and sync a file nobody sees, and a failure discards it anyway.
    package func migrate(_ database: Database, alone: Bool = false) throws {
        let start = try version(of: database)
        guard start < latestVersion else { return }
        try database.execute("PRAGMA foreign_keys = OFF")
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        let pending = migrations.filter { $0.version > start }
        if alone {
            return try database.transaction(.immediate) { for migration in pending { try apply(migration, to: database) } }
        }
        for migration in pending {
            try database.transaction(.immediate) {
                // Read the version inside the write lock: another menuctl may
                // have migrated the file while this one waited.
                guard try version(of: database) < migration.version else { return }
                try apply(migration, to: database)
            }
        }
    }

    /// Runs one migration and records it, inside the caller's transaction.
    private func apply(_ migration: Migration, to database: Database) throws {
        try database.execute("""
            CREATE TABLE IF NOT EXISTS menuctl_migration (
                version    INTEGER PRIMARY KEY,
                name       TEXT NOT NULL,
                applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
            ) STRICT
            """)
        // A file another tool wrote may hold orphans already; a
        // migration must not add any.
        let orphansBefore = try orphanCount(database)
        try database.execute(migration.sql)
        try database.cachedStatement("INSERT INTO menuctl_migration (version, name) VALUES (?, ?)")
            .run([.integer(Int64(migration.version)), .text(migration.name)])
        if try orphanCount(database) > orphansBefore {
            throw SQLiteError(code: .SQLITE_CONSTRAINT, message: "migration \(migration.fileName) left a row whose parent is missing")
        }
    }

    private func orphanCount(_ database: Database) throws -> Int {
        var count = 0
        try database.cachedStatement("PRAGMA foreign_key_check").forEachRow { _ in count += 1 }
        return count
    }
}
