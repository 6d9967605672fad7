import MenuModel

/// What differs between two menus (SPEC 23), in menu order: nodes added,
/// removed, moved or renamed (matched by id), and the fields that changed;
/// then the choice lists, price lists and glossary words.
public struct MenuDiff {
    public enum Change {
        case added(MenuSnapshot.Shown)
        case removed(MenuSnapshot.Shown)
        /// Matched by id, at another path: moved, renamed, or both.
        case moved(from: String, to: MenuSnapshot.Shown)
        /// One field of a node: the document's key, and its values (nil: not set).
        case changed(MenuSnapshot.Shown, key: String, old: JSONValue?, new: JSONValue?)
        /// A member of the document outside the tree: a choice list, a price
        /// list or a language of the glossary (`section`), by `name`; `key`
        /// is the field that changed (nil: the whole of it came or went).
        case other(section: String, name: String, key: String?, old: JSONValue?, new: JSONValue?)
    }

    public let changes: [Change]
    public var isEmpty: Bool { changes.isEmpty }

    /// `byID`: the two are one menu at two moments of its history, so a
    /// node is itself wherever it went; else nodes are the same by path,
    /// found group by group: a node of `new` is the node of `old` with its
    /// name (compared exactly, SPEC 2) in the group its group matched.
    public init(from old: MenuSnapshot, to new: MenuSnapshot, byID: Bool) throws(MenuError) {
        let found = NodeMatcher.matches(old: old, new: new, byID: byID)
        // Where each old node went in the new menu, so that what was
        // removed is said where it stood: after the node before it.
        var matched = [Int?](repeating: nil, count: old.count)
        var placed: [Placed] = []
        for index in 0..<new.count {
            let (before, same) = (Int(found[index].before), found[index].same)
            guard before >= 0 else {
                placed.append((index, 1, .added(new.shown(index))))
                continue
            }
            matched[before] = index
            try Self.place(changesOf: before, to: index, same: same, from: old, to: new, byID: byID, into: &placed)
        }
        var last = -1
        for index in 0..<old.count {
            if let place = matched[index] { last = place; continue }
            placed.append((last, 2, .removed(old.shown(index))))
        }
        // A stable sort keeps each place's lines in the order they came.
        var ordered = placed.enumerated().sorted { ($0.element.place, $0.element.order, $0.offset) < ($1.element.place, $1.element.order, $1.offset) }
            .map(\.element.change)
        ordered += Self.otherChanges(old.top, new.top)
        changes = ordered
    }

    /// A change and where it is said: at the new menu's node `place`, a
    /// node's own lines (1) before the removals after it (2).
    private typealias Placed = (place: Int, order: Int, change: Change)

    /// What changed of one node matched: moved or renamed, and its fields
    /// unless its members are the `same` bytes.
    private static func place(changesOf before: Int, to index: Int, same: Bool, from old: MenuSnapshot, to new: MenuSnapshot,
                              byID: Bool, into placed: inout [Placed]) throws(MenuError) {
        if byID && Self.moved(before, in: old, to: index, in: new, sameMembers: same) {
            placed.append((index, 1, .moved(from: old.shown(before).path, to: new.shown(index))))
        }
        guard !same else { return }
        let fields = try Self.fieldChanges(old.members(before), new.members(index))
        if fields.isEmpty { return }
        let shown = new.shown(index)
        for field in fields { placed.append((index, 1, .changed(shown, key: field.key, old: field.old, new: field.new))) }
    }

    static func idIndex(of snapshot: MenuSnapshot) -> [Int64: Int] {
        var index: [Int64: Int] = [:]
        index.reserveCapacity(snapshot.count)
        for at in 0..<snapshot.count { index[snapshot.lines[at].id] = at }
        return index
    }

    /// Whether a node matched by id is in another group or has another
    /// name (the same members hold the same name).
    private static func moved(_ was: Int, in old: MenuSnapshot, to now: Int, in new: MenuSnapshot, sameMembers: Bool) -> Bool {
        let groupWas = old.lines[was].parent < 0 ? nil : old.lines[Int(old.lines[was].parent)].id
        let groupNow = new.lines[now].parent < 0 ? nil : new.lines[Int(new.lines[now].parent)].id
        return groupWas != groupNow || (!sameMembers && !old.sameName(was, as: now, of: new))
    }

