import MenuModel
import SQLite
/// What a command changed in sizes, units and market prices (SPEC 17), for
/// its history entry: `sizes changed`, `unit none → 斤`, `market price on`.
/// The sizes of a dish that was added or removed are part of that, not a
/// change of their own.
package struct PricingSummary {
    /// The columns of `menu_node` it reads.
    package static let columns = ["unit", "market_price"]

    private var sizedDishes = Set<Int64>()
    private var units: [(from: String?, to: String?)] = []
    private var marketPrices: [Bool] = []

    /// A row of `dish_size`: its first column is the dish's id. An update
    /// that changes nothing but its key's own values is still a change.
    package mutating func countSizes(_ change: RowChange) {
        let row = change.operation == .insert ? change.new : change.old
        if case .integer(let id)?? = row.first { sizedDishes.insert(id) }
    }

    package mutating func countColumns(_ changed: Set<String>, old: (String) -> SQLValue?, new: (String) -> SQLValue?) {
        func text(_ value: SQLValue?) -> String? { if case .text(let text)? = value { text } else { nil } }
        // A row older than the columns may hold them as NULL before: only a
        // real change counts.
        if changed.contains("unit"), text(old("unit")) != text(new("unit")) {
            units.append((text(old("unit")), text(new("unit"))))
        }
        if changed.contains("market_price"), (old("market_price") == .integer(1)) != (new("market_price") == .integer(1)) {
            marketPrices.append(new("market_price") == .integer(1))
        }
    }

    /// What changed, leaving out the sizes of dishes added or removed:
    /// they are part of that.
    package func parts(leavingOut isAddedOrRemoved: (Int64) -> Bool) -> [String] {
        var parts: [String] = []
        switch sizedDishes.count(where: { !isAddedOrRemoved($0) }) {
        case 0: break
        case 1: parts.append("sizes changed")
        case let count: parts.append("sizes of \(count) dishes changed")
        }
        if units.count == 1 {
            parts.append("unit \(units[0].from ?? "none") → \(units[0].to ?? "none")")
        } else if units.count > 1 {
            parts.append("\(units.count) units changed")
        }
        if marketPrices.count == 1 {
            parts.append(marketPrices[0] ? "market price on" : "market price off")
        } else if marketPrices.count > 1 {
            parts.append("\(marketPrices.count) market prices changed")
        }
        return parts
    }
}
