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
        // What no rule here names, the file's own checks still may: "no
        // problems" means SQLite finds none either (quick_check: the rows
        // against the schema, https://sqlite.org/pragma.html#pragma_quick_check).
        let found = try withCatalogueTests { try everyProblem() }
        return found.isEmpty ? try fileProblems(thorough: false) : found
    }

    private func everyProblem() throws -> [MenuProblem] {
        // Gaps a batch's removes left are not the file's problem.
        try tx.settlePositions()
        return MenuCheckup(rows: try storedRows()).problems + (try ruleProblems()) + (try detailProblems()) + (try dietaryProblems())
            + (try pricingCheckup()).findings.map(\.problem) + (try choiceFindings()).map(\.problem)
            + (try hoursOverlapProblems()) + (try countProblems()) + (try priceListProblems()) + (try searchKeyProblems()) + (try triggerProblems())
            + (try glossaryProblems()) + (try setProblems()) + (try chainProblems()) + (try tx.history.historyProblems())
            + (try tx.history.gapProblems()) + (try catalogueProblems())
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
        try withCatalogueTests {
            var lines = try repairOnce()
            var remaining = try everyProblem()
            // A mend may leave what another mends (a price list's entry
            // emptied of prices that were not amounts): the file is looked
            // at again, and mended again while that says something new.
            var said = Set(lines)
            for _ in 0..<2 where !remaining.isEmpty {
                let more = try repairOnce().filter { said.insert($0).inserted }
                remaining = try everyProblem()
                lines += more
                if more.isEmpty { break }
            }
            return Repair(lines: lines, remaining: remaining.isEmpty ? try fileProblems(thorough: true) : remaining)
        }
    }

    private func repairOnce() throws -> [String] {
        // The chain's own rows first: its checks below read the menu's role.
        // At a store, mending may rename or move head office's entries.
        let catalogueLines = try repairChainCatalogue()
        let chainLines = try repairChain()
        let lines = try tx.chain.whileApplying { try repairCatalogue() + repairAll() + repairCatalogue() }
        return catalogueLines + chainLines + lines
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
        lines += try tx.history.repairGaps()
        return lines
    }

    /// Every row as stored, in id order.
    package func storedRows() throws -> [StoredRow] {
        var rows: [StoredRow] = []
        let statement = try database.cachedStatement("SELECT id, parent_id, kind, name, position, expanded, price_fen FROM menu_node ORDER BY id")
        // Every row of the menu, as NodeRow reads them: the columns are
        // looked up by name once, before the rows.
        let (id, parentID, kind, name, position, expanded, priceFen) = (statement.column(named: "id"), statement.column(named: "parent_id"),
            statement.column(named: "kind"), statement.column(named: "name"), statement.column(named: "position"),
            statement.column(named: "expanded"), statement.column(named: "price_fen"))
        try statement.forEachRow { row in
            rows.append(StoredRow(id: row.int(id), parentID: row.optionalInt(parentID), kind: row.text(kind), name: row.text(name),
                                  nameIsUTF8: row.textIsUTF8(name),
                                  position: row.int(position), expanded: row.int(expanded), priceFen: row.optionalInt(priceFen)))
        }
        return rows
    }
}
