import MenuModel
import SQLite
extension ImportStore {
    /// A dish's price and unit after an import (SPEC 7, 17): when the
    /// file says anything of its price (`price`, `sizes`, `market_price`),
    /// exactly what it says; else as they are. The unit is the file's when
    /// it has the key; without it, kept when merging and none with `--replace`.
    package static func importedPricing(of current: DishPricing?, from entry: MenuDocument.Entry,
                                        replace: Bool) -> DishPricing {
        var pricing = current ?? .plain
        pricing.price = entry.price.applied(to: current?.price) ?? .none
        if case .keep = entry.unit, replace || current == nil {
            pricing.unit = nil
        } else {
            pricing.unit = entry.unit.applied(to: pricing.unit)
        }
        return pricing
    }

    /// Gives an existing dish the file's sizes, unit and market price, and
    /// the price that goes with them; true when anything changed.
    package func updatePricing(_ node: NodeRecord, from entry: MenuDocument.Entry, replace: Bool) throws -> Bool {
        guard !node.isGroup else { return false }
        let before = DishPricing(row: node, sizes: try tx.pricing.sizes(of: node.id))
        let after = Self.importedPricing(of: before, from: entry, replace: replace)
        guard after != before else { return false }
        try tx.pricing.writePricing(of: node.id, after, sizesChanged: after.price.sizeList != before.price.sizeList)
        return true
    }
}
