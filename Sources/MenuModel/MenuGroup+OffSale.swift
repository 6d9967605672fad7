extension MenuGroup {
    /// The menu as its guests see it (SPEC 20): without the dishes taken
    /// off sale (停售), nor a group that held only such dishes. Dishes are
    /// shared, not copied.
    public func withoutOffSale() -> MenuGroup {
        let kept = MenuGroup(id: id, name: name, isExpanded: isExpanded, hours: hours, details: details)
        for child in children {
            if let group = child as? MenuGroup {
                let inside = group.withoutOffSale()
                if !inside.children.isEmpty || group.children.isEmpty { kept.add(inside) }
            } else if !child.stock.isOffSale {
                kept.add(child)
            }
        }
        return kept
    }
}
