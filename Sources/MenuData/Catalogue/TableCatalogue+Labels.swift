import MenuModel

/// What the law asks of choices and price lists (SPEC 28, migrations/0026):
/// an option's kcal and allergens (加蛋: 90 kcal, eggs), and the condition a
/// price list's prices hold under (会员价: 持会员卡). Head office's content,
/// after the lists they belong to in a change file.
extension TableCatalogue {
    /// One of its list's options: a row of an option that is gone waits for nothing.
    private static let anOption = ColumnRule.holds(
        "EXISTS (SELECT 1 FROM choice_option AS o WHERE o.list_id = t.list_id AND o.name = {v})",
        "one of its list's options", breaking: ["'无此项'"], mend: .remove)

    static let labelTables: [CatalogueTable] = [
        CatalogueTable("option_kcal", .headOffice, summary: .choices,
                       row: "'the kcal of option ''' || t.option || ''' of choice list #' || t.list_id", [
            CatalogueColumn("list_id", .integer, .refers(to: "choice_list")),
            CatalogueColumn("option", .text, anOption),
            CatalogueColumn("kcal", .integer, .within(Int64(DishKcal.range.lowerBound), Int64(DishKcal.range.upperBound), mend: .remove)),
        ]),
        CatalogueTable("option_allergen", .headOffice, summary: .choices,
                       row: "'the allergens of option ''' || t.option || ''' of choice list #' || t.list_id", [
            CatalogueColumn("list_id", .integer, .refers(to: "choice_list")),
            CatalogueColumn("option", .text, anOption),
            CatalogueColumn("allergen", .text, .oneOf(Allergen.allCases.map(\.key) + [Dietary.noneKey], mend: .remove)),
        ]),
        CatalogueTable("price_condition", .headOffice, summary: .priceLists, row: "'the condition of price list #' || t.list_id", [
            CatalogueColumn("list_id", .integer, .refers(to: "price_list")),
            CatalogueColumn("condition", .text, .holds("{v} <> '' AND length({v}) <= \(PriceList.maximumConditionLength) AND instr({v}, char(10)) = 0 AND instr({v}, char(13)) = 0",
                                                       "1 to \(PriceList.maximumConditionLength) characters on one line",
                                                       breaking: ["''", "'a' || char(10) || 'b'"], mend: .remove)),
        ]),
    ]
}
