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
        var byVersion: [Int: Set<String>] = [0: []]
        for version in migrations.map(\.version) { byVersion[version] = tables(upTo: version).atVersion }
        return byVersion
    }

    /// The tables the migrations up to `version` make, and every table any
    /// of them ever makes, in one pass over their SQL: every command reads
    /// the ledger, and a table per version copied into a dictionary would
    /// cost each of them. For the latest version, the build's `knownTables`
    /// when it has them: reading all the migrations' SQL is a cost every
    /// command would pay too.
    package func tables(upTo version: Int) -> (atVersion: Set<String>, ever: Set<String>) {
        if let knownTables, knownTables.version == latestVersion, version == latestVersion {
            return (knownTables.atVersion, knownTables.ever)
        }
        return tablesInSQL(upTo: version)
    }

    /// `tables(upTo:)` read from the migrations' SQL.
    package func tablesInSQL(upTo version: Int) -> (atVersion: Set<String>, ever: Set<String>) {
        var tables = Set<String>()
        var ever = Set<String>()
        var atVersion = Set<String>()
        for migration in migrations {
            // Made or renamed here: those still standing at its end join `ever`.
            var touched: [String] = []
            for words in Self.tableStatements(in: migration.sql) {
                let name: (Int) -> String? = { $0 < words.count ? words[$0] : nil }
                let starts = { (keywords: [String]) in
                    keywords.count <= words.count && zip(keywords, words).allSatisfy { Self.isKeyword($1, $0) }
                }
                if starts(["CREATE"]) {
                    if let table = name(starts(["CREATE", "TABLE", "IF", "NOT", "EXISTS"]) ? 5 : 2) {
                        tables.insert(table)
                        touched.append(table)
                    }
                } else if starts(["DROP"]) {
                    if let table = name(starts(["DROP", "TABLE", "IF", "EXISTS"]) ? 4 : 2) { tables.remove(table) }
                } else if starts(["ALTER"]), words.count >= 6, Self.isKeyword(words[3], "RENAME"), Self.isKeyword(words[4], "TO") {
                    tables.remove(words[2])
                    tables.insert(words[5])
                    touched.append(words[5])
                }
            }
            for table in touched where tables.contains(table) { ever.insert(table) }
            if migration.version <= version { atVersion = tables }
        }
        return (atVersion, ever)
    }

    /// `word` is `keyword` (upper-case ASCII) in any case.
    private static func isKeyword(_ word: String, _ keyword: String) -> Bool {
        word.utf8.count == keyword.utf8.count
            && zip(word.utf8, keyword.utf8).allSatisfy { $0 == $1 || ($0 >= 0x61 && $0 <= 0x7A && $0 - 0x20 == $1) }
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
                    // Three words name the table (`CREATE TABLE name`); six
                    // only after `IF [NOT] EXISTS` or for `ALTER … RENAME TO`.
                    let wanted = { words.count < 3 || (words.count < 6 && (isKeyword(words[2], "IF") || isKeyword(words[0], "ALTER"))) }
                    while wanted() && at[0] != 0 {
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
    package func ledgerDisagreement(tables present: Set<String>, ledger versions: [Int]) -> String? {
        let version = versions.last ?? 0
        // Numbers may be left out between releases: the record holds those
        // of this build's migrations up to its last one.
        let recorded = Set(versions)
        let missing = migrations.map(\.version).filter { $0 < version && !recorded.contains($0) }.map(String.init)
        if !missing.isEmpty {
            return "its record of migrations (menuctl_migration) lacks version \(missing.prefix(5).joined(separator: ", ")) though it holds \(version)"
        }
        let (expected, known) = tables(upTo: version)
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

/// The tables a schema version has, and every table its migrations ever
/// make (a table a later one drops still belongs to menuctl), as a build
/// may know them for its latest version without reading the SQL.
package struct SchemaTables: Sendable, Equatable {
    package let version: Int
    package let atVersion: Set<String>
    package let ever: Set<String>

    package init(version: Int, atVersion: Set<String>, ever: Set<String>) {
        self.version = version
        self.atVersion = atVersion
        self.ever = ever
    }
}
