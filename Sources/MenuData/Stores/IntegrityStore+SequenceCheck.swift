/// AUTOINCREMENT's record of the largest id given (https://sqlite.org/autoinc.html):
/// at 2^63-1 no id is left, and SQLite refuses the next row with "database
/// or disk is full". An id names one entry for its whole life (SPEC 2), so
/// no repair may lower it: `check` says what the next add would do, and
/// `--repair` leaves it, saying so. History entries are numbered for the
/// list `history` shows, not for life: those are numbered 1, 2… again.
extension IntegrityStore {
    static let sequenceRowRules: [RowRule] = [
        RowRule("sqlite_sequence", breaks: "t.seq >= 9223372036854775807 AND t.name = 'menu_history'", node: nil,
                row: "'the numbers of the history entries'",
                detail: "'at ' || t.seq || ', the largest there is: the next change cannot be recorded'",
                mended: "'numbered 1 to ' || (SELECT count(*) FROM menu_history) || ' again, in their order'",
                mend: ["UPDATE menu_history AS t SET id = (SELECT count(*) FROM menu_history AS h WHERE h.id <= t.id)",
                       "UPDATE sqlite_sequence SET seq = (SELECT count(*) FROM menu_history) WHERE name = 'menu_history'"]),
        RowRule("sqlite_sequence", breaks: "t.seq >= 9223372036854775807 AND t.name <> 'menu_history'", node: nil,
                row: "'the id sequence of ' || t.name",
                detail: """
                    'at ' || t.seq || ', the largest id there is: ' || CASE t.name
                    WHEN 'menu_node' THEN 'the next add-item or add-group fails with ''no id is left'''
                    ELSE 'the next row of ' || t.name || ' cannot be written' END
                    """,
                mended: "'left as it is: an id is never given twice'", mend: []),
    ]
}
