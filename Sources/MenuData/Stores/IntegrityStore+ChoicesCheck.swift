import MenuModel
import SQLite
/// Choice lists and offers that break SPEC 18's rules (another program may
/// write them with the sqlite3 shell, whose foreign keys are off by
/// default): offers of a list or a node that is not there, a withdrawal
/// on a group, options of a missing list, and pick rules no list can meet.
extension IntegrityStore {
    /// One thing wrong, and how `--repair` mends it (nil: it cannot).
    package struct ChoiceFinding {
        package let problem: MenuProblem
        package let mend: String?
        package let repair: String
    }

    package func choiceFindings() throws -> [ChoiceFinding] {
        try offerFindings() + optionFindings() + pickRuleFindings()
    }

    /// Offers of lists or by nodes that are gone, and withdrawals from groups.
    private func offerFindings() throws -> [ChoiceFinding] {
        var findings: [ChoiceFinding] = []
        try database.cachedStatement("""
            SELECT o.node_id, o.list_id, o.withdrawn, m.id IS NULL AS node_gone, l.id IS NULL AS list_gone,
                   coalesce(m.kind, '') AS kind, coalesce(l.name, '') AS list
            FROM choice_offer AS o LEFT JOIN menu_node AS m ON m.id = o.node_id LEFT JOIN choice_list AS l ON l.id = o.list_id
            WHERE m.id IS NULL OR l.id IS NULL OR (o.withdrawn <> 0 AND m.kind <> 'item')
            ORDER BY o.node_id, o.list_id
            """).forEachRow { row in
            let node = row.int("node_id"), list = row.int("list_id")
            let mend = "DELETE FROM choice_offer WHERE node_id = \(node) AND list_id = \(list)"
            let what = row.bool("withdrawn") ? "a withdrawal" : "an offer"
            let detail = row.bool("node_gone") ? "\(what) of list #\(list) by node #\(node), which is not in the menu"
                : row.bool("list_gone") ? "\(what) of choice list #\(list), which is not in the menu"
                : "a withdrawal of \(row.text("list")) from a group; only dishes are exceptions"
            findings.append(ChoiceFinding(problem: MenuProblem(id: node, row: "choice offer #\(node)/#\(list)", detail: detail),
                                          mend: mend, repair: "choice offer #\(node)/#\(list): dropped (\(detail))"))
        }
        return findings
    }

    /// Options of lists that are gone.
    private func optionFindings() throws -> [ChoiceFinding] {
        var findings: [ChoiceFinding] = []
        try database.cachedStatement("""
            SELECT DISTINCT o.list_id FROM choice_option AS o LEFT JOIN choice_list AS l ON l.id = o.list_id
            WHERE l.id IS NULL ORDER BY o.list_id
            """).forEachRow { row in
            let list = row.int("list_id")
            findings.append(ChoiceFinding(problem: MenuProblem(id: nil, row: "choice options of #\(list)", detail: "options of a list that is not in the menu"),
                                          mend: "DELETE FROM choice_option WHERE list_id = \(list)",
                                          repair: "choice options of #\(list): dropped (their list is not in the menu)"))
        }
        return findings
    }

    /// Lists whose pick rule their options cannot meet, or with no options.
    private func pickRuleFindings() throws -> [ChoiceFinding] {
        var findings: [ChoiceFinding] = []
        try database.cachedStatement("""
            SELECT l.id, l.name, l.pick_min, l.pick_max, count(o.position) AS options
            FROM choice_list AS l LEFT JOIN choice_option AS o ON o.list_id = l.id GROUP BY l.id ORDER BY l.id
            """).forEachRow { row in
            let id = row.int("id"), name = row.text("name"), low = Int(row.int("pick_min")), high = Int(row.int("pick_max")), count = Int(row.int("options"))
            let rule = PickRule(minimum: low, maximum: high)
            guard let problem = ChoiceList.optionCounts.contains(count) ? rule.problem(optionCount: count)
                    : "a choice list holds 1 to 30 options, not \(count)" else { return }
            let row = "choice list #\(id) '\(name)'"
            // A rule asking for more than there is comes down to what there is.
            // A list with no options offers nothing: it goes, and its offers with it.
            guard count > 0 else {
                findings.append(ChoiceFinding(problem: MenuProblem(id: nil, row: row, detail: problem),
                                              mend: "DELETE FROM choice_list WHERE id = \(id)",
                                              repair: "\(row): dropped (it held no options)"))
                return
            }
            let fixable = count <= 30
            let maximum = min(max(high, 1), count), minimum = min(max(low, 0), maximum)
            findings.append(ChoiceFinding(problem: MenuProblem(id: nil, row: row, detail: problem),
                                          mend: fixable ? "UPDATE choice_list SET pick_min = \(minimum), pick_max = \(maximum) WHERE id = \(id)" : nil,
                                          repair: "\(row): pick rule set to \(PickRule(minimum: minimum, maximum: maximum))"))
        }
        return findings
    }

