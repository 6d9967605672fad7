import MenuModel
/// The choice lists a dish offers (SPEC 18). The rows name every list that
/// reaches a dish, nearest first, as worked out through the composite; the
/// document and CSV the lists a node offers itself, and those withdrawn
/// from it. The lists themselves travel in the document only.
extension NodeField {
    static let choices = NodeField(
        label: "choices offered",
        tsv: Cell("choices", at: 14, onPlainDish: .same) { node, out in
            if let field = node.choicesField { out += field }
        },
        jsonRow: Cell("choices", at: 27, onPlainDish: .same) { node, out in
            out.appendJSON(strings: node.choices ?? [])
        },
        document: "offers", csv: CSVCell(MenuCSV.choicesColumn, at: 10, carried: \.offers), diffs: true)

    static let withdrawn = NodeField(
        label: "choices withdrawn", tsv: nil, jsonRow: nil, document: "withdrawn",
        csv: CSVCell(MenuCSV.withdrawnColumn, at: 1, occasional: true, carried: \.withdrawn), diffs: true)
}
