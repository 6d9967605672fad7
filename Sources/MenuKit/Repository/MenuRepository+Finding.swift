extension MenuRepository {
    /// The texts `find` looks in, as SQL over a `menu_node` row: the name.
    /// Translations add theirs as one more entry (all of a node's texts
    /// joined by a control character, which no query holds).
    static let searchedTexts = ["name"]

    /// Every group and dish whose text matches `query`, collapsed or not,
    /// in menu order: rows as `list --all` shows them (depth and path from
    /// the top), numbered from 1 among the rows found.
    ///
    /// One pass over the table matches the stored bytes and notes where
    /// every node hangs; only what is found becomes a node. Building the
    /// whole tree, as `list` does, costs ten times the scan on a 100,000-node
    /// menu. Only what is reachable from the top counts, as for `list`.
    public func find(_ query: MenuQuery) throws -> [VisibleRow] {
        var query = query
        var outline = MenuOutline()
        var found: [NodeRecord] = []
        // The searched texts come after the node's own columns.
        let firstText = Self.nodeColumns.split(separator: ",").count
        let textColumns = (firstText..<firstText + Self.searchedTexts.count).map(Int32.init)
        try database.cachedStatement(
            "SELECT \(Self.nodeColumns), \(Self.searchedTexts.joined(separator: ", ")) FROM menu_node ORDER BY id"
        ).forEachRow { row in
            outline.append(id: row.int(0), parent: row.optionalInt(1), position: row.int(4))
            if textColumns.contains(where: { column in row.withText(column) { query.matches(utf8: $0) } }) {
                let record = Self.record(row)
                if !record.isRoot { found.append(record) }
            }
        }
        let placed = found.compactMap { record in outline.lineage(of: record.id).map { (record, $0) } }
            .sorted { MenuOutline.precedes($0.1, $1.1) }
        var names: [Int64: String] = [:]
        var rows: [VisibleRow] = []
        rows.reserveCapacity(placed.count)
        for (record, lineage) in placed {
            var path = ""
            for step in lineage.dropLast() {
                if names[step.id] == nil { names[step.id] = try name(of: step.id) }
                path += names[step.id]! + "/"
            }
            rows.append(VisibleRow(number: rows.count + 1, depth: lineage.count - 1, path: path + record.name,
                                   node: try componentWithEntries(record)))
        }
        return rows
    }

    private func name(of id: Int64) throws -> String {
        try database.cachedStatement("SELECT name FROM menu_node WHERE id = ?").firstRow([.integer(id)]) { $0.text(0) } ?? ""
    }

    /// A found node; a group with what it holds (theirs left out), so that
    /// its row counts its entries as `list` does.
    private func componentWithEntries(_ record: NodeRecord) throws -> any MenuComponent {
        let node = Self.component(record)
        if let group = node as? MenuGroup {
            try database.cachedStatement("SELECT \(Self.nodeColumns) FROM menu_node WHERE parent_id = ? ORDER BY position")
                .forEachRow([.integer(record.id)]) { group.add(Self.component(Self.record($0))) }
        }
        return node
    }
}

/// Where every node hangs, by id, in three arrays: enough to put found rows
/// in menu order and name their paths without building the tree.
struct MenuOutline {
    private var ids: [Int64] = []
    private var parents: [Int64?] = []
    private var positions: [Int64] = []

    /// Nodes must come in increasing id order, as a table scan gives them.
    mutating func append(id: Int64, parent: Int64?, position: Int64) {
        ids.append(id)
        parents.append(parent)
        positions.append(position)
    }

    /// The nodes from the top down to `id`, with their positions; nil when
    /// it cannot be reached from the top within the depth limit (an orphan
    /// or a cycle another program wrote), as `load()` leaves it out.
    func lineage(of id: Int64) -> [(id: Int64, position: Int64)]? {
        var lineage: [(id: Int64, position: Int64)] = []
        var current = id
        for _ in 0..<MenuPath.maximumDepth {
            guard let index = index(of: current), let parent = parents[index] else { return nil }
            lineage.append((current, positions[index]))
            if parent == MenuRepository.rootID { return lineage.reversed() }
            current = parent
        }
        return nil
    }

    /// Menu order: by position from the top down, a group before what it
    /// holds; ids settle positions another program made equal.
    static func precedes(_ lhs: [(id: Int64, position: Int64)], _ rhs: [(id: Int64, position: Int64)]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            return (left.position, left.id) < (right.position, right.id)
        }
        return lhs.count < rhs.count
    }

    private func index(of id: Int64) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }
}
