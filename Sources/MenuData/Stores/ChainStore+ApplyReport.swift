import MenuModel
import SQLite

/// What `apply` says it did, a line each: head office's entries added,
/// moved, renamed, repriced, changed and removed, then the details, choice
/// lists, slots and glossary words it changed.
extension ChainStore {
    func report(of changes: NodeChanges, before: [Int64: String], keptPrices kept: [Int64: String]) throws -> [String] {
        let after = try paths(of: changes.added.map(\.id) + changes.updated.map(\.id))
        var lines: [String] = []
        for (id, _, _) in changes.added.sorted(by: { $0.id < $1.id }) { lines.append("added \(after[id] ?? "#\(id)") (#\(id))") }
        for (id, changed, _, price) in changes.updated {
            lines += Self.updateLines(changed, price: price, from: before[id] ?? "#\(id)", to: after[id] ?? "#\(id)", keptPrice: kept[id])
        }
        for id in changes.removed.sorted() { lines.append("removed \(before[id] ?? "#\(id)")") }
        return lines + (try otherLines(of: changes))
    }

    /// One entry head office changed: moved or renamed, repriced, or
    /// changed otherwise.
    private static func updateLines(_ changed: Set<String>, price: SQLValue?, from old: String, to new: String,
                                     keptPrice: String?) -> [String] {
        var lines: [String] = []
        if changed.contains("parent_id") { lines.append("moved \(old) → \(new)") }
        else if changed.contains("name") { lines.append("renamed \(old) → \(new)") }
        if changed.contains("price_fen") {
            let shown = if case .integer(let fen)? = price, let amount = try? Amount(fen: fen) { amount.description } else { "no price" }
            lines.append("price of \(new) → \(shown)" + (keptPrice.map { "; the store's price \($0) stays" } ?? ""))
        }
        if !changed.subtracting(["parent_id", "name", "price_fen", "position"]).isEmpty { lines.append("changed \(new)") }
        return lines
    }

    /// What changed beside the entries themselves.
    private func otherLines(of changes: NodeChanges) throws -> [String] {
        var lines: [String] = []
        let reported = Set(changes.added.map(\.id) + changes.updated.map(\.id) + changes.removed)
        let details = try paths(of: changes.otherNodes.subtracting(reported).sorted())
        lines += details.values.sorted().map { "changed the details of \($0)" }
        let hours = changes.hoursNodes.subtracting(changes.removed).sorted()
        let own = try Set(hours.filter { try hasOwnHours($0) })
        lines += try paths(of: hours).sorted { $0.value < $1.value }.map { id, path in
            "changed the hours of \(path)" + (own.contains(id) ? "; the store's own hours stay" : "")
        }
        let lists = ["choice_list", "choice_option", "option_kcal", "option_allergen"].reduce(0) { $0 + (changes.otherTables[$1] ?? 0) }
        if lists > 0 { lines.append("changed choice lists (\(lists) row\(lists == 1 ? "" : "s"))") }
        let prices = ["price_list", "price_list_window", "price_entry", "price_entry_size", "price_condition"].reduce(0) { $0 + (changes.otherTables[$1] ?? 0) }
        if prices > 0 { lines.append("changed price lists (\(prices) row\(prices == 1 ? "" : "s"))") }
        let slotted = try paths(of: changes.slotSets.subtracting(changes.removed + changes.added.map(\.id)).sorted())
        lines += slotted.values.sorted().map { "changed the slots of \($0)" }
        if let words = changes.otherTables["glossary"] { lines.append("changed the glossary (\(words) word\(words == 1 ? "" : "s"))") }
        if let fees = changes.otherTables["menu_fee"] { lines.append("changed the fees (\(fees) fee\(fees == 1 ? "" : "s"))") }
        return lines
    }
}
