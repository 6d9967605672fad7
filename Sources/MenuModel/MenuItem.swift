/// A dish: 宫保鸡丁, 担担面, 五粮液. It has a price, and nothing inside it.
public final class MenuItem: MenuComponent {
    public let id: Int64
    public let name: String
    public let isSoldOut: Bool
    public let hours: ServingHours
    /// Its price, one of none, one price, sizes or market price, and its
    /// unit (SPEC 17).
    public let pricing: DishPricing
    /// Description, spice, tags and translations (SPEC 11).
    public let details: DishDetails
    /// Portions left and a timed 估清 (SPEC 20); `isSoldOut` already says
    /// what they mean now.
    public let stock: DishStock
    /// The price list it is priced by, with its box fee and minimum (SPEC 21).
    public let listing: ListedTerms?
    /// A set meal's slots (SPEC 19), nil for a dish: a set is a leaf that
    /// answers every other call as a dish does. Its dishes' paths and
    /// states are filled in once the whole tree is loaded.
    public package(set) var setMeal: SetMeal?

    public init(id: Int64, name: String, pricing: DishPricing = .plain, isSoldOut: Bool = false, hours: ServingHours = .always,
                details: DishDetails = .none, stock: DishStock = .none, listing: ListedTerms? = nil,
                setMeal: SetMeal? = nil) {
        self.listing = listing
        self.setMeal = setMeal
        self.id = id
        self.stock = stock
        self.name = name
        self.isSoldOut = isSoldOut
        self.hours = hours
        self.pricing = pricing
        self.details = details
    }

    /// A dish at one price, or none, without a unit.
    public convenience init(id: Int64, name: String, price: Amount?, isSoldOut: Bool = false, hours: ServingHours = .always,
                            details: DishDetails = .none) {
        self.init(id: id, name: name, pricing: DishPricing(price.map(DishPrice.fixed) ?? .none), isSoldOut: isSoldOut,
                  hours: hours, details: details)
    }

    public var isGroup: Bool { false }
    public var children: [any MenuComponent] { [] }

    /// The seed's `MenuItem` answers `isExpand` for dishes too, so that the
    /// table can flip any row it is tapped on; for a dish nothing changes.
    public var isExpanded: Bool {
        get { false }
        set {}
    }
}
