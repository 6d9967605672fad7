/// A dish: 宫保鸡丁, 担担面, 五粮液. It has a price, and nothing inside it.
///
/// Kept small, as a menu may hold a million of them (`list` of a million
/// nodes in 128 MiB, docs/performance.md): what every dish has (id, name, its one
/// price or none, its allergens and diets, sold out) lives in the object
/// itself, 56 bytes, and what most dishes lack (sizes, a unit, hours,
/// details, counts, a price list, slots) in one box beside it, made only
/// for the dishes that have any of it. The callers see the same fields
/// either way.
public final class MenuItem: MenuComponent {
    public let id: Int64
    public let name: String
    /// Its price in fen plus one, 0 for none: an amount is at most
    /// 999,999,999 fen, so four bytes hold it (an `Amount?` takes nine,
    /// and would put the object in malloc's next size).
    private let plainPrice: UInt32
    /// Allergens and diets (SPEC 24), three bytes in the room the fields
    /// around them leave: a third of a menu's dishes may have them and no
    /// other detail, and a box for each would cost `list` an allocation a
    /// dish. A box of its own holds them too.
    private let dietary: Dietary
    public let isSoldOut: Bool
    /// What most dishes lack; nil for a dish with one price or none and nothing else.
    private var more: DishExtras?

    public convenience init(id: Int64, name: String, pricing: DishPricing = .plain, isSoldOut: Bool = false,
                            hours: ServingHours = .always, details: DishDetails = .none, stock: DishStock = .none,
                            listing: ListedTerms? = nil, setMeal: SetMeal? = nil) {
        let plain = pricing.unit == nil ? Self.packed(pricing.price) : nil
        let needsBox = plain == nil || !hours.isEmpty || !details.isEmptyApartFromDietary || !stock.isEmpty
            || stock.soldOutEnded || stock.isMarkedSoldOut || listing != nil || setMeal != nil
        self.init(id: id, name: name, plainPrice: plain ?? 0, dietary: details.dietary, isSoldOut: isSoldOut,
                  more: needsBox ? DishExtras(pricing: plain == nil ? pricing : nil, hours: hours, details: details,
                                              stock: stock, listing: listing, setMeal: setMeal) : nil)
    }

    private init(id: Int64, name: String, plainPrice: UInt32, dietary: Dietary, isSoldOut: Bool, more: DishExtras?) {
        self.id = id
        self.name = name
        self.plainPrice = plainPrice
        self.dietary = dietary
        self.isSoldOut = isSoldOut
        self.more = more
    }

    /// This dish as a price list prices it (`--prices`, MenuGroup+Priced).
    /// A dish with nothing beyond one price shares the box of the list's
    /// terms with the dish priced before it when their terms are the same,
    /// as most of a list's dishes' are: a box a dish would cost an
    /// allocation for each of them.
    func listed(_ pricing: DishPricing, terms: ListedTerms, sharing shared: inout DishExtras?) -> MenuItem {
        guard more == nil, pricing.unit == nil, let plain = Self.packed(pricing.price) else {
            return MenuItem(id: id, name: name, pricing: pricing, isSoldOut: isSoldOut, hours: hours, details: details,
                            stock: stock, listing: terms, setMeal: setMeal)
        }
        if shared?.listing != terms { shared = DishExtras(pricing: nil, listing: terms) }
        return MenuItem(id: id, name: name, plainPrice: plain, dietary: dietary, isSoldOut: isSoldOut, more: shared)
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
        if let boxed = more?.pricing { return boxed }
        // Unpacked as packed: an amount that was valid stays valid.
        return plainPrice == 0 ? .plain : DishPricing(.fixed(Amount(validFen: Int64(plainPrice) - 1)))
    }

    public var hours: ServingHours { more?.hours ?? .always }
    /// Description, spice, tags and translations (SPEC 11), allergens and diets (SPEC 24).
    public var details: DishDetails {
        guard let more else { return dietary.isEmpty ? .none : DishDetails(dietary: dietary) }
        // A box that a price list's dishes share holds none of their details (`listed`).
        guard !dietary.isEmpty && more.details.dietary != dietary else { return more.details }
        var details = more.details
        details.dietary = dietary
        return details
    }
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
        // A new box: a box may be shared (`listed(_:terms:sharing:)`), so none is changed.
        set {
            more = DishExtras(pricing: more?.pricing, hours: hours, details: details, stock: stock, listing: listing,
                              setMeal: newValue)
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
/// dishes without any of it do not carry its room. Never changed once made,
/// so dishes may share one.
final class DishExtras {
    /// nil: the dish's own one price or none, kept in the dish.
    let pricing: DishPricing?
    let hours: ServingHours
    let details: DishDetails
    let stock: DishStock
    let listing: ListedTerms?
    let setMeal: SetMeal?

    init(pricing: DishPricing?, hours: ServingHours = .always, details: DishDetails = .none, stock: DishStock = .none,
         listing: ListedTerms? = nil, setMeal: SetMeal? = nil) {
        self.pricing = pricing
        self.hours = hours
        self.details = details
        self.stock = stock
        self.listing = listing
        self.setMeal = setMeal
    }
}
