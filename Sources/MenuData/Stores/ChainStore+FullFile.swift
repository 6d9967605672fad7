import MenuModel
import SQLite

/// A full file at a store (SPEC 22): head office's whole menu, which the
/// store applies over what it holds of head office's, however that came
/// about (a head office restored from a backup, a file lost on the way).
///
/// The full file is not applied as it is: its rows are set beside head
/// office's rows as the store holds them, and SQLite's own difference of
/// the two (https://sqlite.org/session/sqlite3session_diff.html) is applied
/// the way every file is, so the store's own entries, prices, counts and
/// sold out are kept as `apply` always keeps them.
extension ChainStore {
    func differenceToFull(_ change: ChainChange) throws -> Changeset {
        try attachEmpty("chain_held")
        try attachEmpty("chain_full")
        var tables: [String: [Column]] = [:]
        for table in Self.contentTables {
            let columns = try tableColumns(table, in: "main")
            guard !columns.isEmpty else { continue }
            tables[table] = columns
            try create(table, columns, in: "chain_held")
            try create(table, columns, in: "chain_full")
        }
        try Changeset(bytes: change.body).forEachRow { row in
            guard row.operation == .insert, let columns = tables[row.table], columns.count == row.columnCount else {
                throw MenuError.refused("the full file holds a row of \(row.table) that is not one of a whole menu of this schema")
            }
            let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            try database.cachedStatement("INSERT INTO chain_full.\(Self.sqlName(row.table)) VALUES (\(marks))")
                .run((0..<columns.count).map { row.new($0) ?? .null })
        }
        let ordered = Self.contentTables.filter { tables[$0] != nil }
        for table in ordered { try holdHeadOfficesRows(of: table, columns: tables[table] ?? []) }
        return try database.difference(of: ordered, from: "chain_held", to: "chain_full")
    }

    /// An in-memory schema of that name with no tables: attached for this
    /// transaction, or emptied when an earlier file of the same command
    /// (`apply DIR`) attached it.
    private func attachEmpty(_ schema: String) throws {
        let attached = try database.cachedStatement("SELECT 1 FROM pragma_database_list WHERE name = ?")
            .firstRow([.text(schema)], { _ in true }) ?? false
        guard attached else { return try database.execute("ATTACH ':memory:' AS \(Self.sqlName(schema))") }
        var names: [String] = []
        try database.statement("SELECT name FROM \(Self.sqlName(schema)).sqlite_schema WHERE type = 'table'")
            .forEachRow { names.append($0.text("name")) }
        for name in names { try database.execute("DROP TABLE \(Self.sqlName(schema)).\(Self.sqlName(name))") }
    }

    /// Head office's rows of `table` as the store holds them, as head
    /// office last sent them: its price where the store sells at its own,
    /// its places, the store's own columns at their defaults.
    private func holdHeadOfficesRows(of table: String, columns: [Column]) throws {
        let values = columns.map { column -> String in
            if let value = Self.storeColumns[table]?[column.name] { return value }
            switch (table, column.name) {
            case ("menu_node", "price_fen"):
                return "CASE WHEN s.node_id IS NULL THEN t.price_fen ELSE s.head_office_fen END"
            case ("menu_node", "position"):
                return "coalesce(o.position, t.position)"
            default:
                return "t." + Self.sqlName(column.name)
            }
        }
        let names = columns.map { Self.sqlName($0.name) }
        let held: String? = switch table {
        case "serving_window": Self.headOfficesWindows
        case "price_entry": Self.headOfficesEntries
        case "price_entry_size": Self.headOfficesEntrySizes
        default: nil
        }
        if let held {
            return try database.execute("INSERT INTO chain_held.\(Self.sqlName(table)) (\(names.joined(separator: ", "))) \(held)")
        }
        let joins = table == "menu_node"
            ? " LEFT JOIN main.store_price AS s ON s.node_id = t.id LEFT JOIN main.chain_owned AS o ON o.node_id = t.id" : ""
        try database.execute("""
            INSERT INTO chain_held.\(Self.sqlName(table)) (\(names.joined(separator: ", ")))
            SELECT \(values.joined(separator: ", ")) FROM main.\(Self.sqlName(table)) AS t\(joins)
            WHERE \(Self.headOfficesRows(of: table, columns: columns.map(\.name)))
            """)
    }

    /// Which rows of a content table are head office's at a store: those of
    /// its entries, lists and slots (ids below `storeIDBase`), and the
    /// glossary's words the full file has.
    private static func headOfficesRows(of table: String, columns: [String]) -> String {
        let base = String(storeIDBase)
        switch table {
        case "menu_node": return "t.id < \(base) AND t.kind <> 'root'"
        case "choice_list", "set_slot", "price_list": return "t.id < \(base)"
        case "price_list_window", "price_condition": return "t.list_id < \(base)"
        case "choice_option", "option_kcal", "option_allergen": return "t.list_id < \(base)"
        case "set_slot_dish": return "t.slot_id < \(base)"
        case "glossary": return "EXISTS (SELECT 1 FROM chain_full.glossary AS g WHERE g.lang = t.lang AND g.word = t.word)"
        // A master is the same bytes whoever holds it: head office's are those the full file has.
        case "photo_master": return "EXISTS (SELECT 1 FROM chain_full.photo_master AS m WHERE m.digest = t.digest)"
        // A store keeps no fees of its own (FeeStore): every one is head office's.
        case "menu_fee": return "1"
        default: return columns.contains("node_id") ? "t.node_id < \(base)" : "0"
        }
    }
}
