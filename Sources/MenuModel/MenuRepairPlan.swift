/// How `check --repair` mends what a `MenuCheckup` found (SPEC 9), worked
/// out in memory before anything is written, so that every row is written
/// once with all its final values and the schema's checks pass row by row:
///
/// 1. Rows with no place in the menu go into a top-level group `recovered`:
///    orphans, one row of each cycle (the rest of the cycle hangs below
///    it), and the entries inside a dish.
/// 2. Walking from the top, breadth first, a row that would sit deeper than
///    the limit goes into `recovered` too, its entries with it, so a chain
///    of a thousand rows comes back in pieces of at most 31 levels.
/// 3. Within each group, names that break the rules are mended and made
///    unique, valid names keeping theirs first; positions become 0, 1, 2…
///    in the order they had, newcomers last.
package struct MenuRepairPlan {
    /// One row's final values.
    package struct Mended {
        package let offset: Int
        package let parentID: Int64
        package let name: String
        package let position: Int64
        package let expanded: Int64
        package let priceFen: Int64?
        package let changesParent: Bool
        /// A kind the schema does not know: `menu_node_kind_is_fixed`
        /// refuses to change it, so the row is made again as a dish.
        package let remadeAsDish: Bool
        /// Only its position changes, and it can go straight there: see `settle`.
        package var movesStraight = false
    }

    package static let recoveredName = "recovered"

    package let makesTop: Bool
    /// The group that takes the rows: its id, or a key no row has when it is to be made.
    package let recoveredKey: Int64
    package let recoveredName: String
    /// Whether `recovered` must be made, and its place at the top.
    package private(set) var makesRecovered = false
    package private(set) var recoveredPosition: Int64 = 0
    package private(set) var changes: [Mended] = []
    /// What was done, one line each, in the words `check` uses.
    package private(set) var lines: [String] = []

    package init(_ checkup: MenuCheckup) {
        let top = MenuCheckup.topID
        makesTop = !checkup.hasTop
        (recoveredKey, recoveredName, makesRecovered) = Self.recoveredSpot(checkup)
        var recovery = RepairRecovery(checkup, recoveredKey: recoveredKey, recoveredName: recoveredName)
        recovery.moveTheHomeless()
        recovery.walk(from: [(top, 0)] + (makesRecovered ? [(recoveredKey, 1)] : []))
        makesRecovered = makesRecovered && !(recovery.kids[recoveredKey] ?? []).isEmpty
        lines = recovery.lines
        for (parentID, entries) in recovery.kids.sorted(by: { $0.key < $1.key }) where !entries.isEmpty {
            settle(entries, in: parentID, checkup: checkup, isMoved: recovery.isMoved)
        }
        lines += checkup.unevenGroups.map { id in
            let count = checkup.children[id]?.count ?? 0
            let group = id == top ? "the top" : checkup.index[id].map(checkup.label) ?? "#\(id)"
            return "renumbered the \(count) entr\(count == 1 ? "y" : "ies") of \(group)"
        }
    }

    /// Step 3: final names and positions of the entries of one group.
    private mutating func settle(_ entries: [Int], in parentID: Int64, checkup: MenuCheckup, isMoved: [Bool]) {
        var taken = Set<[UInt8]>()
        if parentID == MenuCheckup.topID && makesRecovered {
            taken.insert(Array(recoveredName.utf8))
            recoveredPosition = Int64(entries.count)
        }
        let names = settledNames(of: entries, taken: taken, checkup: checkup, isMoved: isMoved)
        let straight = Self.renumbersStraight(entries, rows: checkup.rows, isMoved: isMoved)
        for (place, offset) in entries.enumerated() {
            if let mended = mended(offset, in: parentID, at: place, named: names[place], checkup: checkup, straight: straight) {
                changes.append(mended)
            }
        }
    }

    /// The entries' names, in their order: valid ones keep theirs first,
    /// then the others are mended and made unique, each said.
    private mutating func settledNames(of entries: [Int], taken: Set<[UInt8]>, checkup: MenuCheckup,
                                       isMoved: [Bool]) -> [String] {
        let rows = checkup.rows
        var taken = taken
        var kept: [Int: String] = [:]
        for offset in entries where !isMoved[offset] && rows[offset].nameFault == nil {
            if taken.insert(Array(rows[offset].name.utf8)).inserted { kept[offset] = rows[offset].name }
        }
        return entries.map { offset in
            if let name = kept[offset] { return name }
            let row = rows[offset]
            let fault = row.nameFault
            let name = StoredName.unique(fault == nil ? row.name : StoredName.mended(row.name), among: taken)
            taken.insert(Array(name.utf8))
            if !name.utf8.elementsEqual(row.name.utf8) || !row.nameIsUTF8 {
                lines.append("renamed \(checkup.label(offset)) to '\(name)' (\(fault?.description ?? "its group holds another entry of that name"))")
            }
            return name
        }
    }

    /// Whether renumbering 0, 1, 2… can go in the order of the positions the
    /// entries that stay already hold: when those are distinct and not
    /// negative, the i-th smallest is at least i, so taking them in order,
    /// each finds its new place free (the one before it has left it, or
    /// was parked below zero). One write instead of two, where a menu of
    /// 200,000 dishes with a gap spends its time.
    private static func renumbersStraight(_ entries: [Int], rows: [StoredRow], isMoved: [Bool]) -> Bool {
        let staying = entries.prefix { !isMoved[$0] }
        return zip(staying, staying.dropFirst()).allSatisfy { rows[$0].position < rows[$1].position }
            && (staying.first.map { rows[$0].position >= 0 } ?? true)
    }

    /// One entry's final values, each mend said; nil when it keeps them all.
    private mutating func mended(_ offset: Int, in parentID: Int64, at place: Int, named name: String,
                                 checkup: MenuCheckup, straight: Bool) -> Mended? {
        let row = checkup.rows[offset]
        let remade = row.kind != "group" && row.kind != "item"
        let expanded: Int64 = row.expanded == 0 ? 0 : 1
        var price = row.priceFen
        if row.kind == "group" || !(0...Amount.maximumFen).contains(price ?? 0) { price = nil }
        if remade { lines.append("made \(checkup.label(offset)) a dish (its kind was '\(row.kind)')") }
        if expanded != row.expanded { lines.append("set expanded of \(checkup.label(offset)) to 1 (it was \(row.expanded))") }
        if price != row.priceFen { lines.append("removed the price of \(checkup.label(offset)) (\(row.kind == "group" ? "a group has none" : "it was out of range"))") }
        var mended = Mended(offset: offset, parentID: parentID, name: name, position: Int64(place),
                            expanded: expanded, priceFen: price, changesParent: parentID != row.parentID,
                            remadeAsDish: remade)
        let keepsAllButPlace = !mended.changesParent && !remade && expanded == row.expanded && price == row.priceFen
            && row.nameIsUTF8 && name.utf8.elementsEqual(row.name.utf8)
        if keepsAllButPlace && mended.position == row.position { return nil }
        mended.movesStraight = keepsAllButPlace && straight
        return mended
    }

    /// The top-level group named `recovered`, else `recovered 2`, `recovered
    /// 3`… the first name not taken by a dish; made when there is none.
    private static func recoveredSpot(_ checkup: MenuCheckup) -> (key: Int64, name: String, isNew: Bool) {
        let atTop = checkup.children[MenuCheckup.topID] ?? []
        var number = 1
        while true {
            let name = number == 1 ? recoveredName : "\(recoveredName) \(number)"
            guard let found = atTop.first(where: { checkup.rows[$0].name.utf8.elementsEqual(name.utf8) }) else {
                var key = Int64.min
                while checkup.index[key] != nil { key += 1 }
                return (key, name, true)
            }
            if checkup.rows[found].holdsEntries { return (checkup.rows[found].id, name, false) }
            number += 1
        }
    }
}
