import MenuModel
extension MenuPage {
    /// A dish's price as guests read it (SPEC 17), in the page's language:
    /// `¥38`, `时价`/`market price`, the unit after it (`¥48/斤`, `¥48 per
    /// jin (500 g)`), each size a box of its own (`小份 ¥58 ·`) that wraps
    /// below the name as a whole on a narrow page (SPEC 15: up to 8 sizes
    /// on a 360-pixel phone); nil when it has none.
    package func guestPrice(_ node: any MenuComponent) -> String? {
        let pricing = node.pricing
        let unit = pricing.unit.map(word)
        func priced(_ text: String) -> String { HTMLText.escaped(words.price(text, per: unit)) }
        switch pricing.price {
        case .market: return todayPrice(pricing) ?? "<span class=\"price\">" + priced(words.say(.marketPrice)) + "</span>"
        case .sizes(let sizes) where !sizes.isEmpty:
            let boxes = sizes.enumerated().map { index, size in
                "<span class=\"size\">" + HTMLText.escaped(word(size.name)) + " " + priced(size.price.forGuests)
                    + (index < sizes.count - 1 ? " ·" : "") + "</span>"
            }
            return "<span class=\"price sizes\">" + boxes.joined(separator: " ") + "</span>"
        case .fixed(let price): return "<span class=\"price\">" + priced(price.forGuests) + "</span>"
        case .none, .sizes: return nil
        }
    }
}
