import MenuModel
import SQLite
extension SearchStore {
    /// Every group and dish whose text matches `query` or one of its other
    /// forms (`MenuQuery.alternatives`), collapsed or not, in menu order: rows as `list --all` shows them (depth and path from
    /// the top), numbered from 1 among the rows found.
    ///
    /// Names and translations are searched through their buckets' keys
    /// (one row per 64 nodes, SearchStore.swift), so the
    /// matcher is asked only of the texts in buckets that may hold a
    /// match; the rows found are put in menu order by walking up to the
    /// top, each group on the way read once; building the whole tree, as
    /// `list` does, would cost ten times more. Only what is reachable from
    /// the top counts.
    public func find(_ query: MenuQuery) throws -> [VisibleRow] {
        // Its traditional and simplified forms too: 雞 finds 宫保鸡丁 (SPEC 12).
        var foundIDs = try idsOfMatches(query)
        for other in query.alternatives { foundIDs.formUnion(try idsOfMatches(other)) }
        var found: [NodeRecord] = []
        for id in foundIDs { if let record = try tx.tree.node(id: id) { found.append(record) } }
        // The root is not shown (its name is empty, unless another program wrote one).
        found.removeAll(where: \.isRoot)
        var places: [Int64: GroupPlace?] = [:]
        var placed: [(record: NodeRecord, parent: GroupPlace)] = []
        for record in found {
            guard let parentID = record.parentID, let parent = try place(of: parentID, known: &places),
                  parent.lineage.count < MenuPath.maximumDepth else { continue }
            placed.append((record, parent))
        }
        placed = Self.inMenuOrder(placed)
        // One pass over the windows, as load() makes it: a row per window, not per node.
        let hours = placed.isEmpty ? [:] : try tx.service.allServingHours()
        // Details of the rows found only, not of the whole menu.
        let details = placed.isEmpty ? [:] : try tx.details.details(of: placed.map(\.record.id))
        var rows: [VisibleRow] = []
        rows.reserveCapacity(placed.count)
        for (record, parent) in placed {
            let node = try tx.nodes.node(record, hours: hours[record.id] ?? .always, details: details[record.id] ?? DishDetails.none,
                                         withEntries: parent.lineage.count + 1 < MenuPath.maximumDepth)
            rows.append(VisibleRow(number: rows.count + 1, depth: parent.lineage.count,
                                   path: parent.path.isEmpty ? record.name : parent.path + "/" + record.name, node: node))
        }
        return rows
    }

    /// Where a group that holds found rows stands: the groups from the top
    /// down to it, itself last, and its path. Read once per group, however
    /// many rows it holds.
    package struct GroupPlace {
        package var lineage: [NodeRecord]
        package var path: String
    }

    /// The place of group `id`, walking up to the top or to a group placed
    /// before; nil when it cannot be reached from the top within the depth
    /// limit (an orphan, a cycle another program wrote, or under a dish),
    /// as `load()` leaves it out.
    private func place(of id: Int64, known places: inout [Int64: GroupPlace?]) throws -> GroupPlace? {
        var above: [NodeRecord] = []
        var current = id
        var base: GroupPlace?
        while true {
            if current == NodeRecord.rootID { base = GroupPlace(lineage: [], path: ""); break }
            if let known = places[current] { base = known; break }
            // Deeper than a menu goes: nothing is remembered, as the groups
            // on the way may still be within the limit.
            guard above.count < MenuPath.maximumDepth else { return nil }
            guard let record = try tx.tree.node(id: current), record.isGroup, let parentID = record.parentID else {
                base = nil
                break
            }
            above.append(record)
            current = parentID
        }
        var place = base
        for record in above.reversed() {
            place = place.flatMap { parent in
                parent.lineage.count < MenuPath.maximumDepth
                    ? GroupPlace(lineage: parent.lineage + [record],
                                 path: parent.path.isEmpty ? record.name : parent.path + "/" + record.name)
                    : nil
            }
            places[record.id] = .some(place)
        }
        return place
    }

    /// Menu order: by position from the top down, a group before what it
    /// holds; ids settle positions another program made equal. Each row's
    /// key (position and id of every level, its own last) is made once and
    /// compared as numbers: a comparator that walks the lineages costs
    /// `find` in a big menu more than the finding.
    package static func inMenuOrder(_ placed: [(record: NodeRecord, parent: GroupPlace)]) -> [(record: NodeRecord, parent: GroupPlace)] {
        let keys: [[Int64]] = placed.map { entry in
            var key: [Int64] = []
            key.reserveCapacity(2 * entry.parent.lineage.count + 2)
            for group in entry.parent.lineage { key += [group.position, group.id] }
            key += [entry.record.position, entry.record.id]
            return key
        }
        // A key that is the start of another is a group before what it holds.
        return placed.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { placed[$0] }
    }
}
