import MenuModel
/// What CSV does not carry (SPEC 25), said by `export --format csv` and by
/// `diff FILE.csv`: the menu's lists and its glossary travel in JSON only,
/// and a file written by hand carries only the columns its header names.
extension MenuCSV {
    /// The fields a file with `carried` columns says nothing of, in the
    /// words diff's lines use, then what no CSV file carries.
    public static func fieldsNotCarried(_ carried: CarriedFields) -> [String] {
        let fields: [(Bool, String)] = [
            (carried.price, "price"), (carried.unit, "unit"), (carried.soldOut, "sold out"),
            (carried.soldOutEnds, "sold out until"), (carried.offSale, "off sale"), (carried.description, "description"), (carried.spice, "spice"),
            (carried.tags, "tags"), (carried.counts, "left and daily"), (carried.dietary, "allergens"),
            (carried.diets, "diets"), (carried.hours, "hours"), (carried.offers, "choices offered"),
            (carried.withdrawn, "choices withdrawn"), (carried.slots, "slots"), (carried.kind, "kind"),
        ]
        return fields.filter { !$0.0 }.map(\.1) + ["choice lists", "price lists", "glossary"]
    }

    /// `the 2 choice lists, 1 price list and glossary`: what an export to
    /// CSV leaves out of this menu; nil when it leaves out nothing it has.
    public static func leftOut(choiceLists: Int, priceLists: Int, ownGlossary: Bool) -> String? {
        var parts: [String] = []
        if choiceLists > 0 { parts.append("\(choiceLists) choice list\(choiceLists == 1 ? "" : "s")") }
        if priceLists > 0 { parts.append("\(priceLists) price list\(priceLists == 1 ? "" : "s")") }
        if ownGlossary { parts.append("glossary") }
        guard let last = parts.popLast() else { return nil }
        return "the menu's " + (parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last)
    }
}
