import MenuModel
import SQLite
/// Descriptions, spice, tags and translations (SPEC 11), kept in tables of
/// their own keyed by node id (migrations/0005_dish_details.sql says why).
public struct DetailsStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// What an edit did to a node's details: its path, and its details
    /// before and after.
    public struct DetailsChange: Sendable {
        public let id: Int64
        public let path: MenuPath
        public let before: DishDetails
        public let after: DishDetails
        public var changed: Bool { before != after }
    }

    /// Changes a group's or dish's details as `edit` asks; a group has no
    /// spice and no tags, as it has no price.
    public func editDetails(_ target: Target, _ edit: DetailsEdit) throws -> DetailsChange {
        let record = try tx.tree.resolve(target)
        let path = try tx.tree.storedPath(of: record.id)
        if record.isGroup && edit.touchesDishOnly {
            var plain = edit
            plain.dietary = DietaryEdit()
            plain.energy = EnergyEdit()
            let what = plain.touchesDishOnly ? "a spice level and tags"
                : edit.energy.isEmpty ? "allergens and diets" : "kcal and a portion"
            throw MenuError.refused("\(path.description) is a group; only dishes have \(what)")
        }
        let before = try dishDetails(of: record.id)
        let after = edit.applied(to: before)
        try checkSizesOfKcal(after.energy.kcal, of: record.id, path: path)
        if after != before { try writeDetails(of: record.id, from: before, to: after) }
        return DetailsChange(id: record.id, path: path, before: before, after: after)
    }

    /// One node's details.
    public func dishDetails(of id: Int64) throws -> DishDetails {
        try allDetails(of: id)[id] ?? .none
    }

    /// Every node's details by id (or one node's), for `load()`: one pass
    /// over each table, which holds rows only for nodes that have details.
    package func allDetails(of id: Int64? = nil) throws -> [Int64: DishDetails] {
        try details(where: id.map { (" WHERE node_id = ?", [.integer($0)]) })
    }

    /// Every node's details but allergens and diets, which `load()` reads
    /// apart, in id order (`allDietary()`).
    package func allDetailsButDietary() throws -> [Int64: DishDetails] {
        try details(where: nil, dietary: false)
    }

    /// The details of `ids` only, for a few rows of a large menu (`find`):
    /// the ids go as one JSON array, so one cached statement serves any
    /// number of them, and rows of other nodes are never read.
    package func details(of ids: [Int64]) throws -> [Int64: DishDetails] {
        // A menu without any details (the benchmark's, many others) costs
        // one look, less than planning three queries over a JSON array.
        let anyDetails = try database.cachedStatement(
            "SELECT EXISTS (SELECT 1 FROM node_detail) OR EXISTS (SELECT 1 FROM dish_tag) OR EXISTS (SELECT 1 FROM node_translation)"
                + " OR EXISTS (SELECT 1 FROM node_description_translation)" + Self.anyEnergySQL
                + Self.anyDietarySQL + " AS any_details"
        ).firstRow { $0.bool("any_details") }
        guard anyDetails == true else { return [:] }
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        return try details(where: (" WHERE node_id IN (SELECT value FROM json_each(?))", [.text(list)]))
    }

    /// Each table read once, of every node or of those `filter` keeps.
    private func details(where filter: (sql: String, values: [SQLValue])?, dietary: Bool = true) throws -> [Int64: DishDetails] {
        var details: [Int64: DishDetails] = [:]
        let which = filter?.values ?? []
        let only = filter?.sql ?? ""
        try database.cachedStatement("SELECT node_id, description, spice FROM node_detail" + only).forEachRow(which) { row in
            let spice = row.optionalInt("spice").flatMap { Spice(level: Int(truncatingIfNeeded: $0)) }
            details[row.int("node_id")] = DishDetails(description: row.optionalText("description"), spice: spice)
        }
        try database.cachedStatement("SELECT node_id, tag FROM dish_tag\(only) ORDER BY node_id, position").forEachRow(which) { row in
            details[row.int("node_id"), default: .none].tags.append(row.text("tag"))
        }
        try database.cachedStatement("SELECT node_id, lang, text FROM node_translation\(only) ORDER BY node_id, lang")
            .forEachRow(which) { row in
                details[row.int("node_id"), default: .none].translations.append(Translation(lang: row.text("lang"), text: row.text("text")))
            }
        try database.cachedStatement("SELECT node_id, lang, text FROM node_description_translation\(only) ORDER BY node_id, lang")
            .forEachRow(which) { row in
                details[row.int("node_id"), default: .none].descriptionTranslations
                    .append(Translation(lang: row.text("lang"), text: row.text("text")))
            }
        if dietary { try readDietary(only, which, into: &details) }
        try readEnergy(only, which, into: &details)
        return details
    }

    /// Writes a node's details from `before` to `after`, touching only the
    /// rows that change, so that history records what changed and no more.
    package func writeDetails(of id: Int64, from before: DishDetails, to after: DishDetails) throws {
        let node = SQLValue.integer(id)
        if before.description != after.description || before.spice != after.spice {
            if after.description == nil && after.spice == nil {
                try database.cachedStatement("DELETE FROM node_detail WHERE node_id = ?").run([node])
            } else {
                try database.cachedStatement("""
                    INSERT INTO node_detail (node_id, description, spice) VALUES (?1, ?2, ?3)
                    ON CONFLICT (node_id) DO UPDATE SET description = ?2, spice = ?3
                    """).run([node, after.description.map { .text($0) } ?? .null,
                              after.spice.map { .integer(Int64($0.level)) } ?? .null])
            }
        }
        try writeTags(of: id, from: before.tags, to: after.tags)
        try writeDietary(of: id, from: before.dietary, to: after.dietary)
        try writeEnergy(of: id, from: before.energy, to: after.energy)
        try writeTranslations(of: id, in: "node_translation", from: before.translations, to: after.translations)
        try writeTranslations(of: id, in: "node_description_translation",
                              from: before.descriptionTranslations, to: after.descriptionTranslations)
    }

    /// The rows of one translation table: a name's or a description's.
    private func writeTranslations(of id: Int64, in table: String, from before: [Translation], to after: [Translation]) throws {
        let node = SQLValue.integer(id)
        for old in before where !after.contains(where: { $0.lang == old.lang }) {
            try database.cachedStatement("DELETE FROM \(table) WHERE node_id = ? AND lang = ?").run([node, .text(old.lang)])
        }
        for new in after where !before.contains(where: { $0.lang == new.lang && $0.text.hasSameUTF8(as: new.text) }) {
            try database.cachedStatement("""
                INSERT INTO \(table) (node_id, lang, text) VALUES (?1, ?2, ?3)
                ON CONFLICT (node_id, lang) DO UPDATE SET text = ?3
                """).run([node, .text(new.lang), .text(new.text)])
        }
    }

    /// Tags taken away are deleted and new ones appended after the last;
    /// only a file that gives the same tags in another order rewrites them.
    private func writeTags(of id: Int64, from before: [String], to after: [String]) throws {
        func holds(_ tags: [String], _ tag: String) -> Bool { tags.contains { $0.hasSameUTF8(as: tag) } }
        let kept = before.filter { holds(after, $0) }
        let added = after.filter { !holds(before, $0) }
        guard kept.count != before.count || !added.isEmpty || !zip(kept, after).allSatisfy({ $0.hasSameUTF8(as: $1) }) else { return }
        let inOrder = zip(kept + added, after).allSatisfy { $0.hasSameUTF8(as: $1) }
        for tag in before where !inOrder || !holds(after, tag) {
            try database.cachedStatement("DELETE FROM dish_tag WHERE node_id = ? AND tag = ?").run([.integer(id), .text(tag)])
        }
        for tag in inOrder ? added : after {
            try database.cachedStatement("""
                INSERT INTO dish_tag (node_id, tag, position)
                VALUES (?1, ?2, (SELECT coalesce(max(position) + 1, 0) FROM dish_tag WHERE node_id = ?1))
                """).run([.integer(id), .text(tag)])
        }
    }
}

