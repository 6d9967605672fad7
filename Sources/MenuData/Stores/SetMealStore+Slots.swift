import MenuModel
import SQLite
/// `slot add|edit|remove` (SPEC 19): each checks the whole slot as it will
/// be, then writes it, so a refusal changes nothing.
extension SetMealStore {
    /// A slot as it is stored: its row id, name and pick, and its dishes.
    private struct StoredSlot {
        let id: Int64
        var name: String
        var pick: Int
        var dishes: [SlotDish]
    }

    /// Adds a slot at the end of the set; what it says, one line.
    public func addSlot(to target: Target, named name: String, pick: Int, dishes: [DishChoice]) throws -> String {
        let set = try resolveSet(target)
        let slots = try storedSlots(of: set.id)
        guard !slots.contains(where: { $0.name == name }) else {
            throw MenuError.refused("\(set.path.description) already has a slot named \(name)")
        }
        guard slots.count < SetMeal.slotCounts.upperBound else {
            throw MenuError.refused("\(set.path.description) already has \(slots.count) slots; a set meal has at most \(SetMeal.slotCounts.upperBound)")
        }
        let chosen = try resolvedDishes(dishes, in: set.id)
        try Self.checkSlot(name: name, pick: pick, dishes: chosen)
        let position = (try database.cachedStatement("SELECT max(position) + 1 AS position FROM set_slot WHERE set_id = ?")
            .firstRow([.integer(set.id)]) { $0.optionalInt("position") } ?? nil) ?? 0
        try database.cachedStatement("INSERT INTO set_slot (id, set_id, position, name, pick) VALUES (?, ?, ?, ?, ?)")
            .run([try tx.chain.newNumber(in: .setSlot), .integer(set.id), .integer(position), .text(name), .integer(Int64(pick))])
        try writeDishes(chosen, of: database.lastInsertedID)
        return "added slot \(name) to \(set.path.description): pick \(pick) of \(chosen.count)"
    }

    /// Changes one slot: a new name, pick, dishes added or replaced (by
    /// dish, in the order given) and dishes taken out.
    public func editSlot(of target: Target, named name: String, newName: String?, pick: Int?,
                         adding: [DishChoice], removing: [Target]) throws -> String {
        let set = try resolveSet(target)
        let slots = try storedSlots(of: set.id)
        guard var slot = slots.first(where: { $0.name == name }) else {
            throw MenuError.refused("\(set.path.description) has no slot named \(name)",
                                    hints: slots.isEmpty ? [] : ["its slots: " + slots.map(\.name).joined(separator: ", ")])
        }
        if let newName, newName != name {
            guard !slots.contains(where: { $0.name == newName }) else {
                throw MenuError.refused("\(set.path.description) already has a slot named \(newName)")
            }
            slot.name = newName
        }
        for target in removing {
            let record = try tx.tree.resolve(target)
            guard let index = slot.dishes.firstIndex(where: { $0.id == record.id }) else {
                throw MenuError.refused("\(try tx.tree.storedPath(of: record.id).description) is not in the slot \(name)")
            }
            slot.dishes.remove(at: index)
        }
        for dish in try resolvedDishes(adding, in: set.id) {
            if let index = slot.dishes.firstIndex(where: { $0.id == dish.id }) {
                slot.dishes[index] = dish
            } else {
                slot.dishes.append(dish)
            }
        }
        if let pick { slot.pick = pick }
        try Self.checkSlot(name: slot.name, pick: slot.pick, dishes: slot.dishes)
        try database.cachedStatement("UPDATE set_slot SET name = ?, pick = ? WHERE id = ? AND (name <> ?1 OR pick <> ?2)")
            .run([.text(slot.name), .integer(Int64(slot.pick)), .integer(slot.id)])
        let before = slots.first { $0.id == slot.id }!.dishes
        if before != slot.dishes {
            try database.cachedStatement("DELETE FROM set_slot_dish WHERE slot_id = ?").run([.integer(slot.id)])
            try writeDishes(slot.dishes, of: slot.id)
        }
        return "changed slot \(slot.name) of \(set.path.description): pick \(slot.pick) of \(slot.dishes.count)"
    }

