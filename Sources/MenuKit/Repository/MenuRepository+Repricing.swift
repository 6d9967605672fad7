extension MenuRepository {
    /// One dish's price before and after `reprice`.
    public struct Repricing: Sendable {
        public let id: Int64
        public let path: String
        public let old: Amount
        public let new: Amount
    }

    /// What `reprice` did, or would do.
    public struct RepriceOutcome: Sendable {
        /// Every dish with a price, in the order named, a group's in menu order.
        public let dishes: [Repricing]
        /// Dishes named that have no price, left alone.
        public let unpriced: Int
    }

    /// Changes the price of each dish named, a group meaning every dish
    /// inside it at any depth; a dish named twice counts once. Every new
    /// price is worked out before any is written, so a dish that would go
    /// below 0 or past the limit changes nothing. `dryRun` writes nothing.
    public func reprice(_ targets: [Target], by change: PriceChange, roundingTo step: PriceStep,
                        dryRun: Bool) throws -> RepriceOutcome {
        var seen = Set<Int64>()
        var dishes: [(id: Int64, path: String, price: Amount?)] = []
        var tree: MenuGroup?
        for target in targets {
            let record = try resolve(target)
            let path = try storedPath(of: record.id).description
            guard record.isGroup else {
                if seen.insert(record.id).inserted { dishes.append((record.id, path, record.price)) }
                continue
            }
            if tree == nil { tree = try load() }
            for row in Self.group(record.id, in: tree!)?.visibleRows(all: true, under: path) ?? []
            where !row.node.isGroup && seen.insert(row.node.id).inserted {
                dishes.append((row.node.id, row.path, row.node.price))
            }
        }
        var repriced: [Repricing] = []
        for dish in dishes {
            guard let old = dish.price else { continue }
            guard let new = change.applied(to: old, roundingTo: step) else {
                throw MenuError.refused("\(Terminal.escaped(dish.path)) would cost \(Self.outOfRange(change)): "
                                        + "a price is between 0.00 and 9999999.99; nothing was changed")
            }
            repriced.append(Repricing(id: dish.id, path: dish.path, old: old, new: new))
        }
        if !dryRun {
            for dish in repriced where dish.new != dish.old {
                try database.cachedStatement("UPDATE menu_node SET price_fen = ? WHERE id = ?")
                    .run([.integer(dish.new.fen), .integer(dish.id)])
            }
        }
        return RepriceOutcome(dishes: repriced, unpriced: dishes.count - repriced.count)
    }

    /// The group with `id` in a loaded menu, found with a list, not recursion.
    private static func group(_ id: Int64, in root: MenuGroup) -> MenuGroup? {
        var pending: [any MenuComponent] = [root]
        while let node = pending.popLast() {
            if node.id == id { return node as? MenuGroup }
            pending += node.children
        }
        return nil
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
