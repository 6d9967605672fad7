import MenuModel
import SQLite
extension DetailsStore {
    /// Whether any group or dish has a name a reader of `lang` would see
    /// (SPEC 11): in `lang`, or in a language it narrows (`en` for
    /// `en-GB`), as `DishDetails.translation(in:)` looks them up. `--lang ja`
    /// on a menu without Japanese says so.
    public func hasNames(in lang: LanguageTag) throws -> Bool {
        var tags: [String] = []
        var wanted = Substring(lang.text)
        while true {
            tags.append(wanted.lowercased())
            guard let dash = wanted.lastIndex(of: "-") else { break }
            wanted = wanted[..<dash]
        }
        let list = "[" + tags.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        return try database.cachedStatement("""
            SELECT EXISTS (SELECT 1 FROM node_translation WHERE lower(lang) IN (SELECT value FROM json_each(?))) AS translated
            """).firstRow([.text(list)]) { $0.bool("translated") } ?? false
    }
}
