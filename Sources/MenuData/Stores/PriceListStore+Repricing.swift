import MenuModel
import SQLite
extension PriceListStore {
    /// `reprice TARGET... --prices NAME`: changes the list's own entries
    /// for the dishes named (a group: every dish inside it), each size of
    /// an entry with sizes; the menu's own prices and the list's rule stay.
    /// Every new price is worked out before any is written, so one out of
    /// range changes nothing. Dishes without a priced entry are counted.
    public func reprice(_ name: String, _ targets: [Target], by change: PriceChange, roundingTo step: PriceStep,
                        dryRun: Bool) throws -> PricingStore.RepriceOutcome {
        let stored = try list(named: name)
        var repriced: [PricingStore.Repricing] = []
        var unpriced = 0
        var entries: [(id: Int64, entry: PriceEntry)] = []
        try tx.tree.forEachTarget(targets) { reached in
            for (id, dishPath, _) in reached.dishes {
                guard let entry = try entry(of: id, in: stored.id), entry.price != nil || !entry.sizes.isEmpty else {
                    unpriced += 1
                    continue
                }
                var after = entry
                let prices: [(size: String?, old: Amount)] = entry.price.map { [(nil, $0)] }
                    ?? entry.sizes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                for (size, old) in prices {
                    guard let new = change.applied(to: old, roundingTo: step) else {
                        let what = dishPath + (size.map { " (\($0))" } ?? "")
                        throw MenuError.refused("\(what) would cost \(change.lowers ? "less than 0.00" : "more than 9999999.99") in \(name): "
                                                + "a price is between 0.00 and 9999999.99; nothing was changed")
                    }
                    repriced.append(PricingStore.Repricing(id: id, path: dishPath, old: old, new: new, size: size))
                    if let size { after.sizes[size] = new } else { after.price = new }
                }
                entries.append((id, after))
            }
        }
        if !dryRun {
            for (id, entry) in entries where try self.entry(of: id, in: stored.id) != entry { try writeEntry(entry, of: id, in: stored.id) }
        }
        return PricingStore.RepriceOutcome(dishes: repriced, unpriced: unpriced)
    }
}
