import MenuModel
import SQLite
/// Price lists that break SPEC 21's rules, as another program may write
/// them with the sqlite3 shell (foreign keys off, SPEC 9): entries for
/// dishes that are not in the menu or are groups, entries of lists that
/// are gone, entries that say nothing, size prices for sizes the dish lacks,
/// windows of lists that are gone, and timed lists whose hours overlap.
extension IntegrityStore {
    private struct PriceListFault {
        let problem: MenuProblem
        let repair: String
        let mend: () throws -> Void
    }

    package func priceListProblems() throws -> [MenuProblem] {
        try priceListFaults().map(\.problem)
    }

    /// Drops what `check` found, in the repair transaction; a line each.
    package func repairPriceLists() throws -> [String] {
        try priceListFaults().map { fault in
            try fault.mend()
            return fault.repair
        }
    }

    private func priceListFaults() throws -> [PriceListFault] {
        try priceEntryFaults() + sizePriceFaults() + windowFaults() + overlapFaults()
    }

    /// A mend that runs one statement.
    private func drop(_ sql: String, _ values: [SQLValue]) -> () throws -> Void {
        { try self.database.cachedStatement(sql).run(values) }
    }

    /// Entries of lists or dishes that are gone, of groups, or that say nothing.
    private func priceEntryFaults() throws -> [PriceListFault] {
        var faults: [PriceListFault] = []
        try database.cachedStatement("""
            SELECT e.list_id, e.node_id, l.name AS list, m.kind, m.name,
                   (e.price_fen IS NULL AND e.box_fee_fen IS NULL AND e.min_order IS NULL AND e.not_sold = 0
                    AND NOT EXISTS (SELECT 1 FROM price_entry_size AS s WHERE s.list_id = e.list_id AND s.node_id = e.node_id)) AS empty
            FROM price_entry AS e LEFT JOIN price_list AS l ON l.id = e.list_id LEFT JOIN menu_node AS m ON m.id = e.node_id
            WHERE l.id IS NULL OR m.id IS NULL OR m.kind <> 'item' OR empty
            ORDER BY e.list_id, e.node_id
            """).forEachRow { row in
            let (listID, nodeID) = (row.int("list_id"), row.int("node_id"))
            let list = row.optionalText("list").map { "price list \($0)" } ?? "price list #\(listID)"
            let why = row.optionalText("list") == nil ? "belongs to no price list"
                : row.optionalText("kind") == nil ? "names #\(nodeID), which is not in the menu"
                : row.text("kind") != "item" ? "names #\(nodeID) '\(row.text("name"))', which is not a dish"
                : "says nothing of #\(nodeID) '\(row.text("name"))'"
            faults.append(PriceListFault(
                problem: MenuProblem(id: nodeID, row: list, detail: "an entry " + why),
                repair: "\(list): dropped the entry that \(why)",
                mend: drop("DELETE FROM price_entry WHERE list_id = ? AND node_id = ?", [.integer(listID), .integer(nodeID)])))
        }
        return faults
    }

    /// Size prices without their entry, or for a size the dish lacks.
    private func sizePriceFaults() throws -> [PriceListFault] {
        var faults: [PriceListFault] = []
        try database.cachedStatement("""
            SELECT s.list_id, s.node_id, s.name, l.name AS list FROM price_entry_size AS s
            LEFT JOIN price_list AS l ON l.id = s.list_id
            LEFT JOIN price_entry AS e ON e.list_id = s.list_id AND e.node_id = s.node_id
            WHERE e.node_id IS NULL
               OR NOT EXISTS (SELECT 1 FROM dish_size AS d WHERE d.node_id = s.node_id AND d.name = s.name)
            ORDER BY s.list_id, s.node_id, s.name
            """).forEachRow { row in
            let (listID, nodeID, size) = (row.int("list_id"), row.int("node_id"), row.text("name"))
            let list = row.optionalText("list").map { "price list \($0)" } ?? "price list #\(listID)"
            faults.append(PriceListFault(
                problem: MenuProblem(id: nodeID, row: list, detail: "a price for size '\(size)' of #\(nodeID), which has no such size"),
                repair: "\(list): dropped the price for size '\(size)' of #\(nodeID)",
                mend: drop("DELETE FROM price_entry_size WHERE list_id = ? AND node_id = ? AND name = ?",
                           [.integer(listID), .integer(nodeID), .text(size)])))
        }
        return faults
    }

