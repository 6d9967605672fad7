import MenuModel

/// A chain's own tables (SPEC 22), and menuctl's records: the history,
/// find's search keys and the business day, which no undo moves.
extension TableCatalogue {
    private static let kept = ColumnRule.Mend.remove

    static let chainTables: [CatalogueTable] = [
        CatalogueTable("chain_state", .store, summary: nil, row: "'the chain''s state'", [
            CatalogueColumn("id", .integer),
            // A menu with head office's entries marked in it is a store.
            CatalogueColumn("role", .text, .oneOf(["head office", "store"], mend: .set(
                "CASE WHEN EXISTS (SELECT 1 FROM chain_owned WHERE node_id IN (SELECT id FROM menu_node)) THEN 'store' ELSE 'head office' END"))),
            // The chain's identity; one out of its rule joins no chain, so a new one is made.
            CatalogueColumn("chain_id", .text, .holds("{v} <> '' AND length({v}) <= 64", "1 to 64 characters",
                                                      breaking: ["''", "'\(String(repeating: "c", count: 65))'"],
                                                      mend: .set("lower(hex(randomblob(16)))"))),
            CatalogueColumn("sequence", .integer, .atLeast(0, mend: .set("coalesce((SELECT max(sequence) FROM chain_file), 0)"))),
            CatalogueColumn("applying", .integer, ColumnRule.flag(mend: kept).keptByItsCheck),
            CatalogueColumn("epoch", .integer, .atLeast(1, mend: .set("coalesce((SELECT max(epoch) FROM chain_file), 1)"))),
        ]),
        CatalogueTable("chain_snapshot", .store, summary: nil, row: "'the content as last published (change ' || t.sequence || ')'", [
            CatalogueColumn("sequence", .integer),
            CatalogueColumn("content", .blob, .database),
        ]),
        CatalogueTable("chain_refusal", .store, summary: nil, row: "'a refusal'", [
            CatalogueColumn("node_id", .integer),
        ]),
        CatalogueTable("chain_owned", .bookkeeping, summary: nil, [
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
            CatalogueColumn("position", .integer),
        ]),
        CatalogueTable("store_price", .bookkeeping, summary: nil, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("head_office_fen", .integer, .within(0, Amount.maximumFen, mend: .remove)),
        ]),
        CatalogueTable("chain_file", .bookkeeping, summary: nil, row: "'change file ' || t.sequence", [
            // Without its record a file is followed by its number alone, as one of format 1.
            CatalogueColumn("sequence", .integer, .atLeast(1, mend: .remove)),
            CatalogueColumn("epoch", .integer, .atLeast(1, mend: .remove)),
            CatalogueColumn("full", .integer, .flag(mend: .remove)),
            CatalogueColumn("sha256", .text, .holds("length({v}) = 64 AND {v} NOT GLOB '*[^0-9a-f]*'",
                                                    "64 lowercase hexadecimal digits", breaking: ["'abc'"], mend: .remove)),
        ]),
        CatalogueTable("store_hours", .bookkeeping, summary: nil, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
        ]),
        CatalogueTable("head_office_window", .bookkeeping, summary: nil,
                       window(of: .refers(to: "store_hours", "node_id"), walked: true)),
        CatalogueTable("store_price_entry", .bookkeeping, summary: nil, row: "'price list #' || t.list_id || ': the store''s entry for #' || t.node_id", [
            CatalogueColumn("list_id", .integer, .refers(to: "price_list")),
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
        ]),
        CatalogueTable("head_office_entry", .bookkeeping, summary: nil, row: "'price list #' || t.list_id || ': head office''s entry for #' || t.node_id", [
            CatalogueColumn("list_id", .integer, .refers(with: "node_id", to: "store_price_entry", "list_id, node_id")),
            CatalogueColumn("node_id", .integer),
            CatalogueColumn("price_fen", .integer),
            CatalogueColumn("box_fee_fen", .integer),
            CatalogueColumn("min_order", .integer),
            CatalogueColumn("not_sold", .integer),
        ]),
        CatalogueTable("head_office_entry_size", .bookkeeping, summary: nil, row: "'price list #' || t.list_id || ': head office''s entry for #' || t.node_id", [
            CatalogueColumn("list_id", .integer, .refers(with: "node_id", to: "store_price_entry", "list_id, node_id")),
            CatalogueColumn("node_id", .integer),
            CatalogueColumn("name", .text),
            CatalogueColumn("price_fen", .integer),
        ]),
    ]

    static let recordTables: [CatalogueTable] = [
        CatalogueTable("menu_history", .store, recorded: false, summary: nil, row: "'history entry #' || t.id", numbered: true, [
            CatalogueColumn("id", .integer),
            CatalogueColumn("recorded_at", .integer),
            CatalogueColumn("command", .text),
            CatalogueColumn("summary", .text),
            CatalogueColumn("changeset", .blob),
            CatalogueColumn("undone", .integer, ColumnRule.atLeast(1, mend: kept).keptByItsCheck),
            CatalogueColumn("redoable", .integer, ColumnRule.flag(mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("search_bucket", .store, recorded: false, summary: nil, row: "'find''s search keys'", [
            CatalogueColumn("bucket", .integer),
            CatalogueColumn("keys", .text),
            CatalogueColumn("readings", .text),
        ]),
        CatalogueTable("search_pending", .store, recorded: false, summary: nil, row: "'find''s search keys'", [
            CatalogueColumn("bucket", .integer),
        ]),
        CatalogueTable("service_day", .store, recorded: false, summary: nil, row: "'the business day'", [
            CatalogueColumn("id", .integer),
            CatalogueColumn("starts_at", .integer, .within(0, 1439, mend: .set("300"))),
            // The day the last turn began; none makes the next command turn it again.
            CatalogueColumn("current_day", .text, .holds("{v} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'",
                                                         "a date written YYYY-MM-DD", breaking: ["'yesterday'"], mend: .set("NULL"))),
        ]),
    ]
}
