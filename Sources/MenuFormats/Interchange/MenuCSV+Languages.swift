import MenuModel

/// The columns SPEC 15 puts last: for every language the menu has, in the
/// order of their tags, `name:LANG` and `description:LANG`.
///
///     …,hours,name:en,description:en
///     主菜/宫保鸡丁,item,38.00,…,,Kung Pao Chicken,
///
/// A language is one a name or a description is translated into; each
/// column holds that translation, empty where there is none. A file may
/// leave a language's columns out: the translations into a language the
/// file has no column for are kept, even by `--replace`, since no import
/// clears what its file cannot carry.
extension MenuCSV {
    /// One `name:LANG` or `description:LANG` column of a file.
    package struct LanguageColumn: Equatable {
        /// The tag in its conventional case, as translations are stored.
        package let lang: String
        package let isName: Bool
        package var header: String { (isName ? "name:" : "description:") + lang }
    }

    /// The language of every translation in the menu, in the order of their tags.
    package static func languages(of rows: [VisibleRow]) -> [String] {
        var languages = Set<String>()
        // A bare dish is asked nothing: copying its details to find none cost more than the rest of the pass.
        for row in rows where !isBare(row.node) && !row.node.details.isEmptyApartFromDietary {
            for translation in row.node.details.translations + row.node.details.descriptionTranslations {
                languages.insert(translation.lang)
            }
        }
        return languages.sorted()
    }

    package static func languageColumns(_ languages: [String]) -> [LanguageColumn] {
        languages.flatMap { [LanguageColumn(lang: $0, isName: true), LanguageColumn(lang: $0, isName: false)] }
    }

    /// A node's name and description in each language, empty where it has none.
    static func appendLanguageFields(of details: DishDetails, _ languages: [String], to out: inout RowBytes) {
        for lang in languages {
            for translations in [details.translations, details.descriptionTranslations] {
                out.append(UInt8(ascii: ","))
                if let translation = translations.first(where: { $0.lang == lang }) { out.appendCSVField(translation.text) }
            }
        }
    }

    /// The column a header field names, nil when it names no language's column.
    package static func languageColumn(_ field: String) throws(MenuError) -> LanguageColumn? {
        for (prefix, isName) in [("name:", true), ("description:", false)] where field.hasPrefix(prefix) {
            do throws(MenuError) {
                return LanguageColumn(lang: try LanguageTag(String(field.dropFirst(prefix.count))).text, isName: isName)
            } catch {
                throw .invalidArgument("\(Terminal.escaped(Terminal.shortened(field))): \(error.message)")
            }
        }
        return nil
    }

    /// Reads one language's field into the line; an empty one says nothing.
    package static func read(_ field: String, in column: LanguageColumn, into line: inout Line) throws(MenuError) {
        guard !field.isEmpty else { return }
        do throws(MenuError) {
            if column.isName {
                line.details.translations.append(Translation(lang: column.lang, text: try TranslationText(field).text))
            } else {
                line.details.descriptionTranslations.append(Translation(lang: column.lang, text: try DishDescription(field).text))
            }
        } catch {
            throw .invalidArgument("\(column.header): \(error.message)")
        }
    }
}
