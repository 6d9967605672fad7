import MenuModel
import SQLite

/// The menu as it was (SPEC 23): worked out on a copy by the machinery undo
/// uses, the inverse of each later entry applied newest first. The copy is
/// thrown away; the file is never written.
extension HistoryStore {
    /// The entry `moment` names, checked against the history kept: history
    /// entry 0 is the empty menu before entry 1.
    package func entryNumber(at moment: HistoryMoment) throws -> Int64 {
        guard let (first, newest) = try database.cachedStatement("SELECT min(id) AS oldest, max(id) AS newest FROM menu_history")
            .firstRow([], { row -> (Int64, Int64)? in row.optionalInt("oldest").map { ($0, row.int("newest")) } }) ?? nil
        else { throw MenuError.refused("the menu has no history yet", hints: ["every change to it from now on is an entry"]) }
        let starts = "history starts at #\(first)"
        switch moment {
        case .entry(let number):
            guard number <= newest else { throw MenuError.refused("there is no history entry #\(number): the newest is #\(newest)") }
            guard number >= first - 1 else { throw MenuError.refused(starts) }
            try refuseLookingBackPastAGap(to: number)
            return number
        case .localTime(let time):
            let instant = LocalClock.endOfMinute(time)
            if let number = try database.cachedStatement("SELECT max(id) AS number FROM menu_history WHERE recorded_at <= ?")
                .firstRow([.integer(instant)], { $0.optionalInt("number") }) ?? nil {
                try refuseLookingBackPastAGap(to: number)
                return number
            }
            // Before the first entry kept: the empty menu, if that entry was the first ever.
            guard first == 1 else { throw MenuError.refused(starts) }
            try refuseLookingBackPastAGap(to: 0)
            return 0
        }
    }

    /// Turns the menu into what it was just after entry `number`: every
    /// later entry that is part of the menu is undone, newest first; and
    /// when `number` itself was undone, what was undone since it was is
    /// redone, back to it.
    package func rewind(to number: Int64) throws {
        try tx.chain.dropOwnershipFromCopy()
        var steps: [(HistoryEntry, Changeset, forward: Bool)] = []
        try database.cachedStatement("""
            SELECT \(Self.entryColumns) FROM menu_history WHERE id > ? AND undone IS NULL ORDER BY id DESC
            """).forEachRow([.integer(number)]) { steps.append((Self.entry(of: $0), Changeset(bytes: $0.blob("changeset")), false)) }
        try database.cachedStatement("""
            SELECT \(Self.entryColumns) FROM menu_history
            WHERE id <= ?1 AND undone >= (SELECT undone FROM menu_history WHERE id = ?1) ORDER BY undone DESC
            """).forEachRow([.integer(number)]) { steps.append((Self.entry(of: $0), Changeset(bytes: $0.blob("changeset")), true)) }
        for (entry, changeset, _) in steps { try refuseIfDamaged(entry, changeset, verb: "look back past") }
        // Entries that only added rows (batches of adds, an import) have
        // them taken out by their keys, 64 a statement, as undo takes one
        // back: no inverse built and applied row by row. The entries are
        // combined oldest first, so that a row added and then changed is
        // taken out as it stands.
        // Under a savepoint: should a row not be as it was added, or its
        // going leave another without its own, the careful way below says
        // what stands in the way, as it always has.
        // The entries' bytes one after another are a changeset that holds
        // each entry's rows in turn: where they only added rows, each row
        // once, it says what SQLite's combining would, without the hashing.
        // A row one entry added and a later one changed or took out is no
        // insert in it, and the careful way below takes that history back.
        if !steps.isEmpty, !steps.contains(where: \.forward), let oldest = steps.last?.0 {
            let added = Changeset(bytes: steps.reversed().flatMap(\.1.bytes))
            try database.execute("SAVEPOINT look_back")
            try leaveDeletingToTheCopy()
            var taken = (try? takeOutAddedRows(added, reversing: oldest, verb: "look back past")) ?? false
            if taken { taken = try hasRoot() }
            if !taken { try database.execute("ROLLBACK TO look_back") }
            try database.execute("RELEASE look_back")
            if taken { return try tx.settlePositions() }
        }
        var changes: [Changeset] = []
        for (_, changeset, forward) in steps { changes.append(forward ? changeset : try changeset.inverted()) }
        // All at once where they fit together: one pass of checks, one
        // foreign key check of the whole menu, instead of one per entry.
        if let combined = try? Changeset.combined(changes), let oldest = steps.last?.0 {
            try apply(combined, reversing: oldest, verb: "look back past")
        } else {
            for ((entry, _, _), change) in zip(steps, changes) { try apply(change, reversing: entry, verb: "look back past") }
        }
        // find's search keys are left as the triggers marked them: find
        // asks each name of a marked bucket itself (SearchStore), which for
        // one look back costs less than rebuilding them.
        try tx.settlePositions()
    }
}

extension HistoryStore {
    /// The copy a look back works on is read and thrown away, and the
    /// taking out of added rows is undone with its savepoint when it
    /// stumbles: two triggers on the menu's rows and SQLite's overwriting
    /// of what is deleted only cost it time. `find`'s keys of a bucket that
    /// lost a node hold a name no longer there, and find asks each node it
    /// finds that way itself (SearchStore), so no bucket needs marking; the
    /// root's guard is `hasRoot`, asked after.
    /// https://sqlite.org/pragma.html#pragma_secure_delete
    private func leaveDeletingToTheCopy() throws {
        guard database.isInMemory else { return }
        try database.execute("""
            PRAGMA secure_delete = OFF;
            DROP TRIGGER IF EXISTS menu_node_search_on_delete;
            DROP TRIGGER IF EXISTS menu_node_root_stays;
            """)
    }

    /// Whether the menu still has its root: taking out rows an entry
    /// added never takes it, and the trigger that would refuse was dropped.
    private func hasRoot() throws -> Bool {
        try database.cachedStatement("SELECT count(*) AS roots FROM menu_node WHERE kind = 'root'").firstRow { $0.int("roots") } ?? 0 > 0
    }
}

extension HistoryStore {
    /// Undoes entry `number` alone, as undo would but without marking it:
    /// on a copy, to see what that one entry changed (browse's `d`).
    package func reverse(_ entry: HistoryEntry) throws {
        guard let changeset = try database.cachedStatement("SELECT changeset FROM menu_history WHERE id = ?")
            .firstRow([.integer(entry.number)], { Changeset(bytes: $0.blob("changeset")) }) else { return }
        try refuseIfDamaged(entry, changeset, verb: "show")
        try tx.chain.dropOwnershipFromCopy()
        try apply(changeset.inverted(), reversing: entry, verb: "show")
        try tx.settlePositions()
    }
}
