import MenuModel
import SQLite
extension ServiceStore {
    /// What `hours` did to a node: its path, and its hours before and after.
    public struct HoursChange: Sendable {
        public let path: MenuPath
        public let before: ServingHours
        public let after: ServingHours
        public var changed: Bool { before != after }
    }

    /// Sets a group's or dish's serving hours, replacing what it had;
    /// `.always` clears them (SPEC 10).
    public func setHours(_ target: Target, to hours: ServingHours) throws -> HoursChange {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id)
        let before = try servingHours(of: record.id)
        if before != hours {
            try database.cachedStatement("DELETE FROM serving_window WHERE node_id = ?").run([.integer(record.id)])
            try insertHours(hours, of: record.id)
        }
        return HoursChange(path: path, before: before, after: hours)
    }

    /// A node's own hours, as `hours TARGET` prints them.
    public func hours(of target: Target) throws -> (path: MenuPath, hours: ServingHours) {
        let record = try tx.tree.resolve(target)
        return (try tx.tree.storedPath(of: record.id), try servingHours(of: record.id))
    }

    package func insertHours(_ hours: ServingHours, of id: Int64) throws {
        let insert = try database.cachedStatement(
            "INSERT INTO serving_window (node_id, position, days, opens, closes) VALUES (?, ?, ?, ?, ?)")
        for (position, window) in hours.windows.enumerated() {
            try insert.run([.integer(id), .integer(Int64(position)), .integer(Int64(window.days.mask)),
                            .integer(Int64(window.opens)), .integer(Int64(window.closes))])
        }
    }

    public func servingHours(of id: Int64) throws -> ServingHours {
        var windows: [ServingWindow] = []
        try database.cachedStatement("SELECT days, opens, closes FROM serving_window WHERE node_id = ? ORDER BY position")
            .forEachRow([.integer(id)]) { row in
                if let window = Self.window(row) { windows.append(window) }
            }
        return ServingHours(windows)
    }

    /// Every node's hours, by id, for `load()`: one pass over a table that
    /// holds a row per window, not per node.
    package func allServingHours() throws -> [Int64: ServingHours] {
        var windows: [Int64: [ServingWindow]] = [:]
        try database.cachedStatement("SELECT node_id, days, opens, closes FROM serving_window ORDER BY node_id, position")
            .forEachRow { row in
                if let window = Self.window(row) { windows[row.int("node_id"), default: []].append(window) }
            }
        return windows.mapValues(ServingHours.init)
    }

    /// A stored window; nil for values out of range (the schema's CHECKs
    /// keep them out, but a file is not trusted, SPEC 9).
    private static func window(_ row: Statement) -> ServingWindow? {
        Weekdays(mask: Int(truncatingIfNeeded: row.int("days"))).flatMap {
            ServingWindow(days: $0, opens: Int(truncatingIfNeeded: row.int("opens")),
                          closes: Int(truncatingIfNeeded: row.int("closes")))
        }
    }
}
