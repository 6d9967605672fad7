/// One size of a dish (规格): 小份 at 58.00.
public struct DishSize: Hashable, Sendable {
    public static let maximumNameLength = 20

    public let name: String
    public let price: Amount

    public init(name: String, price: Amount) {
        self.name = name
        self.price = price
    }

    /// `小份=58`, `大份=¥88.50`, as `--size` takes it: a name by the rules of
    /// a name, at most 20 characters, then `=` and an AMOUNT. The last `=`
    /// splits the two, as an amount never holds one.
    public init(parsing raw: String) throws(MenuError) {
        guard let equals = raw.lastIndex(of: "=") else {
            throw .invalidArgument("'\(raw.shortened())' is not a size; write it like 小份=58")
        }
        let name = try Self.checkedName(String(raw[..<equals]))
        self.init(name: name, price: try Amount(parsing: String(raw[raw.index(after: equals)...])))
    }

    /// A size's name follows the rules of a name (SPEC 2), at most 20 characters.
    public static func checkedName(_ raw: String) throws(MenuError) -> String {
        let name = try Name.checked(raw, as: "size name")
        guard name.count <= maximumNameLength else {
            throw .invalidArgument("the size name \(Name.quoted(name)) is longer than \(maximumNameLength) characters")
        }
        return name
    }

    /// `小份=58.00`, as TSV and CSV write a size.
    public var description: String { "\(name)=\(price)" }
}

/// What a dish costs (SPEC 17): exactly one of no price, one price,
/// 2 to 8 sizes, or a market price (时价, set when ordered). One value, so
/// a dish cannot have a price and sizes at once.
public enum DishPrice: Hashable, Sendable {
    case none
    case fixed(Amount)
    case sizes([DishSize])
    case market

    /// Its one price; nil for sizes, a market price or none.
    public var fixedAmount: Amount? {
        if case .fixed(let amount) = self { amount } else { nil }
    }

    /// Its sizes, in their order; empty unless it has sizes.
    public var sizeList: [DishSize] {
        if case .sizes(let sizes) = self { sizes } else { [] }
    }

    public var isMarket: Bool {
        if case .market = self { true } else { false }
    }

    /// The cheapest and dearest size; nil without sizes.
    public var priceRange: ClosedRange<Amount>? {
        guard case .sizes(let sizes) = self, let first = sizes.first?.price else { return nil }
        let (low, high) = sizes.reduce((first, first)) { (min($0.0, $1.price), max($0.1, $1.price)) }
        return low...high
    }

    /// What `sort --by price` orders by: the price, or the lowest size.
    public var lowest: Amount? { priceRange?.lowerBound ?? fixedAmount }
}

/// A dish's price and the unit it is for (斤, 位), which goes with any
/// kind of price (SPEC 17).
public struct DishPricing: Hashable, Sendable {
    public static let maximumUnitLength = 10
    /// A dish with sizes has 2 to 8 of them.
    public static let sizeCounts = 2...8
    /// A group's, and a dish's without a price or unit.
    public static let plain = DishPricing()

    public var price: DishPrice
    public var unit: String?
    /// A 时价 dish's price for today's business day (`price-today`, SPEC
    /// 28), per its unit; nil for every other dish, and the day after.
    public var today: Amount?

    public init(_ price: DishPrice = .none, unit: String? = nil, today: Amount? = nil) {
        self.price = price
        self.unit = unit
        self.today = today
    }

    /// A unit follows the rules of a name, at most 10 characters: 份, 斤, 位, 瓶, 杯.
    public static func checkedUnit(_ raw: String) throws(MenuError) -> String {
        let unit = try Name.checked(raw, as: "unit")
        guard unit.count <= maximumUnitLength else {
            throw .invalidArgument("the unit \(Name.quoted(unit)) is longer than \(maximumUnitLength) characters")
        }
        return unit
    }

    /// What the price column of `list` shows: `38.00`, `58.00–88.00` for
    /// sizes, `时价`, each followed by the unit (`48.00/斤`); nil when
    /// there is no price to show.
    public var label: String? {
        let shown: String
        switch price {
        case .market: shown = today.map { "今日 " + $0.description } ?? "时价"
        case .sizes:
            guard let range = price.priceRange else { return nil }
            shown = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
        case .fixed(let amount): shown = amount.description
        case .none: return nil
        }
        return unit.map { shown + "/" + $0 } ?? shown
    }
}

extension MenuComponent {
    /// The price column's text (SPEC 17): `38.00`, `58.00–88.00`, `时价`,
    /// `48.00/斤`; nil for groups and dishes without a price.
    public var priceLabel: String? { pricing.label }

    /// What `sort --by price` uses: the price, or the lowest size.
    public var lowestPrice: Amount? { pricing.price.lowest }
}

extension Name {
    /// `raw` checked by the rules of a name, for something that follows
    /// them (a size name, a unit): a refusal says which it is.
    package static func checked(_ raw: String, as what: String) throws(MenuError) -> String {
        do { return try Name(raw).text } catch {
            throw .invalidArgument("a \(what) follows the rules of a name: \(error.message)")
        }
    }
}
