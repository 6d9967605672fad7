import MenuModel

/// Hours, counts, being off sale and kitchen stations (SPEC 10, 20, 26),
/// and price lists (SPEC 21): head office publishes hours and price lists as defaults; what a
/// restaurant sells today is its own.
extension TableCatalogue {
    private static let fen = Amount.maximumFen
    private static let kept = ColumnRule.Mend.remove
    private static let portions = Int64(DishCount.maximum)

    static let serviceTables: [CatalogueTable] = [
        CatalogueTable("serving_window", .headOffice, summary: .hours, window(of: ColumnRule.refers(to: "menu_node").keptByItsCheck)),
        CatalogueTable("dish_count", .store, summary: .count, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("portions_left", .integer, ColumnRule.within(0, portions, mend: kept).keptByItsCheck),
            CatalogueColumn("daily_portions", .integer, ColumnRule.within(0, portions, mend: kept).keptByItsCheck),
            CatalogueColumn("portions_stocked", .integer, .within(0, portions, mend: .set("min(max(t.portions_left, 0), \(portions))"))),
            CatalogueColumn("portions_sold", .integer, .atLeast(0, mend: .set("0"))),
        ]),
        CatalogueTable("sold_out_until", .store, summary: .timed, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("ends_at", .integer),
        ]),
        CatalogueTable("dish_off_sale", .store, summary: .offSale, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
        ]),
        // Kitchen stations (SPEC 26): each kitchen's own, so a store's, kept through head office's files.
        CatalogueTable("kitchen_station", .store, summary: .word("stations"), row: "'station #' || t.id || ' ''' || t.name || ''''",
                       imports: .section(key: "stations", label: "kitchen stations", write: { try $0.importStations($1, replace: $2) }), [
            CatalogueColumn("id", .integer),
            CatalogueColumn("name", .text, .name(mend: .set(IntegrityStore.unique("'station ' || t.id", among: "SELECT name FROM kitchen_station",
                                                                                   or: "'station #' || t.id")))),
            CatalogueColumn("position", .integer, .atLeast(0, mend: .set("0"))),
        ]),
        CatalogueTable("node_station", .store, summary: .word("stations"),
                       imports: .nodeField(key: "station", write: { try $0.updateStation(of: $1, from: $2, replacing: $3) }), [
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
            CatalogueColumn("station_id", .integer, .refers(to: "kitchen_station")),
        ]),
        // A choice option sending its dish to another station (加面 → 面档);
        // one whose option is gone waits for it, as `choices edit` rewrites options whole.
        CatalogueTable("option_station", .store, summary: .word("stations"),
                       row: "'the station of option ''' || t.option || ''' of choice list #' || t.list_id", [
            CatalogueColumn("list_id", .integer, .refers(to: "choice_list")),
            CatalogueColumn("option", .text, .name(mend: .remove)),
            CatalogueColumn("station_id", .integer, .refers(to: "kitchen_station")),
        ]),
    ]

    static let priceListTables: [CatalogueTable] = [
        CatalogueTable("price_list", .headOffice, summary: .priceLists, row: "'price list #' || t.id || ' ''' || t.name || ''''", [
            CatalogueColumn("id", .integer),
            CatalogueColumn("name", .text, .name(mend: .set(IntegrityStore.unique("'list ' || t.id", among: "SELECT name FROM price_list",
                                                                                   or: "'list #' || t.id")))),
            CatalogueColumn("rule_kind", .text, ColumnRule.oneOf(["percent", "amount"], mend: kept).keptByItsCheck),
            CatalogueColumn("rule_value", .integer, ColumnRule.within(PriceList.ruleValues.lowerBound, PriceList.ruleValues.upperBound, mend: kept).keptByItsCheck),
            CatalogueColumn("round_fen", .integer, ColumnRule.oneOf(["1", "10", "50", "100"], mend: kept).keptByItsCheck),
            CatalogueColumn("box_fee_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("price_list_window", .headOffice, summary: .priceLists,
                       row: "'price list #' || t.list_id", window(of: ColumnRule.refers(to: "price_list").keptByItsCheck, owner: "list_id")),
        CatalogueTable("price_entry", .headOffice, summary: .priceEntries, row: "'price list #' || t.list_id || ': its entry for #' || t.node_id", [
            CatalogueColumn("list_id", .integer, ColumnRule.refers(to: "price_list").keptByItsCheck),
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("price_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
            CatalogueColumn("box_fee_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
            CatalogueColumn("min_order", .integer, ColumnRule.within(1, 999, mend: kept).keptByItsCheck),
            CatalogueColumn("not_sold", .integer, ColumnRule.flag(mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("price_entry_size", .headOffice, summary: .priceEntrySizes,
                       row: "'price list #' || t.list_id || ': its entry for #' || t.node_id", [
            // Its entry's list and node together name a price_entry.
            CatalogueColumn("list_id", .integer, ColumnRule.refers(to: "price_list").keptByItsCheck),
            CatalogueColumn("node_id", .integer),
            CatalogueColumn("name", .text, .name(mend: .remove)),
            CatalogueColumn("price_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
        ]),
    ]

    /// The columns of a window of hours (SPEC 10), of a node or a price list.
    static func window(of owner: ColumnRule, owner name: String = "node_id", walked: Bool = false) -> [CatalogueColumn] {
        func rule(_ rule: ColumnRule) -> ColumnRule { walked ? rule : rule.keptByItsCheck }
        return [
            CatalogueColumn(name, .integer, owner),
            CatalogueColumn("position", .integer, rule(.atLeast(0, mend: .remove))),
            CatalogueColumn("days", .integer, rule(.within(1, 127, mend: .remove))),
            CatalogueColumn("opens", .integer, rule(.within(0, 1439, mend: .remove))),
            CatalogueColumn("closes", .integer, rule(.within(0, 1440, mend: .remove))),
        ]
    }
}
