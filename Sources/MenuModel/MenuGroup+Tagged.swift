extension MenuGroup {
    /// A copy of this group holding only the dishes tagged `tag` and the
    /// groups that lead to them (`list --tag`, SPEC 11), as `offered(at:)`
    /// keeps what is on offer: dishes are shared, groups copied, order kept.
    /// `load()` attaches at most 32 levels, so the recursion is bounded.
    public func tagged(_ tag: DishTag) -> MenuGroup { keepingDishes { $0.details.hasTag(tag) } }

    /// A copy of this group holding only the dishes `keep` keeps and the
    /// groups that lead to them, in the same way.
    public func keepingDishes(_ keep: (any MenuComponent) -> Bool) -> MenuGroup {
        var kept: [any MenuComponent] = []
        for child in children {
            if let inner = child as? MenuGroup {
                let found = inner.keepingDishes(keep)
                if !found.children.isEmpty { kept.append(found) }
            } else if keep(child) {
                kept.append(child)
            }
        }
        return with(children: kept)
    }
}
