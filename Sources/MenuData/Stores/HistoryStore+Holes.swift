import MenuModel
import SQLite
/// History with an entry missing from the middle (SPEC 25): entries are
/// numbered without gaps and only the oldest are forgotten, so a gap is
/// another program's doing, or a damaged entry `check --repair` dropped.
/// Looking back past it would undo the entries after it but not its own
/// change, and show a menu that never was: `--as-of` refuses it, `check`
/// reports it, and `check --repair` drops the entries before it, so that
/// history starts after the gap.
extension HistoryStore {
    /// A run of missing entries: `first` to `last`, both missing.
    package struct MissingEntries: Sendable {
        package let first: Int64
        package let last: Int64
        package var named: String { first == last ? "history entry #\(first) is missing" : "history entries #\(first)–#\(last) are missing" }
    }

    /// Every gap between the oldest entry kept and the newest, oldest first.
    package func missingEntries() throws -> [MissingEntries] {
        var gaps: [MissingEntries] = []
        try database.cachedStatement("""
            SELECT id, next FROM (SELECT id, lead(id) OVER (ORDER BY id) AS next FROM menu_history) WHERE next > id + 1 ORDER BY id
            """).forEachRow { gaps.append(MissingEntries(first: $0.int("id") + 1, last: $0.int("next") - 1)) }
        return gaps
    }

    /// Refuses to look back to entry `number` when an entry after it is missing.
    func refuseLookingBackPastAGap(to number: Int64) throws {
        try refusePastAGap(to: number, doing: "look back to #\(number)")
    }

    /// Refuses to undo entry `number` when an entry after it is missing:
    /// that entry's change is still in the menu, and undoing under it would
    /// make a menu that never was, as looking back would.
    func refuseUndoingPastAGap(_ number: Int64) throws {
        try refusePastAGap(to: number - 1, doing: "undo #\(number)")
    }

    private func refusePastAGap(to number: Int64, doing action: String) throws {
        guard let gap = try missingEntries().last(where: { $0.last > number }) else { return }
        throw MenuError.refused("cannot \(action): \(gap.named), so the menu as it was before #\(gap.last + 1) is not known",
                                hints: ["history can look back to #\(gap.last) at the earliest; 'menuctl check' reports the gap"])
    }

    package func gapProblems() throws -> [MenuProblem] {
        try missingEntries().map {
            MenuProblem(id: nil, row: $0.first == $0.last ? "history entry #\($0.first)" : "history entries #\($0.first)–#\($0.last)",
                        detail: "missing, so the menu cannot be looked back past it")
        }
    }

    /// Drops the entries before the newest gap; what it did, one line.
    package func repairGaps() throws -> [String] {
        guard let gap = try missingEntries().last else { return [] }
        let dropped = try database.cachedStatement("SELECT count(*) AS entries FROM menu_history WHERE id < ?")
            .firstRow([.integer(gap.first)]) { $0.int("entries") } ?? 0
        try database.cachedStatement("DELETE FROM menu_history WHERE id < ?").run([.integer(gap.first)])
        return ["history before #\(gap.last + 1): \(dropped) entr\(dropped == 1 ? "y" : "ies") dropped, as \(gap.named); history starts at #\(gap.last + 1)"]
    }
}
