import MenuModel
/// A set meal's slots (SPEC 19). TSV says `set` in its kind column and no more.
extension NodeField {
    static let slots = NodeField(
        label: "slots",
        tsv: nil,
        jsonRow: Cell("slots", at: 26, onPlainDish: .same) { node, out in RowFormats.appendJSONSlots(node.setMeal, isGroup: node.isGroup, to: &out) },
        document: "slots", csv: CSVCell(MenuCSV.slotsColumn, at: 11, carried: \.slots), diffs: true)
}
