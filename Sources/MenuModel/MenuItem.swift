/// A dish: 宫保鸡丁, 担担面, 五粮液. It has a price, and nothing inside it.
///
/// Kept small, as a menu may hold a million of them (`list` of a million
/// nodes in 96 MiB, docs/performance.md): what every dish has (id, name, its one
/// price or none, its allergens and diets, sold out) lives in the object
/// itself, 56 bytes (malloc's 64-byte block), and the rest of its
/// `NodeFeatures` (sizes, a unit, hours, details, counts, a price list,
/// slots, a station, a photo) in one box beside it, made only for the
/// dishes that have any of it. The callers see the same features either way.
public final class MenuItem: MenuComponent {
    public let id: Int64
    public let name: String
    /// Its price in fen plus one, 0 for none, `inBox` when the box holds
    /// it: an amount is at most 999,999,999 fen, so four bytes hold it (an
    /// `Amount?` takes nine, and would put the object in malloc's next size).
    private let plainPrice: UInt32
    /// Allergens and diets (SPEC 24), three bytes in the room the fields
    /// around them leave: a third of a menu's dishes may have them and no
    /// other detail, and a box for each would cost `list` an allocation a
    /// dish. Always read from here, never from the box.
    private let dietary: Dietary
    /// Sold out, and whether its station is its own: one byte, where the
    /// object has room for one.
    private var flags: DishFlags
    /// The rest of its features; nil for a dish with one price or none and
    /// nothing else. Its station (SPEC 26) is kept here too: most dishes
    /// have one once a kitchen is set up, so the dishes with nothing else
    /// share one box a station (`DishExtras(station:)`), where the 16 bytes
    /// of a name in each put it in malloc's 80-byte block.
    private var more: DishExtras?

    private static let inBox = UInt32.max

    /// A dish with these features. Asked of the parts, not of a
    /// `NodeFeatures` made first: `load()` makes a dish of every row, and
    /// most need no box, so no value of all their features is made for
    /// them. A field added to `NodeFeatures` is added here too, where the
    /// box is decided (NodeFeaturesTests counts them).
    /// Its parts are borrowed, not taken: a dish without a box keeps none
    /// of them, and taking them cost `load()` a copy and a release of each.
    public init(id: Int64, name: String, pricing: borrowing DishPricing = .plain, isSoldOut: Bool = false,
                hours: borrowing ServingHours = .always, details: borrowing DishDetails = .none,
                stock: borrowing DishStock = .none, listing: borrowing ListedTerms? = nil,
                setMeal: borrowing SetMeal? = nil, inherited: InheritedFeatures = InheritedFeatures(),
                photo: borrowing PhotoReference? = nil) {
        let plain = pricing.unit == nil ? Self.packed(pricing.price) : nil
        // Conditions, not `&&`: its autoclosures would capture the borrowed parts.
        var fits = false
        if plain != nil, hours.isEmpty, details.isEmptyApartFromDietary, stock.isEmpty, !stock.soldOutEnded,
           !stock.isMarkedSoldOut, listing == nil, setMeal == nil, photo == nil {
            fits = true
        }
        self.id = id
        self.name = name
        plainPrice = plain ?? Self.inBox
        dietary = details.dietary
        flags = DishFlags(soldOut: isSoldOut, ownStation: inherited.station?.isOwn == true)
        more = fits ? inherited.station.map(DishExtras.init(station:))
            : DishExtras(NodeFeatures(pricing: copy pricing, isSoldOut: isSoldOut, hours: copy hours,
                                      details: copy details, stock: copy stock, listing: copy listing,
                                      setMeal: copy setMeal, station: inherited.station, photo: copy photo))
    }

    public convenience init(id: Int64, name: String, features: NodeFeatures) {
        self.init(id: id, name: name, pricing: features.pricing, isSoldOut: features.isSoldOut, hours: features.hours,
                  details: features.details, stock: features.stock, listing: features.listing, setMeal: features.setMeal,
                  inherited: features.inherited, photo: features.photo)
    }

    /// A dish of one price or none and nothing a box would hold: what
    /// `load()` makes of most rows, without asking each part whether it
    /// is empty. `fen` as the row holds it; one that is no amount is no
    /// price, as `DishPricing(row:sizes:)` is given it. `station` the box
    /// of its own station, which the dishes cooked there share.
    package init(plainID id: Int64, name: String, fen: Int64?, dietary: Dietary, station: DishExtras?) {
        self.id = id
        self.name = name
        if let fen, (0...Amount.maximumFen).contains(fen) { plainPrice = UInt32(fen + 1) } else { plainPrice = 0 }
        self.dietary = dietary
        flags = DishFlags(soldOut: false, ownStation: station != nil)
        more = station
    }

