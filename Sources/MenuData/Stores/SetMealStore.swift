import MenuModel
import SQLite
/// Set meals and their slots (SPEC 19), in tables of their own keyed by the
/// set's node (migrations/0014_set_meals.sql): a set is a dish's row plus a
/// row in `set_meal`, so everything a dish has, it has; slots hold dishes
/// by id, so a renamed or moved dish stays in them.
public struct SetMealStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A slot's dish as a command names it: `水煮鱼@小份=+5`.
    public struct DishChoice: Equatable, Sendable {
        public let target: Target
        public let size: String?
        public let surcharge: Amount?

        public init(target: Target, size: String?, surcharge: Amount?) {
            self.target = target
            self.size = size
            self.surcharge = surcharge.flatMap { $0.fen == 0 ? nil : $0 }
        }
    }

    /// Adds set meals at the end of `group`, each sold at `pricing`; their
    /// slots come with `slot add`.
    public func addSets(named paths: [MenuPath], in group: Target?, pricing: DishPricing,
                        makingParents: Bool = false) throws -> [EditingStore.Added] {
        let added = try tx.editing.addItems(named: paths, in: group, pricing: pricing, makingParents: makingParents)
        for set in added where !set.isGroup {
            try database.cachedStatement("INSERT INTO set_meal (node_id) VALUES (?)").run([.integer(set.id)])
        }
        return added
    }

    public func isSet(_ id: Int64) throws -> Bool {
        try database.cachedStatement("SELECT 1 FROM set_meal WHERE node_id = ?").firstRow([.integer(id)]) { _ in true } ?? false
    }

    /// The set a TARGET names, and its path; a dish or group is refused.
    package func resolveSet(_ target: Target) throws -> (id: Int64, path: MenuPath) {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id)
        guard try isSet(record.id) else {
            throw MenuError.refused("\(path.description) is a \(record.isGroup ? "group" : "dish"), not a set meal")
        }
        return (record.id, path)
    }

    /// Every set's slots, dishes by id only (`load()` fills in the
    /// rest); empty without a set, at the cost of one lookup.
    package func allMeals() throws -> [Int64: SetMeal] {
        var meals: [Int64: SetMeal] = [:]
        try database.cachedStatement("SELECT node_id FROM set_meal").forEachRow { meals[$0.int("node_id")] = SetMeal() }
        guard !meals.isEmpty else { return meals }
        // Two reads without a join: the dishes come in their key's order
        // (slot, place), which needs no sort, and a slot's name is read
        // once, not once per dish.
        // A slot's dishes are gathered in a list of their own, handed over
        // whole when the next slot starts: kept in an optional tuple, the
        // list was copied on every append.
        var dishes: [Int64: [SlotDish]] = [:]
        var slotID: Int64?
        var gathered: [SlotDish] = []
        let slotDishes = try database.cachedStatement("SELECT slot_id, dish_id, size, surcharge_fen FROM set_slot_dish")
        // A row for each dish of each slot: the columns' places are found once.
        let (slotColumn, dishColumn, sizeColumn, surchargeColumn) = (
            slotDishes.column(named: "slot_id"), slotDishes.column(named: "dish_id"),
            slotDishes.column(named: "size"), slotDishes.column(named: "surcharge_fen"))
        try slotDishes.forEachRow { row in
            let id = row.int(slotColumn)
            if id != slotID {
                if let slotID { dishes[slotID] = gathered }
                (slotID, gathered) = (id, [])
                gathered.reserveCapacity(8)
            }
            gathered.append(SlotDish(id: row.int(dishColumn), size: row.optionalText(sizeColumn),
                                     surcharge: row.optionalInt(surchargeColumn).flatMap { try? Amount(fen: $0) }))
        }
        if let slotID { dishes[slotID] = gathered }
        // The slots are read in the table's order and put in order here:
        // ORDER BY set_id, position, id, which no index holds, would have
        // SQLite sort them in a temporary B-tree.
        var rows: [(set: Int64, position: Int64, id: Int64, name: String, pick: Int)] = []
        try database.cachedStatement("SELECT id, set_id, position, name, pick FROM set_slot").forEachRow { row in
            rows.append((row.int("set_id"), row.int("position"), row.int("id"), row.text("name"), Int(row.int("pick"))))
        }
        rows.sort { ($0.set, $0.position, $0.id) < ($1.set, $1.position, $1.id) }
        var set: Int64 = 0
        var slots: [SetSlot] = []
        for row in rows {
            if row.set != set {
                if !slots.isEmpty && meals[set] != nil { meals[set] = SetMeal(slots: slots) }
                set = row.set
                slots = []
            }
            slots.append(SetSlot(name: row.name, pick: row.pick, dishes: dishes[row.id] ?? []))
        }
        if !slots.isEmpty && meals[set] != nil { meals[set] = SetMeal(slots: slots) }
        return meals
    }

    /// One set's slots, each dish's path and price filled in; nil for a dish or group.
    public func meal(of id: Int64) throws -> SetMeal? {
        guard try isSet(id) else { return nil }
        var meal = SetMeal(slots: try allSlots(of: id))
        for s in meal.slots.indices {
            for d in meal.slots[s].dishes.indices {
                let dish = meal.slots[s].dishes[d]
                guard let record = try tx.tree.node(id: dish.id), let path = try tx.tree.path(of: dish.id) else { continue }
                let pricing = DishPricing(row: record, sizes: try tx.pricing.sizes(of: dish.id))
                meal.slots[s].dishes[d].fill(path: path, name: record.name, pricing: pricing)
            }
        }
        return meal
    }

    /// `allMeals()` in id order, for `load()`, with every dish id the
    /// slots name.
    package func allMealsInIDOrder() throws -> (meals: [(id: Int64, meal: SetMeal)], dishIDs: [Int64]) {
        var meals: [(id: Int64, meal: SetMeal)] = []
        var dishIDs: [Int64] = []
        for (id, meal) in try allMeals() {
            meals.append((id, meal))
            for slot in meal.slots { for dish in slot.dishes { dishIDs.append(dish.id) } }
        }
        meals.sort { $0.id < $1.id }
        return (meals, dishIDs)
    }
}

