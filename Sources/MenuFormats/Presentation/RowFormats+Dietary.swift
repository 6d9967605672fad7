import MenuModel
/// Allergens and diets in the rows of `list` and `show` (SPEC 24), by
/// their stable keys, after the columns and keys that came before them.
/// SPEC 16 puts `description` last in TSV, after them.
extension RowFormats {
    package static let tsvDietaryHeader = "\tallergens\tdiets\tdescription"

    /// `\tpeanuts;sesame\tvegetarian\t花生、干辣椒、鸡丁`; empty fields for none.
    /// The keys are written straight from the bits, with no list of them
    /// made for each dish (a third of `list`'s dishes may have some).
    package static func appendTSVDietary(_ details: DishDetails, to out: inout RowBytes) {
        let dietary = details.dietary
        if dietary.isEmpty && details.description == nil { return out.append(literal: "\t\t\t") }
        out.append(UInt8(ascii: "\t"))
        appendKeys(of: UInt(dietary.allergenBits), { Allergen.ordered[$0].key }, to: &out)
        out.append(UInt8(ascii: "\t"))
        appendKeys(of: UInt(dietary.dietBits), { Diet.ordered[$0].key }, to: &out)
        out.append(UInt8(ascii: "\t"))
        if let description = details.description { out += Terminal.escaped(description) }
    }

    /// The keys of the bits set, `;`-joined: only those bits are visited,
    /// lowest (first in the Annex) first.
    private static func appendKeys(of bits: UInt, _ key: (Int) -> String, to out: inout RowBytes) {
        var bits = bits
        while bits != 0 {
            out.append(key(bits.trailingZeroBitCount))
            bits &= bits - 1
            if bits != 0 { out.append(UInt8(ascii: ";")) }
        }
    }

    /// `,"allergens":["peanuts","sesame"],"diets":["vegetarian"]`; `[]` for none, groups too.
    package static func jsonDietaryFields(_ dietary: Dietary) -> String {
        ",\"allergens\":[" + dietary.allergens.map { "\"\($0.key)\"" }.joined(separator: ",")
            + "],\"diets\":[" + dietary.diets.map { "\"\($0.key)\"" }.joined(separator: ",") + "]"
    }

    /// `show`'s lines: `allergens: peanuts 花生, sesame 芝麻`, `diets: vegetarian 素`.
    package static func dietaryLines(_ dietary: Dietary) -> [(String, String)] {
        var lines: [(String, String)] = []
        if !dietary.allergens.isEmpty {
            lines.append(("allergens", dietary.allergens.map { "\($0.key) \($0.chinese)" }.joined(separator: ", ")))
        }
        if !dietary.diets.isEmpty { lines.append(("diets", dietary.diets.map { "\($0.key) \($0.chinese)" }.joined(separator: ", "))) }
        return lines
    }
}
