import MenuModel
import SQLite
/// 停售 (SPEC 20): a dish taken off sale stays off until someone puts it
/// back, beside 估清, which is for today or until a time. A row of
/// `dish_off_sale` each; a store may take head office's dishes off sale,
/// as it may sell them out.
extension ServiceStore {
    /// Takes dishes off sale, or puts them back (`off` false); a group
    /// means every dish inside it. A dish named twice is changed once.
    public func setOffSale(_ off: Bool, _ targets: [Target]) throws -> [StockChange] {
        var changes: [StockChange] = []
        let offSale = try tx.counts.offSaleIDs()
        let change = try database.cachedStatement(off ? "INSERT OR IGNORE INTO dish_off_sale (node_id) VALUES (?)"
                                                      : "DELETE FROM dish_off_sale WHERE node_id = ?")
        try tx.tree.forEachTarget(targets) { reached in
            var stockChange = StockChange(path: reached.path, isGroup: reached.isGroup)
            for dish in reached.dishes {
                guard offSale.contains(dish.id) != off else { stockChange.unchanged.append(dish.path); continue }
                try change.run([.integer(dish.id)])
                stockChange.changed.append(dish.path)
            }
            changes.append(stockChange)
        }
        return changes
    }
}

extension CountStore {
    /// The dishes off sale.
    package func offSaleIDs() throws -> Set<Int64> {
        var ids = Set<Int64>()
        try database.cachedStatement("SELECT node_id FROM dish_off_sale").forEachRow { ids.insert($0.int("node_id")) }
        return ids
    }

    package func isOffSale(_ id: Int64) throws -> Bool {
        try database.cachedStatement("SELECT 1 FROM dish_off_sale WHERE node_id = ?").firstRow([.integer(id)]) { _ in true } ?? false
    }

    /// Takes a dish off sale or puts it back; whether it changed.
    package func setOffSale(_ id: Int64, _ off: Bool) throws -> Bool {
        guard try isOffSale(id) != off else { return false }
        try database.cachedStatement(off ? "INSERT INTO dish_off_sale (node_id) VALUES (?)" : "DELETE FROM dish_off_sale WHERE node_id = ?")
            .run([.integer(id)])
        return true
    }
}
