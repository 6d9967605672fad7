/// One row of `menu_node` as the file holds it, trusting nothing: another
/// program may have written any of it (SPEC 9).
package struct StoredRow: Sendable {
    package let id: Int64
    package let parentID: Int64?
    package let kind: String
    /// As decoded: bytes that are not UTF-8 read as U+FFFD.
    package let name: String
    package let nameIsUTF8: Bool
    package let position: Int64
    package let expanded: Int64
    package let priceFen: Int64?

    package init(id: Int64, parentID: Int64?, kind: String, name: String, nameIsUTF8: Bool, position: Int64, expanded: Int64, priceFen: Int64?) {
        self.id = id
        self.parentID = parentID
        self.kind = kind
        self.name = name
        self.nameIsUTF8 = nameIsUTF8
        self.position = position
        self.expanded = expanded
        self.priceFen = priceFen
    }

    package var isEntry: Bool { kind != "root" }
    /// The first rule of SPEC 2 the stored name breaks, or nil.
    package var nameFault: StoredName.Fault? { nameIsUTF8 ? StoredName.fault(in: name) : .notUTF8 }
    /// What `load()` attaches children to; any other kind shows as a dish.
    package var holdsEntries: Bool { kind == "group" }
}

/// Something `check` found wrong in the file, naming the row it is about.
public struct MenuProblem: Sendable, CustomStringConvertible {
    /// The node; nil for what belongs to no one node (find's search keys).
    public let id: Int64?
    /// `#7 '宫保鸡丁'`, the name as stored (the writer escapes it); or what else it is about.
    public let row: String
    public let detail: String

    package init(id: Int64?, row: String, detail: String) {
        self.id = id
        self.row = row
        self.detail = detail
    }

    public var description: String { "\(row): \(detail)" }
}

/// Rows each inside the next, the last inside the first: a cycle that
/// `load()` never reaches from the top.
package struct RowCycle {
    /// The row with the lowest id: `check` names the cycle from it, and
    /// `check --repair` moves it out.
    package let lowest: Int
    /// Every row of it, walking up from `lowest`.
    package let rows: [Int]

    /// The rows of a walk from where it came back to itself, which holds
    /// that row at least.
    init(_ walked: ArraySlice<Int>, in stored: [StoredRow]) {
        var start = walked.startIndex
        for index in walked.indices where stored[walked[index]].id < stored[walked[start]].id { start = index }
        lowest = walked[start]
        rows = Array(walked[start...] + walked[..<start])
    }
}

