/// A dish: 宫保鸡丁, 担担面, 五粮液. It has a price, and nothing inside it.
///
/// Kept small, as a menu may hold a million of them (issue 35: `list` of
/// 1,011,000 nodes in 128 MiB): what every dish has (id, name, its one
/// price or none, sold out) lives in the object itself, 56 bytes, and
/// what most dishes lack (sizes, a unit, hours, details, counts, a price
/// list, slots) in one box beside it, made only for the dishes that have
/// any of it. The callers see the same fields either way.
public final class MenuItem: MenuComponent {
    public let id: Int64
    public let name: String
    /// Its price in fen plus one, 0 for none: an amount is at most
    /// 999,999,999 fen, so four bytes hold it (an `Amount?` takes nine,
    /// and would put the object in malloc's next size).
    private let plainPrice: UInt32
    public let isSoldOut: Bool
    /// What most dishes lack; nil for a dish with one price or none and nothing else.
    private var more: DishExtras?

    public init(id: Int64, name: String, pricing: DishPricing = .plain, isSoldOut: Bool = false, hours: ServingHours = .always,
                details: DishDetails = .none, stock: DishStock = .none, listing: ListedTerms? = nil,
                setMeal: SetMeal? = nil) {
        self.id = id
        self.name = name
        self.isSoldOut = isSoldOut
        let plain = pricing.unit == nil ? Self.packed(pricing.price) : nil
        plainPrice = plain ?? 0
        let needsBox = plain == nil || !hours.isEmpty || !details.isEmpty || !stock.isEmpty || stock.soldOutEnded
            || stock.isMarkedSoldOut || listing != nil || setMeal != nil
        more = needsBox ? DishExtras(pricing: pricing, hours: hours, details: details, stock: stock, listing: listing,
                                     setMeal: setMeal) : nil
    }

    /// A dish at one price, or none, without a unit.
    public convenience init(id: Int64, name: String, price: Amount?, isSoldOut: Bool = false, hours: ServingHours = .always,
                            details: DishDetails = .none) {
        self.init(id: id, name: name, pricing: DishPricing(price.map(DishPrice.fixed) ?? .none), isSoldOut: isSoldOut,
                  hours: hours, details: details)
    }

    /// `price` as `plainPrice` holds it; nil when it is not one price or none.
    private static func packed(_ price: DishPrice) -> UInt32? {
        switch price {
        case .none: 0
        case .fixed(let amount): UInt32(exactly: amount.fen + 1)
        case .sizes, .market: nil
        }
    }

    /// Its price, one of none, one price, sizes or market price, and its
    /// unit (SPEC 17).
    public var pricing: DishPricing {
        if let more { return more.pricing }
        // Unpacked as packed: an amount that was valid stays valid.
        return plainPrice == 0 ? .plain : DishPricing(.fixed(Amount(validFen: Int64(plainPrice) - 1)))
    }

    public var hours: ServingHours { more?.hours ?? .always }
    /// Description, spice, tags and translations (SPEC 11).
    public var details: DishDetails { more?.details ?? .none }
    /// Portions left and a timed 估清 (SPEC 20); `isSoldOut` already says
    /// what they mean now.
    public var stock: DishStock { more?.stock ?? .none }
    /// The price list it is priced by, with its box fee and minimum (SPEC 21).
    public var listing: ListedTerms? { more?.listing }

    /// A set meal's slots (SPEC 19), nil for a dish: a set is a leaf that
    /// answers every other call as a dish does. Its dishes' paths and
    /// states are filled in once the whole tree is loaded.
    public package(set) var setMeal: SetMeal? {
        get { more?.setMeal }
        set {
            if let more { more.setMeal = newValue; return }
            more = DishExtras(pricing: pricing, setMeal: newValue)
        }
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

/// What a dish may have beyond one price: a box of its own, so that the
/// dishes without any of it do not carry its room.
final class DishExtras {
    let pricing: DishPricing
    let hours: ServingHours
    let details: DishDetails
    let stock: DishStock
    let listing: ListedTerms?
    var setMeal: SetMeal?

    init(pricing: DishPricing, hours: ServingHours = .always, details: DishDetails = .none, stock: DishStock = .none,
         listing: ListedTerms? = nil, setMeal: SetMeal? = nil) {
        self.pricing = pricing
        self.hours = hours
        self.details = details
        self.stock = stock
        self.listing = listing
        self.setMeal = setMeal
    }
}