    private init(id: Int64, name: String, plainPrice: UInt32, dietary: Dietary, flags: DishFlags, more: DishExtras?) {
        self.id = id
        self.name = name
        self.plainPrice = plainPrice
        self.dietary = dietary
        self.flags = flags
        self.more = more
    }

    /// A dish at one price, or none, without a unit.
    public convenience init(id: Int64, name: String, price: Amount?, isSoldOut: Bool = false, hours: ServingHours = .always,
                            details: DishDetails = .none) {
        self.init(id: id, name: name, pricing: DishPricing(price.map(DishPrice.fixed) ?? .none), isSoldOut: isSoldOut,
                  hours: hours, details: details)
    }

    /// Everything it has beyond its id and name, as one value.
    public var features: NodeFeatures {
        var features = more?.features ?? .none
        if plainPrice != Self.inBox { features.pricing = pricing }
        features.isSoldOut = isSoldOut
        features.details.dietary = dietary
        features.station = station
        return features
    }

    /// The same dish with other features: what a view that changes a dish
    /// makes of it, every field it does not change kept.
    public func replacing(_ features: NodeFeatures) -> MenuItem {
        MenuItem(id: id, name: name, features: features)
    }

    /// This dish as a price list prices it (`--prices`, MenuGroup+Priced).
    /// A dish with nothing beyond one price shares the box of the list's
    /// terms with the dishes priced before it whose terms are the same,
    /// as most of a list's dishes' are: a box a dish would cost an
    /// allocation for each of them.
    func listed(_ pricing: DishPricing, terms: ListedTerms, sharing shared: inout SharedTerms) -> MenuItem {
        guard more?.holdsOnlyStation ?? true, pricing.unit == nil, let plain = Self.packed(pricing.price) else {
            var features = features
            features.pricing = pricing
            features.listing = terms
            return replacing(features)
        }
        let box = shared.box(terms, station: more?.features.station)
        return MenuItem(id: id, name: name, plainPrice: plain, dietary: dietary, flags: flags, more: box)
    }

    /// This dish as a price list prices it, on its own (`show --prices`).
    public func with(pricing: DishPricing, listing terms: ListedTerms) -> MenuItem {
        var unshared = SharedTerms()
        return listed(pricing, terms: terms, sharing: &unshared)
    }

    /// `price` as `plainPrice` holds it; nil when it is not one price or none.
    private static func packed(_ price: DishPrice) -> UInt32? {
        switch price {
        case .none: 0
        case .fixed(let amount): UInt32(exactly: amount.fen + 1).flatMap { $0 == inBox ? nil : $0 }
        case .sizes, .market: nil
        }
    }

    /// Its price, one of none, one price, sizes or market price, and its
    /// unit (SPEC 17).
    public var pricing: DishPricing {
        if plainPrice == Self.inBox, let more { return more.features.pricing }
        // Unpacked as packed: an amount that was valid stays valid.
        return plainPrice == 0 ? .plain : DishPricing(.fixed(Amount(validFen: Int64(plainPrice) - 1)))
    }

    public var hours: ServingHours { more?.features.hours ?? .always }
    /// Description, spice, tags and translations (SPEC 11), allergens and diets (SPEC 24).
    public var details: DishDetails {
        guard let more else {
            // Set on a copy of `.none`: `DishDetails(dietary:)` sorts its
            // empty lists of translations, for each such dish of a list.
            var details = DishDetails.none
            details.dietary = dietary
            return details
        }
        // A box that a price list's dishes share holds none of their details (`listed(_:terms:sharing:)`).
        guard more.features.details.dietary != dietary else { return more.features.details }
        var details = more.features.details
        details.dietary = dietary
        return details
    }
    public var energy: DishEnergy { more?.features.details.energy ?? .none }
    /// Its allergens and diets when it has no other detail, else nil: what
    /// a set's slot asks of each of its dishes, without making the rest.
    package var dietaryWithoutOtherDetails: Dietary? { more?.holdsOnlyStation ?? true ? dietary : nil }
    /// Whether it has nothing beyond one price or none, its allergens and
    /// diets, sold out and a station: what a row's writer then reads of it
    /// (`pricing`, `dietary`, `isSoldOut`, `station`) is all it has, and
    /// every other feature is empty, so none is asked for and copied.
    package var isBare: Bool { more?.holdsOnlyStation ?? true }
    /// Its box when it is bare but for a price list's terms, a box the
    /// list's dishes share (`listed(_:terms:sharing:)`); nil otherwise.
    package var listedOnly: DishExtras? {
        guard let more, more.holdsOnlyListing else { return nil }
        return more
    }
    /// Its allergens and diets, without making its details.
    package var ownDietary: Dietary { dietary }
    /// Portions left and a timed 估清 (SPEC 20); `isSoldOut` already says
    /// what they mean now.
    public var stock: DishStock { more?.features.stock ?? .none }
    /// The price list it is priced by, with its box fee and minimum (SPEC 21).
    public var listing: ListedTerms? { more?.features.listing }
    /// Its photo's reference (SPEC 27); a dish with one keeps it in its box.
    public var photo: PhotoReference? { more?.features.photo }

