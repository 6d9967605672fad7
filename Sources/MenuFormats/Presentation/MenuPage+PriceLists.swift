import MenuModel
extension MenuPage {
    /// Under a dish priced by a list (`export --format html --prices 外卖`,
    /// SPEC 21): its box fee and its minimum order, in the page's language.
    package func priceListLine(_ node: any MenuComponent) -> String {
        guard let listing = node.listing else { return "" }
        let words = Self.priceListWords(for: language)
        var notes: [String] = []
        // A box fee every dish shares is stated once, with the fees (MenuPage+Fees).
        if let fee = listing.boxFee, fee.fen > 0, boxFeeOnce == nil { notes.append(words.boxFee + " " + fee.forGuests) }
        if let least = listing.minOrder, least > 1 { notes.append(words.minOrder(least)) }
        guard !notes.isEmpty else { return "" }
        return "<p class=\"terms\">" + HTMLText.escaped(notes.joined(separator: " · ")) + "</p>"
    }

    /// The words menuctl puts on the page for a price list, zh or en.
    private static func priceListWords(for language: LanguageTag?) -> (boxFee: String, minOrder: (Int) -> String) {
        if let language, language.text == "en" || language.text.hasPrefix("en-") {
            return ("box", { "min. \($0) portions" })
        }
        return ("餐盒费", { "\($0)份起售" })
    }
}
