import MenuModel
import SQLite
/// History entries that another program damaged: a changeset cut
/// short, or bytes that are no changeset at all, or one that names tables
/// and columns the menu does not have. The database file is sound; the
/// entry is not. `undo` and `redo` refuse such an entry by its number
/// (exit 1) instead of blaming the file, `check` reports it, and
/// `check --repair` drops it, after which the other entries undo as before.
extension HistoryStore {
    /// A damaged entry: its number, the command as recorded, and what is wrong.
    package struct DamagedEntry: Sendable {
        package let number: Int64
        package let command: String
        package let damage: String
    }

    /// What is wrong with a changeset as a history entry, or nil when it
    /// reads whole and names only what menuctl records.
    package func damage(of changeset: Changeset) throws -> String? {
        try examined(changeset).damage
    }

    /// What one reading of a changeset tells: what is wrong with it (as
    /// `damage(of:)` says), the tables it changes, and its inverse. Undo
    /// asks all three of a hundred thousand rows at once, not in three
    /// readings.
    package struct Examined {
        package let damage: String?
        package let tables: Set<String>
        /// nil when damaged.
        package let inverse: Changeset?
    }

    package func examined(_ changeset: Changeset) throws -> Examined {
        guard !changeset.isEmpty else { return Examined(damage: "it records no change", tables: [], inverse: nil) }
        // The bytes alone first: a failure here is the entry's, never the file's.
        var widths: [String: Int] = [:]
        let inverse: Changeset
        do {
            // Rows come table by table: the width is looked up when the table changes.
            var table = "", width = 0
            try changeset.forEachRow { row in
                if row.table != table {
                    if !table.isEmpty { widths[table] = max(widths[table] ?? 0, width) }
                    (table, width) = (row.table, widths[row.table] ?? 0)
                }
                width = max(width, row.columnCount)
            }
            widths[table] = max(widths[table] ?? 0, width)
            inverse = try changeset.inverted()
        } catch is SQLiteError {
            return Examined(damage: "its record of changes is cut short or garbled", tables: [], inverse: nil)
        }
        let damage = try damage(ofTables: widths)
        return Examined(damage: damage, tables: Set(widths.keys), inverse: damage == nil ? inverse : nil)
    }

    /// What is wrong with the tables a sound changeset changes, each with
    /// the most columns a change of it holds.
    package func damage(ofTables widths: [String: Int]) throws -> String? {
        for (table, width) in widths.sorted(by: { $0.key < $1.key }) {
            if Session.bookkeeping.contains(table) { return "it changes \(table), which no entry records" }
            let columns = try database.columnNames(of: table).count
            if columns == 0 { return "it changes a table the menu does not have (\(table))" }
            if width > columns { return "it holds \(width) columns of \(table), which has \(columns)" }
        }
        return nil
    }

    /// Every damaged entry, oldest first.
    package func damagedEntries() throws -> [DamagedEntry] {
        var entries: [(Int64, String, Changeset)] = []
        try database.cachedStatement("SELECT id, command, changeset FROM menu_history ORDER BY id")
            .forEachRow { entries.append(($0.int("id"), $0.text("command"), Changeset(bytes: $0.blob("changeset")))) }
        return try entries.compactMap { number, command, changeset in
            try damage(of: changeset).map { DamagedEntry(number: number, command: command, damage: $0) }
        }
    }

    package func historyProblems() throws -> [MenuProblem] {
        try damagedEntries().map {
            MenuProblem(id: nil, row: "history entry #\($0.number) (\($0.command))",
                        detail: "damaged: \($0.damage), so undo and redo cannot take it")
        }
    }

    /// Drops the damaged entries; what it did, a line each.
    package func repairHistory() throws -> [String] {
        try damagedEntries().map {
            try database.cachedStatement("DELETE FROM menu_history WHERE id = ?").run([.integer($0.number)])
            return "history entry #\($0.number) (\($0.command)): dropped, as \($0.damage)"
        }
    }

    /// Refuses an entry that cannot be read as what it recorded.
    package func refuseIfDamaged(_ entry: HistoryEntry, _ changeset: Changeset, verb: String) throws {
        try refuseIfDamaged(entry, examined(changeset), verb: verb)
    }

    package func refuseIfDamaged(_ entry: HistoryEntry, _ examined: Examined, verb: String) throws {
        try refuseIfDamaged(entry, damage: examined.damage, verb: verb)
    }

    package func refuseIfDamaged(_ entry: HistoryEntry, damage: String?, verb: String) throws {
        guard let damage else { return }
        throw MenuError.refused("cannot \(verb) #\(entry.number) (\(entry.command)): the history entry is damaged: \(damage)",
                                hints: ["nothing was changed; 'menuctl check --repair' drops damaged entries"])
    }
}
