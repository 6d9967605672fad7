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
    package let pricing: DishPricing
    /// Its allergens and diets, `details.dietary`: what a plain dish's
    /// row writes of its details, kept apart so that none are made for it.
    package let dietary: Dietary
    /// Whether it is a set meal (SPEC 19): the kind every row writes.
    package let isSetMeal: Bool
    /// Its hours, details, stock, price list, slots and photo; nil for a
    /// dish that has none of them (`MenuItem.isBare`), most of a menu's:
    /// read, copied and destroyed for each such row, they were most of
    /// what writing it cost, and its row reads none of them. In a box, so
    /// that the values a row copies stay small.
    private let rest: Rest?
    /// The names of the choice lists it offers, nearest first (SPEC 18),
    /// and the TSV field of them when the caller wrote it once for many rows.
    package let choices: [String]?
    package let choicesField: String?
    /// The node a row shows or `show` describes: what is read only by the
    /// cells that write it (its name, and what a field reads itself) is read from it there,
    /// not for each row.
    package let component: any MenuComponent
    package var name: String { component.name }

    private final class Rest {
        let hours: ServingHours
        let details: DishDetails
        let stock: DishStock
        let listing: ListedTerms?
        let setMeal: SetMeal?
        /// Its photo's reference (SPEC 27), read once with the rest.
        let photo: PhotoReference?

        init(hours: ServingHours, details: DishDetails, stock: DishStock, listing: ListedTerms?, setMeal: SetMeal?,
             photo: PhotoReference?) {
            self.hours = hours
            self.details = details
            self.stock = stock
            self.listing = listing
            self.setMeal = setMeal
            self.photo = photo
        }
    }

    // Lent, not copied: a writer reads one part (`details.dietary`,
    // `stock.isOffSale`), and a bare dish's are the empty values, whose
    // copies made and destroyed for each such row were dearer than the rest.
    package var hours: ServingHours {
        _read {
            if let rest { yield rest.hours } else { yield ServingHours.always }
        }
    }
    package var details: DishDetails {
        _read {
            if let rest {
                yield rest.details
            } else if dietary.isEmpty {
                yield DishDetails.none
            } else {
                var details = DishDetails.none
                details.dietary = dietary
                yield details
            }
        }
    }
    package var stock: DishStock {
        _read {
            if let rest { yield rest.stock } else { yield DishStock.none }
        }
    }
    package var listing: ListedTerms? { rest?.listing }
    package var setMeal: SetMeal? { rest?.setMeal }
    package var photo: PhotoReference? { rest?.photo }

    /// Made where a row's writer stands (it is made for every row), not
    /// in a call that hands the whole value back to be copied.
    @inline(__always)
    package init(_ row: VisibleRow, choices: [String]? = nil, choicesField: String? = nil) {
        let node = row.node
        component = node
        number = row.number
        id = node.id
        depth = row.depth
        (pathAbove, pathLast) = row.pathParts
        self.choices = choices
        self.choicesField = choicesField
        if let dish = node as? MenuItem, dish.isBare {
            isGroup = false
            isExpanded = false
            childCount = 0
            isSoldOut = dish.isSoldOut
            pricing = dish.pricing
            dietary = dish.ownDietary
            isSetMeal = false
            rest = nil
            return
        }
        isGroup = node.isGroup
        isExpanded = isGroup && node.isExpanded
        childCount = isGroup ? node.children.count : 0
        isSoldOut = !isGroup && node.isSoldOut
        pricing = node.pricing
        let details = node.details
        dietary = details.dietary
        let setMeal = node.setMeal
        isSetMeal = setMeal != nil
        rest = Rest(hours: node.hours, details: details, stock: node.stock, listing: node.listing, setMeal: setMeal,
                    photo: node.photo)
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
        pricing = described.pricing
        let (details, setMeal) = (described.dishDetails, described.setMeal)
        dietary = details.dietary
        isSetMeal = setMeal != nil
        rest = Rest(hours: described.hours, details: details, stock: described.stock,
                    listing: described.listing, setMeal: setMeal, photo: described.node.photo)
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
        guard choicesField == nil, choices?.isEmpty ?? true else { return false }
        // A bare dish has nothing of the rest.
        guard let rest else { return true }
        guard !isGroup, rest.setMeal == nil, rest.listing == nil, rest.photo == nil, rest.hours.isEmpty,
              rest.stock.count == nil, !rest.stock.isOffSale else { return false }
        guard pricing.unit == nil, pricing.today == nil else { return false }
        switch pricing.price {
        case .none, .fixed: break
        case .sizes, .market: return false
        }
        return rest.details.isEmptyApartFromDietary
    }

    /// `group`, `item` or `set` (SPEC 19).
    package var kindName: String { isGroup ? "group" : isSetMeal ? "set" : "item" }
}