extension DetailsStore {
    /// Gives an existing node the file's details (SPEC 16): what the file
    /// leaves out is kept when merging; `--replace` makes the node exactly
    /// the file, in the languages it carries (nil: every language). True
    /// when anything changed.
    package func updateDetails(of id: Int64, from entry: MenuDocument.Entry, replace: Bool,
                               carried: CarriedFields = .everything) throws -> Bool {
        guard replace || !entry.details.isEmpty else { return false }
        let before = try dishDetails(of: id)
        var edit = replace ? entry.details.replacing(languages: carried.languages, descriptionLanguages: carried.descriptionLanguages) : entry.details
        // A CSV file without a detail's column (an older header, or one
        // typed by hand) leaves that detail as it is.
        if !carried.dietary { edit.dietary.allergens = nil; edit.dietary.declaredFree = nil }
        if !carried.diets { edit.dietary.diets = nil }
        // A document that cannot say "none" (before version 5) leaves a dish
        // declared free as it is, unless it lists allergens for it.
        if !carried[field: Dietary.noneKey], before.dietary.isDeclaredFree, (edit.dietary.allergens ?? []).isEmpty, edit.dietary.addedAllergens.isEmpty {
            edit.dietary.allergens = nil
            edit.dietary.declaredFree = nil
        }
        if !carried.description { edit.description = .keep }
        if !carried.spice { edit.spice = .keep }
        if !carried.tags { edit.tags = nil }
        let after = edit.applied(to: before)
        guard after != before else { return false }
        try writeDetails(of: id, from: before, to: after)
        return true
    }
}