    /// Removes one slot and its dishes.
    public func removeSlot(of target: Target, named name: String) throws -> String {
        let set = try resolveSet(target)
        guard let slot = try storedSlots(of: set.id).first(where: { $0.name == name }) else {
            throw MenuError.refused("\(set.path.description) has no slot named \(name)")
        }
        try database.cachedStatement("DELETE FROM set_slot WHERE id = ?").run([.integer(slot.id)])
        return "removed slot \(name) from \(set.path.description)"
    }

    /// A slot holds 1 to 30 dishes, each once, and picks 1 to that many.
    private static func checkSlot(name: String, pick: Int, dishes: [SlotDish]) throws {
        try SetMeal.checkSlot(named: name, pick: pick, dishes: dishes.count, pickWord: "--pick")
    }

    /// The dishes named, checked: each a dish (not a group, not a set,
    /// not the set itself), in a size it has when it has sizes, once.
    private func resolvedDishes(_ choices: [DishChoice], in setID: Int64) throws -> [SlotDish] {
        var dishes: [SlotDish] = []
        for choice in choices {
            let record = try tx.tree.resolve(choice.target)
            let path = try tx.tree.storedPath(of: record.id).description
            guard !record.isGroup else { throw MenuError.refused("\(path) is a group; a slot holds dishes") }
            guard try !isSet(record.id) else { throw MenuError.refused("\(path) is a set meal; a slot holds dishes") }
            let sizes = try tx.pricing.sizes(of: record.id)
            let names = sizes.map(\.name).joined(separator: ", ")
            if let size = choice.size {
                guard !sizes.isEmpty else { throw MenuError.invalidArgument("\(path) has no sizes; name it without @\(size)") }
                guard sizes.contains(where: { $0.name == size }) else {
                    throw MenuError.invalidArgument("\(path) has no size \(size); its sizes: \(names)")
                }
            } else if !sizes.isEmpty {
                throw MenuError.invalidArgument("\(path) comes in sizes; name one: \(path)@\(sizes[0].name) (its sizes: \(names))")
            }
            guard !dishes.contains(where: { $0.id == record.id }) else {
                throw MenuError.invalidArgument("\(path) is given twice; a dish is in a slot once")
            }
            dishes.append(SlotDish(id: record.id, size: choice.size, surcharge: choice.surcharge))
        }
        return dishes
    }

    private func storedSlots(of setID: Int64) throws -> [StoredSlot] {
        var slots: [StoredSlot] = []
        try database.cachedStatement("SELECT id, name, pick FROM set_slot WHERE set_id = ? ORDER BY position, id")
            .forEachRow([.integer(setID)]) { slots.append(StoredSlot(id: $0.int("id"), name: $0.text("name"), pick: Int($0.int("pick")), dishes: [])) }
        for index in slots.indices {
            try database.cachedStatement("SELECT dish_id, size, surcharge_fen FROM set_slot_dish WHERE slot_id = ? ORDER BY position")
                .forEachRow([.integer(slots[index].id)]) { row in
                    slots[index].dishes.append(SlotDish(id: row.int("dish_id"), size: row.optionalText("size"),
                                                        surcharge: row.optionalInt("surcharge_fen").flatMap { try? Amount(fen: $0) }))
                }
        }
        return slots
    }

    package func writeDishes(_ dishes: [SlotDish], of slotID: Int64) throws {
        for (position, dish) in dishes.enumerated() {
            try database.cachedStatement("""
                INSERT INTO set_slot_dish (slot_id, position, dish_id, size, surcharge_fen) VALUES (?, ?, ?, ?, ?)
                """).run([.integer(slotID), .integer(Int64(position)), .integer(dish.id),
                          dish.size.map { .text($0) } ?? .null, dish.surcharge.map { .integer($0.fen) } ?? .null])
        }
    }
}
