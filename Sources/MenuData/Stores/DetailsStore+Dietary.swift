import MenuModel
import SQLite
/// Allergens and diets (SPEC 24), in tables of their own keyed by dish
/// (migrations/0012_allergens.sql): read with the other details, written
/// row by row so that history records what changed and no more.
extension DetailsStore {
    /// Adds the allergens and diets of every node `filter` keeps to `details`.
    /// A key this build does not know (another program's) is left out:
    /// `check` reports it.
    package func readDietary(_ filter: String, _ values: [SQLValue], into details: inout [Int64: DishDetails]) throws {
        try database.cachedStatement("SELECT node_id, allergen FROM dish_allergen\(filter)").forEachRow(values) { row in
            guard let allergen = Allergen(rawValue: row.text(1)) else { return }
            details[row.int(0), default: .none].dietary.add(allergen)
        }
        try database.cachedStatement("SELECT node_id, diet FROM dish_diet\(filter)").forEachRow(values) { row in
            guard let diet = Diet(rawValue: row.text(1)) else { return }
            details[row.int(0), default: .none].dietary.add(diet)
        }
    }

    /// Whether any dish has an allergen or a diet: a menu without any
    /// reads none of their rows.
    package static let anyDietarySQL = " OR EXISTS (SELECT 1 FROM dish_allergen) OR EXISTS (SELECT 1 FROM dish_diet)"

    /// Deletes the keys taken away and inserts the new ones.
    package func writeDietary(of id: Int64, from before: Dietary, to after: Dietary) throws {
        guard before != after else { return }
        let node = SQLValue.integer(id)
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
