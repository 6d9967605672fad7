import MenuModel
import SQLite
public struct IntegrityStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What `check --repair` did, and what is still wrong after it (nothing,
    /// unless the file holds something no repair here knows).
    public struct Repair: Sendable {
        public let lines: [String]
        public let remaining: [MenuProblem]
    }

    /// Every problem in the file (SPEC 9), from one read of every row:
    /// the work is a few passes over them, whatever their shape.
    public func problems() throws -> [MenuProblem] {
        // Gaps a batch's removes left are not the file's problem.
        try tx.settlePositions()
        return MenuCheckup(rows: try storedRows()).problems + (try ruleProblems()) + (try detailProblems()) + (try dietaryProblems())
            + (try pricingCheckup()).findings.map(\.problem) + (try choiceFindings()).map(\.problem)
            + (try hoursOverlapProblems()) + (try countProblems()) + (try priceListProblems()) + (try searchKeyProblems()) + (try triggerProblems())
            + (try glossaryProblems()) + (try setProblems()) + (try chainProblems()) + (try tx.history.historyProblems())
    }

    /// find's search keys (0007) that another program changed, so that
    /// `find` may miss a name: reported as one problem, mended by
    /// rebuilding them all.
    private func searchKeyProblems() throws -> [MenuProblem] {
        let outOfStep = try tx.search.searchBucketsOutOfStep()
        guard outOfStep > 0 else { return [] }
        let buckets = outOfStep == 1 ? "1 bucket" : "\(outOfStep) buckets"
        return [MenuProblem(id: nil, row: "find's search keys",
                            detail: "\(buckets) of 64 ids out of step with the names, so find may miss a dish")]
    }

    /// Mends every problem inside the command's one transaction, following
    /// a `MenuRepairPlan`. The schema checks every statement, so the order
    /// matters:
    /// - `recovered` is made first, and rows move only into it: the
    ///   `menu_node_no_cycle` trigger then walks up two steps, and
    ///   `menu_node_parent_is_group_on_move` sees a group.
    /// - Each row is written once with all its final values, so a row with
    ///   a NULL parent and an empty name meets the table's CHECKs already
    ///   mended; on a position of its own below zero first, then on its
    ///   final one, as UNIQUE (parent_id, position) is checked row by row.
    ///   Rows that keep their place are never written.
    /// - A row whose kind the schema does not know cannot be changed
    ///   (`menu_node_kind_is_fixed`): once its entries have moved out it is
    ///   deleted and inserted again as a dish with the same id
    ///   (https://sqlite.org/autoinc.html: an id given explicitly is kept).
    public func repair() throws -> Repair {
        // At a store, mending may rename or move head office's entries.
        let chainLines = try repairChain()
        let lines = try tx.chain.whileApplying { try repairAll() }
        return Repair(lines: chainLines + lines, remaining: try problems())
    }

    private func repairAll() throws -> [String] {
        try tx.entriesChanged()
        // Keys first, as they were reported: a rename below marks its
        // bucket for rebuilding, which would hide what was wrong with it.
        let keysOutOfStep = try !searchKeyProblems().isEmpty
        // Details next: a detail a tree repair would make invalid (spice
        // on a row that becomes a group) is mended by its own rule.
        // The rules of each table's columns first: the writes below would
        // trip the CHECKs of a value they leave as it is.
        var lines = try repairRules(Self.rowRules)
        lines += try repairDetails()
        lines += try repairDietary()
        // Prices before the tree: the tree's writes of a price are checked
        // against the market price, which must be mended by then.
        lines += try repairPricing()
        lines += try repairTree()
        lines += try repairRules(Self.lateRowRules)
        lines += try repairHoursOverlaps()
        lines += try repairChoices()
        lines += try repairGlossary()
        lines += try repairCounts()
        lines += try repairPriceLists()
        lines += try repairSets()
        if keysOutOfStep {
            try tx.search.rebuildSearchBuckets()
            lines.append("find's search keys: rebuilt from the names")
        }
        // Last: the repairs above were written for a schema that checks
        // them, and pass it either way.
        lines += try repairTriggers()
        lines += try tx.history.repairHistory()
        return lines
    }

    /// Mends the tree's rows; what it did, a line each.
    private func repairTree() throws -> [String] {
        let checkup = MenuCheckup(rows: try storedRows())
        guard !checkup.problems.isEmpty else { return [] }
        let plan = MenuRepairPlan(checkup)
        tx.pathsChanged()
        var lines: [String] = []
        var parking: Int64 = -1
        func parked() -> Int64 {
            defer { parking -= 1 }
            return parking
        }

        if plan.makesTop {
            try database.cachedStatement("""
                INSERT INTO menu_node (id, parent_id, kind, name, position, expanded) VALUES (?, NULL, 'root', '', 0, 1)
                """).run([.integer(NodeRecord.rootID)])
            lines.append("made the top of the menu (#1) again")
        }
        var recoveredID = plan.recoveredKey
        if plan.makesRecovered {
            try database.cachedStatement("""
                INSERT INTO menu_node (parent_id, kind, name, position, expanded) VALUES (?, 'group', ?, ?, 1)
                """).run([.integer(NodeRecord.rootID), .text(plan.recoveredName), .integer(parked())])
            recoveredID = database.lastInsertedID
            lines.append("made the group '\(plan.recoveredName)' (#\(recoveredID)) at the top")
        }
        lines += plan.lines

        for change in plan.changes where !change.remadeAsDish && !change.movesStraight {
            let id = checkup.rows[change.offset].id
            var values = values(of: change, position: parked())
            if change.changesParent {
                values.insert(.integer(change.parentID == plan.recoveredKey ? recoveredID : change.parentID), at: 0)
                try database.cachedStatement("""
                    UPDATE menu_node SET parent_id = ?, name = ?, position = ?, expanded = ?, price_fen = ? WHERE id = ?
                    """).run(values + [.integer(id)])
            } else {
                try database.cachedStatement("""
                    UPDATE menu_node SET name = ?, position = ?, expanded = ?, price_fen = ? WHERE id = ?
                    """).run(values + [.integer(id)])
            }
        }
        for change in plan.changes where change.remadeAsDish {
            let id = checkup.rows[change.offset].id
            let parentID = change.parentID == plan.recoveredKey ? recoveredID : change.parentID
            try database.cachedStatement("DELETE FROM menu_node WHERE id = ?").run([.integer(id)])
            try database.cachedStatement("""
                INSERT INTO menu_node (id, parent_id, kind, name, position, expanded, price_fen) VALUES (?, ?, 'item', ?, ?, ?, ?)
                """).run([.integer(id), .integer(parentID)] + values(of: change, position: parked()))
        }
        // In the order of their old positions (each group's changes are in that order).
        for change in plan.changes where change.movesStraight {
            try database.cachedStatement("UPDATE menu_node SET position = ? WHERE id = ?")
                .run([.integer(change.position), .integer(checkup.rows[change.offset].id)])
        }
        for change in plan.changes where !change.movesStraight {
            try database.cachedStatement("UPDATE menu_node SET position = ? WHERE id = ?")
                .run([.integer(change.position), .integer(checkup.rows[change.offset].id)])
        }
        if plan.makesRecovered {
            try database.cachedStatement("UPDATE menu_node SET position = ? WHERE id = ?")
                .run([.integer(plan.recoveredPosition), .integer(recoveredID)])
        }
        return lines
    }

    private func values(of change: MenuRepairPlan.Mended, position: Int64) -> [SQLValue] {
        [.text(change.name), .integer(position), .integer(change.expanded), change.priceFen.map { .integer($0) } ?? .null]
    }

    /// Every row as stored, in id order.
    package func storedRows() throws -> [StoredRow] {
        var rows: [StoredRow] = []
        try database.cachedStatement("SELECT id, parent_id, kind, name, position, expanded, price_fen FROM menu_node ORDER BY id")
            .forEachRow { row in
                rows.append(StoredRow(id: row.int("id"), parentID: row.optionalInt("parent_id"), kind: row.text("kind"), name: row.text("name"),
                                      nameIsUTF8: row.textIsUTF8("name"),
                                      position: row.int("position"), expanded: row.int("expanded"), priceFen: row.optionalInt("price_fen")))
            }
        return rows
    }
}
