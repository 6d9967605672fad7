import MenuModel

/// The menu of a JSON document read one entry at a time: each
/// node's own members are parsed, its `children` stepped over and read
/// after them, so an import holds the file's bytes and one entry, never a
/// tree of the whole menu. The document was checked as JSON before
/// (`JSONParser.validate`); what this reader checks are the menu's rules,
/// in the order a reading of the whole tree checked them.
struct JSONEntryReader: MenuEntryReader {
    /// A group whose entries are being read: the top level first.
    private struct Level {
        let place: GroupPlace?
        /// 1 for the top level.
        let depth: Int
        /// Where the parser goes back to when the group's entries are read:
        /// past the group's own object.
        let resume: Int
        /// The group's name, checked against its siblings' once its
        /// entries are read, as a tree was checked.
        let name: Name?
        /// A problem with the group's own details or offers, said after
        /// any in what it holds.
        let deferred: MenuError?
        var index = 0
        var names = SiblingNames()
        var isDone: Bool
    }

    private var parser: JSONParser
    private var levels: [Level]
    /// How many entries the last group closed at each depth held: the
    /// next group there is given room for as many names, rather than its
    /// table of names growing (and placing every name again) seven times
    /// on the way to a hundred.
    private var lastHeld: [Int] = []
    /// The document was read through once already, every rule checked:
    /// reading it again, names need not be compared again.
    private let isChecked: Bool
    /// A problem with the details of the group `read` read last, to be
    /// said after what it holds. Kept here rather than given back with
    /// every node: an optional error dropped with each node cost as much
    /// as reading the node's name.
    private var deferredOfGroup: MenuError?

    /// A reader of the array at `menuStart` in `bytes`, whose lists of
    /// entries end at `listEnds` (`JSONParser.validate`).
    init(bytes: [UInt8], menuStart: Int, listEnds: [Int: Int], isChecked: Bool) {
        parser = JSONParser(bytes: bytes, listEnds: listEnds)
        self.isChecked = isChecked
        parser.index = menuStart + 1
        parser.skipWhitespace()
        levels = [Level(place: nil, depth: 1, resume: 0, name: nil, deferred: nil, isDone: parser.current == UInt8(ascii: "]"))]
    }

    mutating func next() throws(MenuError) -> MenuDocument.Step? {
        switch try advance(building: true) {
        case .entry(let entry?)?: .entry(entry)
        case .entry?, .endOfGroup?: .endOfGroup
        case nil: nil
        }
    }

    /// Reads the whole menu as `next` would, every rule checked, without
    /// making the entries of plain nodes; gives how many entries it holds.
    mutating func countChecking() throws(MenuError) -> Int {
        var count = 0
        while let step = try advance(building: false) { if case .entry = step { count += 1 } }
        return count
    }

    /// A step of `next`; the entry is made only when `building`, or when
    /// it had to be read the careful way.
    private enum Advance {
        case entry(MenuDocument.Entry?)
        case endOfGroup
    }

    private mutating func advance(building: Bool) throws(MenuError) -> Advance? {
        // The level is read in place, never copied: a copy would make the
        // next insert into its names copy the whole set.
        let top = levels.count - 1
        guard top >= 0 else { return nil }
        if levels[top].isDone { return try endGroup() }
        let (group, index, depth) = (levels[top].place, levels[top].index, levels[top].depth)
        let place = EntryPlace(in: group, at: index)
        guard depth <= MenuPath.maximumDepth else {
            throw MenuError(.malformedFile, "\(place): the menu would be deeper than \(MenuPath.maximumDepth) levels")
        }
        guard parser.current == UInt8(ascii: "{") else {
            let value = try parser.parseValue()
            throw MenuError(.malformedFile, "\(place): expected an object, found \(value.kindDescription)")
        }
        let node = try read(at: place, building: building)
        levels[top].index += 1
        guard node.isGroup else {
            try noteName(node.name, place: place)
            levels[top].isDone = !parser.skipComma()
            return .entry(node.entry)
        }
        var inside = Level(place: GroupPlace(parent: group, index: index), depth: depth + 1,
                           resume: parser.index, name: node.name, deferred: deferredOfGroup, isDone: true)
        if deferredOfGroup != nil { deferredOfGroup = nil }
        if !isChecked, depth < lastHeld.count { inside.names = SiblingNames(room: min(lastHeld[depth], 1024)) }
        if let childrenAt = node.childrenAt {
            parser.index = childrenAt + 1
            parser.skipWhitespace()
            inside.isDone = parser.current == UInt8(ascii: "]")
        }
        levels.append(inside)
        return .entry(node.entry)
    }

    /// What `advance` needs of a node.
    private typealias Node = (entry: MenuDocument.Entry?, name: Name, isGroup: Bool, childrenAt: Int?)

    /// The node at the parser: a plain one straight from its bytes, any
    /// other (or one with something wrong) member by member.
    private mutating func read(at place: EntryPlace, building: Bool) throws(MenuError) -> Node {
        let start = parser.index
        let plain = parser.bytes.withUnsafeBufferPointer { bytes -> (PlainNode, Name)? in
            guard let node = PlainNode(bytes, at: start, listEnds: parser.listEnds), let name = node.name(in: bytes) else { return nil }
            return (node, name)
        }
        if let (node, name) = plain {
            parser.index = node.end
            return (building ? node.entry(named: name, place: place) : nil, name, node.isGroup, node.childrenAt)
        }
        let (members, childrenAt) = try parser.parseMembers(deferring: "children")
        let (entry, deferred) = try MenuDocument.entry(members, place: place, childrenAt: childrenAt)
        deferredOfGroup = deferred
        return (entry, entry.name, entry.isGroup, childrenAt)
    }

    /// The end of the group on top: what was left to say of it, then back
    /// to where its object ended.
    private mutating func endGroup() throws(MenuError) -> Advance? {
        let level = levels.removeLast()
        guard let name = level.name else { return nil }
        if lastHeld.count < level.depth { lastHeld += repeatElement(0, count: level.depth - lastHeld.count) }
        lastHeld[level.depth - 1] = level.index
        if let deferred = level.deferred { throw deferred }
        parser.index = level.resume
        let index = levels[levels.count - 1].index - 1
        try noteName(name, place: EntryPlace(in: levels[levels.count - 1].place, at: index))
        levels[levels.count - 1].isDone = !parser.skipComma()
        return .endOfGroup
    }

    /// Names are unique among the entries of one group (SPEC 2).
    private mutating func noteName(_ name: Name, place: EntryPlace) throws(MenuError) {
        guard !isChecked else { return }
        guard levels[levels.count - 1].names.insert(name) else {
            throw MenuError(.malformedFile, "\(place).name: \"\(Terminal.escaped(name.text))\" appears twice in the same group")
        }
    }
}
