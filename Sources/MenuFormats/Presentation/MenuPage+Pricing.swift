import MenuModel
extension MenuPage {
    /// A dish's price as guests read it (SPEC 17): `¥38`, `小份 ¥58 · 大份 ¥88`,
    /// `时价`, and the unit after it (`¥48/斤`); nil when it has none.
    package static func guestPrice(_ node: any MenuComponent) -> String? {
        let pricing = node.pricing
        let per = pricing.unit.map { "/" + $0 } ?? ""
        if pricing.isMarketPrice { return "时价" + per }
        if !pricing.sizes.isEmpty {
            return pricing.sizes.map { $0.name + " " + $0.price.forGuests + per }.joined(separator: " · ")
        }
        return node.price.map { $0.forGuests + per }
    }
}
