import MenuModel
import SQLite
/// Kcal and portion (SPEC 28), in tables of their own keyed by dish
/// (migrations/0024_energy_portion.sql): read with the other details,
/// written row by row so that history records what changed and no more,
/// and given from a file by their keys `kcal` and `portion` (the
/// catalogue's `imports`, NodeField+Energy.swift).
extension DetailsStore {
    /// Whether any dish has kcal or a portion: a menu without any reads none of their rows.
    package static let anyEnergySQL = " OR EXISTS (SELECT 1 FROM dish_kcal) OR EXISTS (SELECT 1 FROM dish_portion)"

    /// Adds the kcal and portion of every node `filter` keeps to `details`,
    /// a dish's sizes in the dish's order. A value another program wrote
    /// that breaks the rules is left out (`check` reports it).
    package func readEnergy(_ filter: String, _ values: [SQLValue], into details: inout [Int64: DishDetails]) throws {
        var sized: [Int64: [SizeKcal]] = [:]
        try database.cachedStatement("""
            SELECT node_id, size, kcal, (SELECT position FROM dish_size AS s WHERE s.node_id = k.node_id AND s.name = k.size) AS place
            FROM dish_kcal AS k\(filter) ORDER BY node_id, place, size
            """).forEachRow(values) { row in
            let kcal = row.int("kcal")
            guard DishKcal.range.contains(Int(truncatingIfNeeded: kcal)) else { return }
            let size = row.text("size")
            if size.isEmpty {
                details[row.int("node_id"), default: .none].energy.kcal = .whole(Int(kcal))
            } else {
                sized[row.int("node_id"), default: []].append(SizeKcal(size: size, kcal: Int(kcal)))
            }
        }
        // A dish holds one or the other; the whole dish's wins over a row another program added.
        for (id, sizes) in sized where details[id]?.energy.kcal == nil { details[id, default: .none].energy.kcal = .sizes(sizes) }
        try database.cachedStatement("SELECT node_id, portion FROM dish_portion\(filter)").forEachRow(values) { row in
            if let portion = Portion(stored: row.text("portion")) { details[row.int("node_id"), default: .none].energy.portion = portion }
        }
    }

    /// Deletes what was taken away and writes what is new.
    package func writeEnergy(of id: Int64, from before: DishEnergy, to after: DishEnergy) throws {
        let node = SQLValue.integer(id)
        if before.kcal != after.kcal {
            let had = Self.rows(before.kcal), has = Self.rows(after.kcal)
            for (size, _) in had where !has.contains(where: { $0.size.hasSameUTF8(as: size) }) {
                try database.cachedStatement("DELETE FROM dish_kcal WHERE node_id = ? AND size = ?").run([node, .text(size)])
            }
            for (size, kcal) in has where !had.contains(where: { $0.size.hasSameUTF8(as: size) && $0.kcal == kcal }) {
                try database.cachedStatement("""
                    INSERT INTO dish_kcal (node_id, size, kcal) VALUES (?1, ?2, ?3)
                    ON CONFLICT (node_id, size) DO UPDATE SET kcal = ?3
                    """).run([node, .text(size), .integer(Int64(kcal))])
            }
        }
        if before.portion != after.portion {
            if let portion = after.portion {
                try database.cachedStatement("""
                    INSERT INTO dish_portion (node_id, portion) VALUES (?1, ?2)
                    ON CONFLICT (node_id) DO UPDATE SET portion = ?2
                    """).run([node, .text(portion.text)])
            } else {
                try database.cachedStatement("DELETE FROM dish_portion WHERE node_id = ?").run([node])
            }
        }
    }

    /// The rows of a dish's kcal: the whole dish's under the size ''.
    private static func rows(_ kcal: DishKcal?) -> [(size: String, kcal: Int)] {
        switch kcal {
        case nil: []
        case .whole(let kcal)?: [("", kcal)]
        case .sizes(let sizes)?: sizes.map { ($0.size, $0.kcal) }
        }
    }

    /// A size given kcal is one of the dish's: `--kcal 大份=520` on a dish
    /// without 大份 is refused, naming its sizes.
    func checkSizesOfKcal(_ kcal: DishKcal?, of id: Int64, path: MenuPath) throws {
        guard case .sizes(let given)? = kcal else { return }
        let sizes = try tx.pricing.sizes(of: id)
        for entry in given where !sizes.contains(where: { $0.name.hasSameUTF8(as: entry.size) }) {
            throw MenuError.refused("\(path.description) has no size \(Name.quoted(entry.size))",
                                    hints: [sizes.isEmpty ? "it has no sizes; give its kcal as --kcal N"
                                            : "its sizes: " + sizes.map(\.name).joined(separator: ", ")])
        }
    }

    /// A file's kcal of a dish, by its key: what the file's cell read
    /// (`520`, `小份=380;大份=520`); `.keep` when merging leaves it, and
    /// with `replacing` takes it away. True when anything changed.
    func updateKcal(of id: Int64, from edit: FieldEdit<String>, replacing: Bool) throws -> Bool {
        let before = try dishDetails(of: id).energy
        var after = before
        switch edit {
        case .keep where !replacing: return false
        case .keep, .clear: after.kcal = nil
        case .set(let text):
            try refuseGroup(id, having: "kcal")
            after.kcal = try DishKcal(parsing: text)
            try checkSizesOfKcal(after.kcal, of: id, path: try tx.tree.storedPath(of: id))
        }
        guard after != before else { return false }
        try writeEnergy(of: id, from: before, to: after)
        return true
    }

    /// A file's portion of a dish, as `updateKcal`.
    func updatePortion(of id: Int64, from edit: FieldEdit<String>, replacing: Bool) throws -> Bool {
        let before = try dishDetails(of: id).energy
        var after = before
        switch edit {
        case .keep where !replacing: return false
        case .keep, .clear: after.portion = nil
        case .set(let text):
            try refuseGroup(id, having: "a portion")
            after.portion = try Portion(parsing: text)
        }
        guard after != before else { return false }
        try writeEnergy(of: id, from: before, to: after)
        return true
    }

    /// A file that gives a group kcal or a portion is refused, as `edit` refuses it.
    private func refuseGroup(_ id: Int64, having what: String) throws {
        let kind = try database.cachedStatement("SELECT kind FROM menu_node WHERE id = ?").firstRow([.integer(id)]) { $0.text("kind") }
        guard kind == "group" else { return }
        throw MenuError.refused("\(try tx.tree.storedPath(of: id).description) is a group; only dishes have \(what)")
    }
}
