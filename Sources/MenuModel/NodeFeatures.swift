/// What a node has beyond its place in the tree: its price, hours, stock,
/// details, price list and set meal. One value, so that a view which
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

    public init(pricing: DishPricing = .plain, isSoldOut: Bool = false, hours: ServingHours = .always,
                details: DishDetails = .none, stock: DishStock = .none, listing: ListedTerms? = nil,
                setMeal: SetMeal? = nil) {
        self.pricing = pricing
        self.isSoldOut = isSoldOut
        self.hours = hours
        self.details = details
        self.stock = stock
        self.listing = listing
        self.setMeal = setMeal
    }

    public static let none = NodeFeatures()
}