    /// Mends what `choiceFindings()` finds, after the tree is mended; a
    /// line for each thing it did.
    package func repairChoices() throws -> [String] {
        var lines: [String] = []
        // The statements hold ids read from the file, never text.
        for finding in try choiceFindings() {
            guard let mend = finding.mend else { continue }
            try database.execute(mend)
            lines.append(finding.repair)
        }
        return lines
    }
}

/// The column rules of 0009 (see `RowRule`): a list's and an option's name
/// follows a name's rules as far as the schema says (not empty, no `/`), a
/// surcharge is an amount, marks are 0 or 1. A name is mended to one not
/// taken: `／` for `/`, else the list's number.
extension IntegrityStore {
    private static let listName = "CASE WHEN t.name = '' THEN 'list ' || t.id ELSE replace(t.name, '/', '／') END"
    private static let optionName = "CASE WHEN t.name = '' THEN 'option ' || (t.position + 1) ELSE replace(t.name, '/', '／') END"
    private static let list = "'choice list #' || t.list_id || coalesce(' ''' || (SELECT name FROM choice_list WHERE id = t.list_id) || '''', '')"

    static let choiceRowRules: [RowRule] = [
        RowRule("choice_list", breaks: "t.name = '' OR instr(t.name, '/') > 0", node: nil,
                row: "'choice list #' || t.id || ' ''' || t.name || ''''",
                detail: "CASE WHEN t.name = '' THEN 'its name is empty' ELSE 'its name holds a ''/''' END",
                mended: "'renamed it ''' || \(unique(listName, among: "SELECT name FROM choice_list", or: "'list ' || t.id")) || ''''",
                mend: ["UPDATE choice_list AS t SET name = \(unique(listName, among: "SELECT name FROM choice_list", or: "'list ' || t.id")) WHERE {rows}"]),
        RowRule("choice_option", breaks: "t.name = '' OR instr(t.name, '/') > 0", node: nil, row: list,
                detail: "'its option ''' || t.name || ''': ' || CASE WHEN t.name = '' THEN 'the name is empty' ELSE 'the name holds a ''/''' END",
                mended: "'renamed its option ''' || t.name || ''' to ''' || \(optionNameUnique) || ''''",
                mend: ["UPDATE choice_option AS t SET name = \(optionNameUnique) WHERE {rows}"]),
        RowRule("choice_option", breaks: "t.surcharge_fen NOT BETWEEN 0 AND \(Amount.maximumFen)", node: nil, row: list,
                detail: "'its option ''' || t.name || ''' costs ' || t.surcharge_fen || ' fen more, not 0 to \(Amount.maximumFen)'",
                mended: "'its option ''' || t.name || ''' costs nothing more now'",
                mend: ["UPDATE choice_option AS t SET surcharge_fen = 0 WHERE {rows}"]),
        RowRule("choice_option", breaks: "t.sold_out NOT IN (0, 1)", node: nil, row: list,
                detail: "'its option ''' || t.name || ''' has sold_out ' || t.sold_out || ', not 0 or 1'",
                mended: "'marked its option ''' || t.name || ''' sold out (sold_out 1)'",
                mend: ["UPDATE choice_option AS t SET sold_out = 1 WHERE {rows}"]),
        RowRule("choice_offer", breaks: "t.withdrawn NOT IN (0, 1)",
                detail: "'its offer of choice list #' || t.list_id || ' has withdrawn ' || t.withdrawn || ', not 0 or 1'",
                mended: "'withdrew choice list #' || t.list_id || ' (withdrawn 1)'",
                mend: ["UPDATE choice_offer AS t SET withdrawn = 1 WHERE {rows}"]),
    ]

    private static let optionNameUnique = unique(optionName, among: "SELECT name FROM choice_option WHERE list_id = t.list_id",
                                                 or: "'option ' || (t.position + 1)")

    /// `name` unless `among` holds it, else `fallback`.
    static func unique(_ name: String, among: String, or fallback: String) -> String {
        "(CASE WHEN \(name) IN (\(among)) THEN \(fallback) ELSE \(name) END)"
    }
}
