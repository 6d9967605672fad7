extension MenuGroup {
    /// A copy of this group priced by a list (`--prices NAME`, SPEC 21):
    /// every dish at the list's price with its box fee and minimum, the
    /// dishes the list does not sell left out, and a group left with
    /// nothing inside it left out too, as `offered(at:)` does. Groups that
    /// were empty before stay. `load()` attaches at most 32 levels, so the
    /// recursion is bounded.
    public func priced(by listing: PriceListing) -> MenuGroup {
        let copy = MenuGroup(id: id, name: name, isExpanded: isExpanded, hours: hours, details: details)
        for child in children {
            if let group = child as? MenuGroup {
                let inner = group.priced(by: listing)
                if !inner.children.isEmpty || group.children.isEmpty { copy.add(inner) }
            } else if let (pricing, terms) = listing.pricing(of: child.id, child.pricing) {
                copy.add(MenuItem(id: child.id, name: child.name, pricing: pricing, isSoldOut: child.isSoldOut,
                                  hours: child.hours, details: child.details, listing: terms))
            }
        }
        return copy
    }
}
