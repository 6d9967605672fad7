import MenuModel
import SQLite
extension ImportStore {
    /// A dish's price and pricing after an import (SPEC 7, 17): when the
    /// file says anything of its price (`price`, `sizes`, `market_price`),
    /// exactly what it says; else as they are. The unit is the file's when
    /// it has the key; without it, kept when merging and none with `--replace`.
    package static func importedPricing(of current: (record: NodeRecord, sizes: [DishSize])?, from entry: MenuDocument.Entry,
                                replace: Bool) -> (price: Amount?, pricing: DishPricing) {
        let said = entry.price != nil || entry.sizes != nil || entry.marketPrice != nil
        var price = current?.record.price
        var pricing = current.map { PricingStore.pricing($0.record, sizes: $0.sizes) } ?? .plain
        if said || current == nil {
            price = entry.price ?? nil
            pricing.sizes = entry.sizes ?? []
            pricing.isMarketPrice = entry.marketPrice ?? false
        }
        if let unit = entry.unit {
            pricing.unit = unit
        } else if replace || current == nil {
            pricing.unit = nil
        }
        return (price, pricing)
    }

    /// Gives an existing dish the file's sizes, unit and market price, and
    /// the price that goes with them; true when anything changed.
    package func updatePricing(_ node: NodeRecord, from entry: MenuDocument.Entry, replace: Bool) throws -> Bool {
        guard !node.isGroup else { return false }
        let sizes = try tx.pricing.sizes(of: node.id)
        let before = PricingStore.pricing(node, sizes: sizes)
        let (price, pricing) = Self.importedPricing(of: (node, sizes), from: entry, replace: replace)
        guard price != node.price || pricing != before else { return false }
        try tx.pricing.writePricing(of: node.id, price: price, pricing: pricing, sizesChanged: pricing.sizes != sizes)
        return true
    }
}