    /// Serving windows of lists that are gone.
    private func windowFaults() throws -> [PriceListFault] {
        var faults: [PriceListFault] = []
        try database.cachedStatement("""
            SELECT DISTINCT list_id FROM price_list_window WHERE list_id NOT IN (SELECT id FROM price_list) ORDER BY list_id
            """).forEachRow { row in
            let listID = row.int("list_id")
            faults.append(PriceListFault(
                problem: MenuProblem(id: nil, row: "price list #\(listID)", detail: "serving windows of a price list that is gone"),
                repair: "price list #\(listID): dropped the windows of a list that is gone",
                mend: drop("DELETE FROM price_list_window WHERE list_id = ?", [.integer(listID)])))
        }
        return faults
    }

    /// Of two timed lists that overlap, the later one loses its hours.
    private func overlapFaults() throws -> [PriceListFault] {
        var faults: [PriceListFault] = []
        var timed: [PriceListStore.StoredList] = []
        for stored in try tx.priceLists.lists() where !stored.list.hours.isEmpty {
            if let earlier = timed.first(where: { $0.list.hours.overlaps(stored.list.hours) }) {
                faults.append(PriceListFault(
                    problem: MenuProblem(id: nil, row: "price list \(stored.list.name)",
                                         detail: "its hours overlap those of \(earlier.list.name)"),
                    repair: "price list \(stored.list.name): removed its hours, which overlapped those of \(earlier.list.name)",
                    mend: drop("DELETE FROM price_list_window WHERE list_id = ?", [.integer(stored.id)])))
            } else {
                timed.append(stored)
            }
        }
        return faults
    }
}

/// The column rules of 0011 (see `RowRule`): a list's name as a choice
/// list's, a rule whose kind and value come together, rounding to 1, 10, 50
/// or 100 fen, fees and prices that are amounts, a minimum order of 1 to
/// 999, windows as serving hours' (SPEC 10). What cannot be mended to a
/// value the list meant is taken off: the list then says less, not wrong.
extension IntegrityStore {
    private static let list = "'price list ' || coalesce((SELECT name FROM price_list WHERE id = t.list_id), '#' || t.list_id)"
    private static let window = "printf('%02d:%02d-%02d:%02d', t.opens / 60, t.opens % 60, t.closes / 60, t.closes % 60)"
    private static let amount = "BETWEEN 0 AND \(Amount.maximumFen)"
    private static let listName = "CASE WHEN t.name = '' THEN 'list ' || t.id ELSE replace(t.name, '/', '／') END"

