import MenuModel
/// Description, spice, tags and the translations of the name and the
/// description (SPEC 11). CSV has a column for each language the menu has
/// (`name:en`, `description:en`, MenuCSV+Languages.swift); TSV, for one
/// line a row, has none.
extension NodeField {
    static let description = NodeField(
        label: "description",
        // SPEC 16 puts it last but `off_sale` in TSV, after the columns of allergens and diets.
        tsv: Cell("description", at: 21, onPlainDish: .same) { node, out in
            if let description = node.details.description { out += Terminal.escaped(description) }
        },
        jsonRow: Cell("description", at: 11, onPlainDish: .same) { node, out in
            out.appendJSON(orNull: node.details.description)
        },
        document: "description", csv: CSVCell(MenuCSV.detailColumns[0], at: 3, carried: \.description), diffs: true)

    static let spice = NodeField(
        label: "spice",
        tsv: Cell("spice", at: 9, onPlainDish: .same) { node, out in
            if let spice = node.details.spice { out += spice.description }
        },
        jsonRow: Cell("spice", at: 12, onPlainDish: .same) { node, out in
            if let spice = node.details.spice { out.append(spice.level) } else { out.append(literal: "null") }
        },
        document: "spice", csv: CSVCell(MenuCSV.detailColumns[1], at: 4, carried: \.spice), diffs: true)

    static let tags = NodeField(
        label: "tags",
        tsv: Cell("tags", at: 10, onPlainDish: .same) { node, out in
            let tags = node.details.tags
            if !tags.isEmpty { out += Terminal.escaped(tags.joined(separator: ";")) }
        },
        jsonRow: Cell("tags", at: 13, onPlainDish: .same) { node, out in
            out.appendJSON(strings: node.details.tags)
        },
        document: "tags", csv: CSVCell(MenuCSV.detailColumns[2], at: 5, carried: \.tags), diffs: true)

    static let translations = NodeField(
        label: "translations",
        tsv: nil,
        jsonRow: Cell("translations", at: 14, onPlainDish: .same) { node, out in out.appendJSON(translations: node.details.translations) },
        document: "translations", csv: .perLanguage("name", at: 17), diffs: true)

    /// The key came after the others: last in a row, as rows keep their order of keys.
    static let descriptionTranslations = NodeField(
        label: "description translations",
        tsv: nil,
        jsonRow: Cell("description_translations", at: 28, onPlainDish: .same) { node, out in
            out.appendJSON(translations: node.details.descriptionTranslations)
        },
        document: "description_translations", csv: .perLanguage("description", at: 18), diffs: true)
}
