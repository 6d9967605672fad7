import MenuModel
import SQLite
/// The schema's triggers and indexes, as the migrations make them: they keep
/// rules the table's CHECKs cannot say (one top: `menu_node_one_root`), and
/// find's search keys in step (0007). A program that drops or rewrites one
/// leaves every later write of its own unchecked or unseen; `check` says so
/// and `--repair` makes it again.
extension IntegrityStore {
    /// Every trigger the migrations make, by name, with its SQL: read from
    /// a menu made in memory, so there is one source, migrations/. Made
    /// once: check and its repair ask several times.
    package static let expectedTriggers = Result { try makeExpectedTriggers() }

    private static func makeExpectedTriggers() throws -> [String: String] {
        let fresh = try Database.inMemory()
        try Migrator().migrate(fresh)
        var triggers: [String: String] = [:]
        try fresh.statement("SELECT type || ' ' || name AS entry, sql FROM sqlite_schema WHERE type IN ('trigger', 'index') AND sql IS NOT NULL")
            .forEachRow { triggers[$0.text("entry")] = $0.text("sql") }
        return triggers
    }

    /// The triggers missing from the file or not as the migrations made
    /// them, by name, with the SQL that makes them again.
    private func triggersOutOfStep() throws -> [(name: String, sql: String)] {
        var stored: [String: String] = [:]
        try database.statement("SELECT type || ' ' || name AS entry, sql FROM sqlite_schema WHERE type IN ('trigger', 'index') AND sql IS NOT NULL")
            .forEachRow { stored[$0.text("entry")] = $0.text("sql") }
        return try Self.expectedTriggers.get().filter { stored[$0.key] != $0.value }.sorted { $0.key < $1.key }
            .map { (name: $0.key, sql: $0.value) }
    }

    package func triggerProblems() throws -> [MenuProblem] {
        try triggersOutOfStep().map {
            MenuProblem(id: nil, row: "the \($0.name)",
                        detail: "missing or changed, so the file no longer keeps what it makes sure of")
        }
    }

    /// Makes every trigger out of step again; with the search keys' own,
    /// the keys of what was written meanwhile are rebuilt too.
    package func repairTriggers() throws -> [String] {
        let outOfStep = try triggersOutOfStep()
        for trigger in outOfStep {
            // The names are the migrations' own, plain words.
            let (type, name) = (trigger.name.prefix { $0 != " " }.uppercased(), trigger.name.drop { $0 != " " }.dropFirst())
            try database.execute("DROP \(type) IF EXISTS \(name); \(trigger.sql);")
        }
        if outOfStep.contains(where: { $0.name.contains("_search_") }) { try tx.search.rebuildSearchBuckets() }
        return outOfStep.map { "the \($0.name): made again as the migrations make it" }
    }
}
