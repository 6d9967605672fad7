import MenuModel
import SQLite
/// A rule a row of one table must keep, said in SQL, with how `--repair`
/// mends the rows that break it (SPEC 9). The schema's CHECKs, foreign keys
/// and triggers hold these for menuctl; another program writes with
/// foreign keys off (the sqlite3 shell's default,
/// https://sqlite.org/foreignkeys.html#fk_enable), may turn CHECKs off
/// (https://sqlite.org/pragma.html#pragma_ignore_check_constraints) or drop
/// a trigger. A rule is one entry in a table of them, so a new table adds
/// its rules and nothing else.
package struct RowRule: Sendable {
    /// The table, named `t` in the expressions below.
    let table: String
    /// True for a row that breaks the rule.
    let breaks: String
    /// The node the row belongs to, when it belongs to one: the row is then
    /// named `#7 '宫保鸡丁'` (or `#999` when that node is gone).
    let node: String?
    /// What else names the row (`choice list #3`), when `node` is nil.
    let row: String
    /// Why it breaks the rules, as a text expression over the row.
    let detail: String
    /// What the repair did, as a text expression over the row (read before it).
    let mended: String
    /// The statements that mend every row breaking it; `{rows}` stands for
    /// `breaks`. Each writes the row once with values that keep every CHECK
    /// on the columns it writes (SQLite checks a CHECK on UPDATE only when
    /// it names a column written), so a repair never trips what it mends.
    let mend: [String]

    init(_ table: String, breaks: String, node: String? = "node_id", row: String = "''", detail: String,
         mended: String, mend: [String]) {
        self.table = table
        self.breaks = breaks
        self.node = node
        self.row = row
        self.detail = detail
        self.mended = mended
        self.mend = mend
    }

    /// Deletes the rows that break it.
    static func removing(_ table: String, breaks: String, node: String? = "node_id", row: String = "''",
                         detail: String, mended: String) -> RowRule {
        RowRule(table, breaks: breaks, node: node, row: row, detail: detail, mended: mended,
                mend: ["DELETE FROM \(table) AS t WHERE {rows}"])
    }

    /// The row's label, its reason and what mending it says, for every row breaking it.
    fileprivate var findingsSQL: String {
        let label = node.map { node in
            """
            CASE WHEN (\(node)) = \(NodeRecord.rootID) THEN '#\(NodeRecord.rootID) (the top)'
            ELSE '#' || (\(node)) || coalesce(' ''' || (SELECT name FROM menu_node WHERE id = (\(node))) || '''', '') END
            """
        } ?? row
        return "SELECT \(label), \(detail), \(mended), \(node ?? "NULL") FROM \(table) AS t WHERE \(breaks)"
    }
}

extension IntegrityStore {
    /// Every table's rules, in the order a repair mends them. These go
    /// before the tree's repair, whose writes would trip their CHECKs.
    static let rowRules: [RowRule] = serviceRowRules + detailRowRules + sizeRowRules
        + choiceRowRules + priceListRowRules + historyRowRules
    /// These after the tree's and the prices' repairs, which they lean on.
    static let lateRowRules: [RowRule] = topRowRules + sizePlaceRowRules + sequenceRowRules

    /// What every rule finds, a problem a row.
    package func ruleProblems() throws -> [MenuProblem] {
        var found: [MenuProblem] = []
        for rule in Self.rowRules + Self.lateRowRules {
            try database.cachedStatement(rule.findingsSQL).forEachRow { row in
                found.append(MenuProblem(id: row.optionalInt(3), row: row.text(0), detail: row.text(1)))
            }
        }
        return found
    }

    /// Mends the rows each rule finds, rule by rule; a line a row.
    package func repairRules(_ rules: [RowRule]) throws -> [String] {
        var lines: [String] = []
        for rule in rules {
            var said: [String] = []
            try database.cachedStatement(rule.findingsSQL).forEachRow { row in
                said.append("\(row.text(0)): \(row.text(2))")
            }
            guard !said.isEmpty else { continue }
            for statement in rule.mend {
                try database.execute(statement.replacing("{rows}", with: "(\(rule.breaks))"))
            }
            lines += said
        }
        return lines
    }
}