/// What is wrong with the rows of a menu (SPEC 9): orphans, cycles, rows
/// too deep, dishes holding entries, positions, names, and values the
/// schema refuses. Every walk uses a list or a queue and visits each row
/// once, so neither a cycle nor a chain of a million rows can make it
/// recurse or run forever; ids are keys of a dictionary, never indexes.
package struct MenuCheckup {
    package static let topID = NodeRecord.rootID

    package let rows: [StoredRow]
    /// Row index by id.
    package let index: [Int64: Int]
    /// The entries under each parent id, in sibling order (position, then id).
    package let children: [Int64: [Int]]
    package let hasTop: Bool
    /// Entries whose parent is missing, NULL, or not part of the menu.
    package private(set) var orphans: [Int] = []
    /// Each cycle once.
    package private(set) var cycles: [RowCycle] = []
    /// Rows reachable from the top, first one level too deep, with how many rows are below each.
    package private(set) var tooDeep: [(row: Int, below: Int)] = []
    /// Groups (and the top) whose entries' positions are not 0, 1, 2…
    package private(set) var unevenGroups: [Int64] = []
    package private(set) var problems: [MenuProblem] = []

    package init(rows: [StoredRow]) {
        self.rows = rows
        var index: [Int64: Int] = [:]
        var children: [Int64: [Int]] = [:]
        for (offset, row) in rows.enumerated() {
            index[row.id] = offset
            if row.isEntry, let parent = row.parentID { children[parent, default: []].append(offset) }
        }
        for key in children.keys {
            children[key]?.sort { (rows[$0].position, rows[$0].id) < (rows[$1].position, rows[$1].id) }
        }
        self.index = index
        self.children = children
        hasTop = index[Self.topID].map { rows[$0].kind == "root" } ?? false
        findOrphansAndCycles()
        findRowsTooDeep()
        findTheRest()
    }

    /// `#7 '宫保鸡丁'`, or `#1 (the top)`.
    package func label(_ offset: Int) -> String {
        let row = rows[offset]
        return row.id == Self.topID ? "#1 (the top)" : "#\(row.id) '\(row.name)'"
    }

    /// The row an entry's parent_id names, when that row can hold it or is
    /// a dish; nil when the parent is missing, NULL, or not in the menu.
    package func parentInMenu(of offset: Int) -> Int64? {
        guard let parentID = rows[offset].parentID else { return nil }
        if parentID == Self.topID { return parentID }
        guard let parent = index[parentID], rows[parent].isEntry else { return nil }
        return parentID
    }

    private mutating func report(_ offset: Int, _ detail: String) {
        problems.append(MenuProblem(id: rows[offset].id, row: label(offset), detail: detail))
    }

    private mutating func findOrphansAndCycles() {
        if !hasTop {
            problems.append(MenuProblem(id: Self.topID, row: "#1 (the top)", detail: "the top of the menu is missing"))
        }
        for offset in rows.indices where rows[offset].isEntry && parentInMenu(of: offset) == nil {
            orphans.append(offset)
            switch rows[offset].parentID {
            case nil: report(offset, "it belongs to no group (parent_id is NULL)")
            case let parent? where index[parent] == nil: report(offset, "its group #\(parent) does not exist")
            case let parent?: report(offset, "its group #\(parent) is not part of the menu")
            }
        }
        findCycles()
        for cycle in cycles {
            // Named from its lowest id, each row followed by the group it is in.
            let shown = cycle.rows.prefix(6).map { "#\(rows[$0].id)" } + [cycle.rows.count > 6 ? "…" : "#\(rows[cycle.lowest].id)"]
            report(cycle.lowest, "it is inside itself: \(shown.joined(separator: " in "))")
        }
    }

    /// Walks up from every row, marking each with its place on this walk
    /// (1, 2, …) or as done (-1): a walk that comes back to a row of its
    /// own has found a cycle, from that row's place on. Every row is walked
    /// over once, whatever the shape.
    private mutating func findCycles() {
        var state = [Int](repeating: 0, count: rows.count)
        for start in rows.indices where rows[start].isEntry && state[start] == 0 {
            var walk: [Int] = []
            var current = start
            while state[current] >= 0 {
                if state[current] > 0 {
                    cycles.append(RowCycle(walk[(state[current] - 1)...], in: rows))
                    break
                }
                walk.append(current)
                state[current] = walk.count
                guard let parentID = parentInMenu(of: current), parentID != Self.topID, let parent = index[parentID] else { break }
                current = parent
            }
            for offset in walk { state[offset] = -1 }
        }
    }

    /// Breadth first from the top through groups, as `load()` reaches rows.
    private mutating func findRowsTooDeep() {
        var queue: [(row: Int, depth: Int, deepTop: Int?)] = (children[Self.topID] ?? []).map { ($0, 1, nil) }
        var below: [Int: Int] = [:]
        var next = 0
        while next < queue.count {
            let (offset, depth, deepTop) = queue[next]
            next += 1
            let top = deepTop ?? (depth > MenuPath.maximumDepth ? offset : nil)
            if let top, top != offset { below[top, default: 0] += 1 }
            if top == offset { tooDeep.append((offset, 0)) }
            guard rows[offset].holdsEntries else { continue }
            for child in children[rows[offset].id] ?? [] { queue.append((child, depth + 1, top)) }
        }
        tooDeep = tooDeep.map { ($0.row, below[$0.row] ?? 0) }
        for (offset, count) in tooDeep {
            report(offset, "it is \(MenuPath.maximumDepth + 1) levels down, deeper than \(MenuPath.maximumDepth)"
                   + (count == 0 ? "" : " (\(count) entr\(count == 1 ? "y" : "ies") below it)"))
        }
    }

    private mutating func findTheRest() {
        let holders = [Self.topID] + rows.filter(\.isEntry).map(\.id)
        for holderID in holders {
            guard let entries = children[holderID] else { continue }
            let holder = holderID == Self.topID ? nil : index[holderID]
            if let holder, !rows[holder].holdsEntries {
                report(holder, "a dish that holds \(entries.count) entr\(entries.count == 1 ? "y" : "ies"); only groups hold entries")
                continue
            }
            let positions = entries.map { rows[$0].position }
            if positions != (0..<Int64(entries.count)).map({ $0 }) {
                unevenGroups.append(holderID)
                let shown = positions.prefix(6).map(String.init).joined(separator: ", ") + (positions.count > 6 ? ", …" : "")
                let detail = "its \(entries.count) entr\(entries.count == 1 ? "y is" : "ies are") at positions \(shown) instead of 0 to \(entries.count - 1)"
                if let holder { report(holder, detail) } else {
                    problems.append(MenuProblem(id: Self.topID, row: "#1 (the top)", detail: detail))
                }
            }
            var seen: [[UInt8]: Int] = [:]
            for entry in entries {
                if let first = seen[Array(rows[entry].name.utf8)] {
                    report(entry, "#\(rows[first].id) in the same group has the same name")
                } else {
                    seen[Array(rows[entry].name.utf8)] = entry
                }
            }
        }
        for offset in rows.indices where rows[offset].isEntry {
            let row = rows[offset]
            if let fault = row.nameFault { report(offset, fault.description) }
            if row.kind != "group" && row.kind != "item" {
                report(offset, "its kind '\(row.kind)' is neither group nor item")
            }
            if row.expanded != 0 && row.expanded != 1 { report(offset, "expanded is \(row.expanded), not 0 or 1") }
            if let fen = row.priceFen {
                if row.kind == "group" { report(offset, "a group with a price") }
                else if !(0...Amount.maximumFen).contains(fen) { report(offset, "the price \(fen) fen is out of range") }
            }
        }
    }
}
