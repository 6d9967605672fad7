/// Where the menu's choice lists are offered (SPEC 18), as `load()` reads
/// them beside the tree: what each node offers itself, in order, and what
/// is withdrawn from a dish that has it from above. A dish's choices are
/// worked out through the composite: its own offers, then every group's
/// above it, nearest first, each once, without what is withdrawn from it.
public struct ChoiceOffers: Sendable {
    /// Every list's name, by id.
    public var names: [Int64: String] = [:]
    /// The lists each node offers, by node id, in the order offered.
    public var offered: [Int64: [Int64]] = [:]
    /// The lists withdrawn from each dish, by node id.
    public var withdrawn: [Int64: [Int64]] = [:]

    public init() {}

    /// No list is offered anywhere: every dish's choices are none.
    public var isEmpty: Bool { offered.isEmpty }

    /// The names of the lists `id` offers itself, in order.
    public func offeredNames(of id: Int64) -> [String] { (offered[id] ?? []).compactMap { names[$0] } }
    /// The names of the lists withdrawn from `id`.
    public func withdrawnNames(of id: Int64) -> [String] { (withdrawn[id] ?? []).compactMap { names[$0] } }

    /// What the dishes inside a group inherit: the group's own offers first,
    /// then what the group inherits, each list once.
    public func inherited(by id: Int64, from above: Inherited) -> Inherited {
        guard let own = offered[id], !own.isEmpty else { return above }
        var ids = own.filter { names[$0] != nil }
        for list in above.ids where !ids.contains(list) { ids.append(list) }
        return Inherited(ids: ids, names: ids.compactMap { names[$0] })
    }

    /// A dish's choices, given what it inherits from the groups above it.
    public func choices(of id: Int64, inheriting above: Inherited) -> [String] {
        let own = offered[id], gone = withdrawn[id]
        // Most dishes offer nothing of their own: they share the group's array.
        if own == nil && gone == nil { return above.names }
        var ids = (own ?? []).filter { names[$0] != nil }
        for list in above.ids where !ids.contains(list) { ids.append(list) }
        if let gone { ids.removeAll { gone.contains($0) && !(own ?? []).contains($0) } }
        return ids.compactMap { names[$0] }
    }

    /// The choices of each of `rows`, in order (empty for groups), from one
    /// pass down them: rows come in pre-order, each after the groups above
    /// it, so what a group hands down is kept on a stack by depth and never
    /// looked up per row. `above` is what the rows' top inherits (`list
    /// GROUP`); nil when no list is offered anywhere.
    public func choices(of rows: [VisibleRow], above: Inherited = Inherited()) -> [[String]]? {
        guard !isEmpty else { return nil }
        var result: [[String]] = []
        result.reserveCapacity(rows.count)
        var stack: [(depth: Int, inherited: Inherited)] = []
        for row in rows {
            while let last = stack.last, last.depth >= row.depth { stack.removeLast() }
            let inherited = stack.last?.inherited ?? above
            if row.node.isGroup {
                stack.append((row.depth, self.inherited(by: row.node.id, from: inherited)))
                result.append([])
            } else {
                result.append(choices(of: row.node.id, inheriting: inherited))
            }
        }
        return result
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
