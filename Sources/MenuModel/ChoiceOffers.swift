/// Where the menu's choice lists are offered (SPEC 18), as read beside the
/// tree: what each node offers itself, in order, and what is withdrawn from
/// a dish that has it from above. A dish's choices are worked out through
/// the composite: its own offers, then every group's above it, nearest
/// first, each once, without what is withdrawn from it.
public struct ChoiceOffers: Sendable {
    /// Every list's name, by id.
    public var names: [Int64: String] = [:]
    /// The lists each node offers, by node id, in the order offered: most
    /// nodes offer none or one, so the lists of all nodes share one array
    /// and each node has a range of it (`list` reads 10,000 offers without
    /// making 10,000 arrays).
    private var offeredRanges: [Int64: Range<Int>] = [:]
    private var offeredLists: [Int64] = []
    /// The lists withdrawn from each dish, by node id: rare.
    public private(set) var withdrawn: [Int64: [Int64]] = [:]

    public init() {}

    /// No list is offered anywhere: every dish's choices are none.
    public var isEmpty: Bool { offeredRanges.isEmpty }

    /// Records what a node offers or withdraws, its offers in order:
    /// `allOffers()` calls it once a row, a node's rows together.
    public mutating func add(node: Int64, list: Int64, withdrawn isWithdrawn: Bool) {
        if isWithdrawn { withdrawn[node, default: []].append(list); return }
        offeredLists.append(list)
        if let range = offeredRanges[node], range.upperBound == offeredLists.count - 1 {
            offeredRanges[node] = range.lowerBound..<offeredLists.count
        } else {
            offeredRanges[node] = (offeredLists.count - 1)..<offeredLists.count
        }
    }

    /// The lists `id` offers itself, in order.
    public func offered(by id: Int64) -> ArraySlice<Int64> {
        offeredRanges[id].map { offeredLists[$0] } ?? []
    }

    /// The names of the lists `id` offers itself, in order.
    public func offeredNames(of id: Int64) -> [String] { offered(by: id).compactMap { names[$0] } }
    /// The names of the lists withdrawn from `id`.
    public func withdrawnNames(of id: Int64) -> [String] { (withdrawn[id] ?? []).compactMap { names[$0] } }

    /// What the dishes inside a group inherit: the group's own offers first,
    /// then what the group inherits, each list once.
    public func inherited(by id: Int64, from above: Inherited) -> Inherited {
        let own = offered(by: id)
        guard !own.isEmpty else { return above }
        var ids = own.filter { names[$0] != nil }
        for list in above.ids where !ids.contains(list) { ids.append(list) }
        return Inherited(ids: ids, names: ids.compactMap { names[$0] })
    }

    /// A dish's choices, given what it inherits from the groups above it;
    /// nil when they are just what it inherits.
    public func ownChoices(of id: Int64, inheriting above: Inherited) -> [String]? {
        let own = offered(by: id), gone = withdrawn.isEmpty ? nil : withdrawn[id]
        if own.isEmpty && gone == nil { return nil }
        var ids = own.filter { names[$0] != nil }
        for list in above.ids where !ids.contains(list) && !(gone ?? []).contains(list) { ids.append(list) }
        return ids.compactMap { names[$0] }
    }

    /// A dish's choices, given what it inherits from the groups above it.
    public func choices(of id: Int64, inheriting above: Inherited) -> [String] {
        ownChoices(of: id, inheriting: above) ?? above.names
    }

    /// The choices of each of `rows` (none for groups), from one pass down
    /// them: rows come in pre-order, each after the groups above it, so what
    /// a group hands down is kept on a stack by depth and never looked up
    /// per row. `above` is what the rows' top inherits (`list GROUP`); nil
    /// when no list is offered anywhere.
    public func choices(of rows: [VisibleRow], above: Inherited = Inherited()) -> RowChoices? {
        guard !isEmpty else { return nil }
        var choices = RowChoices()
        choices.ofRow.reserveCapacity(rows.count)
        // The groups above the row: their depth, what they hand down, and
        // its entry, entered once. Three stacks, so that a dish reads its
        // group's entry without copying what the group hands down.
        var depths: [Int] = [-1], entries: [Int32] = [choices.enter(above.names)], handed: [Inherited] = [above]
        let withdrawals = !withdrawn.isEmpty
        for row in rows {
            let depth = row.depth
            while depths[depths.count - 1] >= depth {
                depths.removeLast()
                entries.removeLast()
                handed.removeLast()
            }
            let node = row.node
            let id = node.id
            // Most dishes offer and withdraw nothing themselves: they have their group's entry.
            let plain = offeredRanges[id] == nil && !(withdrawals && withdrawn[id] != nil)
            if node.isGroup {
                let inherited = handed[handed.count - 1]
                let hands = plain ? inherited : self.inherited(by: id, from: inherited)
                depths.append(depth)
                entries.append(plain ? entries[entries.count - 1] : choices.enter(hands.names))
                handed.append(hands)
                choices.ofRow.append(0)
            } else if plain {
                choices.ofRow.append(entries[entries.count - 1])
            } else {
                choices.ofRow.append(choices.enter(self.choices(of: id, inheriting: handed[handed.count - 1])))
            }
        }
        return choices
    }

    /// Every dish's choices in a loaded menu, by id, for those that have
    /// any (browse): one walk down with a list, carrying what each group
    /// hands down.
    public func choicesByDish(in root: MenuGroup) -> [Int64: [String]] {
        guard !isEmpty else { return [:] }
        var found: [Int64: [String]] = [:]
        var pending: [(node: any MenuComponent, inherited: Inherited)] = root.children.reversed().map { ($0, Inherited()) }
        while let (node, above) = pending.popLast() {
            if node.isGroup {
                let inherited = self.inherited(by: node.id, from: above)
                pending += node.children.reversed().map { ($0, inherited) }
            } else {
                let names = choices(of: node.id, inheriting: above)
                if !names.isEmpty { found[node.id] = names }
            }
        }
        return found
    }

    /// What a group hands down: list ids, nearest first, and their names.
    public struct Inherited: Sendable {
        public var ids: [Int64] = []
        public var names: [String] = []
        public init(ids: [Int64] = [], names: [String] = []) {
            self.ids = ids
            self.names = names
        }
    }
}

/// The choices of the rows of `list` or `find`: a few distinct lists of
/// names, and for each row which of them it has, so that a format writes
/// each list once and 50,000 dishes of one group share it.
public struct RowChoices: Sendable {
    /// The distinct lists; the first is none.
    public private(set) var entries: [[String]] = [[]]
    /// For each row, its entry.
    public var ofRow: [Int32] = []

    public init() {}

    /// Choices of one row each, for rows that are not a walk down the menu (`find`).
    public init(eachRow: [[String]]) {
        for names in eachRow { ofRow.append(enter(names)) }
    }

    /// Adds a list of names and says which entry it is.
    mutating func enter(_ names: [String]) -> Int32 {
        guard !names.isEmpty else { return 0 }
        entries.append(names)
        return Int32(entries.count - 1)
    }

    /// Row `index`'s choices.
    public subscript(index: Int) -> [String] { entries[Int(ofRow[index])] }
}
