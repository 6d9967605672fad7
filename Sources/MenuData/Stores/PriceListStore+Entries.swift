import MenuModel
import SQLite
/// What a price list says of single dishes (SPEC 21): `prices set` and
/// `prices unset`, and the entries read back in one pass for `--prices`.
extension PriceListStore {
    /// What `prices set` asks of each dish named; what it leaves nil stays.
    public struct EntryRequest: Sendable, Equatable {
        public var price: Amount?
        public var sizes: [DishSize] = []
        public var boxFee: Amount?
        public var minOrder: Int?
        public var notSold = false

        public init(price: Amount? = nil, sizes: [DishSize] = [], boxFee: Amount? = nil, minOrder: Int? = nil,
                    notSold: Bool = false) {
            self.price = price
            self.sizes = sizes
            self.boxFee = boxFee
            self.minOrder = minOrder
            self.notSold = notSold
        }
    }

    /// One dish's entry before and after `prices set` or `unset`.
    public struct EntryChange: Sendable {
        public let path: String
        public let before: PriceEntry?
        public let after: PriceEntry?
        public var changed: Bool { before != after }
    }

    /// What `prices set` did: the dishes changed, and those of a group it
    /// had to pass over (a market price, sizes for one price, one price for sizes).
    public struct SetOutcome: Sendable {
        public var changes: [EntryChange] = []
        public var passedOver: [String] = []
    }

    /// Every entry of a list, by dish id: two queries, whatever the size of the list.
    package func entries(of listID: Int64) throws -> [Int64: PriceEntry] {
        var entries: [Int64: PriceEntry] = [:]
        let statement = try database.cachedStatement(
            "SELECT node_id, price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = ?")
        try statement.forEachRow([.integer(listID)]) { row in
            entries[row.int("node_id")] = PriceEntry(
                price: row.optionalInt("price_fen").flatMap { try? Amount(fen: $0) },
                boxFee: row.optionalInt("box_fee_fen").flatMap { try? Amount(fen: $0) },
                minOrder: row.optionalInt("min_order").flatMap { PriceEntry.orders.contains(Int($0)) ? Int($0) : nil },
                notSold: row.bool("not_sold"))
        }
        try database.cachedStatement("SELECT node_id, name, price_fen FROM price_entry_size WHERE list_id = ?")
            .forEachRow([.integer(listID)]) { row in
                guard let amount = try? Amount(fen: row.int("price_fen")) else { return }
                entries[row.int("node_id")]?.sizes[row.text("name")] = amount
            }
        return entries
    }

    /// One dish's entry in a list, nil when it has none.
    package func entry(of nodeID: Int64, in listID: Int64) throws -> PriceEntry? {
        var entry: PriceEntry?
        try database.cachedStatement(
            "SELECT price_fen, box_fee_fen, min_order, not_sold FROM price_entry WHERE list_id = ? AND node_id = ?")
            .forEachRow([.integer(listID), .integer(nodeID)]) { row in
                entry = PriceEntry(price: row.optionalInt("price_fen").flatMap { try? Amount(fen: $0) },
                                   boxFee: row.optionalInt("box_fee_fen").flatMap { try? Amount(fen: $0) },
                                   minOrder: row.optionalInt("min_order").map { Int(truncatingIfNeeded: $0) },
                                   notSold: row.bool("not_sold"))
            }
        guard entry != nil else { return nil }
        try database.cachedStatement("SELECT name, price_fen FROM price_entry_size WHERE list_id = ? AND node_id = ?")
            .forEachRow([.integer(listID), .integer(nodeID)]) { row in
                if let amount = try? Amount(fen: row.int("price_fen")) { entry?.sizes[row.text("name")] = amount }
            }
        return entry
    }