    /// The keys that differ between two nodes' members, in the document's
    /// order of keys (the new node's, then those only the old one has).
    /// The fields diff does not compare are left out (NodeField.diffs):
    /// the name is said by the node's path; a group's expanded state is
    /// how it is viewed, not what the menu is (SPEC 13).
    static func fieldChanges(_ old: ArraySlice<UInt8>, _ new: ArraySlice<UInt8>) throws(MenuError) -> [(key: String, old: JSONValue?, new: JSONValue?)] {
        guard case .object(let was) = try JSONParser.parse(Array(old)),
              case .object(let now) = try JSONParser.parse(Array(new)) else { return [] }
        let skipped = NodeField.notDiffed
        var keys = now.map(\.key).filter { !skipped.contains($0) }
        for (key, _) in was where !skipped.contains(key) && !keys.contains(key) { keys.append(key) }
        func value(_ members: [(key: String, value: JSONValue)], _ key: String) -> JSONValue? {
            members.first { $0.key == key }.map(\.value)
        }
        return keys.compactMap { key in
            let (before, after) = (value(was, key), value(now, key))
            return Self.same(before, after) ? nil : (key, before, after)
        }
    }

    /// Not set and empty are the same: a dish without tags has no `tags` key.
    static func same(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        func normal(_ value: JSONValue?) -> JSONValue? {
            switch value {
            case .null?, nil: nil
            case .array(let items)? where items.isEmpty: nil
            case .object(let members)? where members.isEmpty: nil
            default: value
            }
        }
        return normal(a) == normal(b)
    }

    /// Choice lists and price lists by name, the glossary by language and
    /// word; any other member of the document as a whole.
    static func otherChanges(_ old: [(key: String, value: JSONValue)], _ new: [(key: String, value: JSONValue)]) -> [Change] {
        let keys = inOrder(new.map(\.key), then: old.map(\.key))
        let olds = firstByKey(old), news = firstByKey(new)
        var changes: [Change] = []
        for key in keys {
            let was = olds[key], now = news[key]
            if same(was, now) { continue }
            let section = DiffFields.section(key)
            if key == "fees" {
                changes += feeChanges(was, now)
                continue
            }
            switch (was ?? .array([]), now ?? .array([])) {
            case (.array(let before), .array(let after)) where !(before + after).allSatisfy(\.isScalar):
                changes += named(before, after, section: section)
            case (.object(let before), .object(let after)):
                // The glossary: a language, then its words.
                let languagesBefore = firstByKey(before), languagesAfter = firstByKey(after)
                for language in inOrder(after.map(\.key), then: before.map(\.key)) {
                    guard case .object(let a) = languagesBefore[language] ?? .object([]),
                          case .object(let b) = languagesAfter[language] ?? .object([]) else { continue }
                    // Looked up by key: a glossary of 36,000 words is read once a side.
                    let wordsBefore = firstByKey(a), wordsAfter = firstByKey(b)
                    for word in inOrder(b.map(\.key), then: a.map(\.key)) {
                        let x = wordsBefore[word], y = wordsAfter[word]
                        if !same(x, y) { changes.append(.other(section: section, name: language, key: word, old: x, new: y)) }
                    }
                }
            default:
                changes.append(.other(section: section, name: key, key: nil, old: was, new: now))
            }
        }
        return changes
    }

