import MenuModel
import SQLite

extension ChainStore {
    /// What the changeset does to menu_node, read before anything changes.
    struct NodeChanges {
        var added: [(id: Int64, parent: Int64?, position: Int64?)] = []
        var removed: [Int64] = []
        var updated: [(id: Int64, changed: Set<String>, parent: Int64?, price: SQLValue?)] = []
        var otherTables: [String: Int] = [:]
        var otherNodes: Set<Int64> = []
        /// Set meals whose slots changed (SPEC 19).
        var slotSets: Set<Int64> = []
        /// The set of each slot the file adds or removes: a slot's dish
        /// names only its slot, and until `makeRoom` moves it the store
        /// may hold a slot of its own under that number.
        var slotsInFile: [Int64: Int64] = [:]
        var removedLists: [Int64] = []
        /// Entries whose hours head office changed.
        var hoursNodes: Set<Int64> = []
        /// Head office's entries that take a name in a group: added, renamed or moved.
        var placed: [(id: Int64, parent: Int64?, name: String?)] = []
    }

    func readChanges(_ changeset: Changeset) throws -> NodeChanges {
        var changes = NodeChanges()
        let columns = try database.columnNames(of: "menu_node")
        try changeset.forEachChange { change in
            if change.table == "menu_node" {
                try changes.readNode(change, columns: columns)
            } else {
                try readOther(change, into: &changes)
            }
        }
        return changes
    }

    /// A row of another table: counted, and the set meal or node it belongs to noted.
    private func readOther(_ change: RowChange, into changes: inout NodeChanges) throws {
        let row = change.operation == .insert ? change.new : change.old
        changes.otherTables[change.table, default: 0] += 1
        if change.table == "choice_list", change.operation == .delete, let id = Self.integer(row.first) { changes.removedLists.append(id) }
        if change.table == "set_slot" || change.table == "set_slot_dish" {
            // A slot's row names its set second (an update holds only
            // its key); a slot dish's names its slot first.
            if change.table == "set_slot", row.count > 1, let set = Self.integer(row[1]) {
                changes.slotSets.insert(set)
                if let slot = Self.integer(row.first) { changes.slotsInFile[slot] = set }
            } else if let slot = Self.integer(row.first), let set = try changes.slotsInFile[slot] ?? database.cachedStatement(
                "SELECT set_id FROM set_slot WHERE id = ?").firstRow([.integer(slot)], { $0.int("set_id") }) {
                changes.slotSets.insert(set)
            }
        } else if change.table == "serving_window", let id = Self.integer(row.first) {
            changes.hoursNodes.insert(id)
        } else if let id = Self.integer(row.first), !Self.listTables.contains(change.table) {
            changes.otherNodes.insert(id)
        }
    }

    /// Tables whose rows belong to a list or the glossary, not to an entry.
    static let listTables: Set<String> = [
        "choice_list", "choice_option", "glossary", "menu_fee", "price_list", "price_list_window", "price_entry", "price_entry_size",
        "option_kcal", "option_allergen", "price_condition",
    ]

    fileprivate static func integer(_ value: SQLValue??) -> Int64? { if case .integer(let v)?? = value { v } else { nil } }
    fileprivate static func text(_ value: SQLValue??) -> String? { if case .text(let v)?? = value { v } else { nil } }
}

extension ChainStore.NodeChanges {
    /// A row of menu_node: added, removed or updated, and whether it takes
    /// a name in a group. Only head office's ids may be in the file.
    fileprivate mutating func readNode(_ change: RowChange, columns: [String]) throws {
        let row = change.operation == .insert ? change.new : change.old
        guard let id = ChainStore.integer(row.first), id < ChainStore.storeIDBase else {
            throw MenuError.refused("the change file names an entry outside head office's ids")
        }
        func at(_ name: String) -> SQLValue?? {
            columns.firstIndex(of: name).flatMap { $0 < change.new.count ? .some(change.new[$0]) : nil }
        }
        let (parent, name) = (ChainStore.integer(at("parent_id")), ChainStore.text(at("name")))
        switch change.operation {
        case .insert:
            added.append((id, parent, ChainStore.integer(at("position"))))
            placed.append((id, parent, name))
        case .delete: removed.append(id)
        case .update:
            let changed = Set(columns.indices.filter { $0 < change.new.count && change.new[$0] != nil }.map { columns[$0] })
            updated.append((id, changed, parent, at("price_fen") ?? nil))
            if changed.contains("name") || changed.contains("parent_id") { placed.append((id, parent, name)) }
        }
    }
}
