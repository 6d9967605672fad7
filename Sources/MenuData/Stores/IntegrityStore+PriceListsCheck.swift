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
        var faults: [PriceListFault] = []
        func drop(_ sql: String, _ values: [SQLValue]) -> () throws -> Void {
            { try self.database.cachedStatement(sql).run(values) }
        }
        try database.cachedStatement("""
            SELECT e.list_id, e.node_id, l.name AS list, m.kind, m.name,
                   (e.price_fen IS NULL AND e.box_fee_fen IS NULL AND e.min_order IS NULL AND e.not_sold = 0
                    AND NOT EXISTS (SELECT 1 FROM price_entry_size AS s WHERE s.list_id = e.list_id AND s.node_id = e.node_id)) AS empty
            FROM price_entry AS e LEFT JOIN price_list AS l ON l.id = e.list_id LEFT JOIN menu_node AS m ON m.id = e.node_id
            WHERE l.id IS NULL OR m.id IS NULL OR m.kind <> 'item' OR empty
            ORDER BY e.list_id, e.node_id
            """).forEachRow { row in
            let (listID, nodeID) = (row.int(0), row.int(1))
            let list = row.optionalText(2).map { "price list \($0)" } ?? "price list #\(listID)"
            let why = row.optionalText(2) == nil ? "belongs to no price list"
                : row.optionalText(3) == nil ? "names #\(nodeID), which is not in the menu"
                : row.text(3) != "item" ? "names #\(nodeID) '\(row.text(4))', which is not a dish"
                : "says nothing of #\(nodeID) '\(row.text(4))'"
            faults.append(PriceListFault(
                problem: MenuProblem(id: nodeID, row: list, detail: "an entry " + why),
                repair: "\(list): dropped the entry that \(why)",
                mend: drop("DELETE FROM price_entry WHERE list_id = ? AND node_id = ?", [.integer(listID), .integer(nodeID)])))
        }
        try database.cachedStatement("""
            SELECT s.list_id, s.node_id, s.name, l.name FROM price_entry_size AS s
            LEFT JOIN price_list AS l ON l.id = s.list_id
            LEFT JOIN price_entry AS e ON e.list_id = s.list_id AND e.node_id = s.node_id
            WHERE e.node_id IS NULL
               OR NOT EXISTS (SELECT 1 FROM dish_size AS d WHERE d.node_id = s.node_id AND d.name = s.name)
            ORDER BY s.list_id, s.node_id, s.name
            """).forEachRow { row in
            let (listID, nodeID, size) = (row.int(0), row.int(1), row.text(2))
            let list = row.optionalText(3).map { "price list \($0)" } ?? "price list #\(listID)"
            faults.append(PriceListFault(
                problem: MenuProblem(id: nodeID, row: list, detail: "a price for size '\(size)' of #\(nodeID), which has no such size"),
                repair: "\(list): dropped the price for size '\(size)' of #\(nodeID)",
                mend: drop("DELETE FROM price_entry_size WHERE list_id = ? AND node_id = ? AND name = ?",
                           [.integer(listID), .integer(nodeID), .text(size)])))
        }
        try database.cachedStatement("""
            SELECT DISTINCT list_id FROM price_list_window WHERE list_id NOT IN (SELECT id FROM price_list) ORDER BY list_id
            """).forEachRow { row in
            let listID = row.int(0)
            faults.append(PriceListFault(
                problem: MenuProblem(id: nil, row: "price list #\(listID)", detail: "serving windows of a price list that is gone"),
                repair: "price list #\(listID): dropped the windows of a list that is gone",
                mend: drop("DELETE FROM price_list_window WHERE list_id = ?", [.integer(listID)])))
        }
        // Of two timed lists that overlap, the later one loses its hours.
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
