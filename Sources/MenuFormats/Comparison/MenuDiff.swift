import MenuModel

/// What differs between two menus (SPEC 23), in menu order: nodes added,
/// removed, moved or renamed (matched by id), and the fields that changed;
/// then the choice lists, price lists and glossary words.
public struct MenuDiff {
    public enum Change {
        case added(MenuSnapshot.Node)
        case removed(MenuSnapshot.Node)
        /// Matched by id, at another path: moved, renamed, or both.
        case moved(from: String, to: MenuSnapshot.Node)
        /// One field of a node: the document's key, and its values (nil: not set).
        case changed(MenuSnapshot.Node, key: String, old: JSONValue?, new: JSONValue?)
        /// A member of the document outside the tree: a choice list, a price
        /// list or a language of the glossary (`section`), by `name`; `key`
        /// is the field that changed (nil: the whole of it came or went).
        case other(section: String, name: String, key: String?, old: JSONValue?, new: JSONValue?)
    }

    public let changes: [Change]
    public var isEmpty: Bool { changes.isEmpty }

    /// `byID`: the two are one menu at two moments of its history, so a
    /// node is itself wherever it went; else nodes are the same by path.
    public init(from old: MenuSnapshot, to new: MenuSnapshot, byID: Bool) throws(MenuError) {
        // Paths as their bytes: compared exactly (SPEC 2), and hashed
        // without Unicode normalization.
        var oldIndex: [[UInt8]: Int] = [:], oldByID: [Int64: Int] = [:]
        if byID {
            oldByID.reserveCapacity(old.nodes.count)
            for (index, node) in old.nodes.enumerated() { oldByID[node.id] = index }
        } else {
            oldIndex.reserveCapacity(old.nodes.count)
            for (index, node) in old.nodes.enumerated() { oldIndex[Array(node.path.utf8)] = index }
        }
        // Where each old node went in the new menu, so that what was
        // removed is said where it stood: after the node before it.
        var matched = [Int?](repeating: nil, count: old.nodes.count)
        var placed: [(place: Int, order: Int, change: Change)] = []
        for (index, node) in new.nodes.enumerated() {
            let before = byID ? oldByID[node.id] : oldIndex[Array(node.path.utf8)]
            guard let before else {
                placed.append((index, 1, .added(node)))
                continue
            }
            matched[before] = index
            let was = old.nodes[before]
            if !was.path.utf8.elementsEqual(node.path.utf8) { placed.append((index, 1, .moved(from: was.path, to: node))) }
            guard was.members != node.members else { continue }
            for field in try Self.fieldChanges(was.members, node.members) {
                placed.append((index, 1, .changed(node, key: field.key, old: field.old, new: field.new)))
            }
        }
        var last = -1
        for (index, node) in old.nodes.enumerated() {
            if let place = matched[index] { last = place; continue }
            placed.append((last, 2, .removed(node)))
        }
        // A stable sort keeps each place's lines in the order they came.
        var ordered = placed.enumerated().sorted { ($0.element.place, $0.element.order, $0.offset) < ($1.element.place, $1.element.order, $1.offset) }
            .map(\.element.change)
        ordered += Self.otherChanges(old.top, new.top)
        changes = ordered
    }

    /// The keys that differ between two nodes' members, in the document's
    /// order of keys (the new node's, then those only the old one has).
    /// The name is said by the node's path; a group's expanded state is
    /// how it is viewed, not what the menu is (SPEC 13).
    static func fieldChanges(_ old: ArraySlice<UInt8>, _ new: ArraySlice<UInt8>) throws(MenuError) -> [(key: String, old: JSONValue?, new: JSONValue?)] {
        guard case .object(let was) = try JSONParser.parse(Array(old)),
              case .object(let now) = try JSONParser.parse(Array(new)) else { return [] }
        let skipped: Set<String> = ["name", "expanded", "children"]
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
        var keys = new.map(\.key)
        for (key, _) in old where !keys.contains(key) { keys.append(key) }
        var changes: [Change] = []
        for key in keys {
            let was = old.first { $0.key == key }?.value, now = new.first { $0.key == key }?.value
            if same(was, now) { continue }
            let section = DiffFields.section(key)
            switch (was ?? .array([]), now ?? .array([])) {
            case (.array(let before), .array(let after)):
                changes += named(before, after, section: section)
            case (.object(let before), .object(let after)):
                // The glossary: a language, then its words.
                var languages = after.map(\.key)
                for (language, _) in before where !languages.contains(language) { languages.append(language) }
                for language in languages {
                    let wordsBefore = before.first { $0.key == language }?.value, wordsAfter = after.first { $0.key == language }?.value
                    guard case .object(let a) = wordsBefore ?? .object([]), case .object(let b) = wordsAfter ?? .object([]) else { continue }
                    var words = b.map(\.key)
                    for (word, _) in a where !words.contains(word) { words.append(word) }
                    for word in words {
                        let x = a.first { $0.key == word }?.value, y = b.first { $0.key == word }?.value
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
        for item in after {
            let key = name(item)
            guard let was = before.first(where: { name($0) == key }) else {
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
        for item in before where !after.contains(where: { name($0) == name(item) }) {
            changes.append(.other(section: section, name: name(item), key: nil, old: item, new: nil))
        }
        return changes
    }
}

extension MenuDiff {
    /// A price list's entries, by the dish's path: `key` is the path, the
    /// values what the list says of it.
    private static func entryChanges(_ before: [JSONValue], _ after: [JSONValue], list: String, section: String) -> [Change] {
        func path(_ value: JSONValue) -> String { if case .string(let text)? = value.member("path") { text } else { "" } }
        func terms(_ value: JSONValue?) -> JSONValue? {
            guard case .object(let members)? = value else { return value }
            return .object(members.filter { $0.key != "path" })
        }
        var changes: [Change] = []
        var paths = after.map(path)
        for entry in before where !paths.contains(path(entry)) { paths.append(path(entry)) }
        for entryPath in paths {
            let x = terms(before.first { path($0) == entryPath }), y = terms(after.first { path($0) == entryPath })
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
