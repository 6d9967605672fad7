extension MenuGroup {
    /// The menu as its guests see it (SPEC 20): without the dishes taken
    /// off sale (停售), nor a group that held only such dishes. Dishes are
    /// shared, not copied.
    public func withoutOffSale() -> MenuGroup {
        var kept: [any MenuComponent] = []
        for child in children {
            if let group = child as? MenuGroup {
                let inside = group.withoutOffSale()
                if !inside.children.isEmpty || group.children.isEmpty { kept.append(inside) }
            } else if !child.stock.isOffSale {
                kept.append(child)
            }
        }
        return with(children: kept)
    }
}
