#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
            for words in Self.tableStatements(in: migration.sql) {
                let upper = words.map { $0.uppercased() }
                let name: (Int) -> String? = { $0 < words.count ? words[$0] : nil }
                switch upper[0] {
                case "CREATE":
                    if let table = name(upper.starts(with: ["CREATE", "TABLE", "IF", "NOT", "EXISTS"]) ? 5 : 2) { tables.insert(table) }
                case "DROP":
                    if let table = name(upper.starts(with: ["DROP", "TABLE", "IF", "EXISTS"]) ? 4 : 2) { tables.remove(table) }
                case "ALTER" where upper.count >= 6 && upper[3] == "RENAME" && upper[4] == "TO":
                    tables.remove(words[2])
                    tables.insert(words[5])
                default: break
                }
            }
            byVersion[migration.version] = tables
        }
        return byVersion
    }

    /// The first six words of each `CREATE TABLE`, `DROP TABLE` and `ALTER
    /// TABLE` outside a comment, in the order written. Found with strstr(3),
    /// not by splitting the text: every command reads the ledger, and the
    /// migrations are some 30 kB.
    private static func tableStatements(in sql: String) -> [[String]] {
        sql.withCString { start in
            var found: [(offset: Int, words: [String])] = []
            for keyword in ["CREATE TABLE ", "DROP TABLE ", "ALTER TABLE "] {
                var cursor = start
                while let hit = strstr(cursor, keyword) {
                    cursor = UnsafePointer(hit) + 1
                    // Outside a comment: no `--` between the line's start and here.
                    var back = UnsafePointer(hit)
                    var commented = false
                    while back > start && back[-1] != 10 {
                        back -= 1
                        if back[0] == 45 && back[1] == 45 { commented = true }
                    }
                    if commented { continue }
                    var words: [String] = []
                    var at = UnsafePointer(hit)
                    while words.count < 6 && at[0] != 0 {
                        while at[0] == 32 || at[0] == 9 || at[0] == 10 || at[0] == 40 { at += 1 }
                        var end = at
                        while end[0] != 0 && end[0] != 32 && end[0] != 9 && end[0] != 10 && end[0] != 40 && end[0] != 59 { end += 1 }
                        guard end > at else { break }
                        words.append(String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(at).assumingMemoryBound(to: UInt8.self), count: end - at), as: UTF8.self))
                        at = end
                    }
                    found.append((UnsafePointer(hit) - start, words))
                }
            }
            return found.sorted { $0.offset < $1.offset }.map(\.words)
        }
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
            .forEachRow { present.insert($0.text("name")) }
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
