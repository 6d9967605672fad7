import MenuModel
/// Allergens and diets (SPEC 24), by their stable keys.
extension NodeField {
    static let allergens = NodeField(
        label: "allergens",
        // Declared free of the 14 (SPEC 28): `none` in TSV, `"none"` in JSON;
        // an empty list is undeclared, as it always was.
        tsv: Cell("allergens", at: 19) { node, out in
            if node.dietary.isDeclaredFree { return out.append(Dietary.noneKey) }
            out.appendKeys(of: UInt(node.dietary.allergenBits & Allergen.allBits)) { Allergen.ordered[$0].key }
        },
        jsonRow: Cell("allergens", at: 24) { node, out in
            if node.dietary.isDeclaredFree { return out.appendJSON(Dietary.noneKey) }
            out.appendJSONKeys(of: UInt(node.dietary.allergenBits & Allergen.allBits)) { Allergen.ordered[$0].key }
        },
        document: "allergens", csv: CSVCell(MenuCSV.dietaryColumns[0], at: 14, carried: \.dietary), diffs: true)

    static let diets = NodeField(
        label: "diets",
        tsv: Cell("diets", at: 20) { node, out in
            out.appendKeys(of: UInt(node.dietary.dietBits)) { Diet.ordered[$0].key }
        },
        jsonRow: Cell("diets", at: 25) { node, out in
            out.appendJSONKeys(of: UInt(node.dietary.dietBits)) { Diet.ordered[$0].key }
        },
        document: "diets", csv: CSVCell(MenuCSV.dietaryColumns[1], at: 15, carried: \.diets), diffs: true)
}

extension RowBytes {
    /// The keys of the bits set, `;`-joined: only those bits are visited,
    /// lowest (first in the Annex) first, and no list of them is made for
    /// each dish (a third of `list`'s dishes may have some).
    mutating func appendKeys(of bits: UInt, _ key: (Int) -> String) {
        var bits = bits
        while bits != 0 {
            append(key(bits.trailingZeroBitCount))
            bits &= bits - 1
            if bits != 0 { append(UInt8(ascii: ";")) }
        }
    }

    /// The same keys as a JSON list, `["peanuts","milk"]`, `[]` for none.
    mutating func appendJSONKeys(of bits: UInt, _ key: (Int) -> String) {
        append(UInt8(ascii: "["))
        var bits = bits
        while bits != 0 {
            appendJSON(key(bits.trailingZeroBitCount))
            bits &= bits - 1
            if bits != 0 { append(UInt8(ascii: ",")) }
        }
        append(UInt8(ascii: "]"))
    }
}
