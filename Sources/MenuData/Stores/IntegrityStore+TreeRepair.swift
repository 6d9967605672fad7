import MenuModel
import SQLite

extension IntegrityStore {
    /// Mends the tree's rows as `MenuRepairPlan` says; what it did, a line each.
    func repairTree() throws -> [String] {
        let checkup = MenuCheckup(rows: try storedRows())
        guard !checkup.problems.isEmpty else { return [] }
        let plan = MenuRepairPlan(checkup)
        tx.pathsChanged()
        var mending = TreeMending(database: database, checkup: checkup, plan: plan)
        var lines = try mending.makeTopAndRecovered()
        lines += plan.lines
        try mending.rewriteRows()
        try mending.remakeDishes()
        try mending.placeRows()
        return lines
    }
}

/// One repair of the tree, step by step: rows are first parked at places
/// below 0, where no two clash, then put at the places the plan gives.
private struct TreeMending {
    let database: Database
    let checkup: MenuCheckup
    let plan: MenuRepairPlan
    /// The group of rows that reach no top, once made.
    private var recoveredID: Int64
    private var parking: Int64 = -1

    init(database: Database, checkup: MenuCheckup, plan: MenuRepairPlan) {
        self.database = database
        self.checkup = checkup
        self.plan = plan
        recoveredID = plan.recoveredKey
    }

    /// The next free place below 0.
    private mutating func parked() -> Int64 {
        defer { parking -= 1 }
        return parking
    }

    /// The top of the menu, when it is gone, and the group for rows that
    /// reach no top, when the plan needs it.
    mutating func makeTopAndRecovered() throws -> [String] {
        var lines: [String] = []
        if plan.makesTop {
            try database.cachedStatement("""
                INSERT INTO menu_node (id, parent_id, kind, name, position, expanded) VALUES (?, NULL, 'root', '', 0, 1)
                """).run([.integer(NodeRecord.rootID)])
            lines.append("made the top of the menu (#1) again")
        }
        if plan.makesRecovered {
            try database.cachedStatement("""
                INSERT INTO menu_node (parent_id, kind, name, position, expanded) VALUES (?, 'group', ?, ?, 1)
                """).run([.integer(NodeRecord.rootID), .text(plan.recoveredName), .integer(parked())])
            recoveredID = database.lastInsertedID
            lines.append("made the group '\(plan.recoveredName)' (#\(recoveredID)) at the top")
        }
        return lines
    }

    private func parent(of change: MenuRepairPlan.Mended) -> Int64 {
        change.parentID == plan.recoveredKey ? recoveredID : change.parentID
    }

    private func values(of change: MenuRepairPlan.Mended, position: Int64) -> [SQLValue] {
        [.text(change.name), .integer(position), .integer(change.expanded), change.priceFen.map { .integer($0) } ?? .null]
    }

    /// Rows that keep their id and kind: new name, group, state or price, parked.
    mutating func rewriteRows() throws {
        for change in plan.changes where !change.remadeAsDish && !change.movesStraight {
            let id = checkup.rows[change.offset].id
            var values = values(of: change, position: parked())
            if change.changesParent {
                values.insert(.integer(parent(of: change)), at: 0)
                try database.cachedStatement("""
                    UPDATE menu_node SET parent_id = ?, name = ?, position = ?, expanded = ?, price_fen = ? WHERE id = ?
                    """).run(values + [.integer(id)])
            } else {
                try database.cachedStatement("""
                    UPDATE menu_node SET name = ?, position = ?, expanded = ?, price_fen = ? WHERE id = ?
                    """).run(values + [.integer(id)])
            }
        }
    }

    /// Rows of a kind that cannot be, made again as dishes with their ids.
    mutating func remakeDishes() throws {
        for change in plan.changes where change.remadeAsDish {
            let id = checkup.rows[change.offset].id
            try database.cachedStatement("DELETE FROM menu_node WHERE id = ?").run([.integer(id)])
            try database.cachedStatement("""
                INSERT INTO menu_node (id, parent_id, kind, name, position, expanded, price_fen) VALUES (?, ?, 'item', ?, ?, ?, ?)
                """).run([.integer(id), .integer(parent(of: change))] + values(of: change, position: parked()))
        }
    }

    /// Every row at its place: those that only move first, in the order
    /// of their old positions (each group's changes are in that order),
    /// then the parked ones, then the group of recovered rows.
    func placeRows() throws {
        let place = try database.cachedStatement("UPDATE menu_node SET position = ? WHERE id = ?")
        for change in plan.changes where change.movesStraight {
            try place.run([.integer(change.position), .integer(checkup.rows[change.offset].id)])
        }
        for change in plan.changes where !change.movesStraight {
            try place.run([.integer(change.position), .integer(checkup.rows[change.offset].id)])
        }
        if plan.makesRecovered {
            try place.run([.integer(plan.recoveredPosition), .integer(recoveredID)])
        }
    }
}