    static let priceListRowRules: [RowRule] = [
        RowRule("price_list", breaks: "t.name = '' OR instr(t.name, '/') > 0", node: nil,
                row: "'price list #' || t.id || ' ''' || t.name || ''''",
                detail: "CASE WHEN t.name = '' THEN 'its name is empty' ELSE 'its name holds a ''/''' END",
                mended: "'renamed it ''' || \(unique(listName, among: "SELECT name FROM price_list", or: "'list ' || t.id")) || ''''",
                mend: ["UPDATE price_list AS t SET name = \(unique(listName, among: "SELECT name FROM price_list", or: "'list ' || t.id")) WHERE {rows}"]),
        RowRule("price_list", breaks: """
                (t.rule_kind IS NULL) <> (t.rule_value IS NULL) OR t.rule_kind NOT IN ('percent', 'amount')
                OR t.rule_value NOT BETWEEN -999999999 AND 999999999
                """, node: nil, row: "'price list ' || t.name",
                detail: "'its rule (' || coalesce(t.rule_kind, 'no kind') || ', ' || coalesce(t.rule_value, 'no value') || ') is not a rule'",
                mended: "'took its rule off; its dishes keep their own prices'",
                mend: ["UPDATE price_list AS t SET rule_kind = NULL, rule_value = NULL WHERE {rows}"]),
        RowRule("price_list", breaks: "t.round_fen NOT IN (1, 10, 50, 100)", node: nil, row: "'price list ' || t.name",
                detail: "'it rounds to ' || t.round_fen || ' fen, not 1, 10, 50 or 100'",
                mended: "'rounds to 1 fen now'", mend: ["UPDATE price_list AS t SET round_fen = 1 WHERE {rows}"]),
        RowRule("price_list", breaks: "t.box_fee_fen NOT \(amount)", node: nil, row: "'price list ' || t.name",
                detail: "'its box fee of ' || t.box_fee_fen || ' fen is not an amount'",
                mended: "'took its box fee off'", mend: ["UPDATE price_list AS t SET box_fee_fen = NULL WHERE {rows}"]),
        .removing("price_list_window", breaks: """
            t.days NOT BETWEEN 1 AND 127 OR t.opens NOT BETWEEN 0 AND 1439 OR t.closes NOT BETWEEN 0 AND 1440
            OR t.opens = t.closes OR t.position < 0
            """, node: nil, row: list,
            detail: """
                'its window ' || \(window) || CASE
                    WHEN t.days NOT BETWEEN 1 AND 127 THEN ' is on days ' || t.days || ', not a set of days (1 to 127)'
                    WHEN t.opens NOT BETWEEN 0 AND 1439 THEN ' opens at minute ' || t.opens || ', not 0 to 1439'
                    WHEN t.closes NOT BETWEEN 0 AND 1440 THEN ' closes at minute ' || t.closes || ', not 0 to 1440'
                    WHEN t.opens = t.closes THEN ' closes when it opens'
                    ELSE ' is at position ' || t.position || ', below 0' END
                """, mended: "'removed its window ' || \(window)"),
        RowRule("price_entry", breaks: "t.price_fen NOT \(amount) OR t.box_fee_fen NOT \(amount)", node: nil, row: list,
                detail: "'its entry for #' || t.node_id || ' has a price or box fee that is not an amount'",
                mended: "'took the price and box fee that were not amounts off its entry for #' || t.node_id",
                mend: ["""
                    UPDATE price_entry AS t SET price_fen = CASE WHEN t.price_fen \(amount) THEN t.price_fen END,
                    box_fee_fen = CASE WHEN t.box_fee_fen \(amount) THEN t.box_fee_fen END WHERE {rows}
                    """]),
        RowRule("price_entry", breaks: "t.min_order NOT BETWEEN 1 AND 999", node: nil, row: list,
                detail: "'its entry for #' || t.node_id || ' has a minimum order of ' || t.min_order || ', not 1 to 999'",
                mended: "'took the minimum order off its entry for #' || t.node_id",
                mend: ["UPDATE price_entry AS t SET min_order = NULL WHERE {rows}"]),
        RowRule("price_entry", breaks: "t.not_sold NOT IN (0, 1)", node: nil, row: list,
                detail: "'its entry for #' || t.node_id || ' has not_sold ' || t.not_sold || ', not 0 or 1'",
                mended: "'its entry for #' || t.node_id || ' is not sold now (not_sold 1)'",
                mend: ["UPDATE price_entry AS t SET not_sold = 1 WHERE {rows}"]),
        .removing("price_entry_size", breaks: "t.price_fen NOT \(amount) OR t.name = ''", node: nil, row: list,
                  detail: "'its price for size ''' || t.name || ''' of #' || t.node_id || ' is not an amount, or the size has no name'",
                  mended: "'removed its price for size ''' || t.name || ''' of #' || t.node_id"),
    ]
}
