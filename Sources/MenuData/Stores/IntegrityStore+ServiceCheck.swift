/// What SPEC 10 asks of sold-out marks and serving hours, as rules over the
/// rows (see `RowRule`): a mark is 0 or 1 and only on a dish; a window
/// belongs to a node of the menu other than its top, runs on some day of
/// the week (a mask of 1 to 127), opens at a minute of the day, closes by
/// 24:00, and does not close where it opens.
extension IntegrityStore {
    /// `10:00-14:00`, as stored, for a window row `t`.
    private static let window = "printf('%02d:%02d-%02d:%02d', t.opens / 60, t.opens % 60, t.closes / 60, t.closes % 60)"

    static let serviceRowRules: [RowRule] = [
        RowRule("menu_node", breaks: "t.sold_out NOT IN (0, 1) OR (t.sold_out <> 0 AND t.kind <> 'item')", node: "t.id",
                detail: """
                    CASE WHEN t.kind <> 'item' THEN 'a ' || t.kind || ' marked sold out; only dishes are'
                    ELSE 'sold_out is ' || t.sold_out || ', not 0 or 1' END
                    """,
                mended: "CASE WHEN t.kind <> 'item' THEN 'took the sold-out mark off' ELSE 'marked sold out (sold_out 1)' END",
                mend: ["UPDATE menu_node AS t SET sold_out = CASE WHEN t.kind = 'item' THEN 1 ELSE 0 END WHERE {rows}"]),
        .removing("serving_window", breaks: """
            t.node_id NOT IN (SELECT id FROM menu_node) OR (SELECT kind FROM menu_node WHERE id = t.node_id) = 'root'
            OR t.days NOT BETWEEN 1 AND 127 OR t.opens NOT BETWEEN 0 AND 1439 OR t.closes NOT BETWEEN 0 AND 1440
            OR t.opens = t.closes OR t.position < 0
            """, detail: """
            'its serving window ' || \(window) || CASE
                WHEN t.node_id NOT IN (SELECT id FROM menu_node) THEN ' belongs to a node that is not in the file'
                WHEN (SELECT kind FROM menu_node WHERE id = t.node_id) = 'root' THEN ' is on the top of the menu, which has no hours'
                WHEN t.days NOT BETWEEN 1 AND 127 THEN ' is on days ' || t.days || ', not a set of days (1 to 127)'
                WHEN t.opens NOT BETWEEN 0 AND 1439 THEN ' opens at minute ' || t.opens || ', not 0 to 1439'
                WHEN t.closes NOT BETWEEN 0 AND 1440 THEN ' closes at minute ' || t.closes || ', not 0 to 1440'
                WHEN t.opens = t.closes THEN ' closes when it opens'
                ELSE ' is at position ' || t.position || ', below 0' END
            """, mended: "'removed its serving window ' || \(window)"),
    ]
}
