import MenuModel
import SQLite

/// Head office's rows, other than entries, finding the store ready for them.
///
/// Choice lists and set meals' slots are numbered by the menu, not keyed by
/// an entry. At a store head office's keep head office's numbers and the
/// store numbers its own above `storeIDBase`, as it does its own entries,
/// so a list head office adds later never finds its number taken. The
/// glossary is keyed by its words, which both sides may write: there head
/// office's word is the one its next file expects.
extension ChainStore {
    /// A table numbered by the menu, with the tables that point at its rows.
    package enum NumberedTable: String, CaseIterable, Sendable {
        case choiceList = "choice_list", setSlot = "set_slot", priceList = "price_list"

        /// Head office's tables whose rows point at a row of this one.
        fileprivate var references: [(table: String, column: String)] {
            TableCatalogue.tables.filter { $0.owner == .headOffice }.flatMap { table in
                table.columns.filter { column in
                    column.rules.contains { if case .refers(table: rawValue, column: "id") = $0.test { true } else { false } }
                }.map { (table.name, $0.name) }
            }
        }
    }

    /// The number for a new row: the highest plus one, as SQLite would
    /// take it (https://sqlite.org/autoinc.html), and at a store above
    /// `storeIDBase`. NULL past the largest number, where SQLite picks one.
    package func newNumber(in table: NumberedTable) throws -> SQLValue {
        let highest = try database.cachedStatement("SELECT max(id) AS highest FROM \(table.rawValue)")
            .firstRow { $0.optionalInt("highest") } ?? nil
        guard highest != Int64.max else { return .null }
        let next = (highest ?? 0) + 1
        return .integer(try role()?.kind == .store ? max(next, Self.storeIDBase + 1) : next)
    }

    /// A store may mark a head office list's options sold out and offer the
    /// list on its own dishes, but not change the list itself: the next
    /// file that changes it expects it as head office left it.
    package func refuseChanging(list id: Int64, named name: String) throws {
        guard id <= Self.storeIDBase, try role()?.kind == .store else { return }
        throw MenuError.refused("the choice list '\(name)' belongs to head office",
                                hints: ["a store changes only its own lists, and which options are sold out"])
    }

    /// Rows head office adds that the store has under the same key give way:
    /// a store's list or slot under a number head office now adds moves to a
    /// number of the store's own (a store made before its own were numbered
    /// so), what points at it following; a store's list under a name head
    /// office's list takes is renamed `NAME (本店)`; a glossary word both
    /// added (the words every new menu starts with) is head office's, and
    /// one the store changed or removed is put back as head office left it
    /// where the file changes it. Returns what the store is told.
    func makeRoom(for changeset: Changeset) throws -> [String] {
        var lines: [String] = []
        // A table's columns and key, looked up once for all its rows.
        var tables: [String: (columns: [String], key: [String])] = [:]
        try changeset.forEachRow { row in
            guard row.table != "menu_node", row.operation == .insert || row.table == "glossary" else { return }
            if tables[row.table] == nil { tables[row.table] = (try database.columnNames(of: row.table), try primaryKey(of: row.table)) }
            let table = tables[row.table] ?? ([], [])
            let change = HeadOfficeRow(change: row.change, columns: table.columns)
            if let numbered = NumberedTable(rawValue: row.table) {
                lines += try makeRoom(in: numbered, for: change)
            } else if row.table == "glossary", row.operation != .insert {
                lines += try putBackWord(for: change)
            } else {
                try dropStoreRow(under: change, key: table.key)
            }
        }
        return lines
    }

    private func makeRoom(in table: NumberedTable, for change: HeadOfficeRow) throws -> [String] {
        guard case .integer(let number)? = change.new("id") else { return [] }
        if try database.cachedStatement("SELECT 1 FROM \(table.rawValue) WHERE id = ?").firstRow([.integer(number)], { _ in true }) == true {
            try move(number, in: table)
        }
        guard table != .setSlot, case .text(let name)? = change.new("name") else { return [] }
        return try renameStoreList(named: name, in: table).map { [$0] } ?? []
    }

