import MenuModel
import SQLite
/// Sizes, units and market price (SPEC 17). A dish has exactly one kind of
/// price: none, one (`price_fen`), sizes (rows of `dish_size`) or market
/// price; the schema refuses a mix, and these functions never ask for one:
/// they clear what goes before they set what comes.
public struct PricingStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What `add-item` or `edit` asks of a dish's price; what it does not
    /// mention is left as it is.
    public struct PriceRequest: Sendable, Equatable {
        /// A whole new price: one price (`--price`), a market price
        /// (`--market-price`), or (`.clear`, `--no-price`) none at all. It
        /// takes the place of whatever kind of price the dish had.
        public var price: FieldEdit<DishPrice> = .keep
        /// Sizes added, or replaced by name, in this order; they clear a
        /// single or market price.
        public var sizes: [DishSize] = []
        /// Sizes taken off by name.
        public var removedSizes: [String] = []
        /// `--no-market-price`: a dish at market price is left with no
        /// price; any other keeps the one it has.
        public var endsMarketPrice = false
        public var unit: FieldEdit<String> = .keep

        public init(price: FieldEdit<DishPrice> = .keep, sizes: [DishSize] = [], removedSizes: [String] = [],
                    endsMarketPrice: Bool = false, unit: FieldEdit<String> = .keep) {
            self.price = price
            self.sizes = sizes
            self.removedSizes = removedSizes
            self.endsMarketPrice = endsMarketPrice
            self.unit = unit
        }

        public var isEmpty: Bool { self == PriceRequest() }
    }

    /// A dish's price as it was and as it is after a change.
    public struct PricingChange: Sendable {
        public let id: Int64
        public let path: MenuPath
        public let before: DishPricing
        public let after: DishPricing
        public var changed: Bool { before != after }
    }

    /// Changes a dish's price, sizes, unit or market price as `request`
    /// asks. A group has none of them; a dish ends with 0 or 2 to 8 sizes.
    public func setPricing(_ target: Target, _ request: PriceRequest) throws -> PricingChange {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id)
        guard !record.isGroup else {
            throw MenuError.refused("\(path.description) is a group; only dishes have a price, sizes or a unit")
        }
        let before = DishPricing(row: record, sizes: try sizes(of: record.id))
        var after = before
        switch request.price {
        case .keep: break
        case .set(let price): after.price = price
        case .clear: after.price = .none
        }
        if request.endsMarketPrice && after.price.isMarket { after.price = .none }
        if !request.removedSizes.isEmpty || !request.sizes.isEmpty {
            let sizes = try Self.sizes(after.price.sizeList, editedBy: request, of: path)
            after.price = sizes.isEmpty ? .none : .sizes(sizes)
        }
        after.unit = request.unit.applied(to: after.unit)
        let change = PricingChange(id: record.id, path: path, before: before, after: after)
        if change.changed {
            try checkSizesStayWhole(of: record.id, path: path, from: before.price.sizeList, to: after.price.sizeList)
            try writePricing(of: record.id, after, sizesChanged: before.price.sizeList != after.price.sizeList)
        }
        return change
    }

    /// A dish's sizes with those `request` removes taken out, and those it
    /// gives replaced by name or added at the end: none, or 2 to 8.
    private static func sizes(_ sizes: [DishSize], editedBy request: PriceRequest, of path: MenuPath) throws -> [DishSize] {
        var sizes = sizes
        for name in request.removedSizes {
            guard let index = sizes.firstIndex(where: { $0.name.hasSameUTF8(as: name) }) else {
                let known = sizes.map { $0.name }.joined(separator: ", ")
                throw MenuError.refused("\(path.description) has no size '\(name)'",
                                        hints: known.isEmpty ? [] : ["its sizes: \(known)"])
            }
            sizes.remove(at: index)
        }
        for size in request.sizes {
            if let index = sizes.firstIndex(where: { $0.name.hasSameUTF8(as: size.name) }) {
                sizes[index] = size
            } else {
                sizes.append(size)
            }
        }
        guard sizes.isEmpty || DishPricing.sizeCounts.contains(sizes.count) else {
            let count = sizes.count
            throw MenuError.refused("\(path.description) would have \(count) size\(count == 1 ? "" : "s"); a dish with sizes has 2 to 8",
                                    hints: count == 1 ? ["to sell it at one price, give --price instead"] : [])
        }
        return sizes
    }

    /// Stores a dish's price and pricing. The old sizes go first and the
    /// new ones come last, so the row never holds a price and sizes at once
    /// (the schema's triggers refuse that); the list is written whole, as
    /// a name may move to another place in it.
    package func writePricing(of id: Int64, _ pricing: DishPricing, sizesChanged: Bool = true) throws {
        if sizesChanged {
            try database.cachedStatement("DELETE FROM dish_size WHERE node_id = ?").run([.integer(id)])
        }
        let row = pricing.rowColumns
        try database.cachedStatement("UPDATE menu_node SET price_fen = ?, unit = ?, market_price = ? WHERE id = ?")
            .run([row.priceFen.map { .integer($0) } ?? .null, row.unit.map { .text($0) } ?? .null,
                  .integer(row.isMarket ? 1 : 0), .integer(id)])
        guard sizesChanged else { return }
        let insert = try database.cachedStatement("INSERT INTO dish_size (node_id, position, name, price_fen) VALUES (?, ?, ?, ?)")
        for (position, size) in pricing.price.sizeList.enumerated() {
            try insert.run([.integer(id), .integer(Int64(position)), .text(size.name), .integer(size.price.fen)])
        }
        // A size's kcal goes with its size (SPEC 28); the whole dish's stays.
        try database.cachedStatement("""
            DELETE FROM dish_kcal WHERE node_id = ?1 AND size <> '' AND size NOT IN (SELECT name FROM dish_size WHERE node_id = ?1)
            """).run([.integer(id)])
    }

    /// A dish's sizes, in their order.
    public func sizes(of id: Int64) throws -> [DishSize] {
        var sizes: [DishSize] = []
        try database.cachedStatement("SELECT name, price_fen FROM dish_size WHERE node_id = ? ORDER BY position")
            .forEachRow([.integer(id)]) { row in
                if let size = Self.size(row) { sizes.append(size) }
            }
        return sizes
    }

    /// Every dish's sizes, by id, for `load()`: one pass over the table in
    /// its key's order, which is the dishes' and then the sizes' order.
    package func allSizes() throws -> [Int64: [DishSize]] {
        var sizes: [Int64: [DishSize]] = [:]
        // A dish's sizes come together: gathered in one list, stored once.
        var dish: (id: Int64, sizes: [DishSize])?
        try database.cachedStatement("SELECT node_id, name, price_fen FROM dish_size ORDER BY node_id, position")
            .forEachRow { row in
                let id = row.int("node_id")
                if let gathered = dish, gathered.id != id { sizes[gathered.id] = gathered.sizes }
                if dish?.id != id { dish = (id, []) }
                if let size = Self.size(row) { dish?.sizes.append(size) }
            }
        if let dish { sizes[dish.id] = dish.sizes }
        return sizes
    }

    /// The lowest size of each dish in a group, for `sort --by price`.
    package func lowestSizes(in groupID: Int64) throws -> [Int64: Amount] {
        var lowest: [Int64: Amount] = [:]
        try database.cachedStatement("""
            SELECT s.node_id, min(s.price_fen) AS lowest FROM dish_size AS s JOIN menu_node AS m ON m.id = s.node_id
            WHERE m.parent_id = ? GROUP BY s.node_id
            """).forEachRow([.integer(groupID)]) { row in
            lowest[row.int("node_id")] = try? Amount(fen: row.int("lowest"))
        }
        return lowest
    }

    /// A stored size; nil for a price out of range (the schema's CHECKs
    /// keep those out, but a file is not trusted, SPEC 9).
    private static func size(_ row: Statement) -> DishSize? {
        (try? Amount(fen: row.int("price_fen"))).map { DishSize(name: row.text("name"), price: $0) }
    }
}
