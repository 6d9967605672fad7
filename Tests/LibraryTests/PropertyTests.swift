import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// An independent model of the menu: plain nested values, no SQL, no composite.
private final class ModelNode {
    var name: String
    let isGroup: Bool
    var expanded = true
    var children: [ModelNode] = []
    weak var parent: ModelNode?

    init(name: String, isGroup: Bool) {
        self.name = name
        self.isGroup = isGroup
    }

    var path: String {
        guard let parent, parent.parent != nil || !parent.name.isEmpty else { return name }
        return parent.path + "/" + name
    }

    func allRows(depth: Int = 0, into rows: inout [String]) {
        for child in children {
            rows.append("\(depth) \(child.path) \(child.isGroup ? (child.expanded ? "+" : "-") : ".")")
            child.allRows(depth: depth + 1, into: &rows)
        }
    }

    func walk(_ body: (ModelNode) -> Void) {
        body(self)
        children.forEach { $0.walk(body) }
    }

    func contains(_ other: ModelNode) -> Bool {
        var node: ModelNode? = other
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }
}

@Suite(.tags(.slow, .property)) struct PropertyTests {
    private static let names = ["主菜", "早餐", "酒水", "白酒", "宫保鸡丁", "担担面", "回锅肉", "Coca Cola"]

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditsKeepTheTreeSoundAndMatchTheModel(seed: UInt64) throws {
        let menu = TestMenu()
        var random = SeededGenerator(state: seed)
        let root = ModelNode(name: "", isGroup: true)
        for step in 0..<250 {
            var nodes: [ModelNode] = []
            root.walk { nodes.append($0) }
            let groups = nodes.filter(\.isGroup)
            let described = try applyRandomStep(menu, root: root, nodes: Array(nodes.dropFirst()),
                                                groups: groups, random: &random)
            try menu.read { try checkInvariants($0, root: root, context: "seed \(seed) step \(step): \(described)") }
        }
    }

    private func target(_ node: ModelNode) throws -> Target? {
        node.parent == nil ? nil : .path(try MenuPath(parsing: node.path))
    }

    /// Applies one random change to both the repository and the model, and
    /// checks that the repository refuses exactly what the model says it must.
    private func applyRandomStep(_ menu: TestMenu, root: ModelNode, nodes: [ModelNode], groups: [ModelNode],
                                 random: inout SeededGenerator) throws -> String {
        let name = Self.names.randomElement(using: &random)!
        let choice = nodes.isEmpty ? 0 : Int.random(in: 0..<10, using: &random)
        switch choice {
        case 0...3:  // add
            let group = groups.randomElement(using: &random)!
            let isGroup = Bool.random(using: &random)
            let clash = group.children.contains { $0.name == name }
            let outcome = try attempt(menu) {
                let paths = [try MenuPath(parsing: name)]
                if isGroup { _ = try $0.editing.addGroups(named: paths, in: target(group), collapsed: false) }
                else { _ = try $0.editing.addItems(named: paths, in: target(group), price: nil) }
            }
            #expect(outcome == !clash, "add \(name) to \(group.path)")
            if !clash {
                let node = ModelNode(name: name, isGroup: isGroup)
                node.parent = group
                group.children.append(node)
            }
            return "add \(name) in \(group.path)"
        case 4...6:  // move
            let node = nodes.randomElement(using: &random)!
            let destination = groups.randomElement(using: &random)!
            let others = destination.children.filter { $0 !== node }
            var placement = EditingStore.Placement.last
            var index = others.count
            switch Int.random(in: 0..<4, using: &random) {
            case 0: placement = .first; index = 0
            case 1 where !others.isEmpty:
                let anchorIndex = Int.random(in: 0..<others.count, using: &random)
                placement = .before(try target(others[anchorIndex])!); index = anchorIndex
            case 2 where !others.isEmpty:
                let anchorIndex = Int.random(in: 0..<others.count, using: &random)
                placement = .after(try target(others[anchorIndex])!); index = anchorIndex + 1
            default: break
            }
            let cycle = node.contains(destination)
            let clash = destination !== node.parent && destination.children.contains { $0.name == node.name }
            let outcome = try attempt(menu) {
                _ = try $0.editing.move(target(node)!, to: target(destination) ?? .top, placement: placement)
            }
            #expect(outcome == !(cycle || clash), "move \(node.path) to \(destination.path) \(placement)")
            if outcome {
                node.parent!.children.removeAll { $0 === node }
                destination.children.insert(node, at: index)
                node.parent = destination
            }
            return "move \(node.path) to \(destination.path) \(placement)"
        case 7...8:  // remove
            let node = nodes.randomElement(using: &random)!
            let recursive = Bool.random(using: &random)
            let path = node.path
            let outcome = try attempt(menu) { _ = try $0.editing.remove([target(node)!], recursive: recursive) }
            #expect(outcome == (recursive || node.children.isEmpty), "remove \(path)")
            if outcome { node.parent!.children.removeAll { $0 === node } }
            return "remove \(path) recursive: \(recursive)"
        default:  // toggle
            let node = nodes.randomElement(using: &random)!
            try menu.write { menu in
                let record = try menu.tree.resolve(target(node)!)
                _ = try menu.tree.setExpanded(!record.isExpanded, id: record.id)
            }
            if node.isGroup { node.expanded.toggle() }
            return "toggle \(node.path)"
        }
    }

    /// Runs a change as a command would, in one transaction; false when refused.
    private func attempt(_ menu: TestMenu, _ change: (MenuTransaction) throws -> Void) throws -> Bool {
        do {
            try menu.write(change)
            return true
        } catch let error as MenuError where error.kind == .refused {
            return false
        }
    }

    private func checkInvariants(_ menu: MenuTransaction, root: ModelNode, context: String) throws {
        // list --all equals the model.
        let stored = try menu.tree.load().visibleRows(all: true).map {
            "\($0.depth) \($0.path) \($0.node.isGroup ? ($0.node.isExpanded ? "+" : "-") : ".")"
        }
        var expected: [String] = []
        root.allRows(into: &expected)
        #expect(stored == expected, "\(context)")

        // Positions are dense: 0..<n under every parent.
        let gaps = try menu.database.cachedStatement("""
            SELECT count(*) FROM (SELECT parent_id FROM menu_node WHERE parent_id IS NOT NULL GROUP BY parent_id
                                  HAVING min(position) <> 0 OR max(position) <> count(*) - 1)
            """).firstRow { $0.int(0) }
        #expect(gaps == 0, "\(context)")

        // No cycle: every node is reachable from the root.
        let reachable = try menu.database.cachedStatement("""
            WITH RECURSIVE down (id) AS (SELECT 1 UNION ALL SELECT m.id FROM menu_node AS m JOIN down ON m.parent_id = down.id)
            SELECT (SELECT count(*) FROM down) = (SELECT count(*) FROM menu_node)
            """).firstRow { $0.int(0) }
        #expect(reachable == 1, "\(context)")
    }
}
