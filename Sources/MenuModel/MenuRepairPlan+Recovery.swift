/// Steps 1 and 2 of `MenuRepairPlan`: which rows go into `recovered`, and
/// the entries each group keeps. Rows are offsets into `checkup.rows`.
struct RepairRecovery {
    let checkup: MenuCheckup
    let recoveredKey: Int64
    /// `'recovered'`, as the lines quote it.
    let into: String
    /// The entries under each parent id, as they will be.
    private(set) var kids: [Int64: [Int]]
    private(set) var isMoved: [Bool]
    /// What was moved, one line each, in the order it was found.
    private(set) var lines: [String] = []
    private var isReached: [Bool]
    /// The breadth-first walk: groups to visit, at their depth, and the next to visit.
    private var queue: [(id: Int64, depth: Int)] = []
    private var next = 0

    init(_ checkup: MenuCheckup, recoveredKey: Int64, recoveredName: String) {
        self.checkup = checkup
        self.recoveredKey = recoveredKey
        into = "'\(recoveredName)'"
        kids = checkup.children
        isMoved = [Bool](repeating: false, count: checkup.rows.count)
        isReached = isMoved
    }

    /// Step 1: orphans, one row of each cycle, and the entries inside a dish.
    mutating func moveTheHomeless() {
        let rows = checkup.rows
        var moves: [Int] = []
        func move(_ offset: Int, _ why: String) {
            if mark(offset, why) { moves.append(offset) }
        }
        for offset in checkup.orphans {
            switch rows[offset].parentID {
            case nil: move(offset, "it belonged to no group")
            case let parent? where checkup.index[parent] == nil: move(offset, "its group #\(parent) did not exist")
            case let parent?: move(offset, "its group #\(parent) was not in the menu")
            }
        }
        for cycle in checkup.cycles { move(cycle.lowest, "it was inside itself") }
        for (holderID, entries) in checkup.children.sorted(by: { $0.key < $1.key }) {
            guard holderID != MenuCheckup.topID, let holder = checkup.index[holderID], !rows[holder].holdsEntries,
                  rows[holder].isEntry else { continue }
            for entry in entries { move(entry, "it was inside the dish \(checkup.label(holder))") }
        }
        for key in kids.keys { kids[key]?.removeAll { isMoved[$0] } }
        kids[recoveredKey, default: []] += moves
    }

    /// Step 2: breadth first from `start`; a row one level too deep moves
    /// up into `recovered`. Then any row not reached that way, should there
    /// be one, is not lost: it goes into `recovered` too.
    mutating func walk(from start: [(id: Int64, depth: Int)]) {
        queue = start
        walkOn()
        let rows = checkup.rows
        for offset in rows.indices where rows[offset].isEntry && !isReached[offset] {
            isReached[offset] = true
            mark(offset, "it could not be reached")
            if let parent = rows[offset].parentID { kids[parent]?.removeAll { $0 == offset } }
            kids[recoveredKey, default: []].append(offset)
            queue.append((rows[offset].id, 2))
            walkOn()
        }
    }

    private mutating func walkOn() {
        while next < queue.count {
            let (id, depth) = queue[next]
            next += 1
            guard let entries = kids[id] else { continue }
            var stays: [Int] = []
            var movesUp: [Int] = []
            for child in entries {
                guard !isReached[child] else { stays.append(child); continue }
                isReached[child] = true
                if depth + 1 > MenuPath.maximumDepth {
                    mark(child, "it was \(depth + 1) levels down")
                    movesUp.append(child)
                    queue.append((checkup.rows[child].id, 2))
                } else {
                    stays.append(child)
                    queue.append((checkup.rows[child].id, depth + 1))
                }
            }
            kids[id] = stays
            kids[recoveredKey, default: []] += movesUp
        }
    }

    /// Marks a row as moved into `recovered`, saying why; false when it already was.
    @discardableResult
    private mutating func mark(_ offset: Int, _ why: String) -> Bool {
        guard !isMoved[offset] else { return false }
        isMoved[offset] = true
        lines.append("moved \(checkup.label(offset)) into \(into) (\(why))")
        return true
    }
}