    /// Writes a dish's entry whole: an empty one is deleted.
    package func writeEntry(_ entry: PriceEntry?, of nodeID: Int64, in listID: Int64) throws {
        try database.cachedStatement("DELETE FROM price_entry WHERE list_id = ? AND node_id = ?")
            .run([.integer(listID), .integer(nodeID)])
        guard let entry, !entry.isEmpty else { return }
        try database.cachedStatement("""
            INSERT INTO price_entry (list_id, node_id, price_fen, box_fee_fen, min_order, not_sold) VALUES (?, ?, ?, ?, ?, ?)
            """).run([.integer(listID), .integer(nodeID), entry.price.map { .integer($0.fen) } ?? .null,
                      entry.boxFee.map { .integer($0.fen) } ?? .null, entry.minOrder.map { .integer(Int64($0)) } ?? .null,
                      .integer(entry.notSold ? 1 : 0)])
        let insert = try database.cachedStatement(
            "INSERT INTO price_entry_size (list_id, node_id, name, price_fen) VALUES (?, ?, ?, ?)")
        for (name, price) in entry.sizes.sorted(by: { $0.key < $1.key }) {
            try insert.run([.integer(listID), .integer(nodeID), .text(name), .integer(price.fen)])
        }
    }

    /// `prices set NAME TARGET...`: a group means every dish inside it. A
    /// dish named itself that cannot take what is asked (a price for a
    /// market-price dish, a size it lacks) is refused; one inside a group
    /// is passed over and counted.
    public func set(_ name: String, _ targets: [Target], _ request: EntryRequest) throws -> SetOutcome {
        let stored = try list(named: name)
        var outcome = SetOutcome()
        try tx.tree.forEachTarget(targets) { reached in
            for (id, dishPath, _) in reached.dishes {
                guard let dish = try tx.tree.node(id: id) else { continue }
                let pricing = DishPricing(row: dish, sizes: try tx.pricing.sizes(of: id))
                if let refusal = Self.refusal(of: request, for: pricing, path: dishPath) {
                    guard reached.isGroup else { throw refusal }
                    outcome.passedOver.append(dishPath)
                    continue
                }
                let before = try entry(of: id, in: stored.id)
                var after = before ?? PriceEntry()
                if let price = request.price { after.price = price; after.sizes = [:]; after.notSold = false }
                if !request.sizes.isEmpty {
                    for size in request.sizes { after.sizes[size.name] = size.price }
                    after.price = nil
                    after.notSold = false
                }
                if let boxFee = request.boxFee { after.boxFee = boxFee }
                if let minOrder = request.minOrder { after.minOrder = minOrder }
                if request.notSold { after = PriceEntry(boxFee: after.boxFee, minOrder: after.minOrder, notSold: true) }
                let change = EntryChange(path: dishPath, before: before, after: after)
                if change.changed { try writeEntry(after, of: id, in: stored.id) }
                outcome.changes.append(change)
            }
        }
        return outcome
    }

    /// `prices unset NAME TARGET...`: the dishes follow the list's rule again.
    public func unset(_ name: String, _ targets: [Target]) throws -> [EntryChange] {
        let stored = try list(named: name)
        var changes: [EntryChange] = []
        try tx.tree.forEachTarget(targets) { reached in
            for (id, dishPath, _) in reached.dishes {
                let before = try entry(of: id, in: stored.id)
                if before != nil { try writeEntry(nil, of: id, in: stored.id) }
                changes.append(EntryChange(path: dishPath, before: before, after: nil))
            }
        }
        return changes
    }

    /// Why a dish cannot take what `prices set` asks of its price; nil when it can.
    private static func refusal(of request: EntryRequest, for pricing: DishPricing, path: String) -> MenuError? {
        guard request.price != nil || !request.sizes.isEmpty else { return nil }
        switch pricing.price {
        case .market:
            return .refused("\(path) is at market price (时价), in every price list")
        case .sizes(let sizes):
            guard request.price == nil else {
                return .refused("\(path) has sizes: give each its price, like \(sizes[0].name)=\(sizes[0].price)")
            }
            for size in request.sizes where !sizes.contains(where: { $0.name.hasSameUTF8(as: size.name) }) {
                return .refused("\(path) has no size '\(size.name)'",
                                hints: ["its sizes: " + sizes.map(\.name).joined(separator: ", ")])
            }
            return nil
        case .none, .fixed:
            return request.sizes.isEmpty ? nil : .refused("\(path) has no sizes: give it one price")
        }
    }
}
