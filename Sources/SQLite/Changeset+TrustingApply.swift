import CSQLite

/// The quick way of `Changeset.apply` (issue 35), for the changeset that
/// meets the menu as it expects, which is nearly every one: undoing an
/// import takes out a hundred thousand rows the changeset holds whole.
/// Such a row is not read back to be compared first: its DELETE names
/// every value the changeset expects, and a DELETE that finds no such row
/// is a conflict. The rows go out in the order of their keys, the order
/// of the table's pages. Anything unexpected answers false, and the caller
/// rolls back and applies the careful way, which says what stood in the way.
extension Changeset {
    /// A row to take out: by key alone when it was compared already (an
    /// update's old row), else by key and every value compared.
    private struct Removal {
        let shape: TableShape
        let table: Int
        let key: [SQLValue]
        let row: [SQLValue?]
        let compares: Bool
    }

    private typealias Arrival = (shape: TableShape, width: Int, row: [SQLValue], before: [SQLValue?]?)

    /// True when applied; false, part done, when a row was not as expected.
    func applyTrusting(to database: Database, keeping kept: Set<String>, uncompared: Set<String>) throws -> Bool {
        var shapes: [String: (shape: TableShape, order: Int)] = [:]
        var removals: [Removal] = []
        var arrivals: [Arrival] = []
        var expected = true
        try forEachRow { row in
            guard expected else { return }
            let (shape, order) = try shapes[row.table] ?? {
                let made = (try TableShape(row.table, in: database, kept: kept, uncompared: uncompared), shapes.count)
                shapes[row.table] = made
                return made
            }()
            // A change recorded before a migration added columns: the careful way.
            guard row.columnCount == shape.columns.count else { expected = false; return }
            switch row.operation {
            case .insert:
                arrivals.append((shape, row.columnCount, (0..<row.columnCount).map { row.new($0) ?? .null }, nil))
            case .delete:
                let old = (0..<row.columnCount).map { row.old($0) }
                removals.append(Removal(shape: shape, table: order, key: shape.key(of: old.map { $0 ?? .null }), row: old, compares: true))
            case .update:
                expected = try noteUpdate(row.change, shape: shape, order: order, removals: &removals, arrivals: &arrivals)
            }
        }
        guard expected else { return false }
        removals.sort { ($0.table, $0.key.first?.ordering ?? 0) < ($1.table, $1.key.first?.ordering ?? 0) }
        var keys = try ForeignKeyCheck(database: database)
        guard csqlite_enable_foreign_keys(database.handle, 0) == 0 else { throw database.error(sql: nil) }
        defer { _ = csqlite_enable_foreign_keys(database.handle, 1) }
        do {
            for removal in removals {
                guard try take(removal, from: database) else { return false }
                try keys.noteRemoved(removal.row, from: removal.shape.table)
            }
            for (shape, width, row, before) in arrivals {
                try shape.insert(width: width).run(row)
                try keys.noteArrived(row, width: width, before: before, in: shape.table)
            }
        } catch is SQLiteError {
            return false
        }
        return try keys.orphan() == nil
    }

    /// An update: its row as it is now must hold what the change started
    /// from; it goes out and comes back as the change leaves it.
    private func noteUpdate(_ change: RowChange, shape: TableShape, order: Int,
                            removals: inout [Removal], arrivals: inout [Arrival]) throws -> Bool {
        let key = shape.key(of: change.old.map { $0 ?? .null })
        guard let current = try shape.row(withKey: key) else { return false }
        for index in 0..<change.columnCount where !shape.isNotCompared[index] {
            if let expected = change.old[index], expected != current[index] { return false }
        }
        removals.append(Removal(shape: shape, table: order, key: key, row: current, compares: false))
        var final = current
        for index in 0..<change.columnCount where !shape.isKept[index] {
            if let new = change.new[index] { final[index] = new }
        }
        arrivals.append((shape, shape.columns.count, final.map { $0 ?? .null }, current))
        return true
    }

    /// Takes one row out; false when no row held what was expected.
    private func take(_ removal: Removal, from database: Database) throws -> Bool {
        guard removal.compares else {
            try removal.shape.delete.run(removal.key)
            return true
        }
        let compared = removal.shape.comparedIndexes.map { removal.row[$0] ?? .null }
        try removal.shape.deleteMatching.run(removal.key + compared)
        return database.changes == 1
    }
}

extension SQLValue {
    /// Where an integer key sorts; other keys keep their order.
    fileprivate var ordering: Int64 {
        if case .integer(let number) = self { number } else { 0 }
    }
}
