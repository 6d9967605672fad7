import MenuModel
/// Where a node is and what it is: its row, id, depth, kind, name and path,
/// and a group's expanded state and children (SPEC 5). The export document
/// nests nodes, so it says a path by where a node stands, and no id; diff
/// matches nodes by them, and says a move or a new name on lines of its own.
extension NodeField {
    static let row = NodeField(
        label: "row",
        tsv: Cell("row", at: 0) { node, out in out.append(node.number) },
        jsonRow: Cell("row", at: 0) { node, out in out.append(node.number) },
        document: nil, csv: nil, diffs: false)

    static let id = NodeField(
        label: "id",
        tsv: Cell("id", at: 1) { node, out in out.append(node.id) },
        jsonRow: Cell("id", at: 1) { node, out in out.append(node.id) },
        document: nil, csv: nil, diffs: false)

    static let depth = NodeField(
        label: "depth",
        tsv: Cell("depth", at: 2) { node, out in out.append(node.depth) },
        jsonRow: Cell("depth", at: 2) { node, out in out.append(node.depth) },
        document: nil, csv: nil, diffs: false)

    static let kind = NodeField(
        label: "kind",
        tsv: Cell("kind", at: 3) { node, out in
            out.append(literal: node.isGroup ? "group" : node.isSetMeal ? "set" : "item")
        },
        jsonRow: Cell("kind", at: 3) { node, out in
            out.append(literal: node.isGroup ? "\"group\"" : node.isSetMeal ? "\"set\"" : "\"item\"")
        },
        document: "kind", csv: CSVCell(MenuCSV.kindColumn, at: 1, carried: \.kind), diffs: true)

    static let name = NodeField(
        label: "name",
        tsv: nil,
        jsonRow: Cell("name", at: 4) { node, out in out.appendJSON(node.name) },
        document: "name", csv: nil, diffs: false)

    static let path = NodeField(
        label: "path",
        tsv: Cell("path", at: 5) { node, out in out.appendEscaped(path: node.pathAbove, node.pathLast) },
        jsonRow: Cell("path", at: 5) { node, out in out.appendJSON(path: node.pathAbove, node.pathLast) },
        document: nil, csv: CSVCell(MenuCSV.pathColumn, at: 0, carried: nil), diffs: false)

    static let expanded = NodeField(
        label: "expanded",
        tsv: Cell("expanded", at: 4, onPlainDish: .same) { node, out in
            if node.isGroup { out.append(UInt8(ascii: node.isExpanded ? "1" : "0")) }
        },
        jsonRow: Cell("expanded", at: 6, onPlainDish: .same) { node, out in out.append(json: node.isGroup ? node.isExpanded : nil) },
        document: "expanded", csv: nil, diffs: false)

    static let children = NodeField(
        label: "children",
        tsv: nil,
        jsonRow: Cell("children", at: 7, onPlainDish: .same) { node, out in
            if node.isGroup { out.append(node.childCount) } else { out.append(literal: "null") }
        },
        document: "children", csv: nil, diffs: false)
}
