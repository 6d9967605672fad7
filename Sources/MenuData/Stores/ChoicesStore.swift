import MenuModel
import SQLite
/// Choice lists and where they are offered (SPEC 18): 辣度, 加料, 忌口, each
/// kept once in `choice_list` and `choice_option`, offered by groups and
/// dishes in `choice_offer`. A dish's choices are worked out through the
/// composite (ChoiceOffers), never stored per dish.
public struct ChoicesStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A list as stored, with its id.
    public struct StoredList: Sendable {
        public let id: Int64
        public var list: ChoiceList
    }

    /// Every list, in the order they were made (their ids').
    public func lists() throws -> [StoredList] {
        var lists: [StoredList] = []
        var byID: [Int64: Int] = [:]
        try database.cachedStatement("SELECT id, name, pick_min, pick_max FROM choice_list ORDER BY id").forEachRow { row in
            byID[row.int("id")] = lists.count
            lists.append(StoredList(id: row.int("id"), list: ChoiceList(
                name: row.text("name"), pick: PickRule(minimum: Int(row.int("pick_min")), maximum: Int(row.int("pick_max"))), options: [])))
        }
        try database.cachedStatement("SELECT list_id, name, surcharge_fen, sold_out FROM choice_option ORDER BY list_id, position")
            .forEachRow { row in
                guard let index = byID[row.int("list_id")] else { return }
                lists[index].list.options.append(ChoiceOption(
                    name: row.text("name"), surcharge: Self.surcharge(row.int("surcharge_fen")), isSoldOut: row.bool("sold_out")))
            }
        try readLabels(into: &lists, byID: byID)
        return lists
    }

    /// The list of that name, or a refusal (exit 1) naming the lists there are.
    public func list(named name: String) throws -> StoredList {
        if let id = try listID(named: name), let found = try lists().first(where: { $0.id == id }) { return found }
        let known = try lists().map(\.list.name)
        throw MenuError.refused("no choice list '\(name)'",
                                hints: known.isEmpty ? ["'menuctl choices add' makes one"] : ["the lists: " + known.joined(separator: ", ")])
    }

    /// Where `option` is in `list`, or a refusal (exit 1) naming its options.
    public static func place(of option: String, in list: ChoiceList) throws -> Int {
        guard let index = list.option(named: option) else {
            throw MenuError.refused("the choice list '\(list.name)' has no option '\(option)'",
                                    hints: ["its options: " + list.options.map(\.name).joined(separator: ", ")])
        }
        return index
    }

    private func listID(named name: String) throws -> Int64? {
        try database.cachedStatement("SELECT id FROM choice_list WHERE name = ?").firstRow([.text(name)]) { $0.int("id") }
    }

    /// `choices add`: a new list; a name taken is exit 1.
    public func add(_ list: ChoiceList) throws {
        if let problem = list.problem { throw MenuError.invalidArgument(problem) }
        guard try listID(named: list.name) == nil else {
            throw MenuError.refused("there is a choice list '\(list.name)' already", hints: ["'menuctl choices edit' changes it"])
        }
        try database.cachedStatement("INSERT INTO choice_list (id, name, pick_min, pick_max) VALUES (?, ?, ?, ?)")
            .run([try tx.chain.newNumber(in: .choiceList), .text(list.name),
                  .integer(Int64(list.pick.minimum)), .integer(Int64(list.pick.maximum))])
        try writeOptions(of: database.lastInsertedID, list.options)
    }

    /// What `choices edit` asks; what it does not mention stays.
    public struct ListEdit: Sendable {
        public var name: String?
        public var pick: PickRule?
        /// Added, or replaced by name, in this order.
        public var options: [ChoiceOption] = []
        public var removedOptions: [String] = []
        public init(name: String? = nil, pick: PickRule? = nil, options: [ChoiceOption] = [], removedOptions: [String] = []) {
            self.name = name
            self.pick = pick
            self.options = options
            self.removedOptions = removedOptions
        }
    }

    /// `choices edit`: the list as it was and as it is now.
    public func edit(_ name: String, _ edit: ListEdit) throws -> (before: ChoiceList, after: ChoiceList) {
        let stored = try list(named: name)
        try tx.chain.refuseChanging(list: stored.id, named: stored.list.name)
        var after = stored.list
        for removed in edit.removedOptions {
            after.options.remove(at: try Self.place(of: removed, in: after))
        }
        for option in edit.options {
            if let index = after.option(named: option.name) {
                after.options[index].surcharge = option.surcharge
            } else {
                after.options.append(option)
            }
        }
        if let pick = edit.pick { after.pick = pick }
        if let problem = after.problem { throw MenuError.invalidArgument("\(after.name): \(problem)") }
        if let newName = edit.name, !newName.hasSameUTF8(as: after.name) {
            guard try listID(named: newName) == nil else {
                throw MenuError.refused("there is a choice list '\(newName)' already")
            }
            after.name = newName
        }
        try write(after, over: stored)
        return (stored.list, after)
    }

    /// Stores a list's new definition in place of its old one; its id, and
    /// so its offers, stay.
    package func write(_ list: ChoiceList, over stored: StoredList) throws {
        guard list != stored.list else { return }
        try tx.chain.refuseChanging(list: stored.id, named: stored.list.name)
        if list.name != stored.list.name || list.pick != stored.list.pick {
            try database.cachedStatement("UPDATE choice_list SET name = ?, pick_min = ?, pick_max = ? WHERE id = ?")
                .run([.text(list.name), .integer(Int64(list.pick.minimum)), .integer(Int64(list.pick.maximum)), .integer(stored.id)])
        }
        if list.options != stored.list.options {
            // The options are written whole, as a name may move to another place.
            try database.cachedStatement("DELETE FROM choice_option WHERE list_id = ?").run([.integer(stored.id)])
            try clearLabels(of: stored.id)
            try writeOptions(of: stored.id, list.options)
        }
    }

    private func writeOptions(of id: Int64, _ options: [ChoiceOption]) throws {
        let insert = try database.cachedStatement(
            "INSERT INTO choice_option (list_id, position, name, surcharge_fen, sold_out) VALUES (?, ?, ?, ?, ?)")
        for (position, option) in options.enumerated() {
            try insert.run([.integer(id), .integer(Int64(position)), .text(option.name),
                            .integer(option.surcharge?.fen ?? 0), .integer(option.isSoldOut ? 1 : 0)])
        }
        try writeLabels(of: id, options)
    }

    /// `choices remove`: the paths it was offered by (and withdrawn from).
    /// A list still offered needs `force`.
    public func remove(_ name: String, force: Bool) throws -> [String] {
        let stored = try list(named: name)
        try tx.chain.refuseChanging(list: stored.id, named: stored.list.name)
        let places = try offers(of: stored.id)
        let offeredBy = places.filter { !$0.withdrawn }.map(\.path)
        if !offeredBy.isEmpty && !force {
            throw MenuError.refused("the choice list '\(stored.list.name)' is offered by \(offeredBy.count == 1 ? offeredBy[0] : "\(offeredBy.count) groups or dishes")",
                                    hints: ["give --force to remove it and its offers"])
        }
        try database.cachedStatement("DELETE FROM choice_offer WHERE list_id = ?").run([.integer(stored.id)])
        try database.cachedStatement("DELETE FROM choice_option WHERE list_id = ?").run([.integer(stored.id)])
        try clearLabels(of: stored.id)
        try database.cachedStatement("DELETE FROM choice_list WHERE id = ?").run([.integer(stored.id)])
        return offeredBy
    }

    /// Where a list is offered or withdrawn, by path (in byte order); rows
    /// that cannot be reached from the top are left out.
    public func offers(of listID: Int64) throws -> [(path: String, withdrawn: Bool)] {
        var found: [(id: Int64, withdrawn: Bool)] = []
        try database.cachedStatement("SELECT node_id, withdrawn FROM choice_offer WHERE list_id = ? ORDER BY node_id")
            .forEachRow([.integer(listID)]) { found.append(($0.int("node_id"), $0.bool("withdrawn"))) }
        return try found.compactMap { offer in try tx.tree.path(of: offer.id).map { ($0, offer.withdrawn) } }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// What `offer` or `withdraw` did with one target.
    public enum OfferChange: Sendable {
        case offered(String), withdrawn(String)
        /// Nothing to do: the reason, for a notice.
        case unchanged(String)
    }

    /// `choices offer NAME TARGET...`: a group offers the list for every
    /// dish inside it, a dish for itself. A dish that had it withdrawn gets
    /// it back, as its own offer.
    public func offer(_ name: String, _ targets: [Target]) throws -> [OfferChange] {
        let stored = try list(named: name)
        var changes: [OfferChange] = []
        for target in targets {
            let record = try tx.tree.resolve(target)
            let path = try tx.tree.storedPath(of: record.id).description
            switch try ownOffer(of: record.id, list: stored.id) {
            case false?:
                changes.append(.unchanged("\(path) offers \(stored.list.name) already"))
                continue
            case true?:
                try database.cachedStatement("DELETE FROM choice_offer WHERE node_id = ? AND list_id = ?")
                    .run([.integer(record.id), .integer(stored.id)])
            case nil:
                // Offered again below a group that offers it, the page would print it twice.
                if let from = try offeredFromAbove(record.id, list: stored.list.name) {
                    changes.append(.unchanged("\(path) offers \(stored.list.name) already, from \(from)"))
                    continue
                }
            }
            try database.cachedStatement("""
                INSERT INTO choice_offer (node_id, list_id, position, withdrawn)
                VALUES (?1, ?2, (SELECT coalesce(max(position) + 1, 0) FROM choice_offer WHERE node_id = ?1), 0)
                """).run([.integer(record.id), .integer(stored.id)])
            changes.append(.offered(path))
        }
        return changes
    }

    /// The group above `id` whose offer of the list reaches it, nearest first.
    private func offeredFromAbove(_ id: Int64, list name: String) throws -> String? {
        try sources(of: id).offered.first { $0.list.hasSameUTF8(as: name) }?.from
    }

    /// `choices withdraw NAME TARGET...`: a node that offers the list stops;
    /// a dish that has it from a group above becomes an exception.
    public func withdraw(_ name: String, _ targets: [Target]) throws -> [OfferChange] {
        let stored = try list(named: name)
        var changes: [OfferChange] = []
        for target in targets {
            let record = try tx.tree.resolve(target)
            let path = try tx.tree.storedPath(of: record.id).description
            switch try ownOffer(of: record.id, list: stored.id) {
            case false?:
                try database.cachedStatement("DELETE FROM choice_offer WHERE node_id = ? AND list_id = ?")
                    .run([.integer(record.id), .integer(stored.id)])
                changes.append(.withdrawn(path))
                continue
            case true?:
                changes.append(.unchanged("\(stored.list.name) is withdrawn from \(path) already"))
                continue
            case nil: break
            }
            let from = try sources(of: record.id).offered.first { $0.list.hasSameUTF8(as: stored.list.name) }?.from
            guard let from else {
                changes.append(.unchanged("\(path) does not offer \(stored.list.name)"))
                continue
            }
            guard !record.isGroup else {
                throw MenuError.refused("\(path) has \(stored.list.name) from \(from); a group offers a list or not, and exceptions are dishes",
                                        hints: ["withdraw it from \(from), or from the dishes that should not have it"])
            }
            try database.cachedStatement("""
                INSERT INTO choice_offer (node_id, list_id, position, withdrawn)
                VALUES (?1, ?2, (SELECT coalesce(max(position) + 1, 0) FROM choice_offer WHERE node_id = ?1), 1)
                """).run([.integer(record.id), .integer(stored.id)])
            changes.append(.withdrawn(path))
        }
        return changes
    }

    /// nil: the node has no row for the list; false: it offers it; true: withdrawn.
    private func ownOffer(of nodeID: Int64, list listID: Int64) throws -> Bool? {
        try database.cachedStatement("SELECT withdrawn FROM choice_offer WHERE node_id = ? AND list_id = ?")
            .firstRow([.integer(nodeID), .integer(listID)]) { $0.bool("withdrawn") }
    }

    /// `choices sold-out` / `restock`: the options changed, and those
    /// already so (for a notice). An option the list lacks is exit 1.
    public func setSoldOut(_ soldOut: Bool, list name: String, options: [String]) throws -> (changed: [String], unchanged: [String]) {
        let stored = try list(named: name)
        var changed: [String] = [], unchanged: [String] = []
        for option in options {
            let index = try Self.place(of: option, in: stored.list)
            guard stored.list.options[index].isSoldOut != soldOut else { unchanged.append(option); continue }
            try database.cachedStatement("UPDATE choice_option SET sold_out = ? WHERE list_id = ? AND position = ?")
                .run([.integer(soldOut ? 1 : 0), .integer(stored.id), .integer(Int64(index))])
            if !changed.contains(where: { $0.hasSameUTF8(as: option) }) { changed.append(option) }
        }
        return (changed, unchanged)
    }

    /// Every offer and withdrawal, for `list`, the export and the page: one
    /// pass over each table.
    public func allOffers() throws -> ChoiceOffers {
        var offers = ChoiceOffers()
        try database.cachedStatement("SELECT id, name FROM choice_list").forEachRow { offers.names[$0.int("id")] = $0.text("name") }
        guard !offers.names.isEmpty else { return offers }
        try database.cachedStatement("SELECT node_id, list_id, withdrawn FROM choice_offer ORDER BY node_id, position")
            .forEachRow { offers.add(node: $0.int("node_id"), list: $0.int("list_id"), withdrawn: $0.bool("withdrawn")) }
        return offers
    }

    /// What the dishes inside a group inherit, from the group and every
    /// group above it (`list GROUP` starts its walk with it).
    public func inherited(by groupID: Int64, in offers: ChoiceOffers) throws -> ChoiceOffers.Inherited {
        guard !offers.isEmpty else { return ChoiceOffers.Inherited() }
        var inherited = ChoiceOffers.Inherited()
        for id in try ancestors(of: groupID, includingItself: true).reversed() {
            inherited = offers.inherited(by: id, from: inherited)
        }
        return inherited
    }

    /// A dish's choices, worked out from the groups above it (`show`, `find`).
    public func choices(of id: Int64, in offers: ChoiceOffers) throws -> [String] {
        guard !offers.isEmpty, let record = try tx.tree.node(id: id), !record.isGroup else { return [] }
        let above = try record.parentID.map { try inherited(by: $0, in: offers) } ?? ChoiceOffers.Inherited()
        return offers.choices(of: id, inheriting: above)
    }

    /// For `show`: each choice of a dish with where it comes from (nil: the
    /// dish itself), and each list withdrawn from it with the group that
    /// offers it; for a group, what it offers for the dishes inside it.
    public func sources(of id: Int64) throws -> (offered: [(list: String, from: String?)], withdrawn: [(list: String, from: String?)]) {
        let offers = try allOffers()
        guard !offers.isEmpty else { return ([], []) }
        let chain = try ancestors(of: id, includingItself: true)
        var offered: [(list: String, from: String?)] = [], withdrawn: [(list: String, from: String?)] = []
        let gone = offers.withdrawn[id] ?? []
        var seen = Set<Int64>()
        for (level, node) in chain.enumerated() {
            let from = level == 0 ? nil : try tx.tree.path(of: node)
            for list in offers.offered(by: node) where seen.insert(list).inserted {
                guard let name = offers.names[list] else { continue }
                if gone.contains(list) { withdrawn.append((name, from)) } else { offered.append((name, from)) }
            }
        }
        return (offered, withdrawn)
    }

    /// The node and the groups above it, nearest first, below the root;
    /// bounded by the menu's depth, so a cycle another program wrote ends.
    private func ancestors(of id: Int64, includingItself: Bool) throws -> [Int64] {
        var ids: [Int64] = []
        try database.cachedStatement("""
            WITH RECURSIVE up (id, parent_id, steps) AS (
                SELECT id, parent_id, 0 FROM menu_node WHERE id = ?1
                UNION ALL
                SELECT m.id, m.parent_id, up.steps + 1 FROM menu_node AS m JOIN up ON m.id = up.parent_id
                WHERE up.steps <= ?2 AND m.kind <> 'root'
            )
            SELECT id FROM up ORDER BY steps
            """).forEachRow([.integer(id), .integer(Int64(MenuPath.maximumDepth))]) { ids.append($0.int("id")) }
        return includingItself ? ids : Array(ids.dropFirst())
    }

    /// A stored surcharge: nil when free, or out of range (the CHECKs keep
    /// those out, but a file is not trusted, SPEC 9).
    package static func surcharge(_ fen: Int64) -> Amount? {
        fen == 0 ? nil : try? Amount(fen: fen)
    }
}
