import MenuModel

/// The groups and dishes of a CSV file as its lines name them by path,
/// found again by (parent, name) in one look-up per name.
struct CSVTree {
    package struct Node {
        package var line: Int
        package let name: Name
        package let isGroup: Bool
        /// What the line gives of its price; the columns refused a mix.
        package let price: FieldEdit<DishPrice>
        package var soldOut: Bool? = nil
        /// -1 for the top level.
        package var parent = -1
        /// 1 for the top level.
        package var depth = 1
        package var children: [Int] = []
        /// It has a line of its own; a group made for the paths under it has not (yet).
        package var listed: Bool
        /// What else its line says: its place in `saids`.
        package var said: Int32 = 0
    }

    /// What a line says beyond its name, kind and price. Kept apart, once
    /// for a run of lines that say the same (most lines of a big menu say
    /// none of it), so a node of a hundred thousand stays small.
    package struct Said: Equatable {
        package var details = DetailsEdit()
        package var hours: ServingHours? = nil
        /// The unit (SPEC 17), as the line gives it.
        package var unit: String? = nil
        /// The lists it offers itself (SPEC 18), and those withdrawn; nil without the column.
        package var offers: [String]? = nil
        package var withdrawn: [String]? = nil
        /// The end of a timed 估清, as the line gives it; nil without the column.
        package var soldOutUntil: Int64?? = nil
        /// 停售, as the line gives it; nil without the column.
        package var offSale: Bool? = nil
        /// What the line says of the fields declared by their formats, by key.
        package var fields = FieldEdits()
        /// The count (SPEC 20), as the line gives it.
        package var count: DishCount? = nil
        /// A set meal's slots (SPEC 19); nil for a dish or group.
        package var slots: [MenuDocument.SlotEntry]? = nil

        package init() {}

        /// What `entry` says beyond its name, kind, price and state, but its slots.
        package init(of entry: MenuCSV.Line) {
            unit = entry.unit
            count = entry.count
            details = entry.details
            hours = entry.hours
            offers = entry.offers
            withdrawn = entry.withdrawn
            soldOutUntil = entry.soldOutUntil
            offSale = entry.offSale
            fields = entry.fields
        }
    }

    /// Every different `Said` in a row of lines; the first says nothing.
    package var saids = [Said()]

    /// `said`'s place in `saids`: the last one's when it is the same
    /// (compared where it lies: a copy to compare cost more than comparing).
    private mutating func keep(_ said: Said) -> Int32 {
        if saids.withUnsafeBufferPointer({ $0[$0.count - 1] != said }) { saids.append(said) }
        return Int32(saids.count - 1)
    }

    package struct Key: Hashable {
        package let parent: Int
        package let name: Name
    }

    package var nodes: [Node] = []
    package var top: [Int] = []
    /// The file's name, which every place begins with: a node keeps its line alone.
    package let file: String
    /// Whether the file has the columns of SPEC 17; without them an
    /// existing dish keeps its unit.
    package var readsPricing = true
    /// Whether the file has the columns of SPEC 20; without them a dish keeps its count.
    package var readsCounts = true
    /// Whether the file has a price, sizes or market_price column; without
    /// them a dish keeps its price.
    package var readsPrice = true
    package var index: [Key: Int] = [:]
    /// What the empty fields of a plain group's and a plain dish's line
    /// say (`MenuCSV.PlainLines`), and where each is in `saids` while it is
    /// the last: kept once, not made and compared again for every line.
    package var plainSaids: [Said] = []
    private var plainSaidAt: [Int32] = [-1, -1]

    /// Room for about `capacity` nodes, one a line, made at once.
    package init(file: String, capacity: Int) {
        self.file = file
        nodes.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }
    /// The group of the line before, by the text of its path: lines come in
    /// menu order, and most name the same group as the line before them.
    package var lastGroup: (path: [UInt8], node: Int)?

    package mutating func add(_ entry: MenuCSV.Line, line: Int) throws(MenuError) {
        let path = entry.path
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        var parent = -1
        if let slash { parent = try groupOfLine(String(path[..<slash]), line: line) }
        let name = try Self.name(slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path)
        guard parent < 0 || nodes[parent].depth < MenuPath.maximumDepth else {
            throw .invalidArgument("path: the menu would be deeper than \(MenuPath.maximumDepth) levels")
        }
        guard let found = try madeBefore(name, under: parent, isGroup: entry.isGroup) else {
            return try appendNode(entry, named: name, line: line, under: parent)
        }
        giveLine(line, to: found, saying: Said(of: entry))
    }

