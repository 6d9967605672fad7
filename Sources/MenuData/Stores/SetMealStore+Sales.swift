import MenuModel
import SQLite
/// Selling a set meal (SPEC 20): `sell 商务套餐A --with 宫保鸡丁
/// 担担面` sells the set and, for each set sold, one portion of each dish
/// named, all or nothing: the dishes must be the set's, as many from each
/// slot as it picks; a counted dish that runs short, or a sold-out one,
/// refuses the whole sale, and the transaction changes nothing.
extension SetMealStore {
    /// The set's sale and its dishes' sales, in slot order.
    public func sell(_ target: Target, portions: Int, with dishes: [Target]) throws -> (set: CountStore.Sale, dishes: [CountStore.Sale]) {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id).description
        guard try isSet(record.id) else {
            guard dishes.isEmpty else { throw MenuError.invalidArgument("\(path) is not a set meal: --with names the dishes of a set") }
            return (try tx.counts.sell(.id(record.id), portions: portions), [])
        }
        let slots = try allSlots(of: record.id)
        var chosen: [Int64] = []
        if dishes.isEmpty {
            // Without --with, a set whose slots hold counted dishes would
            // sell them uncounted: the till must say which were chosen.
            let counted = try database.cachedStatement("""
                SELECT count(*) AS counted FROM set_slot AS s JOIN set_slot_dish AS d ON d.slot_id = s.id
                JOIN dish_count AS c ON c.node_id = d.dish_id WHERE s.set_id = ?
                """).firstRow([.integer(record.id)]) { $0.int("counted") } ?? 0
            guard counted == 0 else {
                throw MenuError.invalidArgument("\(path) holds counted dishes: name the dishes chosen with --with (\(Self.picks(slots)))")
            }
        } else {
            var perSlot = Array(repeating: 0, count: slots.count)
            for target in dishes {
                let dish = try tx.tree.resolve(target)
                let dishPath = try tx.tree.storedPath(of: dish.id).description
                guard let slot = slots.firstIndex(where: { $0.dishes.contains { $0.id == dish.id } }) else {
                    throw MenuError.refused("\(dishPath) is not in a slot of \(path)")
                }
                guard !chosen.contains(dish.id) else { throw MenuError.invalidArgument("\(dishPath) is given twice") }
                chosen.append(dish.id)
                perSlot[slot] += 1
            }
            for (index, slot) in slots.enumerated() where perSlot[index] != slot.pick {
                throw MenuError.invalidArgument("\(path): the slot \(slot.name) takes \(slot.pick) dish\(slot.pick == 1 ? "" : "es"), not \(perSlot[index]) (\(Self.picks(slots)))")
            }
        }
        let sale = try tx.counts.sell(.id(record.id), portions: portions)
        let order = slots.flatMap { $0.dishes.map(\.id) }
        let sales = try order.filter(chosen.contains).map { try tx.counts.sell(.id($0), portions: portions) }
        return (sale, sales)
    }

    /// `热菜 1, 主食 1`: what each slot takes.
    private static func picks(_ slots: [SetSlot]) -> String {
        slots.map { "\($0.name) \($0.pick)" }.joined(separator: ", ")
    }
}
