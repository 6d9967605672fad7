/// One file of `migrations/`, carried inside the binary.
public struct Migration: Sendable, Equatable {
    public let version: Int
    public let name: String
    public let sql: String

    /// The file it came from: `0001_create_menu_node.sql`.
    public var fileName: String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "_" + name + ".sql"
    }
}

/// Why a database file is not one menuctl may use.
public enum SchemaError: Error, Equatable, Sendable {
    /// Written by a later menuctl; this build would not understand it.
    case newer(found: Int, known: Int)
    /// A SQLite file holding someone else's tables.
    case foreign(tables: [String])
}

/// Brings a database's schema up to date, one migration per transaction
/// together with the record that it ran, as GRDB's `DatabaseMigrator` does.
public struct Migrator: Sendable {
    public let migrations: [Migration]

    public init(migrations: [Migration] = Migration.all) {
        self.migrations = migrations
    }

    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The schema version of `database`: 0 for a fresh file.
    /// Throws when the file is someone else's or newer than this build.
    public func version(of database: Database) throws -> Int {
        let hasLedger = try database.statement(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'menuctl_migration'"
        ).firstRow { _ in true } ?? false
        guard hasLedger else {
            var tables: [String] = []
            try database.statement(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
            ).forEachRow { tables.append($0.text(0)) }
            if !tables.isEmpty { throw SchemaError.foreign(tables: tables) }
            return 0
        }
        let found = Int(try database.statement("SELECT coalesce(max(version), 0) FROM menuctl_migration")
            .firstRow { $0.int(0) } ?? 0)
        if found > latestVersion { throw SchemaError.newer(found: found, known: latestVersion) }
        return found
    }

    /// Applies the migrations `database` has not had yet.
    public func migrate(_ database: Database) throws {
        for migration in migrations {
            try database.writeTransaction {
                // Read the version inside the write lock: another menuctl may
                // have migrated the file while this one waited.
                guard try version(of: database) < migration.version else { return }
                try database.execute("""
                    CREATE TABLE IF NOT EXISTS menuctl_migration (
                        version    INTEGER PRIMARY KEY,
                        name       TEXT NOT NULL,
                        applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                    ) STRICT
                    """)
                try database.execute(migration.sql)
                try database.statement("INSERT INTO menuctl_migration (version, name) VALUES (?, ?)")
                    .run([.integer(Int64(migration.version)), .text(migration.name)])
            }
        }
    }
}
