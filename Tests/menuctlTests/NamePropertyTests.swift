import Foundation
import Testing
import MenuTestSupport

/// Names that Swift's `==` calls equal in pairs and threes, and SQLite does
/// not: é, 가 and Å, precomposed and decomposed, and Å as the Ångström sign.
private let lookAlikes = ["\u{E9}", "e\u{301}", "\u{AC00}", "\u{1100}\u{1161}", "\u{C5}", "A\u{30A}", "\u{212B}",
                          "caf\u{E9}", "cafe\u{301}"]

private func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

/// The model: a plain tree whose siblings are told apart by their bytes,
/// the one rule of SPEC 2, and nothing else.
private final class Node {
    var name: String
    let isGroup: Bool
    var price: Int?
    var children: [Node] = []
    weak var parent: Node?

    init(_ name: String, isGroup: Bool, price: Int? = nil) {
        self.name = name
        self.isGroup = isGroup
        self.price = price
    }

    func child(named name: String) -> Node? { children.first { same($0.name, name) } }

    func append(_ node: Node) {
        node.parent = self
        children.append(node)
    }

    func clone() -> Node {
        let copy = Node(name, isGroup: isGroup, price: price)
        children.forEach { copy.append($0.clone()) }
        return copy
    }

    /// The path a user types; empty for the top.
    var path: String {
        guard let parent else { return "" }
        return parent.parent == nil ? name : parent.path + "/" + name
    }

    var all: [Node] { children.flatMap { [$0] + $0.all } }

    /// One line per node in menu order: depth, kind, name as hex bytes, price.
    func lines(depth: Int = 0) -> [String] {
        children.flatMap { child in
            let hex = child.name.utf8.map { String(format: "%02X", $0) }.joined()
            return ["\(depth) \(child.isGroup ? "group" : "item") \(hex) \(child.price.map(String.init) ?? "-")"]
                + child.lines(depth: depth + 1)
        }
    }
}

/// An entry of a JSON document to import.
private struct DocumentEntry {
    let name: String
    let isGroup: Bool
    let price: Int
    let children: [DocumentEntry]

    var json: String {
        isGroup
            ? #"{"kind": "group", "name": "\#(name)", "children": [\#(children.map(\.json).joined(separator: ", "))]}"#
            : #"{"kind": "item", "name": "\#(name)", "price": {"amount": \#(price), "currency": "CNY"}}"#
    }
}

