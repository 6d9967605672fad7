extension MenuGroup {
    /// A copy of this group priced by a list (`--prices NAME`, SPEC 21):
    /// every dish at the list's price with its box fee and minimum, the
    /// dishes the list does not sell left out, and a group left with
    /// nothing inside it left out too, as `offered(at:)` does. Groups that
    /// were empty before stay. `load()` attaches at most 32 levels, so the
    /// recursion is bounded.
    ///
    /// `shownOnly` (a `list` without `--all`) prices only what the rows
    /// will show: a collapsed group is shared as it is, its entries only
    /// counted, unless the list leaves some dish out (then it is priced
    /// too, so that its count is right). A dish costs an object either way,
    /// and half of the benchmark menu is folded away.
    public func priced(by listing: PriceListing, shownOnly: Bool = false) -> MenuGroup {
        var kept: [any MenuComponent] = []
        // The boxes of the list's terms that siblings priced alike share.
        var shared = SharedTerms()
        for child in children {
            if let group = child as? MenuGroup {
                if shownOnly && !group.isExpanded && !listing.leavesOut {
                    kept.append(group)
                    continue
                }
                let inner = group.priced(by: listing, shownOnly: shownOnly)
                if !inner.children.isEmpty || group.children.isEmpty { kept.append(inner) }
            } else if let dish = child as? MenuItem {
                // Only the price is the list's: counts and a timed 估清 stay the dish's (SPEC 20).
                // Asked of the dish, not through the composite, as it is asked of every dish.
                if let (pricing, terms) = listing.pricing(of: dish.id, dish.pricing) {
                    kept.append(dish.listed(pricing, terms: terms, sharing: &shared))
                }
            } else if let (pricing, terms) = listing.pricing(of: child.id, child.pricing) {
                var features = child.features
                features.pricing = pricing
                features.listing = terms
                kept.append(MenuItem(id: child.id, name: child.name, features: features))
            }
        }
        return with(children: kept)
    }
}
