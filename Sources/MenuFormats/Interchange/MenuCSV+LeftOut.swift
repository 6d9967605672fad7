import MenuModel
/// What CSV does not carry (SPEC 25), said by `export --format csv` and by
/// `diff FILE.csv`: the menu's lists and its glossary travel in JSON only,
/// and a file written by hand carries only the columns its header names.
extension MenuCSV {
    /// The fields a file with `carried` columns says nothing of, in the
    /// words diff's lines use, then what no CSV file carries.
    public static func fieldsNotCarried(_ carried: CarriedFields) -> [String] {
        NodeField.notCarried(by: carried) + ["choice lists", "price lists", "glossary", "fees"]
    }

    /// The fields of a node the export document carries and CSV does not
    /// (none, as SPEC 25 asks, until a field is declared so), each with
    /// how many nodes of `root` hold one, as their JSON rows say it.
    public static func fieldsLeftOut(of root: MenuGroup) -> [(label: String, nodes: Int)] {
        guard !fieldsCSVLacks.isEmpty else { return [] }
        let rows = root.visibleRows(all: true).map { FieldValues($0) }
        return fieldsCSVLacks.compactMap { field, cell in
            let nodes = rows.count { node in
                var out = RowBytes(reserving: 64)
                cell.write(node, &out)
                return !["null", "[]", "{}", "false"].contains(String(decoding: out.bytes, as: UTF8.self))
            }
            return nodes > 0 ? (field.label, nodes) : nil
        }
    }

    private static let fieldsCSVLacks = NodeField.all.filter { $0.document != nil && $0.diffs && $0.csv == nil }
        .compactMap { field in field.jsonRow.map { (field, $0) } }

    /// `the 2 choice lists, 1 price list and glossary`: what an export to
    /// CSV leaves out of this menu, `fields` (`fieldsLeftOut`) first; nil
    /// when it leaves out nothing it has.
    /// `others`: what a feature's own section holds that no column does, said by the feature.
    public static func leftOut(fields: [(label: String, nodes: Int)] = [], choiceLists: Int, priceLists: Int, others: [String] = [],
                               ownGlossary: Bool) -> String? {
        var parts = fields.map { "\($0.label) of \($0.nodes) node\($0.nodes == 1 ? "" : "s")" }
        if choiceLists > 0 { parts.append("\(choiceLists) choice list\(choiceLists == 1 ? "" : "s")") }
        if priceLists > 0 { parts.append("\(priceLists) price list\(priceLists == 1 ? "" : "s")") }
        parts += others
        if ownGlossary { parts.append("glossary") }
        guard let last = parts.popLast() else { return nil }
        return "the menu's " + (parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last)
    }
}
