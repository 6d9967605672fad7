import MenuModel
import SQLite
/// Set meals from a document (SPEC 19): after every node of the file is in
/// place, each set's slots are resolved by path and made exactly the
/// file's. Counts a set has outgrown (a slot left with fewer dishes than
/// its pick) import as they are, for `check` to report, so that a menu's
/// own export always goes back in; a path that names no dish does not.
extension SetMealStore {
    /// Makes node `id` a set with `slots`, or a dish when nil; true when anything changed.
    package func settleSlots(of id: Int64, to slots: [MenuDocument.SlotEntry]?) throws -> Bool {
        let wasSet = try isSet(id)
        guard let slots else {
            guard wasSet else { return false }
            try database.cachedStatement("DELETE FROM set_meal WHERE node_id = ?").run([.integer(id)])
            return true
        }
        var wanted: [SetSlot] = []
        for slot in slots {
            var dishes: [SlotDish] = []
            for dish in slot.dishes {
                guard let record = try tx.tree.node(at: dish.path) else {
                    throw MenuError.malformed("no dish \(dish.path.description) in the menu", at: dish.place)
                }
                guard !record.isGroup, try !isSet(record.id), record.id != id else {
                    throw MenuError.malformed("\(dish.path.description) is a \(record.isGroup ? "group" : "set meal"); a slot holds dishes", at: dish.place)
                }
                let sizes = try tx.pricing.sizes(of: record.id)
                if let size = dish.size, !sizes.contains(where: { $0.name == size }) {
                    throw MenuError.malformed("\(dish.path.description) has no size \(size)", at: dish.place)
                }
                if dish.size == nil && !sizes.isEmpty {
                    throw MenuError.malformed("\(dish.path.description) comes in sizes; name one", at: dish.place)
                }
                guard !dishes.contains(where: { $0.id == record.id }) else {
                    throw MenuError.malformed("\(dish.path.description) is in the slot twice", at: dish.place)
                }
                dishes.append(SlotDish(id: record.id, size: dish.size, surcharge: dish.surcharge))
            }
            wanted.append(SetSlot(name: slot.name, pick: slot.pick, dishes: dishes))
        }
        if wasSet, try storedMeal(of: id) == wanted.map(Self.shape) { return false }
        if !wasSet { try database.cachedStatement("INSERT INTO set_meal (node_id) VALUES (?)").run([.integer(id)]) }
        try database.cachedStatement("DELETE FROM set_slot WHERE set_id = ?").run([.integer(id)])
        for (position, slot) in wanted.enumerated() {
            try database.cachedStatement("INSERT INTO set_slot (id, set_id, position, name, pick) VALUES (?, ?, ?, ?, ?)")
                .run([try tx.chain.newNumber(in: .setSlot), .integer(id), .integer(Int64(position)), .text(slot.name), .integer(Int64(slot.pick))])
            try writeDishes(slot.dishes, of: database.lastInsertedID)
        }
        return true
    }

    /// A slot as stored, for comparing: name, pick, and dishes by id, size and surcharge.
    private struct Shape: Equatable {
        let name: String, pick: Int, dishes: [Int64], sizes: [String?], surcharges: [Int64?]
    }

    private static func shape(_ slot: SetSlot) -> Shape {
        Shape(name: slot.name, pick: slot.pick, dishes: slot.dishes.map(\.id), sizes: slot.dishes.map(\.size),
              surcharges: slot.dishes.map { $0.surcharge?.fen })
    }

    private func storedMeal(of id: Int64) throws -> [Shape] {
        try allSlots(of: id).map(Self.shape)
    }

    /// One set's slots with their dishes by id, as stored, in order.
    package func allSlots(of id: Int64) throws -> [SetSlot] {
        var slots: [SetSlot] = []
        var slotID: Int64 = 0
        try database.cachedStatement("""
            SELECT s.id, s.name, s.pick, d.dish_id, d.size, d.surcharge_fen
            FROM set_slot AS s LEFT JOIN set_slot_dish AS d ON d.slot_id = s.id
            WHERE s.set_id = ? ORDER BY s.position, s.id, d.position
            """).forEachRow([.integer(id)]) { row in
            if row.int("id") != slotID || slots.isEmpty {
                slotID = row.int("id")
                slots.append(SetSlot(name: row.text("name"), pick: Int(row.int("pick")), dishes: []))
            }
            if let dish = row.optionalInt("dish_id") {
                slots[slots.count - 1].dishes
                    .append(SlotDish(id: dish, size: row.optionalText("size"), surcharge: row.optionalInt("surcharge_fen").flatMap { try? Amount(fen: $0) }))
            }
        }
        return slots
    }
}
