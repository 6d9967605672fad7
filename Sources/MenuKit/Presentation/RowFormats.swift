/// The machine-readable forms of `list` (SPEC 5): TSV and JSON.
public enum RowFormats {
    public static let tsvHeader = "row\tid\tdepth\tkind\texpanded\tpath\tprice"

    public static func tsv(_ rows: [VisibleRow]) -> String {
        var out = tsvHeader + "\n"
        out.reserveCapacity(rows.count * 48)
        for row in rows {
            let node = row.node
            out += String(row.number)
            out += "\t"
            out += String(node.id)
            out += "\t"
            out += String(row.depth)
            out += node.isGroup ? "\tgroup\t" : "\titem\t"
            out += node.isGroup ? (node.isExpanded ? "1" : "0") : ""
            out += "\t"
            out += Terminal.escaped(row.path)
            out += "\t"
            out += node.price?.description ?? ""
            out += "\n"
        }
        return out
    }

    /// One JSON array, an object per row, one row a line.
    public static func json(_ rows: [VisibleRow]) -> String {
        guard !rows.isEmpty else { return "[]\n" }
        var out = "[\n"
        for (index, row) in rows.enumerated() {
            out += "  {\"row\":\(row.number),"
            out += nodeFields(row.node, depth: row.depth, path: row.path)
            out += index == rows.count - 1 ? "}\n" : "},\n"
        }
        return out + "]\n"
    }

    /// The keys a `list` row and `show` share, every key always present.
    static func nodeFields(_ node: any MenuComponent, depth: Int, path: String) -> String {
        var out = "\"id\":\(node.id),\"depth\":\(depth),"
        out += node.isGroup ? "\"kind\":\"group\"," : "\"kind\":\"item\","
        out += "\"name\":" + JSONText.string(node.name) + ","
        out += "\"path\":" + JSONText.string(path) + ","
        out += "\"expanded\":" + JSONText.bool(node.isGroup ? node.isExpanded : nil) + ","
        out += "\"children\":" + JSONText.int(node.isGroup ? node.children.count : nil) + ","
        out += "\"price\":" + JSONText.price(node.price)
        return out
    }
}
