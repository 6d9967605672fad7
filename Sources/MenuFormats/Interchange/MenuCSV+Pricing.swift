import MenuModel
/// The columns SPEC 17 adds at the end of the CSV file:
///
///     …,sizes,unit,market_price
///     主菜/水煮鱼,item,,,,,0,小份=58.00;大份=88.00,,0
///     主菜/活鱼,item,48.00,,,,0,,斤,0
///
/// A group's three fields are empty. A line tells a dish's price whole, as
/// its `price` field does: an empty `sizes` is none, an empty `unit` none,
/// an empty `market_price` is 0. A file without these columns (SPEC 15's
/// header) leaves a dish's unit as it is.
extension MenuCSV {
    package static let pricingColumns: [Column] = [
        Column(header: "sizes", write: { node in
            let sizes = node.pricing.price.sizeList
            return sizes.isEmpty ? "" : RowFormats.sizesText(sizes)
        },
               read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("sizes: a group has no sizes; leave the field empty") }
            line.sizes = try sizes(field)
            if line.price != nil { throw .invalidArgument("sizes: a dish has one kind of price, not both a price and sizes") }
        }, onPlainDish: .same),
        Column(header: "unit", write: { node in node.pricing.unit ?? "" }, read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("unit: a group has no unit; leave the field empty") }
            do throws(MenuError) { line.unit = try DishPricing.checkedUnit(field) } catch { throw .invalidArgument("unit: \(error.message)") }
        }, onPlainDish: .same),
        Column(header: "market_price", write: { node in node.isGroup ? "" : node.pricing.price.isMarket ? "1" : "0" },
               read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("market_price: a group has no price; leave the field empty") }
            guard field == "0" || field == "1" else { throw .invalidArgument("market_price: \(quoted(field)) is not 1 or 0") }
            line.marketPrice = field == "1"
            if line.marketPrice == true && (line.price != nil || !line.sizes.isEmpty) {
                throw .invalidArgument("market_price: a dish at market price has no price or sizes of its own")
            }
        }, onPlainDish: .same),
    ]

    /// `小份=58.00;大份=88.00`. A size's name may itself hold `;` or `=`:
    /// a part that does not end in `=AMOUNT` is joined to the next one.
    package static func sizes(_ field: String) throws(MenuError) -> [DishSize] {
        var sizes: [DishSize] = []
        var pending = ""
        for part in field.split(separator: ";", omittingEmptySubsequences: false) {
            pending += pending.isEmpty ? String(part) : ";" + part
            if let size = try? DishSize(parsing: pending) {
                sizes.append(size)
                pending = ""
            }
        }
        guard pending.isEmpty else {
            do throws(MenuError) { _ = try DishSize(parsing: pending) } catch { throw .invalidArgument("sizes: \(error.message)") }
            return sizes
        }
        do throws(MenuError) { return try MenuDocument.checkedSizes(sizes, place: "sizes") } catch { throw .invalidArgument(error.message) }
    }
}