@Suite(.tags(.slow, .property)) struct NamePropertyTests {
    /// Random adds, batches, renames, moves and imports of look-alike names:
    /// after every command the database holds exactly what the byte-wise
    /// model says, so every command agreed on which names are siblings.
    /// `MENUCTL_SEED=n` replays one seed.
    @Test(arguments: ProcessInfo.processInfo.environment["MENUCTL_SEED"].flatMap(UInt64.init).map { [$0] } ?? [1, 2, 3, 4, 5])
    func everyCommandAgreesWhichNamesAreSiblings(seed: UInt64) throws {
        let sandbox = Sandbox()
        var random = SeededGenerator(state: seed)
        var model = Node("", isGroup: true)
        for step in 0..<40 {
            let (arguments, stdin, expected) = command(in: model, random: &random, folder: sandbox.folder)
            let outcome = try sandbox.run(arguments, stdin: stdin)
            let context = "seed \(seed) step \(step): menuctl \(arguments) \(stdin ?? "")"
            #expect(outcome.status == expected.status, "\(context)\n\(outcome)")
            if expected.status == 0, let changed = expected.model { model = changed }
            let stored = try storedLines(sandbox.database)
            #expect(stored == model.lines(), "\(context)\nstored: \(stored)\nmodel:  \(model.lines())")
            guard outcome.status == expected.status, stored == model.lines() else { return }
        }
        // export → import --replace into a fresh database → export: the same bytes.
        let exported = try sandbox.must("export").stdout
        let file = try sandbox.write("menu.json", exported)
        let copy = sandbox.folder + "/copy.db"
        let imported = try sandbox.run(["--db", copy, "import", file, "--replace"])
        #expect(imported.status == 0, "seed \(seed): \(imported)")
        #expect(try sandbox.run(["--db", copy, "export"]).stdout == exported, "seed \(seed): the round trip changed the export")
        #expect(try storedLines(copy) == model.lines(), "seed \(seed): the imported copy differs")
    }

    /// The menu as the sqlite3 shell reads it, in the model's line format.
    private func storedLines(_ database: String) throws -> [String] {
        let rows = try Sandbox.execute("/usr/bin/sqlite3", [database, """
            SELECT id, parent_id, kind, hex(name), ifnull(price_fen, '-') FROM menu_node
            WHERE kind <> 'root' ORDER BY parent_id, position
            """]).stdout.split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
        let byParent = Dictionary(grouping: rows, by: { $0[1] })
        func lines(_ parent: String, _ depth: Int) -> [String] {
            (byParent[parent] ?? []).flatMap { ["\(depth) \($0[2]) \($0[3]) \($0[4])"] + lines($0[0], depth + 1) }
        }
        return lines("1", 0)
    }

    /// A random command, with the exit status the model expects and the
    /// model after it (nil when nothing may change).
    private func command(in model: Node, random: inout SeededGenerator, folder: String)
        -> ([String], String?, (status: Int32, model: Node?)) {
        let name = { (random: inout SeededGenerator) in lookAlikes.randomElement(using: &random)! }
        let groups = [model] + model.all.filter(\.isGroup)
        let entries = model.all
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2:  // add-item or add-group, names or paths, sometimes the same twice
            let holder = groups.randomElement(using: &random)!
            let isGroup = Bool.random(using: &random)
            let paths = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Bool.random(using: &random) ? [name(&random)] : [name(&random), name(&random)]
            }
            let price = isGroup ? nil : Int.random(in: 1...99, using: &random) * 100
            var arguments = [isGroup ? "add-group" : "add-item"] + paths.map { $0.joined(separator: "/") }
            arguments.append("--parents")  // the model makes missing groups on the way, as mkdir -p
            if holder.parent != nil { arguments += ["--in", holder.path] }
            if let price { arguments += ["--price", String(price / 100)] }
            return (arguments, nil, add(paths, in: holder, of: model, isGroup: isGroup, price: price))
        case 3:  // the same through a batch: all lines or none
            let holder = groups.randomElement(using: &random)!
            var changed: Node? = model
            var lines: [String] = []
            for _ in 0..<2 {
                let paths = [[name(&random)], [name(&random)]]
                lines.append("add-item " + paths.map { $0[0] }.joined(separator: " ")
                             + (holder.parent == nil ? "" : " --in '\(holder.path)'") + " --price 5")
                changed = changed.flatMap { current in
                    let outcome = add(paths, in: find(holder, in: model, copy: current), of: current, isGroup: false, price: 500)
                    return outcome.status == 0 ? outcome.model : nil
                }
            }
            return (["batch", "-"], lines.joined(separator: "\n") + "\n", changed.map { (0, $0) } ?? (65, nil))
        case 4...5 where !entries.isEmpty:  // edit --name
            let node = entries.randomElement(using: &random)!
            let newName = name(&random)
            let arguments = ["edit", node.path, "--name", newName]
            if same(node.name, newName) { return (arguments, nil, (0, nil)) }
            if node.parent!.child(named: newName) != nil { return (arguments, nil, (1, nil)) }
            let changed = model.clone()
            find(node, in: model, copy: changed).name = newName
            return (arguments, nil, (0, changed))
        case 6 where entries.contains { !$0.isGroup }:  // move a dish
            let dish = entries.filter { !$0.isGroup }.randomElement(using: &random)!
            let destination = groups.randomElement(using: &random)!
            let arguments = ["move", dish.path, "--to", destination.parent == nil ? "/" : destination.path]
            if destination !== dish.parent && destination.child(named: dish.name) != nil { return (arguments, nil, (1, nil)) }
            let changed = model.clone()
            let moved = find(dish, in: model, copy: changed)
            let target = find(destination, in: model, copy: changed)  // before the indices shift
            moved.parent!.children.removeAll { $0 === moved }
            target.append(moved)
            return (arguments, nil, (0, changed))
        default:  // import, merging by exact name, or now and then --replace
            let document = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                let isGroup = Bool.random(using: &random)
                let children = isGroup ? (0..<Int.random(in: 0...2, using: &random)).map { _ in
                    DocumentEntry(name: name(&random), isGroup: false, price: 700, children: [])
                } : []
                return DocumentEntry(name: name(&random), isGroup: isGroup, price: 900, children: children)
            }
            let path = folder + "/import.json"
            _ = FileManager.default.createFile(atPath: path, contents: Data("""
                {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [\(document.map(\.json).joined(separator: ", "))]}
                """.utf8))
            let replace = Int.random(in: 0..<4, using: &random) == 0
            // --replace makes the menu exactly the file: the file merged into nothing.
            let changed = replace ? Node("", isGroup: true) : model.clone()
            return (["import", path] + (replace ? ["--replace"] : []), nil,
                    merge(document, into: changed) ? (0, changed) : (65, nil))
        }
    }

    /// What `add-item`/`add-group` does: paths given twice are a usage
    /// error, a clash anywhere refuses the whole command.
    private func add(_ paths: [[String]], in holder: Node, of model: Node, isGroup: Bool, price: Int?)
        -> (status: Int32, model: Node?) {
        for (index, path) in paths.enumerated() where paths[..<index].contains(where: { $0.count == path.count && zip($0, path).allSatisfy(same) }) {
            return (64, nil)
        }
        let changed = model.clone()
        let start = find(holder, in: model, copy: changed)
        for path in paths {
            var group = start
            for name in path.dropLast() {
                if let existing = group.child(named: name) {
                    guard existing.isGroup else { return (1, nil) }
                    group = existing
                } else {
                    let made = Node(name, isGroup: true)
                    group.append(made)
                    group = made
                }
            }
            guard group.child(named: path.last!) == nil else { return (1, nil) }
            group.append(Node(path.last!, isGroup: isGroup, price: price))
        }
        return (0, changed)
    }

    /// Import's merge into `group`; false when the file must be refused.
    private func merge(_ entries: [DocumentEntry], into group: Node) -> Bool {
        for (index, entry) in entries.enumerated() where entries[..<index].contains(where: { same($0.name, entry.name) }) {
            return false
        }
        for entry in entries {
            if let existing = group.child(named: entry.name) {
                guard existing.isGroup == entry.isGroup else { return false }
                if entry.isGroup { guard merge(entry.children, into: existing) else { return false } }
                else { existing.price = entry.price }
            } else {
                let added = Node(entry.name, isGroup: entry.isGroup, price: entry.isGroup ? nil : entry.price)
                group.append(added)
                guard merge(entry.children, into: added) else { return false }
            }
        }
        return true
    }

    /// The node of `copy` at the place `node` has in `original`.
    private func find(_ node: Node, in original: Node, copy: Node) -> Node {
        guard let parent = node.parent else { return copy }
        let index = parent.children.firstIndex { $0 === node }!
        return find(parent, in: original, copy: copy).children[index]
    }
}
