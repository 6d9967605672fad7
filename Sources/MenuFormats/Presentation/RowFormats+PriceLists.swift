import MenuModel
/// A price list's box fee and minimum order in `show` (SPEC 21); the
/// rows' columns and keys are the fields' (NodeField+PriceLists.swift).
extension RowFormats {
    /// `show`'s lines for a dish priced by a list.
    package static func priceListLines(_ listing: ListedTerms?) -> [(String, String)] {
        guard let listing else { return [] }
        var lines = [("price list", Terminal.escaped(listing.listName))]
        if let fee = listing.boxFee { lines.append(("box fee", "\(fee) \(Amount.currency)")) }
        if let least = listing.minOrder { lines.append(("min order", "\(least)")) }
        return lines
    }
}
