import MenuModel
/// Allergens and diets in `show` (SPEC 24); the rows' columns and keys
/// are the fields' (NodeField+Dietary.swift).
extension RowFormats {
    /// `show`'s lines: `allergens: peanuts 花生, sesame 芝麻`, `diets: vegetarian 素`.
    package static func dietaryLines(_ dietary: Dietary) -> [(String, String)] {
        var lines: [(String, String)] = []
        if dietary.isDeclaredFree { lines.append(("allergens", "none of the 14 (declared)")) }
        if !dietary.allergens.isEmpty {
            lines.append(("allergens", dietary.allergens.map { "\($0.key) \($0.chinese)" }.joined(separator: ", ")))
        }
        if !dietary.diets.isEmpty { lines.append(("diets", dietary.diets.map { "\($0.key) \($0.chinese)" }.joined(separator: ", "))) }
        return lines
    }
}