    /// Objects with a `name`, matched by it: each added, removed, or its
    /// fields changed; a price list's `entries` matched by their `path`.
    private static func named(_ before: [JSONValue], _ after: [JSONValue], section: String) -> [Change] {
        func name(_ value: JSONValue) -> String { if case .string(let text)? = value.member("name") ?? value.member("path") { text } else { "" } }
        var changes: [Change] = []
        let befores = firstByKey(before.map { (name($0), $0) })
        for item in after {
            let key = name(item)
            guard let was = befores[key] else {
                changes.append(.other(section: section, name: key, key: nil, old: nil, new: item))
                continue
            }
            guard case .object(let a) = was, case .object(let b) = item else { continue }
            var fields = b.map(\.key)
            for (field, _) in a where !fields.contains(field) { fields.append(field) }
            for field in fields where field != "name" {
                let x = a.first { $0.key == field }?.value, y = b.first { $0.key == field }?.value
                if same(x, y) { continue }
                if field == "entries", case .array(let xs) = x ?? .array([]), case .array(let ys) = y ?? .array([]) {
                    changes += entryChanges(xs, ys, list: key, section: section)
                    continue
                }
                changes.append(.other(section: section, name: key, key: field, old: x, new: y))
            }
        }
        let afterNames = Set(after.map(name))
        for item in before where !afterNames.contains(name(item)) {
            changes.append(.other(section: section, name: name(item), key: nil, old: item, new: nil))
        }
        return changes
    }
}

extension MenuDiff {
    /// The menu's fees (SPEC 28) by name, each a change of its own whose
    /// values are the fee whole: `~ fee 服务费 10% → 12%`.
    private static func feeChanges(_ old: JSONValue?, _ new: JSONValue?) -> [Change] {
        func name(_ value: JSONValue) -> String { if case .string(let text)? = value.member("name") { text } else { "" } }
        func fees(_ value: JSONValue?) -> [JSONValue] { if case .array(let items)? = value { items } else { [] } }
        let before = fees(old), after = fees(new)
        let befores = firstByKey(before.map { (name($0), $0) }), afters = firstByKey(after.map { (name($0), $0) })
        var changes: [Change] = []
        for fee in inOrder(after.map(name), then: before.map(name)) where !same(befores[fee], afters[fee]) {
            changes.append(.other(section: "fee", name: fee, key: nil, old: befores[fee], new: afters[fee]))
        }
        return changes
    }

    /// A price list's entries, by the dish's path: `key` is the path, the
    /// values what the list says of it.
    private static func entryChanges(_ before: [JSONValue], _ after: [JSONValue], list: String, section: String) -> [Change] {
        func path(_ value: JSONValue) -> String { if case .string(let text)? = value.member("path") { text } else { "" } }
        func terms(_ value: JSONValue?) -> JSONValue? {
            guard case .object(let members)? = value else { return value }
            return .object(members.filter { $0.key != "path" })
        }
        var changes: [Change] = []
        let befores = firstByKey(before.map { (path($0), $0) }), afters = firstByKey(after.map { (path($0), $0) })
        for entryPath in inOrder(after.map(path), then: before.map(path)) {
            let x = terms(befores[entryPath]), y = terms(afters[entryPath])
            if !same(x, y) { changes.append(.other(section: section, name: list, key: entryPath, old: x, new: y)) }
        }
        return changes
    }
}

extension JSONValue {
    /// The value of `key` when this is an object that has it.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// Finds the node of the old menu that each node of the new one is, in
/// the new menu's order. Where the new node stands, shifted as far as the
/// last node found was, the old menu most often has that very node: only a
/// node not found there is looked up, in an index made the first time one
/// is. Ids, and names within a group (SPEC 2), are unique: the node found
/// there is the one the index would give.
struct NodeMatcher {
    let old: MenuSnapshot
    let new: MenuSnapshot
    let byID: Bool
    private var oldByID: [Int64: Int]?
    private var oldByName: NameIndex?
    private var shift = 0
    /// The old node each new one matched (-2: none; -1 is the top), by
    /// path: a node's group must have matched first.
    private var matchedNew: [Int32]

    init(old: MenuSnapshot, new: MenuSnapshot, byID: Bool) {
        self.old = old
        self.new = new
        self.byID = byID
        matchedNew = [Int32](repeating: -2, count: new.count)
    }

