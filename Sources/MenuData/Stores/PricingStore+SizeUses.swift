import MenuModel
import SQLite
/// Edits keep references whole (SPEC 25): a dish's size that a set meal's
/// slot or a price list names is not taken away under it. The edit is
/// refused (exit 1) with every place the size is used, and the words that
/// take it out of them; nothing is changed.
extension PricingStore {
    /// Refuses the change of `id`'s sizes from `before` to `after` when a
    /// slot or a price list names a size that `after` no longer has, or a
    /// slot holds the dish without a size while `after` gives it sizes.
    func checkSizesStayWhole(of id: Int64, path: MenuPath, from before: [DishSize], to after: [DishSize]) throws {
        guard before.map(\.name) != after.map(\.name) else { return }
        let kept = Set(after.map(\.name))
        var uses: [String] = []
        var ways: [String] = []
        try database.cachedStatement("""
            SELECT d.size AS size, s.name AS slot, s.set_id AS set_id FROM set_slot_dish AS d
            JOIN set_slot AS s ON s.id = d.slot_id WHERE d.dish_id = ? ORDER BY s.set_id, s.position
            """).forEachRow([.integer(id)]) { row in
            let size = row.optionalText("size")
            guard size.map({ !kept.contains($0) }) ?? !after.isEmpty else { return }
            let set = (try? tx.tree.path(of: row.int("set_id"))) ?? nil
            let named = path.description + (size.map { "@" + $0 } ?? "")
            uses.append("\(named) is in the slot \(row.text("slot")) of \(set ?? "#\(row.int("set_id"))")")
            ways.append("slot edit \(set ?? "#\(row.int("set_id"))") \(row.text("slot")) --no-dish \(path.description)")
        }
        var listed: [(list: String, sizes: [String])] = []
        try database.cachedStatement("""
            SELECT e.name AS size, l.name AS list FROM price_entry_size AS e JOIN price_list AS l ON l.id = e.list_id
            WHERE e.node_id = ? ORDER BY l.name, e.name
            """).forEachRow([.integer(id)]) { row in
            let size = row.text("size"), list = row.text("list")
            guard !kept.contains(size) else { return }
            if listed.last?.list == list { listed[listed.count - 1].sizes.append(size) } else { listed.append((list, [size])) }
        }
        for (list, sizes) in listed {
            uses.append("\(path.description)@\(sizes.joined(separator: ", @")) \(sizes.count == 1 ? "has a price" : "have prices") in the price list \(list)")
            ways.append("prices unset \(list) \(path.description)")
        }
        guard !uses.isEmpty else { return }
        throw MenuError.refused(uses.joined(separator: "; "), hints: ["take it out first: " + ways.joined(separator: "; ")])
    }
}