extension SlotDish {
    /// The dish's path, name and price (its size's, when it enters in one).
    package mutating func fill(path: String, name: String, pricing: DishPricing) {
        self.path = path
        self.name = name
        if let size {
            price = pricing.price.sizeList.first { $0.name == size }?.price
        } else {
            price = pricing.price.fixedAmount
        }
    }
}

extension SetMealStore {
    /// A dish in a slot: the set, the slot, its pick, and the dish.
    package typealias SlotUse = (setID: Int64, slotID: Int64, slot: String, pick: Int, dishID: Int64)

    /// Before `ids` (a dish, or a group and all inside it) are removed: the
    /// sets outside them that use one of them. Without `force` that is a
    /// refusal naming the sets; with it the dishes are taken out of those
    /// slots, and each is said, with a slot left unable to be filled.
    package func release(_ ids: [Int64], of path: MenuPath, force: Bool) throws -> [String] {
        let uses = try self.uses(of: ids)
        guard !uses.isEmpty else { return [] }
        guard force else {
            var sets: [Int64] = []
            for use in uses where !sets.contains(use.setID) { sets.append(use.setID) }
            let names = try sets.map { try tx.tree.path(of: $0) ?? "#\($0)" }
            let what = ids.count == 1 ? "it" : "a dish in it"
            throw MenuError.refused("\(path.description) is in a set meal: \(names.joined(separator: ", ")) uses \(what)",
                                    hints: ["--force takes it out of their slots"])
        }
        return try takeOut(uses)
    }

    /// Where the sets outside `ids` use one of them, set by set.
    package func uses(of ids: [Int64]) throws -> [SlotUse] {
        let removed = Set(ids)
        var uses: [SlotUse] = []
        for id in ids {
            try database.cachedStatement("""
                SELECT s.set_id, s.id, s.name, s.pick FROM set_slot_dish AS d JOIN set_slot AS s ON s.id = d.slot_id
                WHERE d.dish_id = ? ORDER BY s.set_id, s.position, s.id
                """).forEachRow([.integer(id)]) { row in
                if !removed.contains(row.int("set_id")) { uses.append((row.int("set_id"), row.int("id"), row.text("name"), Int(row.int("pick")), id)) }
            }
        }
        return uses
    }

    /// Takes each dish out of its slot, saying so, and saying which slots
    /// are left with fewer dishes than their pick.
    package func takeOut(_ uses: [SlotUse]) throws -> [String] {
        var setPaths: [Int64: String] = [:]
        for use in uses where setPaths[use.setID] == nil { setPaths[use.setID] = try tx.tree.path(of: use.setID) ?? "#\(use.setID)" }
        var lines: [String] = []
        for use in uses {
            let set = setPaths[use.setID] ?? "#\(use.setID)"
            try database.cachedStatement("DELETE FROM set_slot_dish WHERE slot_id = ? AND dish_id = ?")
                .run([.integer(use.slotID), .integer(use.dishID)])
            let dish = try tx.tree.path(of: use.dishID) ?? "#\(use.dishID)"
            lines.append("took \(dish) out of \(set), slot \(use.slot)")
            let left = try database.cachedStatement("SELECT count(*) AS dishes FROM set_slot_dish WHERE slot_id = ?")
                .firstRow([.integer(use.slotID)]) { Int($0.int("dishes")) } ?? 0
            if left < use.pick {
                lines.append("the slot \(use.slot) of \(set) now holds \(left) dish\(left == 1 ? "" : "es") for pick \(use.pick)")
            }
        }
        return lines
    }
}

extension SetMealStore.DishChoice {
    /// `宫保鸡丁`, `水煮鱼@小份`, `鱼香肉丝=+5`, `#12@大份=+¥8` (SPEC 19): a
    /// TARGET, a size after the last `@`, a surcharge after the last `=`.
    public init(parsing raw: String) throws(MenuError) {
        let (rest, size, surcharge) = try SlotDish.words(raw)
        guard !rest.isEmpty else { throw .invalidArgument("'\(raw.shortened())' names no dish; write it like 宫保鸡丁, 水煮鱼@小份 or 鱼香肉丝=+5") }
        self.init(target: try Target(parsing: rest), size: size, surcharge: surcharge)
    }
}
