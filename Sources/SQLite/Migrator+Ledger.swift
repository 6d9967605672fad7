/// The ledger (`menuctl_migration`) against the tables the file holds: a
/// program that empties the ledger, cuts it short or drops a table leaves a
/// file that is no schema at all. Reading it as empty would show a menu
/// without its dishes, and migrating it would run 0001 over existing tables;
/// it is refused instead, naming what disagrees (SPEC 1).
extension Migrator {
    /// The tables the migrations up to each version make, read from their
    /// SQL: `CREATE TABLE`, `DROP TABLE` and `ALTER TABLE … RENAME TO`.
    package var tablesByVersion: [Int: Set<String>] {
        var tables = Set<String>()
        var byVersion: [Int: Set<String>] = [0: []]
        for migration in migrations {
            let words = Self.words(of: migration.sql)
            for index in words.indices {
                let rest = words[index...].prefix(7).map { $0.uppercased() }
                guard rest.count >= 3, rest[1] == "TABLE" else { continue }
                let skip = rest.starts(with: ["CREATE", "TABLE", "IF", "NOT", "EXISTS"]) ? 5
                    : rest.starts(with: ["DROP", "TABLE", "IF", "EXISTS"]) ? 4 : 2
                guard index + skip < words.count else { continue }
                let name = words[index + skip]
                switch rest[0] {
                case "CREATE": tables.insert(name)
                case "DROP": tables.remove(name)
                case "ALTER" where rest.count >= 6 && rest[3] == "RENAME" && rest[4] == "TO":
                    tables.remove(name)
                    tables.insert(words[index + 5])
                default: break
                }
            }
            byVersion[migration.version] = tables
        }
        return byVersion
    }

    /// The words of SQL text without its comments, split at spaces and
    /// punctuation; names stay as written.
    private static func words(of sql: String) -> [String] {
        var words: [String] = []
        for line in sql.split(separator: "\n") {
            var code = Substring(line)
            if let dashes = line.firstRange(of: "--") { code = line[..<dashes.lowerBound] }
            for word in code.split(whereSeparator: { " \t();,".contains($0) }) { words.append(String(word)) }
        }
        return words
    }

    /// Why the ledger of a file whose ledger says `version` disagrees with
    /// its tables, or nil when they agree. Tables no migration makes are
    /// left alone: they are not the ledger's business.
    package func ledgerDisagreement(in database: Database, ledger versions: [Int]) throws -> String? {
        let version = versions.last ?? 0
        // Numbers may be left out between releases: the record holds those
        // of this build's migrations up to its last one.
        let recorded = Set(versions)
        let missing = migrations.map(\.version).filter { $0 < version && !recorded.contains($0) }.map(String.init)
        if !missing.isEmpty {
            return "its record of migrations (menuctl_migration) lacks version \(missing.prefix(5).joined(separator: ", ")) though it holds \(version)"
        }
        let known = tablesByVersion.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        var present = Set<String>()
        try database.cachedStatement("SELECT name FROM sqlite_schema WHERE type = 'table'")
            .forEachRow { present.insert($0.text(0)) }
        let expected = tablesByVersion.filter { $0.key <= version }.max { $0.key < $1.key }?.value ?? []
        let dropped = expected.subtracting(present).sorted()
        let later = present.intersection(known).subtracting(expected).sorted()
        if version == 0 && !later.isEmpty {
            return "its record of migrations (menuctl_migration) is empty, yet it holds menuctl's tables (\(later.prefix(5).joined(separator: ", "))): another program emptied it"
        }
        if !dropped.isEmpty {
            return "it lacks the table\(dropped.count == 1 ? "" : "s") \(dropped.prefix(5).joined(separator: ", ")) that schema version \(version) has: another program dropped \(dropped.count == 1 ? "it" : "them")"
        }
        if !later.isEmpty {
            return "its record of migrations (menuctl_migration) ends at version \(version), yet it holds \(later.prefix(5).joined(separator: ", ")) of a later one: another program cut the record short"
        }
        return nil
    }
}
