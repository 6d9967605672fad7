import MenuModel
/// The columns SPEC 24 adds before `hours`: a dish's allergens and diets
/// by key, joined by `;` as tags are:
///
///     …,market_price,allergens,diets,hours
///     主菜/宫保鸡丁,item,38.00,,,,0,,,0,peanuts;sesame,,
///
/// A line tells them whole, as the JSON document does: an empty field is
/// none. English or Chinese names are read too (`花生;芝麻`). A group's
/// fields are empty. A file without these columns leaves them as they are.
extension MenuCSV {
    package static let dietaryColumns: [Column] = [
        Column(header: "allergens", write: { node in
            // Most dishes declare none: an empty list joined cost as much as a short one.
            node.details.dietary.isDeclaredFree ? Dietary.noneKey
                : node.details.dietary.allergensDeclared ? node.details.dietary.allergens.map(\.key).joined(separator: ";") : ""
        }, read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("allergens: a group has no allergens; leave the field empty") }
            // `none`: declared free of the 14 (SPEC 28).
            if field == Dietary.noneKey {
                line.details.dietary.allergens = []
                line.details.dietary.declaredFree = true
                return
            }
            var allergens: [Allergen] = []
            for part in field.split(separator: ";", omittingEmptySubsequences: false) {
                do throws(MenuError) { allergens.append(try Allergen(parsing: String(part))) } catch {
                    throw .invalidArgument("allergens: \(error.message)")
                }
            }
            line.details.dietary.allergens = allergens
        }),
        Column(header: "diets", write: { node in
            let diets = node.details.dietary.diets
            return diets.isEmpty ? "" : diets.map(\.key).joined(separator: ";")
        },
               read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("diets: a group has no diets; leave the field empty") }
            var diets: [Diet] = []
            for part in field.split(separator: ";", omittingEmptySubsequences: false) {
                do throws(MenuError) { diets.append(try Diet(parsing: String(part))) } catch {
                    throw .invalidArgument("diets: \(error.message)")
                }
            }
            line.details.dietary.diets = diets
        }),
    ]
}