    /// Gives a store's row a number of the store's own; the rows that point
    /// at it follow. The foreign keys are checked when all have moved
    /// (https://sqlite.org/pragma.html#pragma_defer_foreign_keys).
    private func move(_ number: Int64, in table: NumberedTable) throws {
        let moved = try newNumber(in: table)
        try database.execute("PRAGMA defer_foreign_keys = ON")
        try database.cachedStatement("UPDATE \(table.rawValue) SET id = ? WHERE id = ?").run([moved, .integer(number)])
        for (child, column) in table.references {
            try database.cachedStatement("UPDATE \(child) SET \(column) = ? WHERE \(column) = ?").run([moved, .integer(number)])
        }
        try database.execute("PRAGMA defer_foreign_keys = OFF")
    }

    /// The store's own list named as head office's list is now: renamed
    /// `NAME (本店)`, cut to the 20 characters a list's name may have.
    private func renameStoreList(named name: String, in table: NumberedTable) throws -> String? {
        let find = try database.cachedStatement("SELECT id FROM \(table.rawValue) WHERE name = ?")
        guard let clash = try find.firstRow([.text(name)], { $0.int("id") }), clash > Self.storeIDBase else { return nil }
        var renamed = name, number = 1
        while try find.firstRow([.text(renamed)], { _ in true }) == true {
            let mark = number == 1 ? " (\(Self.storeGroupName))" : " (\(Self.storeGroupName) \(number))"
            renamed = String(name.prefix(ChoiceList.maximumNameLength - mark.count)) + mark
            number += 1
        }
        try database.cachedStatement("UPDATE \(table.rawValue) SET name = ? WHERE id = ?").run([.text(renamed), .integer(clash)])
        let what = table == .priceList ? "price list" : "choice list"
        return "renamed the store's \(what) \(name) → \(renamed) (head office's list takes the name)"
    }

    /// A store may add entries to head office's price list, but not change
    /// the list itself: the next file that changes it expects it as head
    /// office left it.
    package func refuseChanging(priceList id: Int64, named name: String) throws {
        guard id < Self.storeIDBase, try role()?.kind == .store else { return }
        throw MenuError.refused("the price list '\(name)' belongs to head office",
                                hints: ["a store sets its own entries in it (menuctl prices set), or makes its own list"])
    }

    /// A glossary word head office changes or removes, as head office left
    /// it: the store's own translation gives way, and says so.
    private func putBackWord(for change: HeadOfficeRow) throws -> [String] {
        guard case .text(let lang)? = change.old("lang"), case .text(let word)? = change.old("word"),
              case .text(let expected)? = change.old("translation") else { return [] }
        let current = try database.cachedStatement("SELECT translation FROM glossary WHERE lang = ? AND word = ?")
            .firstRow([.text(lang), .text(word)]) { $0.text("translation") }
        guard current != expected else { return [] }
        try database.cachedStatement("INSERT OR REPLACE INTO glossary (lang, word, translation) VALUES (?, ?, ?)")
            .run([.text(lang), .text(word), .text(expected)])
        let had = current.map { "the store had \($0)" } ?? "the store had removed it"
        return ["glossary \(lang): \(word) is head office's again (\(had))"]
    }

    /// Any other row the store has under the key of one head office adds.
    private func dropStoreRow(under change: HeadOfficeRow, key: [String]) throws {
        guard !key.isEmpty, key.allSatisfy({ change.new($0) != nil }) else { return }
        let condition = key.map { "\(Self.sqlName($0)) = ?" }.joined(separator: " AND ")
        try database.cachedStatement("DELETE FROM \(Self.sqlName(change.table)) WHERE \(condition)")
            .run(key.map { change.new($0) ?? .null })
    }

    /// The names of a table's primary key columns, in the key's order.
    private func primaryKey(of table: String) throws -> [String] {
        var key: [(column: String, place: Int64)] = []
        try database.statement("SELECT name, pk FROM pragma_table_info(?) WHERE pk > 0")
            .forEachRow([.text(table)]) { key.append(($0.text("name"), $0.int("pk"))) }
        return key.sorted { $0.place < $1.place }.map(\.column)
    }
}

/// One row of head office's file, its values by column name.
private struct HeadOfficeRow {
    let change: RowChange
    let columns: [String]
    var table: String { change.table }

    func new(_ column: String) -> SQLValue? {
        columns.firstIndex(of: column).flatMap { $0 < change.new.count ? change.new[$0] : nil }
    }

    func old(_ column: String) -> SQLValue? {
        columns.firstIndex(of: column).flatMap { $0 < change.old.count ? change.old[$0] : nil }
    }
}
