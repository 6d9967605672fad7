import MenuModel
import SQLite
/// The menu's history (SPEC 13): each command that changed the content is
/// one entry holding the changeset SQLite's session extension recorded in
/// that command's transaction (https://sqlite.org/sessionintro.html).
/// Undo applies the changeset's inverse, redo the changeset; SQLite checks
/// each row against what the entry expects, so a row changed since by
/// another program stops them with nothing changed.
public struct HistoryStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// How many entries are kept; older ones go when a new one comes.
    public static let historyLength = 1_000
    /// Columns that hold view state, not content: never counted as a change,
    /// and left as they are by undo and redo.
    package static let viewStateColumns: Set<String> = ["expanded"]
    /// Columns that the day's traffic changes without an entry (SPEC 20:
    /// sales move `portions_sold`): undo and redo move them by the
    /// difference the entry made, without asking whether a sale changed
    /// them since, so the sales made since stay sold.
    package static let counterColumns: Set<String> = ["portions_sold"]
    /// Set as the entry says, unasked: chain_state's switch, and what is
    /// left of a count, which sales moved, and which follows from the
    /// count stocked and sold once the entry is applied.
    package static let uncomparedColumns: Set<String> = ["applying", "portions_left", "portions_stocked"]

    /// The newest entries first; all of them when `limit` is nil.
    public func history(limit: Int?) throws -> [HistoryEntry] {
        var entries: [HistoryEntry] = []
        try database.cachedStatement("""
            SELECT \(Self.entryColumns)
            FROM menu_history ORDER BY id DESC LIMIT ?
            """).forEachRow([.integer(limit.map(Int64.init) ?? -1)]) { row in
            entries.append(Self.entry(of: row))
        }
        return entries
    }

    /// Reverses the newest entry not yet undone, and returns it.
    public func undo() throws -> HistoryEntry {
        guard let (entry, changeset) = try storedEntry(
            "SELECT \(Self.entryColumns) FROM menu_history WHERE undone IS NULL ORDER BY id DESC LIMIT 1")
        else { throw MenuError.refused("nothing to undo") }
        try refuseUndoingPastAGap(entry.number)
        try takeBack(entry, changeset)
        try database.cachedStatement("""
            UPDATE menu_history SET redoable = 1,
                undone = (SELECT coalesce(max(undone), 0) + 1 FROM menu_history)
            WHERE id = ?
            """).run([.integer(entry.number)])
        return entry
    }

    /// Takes out the rows `changeset` added, when it holds nothing but
    /// inserts and each row is as it was added (`takeOutAddedRows`), in the
    /// name of `entry`; false, nothing changed, when not.
    package func takeOutAddedRows(_ changeset: Changeset, reversing entry: HistoryEntry, verb: String) throws -> Bool {
        try applying(reversing: entry, verb: verb) {
            try changeset.takeOutAddedRows(from: database, keeping: Self.viewStateColumns,
                                           uncompared: Self.uncomparedColumns, counting: Self.counterColumns)
        } != nil
    }

    /// Applies the inverse of an entry, unless the entry is damaged or was
    /// head office's. The entry is read once, as it is applied (an
    /// import's is a hundred thousand rows): what is wrong with the entry
    /// itself, or that it was head office's, is said after, and what the
    /// apply did then goes back with the transaction. When the apply
    /// stumbles, the entry is read whole first, so that that is still
    /// what is said.
    private func takeBack(_ entry: HistoryEntry, _ changeset: Changeset) throws {
        // An entry that only added rows (an import) has them taken out by
        // their keys, with no inverse built and no savepoint.
        let taken: [String: Int]?
        do {
            taken = try applying(reversing: entry, verb: "undo") {
                try changeset.takeOutAddedRows(from: database, keeping: Self.viewStateColumns,
                                               uncompared: Self.uncomparedColumns, counting: Self.counterColumns)
            }
        } catch {
            try refuseIfUnsound(entry, changeset)
            throw error
        }
        guard let widths = taken else { return try takeBackInverted(entry, changeset) }
        try refuseIfDamaged(entry, damage: damage(ofTables: widths), verb: "undo")
        try tx.chain.refuseUndoing(changing: Set(widths.keys), entry: entry)
    }

    /// Applies the entry's inverse: any entry but one that only added rows
    /// found as it added them.
    private func takeBackInverted(_ entry: HistoryEntry, _ changeset: Changeset) throws {
        // An inverse swaps records and adds none, so a sound entry's is as
        // long as the entry; SQLite inverts an entry cut short without a
        // word, and only reading it whole tells.
        guard !changeset.isEmpty, let inverse = try? changeset.inverted(), inverse.bytes.count == changeset.bytes.count else {
            let examined = try examined(changeset)
            try refuseIfDamaged(entry, examined, verb: "undo")
            try tx.chain.refuseUndoing(changing: examined.tables, entry: entry)
            try apply(examined.inverse ?? changeset.inverted(), reversing: entry, verb: "undo")
            return
        }
        let widths: [String: Int]
        do {
            widths = try apply(inverse, reversing: entry, verb: "undo")
        } catch {
            try refuseIfUnsound(entry, changeset)
            throw error
        }
        try refuseIfDamaged(entry, damage: damage(ofTables: widths), verb: "undo")
        try tx.chain.refuseUndoing(changing: Set(widths.keys), entry: entry)
    }

    /// After an apply stumbled, what is wrong with the entry itself, or
    /// that it was head office's, is what is said, read from the whole entry.
    private func refuseIfUnsound(_ entry: HistoryEntry, _ changeset: Changeset) throws {
        let examined = try examined(changeset)
        try refuseIfDamaged(entry, examined, verb: "undo")
        try tx.chain.refuseUndoing(changing: examined.tables, entry: entry)
    }

    /// Re-applies the most recently undone entry, if nothing was recorded
    /// after that undo, and returns it.
    public func redo() throws -> HistoryEntry {
        guard let (entry, changeset) = try storedEntry(
            "SELECT \(Self.entryColumns) FROM menu_history WHERE redoable = 1 ORDER BY undone DESC LIMIT 1")
        else {
            let undone = try database.cachedStatement("SELECT count(*) AS undone FROM menu_history WHERE undone IS NOT NULL")
                .firstRow { $0.int("undone") } ?? 0
            throw MenuError.refused(undone == 0 ? "nothing to redo"
                                    : "nothing to redo: changes were recorded after the last undo")
        }
        try refuseIfDamaged(entry, changeset, verb: "redo")
        try apply(changeset, reversing: entry, verb: "redo")
        try database.cachedStatement("UPDATE menu_history SET undone = NULL, redoable = 0 WHERE id = ?")
            .run([.integer(entry.number)])
        return entry
    }

    package static let entryColumns = "id, recorded_at, command, summary, undone IS NOT NULL AS is_undone, changeset"

    private func storedEntry(_ sql: String) throws -> (HistoryEntry, Changeset)? {
        try database.cachedStatement(sql).firstRow { row in (Self.entry(of: row), Changeset(bytes: row.blob("changeset"))) }
    }

    /// An entry read with `entryColumns`.
    package static func entry(of row: Statement) -> HistoryEntry {
        HistoryEntry(number: row.int("id"), recordedAt: row.int("recorded_at"), command: row.text("command"),
                     summary: row.text("summary"), isUndone: row.bool("is_undone"))
    }

    /// Applies one side of an entry, keeping view state as it is now, and
    /// names the node that stands in the way when a row is not as expected.
    /// Gives the tables it changed, with the most columns a change of each held.
    @discardableResult
    package func apply(_ changeset: Changeset, reversing entry: HistoryEntry, verb: String) throws -> [String: Int] {
        try applying(reversing: entry, verb: verb) {
            try changeset.apply(to: database, keeping: Self.viewStateColumns, uncompared: Self.uncomparedColumns,
                                counting: Self.counterColumns)
        } ?? [:]
    }

    /// Runs `body`, which applies one side of an entry and gives the
    /// tables it changed, or nil when it changed nothing.
    private func applying(reversing entry: HistoryEntry, verb: String,
                          _ body: () throws -> [String: Int]?) throws -> [String: Int]? {
        tx.pathsChanged()
        try tx.entriesChanged()
        do {
            // chain_state's `applying` is the switch this runs under:
            // on now, whatever the entry recorded.
            guard let widths = try tx.chain.whileApplying(body) else { return nil }
            if let width = widths["dish_count"] { try tx.counts.settleAfterUndo(entryWidth: width) }
            return widths
        } catch let conflict as ChangesetConflict {
            throw MenuError.refused("cannot \(verb) #\(entry.number) (\(entry.command)): \(try explain(conflict))",
                                    hints: ["nothing was changed"])
        }
    }

    private func explain(_ conflict: ChangesetConflict) throws -> String {
        var node = "a row of \(conflict.table)"
        if conflict.table == "menu_node", case .integer(let id)? = conflict.primaryKey.first {
            let name: String? = if case .text(let text)? = conflict.row["name"] { text } else { nil }
            let shown = try tx.tree.path(of: id) ?? name
            node = shown.map { "\($0) (#\(id))" } ?? "#\(id)"
        }
        return switch conflict.reason {
        case .changed: "\(node) was changed since by something other than menuctl"
        case .missing: "\(node) is no longer in the menu"
        case .present: "\(node) is in the menu already"
        case .constraint(let rule?): "\(node) cannot come back as it was: \(rule)"
        case .constraint: "\(node) cannot come back: its name or place is taken"
        case .otherColumns: "it was recorded before the menu's schema changed"
        }
    }

    /// What a changeset changed, in a few words; nil when it is only view state.
    package func summary(of changeset: Changeset) throws -> String? {
        try summary(ofRows: changeset.forEachRow)
    }

    /// What the rows `forEachRow` hands over changed, in a few words; nil
    /// when it is only view state. Rows added or removed are counted
    /// without copying them: an import's hundred thousand rows are read
    /// for their kind alone.
    package func summary(ofRows forEachRow: ((ChangedRow) throws -> Void) throws -> Void) throws -> String? {
        var summary = ChangeSummary()
        var nodeColumns: (names: [String], kind: Int?)?
        try forEachRow { row in
            if row.table == "dish_size" { return summary.pricing.countSizes(row.change) }
            if ChainStore.bookkeeping.contains(row.table) { return }
            guard row.table == "menu_node" else { return summary.countOther(in: row.table, node: Self.nodeID(of: row)) }
            let columns = try nodeColumns ?? {
                let names = try database.columnNames(of: row.table)
                return (names, names.firstIndex(of: "kind"))
            }()
            nodeColumns = columns
            let isGroup = columns.kind.map { row.operation == .insert ? row.new($0) : row.old($0) } == .text("group")
            switch row.operation {
            case .insert:
                summary.countAdded(isGroup: isGroup)
                summary.countNode(Self.nodeID(of: row))
            case .delete:
                summary.countRemoved(isGroup: isGroup)
                summary.countNode(Self.nodeID(of: row))
            case .update:
                let change = row.change
                let names = columns.names
                func value(_ values: [SQLValue?], _ column: String) -> SQLValue? {
                    names.firstIndex(of: column).flatMap { $0 < values.count ? values[$0] : nil }
                }
                let changed = Set(names.indices.filter { $0 < change.new.count && change.new[$0] != nil }.map { names[$0] })
                    .subtracting(Self.viewStateColumns)
                summary.countUpdate(of: changed, old: { value(change.old, $0) }, new: { value(change.new, $0) })
            }
        }
        return summary.text
    }

    /// The node a change is about: the first column of menu_node and of
    /// every table keyed by node id (serving_window, node_detail, dish_tag,
    /// node_translation).
    private static func nodeID(of row: ChangedRow) -> Int64? {
        guard row.columnCount > 0 else { return nil }
        if case .integer(let id)? = row.operation == .insert ? row.new(0) : row.old(0) { return id }
        return nil
    }
}

extension ChangeSummary {
    /// An entry's columns `changed` (view state left out), read before and after.
    fileprivate mutating func countUpdate(of changed: Set<String>, old: (String) -> SQLValue?, new: (String) -> SQLValue?) {
        func amount(_ value: SQLValue?) -> Amount? {
            if case .integer(let fen)? = value { try? Amount(fen: fen) } else { nil }
        }
        if changed.contains("name"), case .text(let before)? = old("name"), case .text(let after)? = new("name") {
            countRename(from: before, to: after)
        }
        if changed.contains("price_fen") { countPrice(from: amount(old("price_fen")), to: amount(new("price_fen"))) }
        if changed.contains("parent_id") { countMove() }
        if changed == ["position"] { countReorder() }
        if changed.contains("sold_out") { countSoldOut(new("sold_out") == .integer(1)) }
        pricing.countColumns(changed, old: old, new: new)
        if !changed.subtracting(["name", "price_fen", "parent_id", "position", "sold_out"] + PricingSummary.columns).isEmpty {
            countOther()
        }
    }
}
