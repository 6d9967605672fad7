import MenuModel
import SQLite
/// What an option adds to a dish (SPEC 28): its kcal in `option_kcal`, its
/// allergens in `option_allergen` (the key `none` when declared free), by
/// the list's id and the option's name (migrations/0026). Written with the
/// options, whole, so an option taken off a list takes its labels along.
extension ChoicesStore {
    /// Fills in the options' labels; a menu made before 0026 has none.
    func readLabels(into lists: inout [StoredList], byID: [Int64: Int]) throws {
        guard database.hasTable("option_kcal") else { return }
        func update(_ listID: Int64, _ option: String, _ change: (inout ChoiceOption) -> Void) {
            guard let index = byID[listID],
                  let place = lists[index].list.options.firstIndex(where: { $0.name.hasSameUTF8(as: option) }) else { return }
            change(&lists[index].list.options[place])
        }
        try database.cachedStatement("SELECT list_id, option, kcal FROM option_kcal").forEachRow { row in
            let kcal = Int(truncatingIfNeeded: row.int("kcal"))
            guard DishKcal.range.contains(kcal) else { return tx.readAsAbsent("the kcal of option '\(row.text("option"))'") }
            update(row.int("list_id"), row.text("option")) { $0.kcal = kcal }
        }
        var allergens: [Int64: [String: (found: [Allergen], none: Bool)]] = [:]
        try database.cachedStatement("SELECT list_id, option, allergen FROM option_allergen ORDER BY list_id, option").forEachRow { row in
            let key = row.text("allergen")
            var held = allergens[row.int("list_id"), default: [:]][row.text("option"), default: ([], false)]
            if key == Dietary.noneKey { held.none = true } else if let allergen = Allergen(key: key) { held.found.append(allergen) }
            allergens[row.int("list_id"), default: [:]][row.text("option")] = held
        }
        for (listID, options) in allergens {
            for (option, held) in options {
                update(listID, option) { $0.allergens = Dietary(allergens: held.found, declaredFree: held.none) }
            }
        }
    }

    /// The labels of a list's options, after its options were written.
    func writeLabels(of listID: Int64, _ options: [ChoiceOption]) throws {
        guard options.contains(where: { $0.kcal != nil || $0.allergens.allergensDeclared }) else { return }
        let kcal = try database.cachedStatement("INSERT INTO option_kcal (list_id, option, kcal) VALUES (?, ?, ?)")
        let allergen = try database.cachedStatement("INSERT INTO option_allergen (list_id, option, allergen) VALUES (?, ?, ?)")
        for option in options {
            if let value = option.kcal { try kcal.run([.integer(listID), .text(option.name), .integer(Int64(value))]) }
            let keys = option.allergens.isDeclaredFree ? [Dietary.noneKey] : option.allergens.allergens.map(\.key)
            for key in keys { try allergen.run([.integer(listID), .text(option.name), .text(key)]) }
        }
    }

    /// Takes every label of a list away, before its options are written anew.
    func clearLabels(of listID: Int64) throws {
        guard database.hasTable("option_kcal") else { return }
        try database.cachedStatement("DELETE FROM option_kcal WHERE list_id = ?").run([.integer(listID)])
        try database.cachedStatement("DELETE FROM option_allergen WHERE list_id = ?").run([.integer(listID)])
    }

    /// `choices label LIST OPTION …`: the option's kcal and allergens as
    /// asked; the list's option as it was and as it is.
    public func label(_ name: String, option: String, kcal: FieldEdit<Int>, allergens: Dietary?) throws -> (before: ChoiceOption, after: ChoiceOption) {
        let stored = try list(named: name)
        let index = try Self.place(of: option, in: stored.list)
        var after = stored.list
        after.options[index].kcal = kcal.applied(to: after.options[index].kcal)
        if let allergens { after.options[index].allergens = allergens }
        try write(after, over: stored)
        return (stored.list.options[index], after.options[index])
    }
}
