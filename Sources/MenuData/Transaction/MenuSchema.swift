import SQLite

extension Migrator {
    /// The menu's own migrations, from `migrations/`, carried inside the binary.
    package init() { self.init(migrations: Migration.all, knownTables: Migration.latestTables) }
}

extension Migration {
    /// The tables of the latest schema version, as `TableCatalogue` describes
    /// them: every command checks the file's tables against them, and
    /// working them out from the migrations' SQL would cost every command,
    /// a one-dish `add-item` too. SchemaTests checks them against the SQL;
    /// a migration that makes, drops or renames a table updates the
    /// catalogue; the version is the last migration's.
    static let latestTables: SchemaTables = {
        let tables = Set(TableCatalogue.tables.map(\.name))
        return SchemaTables(version: Migration.all.last?.version ?? 0, atVersion: tables, ever: tables)
    }()
}
