import MenuModel
extension MenuCSV {
    /// The columns a file's header names, where each is, and so what the
    /// file carries. A file written by hand may hold any of the known
    /// columns in any order (SPEC 25), `path` among them: a column left out
    /// is not given, and what it would say of a node stays as it is.
    package struct Layout {
        /// The known columns the header names, in the order they are read
        /// (the order `columns` declares, since a column may look at those
        /// before it), each with its field's position in a record.
        package let columns: [(column: Column, position: Int)]
        package let languages: [(column: LanguageColumn, position: Int)]
        package let carried: CarriedFields
        private let pathPosition: Int
        package var readsKind: Bool { columns.contains { $0.column.header == "kind" } }

        package init(header: [String]) throws(MenuError) {
            var positions: [String: Int] = [:]
            var languages: [(column: LanguageColumn, position: Int)] = []
            for (position, field) in header.enumerated() {
                if let column = try MenuCSV.languageColumn(field) {
                    guard !languages.contains(where: { $0.column == column }) else { throw .invalidArgument("the header names \(column.header) twice") }
                    languages.append((column, position))
                    continue
                }
                guard (MenuCSV.columns + MenuCSV.occasionalColumns).contains(where: { $0.header == field }) else {
                    throw .invalidArgument("the header names \(MenuCSV.quoted(field)), which is not a column; the columns are \(MenuCSV.header) and name:LANG,description:LANG for each language")
                }
                guard positions[field] == nil else { throw .invalidArgument("the header names \(MenuCSV.quoted(field)) twice") }
                positions[field] = position
            }
            guard let path = positions["path"] else {
                throw .invalidArgument("the header has no path column; it names the columns a file holds, path among them, such as \(MenuCSV.header)")
            }
            pathPosition = path
            columns = (MenuCSV.columns + MenuCSV.occasionalColumns).compactMap { column in positions[column.header].map { (column, $0) } }
            self.languages = languages
            carried = Self.carried(by: Set(positions.keys), languages: languages.map(\.column))
        }

        /// What the fields of the columns named carry, and the languages.
        private static func carried(by names: Set<String>, languages: [LanguageColumn]) -> CarriedFields {
            var carried = NodeField.carried(byCSVColumns: names)
            carried.languages = languages.filter(\.isName).map(\.lang)
            carried.descriptionLanguages = languages.filter { !$0.isName }.map(\.lang)
            return carried
        }

        /// A record's path, as written (nil when the record is too short).
        package func path(of fields: [String]) -> String? {
            fields.indices.contains(pathPosition) ? MenuCSV.unguarded(fields[pathPosition]) : nil
        }
    }

    /// Every path that others lie under: the groups of a file without a kind column.
    package static func groupPaths(_ paths: [String]) -> Set<String> {
        var groups = Set<String>()
        for path in paths {
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/") {
                guard groups.insert(String(path[..<slash])).inserted else { break }
                end = slash
            }
        }
        return groups
    }
}
