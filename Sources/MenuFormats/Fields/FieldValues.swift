import MenuModel
/// What the row formats write of one node, read from it once: a `list` row
/// (`VisibleRow`) or what `show` describes (`NodeDetails`). Each field's
/// writers take it whole, so a node's pricing or details, read through the
/// composite, are read once a row however many columns come from them.
package struct FieldValues {
    /// The row's number, from 1; 0 for `show`, which has no row.
    package let number: Int
    package let id: Int64
    package let depth: Int
    package let isGroup: Bool
    package let isExpanded: Bool
    /// The path in two parts (`VisibleRow.pathParts`): the rows' writers
    /// copy both, never joining them into a String a row.
    package let pathAbove: String?
    package let pathLast: String
    package var path: String { pathAbove.map { $0 + "/" + pathLast } ?? pathLast }
    package let childCount: Int
    package let isSoldOut: Bool
    package let hours: ServingHours
    package let details: DishDetails
    package let pricing: DishPricing
    package let stock: DishStock
    package let listing: ListedTerms?
    package let setMeal: SetMeal?
    /// Its photo's reference (SPEC 27), read once with the rest.
    package let photo: PhotoReference?
    /// The names of the choice lists it offers, nearest first (SPEC 18),
    /// and the TSV field of them when the caller wrote it once for many rows.
    package let choices: [String]?
    package let choicesField: String?
    /// The node a row shows or `show` describes: what is read only by the
    /// cells that write it (its name, and what a field reads itself) is read from it there,
    /// not for each row.
    package let component: any MenuComponent
    package var name: String { component.name }

    package init(_ row: VisibleRow, choices: [String]? = nil, choicesField: String? = nil) {
        let node = row.node
        component = node
        number = row.number
        id = node.id
        depth = row.depth
        isGroup = node.isGroup
        isExpanded = isGroup && node.isExpanded
        (pathAbove, pathLast) = row.pathParts
        childCount = isGroup ? node.children.count : 0
        isSoldOut = !isGroup && node.isSoldOut
        hours = node.hours
        details = node.details
        pricing = node.pricing
        stock = node.stock
        listing = node.listing
        setMeal = node.setMeal
        photo = node.photo
        self.choices = choices
        self.choicesField = choicesField
    }

    package init(_ described: NodeDetails, choices: [String] = []) {
        let record = described.record
        component = described.node
        number = 0
        id = record.id
        depth = described.depth
        isGroup = record.isGroup
        isExpanded = record.isExpanded
        pathAbove = nil
        pathLast = described.path
        childCount = described.childCount
        isSoldOut = described.isSoldOut
        hours = described.hours
        details = described.dishDetails
        pricing = described.pricing
        stock = described.stock
        listing = described.listing
        setMeal = described.setMeal
        photo = described.node.photo
        self.choices = choices
        choicesField = nil
    }

    /// A dish with one price or none and nothing more that a row's cells
    /// marked `.same` (NodeField.OnPlainDish) read: those cells write for
    /// it what they write for any other such dish, so its row is written
    /// from the others' cells alone (RowFormats+PlainDish.swift). What a
    /// `.same` cell reads is asked here; PlainDishRowTests holds the two
    /// together on a dish with each feature.
    package var isPlainDish: Bool {
        guard !isGroup, setMeal == nil, listing == nil, photo == nil, hours.isEmpty, choicesField == nil,
              choices?.isEmpty ?? true, stock.count == nil, !stock.isOffSale else { return false }
        guard pricing.unit == nil, pricing.today == nil else { return false }
        switch pricing.price {
        case .none, .fixed: break
        case .sizes, .market: return false
        }
        return details.isEmptyApartFromDietary
    }

    /// `group`, `item` or `set` (SPEC 19).
    package var kindName: String { isGroup ? "group" : setMeal == nil ? "item" : "set" }
}
