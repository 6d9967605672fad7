import MenuModel

/// What 明码标价 asks a menu to say (SPEC 28): a 时价 dish's price today, a
/// restaurant's own and gone at the day's turn, and the menu's fees, head
/// office's content that every store states.
extension TableCatalogue {
    static let feeTables: [CatalogueTable] = [
        CatalogueTable("price_today", .store, summary: .word("today's price"), [
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
            CatalogueColumn("price_fen", .integer, .within(0, Amount.maximumFen, mend: .remove)),
        ]),
        CatalogueTable("menu_fee", .headOffice, summary: .word("fees"), row: "'fee ''' || t.name || ''''",
                       imports: .section(key: "fees", label: "fees", write: { try $0.importFees($1, replace: $2) }), [
            CatalogueColumn("name", .text, .name(mend: .remove)),
            CatalogueColumn("position", .integer, .atLeast(0, mend: .set("0"))),
            CatalogueColumn("percent_hundredths", .integer, .within(MenuFee.hundredths.lowerBound, MenuFee.hundredths.upperBound, mend: .remove)),
            CatalogueColumn("amount_fen", .integer, .within(0, Amount.maximumFen, mend: .remove)),
            CatalogueColumn("per", .text, .name(mend: .remove)),
        ]),
    ]
}
