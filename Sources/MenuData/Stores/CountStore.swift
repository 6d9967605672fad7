import MenuModel
import SQLite
/// Counted dishes 限量 and timed 估清 (SPEC 20): portions left, a daily
/// count for `restock` to return to, sales from the till, and the end of a
/// sold-out. The counts live in `dish_count`, the ends in `sold_out_until`
/// (migration 0010).
///
/// Sales are the day's traffic, not changes to the menu: `sell` and
/// `unsell` run without a history session. Sales are facts and counts are
/// arithmetic: `portions_sold` holds what was sold since the count was
/// set, `portions_left` is `portions_stocked` less it, never below 0, and
/// an undo or redo moves `portions_sold` by the difference its entry made
/// (HistoryStore's `counterColumns`) and then works out what is left
/// (`settleAfterUndo`), so undoing `stock` puts the count back less what
/// was sold since.
public struct CountStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What `stock` did with one dish.
    public struct Counted: Sendable {
        public let path: String
        public let count: DishCount?
        public let changed: Bool
    }

    /// What a sale left: the answer `sell --format json` gives the till.
    public struct Sale: Sendable {
        public let id: Int64
        public let name: String
        public let path: String
        /// nil: the dish is not counted.
        public let left: Int?
        public let isSoldOut: Bool
        /// `unsell`: portions that could not come back, more than were sold
        /// since the count was set.
        public var refused = 0
        /// `unsell`: what had been sold since the count was set.
        public var soldBefore = 0
    }

    // MARK: Reading

    /// Every dish's stock, for `load()`: the ends of timed sold-outs read
    /// against `now`. Both tables are small (the dishes counted or timed
    /// today), so this is two short scans.
    package func allStock(now: Int64) throws -> [Int64: DishStock] {
        var stock: [Int64: DishStock] = [:]
        try database.cachedStatement("SELECT node_id, portions_left, daily_portions FROM dish_count").forEachRow { row in
            stock[row.int("node_id"), default: .none].count = Self.count(left: row.int("portions_left"), daily: row.optionalInt("daily_portions"))
        }
        try database.cachedStatement("SELECT node_id, ends_at FROM sold_out_until").forEachRow { row in
            let end = LocalClock.soldOutEnd(row.int("ends_at"), now: now)
            stock[row.int("node_id"), default: .none].soldOutUntil = end
            stock[row.int("node_id"), default: .none].soldOutEnded = end == nil
        }
        try database.cachedStatement("SELECT node_id FROM dish_off_sale").forEachRow { row in
            stock[row.int("node_id"), default: .none].isOffSale = true
        }
        return stock
    }

    /// One dish's stock (`show`, a found row).
    package func stock(of id: Int64, now: Int64 = LocalClock.seconds()) throws -> DishStock {
        var stock = DishStock.none
        stock.count = try database.cachedStatement("SELECT portions_left, daily_portions FROM dish_count WHERE node_id = ?")
            .firstRow([.integer(id)]) { Self.count(left: $0.int("portions_left"), daily: $0.optionalInt("daily_portions")) }
        if let ends = try database.cachedStatement("SELECT ends_at FROM sold_out_until WHERE node_id = ?")
            .firstRow([.integer(id)], { $0.int("ends_at") }) {
            stock.soldOutUntil = LocalClock.soldOutEnd(ends, now: now)
            stock.soldOutEnded = stock.soldOutUntil == nil
        }
        stock.isOffSale = try isOffSale(id)
        return stock
    }

    /// A count as stored, kept within the rules when another program broke
    /// them (`check` reports those rows): never below 0 shown.
    private static func count(left: Int64, daily: Int64?) -> DishCount {
        DishCount(left: Int(clamping: max(0, left)), daily: daily.map { Int(clamping: max(0, $0)) })
    }

    /// A dish's count and the end of its 估清 as stored, the end whether
    /// past or not: what an import compares with.
    package func storedStock(of id: Int64) throws -> (count: DishCount?, until: Int64?) {
        let count = try database.cachedStatement("SELECT portions_left, daily_portions FROM dish_count WHERE node_id = ?")
            .firstRow([.integer(id)]) { Self.count(left: $0.int("portions_left"), daily: $0.optionalInt("daily_portions")) }
        let until = try database.cachedStatement("SELECT ends_at FROM sold_out_until WHERE node_id = ?")
            .firstRow([.integer(id)]) { $0.int("ends_at") }
        return (count, until)
    }

    /// Writes a dish's count as it is to be, or none: a new count, with
    /// nothing sold since.
    package func writeCount(of id: Int64, _ count: DishCount?) throws {
        guard let count else {
            try database.cachedStatement("DELETE FROM dish_count WHERE node_id = ?").run([.integer(id)])
            return
        }
        try database.cachedStatement("""
            INSERT INTO dish_count (node_id, portions_left, daily_portions, portions_stocked, portions_sold) VALUES (?1, ?2, ?3, ?2, 0)
            ON CONFLICT (node_id) DO UPDATE SET portions_left = ?2, daily_portions = ?3, portions_stocked = ?2, portions_sold = 0
            """).run([.integer(id), .integer(Int64(count.left)), count.daily.map { .integer(Int64($0)) } ?? .null])
    }

    /// After an undo or redo changed counts: what is left is what was
    /// stocked less what was sold since, never below 0. An entry recorded
    /// before counts kept their sales (narrower than the table) set the
    /// portions left as it always did: a count of them, none sold since.
    package func settleAfterUndo(entryWidth: Int) throws {
        let settle = entryWidth >= Self.columnsSinceSales
            ? "UPDATE dish_count SET portions_left = max(0, portions_stocked - portions_sold) WHERE portions_left IS NOT max(0, portions_stocked - portions_sold)"
            : "UPDATE dish_count SET portions_stocked = portions_left, portions_sold = 0 WHERE portions_left IS NOT max(0, portions_stocked - portions_sold)"
        try database.cachedStatement(settle).run()
    }

    /// dish_count's columns since schema 17: node_id, portions_left,
    /// daily_portions, portions_stocked, portions_sold.
    private static let columnsSinceSales = 5

    // MARK: stock

    /// `stock TARGET... N [--daily]`, or with nil `--clear`: a group means
    /// every dish in it. Without `--daily` a daily count is kept, and N may
    /// not pass it.
    public func setCount(_ targets: [Target], to portions: Int?, daily: Bool) throws -> [Counted] {
        var counted: [Counted] = []
        try tx.tree.forEachTarget(targets) { reached in
            guard reached.holdsDishes else { throw MenuError.refused("\(reached.path.description) holds no dishes to count") }
            for dish in reached.dishes {
                counted.append(try setCount(dish.id, path: dish.path, to: portions, daily: daily))
            }
        }
        return counted
    }

    private func setCount(_ id: Int64, path: String, to portions: Int?, daily: Bool) throws -> Counted {
        let before = try storedStock(of: id).count
        guard let portions else {
            try writeCount(of: id, nil)
            return Counted(path: path, count: nil, changed: before != nil)
        }
        let keptDaily = daily ? portions : before?.daily
        if let keptDaily, portions > keptDaily {
            throw MenuError.refused("\(path) is counted \(keptDaily) a day: \(portions) would be more",
                                    hints: ["give --daily to make \(portions) its daily count"])
        }
        let after = DishCount(left: portions, daily: keptDaily)
        guard after != before else { return Counted(path: path, count: after, changed: false) }
        try writeCount(of: id, after)
        return Counted(path: path, count: after, changed: true)
    }

    // MARK: sell and unsell

    /// `sell TARGET N`: takes N portions, or none. The command's write
    /// transaction (BEGIN IMMEDIATE) holds the lock from the look-up to the
    /// commit, and the UPDATE itself only takes portions that are there, so
    /// no two tills can sell the same last portion.
    public func sell(_ target: Target, portions: Int) throws -> Sale {
        let (record, path) = try dish(target, verb: "sell")
        let stock = try self.stock(of: record.id)
        if stock.isOffSale { throw MenuError.refused("\(record.name) is off sale (停售)") }
        if record.isSoldOut && !stock.soldOutEnded {
            let until = stock.soldOutUntil.map { " until \($0.text)" } ?? ""
            throw MenuError.refused("\(record.name) is sold out\(until)")
        }
        guard let count = stock.count else {
            return Sale(id: record.id, name: record.name, path: path, left: nil, isSoldOut: false)
        }
        let left = try database.cachedStatement("""
            UPDATE dish_count SET portions_left = portions_left - ?2, portions_sold = portions_sold + ?2
            WHERE node_id = ?1 AND portions_left >= ?2 RETURNING portions_left
            """).firstRow([.integer(record.id), .integer(Int64(portions))]) { Int($0.int("portions_left")) }
        guard let left else {
            guard count.left > 0 else { throw MenuError.refused("\(record.name) is sold out (\(count.daily.map { "\($0) a day" } ?? "none left"))") }
            throw MenuError.refused("only \(count.left) \(record.name) left")
        }
        return Sale(id: record.id, name: record.name, path: path, left: left, isSoldOut: left == 0)
    }

    /// `unsell TARGET N`: an order was cancelled. Portions come back up to
    /// what was sold since the count was set, never more; with none sold
    /// since, nothing comes back and it is refused. A dish not counted has
    /// nothing to give back.
    public func unsell(_ target: Target, portions: Int) throws -> Sale {
        let (record, path) = try dish(target, verb: "unsell")
        let stock = try self.stock(of: record.id)
        let markedOut = record.isSoldOut && !stock.soldOutEnded
        guard let count = stock.count else {
            return Sale(id: record.id, name: record.name, path: path, left: nil, isSoldOut: markedOut)
        }
        let sold = try soldSinceCounted(record.id)
        guard sold > 0 else { throw MenuError.refused("no \(record.name) sold since its count was set: nothing to give back") }
        let back = min(portions, sold, count.daily.map { max(0, $0 - count.left) } ?? DishCount.maximum - count.left)
        let left = try database.cachedStatement("""
            UPDATE dish_count SET portions_sold = portions_sold - ?2,
                portions_left = max(0, min(portions_left + ?2, portions_stocked - portions_sold + ?2))
            WHERE node_id = ?1 RETURNING portions_left
            """).firstRow([.integer(record.id), .integer(Int64(back))]) { Int(clamping: $0.int("portions_left")) } ?? count.left
        var sale = Sale(id: record.id, name: record.name, path: path, left: left, isSoldOut: markedOut || left == 0)
        sale.refused = portions - back
        sale.soldBefore = sold
        return sale
    }

    /// Portions sold since the dish's count was set.
    private func soldSinceCounted(_ id: Int64) throws -> Int {
        let sold = try database.cachedStatement("SELECT portions_sold FROM dish_count WHERE node_id = ?")
            .firstRow([.integer(id)]) { $0.int("portions_sold") }
        return Int(clamping: max(0, sold ?? 0))
    }

    /// The dish a sale names, with its path: a group is refused.
    private func dish(_ target: Target, verb: String) throws -> (NodeRecord, String) {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id).description
        guard !record.isGroup else { throw MenuError.refused("\(path) is a group: \(verb) names one dish") }
        return (record, path)
    }

    // MARK: restock and timed sold-out

    /// The counts and timed ends of every dish that has one, read once for
    /// a `sold-out` or `restock` of many dishes.
    package func stockedIDs() throws -> (counted: [Int64: DishCount], timed: [Int64: Int64]) {
        var counted: [Int64: DishCount] = [:]
        var timed: [Int64: Int64] = [:]
        try database.cachedStatement("SELECT node_id, portions_left, daily_portions FROM dish_count").forEachRow {
            counted[$0.int("node_id")] = Self.count(left: $0.int("portions_left"), daily: $0.optionalInt("daily_portions"))
        }
        try database.cachedStatement("SELECT node_id, ends_at FROM sold_out_until").forEachRow { timed[$0.int("node_id")] = $0.int("ends_at") }
        return (counted, timed)
    }

    /// `restock`: a daily-counted dish gets its daily count back; a dish
    /// counted for today only that has run out stops being counted, as
    /// restock clears every sold-out (SPEC 20). Whether anything changed.
    package func refill(_ id: Int64, _ count: DishCount?) throws -> Bool {
        guard let count else { return false }
        guard let daily = count.daily else {
            guard count.left == 0 else { return false }
            try database.cachedStatement("DELETE FROM dish_count WHERE node_id = ?").run([.integer(id)])
            return true
        }
        guard count.left != daily else { return false }
        try database.cachedStatement("UPDATE dish_count SET portions_left = daily_portions, portions_stocked = daily_portions, portions_sold = 0 WHERE node_id = ?")
            .run([.integer(id)])
        return true
    }

    /// Sets or removes (nil) the end of a dish's 估清; whether it changed.
    package func setSoldOutEnd(_ id: Int64, to end: Int64?, from current: Int64?) throws -> Bool {
        guard end != current else { return false }
        if let end {
            try database.cachedStatement("""
                INSERT INTO sold_out_until (node_id, ends_at) VALUES (?1, ?2)
                ON CONFLICT (node_id) DO UPDATE SET ends_at = ?2
                """).run([.integer(id), .integer(end)])
        } else {
            try database.cachedStatement("DELETE FROM sold_out_until WHERE node_id = ?").run([.integer(id)])
        }
        return true
    }
}
