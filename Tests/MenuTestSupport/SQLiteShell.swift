import Foundation

/// A database file read and written by the sqlite3 shell, not by the code
/// under test: what "unchanged" is compared by, and how a file another
/// program (or an earlier release) made is made.
package enum SQLiteShell {
    /// The whole database as SQL text.
    package static func dump(_ database: String) throws -> String {
        try runProcess("/usr/bin/sqlite3", [database, ".dump"]).stdout
    }

    /// What `sql` prints, without the newline at its end.
    package static func query(_ database: String, _ sql: String) throws -> String {
        try runProcess("/usr/bin/sqlite3", [database, sql]).stdout.trimmingCharacters(in: .newlines)
    }

    /// `Tests/Fixtures/menu-schema-v4.sql`: the `.dump` of a menu made by
    /// the release whose schema was at `version`.
    /// `holding`: a second fixture of one schema, with what another
    /// feature's upgrade test needs (`menu-schema-v22-energy.sql`).
    package static func fixture(schema version: Int, holding: String? = nil) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures/menu-schema-v\(version)\(holding.map { "-" + $0 } ?? "").sql").path
    }

    /// Makes `database` from the fixture of schema `version`.
    package static func make(_ database: String, fromSchema version: Int, holding: String? = nil) throws {
        _ = try query(database, ".read '\(fixture(schema: version, holding: holding))'")
    }
}
