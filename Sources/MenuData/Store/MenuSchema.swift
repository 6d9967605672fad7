import SQLite

extension Migrator {
    /// The menu's own migrations, from `migrations/`, carried inside the binary.
    package init() { self.init(migrations: Migration.all) }
}
