import MenuModel
import SQLite

/// The rules `TableCatalogue` describes, walked: every column's rule that
/// no check of its own keeps becomes a `RowRule`, so a new table is
/// checked because it is described. A row that breaks a rule of its
/// feature's own check too is left to that check's words; the repair walks
/// the catalogue again after those checks, for what they leave.
extension IntegrityStore {
    /// The SQL function the name rules ask, defined while `check` runs.
    static let nameTest = "menuctl_is_name", utf8Test = "menuctl_is_utf8"

    static let catalogueRules: [RowRule] = TableCatalogue.tables.flatMap { table in
        // A rule's test is NULL for a NULL column: that is no break.
        let own = (rowRules + lateRowRules).filter { $0.table == table.name }.map { "coalesce((\($0.breaks)), 0)" }
        let left = own.isEmpty ? "" : " AND NOT (\(own.joined(separator: " OR ")))"
        return table.columns.flatMap { column in
            column.rules.filter(\.walked).compactMap { rule in catalogueRule(rule, of: column.name, in: table, unless: left) }
        } + (table.numbered && table.owner == .headOffice ? [sequenceRule(of: table.name)] : [])
    }

    private static func catalogueRule(_ rule: ColumnRule, of column: String, in table: CatalogueTable, unless left: String) -> RowRule? {
        let value = "t.\(column)"
        let breaks: String, detail: String
        switch rule.test {
        case .within(let low, let high):
            breaks = "\(value) NOT BETWEEN \(low) AND \(high)"
            let bound = high == Int64.max ? "below \(low)" : "not \(low) to \(high)"
            detail = "'its \(column) is ' || \(value) || ', \(bound)'"
        case .oneOf(let values):
            let listed = values.map { "'\($0.replacing("'", with: "''"))'" }
            breaks = "\(value) NOT IN (\(listed.joined(separator: ", ")))"
            detail = "'its \(column) is ''' || \(value) || ''', not \(values.joined(separator: " or ").replacing("'", with: "''"))'"
        case .name:
            breaks = "\(value) IS NOT NULL AND NOT \(nameTest)(\(value))"
            detail = "'its \(column) ''' || \(value) || ''' is no name: empty, or holding a ''/'', a control character or what is not UTF-8'"
        case .utf8:
            breaks = "\(value) IS NOT NULL AND NOT \(utf8Test)(\(value))"
            detail = "'its \(column) ''' || \(value) || ''' is not UTF-8'"
        case .refers(let other, let key):
            breaks = "\(value) IS NOT NULL AND \(value) NOT IN (SELECT \(key) FROM \(other))"
            detail = "'its \(column) ' || \(value) || ' names a row of \(other) that is not in the file'"
        case .refersWith(let also, let other, let key):
            breaks = "(\(value), t.\(also)) NOT IN (SELECT \(key) FROM \(other))"
            detail = "'its \(column) ' || \(value) || ' and \(also) ' || t.\(also) || ' name a row of \(other) that is not in the file'"
        case .holds(let sql, let words, _):
            breaks = "\(value) IS NOT NULL AND NOT (\(sql.replacing("{v}", with: value)))"
            detail = "'its \(column) ''' || \(value) || ''' is not \(words.replacing("'", with: "''"))'"
        case .database:
            return nil
        }
        let mended: String, mend: String
        switch rule.mend {
        case .remove:
            mended = "'removed its row of \(table.name)'"
            mend = "DELETE FROM \(table.name) AS t WHERE {rows}"
        case .set(let expression):
            mended = "'set its \(column) to ' || CASE WHEN (\(expression)) IS NULL THEN 'nothing' ELSE quote(\(expression)) END"
            mend = "UPDATE \(table.name) AS t SET \(column) = \(expression) WHERE {rows}"
        }
        return RowRule(table.name, breaks: "(\(breaks))\(left)", node: table.row != nil ? nil : table.columns.contains { $0.name == "node_id" } ? "t.node_id" : "t.id", row: table.row ?? "''",
                       detail: detail, mended: mended, mend: [mend])
    }

    /// At a store, the entries it adds itself take ids from
    /// `ChainStore.storeIDBase` up (AUTOINCREMENT goes on from
    /// sqlite_sequence, https://sqlite.org/autoinc.html): a sequence lowered
    /// below it would give the store's next entry an id head office gives.
    private static func sequenceRule(of table: String) -> RowRule {
        let base = ChainStore.storeIDBase
        let sequence = "coalesce((SELECT seq FROM sqlite_sequence WHERE name = '\(table)'), 0)"
        let next = "max(\(base), coalesce((SELECT max(id) FROM \(table)), 0))"
        return RowRule("chain_state", breaks: "t.role = 'store' AND \(sequence) < \(base)", node: nil,
                       row: "'the id sequence of \(table)'",
                       detail: "'at ' || \(sequence) || ', below \(base), where a store''s own ids start: its next entry would take an id head office gives'",
                       mended: "'set to ' || \(next)",
                       mend: ["DELETE FROM sqlite_sequence WHERE name = '\(table)' AND EXISTS (SELECT 1 FROM chain_state AS t WHERE {rows})",
                              "INSERT INTO sqlite_sequence (name, seq) SELECT '\(table)', \(next) FROM chain_state AS t WHERE {rows}"])
    }

    /// Runs `body` with the SQL functions the catalogue's rules ask.
    func withCatalogueTests<T>(_ body: () throws -> T) throws -> T {
        try database.withTextTest(named: Self.nameTest, Self.isName) {
            try database.withTextTest(named: Self.utf8Test, { String(validating: $0, as: UTF8.self) != nil }, body)
        }
    }

    /// SPEC 2's rules of a name, on the bytes as stored: UTF-8, not
    /// empty, no `/`, no control character.
    private static func isName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self) else { return false }
        return !text.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control }
    }

    /// Blobs that must be an SQLite database and are not: each row a problem.
    private func unreadableDatabases() throws -> [(problem: MenuProblem, table: String, rowid: Int64)] {
        var found: [(problem: MenuProblem, table: String, rowid: Int64)] = []
        for table in TableCatalogue.tables {
            for column in table.columns where column.rules.contains(where: { if case .database = $0.test { $0.walked } else { false } }) {
                try database.statement("SELECT \(table.row ?? "'#' || t.node_id") AS label, t.rowid AS at, t.\(column.name) AS bytes FROM \(table.name) AS t")
                    .forEachRow { row in
                        guard !Self.opens(row.blob("bytes")) else { return }
                        found.append((MenuProblem(id: nil, row: row.text("label"), detail: "its \(column.name) is not an SQLite database"),
                                      table.name, row.int("at")))
                    }
            }
        }
        return found
    }

    /// Whether `bytes` open as a database whose pages are sound.
    private static func opens(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, let copy = try? Database.inMemory(), (try? copy.deserialize(bytes, into: "main")) != nil else { return false }
        return (try? copy.statement("PRAGMA quick_check").firstRow([], { $0.text("quick_check") })) == "ok"
    }

    package func catalogueProblems() throws -> [MenuProblem] {
        try unreadableDatabases().map(\.problem)
    }

    /// The chain's own tables first, on their own: the chain's checks
    /// read the menu's role, and an apply's mark must be seen as it is.
    package func repairChainCatalogue() throws -> [String] {
        let chain = Set(TableCatalogue.chainTables.map(\.name))
        return try repairRules(Self.catalogueRules.filter { chain.contains($0.table) })
    }

    package func repairCatalogue() throws -> [String] {
        var lines = try repairRules(Self.catalogueRules)
        for found in try unreadableDatabases() {
            try database.cachedStatement("DELETE FROM \(found.table) WHERE rowid = ?").run([.integer(found.rowid)])
            lines.append("\(found.problem.row): removed it" + (found.table == "chain_snapshot"
                ? "; head office's next publish is a full file: menuctl publish FILE --full" : ""))
        }
        return lines
    }

    /// What the file itself says of its rows, pages and foreign keys
    /// (https://sqlite.org/pragma.html#pragma_integrity_check): the last
    /// look of `check`, and of a repair, which checks the indexes too.
    package func fileProblems(thorough: Bool) throws -> [MenuProblem] {
        var found: [MenuProblem] = []
        let pragma = thorough ? "integrity_check" : "quick_check"
        try database.statement("PRAGMA \(pragma)").forEachRow { row in
            let said = row.text(pragma)
            if said != "ok" { found.append(MenuProblem(id: nil, row: "the file", detail: said)) }
        }
        try database.statement("PRAGMA foreign_key_check").forEachRow { row in
            found.append(MenuProblem(id: nil, row: "a row of \(row.text("table"))",
                                     detail: "names a row of \(row.text("parent")) that is not in the file"))
        }
        return found
    }
}
