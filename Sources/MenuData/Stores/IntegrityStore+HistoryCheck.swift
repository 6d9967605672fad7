/// History entries whose marks break 0004's CHECKs: `undone` is a positive
/// number or NULL, `redoable` is 0 or 1 and only on an undone entry. Which
/// state the menu is in for such an entry cannot be known, so undo and redo
/// must not take it: the repair drops it, as it drops a damaged one.
extension IntegrityStore {
    static let historyRowRules: [RowRule] = [
        .removing("menu_history", breaks: "t.undone <= 0 OR t.redoable NOT IN (0, 1) OR (t.redoable = 1 AND t.undone IS NULL)",
                  node: nil, row: "'history entry #' || t.id || ' (' || t.command || ')'",
                  detail: """
                      CASE WHEN t.undone <= 0 THEN 'its undone mark is ' || t.undone || ', not a positive number'
                      WHEN t.redoable NOT IN (0, 1) THEN 'redoable is ' || t.redoable || ', not 0 or 1'
                      ELSE 'redoable, yet not undone' END || ', so undo and redo cannot take it'
                      """,
                  mended: "'dropped, as undo and redo cannot take it'"),
    ]
}
