/// One row of `menu_node`, as single-node commands read it.
public struct NodeRecord: Equatable, Sendable {
    public enum Kind: String, Sendable { case root, group, item }

    public let id: Int64
    public let parentID: Int64?
    public let kind: Kind
    public let name: String
    public let position: Int64
    public let isExpanded: Bool
    public let price: Amount?
    public let isSoldOut: Bool
    /// SPEC 17: the unit a price is for, and whether it is a market price.
    /// Sizes live in a table of their own (`sizes(of:)`).
    public var unit: String? = nil
    public var isMarketPrice = false

    @inlinable
    package init(id: Int64, parentID: Int64?, kind: Kind, name: String, position: Int64, isExpanded: Bool, price: Amount?, isSoldOut: Bool, unit: String? = nil, isMarketPrice: Bool = false) {
        self.id = id
        self.parentID = parentID
        self.kind = kind
        self.name = name
        self.position = position
        self.isExpanded = isExpanded
        self.price = price
        self.isSoldOut = isSoldOut
        self.unit = unit
        self.isMarketPrice = isMarketPrice
    }

    public var isGroup: Bool { kind != .item }
    public var isRoot: Bool { kind == .root }
}

/// One node with what `show` tells of it: the node as `list` shows it
/// (a group holding its entries, there to be counted), its row and path.
public struct NodeDetails {
    public let record: NodeRecord
    /// Replaced whole by a view of it (`--prices`), never changed.
    public var node: any MenuComponent
    public let path: String
    public let depth: Int

    package init(record: NodeRecord, node: any MenuComponent, path: String, depth: Int) {
        self.record = record
        self.node = node
        self.path = path
        self.depth = depth
    }

    public var childCount: Int { node.children.count }
    public var hours: ServingHours { node.hours }
    /// A dish's sizes, unit and market price (SPEC 17).
    public var pricing: DishPricing { node.pricing }
    /// Description, spice, tags and translations (SPEC 11).
    public var dishDetails: DishDetails { node.details }
    /// Portions left and a timed 估清 (SPEC 20).
    public var stock: DishStock { node.stock }
    /// Sold out now: marked and not ended, or counted out.
    public var isSoldOut: Bool { node.isSoldOut }
    /// The price list its price, box fee and minimum come from (SPEC 21).
    public var listing: ListedTerms? { node.listing }
    /// A set meal's slots, each dish's path and price filled in (SPEC 19).
    public var setMeal: SetMeal? { node.setMeal }
}

/// What an edit did to one node: its path before and after, and whether
/// anything changed at all (`edit X --price 38` when it is 38 already).
public struct Change: Sendable {
    public let id: Int64
    public let from: MenuPath
    public let to: MenuPath
    public let changed: Bool

    package init(id: Int64, from: MenuPath, to: MenuPath, changed: Bool) {
        self.id = id
        self.from = from
        self.to = to
        self.changed = changed
    }
}

extension NodeRecord {
    /// The id of the unshown root that holds the top level (the seed's `menu`).
    public static let rootID: Int64 = 1
}
