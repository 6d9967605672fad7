import MenuModel
import SQLite
/// Set meals' rows that break SPEC 19's rules (another program may write
/// them with the sqlite3 shell, whose foreign keys and the schema's
/// triggers it may drop): a set of a node that is gone or a group, slots
/// of a set that is gone, a slot's dish that is gone, a group or a set, or
/// in a size it does not have; more than 12 slots or 30 dishes; a pick the
/// dishes cannot meet. A set still without slots is one being made up, and
/// is not a problem. `--repair` drops the rows that name what is not
/// there, cuts what is past the limits, and brings a pick down to the
/// dishes there are (a slot left without any goes).
extension IntegrityStore {
    /// One thing wrong, and the statements that mend it (ids only, never text).
    private struct SetFinding {
        let problem: MenuProblem
        let mend: [String]
        let repair: String
    }

    package func setProblems() throws -> [MenuProblem] {
        try (setRowFindings() + setLimitFindings() + setPickFindings()).map(\.problem)
    }

    /// Mends in three rounds, each looking again at what the one before left.
    package func repairSets() throws -> [String] {
        var lines: [String] = []
        for findings in [setRowFindings, setLimitFindings, setPickFindings] {
            for finding in try findings() {
                for statement in finding.mend { try database.execute(statement) }
                lines.append(finding.repair)
            }
        }
        return lines
    }

    /// Rows that name what is not there, or not a dish.
    private func setRowFindings() throws -> [SetFinding] {
        try setMealFindings() + slotFindings() + slotDishFindings()
    }

    /// Set meals of nodes that are gone, or of groups.
    private func setMealFindings() throws -> [SetFinding] {
        var findings: [SetFinding] = []
        try database.cachedStatement("""
            SELECT s.node_id, m.kind FROM set_meal AS s LEFT JOIN menu_node AS m ON m.id = s.node_id
            WHERE m.id IS NULL OR m.kind IN ('group', 'root') ORDER BY s.node_id
            """).forEachRow { row in
            let id = row.int("node_id")
            let detail = row.optionalText("kind") == nil ? "a set meal of node #\(id), which is not in the menu" : "a set meal made of a group"
            findings.append(SetFinding(problem: MenuProblem(id: id, row: "set meal #\(id)", detail: detail),
                                       mend: ["DELETE FROM set_slot_dish WHERE slot_id IN (SELECT id FROM set_slot WHERE set_id = \(id))",
                                              "DELETE FROM set_slot WHERE set_id = \(id)", "DELETE FROM set_meal WHERE node_id = \(id)"],
                                       repair: "set meal #\(id): dropped with its slots (\(detail))"))
        }
        return findings
    }

    /// Slots of sets that are gone.
    private func slotFindings() throws -> [SetFinding] {
        var findings: [SetFinding] = []
        try database.cachedStatement("""
            SELECT s.id, s.set_id, s.name FROM set_slot AS s LEFT JOIN set_meal AS m ON m.node_id = s.set_id
            WHERE m.node_id IS NULL ORDER BY s.id
            """).forEachRow { row in
            let slot = row.int("id"), set = row.int("set_id")
            let label = "slot #\(slot) '\(row.text("name"))'"
            findings.append(SetFinding(problem: MenuProblem(id: set, row: label, detail: "a slot of #\(set), which is not a set meal"),
                                       mend: ["DELETE FROM set_slot_dish WHERE slot_id = \(slot)", "DELETE FROM set_slot WHERE id = \(slot)"],
                                       repair: "\(label): dropped (#\(set) is not a set meal)"))
        }
        return findings
    }

