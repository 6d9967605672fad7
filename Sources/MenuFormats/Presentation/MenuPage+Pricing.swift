import MenuModel
extension MenuPage {
    /// A dish's price as guests read it (SPEC 17): `¥38`, `小份 ¥58 · 大份 ¥88`,
    /// `时价`, and the unit after it (`¥48/斤`); nil when it has none.
    package static func guestPrice(_ node: any MenuComponent) -> String? {
        let pricing = node.pricing
        let per = pricing.unit.map { "/" + $0 } ?? ""
        switch pricing.price {
        case .market: return "时价" + per
        case .sizes(let sizes) where !sizes.isEmpty:
            return sizes.map { $0.name + " " + $0.price.forGuests + per }.joined(separator: " · ")
        case .fixed(let price): return price.forGuests + per
        case .none, .sizes: return nil
        }
    }
}
