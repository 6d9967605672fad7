import MenuModel
/// A price list's box fee and minimum order in the rows of `list` and
/// `show` (SPEC 21), after the columns and keys that came before them.
extension RowFormats {
    package static let tsvPriceListHeader = "\tbox_fee\tmin_order"

    /// `\t1.00\t2`; empty fields without a list, or where it says nothing.
    package static func appendTSVPriceList(_ listing: ListedTerms?, to out: inout RowBytes) {
        guard let listing else { return out.append(literal: "\t\t") }
        out += "\t"
        if let fee = listing.boxFee { out += fee.description }
        out += "\t"
        if let least = listing.minOrder { out += String(least) }
    }

    /// `,"price_list":"外卖","box_fee":{…},"min_order":2`; nulls without a list.
    package static func jsonPriceListFields(_ listing: ListedTerms?) -> String {
        ",\"price_list\":" + (listing.map { JSONText.string($0.listName) } ?? "null")
            + ",\"box_fee\":" + JSONText.price(listing?.boxFee)
            + ",\"min_order\":" + JSONText.int(listing?.minOrder)
    }

    /// `show`'s lines for a dish priced by a list.
    package static func priceListLines(_ listing: ListedTerms?) -> [(String, String)] {
        guard let listing else { return [] }
        var lines = [("price list", Terminal.escaped(listing.listName))]
        if let fee = listing.boxFee { lines.append(("box fee", "\(fee) \(Amount.currency)")) }
        if let least = listing.minOrder { lines.append(("min order", "\(least)")) }
        return lines
    }
}