    /// A plain line (`MenuCSV.PlainLines`), its path at `read.path` in
    /// `bytes`, as `add` adds it; false, with nothing done, when its name
    /// is not plain (`Name(plainUTF8:)`): then `add` reads it.
    mutating func add(_ read: MenuCSV.PlainLines.Plain, in bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(MenuError) -> Bool {
        let path = UnsafeBufferPointer(rebasing: bytes[read.path])
        let slash = path.lastIndex(of: UInt8(ascii: "/"))
        guard let name = Name(plainUTF8: slash.map { UnsafeBufferPointer(rebasing: path[($0 + 1)...]) } ?? path) else { return false }
        var parent = -1
        if let slash { parent = try groupOfLine(UnsafeBufferPointer(rebasing: path[..<slash]), line: line) }
        guard parent < 0 || nodes[parent].depth < MenuPath.maximumDepth else {
            throw .invalidArgument("path: the menu would be deeper than \(MenuPath.maximumDepth) levels")
        }
        let kind = read.isGroup ? 0 : 1
        if let found = try madeBefore(name, under: parent, isGroup: read.isGroup) {
            giveLine(line, to: found, saying: plainSaids[kind])
            return true
        }
        // A plain line has no sizes, and market price 0 or none (`appendNode`).
        let price = read.isGroup || !readsPrice ? .keep
            : MenuDocument.oneKindOfPrice(price: read.price, sizes: [], market: read.marketPrice ?? false)
        var node = Node(line: line, name: name, isGroup: read.isGroup, price: price, soldOut: read.soldOut, listed: true)
        if plainSaidAt[kind] != Int32(saids.count - 1) { plainSaidAt[kind] = keep(plainSaids[kind]) }
        node.said = plainSaidAt[kind]
        append(node, under: parent)
        return true
    }

    /// The node a line names, when one was made before it: a group made
    /// for the paths under it, whose own line this is; any other is refused.
    private func madeBefore(_ name: Name, under parent: Int, isGroup: Bool) throws(MenuError) -> Int? {
        guard let found = index[Key(parent: parent, name: name)] else { return nil }
        let node = nodes[found]
        func shown() -> String { Terminal.escaped(names(upTo: parent).map(\.text).joined(separator: "/") + (parent < 0 ? "" : "/") + name.text) }
        guard !node.listed else { throw .invalidArgument("path: \(shown()) is on line \(node.line) already") }
        guard isGroup else {
            throw .invalidArgument("path: \(shown()) holds entries (from line \(node.line)), so it is a group, not a dish")
        }
        return found
    }

    /// The group's own line: problems with it are named there.
    private mutating func giveLine(_ line: Int, to found: Int, saying says: Said) {
        nodes[found].listed = true
        nodes[found].line = line
        var said = saids[Int(nodes[found].said)]
        said.details = says.details
        said.hours = says.hours
        said.offers = says.offers
        said.withdrawn = says.withdrawn
        nodes[found].said = keep(said)
    }

    /// The group a line's path names, by the text of its path: most often
    /// the group of the line before.
    private mutating func groupOfLine(_ groupPath: String, line: Int) throws(MenuError) -> Int {
        if let last = lastGroup, last.path.elementsEqual(groupPath.utf8) { return last.node }
        let parent = try group(at: try Self.names(groupPath), line: line)
        lastGroup = (Array(groupPath.utf8), parent)
        return parent
    }

    /// The same, for a path's bytes where they lie.
    private mutating func groupOfLine(_ groupPath: UnsafeBufferPointer<UInt8>, line: Int) throws(MenuError) -> Int {
        if let last = lastGroup, last.path.count == groupPath.count,
           last.path.withUnsafeBufferPointer({ $0.elementsEqual(groupPath) }) { return last.node }
        return try groupOfLine(String(decoding: groupPath, as: UTF8.self), line: line)
    }

    /// A new node as its line tells it, whole: empty fields are none.
    /// Made and appended in one step: a node returned would be copied
    /// once more, field by field, for every line of the file.
    private mutating func appendNode(_ entry: MenuCSV.Line, named name: Name, line: Int,
                                     under parent: Int) throws(MenuError) {
        let price = entry.isGroup || !readsPrice ? .keep
            : MenuDocument.oneKindOfPrice(price: entry.price, sizes: entry.sizes, market: entry.marketPrice ?? false)
        var node = Node(line: line, name: name, isGroup: entry.isGroup, price: price, soldOut: entry.soldOut, listed: true)
        var said = Said(of: entry)
        if entry.isSet {
            guard !entry.isGroup else { throw .invalidArgument("kind: a group is not a set") }
            said.slots = (entry.slots ?? []).map { slot in
                MenuDocument.SlotEntry(name: slot.name, pick: slot.pick, dishes: slot.dishes.map { (place(line), $0.path, $0.size, $0.surcharge) })
            }
        } else if entry.slots?.isEmpty == false {
            throw .invalidArgument("slots: only a set meal (kind set) has slots")
        }
        node.said = keep(said)
        append(node, under: parent)
    }

    /// The group at a path, made (without a line of its own) where it is missing.
    private mutating func group(at names: [Name], line: Int) throws(MenuError) -> Int {
        guard names.count < MenuPath.maximumDepth else {
            throw .invalidArgument("path: the menu would be deeper than \(MenuPath.maximumDepth) levels")
        }
        var parent = -1
        for (depth, name) in names.enumerated() {
            if let found = index[Key(parent: parent, name: name)] {
                guard nodes[found].isGroup else {
                    let shown = Terminal.escaped(names[...depth].map(\.text).joined(separator: "/"))
                    throw .invalidArgument("path: \(shown) is a dish (line \(nodes[found].line)); only groups hold entries")
                }
                parent = found
            } else {
                parent = append(Node(line: line, name: name, isGroup: true, price: .keep, listed: false), under: parent)
            }
        }
        return parent
    }

    @discardableResult
    private mutating func append(_ node: Node, under parent: Int) -> Int {
        var node = node
        node.parent = parent
        node.depth = parent < 0 ? 1 : nodes[parent].depth + 1
        nodes.append(node)
        let added = nodes.count - 1
        if parent < 0 { top.append(added) } else { nodes[parent].children.append(added) }
        index[Key(parent: parent, name: node.name)] = added
        return added
    }

    /// `FILE:LINE`, where an entry and its problems are.
    package func place(_ line: Int) -> String { "\(file):\(line)" }

    /// The names from the top to a node, for messages.
    private func names(upTo node: Int) -> [Name] {
        var names: [Name] = []
        var current = node
        while current >= 0 {
            names.append(nodes[current].name)
            current = nodes[current].parent
        }
        return names.reversed()
    }

    private static func names(_ path: String) throws(MenuError) -> [Name] {
        var names: [Name] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            names.append(try name(String(part)))
        }
        return names
    }

