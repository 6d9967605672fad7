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
            dishes.append(StoredPricing(id: row.int(0), kind: row.text(1), name: row.text(2), priceFen: row.optionalInt(3),
                                        unit: row.optionalText(4), marketPrice: row.int(5)))
        }
        var sizes: [StoredSize] = []
        try database.cachedStatement("SELECT node_id, position, name, price_fen FROM dish_size ORDER BY node_id, position")
            .forEachRow { sizes.append(StoredSize(nodeID: $0.int(0), position: $0.int(1), name: $0.text(2), priceFen: $0.int(3))) }
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
