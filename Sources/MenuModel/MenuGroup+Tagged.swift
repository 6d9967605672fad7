extension MenuGroup {
    /// A copy of this group holding only the dishes tagged `tag` and the
    /// groups that lead to them (`list --tag`, SPEC 11), as `offered(at:)`
    /// keeps what is on offer: dishes are shared, groups copied, order kept.
    /// `load()` attaches at most 32 levels, so the recursion is bounded.
    public func tagged(_ tag: DishTag) -> MenuGroup {
        var kept: [any MenuComponent] = []
        for child in children {
            if let inner = child as? MenuGroup {
                let tagged = inner.tagged(tag)
                if !tagged.children.isEmpty { kept.append(tagged) }
            } else if child.details.hasTag(tag) {
                kept.append(child)
            }
        }
        return with(children: kept)
    }
}
