/// A dish: 宫保鸡丁, 担担面, 五粮液. It has a price, and nothing inside it.
public final class MenuItem: MenuComponent {
    public let id: Int64
    public let name: String
    public let price: Amount?
    public let isSoldOut: Bool
    public let hours: ServingHours
    /// Its sizes, unit and market price (SPEC 17); `price` is nil when it
    /// has sizes or a market price.
    public let pricing: DishPricing
    /// Description, spice, tags and translations (SPEC 11).
    public let details: DishDetails

    public init(id: Int64, name: String, price: Amount? = nil, isSoldOut: Bool = false, hours: ServingHours = .always,
                pricing: DishPricing = .plain, details: DishDetails = .none) {
        self.id = id
        self.name = name
        self.price = price
        self.isSoldOut = isSoldOut
        self.hours = hours
        self.pricing = pricing
        self.details = details
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
