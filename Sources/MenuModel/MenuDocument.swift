/// The menu as a JSON document, for `export` and `import` (SPEC 7):
/// `{"format": "menuctl", "version": 2, "currency": "CNY", "menu": [...]}`.
/// Version 2 adds `sold_out` and `hours` to the nodes (SPEC 16), and
/// `description`, `spice`, `tags` and `translations` (SPEC 11); version 1
/// documents, which have none of them, still import. Version 3 adds
/// `allergens` and `diets` (SPEC 24) and what SPEC 18-23 add.
public struct MenuDocument {
    public static let format = "menuctl"
    public static let version = 3
    public static let versionsRead = [1, 2, 3]

    /// One group or dish of the file, with the place it was read from
    /// (`menu[2].children[0]`) for error messages.
    public struct Entry {
        public let place: String
        public let name: Name
        public let isGroup: Bool
        /// nil when the file does not say: a new group is expanded, an existing one keeps its state.
        public let expanded: Bool?
        /// SPEC 17: what the file says of a dish's price, from its `price`,
        /// `sizes` and `market_price` keys together: `.keep` when it has
        /// none of them (an existing dish keeps its price), `.clear` when
        /// they say it has no price.
        public var price: FieldEdit<DishPrice>
        /// nil when the file does not say (a version-1 file never does).
        public var soldOut: Bool? = nil
        /// nil when the file does not say; an empty list clears them.
        public var hours: ServingHours? = nil
        /// What the file says of its details (SPEC 11); empty when nothing.
        public var details: DetailsEdit = DetailsEdit()
        public let children: [Entry]
        /// The unit a dish's price is for (SPEC 17).
        public var unit: FieldEdit<String> = .keep

        package init(place: String, name: Name, isGroup: Bool, expanded: Bool?, price: FieldEdit<DishPrice>, soldOut: Bool? = nil, hours: ServingHours? = nil, details: DetailsEdit = DetailsEdit(), children: [Entry], unit: FieldEdit<String> = .keep) {
            self.place = place
            self.name = name
            self.isGroup = isGroup
            self.expanded = expanded
            self.price = price
            self.soldOut = soldOut
            self.hours = hours
            self.details = details
            self.children = children
            self.unit = unit
        }
    }

    public let entries: [Entry]
    /// What `--replace` makes exactly the file's: everything, unless a CSV header says less.
    public var carried = CarriedFields.everything

    public init(entries: [Entry]) { self.entries = entries }
}
