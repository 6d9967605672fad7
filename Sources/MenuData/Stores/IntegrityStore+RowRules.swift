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
        return "SELECT \(label) AS label, \(detail) AS detail, \(mended) AS mended, \(node ?? "NULL") AS node FROM \(table) AS t WHERE \(breaks)"
    }
}

extension IntegrityStore {
    /// Every table's rules, in the order a repair mends them. These go
    /// before the tree's repair, whose writes would trip their CHECKs.
    static let rowRules: [RowRule] = serviceRowRules + detailRowRules + sizeRowRules
        + choiceRowRules + priceListRowRules + historyRowRules + photoRowRules
    /// Places in lists, once the rows that break other rules are mended
    /// (a tag the details' repair cleans would not go back in as it was).
    static let placeRowRules: [RowRule] = [
        .placing("dish_tag", owner: "node_id", ownerExists: "(SELECT kind FROM menu_node WHERE id = t.node_id) = 'item'",
                 columns: ["node_id", "tag", "position"], places: nil, what: "'its tag ''' || t.tag || ''''"),
        .placing("choice_option", owner: "list_id", ownerExists: "t.list_id IN (SELECT id FROM choice_list)",
                 columns: ["list_id", "position", "name", "surcharge_fen", "sold_out"], places: 30, node: nil,
                 row: "'choice list #' || t.list_id || coalesce(' ''' || (SELECT name FROM choice_list WHERE id = t.list_id) || '''', '')", what: "'its option ''' || t.name || ''''"),
        .placing("choice_offer", owner: "node_id",
                 // EXISTS, not IN: with two INs SQLite probes the offers' index
                 // once for every node and list there is (dishes × lists).
                 ownerExists: "EXISTS (SELECT 1 FROM menu_node WHERE id = t.node_id) AND EXISTS (SELECT 1 FROM choice_list WHERE id = t.list_id)",
                 columns: ["node_id", "list_id", "position", "withdrawn"], places: nil,
                 what: "'its offer of choice list #' || t.list_id"),
    ]
    /// These after the tree's and the prices' repairs, which they lean on.
    static let lateRowRules: [RowRule] = topRowRules + sizePlaceRowRules + placeRowRules + sequenceRowRules

    /// What every rule finds, a problem a row.
    package func ruleProblems() throws -> [MenuProblem] {
        var found: [MenuProblem] = []
        for rule in Self.rowRules + Self.lateRowRules + Self.catalogueRules {
            try database.cachedStatement(rule.findingsSQL).forEachRow { row in
                found.append(MenuProblem(id: row.optionalInt("node"), row: row.text("label"), detail: row.text("detail")))
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
                said.append("\(row.text("label")): \(row.text("mended"))")
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

extension RowRule {
    /// Places 0, 1, 2… in each owner's rows where one is at a place the
    /// schema refuses, in the order they had, and at most `places` of them: a table whose CHECK bounds the place leaves no
    /// spare place to park a row on, so the owner's rows are taken out and
    /// put back. Rows of an owner that is gone are another rule's.
    static func placing(_ table: String, owner: String, ownerExists: String, columns: [String], places: Int?,
                        node: String? = "node_id", row: String = "''", what: String) -> RowRule {
        let place = "(SELECT count(*) FROM \(table) AS s WHERE s.\(owner) = t.\(owner) AND s.position < t.position)"
        let tooMany = places.map { "\(place) >= \($0)" } ?? "0"
        let kept = places.map { "WHERE position < \($0)" } ?? ""
        let named = columns.joined(separator: ", ")
        let temp = "temp.\(table)_in_place"
        // Gaps are no fault (a removed tag leaves one); a place the CHECK refuses is.
        let refused = places.map { "t.position < 0 OR t.position >= \($0)" } ?? "t.position < 0"
        return RowRule(table, breaks: "(\(ownerExists)) AND (\(refused))",
                       node: node, row: row,
                       detail: """
                           \(what) || ' is at place ' || t.position || CASE WHEN \(tooMany)
                           THEN ', past the \(places ?? 0) there may be' ELSE ' instead of ' || \(place) END
                           """,
                       mended: "CASE WHEN \(tooMany) THEN 'removed ' ELSE 'moved ' END || \(what) || CASE WHEN \(tooMany) THEN '' ELSE ' to place ' || \(place) END",
                       mend: ["DROP TABLE IF EXISTS \(temp)",
                              """
                              CREATE TEMP TABLE \(table)_in_place AS SELECT \(columns.map { $0 == "position" ? "\(place) AS position" : "t.\($0)" }.joined(separator: ", "))
                              FROM \(table) AS t WHERE t.\(owner) IN (SELECT t.\(owner) FROM \(table) AS t WHERE {rows})
                              """,
                              "DELETE FROM \(table) WHERE \(owner) IN (SELECT \(owner) FROM \(temp))",
                              "INSERT INTO \(table) (\(named)) SELECT \(named) FROM \(temp) \(kept)",
                              "DROP TABLE \(temp)"])
    }
}
