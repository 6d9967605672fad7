import MenuModel
import SQLite
/// Allergens and diets (SPEC 24), in tables of their own keyed by dish
/// (migrations/0012_allergens.sql): read with the other details, written
/// row by row so that history records what changed and no more.
extension DetailsStore {
    /// Adds the allergens and diets of every node `filter` keeps to
    /// `details`. A key this build does not know is left out (`check`
    /// reports it). The rows come in key order, a dish's together: each
    /// dish's are gathered as bits and stored once, and a key is matched
    /// by its length and first letter, where a CASE in SQL, or the
    /// string switch of `init(rawValue:)`, compares it with every key (a
    /// third of what `list` added on a menu of 40,000 dishes with allergens).
    package func readDietary(_ filter: String, _ values: [SQLValue], into details: inout [Int64: DishDetails]) throws {
        var id: Int64 = 0, bits: Int64 = 0
        try database.cachedStatement("SELECT node_id, allergen FROM dish_allergen\(filter) ORDER BY node_id").forEachRow(values) { row in
            let node = row.int("node_id")
            if node != id {
                if bits != 0 { details[id, default: .none].dietary.setAllergenBits(bits) }
                (id, bits) = (node, 0)
            }
            let key = row.text("allergen")
            if let allergen = Allergen(key: key) { bits |= Int64(allergen.bit) } else if key == Dietary.noneKey { bits |= Int64(Dietary.declaredFreeBit) }
        }
        if bits != 0 { details[id, default: .none].dietary.setAllergenBits(bits) }
        (id, bits) = (0, 0)
        try database.cachedStatement("SELECT node_id, diet FROM dish_diet\(filter) ORDER BY node_id").forEachRow(values) { row in
            let node = row.int("node_id")
            if node != id {
                if bits != 0 { details[id, default: .none].dietary.setDietBits(bits) }
                (id, bits) = (node, 0)
            }
            if let diet = Diet(key: row.text("diet")) { bits |= Int64(diet.bit) }
        }
        if bits != 0 { details[id, default: .none].dietary.setDietBits(bits) }
    }

    /// Whether any dish has an allergen or a diet: a menu without any
    /// reads none of their rows.
    package static let anyDietarySQL = " OR EXISTS (SELECT 1 FROM dish_allergen) OR EXISTS (SELECT 1 FROM dish_diet)"

    /// Deletes the keys taken away and inserts the new ones.
    package func writeDietary(of id: Int64, from before: Dietary, to after: Dietary) throws {
        guard before != after else { return }
        let node = SQLValue.integer(id)
        if before.isDeclaredFree && !after.isDeclaredFree {
            try database.cachedStatement("DELETE FROM dish_allergen WHERE node_id = ? AND allergen = ?").run([node, .text(Dietary.noneKey)])
        }
        if after.isDeclaredFree && !before.isDeclaredFree {
            try database.cachedStatement("INSERT INTO dish_allergen (node_id, allergen) VALUES (?, ?)").run([node, .text(Dietary.noneKey)])
        }
        for allergen in before.allergens where !after.allergens.contains(allergen) {
            try database.cachedStatement("DELETE FROM dish_allergen WHERE node_id = ? AND allergen = ?").run([node, .text(allergen.key)])
        }
        for allergen in after.allergens where !before.allergens.contains(allergen) {
            try database.cachedStatement("INSERT INTO dish_allergen (node_id, allergen) VALUES (?, ?)").run([node, .text(allergen.key)])
        }
        for diet in before.diets where !after.diets.contains(diet) {
            try database.cachedStatement("DELETE FROM dish_diet WHERE node_id = ? AND diet = ?").run([node, .text(diet.key)])
        }
        for diet in after.diets where !before.diets.contains(diet) {
            try database.cachedStatement("INSERT INTO dish_diet (node_id, diet) VALUES (?, ?)").run([node, .text(diet.key)])
        }
    }
}
