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
    /// that the values a row copies stay small. A dish with nothing but a
    /// price list's terms beyond them, each dish of a list's view, keeps
    /// the box its list's dishes share (`MenuItem.listedOnly`) instead of
    /// a box made for its row.
    private let rest: More?

    private enum More {
        case rest(Rest)
        case listed(DishExtras)
    }
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
            if case .rest(let rest) = rest { yield rest.hours } else { yield ServingHours.always }
        }
    }
    package var details: DishDetails {
        _read {
            if case .rest(let rest) = rest {
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
            if case .rest(let rest) = rest { yield rest.stock } else { yield DishStock.none }
        }
    }
    package var listing: ListedTerms? {
        switch rest {
        case .rest(let rest): rest.listing
        case .listed(let box): box.listing
        case nil: nil
        }
    }
    package var setMeal: SetMeal? {
        if case .rest(let rest) = rest { rest.setMeal } else { nil }
    }
    package var photo: PhotoReference? {
        if case .rest(let rest) = rest { rest.photo } else { nil }
    }

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
        if let dish = node as? MenuItem {
            // Bare is asked first, and alone: most of a menu's dishes are.
            let isBare = dish.isBare
            let listed = isBare ? nil : dish.listedOnly
            if isBare || listed != nil {
                isGroup = false
                isExpanded = false
                childCount = 0
                isSoldOut = dish.isSoldOut
                pricing = dish.pricing
                dietary = dish.ownDietary
                isSetMeal = false
                rest = listed.map(More.listed)
                return
            }
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
        rest = .rest(Rest(hours: node.hours, details: details, stock: node.stock, listing: node.listing,
                          setMeal: setMeal, photo: node.photo))
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
        rest = .rest(Rest(hours: described.hours, details: details, stock: described.stock,
                          listing: described.listing, setMeal: setMeal, photo: described.node.photo))
        self.choices = choices
        choicesField = nil
    }

    /// A dish with one price or none and nothing more that a row's cells
    /// marked `.same` (NodeField.OnPlainDish) read: those cells write for
    /// it what they write for any other such dish, so its row is written
    /// from the others' cells alone (RowFormats+PlainDish.swift). What a
    /// `.same` cell reads is asked here; PlainDishRowTests holds the two
    /// together on a dish with each feature.
    @inline(__always) package var isPlainDish: Bool {
        guard choicesField == nil, choices?.isEmpty ?? true else { return false }
        // A bare dish, most rows, has nothing of the rest: told where the
        // row is written, without a call.
        if case nil = rest { return true }
        return hasNothingMoreOfTheRest
    }

    /// Whether its rest holds nothing a `.same` cell writes: `isPlainDish`
    /// of a dish that is not bare.
    @inline(never) private var hasNothingMoreOfTheRest: Bool {
        let rest: Rest
        switch self.rest {
        case nil: return true
        // The `.same` cells of a price list's terms write nothing for a plain dish.
        case .listed(let box): return !box.listsFeeOrMinimum
        case .rest(let held): rest = held
        }
        guard !isGroup, rest.setMeal == nil, rest.listing == nil, rest.photo == nil, rest.hours.isEmpty,
              rest.stock.count == nil, !rest.stock.isOffSale else { return false }
        guard pricing.unit == nil, pricing.today == nil else { return false }
        switch pricing.price {
        case .none, .fixed: break
        case .sizes, .market: return false
        }
        return rest.details.isEmptyApartFromDietary
    }

    /// A dish plain but for its price list's terms, a box fee or a minimum
    /// order perhaps among them (a dish of a list's view, `MenuItem.listedOnly`):
    /// its row is written as a plain dish's is, the cells that read those
    /// called too (`NodeField.OnPlainDish.sameUnlessListed`).
    package var isListedDish: Bool {
        guard case .listed = rest, choicesField == nil, choices?.isEmpty ?? true else { return false }
        return true
    }

    /// `group`, `item` or `set` (SPEC 19).
    package var kindName: String { isGroup ? "group" : isSetMeal ? "set" : "item" }
}