    /// One name of a path: the text after its last `/` holds no other.
    private static func name(_ text: String) throws(MenuError) -> Name {
        do { return try Name(text) } catch { throw .invalidArgument("path: \(error.message)") }
    }

    /// The entry of one node, without its children (the reader walks them).
    /// What its line says beyond name, kind, price and state is `last`'s
    /// when that says the same (a run of lines that say nothing more, as
    /// most of a big menu's): shared, not made and filled again.
    package func entry(_ index: Int, after last: inout SaidBefore?) -> MenuDocument.Entry {
        let node = nodes[index]
        var entry = MenuDocument.Entry(plain: EntryPlace(file: file, line: node.line), name: node.name, isGroup: node.isGroup,
                                       expanded: nil, price: node.price, soldOut: node.soldOut)
        if let last, last.said == node.said, last.isGroup == node.isGroup {
            entry.saysTheSame(as: last.entry)
        } else {
            fill(&entry, saying: saids[Int(node.said)], isGroup: node.isGroup)
            last = SaidBefore(said: node.said, isGroup: node.isGroup, entry: entry)
        }
        return entry
    }

    /// The entry whose box the next may share.
    package struct SaidBefore {
        let said: Int32
        let isGroup: Bool
        let entry: MenuDocument.Entry
    }

    private func fill(_ entry: inout MenuDocument.Entry, saying said: Said, isGroup: Bool) {
        if !isGroup {
            entry.unit = readsPricing ? FieldEdit(said.unit) : .keep
            entry.count = readsCounts ? FieldEdit(said.count) : .keep
        }
        entry.details = said.details
        entry.hours = said.hours
        entry.offers = said.offers
        entry.withdrawn = said.withdrawn
        if let until = said.soldOutUntil { entry.soldOutUntil = FieldEdit(until) }
        if let off = said.offSale { entry.offSale = .set(off) }
        entry.fields = said.fields
        entry.slots = said.slots
    }
}