    /// A slot's dishes that are gone, groups, sets, or in a size they lack.
    private func slotDishFindings() throws -> [SetFinding] {
        var findings: [SetFinding] = []
        try database.cachedStatement("""
            SELECT d.slot_id, d.position, d.dish_id, s.id IS NULL AS slot_gone, m.id IS NULL AS dish_gone,
                   coalesce(m.kind, '') AS kind, EXISTS (SELECT 1 FROM set_meal WHERE node_id = d.dish_id) AS is_set, d.size,
                   (SELECT count(*) FROM dish_size WHERE node_id = d.dish_id) AS sizes,
                   d.size IS NOT NULL AND NOT EXISTS (SELECT 1 FROM dish_size WHERE node_id = d.dish_id AND name = d.size) AS size_gone,
                   coalesce(s.name, '') AS slot, coalesce(s.set_id, 0) AS set_id, coalesce(m.name, '') AS dish
            FROM set_slot_dish AS d LEFT JOIN set_slot AS s ON s.id = d.slot_id LEFT JOIN menu_node AS m ON m.id = d.dish_id
            ORDER BY d.slot_id, d.position
            """).forEachRow { row in
            let slot = row.int("slot_id"), position = row.int("position"), dish = row.int("dish_id")
            let detail: String
            if row.bool("slot_gone") {
                detail = "a dish of slot #\(slot), which is not in the menu"
            } else if row.bool("dish_gone") {
                detail = "names dish #\(dish), which is not in the menu"
            } else if row.text("kind") == "group" || row.text("kind") == "root" {
                detail = "names #\(dish) '\(row.text("dish"))', a group; a slot holds dishes"
            } else if row.bool("is_set") {
                detail = "names #\(dish) '\(row.text("dish"))', a set meal; a slot holds dishes"
            } else if row.bool("size_gone") {
                detail = "names #\(dish) '\(row.text("dish"))' in the size '\(row.text("size"))', which it does not have"
            } else if row.optionalText("size") == nil && row.int("sizes") > 0 {
                detail = "names #\(dish) '\(row.text("dish"))' without a size; it comes in sizes"
            } else {
                return
            }
            let label = "slot #\(slot)" + (row.bool("slot_gone") ? "" : " '\(row.text("slot"))' of set #\(row.int("set_id"))")
            findings.append(SetFinding(problem: MenuProblem(id: row.bool("slot_gone") ? nil : row.int("set_id"), row: label, detail: detail),
                                       mend: ["DELETE FROM set_slot_dish WHERE slot_id = \(slot) AND position = \(position)"],
                                       repair: "\(label): dropped its dish (\(detail))"))
        }
        return findings
    }

    /// More than 12 slots to a set, or 30 dishes to a slot: what is past the limit goes.
    private func setLimitFindings() throws -> [SetFinding] {
        var findings: [SetFinding] = []
        let most = SetMeal.slotCounts.upperBound, dishes = SetMeal.dishCounts.upperBound
        try database.cachedStatement("""
            SELECT set_id, count(*) AS slots FROM set_slot GROUP BY set_id HAVING count(*) > \(most) ORDER BY set_id
            """).forEachRow { row in
            let set = row.int("set_id"), count = row.int("slots")
            let past = "SELECT id FROM set_slot WHERE set_id = \(set) ORDER BY position, id LIMIT -1 OFFSET \(most)"
            findings.append(SetFinding(problem: MenuProblem(id: set, row: "set meal #\(set)", detail: "\(count) slots; a set meal has at most \(most)"),
                                       mend: ["DELETE FROM set_slot_dish WHERE slot_id IN (\(past))", "DELETE FROM set_slot WHERE id IN (\(past))"],
                                       repair: "set meal #\(set): dropped the slots after the \(most)th"))
        }
        try database.cachedStatement("""
            SELECT d.slot_id, count(*) AS dishes, s.set_id, s.name FROM set_slot_dish AS d JOIN set_slot AS s ON s.id = d.slot_id
            GROUP BY d.slot_id HAVING count(*) > \(dishes) ORDER BY d.slot_id
            """).forEachRow { row in
            let slot = row.int("slot_id"), label = "slot #\(slot) '\(row.text("name"))' of set #\(row.int("set_id"))"
            findings.append(SetFinding(problem: MenuProblem(id: row.int("set_id"), row: label, detail: "\(row.int("dishes")) dishes; a slot holds at most \(dishes)"),
                                       mend: ["""
                                           DELETE FROM set_slot_dish WHERE slot_id = \(slot) AND position IN
                                           (SELECT position FROM set_slot_dish WHERE slot_id = \(slot) ORDER BY position LIMIT -1 OFFSET \(dishes))
                                           """],
                                       repair: "\(label): dropped the dishes after the \(dishes)th"))
        }
        return findings
    }

    /// A slot that can no longer be filled: fewer dishes than its pick.
    private func setPickFindings() throws -> [SetFinding] {
        var findings: [SetFinding] = []
        try database.cachedStatement("""
            SELECT s.id, s.set_id, s.name, s.pick, (SELECT count(*) FROM set_slot_dish WHERE slot_id = s.id) AS dishes
            FROM set_slot AS s JOIN set_meal AS m ON m.node_id = s.set_id WHERE s.pick > dishes ORDER BY s.set_id, s.position, s.id
            """).forEachRow { row in
            let slot = row.int("id"), pick = row.int("pick"), count = row.int("dishes")
            let label = "slot #\(slot) '\(row.text("name"))' of set #\(row.int("set_id"))"
            let detail = "picks \(pick) of \(count) dish\(count == 1 ? "" : "es"), so it can never be filled"
            findings.append(count == 0
                ? SetFinding(problem: MenuProblem(id: row.int("set_id"), row: label, detail: detail),
                             mend: ["DELETE FROM set_slot WHERE id = \(slot)"], repair: "\(label): dropped (it holds no dish)")
                : SetFinding(problem: MenuProblem(id: row.int("set_id"), row: label, detail: detail),
                             mend: ["UPDATE set_slot SET pick = \(count) WHERE id = \(slot)"], repair: "\(label): pick set to \(count)"))
        }
        return findings
    }
}
