import MenuModel
import SQLite
extension PricingStore {
    /// One dish's price before and after `reprice`.
    public struct Repricing: Sendable {
        public let id: Int64
        public let path: String
        public let old: Amount
        public let new: Amount
        /// The size repriced, for a dish with sizes (SPEC 17): each is a line.
        public var size: String? = nil
    }

    /// What `reprice` did, or would do.
    public struct RepriceOutcome: Sendable {
        /// Every dish with a price, in the order named, a group's in menu order.
        public let dishes: [Repricing]
        /// Dishes named that have no price, left alone.
        public let unpriced: Int
        /// Dishes at market price (时价), left alone too.
        public var marketPriced = 0
    }

    /// Changes the price of each dish named, a group meaning every dish
    /// inside it at any depth; a dish named twice counts once. Every new
    /// price is worked out before any is written, so a dish that would go
    /// below 0 or past the limit changes nothing. `dryRun` writes nothing.
    public func reprice(_ targets: [Target], by change: PriceChange, roundingTo step: PriceStep,
                        dryRun: Bool) throws -> RepriceOutcome {
        var dishes: [(id: Int64, path: String, price: DishPrice)] = []
        try tx.tree.forEachTarget(targets) { reached in
            for dish in reached.dishes {
                guard let record = reached.isGroup ? try tx.tree.node(id: dish.id) : reached.record else { continue }
                dishes.append((dish.id, dish.path, DishPricing(row: record, sizes: try sizes(of: dish.id)).price))
            }
        }
        var repriced: [Repricing] = []
        var pricedDishes = 0
        for dish in dishes {
            // Every size of a dish with sizes; one price otherwise (SPEC 17).
            let prices: [(size: String?, old: Amount)] = switch dish.price {
            case .fixed(let price): [(nil, price)]
            case .sizes(let sizes): sizes.map { ($0.name, $0.price) }
            case .none, .market: []
            }
            if !prices.isEmpty { pricedDishes += 1 }
            for (size, old) in prices {
                guard let new = change.applied(to: old, roundingTo: step) else {
                    let what = dish.path + (size.map { " (\($0))" } ?? "")
                    throw MenuError.refused("\(what) would cost \(Self.outOfRange(change)): "
                                            + "a price is between 0.00 and 9999999.99; nothing was changed")
                }
                repriced.append(Repricing(id: dish.id, path: dish.path, old: old, new: new, size: size))
            }
        }
        if !dryRun {
            for dish in repriced where dish.new != dish.old {
                if let size = dish.size {
                    try database.cachedStatement("UPDATE dish_size SET price_fen = ? WHERE node_id = ? AND name = ?")
                        .run([.integer(dish.new.fen), .integer(dish.id), .text(size)])
                } else {
                    try database.cachedStatement("UPDATE menu_node SET price_fen = ? WHERE id = ?")
                        .run([.integer(dish.new.fen), .integer(dish.id)])
                }
            }
        }
        let marketPriced = dishes.filter(\.price.isMarket).count
        var outcome = RepriceOutcome(dishes: repriced, unpriced: dishes.count - pricedDishes - marketPriced)
        outcome.marketPriced = marketPriced
        return outcome
    }

    /// Says which way a price left the range: `below 0.00`, `more than 9999999.99`.
    private static func outOfRange(_ change: PriceChange) -> String {
        switch change {
        case .percent(let basisPoints) where basisPoints < -10_000: "less than 0.00"
        case .amount(let fen) where fen < 0: "less than 0.00"
        default: "more than 9999999.99"
        }
    }
}
