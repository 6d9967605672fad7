/// What a guest can order at a moment (SPEC 10): a node is on offer when it
/// is not sold out, its own hours contain the moment, and so do the hours of
/// every group above it. The walk goes down from the top, so a node is only
/// asked once every group above it has said yes.
extension MenuItem {
    public func onOffer(at moment: Moment) -> (any MenuComponent)? {
        guard !isSoldOut(at: moment) && hours.contain(moment) else { return nil }
        // A set meal also needs every slot filled from dishes on offer then (SPEC 19).
        if let setMeal, !setMeal.canBeFilled(at: moment) { return nil }
        // Sold out now but back by `moment` (a timed 估清 that ends first):
        // the row says how the dish is then, not now (SPEC 10, 20).
        guard isSoldOut else { return self }
        var then = features
        then.stock.soldOutUntil = nil
        then.stock.soldOutEnded = true
        then.isSoldOut = false
        return replacing(then)
    }
}

extension MenuGroup {
    /// A copy of this group holding only what is on offer inside it; nil
    /// when it is closed at `moment` or nothing inside it is on offer (a
    /// guest has no use for an empty heading). Dishes are shared, not
    /// copied: the tree is read, never changed, while it is shown.
    public func onOffer(at moment: Moment) -> (any MenuComponent)? {
        guard hours.contain(moment) else { return nil }
        let offered = children.compactMap { $0.onOffer(at: moment) }
        return offered.isEmpty ? nil : with(children: offered)
    }

    /// The menu as a guest could order from it at `moment`, for
    /// `list --available`: the root itself is always open.
    public func offered(at moment: Moment) -> MenuGroup {
        with(children: children.compactMap { $0.onOffer(at: moment) })
    }
}
