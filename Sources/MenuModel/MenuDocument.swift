/// The menu as a JSON document, for `export` and `import` (SPEC 7):
/// `{"format": "menuctl", "version": 2, "currency": "CNY", "menu": [...]}`.
/// Version 2 adds `sold_out` and `hours` to the nodes (SPEC 16), and
/// `description`, `spice`, `tags` and `translations` (SPEC 11); version 1
/// documents, which have none of them, still import.
public struct MenuDocument {
    public static let format = "menuctl"
    public static let version = 2
    public static let versionsRead = [1, 2]

    /// One group or dish of the file, with the place it was read from
    /// (`menu[2].children[0]`) for error messages.
    public struct Entry {
        public let place: String
        public let name: Name
        public let isGroup: Bool
        /// nil when the file does not say: a new group is expanded, an existing one keeps its state.
        public let expanded: Bool?
        /// nil when the file has no `price` key: an existing dish keeps its price.
        public let price: Amount??
        /// nil when the file does not say (a version-1 file never does).
        public var soldOut: Bool? = nil
        /// nil when the file does not say; an empty list clears them.
        public var hours: ServingHours? = nil
        /// What the file says of its details (SPEC 11); empty when nothing.
        public var details: DetailsEdit = DetailsEdit()
        public let children: [Entry]
        /// SPEC 17, each nil when the file does not say: a dish's sizes,
        /// its unit (`.some(nil)`: none) and whether it is at market price.
        public var sizes: [DishSize]? = nil
        public var unit: String?? = nil
        public var marketPrice: Bool? = nil

        package init(place: String, name: Name, isGroup: Bool, expanded: Bool?, price: Amount??, soldOut: Bool? = nil, hours: ServingHours? = nil, details: DetailsEdit = DetailsEdit(), children: [Entry], sizes: [DishSize]? = nil, unit: String?? = nil, marketPrice: Bool? = nil) {
            self.place = place
            self.name = name
            self.isGroup = isGroup
            self.expanded = expanded
            self.price = price
            self.soldOut = soldOut
            self.hours = hours
            self.details = details
            self.children = children
            self.sizes = sizes
            self.unit = unit
            self.marketPrice = marketPrice
        }
    }

    public let entries: [Entry]
    /// What `--replace` makes exactly the file's: everything, unless a CSV header says less.
    public var carried = CarriedFields.everything

    public init(entries: [Entry]) { self.entries = entries }
}
