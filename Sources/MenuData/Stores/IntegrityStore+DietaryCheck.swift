import MenuModel
import SQLite
/// Allergens and diets another program wrote into the file (SPEC 9, 24):
/// a key this menuctl does not know (the schema takes any short text, so
/// that a later release may know more), one on a group or the top, or one
/// of a node that is gone. `check` reports each; `--repair` drops it,
/// since no guest may be told a dish is safe on a guess.
extension IntegrityStore {
    /// One stored row that breaks the rules, and why.
    private struct DietaryFault {
        let table: String
        let column: String
        let id: Int64
        let key: [UInt8]
        let problem: MenuProblem
    }

    package func dietaryProblems() throws -> [MenuProblem] {
        try dietaryFaults().map(\.problem)
    }

    /// Drops every row that breaks the rules; a line for each.
    package func repairDietary() throws -> [String] {
        try dietaryFaults().map { fault in
            try database.cachedStatement("DELETE FROM \(fault.table) WHERE node_id = ? AND CAST(\(fault.column) AS BLOB) = ?")
                .run([.integer(fault.id), .blob(fault.key)])
            return "\(fault.problem.row): removed its \(fault.column) '\(String(decoding: fault.key, as: UTF8.self).shortened())'"
        }
    }

    private func dietaryFaults() throws -> [DietaryFault] {
        var faults: [DietaryFault] = []
        for (table, column, known) in [("dish_allergen", "allergen", Allergen.allCases.map(\.key) + [Dietary.noneKey]),
                                       ("dish_diet", "diet", Diet.allCases.map(\.key))] {
            // The table's names are these two, plain words.
            try database.cachedStatement("""
                SELECT d.node_id, CAST(d.\(column) AS BLOB) AS key_bytes, m.kind, m.name FROM \(table) AS d
                LEFT JOIN menu_node AS m ON m.id = d.node_id ORDER BY d.node_id, d.\(column)
                """).forEachRow { row in
                let id = row.int("node_id"), key = row.blob("key_bytes")
                let shown = "'" + String(decoding: key, as: UTF8.self).shortened() + "'"
                let kind = row.optionalText("kind")
                let detail: String
                if kind == nil {
                    detail = "the \(column) \(shown) of a node that is not in the file"
                } else if kind == "group" || kind == "root" {
                    detail = "the \(column) \(shown) on a group; only dishes have \(column)s"
                } else if let text = String(validating: key, as: UTF8.self), known.contains(text) {
                    return
                } else {
                    detail = "its \(column) \(shown) is not one menuctl knows (" + known.joined(separator: ", ") + ")"
                }
                let label = kind == nil ? "#\(id)" : "#\(id) '\(row.text("name"))'"
                faults.append(DietaryFault(table: table, column: column, id: id, key: key,
                                           problem: MenuProblem(id: id, row: label, detail: detail)))
            }
        }
        return faults
    }
}
