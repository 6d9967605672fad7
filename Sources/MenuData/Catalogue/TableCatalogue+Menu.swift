import MenuModel

/// The menu's own tables: the tree, a node's details and sizes, set meals
/// and choices (SPEC 2, 11, 17, 18, 19). Head office's content in a chain.
extension TableCatalogue {
    private static let fen = Amount.maximumFen
    private static let kept = ColumnRule.Mend.remove

    static let menuTables: [CatalogueTable] = [
        CatalogueTable("menu_node", .headOffice, summary: .ownRow, numbered: true, [
            CatalogueColumn("id", .integer),
            CatalogueColumn("parent_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("kind", .text, ColumnRule.oneOf(["root", "group", "item"], mend: kept).keptByItsCheck),
            CatalogueColumn("name", .text),
            CatalogueColumn("position", .integer),
            CatalogueColumn("expanded", .integer, ColumnRule.flag(mend: kept).keptByItsCheck, store: "1"),
            CatalogueColumn("price_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
            CatalogueColumn("sold_out", .integer, ColumnRule.flag(mend: kept).keptByItsCheck, store: "0"),
            CatalogueColumn("unit", .text, .utf8(mend: .set("NULL"))),
            CatalogueColumn("market_price", .integer, ColumnRule.flag(mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("node_detail", .headOffice, summary: .details, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("description", .text),
            CatalogueColumn("spice", .integer, ColumnRule.within(0, 3, mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("dish_tag", .headOffice, summary: .details, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("tag", .text),
            CatalogueColumn("position", .integer, ColumnRule.atLeast(0, mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("node_translation", .headOffice, summary: .details, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("lang", .text),
            CatalogueColumn("text", .text),
        ]),
        CatalogueTable("node_description_translation", .headOffice, summary: .details, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("lang", .text),
            CatalogueColumn("text", .text),
        ]),
        CatalogueTable("dish_size", .headOffice, summary: .ownRow, row: """
                       '#' || t.node_id || coalesce(' ''' || (SELECT name FROM menu_node WHERE id = t.node_id) || '''', '')
                       || ', size ' || (t.position + 1)
                       """, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("position", .integer, ColumnRule.within(0, 7, mend: kept).keptByItsCheck),
            // A size's other rules are the prices' check's.
            CatalogueColumn("name", .text, .utf8(mend: .set(IntegrityStore.unique(
                "'size ' || (t.position + 1)", among: "SELECT name FROM dish_size WHERE node_id = t.node_id",
                or: "'size #' || (t.position + 1)")))),
            CatalogueColumn("price_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("set_meal", .headOffice, summary: .ownRow, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
        ]),
        CatalogueTable("set_slot", .headOffice, summary: .slots, row: "'slot #' || t.id || ' ''' || t.name || ''''", [
            CatalogueColumn("id", .integer),
            CatalogueColumn("set_id", .integer, ColumnRule.refers(to: "set_meal", "node_id").keptByItsCheck),
            // Slots are shown by position, then id: gaps and ties are no fault.
            CatalogueColumn("position", .integer, .atLeast(0, mend: .set("0"))),
            CatalogueColumn("name", .text, .name(mend: .set("'slot ' || t.id"))),
            // A pick past the slot's dishes is SetsCheck's, which brings it down.
            CatalogueColumn("pick", .integer, .atLeast(1, mend: .set("1"))),
        ]),
        CatalogueTable("set_slot_dish", .headOffice, summary: .slots, row: "'slot #' || t.slot_id || ': its dish #' || t.dish_id", [
            CatalogueColumn("slot_id", .integer, ColumnRule.refers(to: "set_slot").keptByItsCheck),
            CatalogueColumn("position", .integer, .atLeast(0, mend: .remove)),
            CatalogueColumn("dish_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("size", .text, .name(mend: .remove)),
            CatalogueColumn("surcharge_fen", .integer, .within(1, fen, mend: .set("NULL"))),
        ]),
        CatalogueTable("choice_list", .headOffice, summary: .choices, row: "'choice list #' || t.id || ' ''' || t.name || ''''", [
            CatalogueColumn("id", .integer),
            CatalogueColumn("name", .text, .name(mend: .set(IntegrityStore.unique("'list ' || t.id", among: "SELECT name FROM choice_list",
                                                                                   or: "'list #' || t.id")))),
            CatalogueColumn("pick_min", .integer, ColumnRule.within(0, 30, mend: kept).keptByItsCheck),
            CatalogueColumn("pick_max", .integer, ColumnRule.within(1, 30, mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("choice_option", .headOffice, summary: .choices,
                       row: """
                           'choice list #' || t.list_id || coalesce(' ''' || (SELECT name FROM choice_list WHERE id = t.list_id) || '''', '')
                           || ', option ' || (t.position + 1)
                           """, [
            CatalogueColumn("list_id", .integer, ColumnRule.refers(to: "choice_list").keptByItsCheck),
            CatalogueColumn("position", .integer, ColumnRule.within(0, 29, mend: kept).keptByItsCheck),
            CatalogueColumn("name", .text, .name(mend: .set(IntegrityStore.unique(
                "'option ' || (t.position + 1)", among: "SELECT name FROM choice_option WHERE list_id = t.list_id",
                or: "'option #' || (t.position + 1)")))),
            CatalogueColumn("surcharge_fen", .integer, ColumnRule.within(0, fen, mend: kept).keptByItsCheck),
            CatalogueColumn("sold_out", .integer, ColumnRule.flag(mend: kept).keptByItsCheck, store: "0"),
        ]),
        CatalogueTable("choice_offer", .headOffice, summary: .choices, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("list_id", .integer, ColumnRule.refers(to: "choice_list").keptByItsCheck),
            CatalogueColumn("position", .integer, ColumnRule.atLeast(0, mend: kept).keptByItsCheck),
            CatalogueColumn("withdrawn", .integer, ColumnRule.flag(mend: kept).keptByItsCheck),
        ]),
        CatalogueTable("dish_allergen", .headOffice, summary: .details, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("allergen", .text),
        ]),
        CatalogueTable("dish_diet", .headOffice, summary: .details, [
            CatalogueColumn("node_id", .integer, ColumnRule.refers(to: "menu_node").keptByItsCheck),
            CatalogueColumn("diet", .text),
        ]),
        CatalogueTable("glossary", .headOffice, summary: .glossary, [
            CatalogueColumn("lang", .text),
            CatalogueColumn("word", .text),
            CatalogueColumn("translation", .text),
        ]),
    ]
}

extension TableCatalogue {
    /// Kcal and portion (SPEC 28): head office's, as allergens are; last
    /// among head office's tables, where a change file holds them.
    static let energyTables: [CatalogueTable] = [
        CatalogueTable("dish_kcal", .headOffice, summary: .details,
                       imports: .nodeField(key: "kcal", write: { try $0.tx.details.updateKcal(of: $1, from: $2, replacing: $3) }), [
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
            // The whole dish's under '', or one of its sizes: a size's kcal outlives no size.
            CatalogueColumn("size", .text, .holds("{v} = '' OR EXISTS (SELECT 1 FROM dish_size AS s WHERE s.node_id = t.node_id AND s.name = {v})",
                                                  "'' or one of the dish's sizes", breaking: ["'无此份'"], mend: .remove)),
            CatalogueColumn("kcal", .integer, .within(Int64(DishKcal.range.lowerBound), Int64(DishKcal.range.upperBound), mend: .remove)),
        ]),
        CatalogueTable("dish_portion", .headOffice, summary: .details,
                       imports: .nodeField(key: "portion", write: { try $0.tx.details.updatePortion(of: $1, from: $2, replacing: $3) }), [
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
            CatalogueColumn("portion", .text, .holds(Self.portionSQL, "a weight, a volume or a number served (350g, 500ml, serves 2)",
                                                     breaking: ["'350 grams'", "'0g'", "'serves'", "'1.2.3l'"], mend: .remove)),
        ]),
    ]

    /// A portion as `Portion` writes it, in SQL over `{v}`: `serves N`
    /// (1 to 99), or a positive number with g, kg, ml or l.
    static let portionSQL = """
        {v} GLOB 'serves [1-9]' OR {v} GLOB 'serves [1-9][0-9]'
        OR ((substr({v}, -2) IN ('kg', 'ml') OR substr({v}, -1) IN ('g', 'l')) AND length({v}) <= 20
            AND rtrim({v}, 'gklm') GLOB '[0-9]*' AND rtrim({v}, 'gklm') NOT GLOB '*[^0-9.]*'
            AND rtrim({v}, 'gklm') NOT GLOB '*.*.*' AND rtrim({v}, 'gklm') NOT GLOB '*.'
            AND length(rtrim({v}, 'gklm')) + 2 >= length({v}) AND substr({v}, length(rtrim({v}, 'gklm')) + 1) IN ('g', 'kg', 'ml', 'l')
            AND CAST(rtrim({v}, 'gklm') AS REAL) > 0)
        """
}
