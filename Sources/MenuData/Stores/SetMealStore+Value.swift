import MenuModel
import SQLite
/// What a set meal is worth to a guest against its dishes one by one (SPEC
/// 19): `check` warns of a set that costs more than its dearest picks, as
/// a guest would pay less ordering them à la carte.
extension SetMealStore {
    /// A set meal priced above its dearest picks.
    public struct Overpriced: Sendable {
        public let path: String
        public let price: Amount
        public let dearest: Amount
        public let over: Amount
    }

    /// Every set reachable from the top that costs more than the dearest
    /// picks of its slots, at their own prices, in id order.
    public func overpricedSets() throws -> [Overpriced] {
        var ids: [Int64] = []
        try database.cachedStatement("SELECT node_id FROM set_meal ORDER BY node_id").forEachRow { ids.append($0.int("node_id")) }
        var found: [Overpriced] = []
        for id in ids {
            guard let record = try tx.tree.node(id: id), !record.isGroup, let path = try tx.tree.path(of: id),
                  let meal = try meal(of: id) else { continue }
            let price = DishPricing(row: record, sizes: []).price.fixedAmount
            guard let price, let (dearest, over) = meal.overcharge(at: price) else { continue }
            found.append(Overpriced(path: path, price: price, dearest: dearest, over: over))
        }
        return found
    }
}
