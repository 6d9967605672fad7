import MenuModel
import SQLite

extension MenuTransaction {
    /// Today's prices of 时价 dishes (SPEC 28).
    public var todayPrices: TodayPriceStore { TodayPriceStore(tx: self) }
}

/// A 时价 dish's price for the business day (`price-today 花甲 68/斤`): what
/// 明码标价 asks a market-price dish to show. One row a dish in
/// `price_today`, per the dish's own unit; the day's turn deletes them all
/// (BusinessDayStore.turn), so a reader after the turn sees them gone on
/// its copy of the menu without writing. A restaurant's own: each store of
/// a chain prices its market dishes itself. Setting or clearing one is a
/// history entry, as `stock` is: undo takes it back.
public struct TodayPriceStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A dish priced today: its path, its price and the unit it is for.
    public struct Priced: Equatable, Sendable {
        public let path: String
        public let price: Amount
        public let unit: String?
    }

    /// Every dish's price today by its id; empty on a menu older than the table.
    package func all() throws -> [Int64: Amount] {
        guard try hasTable() else { return [:] }
        var prices: [Int64: Amount] = [:]
        try database.cachedStatement("SELECT node_id, price_fen FROM price_today").forEachRow { row in
            if let price = try? Amount(fen: row.int("price_fen")) { prices[row.int("node_id")] = price }
        }
        return prices
    }

    /// One dish's price today, nil when it has none.
    package func price(of id: Int64) throws -> Amount? {
        guard try hasTable() else { return nil }
        return try database.cachedStatement("SELECT price_fen FROM price_today WHERE node_id = ?")
            .firstRow([.integer(id)]) { try? Amount(fen: $0.int("price_fen")) } ?? nil
    }

    /// `price-today`: the 时价 dishes priced today, in menu order (by path).
    public func list() throws -> [Priced] {
        var found: [Priced] = []
        for (id, price) in try all() {
            guard let record = try tx.tree.node(id: id), let path = try tx.tree.path(of: id) else { continue }
            found.append(Priced(path: path, price: price, unit: record.unit))
        }
        return found.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// `price-today DISH AMOUNT[/UNIT]`: today's price of a 时价 dish. A
    /// UNIT, when given, is the dish's own (`68/斤` for a dish sold by the
    /// 斤): a price per another unit is refused rather than converted. The
    /// dish priced, and its price before (nil when it had none today).
    public func set(_ target: Target, to price: Amount, per unit: String?) throws -> (dish: Priced, was: Amount?) {
        let record = try marketDish(target)
        let path = try tx.tree.storedPath(of: record.id).description
        if let unit, !(record.unit.map { $0.hasSameUTF8(as: unit) } ?? false) {
            throw MenuError.refused(record.unit.map { "\(path) is priced per \($0), not per \(unit)" }
                                    ?? "\(path) has no unit: its price today is given without one",
                                    hints: [record.unit == nil ? "'menuctl edit \(path) --unit \(unit)' gives it one" : "write it as AMOUNT/\(record.unit ?? "")"])
        }
        let was = try self.price(of: record.id)
        if was != price {
            try database.cachedStatement("INSERT OR REPLACE INTO price_today (node_id, price_fen) VALUES (?, ?)")
                .run([.integer(record.id), .integer(price.fen)])
        }
        return (Priced(path: path, price: price, unit: record.unit), was)
    }

    /// `price-today DISH --clear`: the price it had today, nil when none.
    public func clear(_ target: Target) throws -> (path: String, was: Priced?) {
        let record = try marketDish(target)
        let path = try tx.tree.storedPath(of: record.id).description
        guard let was = try price(of: record.id) else { return (path, nil) }
        try database.cachedStatement("DELETE FROM price_today WHERE node_id = ?").run([.integer(record.id)])
        return (path, Priced(path: path, price: was, unit: record.unit))
    }

    /// The 时价 dish `target` names; a group or a dish at a price of its own is refused (exit 1).
    private func marketDish(_ target: Target) throws -> NodeRecord {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id).description
        guard !record.isGroup else { throw MenuError.refused("\(path) is a group: today's price is a 时价 dish's") }
        guard record.isMarketPrice else {
            throw MenuError.refused("\(path) is not sold at market price (时价)",
                                    hints: ["'menuctl edit \(path) --market-price' makes it one"])
        }
        guard try hasTable() else { throw MenuError.refused("this menu's schema has no today's prices yet") }
        return record
    }

    /// The 时价 dishes that have no price today (`check --rules cn`, SPEC
    /// 28: 明码标价 asks a market-price dish to show the day's price), by
    /// path in byte order. Dishes that cannot be reached from the top are
    /// left out, as `list` leaves them.
    public func marketDishesWithoutPrice() throws -> [String] {
        let priced = try all()
        var ids: [Int64] = []
        try database.cachedStatement("SELECT id FROM menu_node WHERE kind = 'item' AND market_price = 1 ORDER BY id")
            .forEachRow { ids.append($0.int("id")) }
        return try ids.filter { priced[$0] == nil }.compactMap { try tx.tree.path(of: $0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    package func hasTable() throws -> Bool { database.hasTable("price_today") }

    /// The day's turn: yesterday's prices end with it (BusinessDayStore.turn).
    package func endTheDay() throws {
        guard try hasTable() else { return }
        try database.cachedStatement("DELETE FROM price_today").run([])
    }
}
