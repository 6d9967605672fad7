import MenuModel

/// One side of a `diff` (SPEC 23): a menu as its export document says it,
/// node by node, with each node's id and path from the tree it was written
/// from. The export writes one node a line, so two menus compare line by
/// line, and only the lines that differ are read key by key: a key another
/// feature adds to the document is compared without a change here.
public struct MenuSnapshot {
    public struct Node {
        public let id: Int64
        public let path: String
        public let isGroup: Bool
        /// The price column of `list` (`58.00–88.00`, `时价`), for an added dish.
        public let priceLabel: String?
        /// The node's own members as the export writes them, children left out.
        let members: Substring
    }

    public let nodes: [Node]
    /// The document's members other than `menu`: choice lists, price lists, glossary.
    let top: [(key: String, value: JSONValue)]

    /// `document` is `MenuDocument.json(of: root, …)`; `root` the tree it was written from.
    public init(document: String, root: MenuGroup) throws(MenuError) {
        let rows = root.visibleRows(all: true)
        var nodes: [Node] = []
        nodes.reserveCapacity(rows.count)
        var outside = ""
        var inMenu = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inMenu {
                if line == "  \"menu\": [" { inMenu = true; outside += "  \"menu\": [],\n" } else { outside += line + "\n" }
                continue
            }
            if line == "  ]" || line == "  ]," { inMenu = false; continue }
            guard let start = line.firstIndex(where: { $0 != " " }), line[start...].hasPrefix("{\"kind\": ") else { continue }
            guard nodes.count < rows.count else { throw MenuError.refused("the export holds more nodes than the menu") }
            let row = rows[nodes.count]
            nodes.append(Node(id: row.node.id, path: row.path, isGroup: row.node.isGroup,
                              priceLabel: row.node.priceLabel, members: Self.members(of: line[start...])))
        }
        // `"menu": [],` before the members that follow it; an empty menu's line stays as written.
        outside = outside.replacingOccurrences(of: "\"menu\": [],\n}", with: "\"menu\": []\n}")
        guard nodes.count == rows.count else { throw MenuError.refused("the export holds fewer nodes than the menu") }
        self.nodes = nodes
        guard case .object(let members) = try JSONParser.parse(Array(outside.utf8)) else { throw MenuError.refused("the export is not an object") }
        top = members.filter { !["format", "version", "currency", "menu"].contains($0.key) }
    }

    /// A node's line as one JSON object of its own members: a group's
    /// children and the punctuation that joins lines left out.
    private static func members(of line: Substring) -> Substring {
        var text = line
        if text.hasSuffix(",") { text = text.dropLast() }
        for opening in [", \"children\": [", ", \"children\": []}"] where text.hasSuffix(opening) {
            return Substring(text.dropLast(opening.count) + "}")
        }
        return text
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
