import MenuModel
import SQLite
extension IntegrityStore {
    /// A count or a 估清's end that breaks SPEC 20's rules, and how it is mended.
    private struct CountFault {
        let problem: MenuProblem
        let mend: () throws -> String
    }

    /// Counts and ends another program wrote against the rules (SPEC 9):
    /// the schema's CHECKs hold them for every writer that does not turn
    /// them off (`PRAGMA ignore_check_constraints`), and a group or a
    /// missing node is no CHECK's business.
    package func countProblems() throws -> [MenuProblem] {
        try countFaults().map(\.problem)
    }

    /// Mends them: a count within its rules, a count or end where none
    /// belongs removed; a line each.
    package func repairCounts() throws -> [String] {
        try countFaults().map { try $0.mend() }
    }

    private func countFaults() throws -> [CountFault] {
        try countRowFaults() + soldOutEndFaults() + offSaleFaults()
    }

    /// A count as stored, with the dish it counts.
    private struct StoredCount {
        let id: Int64, kind: String?, name: String?, left: Int64, daily: Int64?
        var label: String { name.map { "#\(id) '\($0)'" } ?? "#\(id)" }
    }

    private func countRowFaults() throws -> [CountFault] {
        var rows: [StoredCount] = []
        try database.cachedStatement("""
            SELECT c.node_id, m.kind, m.name, c.portions_left, c.daily_portions
            FROM dish_count AS c LEFT JOIN menu_node AS m ON m.id = c.node_id ORDER BY c.node_id
            """).forEachRow { row in
            rows.append(StoredCount(id: row.int("node_id"), kind: row.optionalText("kind"), name: row.optionalText("name"),
                                    left: row.int("portions_left"), daily: row.optionalInt("daily_portions")))
        }
        return rows.compactMap(countFault)
    }

    /// A count of what is not a dish goes; one out of its bounds is brought within them.
    private func countFault(_ row: StoredCount) -> CountFault? {
        let label = row.label
        func fault(_ detail: String, _ mend: @escaping () throws -> String) -> CountFault {
            CountFault(problem: MenuProblem(id: row.id, row: label, detail: detail), mend: { "\(label): " + (try mend()) })
        }
        guard row.kind == "item" else {
            return fault(row.kind == nil ? "a count of a node that is not in the file" : "a count on a group: only dishes are counted") {
                try database.cachedStatement("DELETE FROM dish_count WHERE node_id = ?").run([.integer(row.id)])
                return "count removed"
            }
        }
        let most = Int64(DishCount.maximum)
        let daily = row.daily.map { min(max($0, 0), most) }
        let left = min(max(row.left, 0), daily ?? most)
        guard left != row.left || daily != row.daily else { return nil }
        let detail = if row.left < 0 { "\(row.left) portions left, fewer than none" }
            else if let daily = row.daily, daily < 0 || daily > most { "a daily count of \(daily), not 0 to \(most)" }
            else if row.left > most { "\(row.left) portions left, more than \(most)" }
            else { "\(row.left) portions left, more than its daily count of \(row.daily ?? 0)" }
        return fault(detail) {
            try database.cachedStatement("UPDATE dish_count SET portions_left = ?1, portions_stocked = ?1, daily_portions = ?2, portions_sold = 0 WHERE node_id = ?3")
                .run([.integer(left), daily.map { .integer($0) } ?? .null, .integer(row.id)])
            return "\(left) left" + (daily.map { ", \($0) a day" } ?? "")
        }
    }

    /// The end of a sold-out where there is no sold-out dish to end.
    private func soldOutEndFaults() throws -> [CountFault] {
        var faults: [CountFault] = []
        var ends: [(id: Int64, kind: String?, name: String?)] = []
        try database.cachedStatement("""
            SELECT u.node_id, m.kind, m.name, m.sold_out
            FROM sold_out_until AS u LEFT JOIN menu_node AS m ON m.id = u.node_id
            WHERE m.id IS NULL OR m.kind <> 'item' OR m.sold_out <> 1 ORDER BY u.node_id
            """).forEachRow { ends.append(($0.int("node_id"), $0.optionalText("kind"), $0.optionalText("name"))) }
        for end in ends {
            let label = end.name.map { "#\(end.id) '\($0)'" } ?? "#\(end.id)"
            let detail = end.kind == nil ? "the end of a sold-out of a node that is not in the file"
                : end.kind != "item" ? "the end of a sold-out on a group" : "the end of a sold-out on a dish that is not sold out"
            faults.append(CountFault(problem: MenuProblem(id: end.id, row: label, detail: detail), mend: {
                try database.cachedStatement("DELETE FROM sold_out_until WHERE node_id = ?").run([.integer(end.id)])
                return "\(label): end of sold-out removed"
            }))
        }
        return faults
    }

    /// 停售 of what is not a dish: a node another program removed with
    /// foreign keys off, or a group.
    private func offSaleFaults() throws -> [CountFault] {
        var rows: [(id: Int64, kind: String?, name: String?)] = []
        try database.cachedStatement("""
            SELECT o.node_id, m.kind, m.name FROM dish_off_sale AS o LEFT JOIN menu_node AS m ON m.id = o.node_id
            WHERE m.id IS NULL OR m.kind <> 'item' ORDER BY o.node_id
            """).forEachRow { rows.append(($0.int("node_id"), $0.optionalText("kind"), $0.optionalText("name"))) }
        return rows.map { row in
            let label = row.name.map { "#\(row.id) '\($0)'" } ?? "#\(row.id)"
            let detail = row.kind == nil ? "off sale, a node that is not in the file" : "off sale, a group: only dishes are taken off sale"
            return CountFault(problem: MenuProblem(id: row.id, row: label, detail: detail), mend: {
                try database.cachedStatement("DELETE FROM dish_off_sale WHERE node_id = ?").run([.integer(row.id)])
                return "\(label): off sale removed"
            })
        }
    }
}