    /// A set meal's slots (SPEC 19), nil for a dish: a set is a leaf that
    /// answers every other call as a dish does. Its dishes' paths and
    /// states are filled in once the whole tree is loaded.
    public package(set) var setMeal: SetMeal? {
        get { more?.features.setMeal }
        // A new box: a box may be shared (`listed(_:terms:sharing:)`), so none is changed.
        set {
            var features = features
            features.setMeal = newValue
            more = DishExtras(features)
        }
    }

    public var isSoldOut: Bool { flags.contains(.soldOut) }

    /// A dish without a box, packed: its price, allergens and diets, and
    /// flags, with a bit that says it is such a dish; 0 for a dish with a
    /// box. All a line of the export document says of such a dish besides
    /// its name, so that two with one key and one name are written alike,
    /// byte for byte, and diff copies the one line for the other (NodeLines).
    package var plainKey: UInt64 {
        guard more == nil else { return 0 }
        return UInt64(plainPrice) | UInt64(dietary.allergenBits) << 32 | UInt64(dietary.dietBits) << 48
            | UInt64(flags.rawValue | 0x80) << 56
    }

    public var station: KitchenStation? {
        more?.features.station.map { KitchenStation(name: $0.name, isOwn: flags.contains(.ownStation)) }
    }

    public var inherited: InheritedFeatures { InheritedFeatures(station: station) }

    public func inherit(_ above: InheritedFeatures) {
        var unshared: DishExtras?
        inherit(above, sharing: &unshared)
    }

    /// Takes its group's station, as `inherit(_:)`, a dish with nothing
    /// else in the box `shared` that its siblings share, made by the first.
    package func inherit(_ above: InheritedFeatures, sharing shared: inout DishExtras?) {
        guard let station = above.station, more?.features.station == nil else { return }
        guard let more else {
            if shared == nil { shared = DishExtras(station: station) }
            self.more = shared
            return
        }
        var features = more.features
        features.station = station
        self.more = DishExtras(features)
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

/// A dish's yes-or-no facts, in the one byte its object has room for.
struct DishFlags: OptionSet {
    let rawValue: UInt8
    static let soldOut = DishFlags(rawValue: 1)
    /// Its station is its own, not its group's.
    static let ownStation = DishFlags(rawValue: 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(soldOut: Bool, ownStation: Bool) {
        rawValue = (soldOut ? 1 : 0) | (ownStation ? 2 : 0)
    }
}

/// What a dish has beyond one price: a box of its own, so that the dishes
/// without any of it do not carry its room. Its price counts only when the
/// dish's own field says so, and its allergens never: the dish keeps them.
/// Never changed once made, so dishes may share one.
package final class DishExtras {
    let features: NodeFeatures
    /// Which box it is: a station alone (`init(station:)`), a price list's
    /// terms and perhaps a station (`init(listing:station:)`), or any
    /// features (`init(_:)`). One kind, where two flags could both be set.
    let holds: Holding

    enum Holding {
        case onlyStation, onlyListing, anything
    }

    var holdsOnlyStation: Bool { holds == .onlyStation }
    var holdsOnlyListing: Bool { holds == .onlyListing }

    init(_ features: NodeFeatures) {
        self.features = features
        holds = .anything
    }

    /// A box of a station alone, for the dishes cooked there to share.
    package init(station: KitchenStation) {
        features = NodeFeatures(station: station)
        holds = .onlyStation
    }

    /// A box of a price list's terms and a station, for the list's dishes
    /// with nothing else to share.
    init(listing: ListedTerms, station: KitchenStation?) {
        features = NodeFeatures(listing: listing, station: station)
        holds = .onlyListing
    }

    /// The price list's terms it holds.
    package var listing: ListedTerms? { features.listing }
    /// Whether those terms ask a box fee or a minimum order, which a row writes.
    package var listsFeeOrMinimum: Bool { features.listing.map { $0.boxFee != nil || $0.minOrder != nil } ?? false }
}
