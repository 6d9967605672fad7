import MenuModel
import SQLite
extension IntegrityStore {
    /// Sizes, units and market prices that break SPEC 17's rules, read
    /// whole from the file (another program may have written them, SPEC 9).
    package func pricingCheckup() throws -> PricingCheckup {
        var dishes: [StoredPricing] = []
        try database.cachedStatement("""
            SELECT id, kind, name, price_fen, unit, market_price FROM menu_node
            WHERE unit IS NOT NULL OR market_price <> 0 OR id IN (SELECT node_id FROM dish_size) ORDER BY id
            """).forEachRow { row in
            dishes.append(StoredPricing(id: row.int("id"), kind: row.text("kind"), name: row.text("name"), priceFen: row.optionalInt("price_fen"),
                                        unit: row.optionalText("unit"), marketPrice: row.int("market_price")))
        }
        var sizes: [StoredSize] = []
        try database.cachedStatement("SELECT node_id, position, name, price_fen FROM dish_size ORDER BY node_id, position")
            .forEachRow { sizes.append(StoredSize(nodeID: $0.int("node_id"), position: $0.int("position"), name: $0.text("name"), priceFen: $0.int("price_fen"))) }
        return PricingCheckup(dishes: dishes, sizes: sizes)
    }

    /// Mends what `pricingCheckup()` finds, after the tree is mended; a
    /// line for each thing it did.
    package func repairPricing() throws -> [String] {
        let findings = try pricingCheckup().findings
        for finding in findings {
            switch finding.mend {
            case .removeSizes(let id):
                try database.cachedStatement("DELETE FROM dish_size WHERE node_id = ?").run([.integer(id)])
            case .removePrice(let id):
                try database.cachedStatement("UPDATE menu_node SET price_fen = NULL WHERE id = ?").run([.integer(id)])
            case .removeMarketPrice(let id):
                try database.cachedStatement("UPDATE menu_node SET market_price = 0 WHERE id = ?").run([.integer(id)])
            case .sizeToPrice(let id, let fen):
                try database.cachedStatement("DELETE FROM dish_size WHERE node_id = ?").run([.integer(id)])
                try database.cachedStatement("UPDATE menu_node SET price_fen = ?, market_price = 0 WHERE id = ?")
                    .run([.integer(fen), .integer(id)])
            case .renameSize(let id, let position, let name):
                try database.cachedStatement("UPDATE dish_size SET name = ? WHERE node_id = ? AND position = ?")
                    .run([.text(name), .integer(id), .integer(position)])
            case .removeUnit(let id):
                try database.cachedStatement("UPDATE menu_node SET unit = NULL WHERE id = ?").run([.integer(id)])
            }
        }
        return findings.map(\.repair)
    }
}

/// The rules of 0006 the checkup above does not read (see `RowRule`).
extension IntegrityStore {
    /// `'小' (12.00)` for a size row `t`.
    private static let size = "'''' || t.name || ''' (' || printf('%.2f', t.price_fen / 100.0) || ')'"
    /// Where a size row `t` belongs: its place among the dish's sizes.
    private static let place = "(SELECT count(*) FROM dish_size AS s WHERE s.node_id = t.node_id AND s.position < t.position)"

    static let sizeRowRules: [RowRule] = [
        RowRule("menu_node", breaks: "t.market_price NOT IN (0, 1)", node: "t.id",
                detail: "'market_price is ' || t.market_price || ', not 0 or 1'",
                mended: "'set market_price to ' || \(marketPrice)",
                mend: ["UPDATE menu_node AS t SET market_price = \(marketPrice) WHERE {rows}"]),
        // Before the checkup's repair: a dish this leaves one size is then
        // given that size's price.
        .removing("dish_size", breaks: "t.price_fen NOT BETWEEN 0 AND \(Amount.maximumFen)",
                  detail: "'its size ' || \(size) || ' costs less than nothing or more than an amount can be'",
                  mended: "'removed its size ' || \(size)"),
    ]

    /// 1 for a dish that may be at market price (no price, no sizes), else 0.
    private static let marketPrice = """
        (CASE WHEN t.kind = 'item' AND t.price_fen IS NULL AND t.id NOT IN (SELECT node_id FROM dish_size) THEN 1 ELSE 0 END)
        """

    /// After the checkup's repair, which may take a price off a dish that
    /// has sizes: sizes go back only onto a dish without one. Their places
    /// are 0 to 7 and dense; the schema's CHECK on the place leaves no spare
    /// place to park a row on, so a dish's sizes are taken out and put back.
    static let sizePlaceRowRules: [RowRule] = [
        RowRule("dish_size", breaks: "t.position NOT BETWEEN 0 AND 7 OR t.position <> \(place)",
                detail: """
                    'its size ' || \(size) || ' is at place ' || t.position || CASE WHEN \(place) >= 8
                    THEN ', past the 8 sizes a dish has at most' ELSE ' instead of ' || \(place) END
                    """,
                mended: "CASE WHEN \(place) >= 8 THEN 'removed its size ' || \(size) ELSE 'moved its size ' || \(size) || ' to place ' || \(place) END",
                mend: ["DROP TABLE IF EXISTS temp.size_in_place",
                       """
                       CREATE TEMP TABLE size_in_place AS SELECT t.node_id, \(place) AS position, t.name, t.price_fen
                       FROM dish_size AS t WHERE t.node_id IN (SELECT t.node_id FROM dish_size AS t WHERE {rows})
                       """,
                       "DELETE FROM dish_size WHERE node_id IN (SELECT node_id FROM temp.size_in_place)",
                       "INSERT INTO dish_size (node_id, position, name, price_fen) SELECT node_id, position, name, price_fen FROM temp.size_in_place WHERE position < 8",
                       "DROP TABLE temp.size_in_place"]),
    ]
}
