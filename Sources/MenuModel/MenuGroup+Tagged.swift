extension MenuGroup {
    /// A copy of this group holding only the dishes tagged `tag` and the
    /// groups that lead to them (`list --tag`, SPEC 11), as `offered(at:)`
    /// keeps what is on offer: dishes are shared, groups copied, order kept.
    /// `load()` attaches at most 32 levels, so the recursion is bounded.
    public func tagged(_ tag: DishTag) -> MenuGroup {
        let copy = MenuGroup(id: id, name: name, isExpanded: isExpanded, hours: hours, details: details)
        for child in children {
            if let inner = child as? MenuGroup {
                let kept = inner.tagged(tag)
                if !kept.children.isEmpty { copy.add(kept) }
            } else if child.details.hasTag(tag) {
                copy.add(child)
            }
        }
        return copy
    }
}
