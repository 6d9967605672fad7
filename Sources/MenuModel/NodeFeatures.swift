/// What a node has beyond its place in the tree: its price, hours, stock,
/// details, price list, set meal, kitchen station and photo. One value, so that a view which
/// rebuilds a node (`--available`, `--prices`, `--tag`, `--without`)
/// copies it whole and cannot forget a field; a new feature is one more
/// stored property here (and a parameter of `MenuItem`'s init, which
/// decides what a dish keeps in its box). A group uses only its hours and
/// details; the rest stay as `none` leaves them.
public struct NodeFeatures: Equatable, Sendable {
    /// A dish's price (none, one, sizes or market price) and its unit (SPEC 17).
    public var pricing: DishPricing
    /// Sold out now: marked and not ended, or counted out (SPEC 10, 20).
    public var isSoldOut: Bool
    /// When it is served (SPEC 10); empty: whenever its group is.
    public var hours: ServingHours
    /// Description, spice, tags, translations, allergens and diets (SPEC 11, 24).
    public var details: DishDetails
    /// Portions left, a timed 估清, off sale (SPEC 20).
    public var stock: DishStock
    /// The price list it is shown priced by (SPEC 21); nil for the menu's own prices.
    public var listing: ListedTerms?
    /// A set meal's slots (SPEC 19); nil for a dish or a group.
    public var setMeal: SetMeal?
    /// The kitchen station that cooks it (SPEC 26); nil when none reaches it.
    public var station: KitchenStation?
    /// A dish's photo or a group's banner (SPEC 27), as its reference: never its bytes.
    public var photo: PhotoReference?

    public init(pricing: DishPricing = .plain, isSoldOut: Bool = false, hours: ServingHours = .always,
                details: DishDetails = .none, stock: DishStock = .none, listing: ListedTerms? = nil,
                setMeal: SetMeal? = nil, station: KitchenStation? = nil, photo: PhotoReference? = nil) {
        self.pricing = pricing
        self.isSoldOut = isSoldOut
        self.hours = hours
        self.details = details
        self.stock = stock
        self.listing = listing
        self.setMeal = setMeal
        self.station = station
        self.photo = photo
    }

    public static let none = NodeFeatures()
}

/// What a node has from the nearest group above that has it, unless it has
/// its own: the kitchen station (SPEC 26). Passed down once the tree stands,
/// so a node answers what is in force at it and no caller walks up to ask;
/// a feature inherited down the tree is one more property here.
public struct InheritedFeatures: Equatable, Sendable {
    public var station: KitchenStation?

    public init(station: KitchenStation? = nil) {
        self.station = station
    }

    public var isEmpty: Bool { station == nil }

    /// As a node below has them from this one: had, never its own.
    public var passedDown: InheritedFeatures { InheritedFeatures(station: station?.inherited) }

    /// Takes from `above` what it has nothing of.
    public mutating func fill(from above: InheritedFeatures) {
        if station == nil { station = above.station }
    }
}

extension NodeFeatures {
    public var inherited: InheritedFeatures {
        get { InheritedFeatures(station: station) }
        set { station = newValue.station }
    }
}

extension MenuComponent {
    /// The kitchen station that cooks it, or that a group's dishes have
    /// from it (SPEC 26); nil when none reaches it.
    public var station: KitchenStation? { inherited.station }
}

/// Where a dish is cooked (SPEC 26): 凉菜间, 炒锅, 蒸笼. A node is assigned
/// a station itself, or has the one of the nearest group above it that is,
/// as the kitchen works: a group's station cooks every dish inside it but
/// those assigned elsewhere.
public struct KitchenStation: Equatable, Sendable {
    public let name: String
    /// Assigned to the node itself (`station 宫保鸡丁 炒锅`), not had from a group above.
    public let isOwn: Bool

    public init(name: String, isOwn: Bool) {
        self.name = name
        self.isOwn = isOwn
    }

    /// The station as a node below has it from this one.
    public var inherited: KitchenStation { isOwn ? KitchenStation(name: name, isOwn: false) : self }
}

/// A station as the export document holds it, with the choice options sent
/// to it (`加料`, `加面`): the document's `stations` section (SPEC 26).
public struct StationEntry: Equatable, Sendable {
    public let name: String
    public let options: [(list: String, option: String)]

    public init(name: String, options: [(list: String, option: String)] = []) {
        self.name = name
        self.options = options
    }

    public static func == (a: StationEntry, b: StationEntry) -> Bool {
        a.name == b.name && a.options.map(\.list) == b.options.map(\.list) && a.options.map(\.option) == b.options.map(\.option)
    }
}
