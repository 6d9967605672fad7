import MenuModel

/// One side of a `diff` (SPEC 23): a menu as its export document says it,
/// node by node, with each node's id and path from the tree it was written
/// from. The export writes one node a line, so two menus compare line by
/// line, as bytes (names compare exactly, SPEC 2), and only the lines that
/// differ are read key by key: a key another feature adds to the document
/// is compared without a change here.
public struct MenuSnapshot {
    struct Node {
        let node: any MenuComponent
        /// The index of its group in `nodes`; -1 at the top.
        let parent: Int
        /// The node's own members as the export writes them, children left out.
        let members: ArraySlice<UInt8>
    }

    /// In the export's order: the tree's, depth first.
    let nodes: [Node]
    /// The document's members other than `menu`: choice lists, price lists, glossary.
    let top: [(key: String, value: JSONValue)]

    /// A node as a diff line shows it.
    public struct Shown {
        public let id: Int64
        public let path: String
        public let isGroup: Bool
        /// The price column of `list` (`58.00–88.00`, `时价`), for an added dish.
        public let priceLabel: String?
    }

    /// Paths are made only for the nodes a diff shows.
    func shown(_ index: Int) -> Shown {
        var names: [String] = []
        var at = index
        while at >= 0 { names.append(nodes[at].node.name); at = nodes[at].parent }
        let node = nodes[index].node
        // A 时价 dish's price today is the day's, not the menu's: diff compares no file of it (SPEC 28).
        var pricing = node.pricing
        pricing.today = nil
        return Shown(id: node.id, path: names.reversed().joined(separator: "/"), isGroup: node.isGroup, priceLabel: pricing.label)
    }

    /// `document` is `MenuDocument.json(of: root, …)`; `root` the tree it was written from.
    public init(document: String, root: MenuGroup) throws(MenuError) {
        try self.init(document: Array(document.utf8), root: root)
    }

    /// The document's bytes as `MenuDocument.write(of: root, …)` hands them
    /// out, never made a String: a side of a 100,000-dish diff is 10 MB.
    public init(document: [UInt8], root: MenuGroup) throws(MenuError) {
        let (nodes, outside) = try Self.nodeLines(of: document, tree: Self.inExportOrder(root))
        self.nodes = nodes
        guard case .object(let members) = try JSONParser.parse(outside) else { throw MenuError.refused("the export is not an object") }
        top = members.filter { !["format", "version", "currency", "menu"].contains($0.key) }
    }

    /// The tree in the export's order, each node with its group's place,
    /// walked with a stack, not recursion (STYLE: what others wrote).
    private static func inExportOrder(_ root: MenuGroup) -> [(node: any MenuComponent, parent: Int)] {
        var tree: [(node: any MenuComponent, parent: Int)] = []
        var stack: [(node: any MenuComponent, parent: Int)] = root.children.reversed().map { ($0, -1) }
        while let (node, parent) = stack.popLast() {
            tree.append((node, parent))
            let index = tree.count - 1
            for child in node.children.reversed() { stack.append((child, index)) }
        }
        return tree
    }

    /// Each node's line of the document, matched in order with the tree's
    /// nodes; and the rest of the document, its menu left empty.
    private static func nodeLines(of bytes: [UInt8],
                                  tree: [(node: any MenuComponent, parent: Int)]) throws(MenuError) -> ([Node], [UInt8]) {
        var nodes: [Node] = []
        nodes.reserveCapacity(tree.count)
        var outside: [UInt8] = []
        var inMenu = false
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[start..<end]
            start = end + 1
            if !inMenu {
                if line.elementsEqual(menuOpening) {
                    inMenu = true
                    outside += Array("  \"menu\": []".utf8)
                } else {
                    outside += line
                    outside.append(UInt8(ascii: "\n"))
                }
                continue
            }
            // The menu's end, with the comma before the members after it.
            if line.starts(with: Self.menuClosing) && line.count <= Self.menuClosing.count + 1 {
                inMenu = false
                outside += line.dropFirst(Self.menuClosing.count)
                outside.append(UInt8(ascii: "\n"))
                continue
            }
            guard let first = line.firstIndex(where: { $0 != UInt8(ascii: " ") }),
                  line[first...].starts(with: Self.nodeOpening) else { continue }
            guard nodes.count < tree.count else { throw MenuError.refused("the export holds more nodes than the menu") }
            let (node, parent) = tree[nodes.count]
            nodes.append(Node(node: node, parent: parent, members: Self.members(of: line[first...])))
        }
        guard nodes.count == tree.count else { throw MenuError.refused("the export holds fewer nodes than the menu") }
        return (nodes, outside)
    }

    private static let menuOpening = Array("  \"menu\": [".utf8)
    private static let menuClosing = Array("  ]".utf8)
    private static let nodeOpening = Array("{\"kind\": ".utf8)
    private static let childrenOpening = Array(", \"children\": [".utf8)
    private static let noChildren = Array(", \"children\": []}".utf8)

    /// A node's line as one JSON object of its own members: a group's
    /// children and the comma that joins lines left out.
    private static func members(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var text = line
        if text.last == UInt8(ascii: ",") { text = text.dropLast() }
        // Told apart by the last byte first: no list made for each line.
        let opening: [UInt8]
        switch text.last {
        case UInt8(ascii: "[")?: opening = childrenOpening
        case UInt8(ascii: "}")?: opening = noChildren
        default: return text
        }
        guard text.count >= opening.count, text[(text.endIndex - opening.count)...].elementsEqual(opening) else { return text }
        return ArraySlice(text.dropLast(opening.count) + [UInt8(ascii: "}")])
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