    /// Each node of `new` with the node of `old` it is (-1: it was added),
    /// and whether their members are the same bytes: one pass over the
    /// lines held in place, nothing reference counted for each.
    static func matches(old: MenuSnapshot, new: MenuSnapshot, byID: Bool) -> [(before: Int32, same: Bool)] {
        var matcher = NodeMatcher(old: old, new: new, byID: byID)
        return old.withPinnedLines { was in
            new.withPinnedLines { now in (0..<new.count).map { matcher.match($0, was, now) } }
        }
    }

    /// The old node that the new node at `index` is (-1: it was added), and
    /// whether their members are the same bytes. `was` and `now` are the
    /// old menu's lines and the new one's.
    private mutating func match(_ index: Int, _ was: PinnedLines, _ now: PinnedLines) -> (before: Int32, same: Bool) {
        let guess = index + shift
        let isThere = guess >= 0 && guess < was.lines.count
        var before: Int?
        if byID {
            let id = now.lines[index].id
            if isThere && was.lines[guess].id == id {
                before = guess
            } else {
                if oldByID == nil { oldByID = MenuDiff.idIndex(of: old) }
                before = oldByID?[id]
            }
        } else {
            let group = Int(now.lines[index].parent)
            let parent = group >= 0 ? matchedNew[group] : -1
            // A node whose group was not found was added, with its group.
            guard parent != -2 else { return (-1, false) }
            if isThere && was.lines[guess].parent == parent {
                // The same members hold the same name: most nodes are found, unchanged, in one compare.
                if was.sameMembers(guess, as: index, of: now) { return settle(guess, index, same: true) }
                if was.sameName(guess, as: index, of: now) { before = guess }
            }
            if before == nil {
                if oldByName == nil { oldByName = NameIndex(of: old) }
                before = oldByName?.find(parent: Int(parent), name: index, of: new, in: old)
            }
        }
        guard let before else { return (-1, false) }
        return settle(before, index, same: was.sameMembers(before, as: index, of: now))
    }

    /// New node `index` is old node `before`.
    private mutating func settle(_ before: Int, _ index: Int, same: Bool) -> (before: Int32, same: Bool) {
        shift = before - index
        matchedNew[index] = Int32(before)
        return (Int32(before), same)
    }
}

/// The nodes of a menu by their group's place and their name's bytes as
/// the export writes them: hashed with FNV-1a, so no name is copied or
/// normalized to be looked up.
struct NameIndex {
    private var first: [UInt64: Int] = [:]
    /// The next node with the same hash, or -1.
    private var next: [Int] = []

    /// Every node of `snapshot`.
    init(of snapshot: MenuSnapshot) {
        first.reserveCapacity(snapshot.count)
        next = [Int](repeating: -1, count: snapshot.count)
        for index in 0..<snapshot.count {
            let key = Self.hash(parent: Int(snapshot.lines[index].parent), name: index, of: snapshot)
            if let earlier = first[key] { next[index] = earlier }
            first[key] = index
        }
    }

    private static func hash(parent: Int, name index: Int, of snapshot: MenuSnapshot) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037 ^ UInt64(bitPattern: Int64(parent))
        hash &*= 1_099_511_628_211
        return snapshot.nameBytes(index) { name in
            for byte in name { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
            return hash
        }
    }

    /// The node of `snapshot` in the group at `parent` with the name of node `index` of `other`.
    func find(parent: Int, name index: Int, of other: MenuSnapshot, in snapshot: MenuSnapshot) -> Int? {
        var at = first[Self.hash(parent: parent, name: index, of: other)] ?? -1
        while at >= 0 {
            if Int(snapshot.lines[at].parent) == parent && snapshot.sameName(at, as: index, of: other) { return at }
            at = next[at]
        }
        return nil
    }
}

extension MenuDiff {
    /// `first`'s keys in order, then those of `then` it lacks, each once.
    static func inOrder(_ first: [String], then: [String]) -> [String] {
        var seen = Set(first), keys = first
        for key in then where seen.insert(key).inserted { keys.append(key) }
        return keys
    }

    /// Each key's first value, as `first(where:)` would find it, in one pass.
    static func firstByKey<T>(_ pairs: [(key: String, value: T)]) -> [String: T] {
        Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
