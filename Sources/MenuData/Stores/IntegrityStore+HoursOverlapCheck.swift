import MenuModel
import SQLite

/// A node's serving windows that overlap on a day (SPEC 10 refuses them
/// from `hours`, import and price lists; another program may still write
/// them). `check` names the node and the two windows; `--repair` removes
/// the later of the two, as `hours` would have refused it, until none of
/// the node's windows overlap. Windows that break a column's rule are the
/// row rules' (IntegrityStore+ServiceCheck), mended before this runs.
extension IntegrityStore {
    private struct OverlapFault {
        let problem: MenuProblem
        let node: Int64
        let position: Int64
        let window: ServingWindow
    }

    package func hoursOverlapProblems() throws -> [MenuProblem] {
        try hoursOverlapFaults().map(\.problem)
    }

    package func repairHoursOverlaps() throws -> [String] {
        var lines: [String] = []
        // One window a node a pass: three that overlap take two passes.
        while case let faults = try hoursOverlapFaults(), !faults.isEmpty {
            for fault in faults {
                try database.cachedStatement("DELETE FROM serving_window WHERE node_id = ? AND position = ?")
                    .run([.integer(fault.node), .integer(fault.position)])
                lines.append("\(fault.problem.row): removed the serving window \(fault.window)")
            }
        }
        return lines
    }

    private func hoursOverlapFaults() throws -> [OverlapFault] {
        var windows: [(node: Int64, name: String?, position: Int64, window: ServingWindow)] = []
        try database.cachedStatement("""
            SELECT w.node_id, m.name, w.position, w.days, w.opens, w.closes
            FROM serving_window AS w LEFT JOIN menu_node AS m ON m.id = w.node_id ORDER BY w.node_id, w.position
            """).forEachRow { row in
            guard let days = Weekdays(mask: Int(truncatingIfNeeded: row.int("days"))),
                  let window = ServingWindow(days: days, opens: Int(truncatingIfNeeded: row.int("opens")),
                                             closes: Int(truncatingIfNeeded: row.int("closes"))) else { return }
            windows.append((row.int("node_id"), row.optionalText("name"), row.int("position"), window))
        }
        var faults: [OverlapFault] = []
        var start = windows.startIndex
        while start < windows.endIndex {
            let node = windows[start].node
            let end = windows[start...].firstIndex { $0.node != node } ?? windows.endIndex
            let own = windows[start..<end]
            start = end
            let hours = ServingHours(own.map(\.window))
            guard let overlap = hours.overlap, let detail = hours.overlapProblem,
                  let later = own.last(where: { $0.window == overlap.second }) else { continue }
            let label = later.name.map { "#\(node) '\($0)'" } ?? "#\(node)"
            faults.append(OverlapFault(problem: MenuProblem(id: node, row: label, detail: detail),
                                       node: node, position: later.position, window: later.window))
        }
        return faults
    }
}
