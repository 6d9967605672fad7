import MenuModel
/// How details (SPEC 11) read in each format. Machine formats always carry
/// every key (SPEC 16): lists and objects are empty when there is nothing
/// (`[]`, `{}`), single values `null`; a group's spice is always `null`
/// and its tags `[]`.
package enum DetailsFormats {
    /// What the text `list` writes in its columns after a name: `spice 2`,
    /// `[招牌, 新品]`, empty where a dish has none.
    /// Plain words and brackets, whose width is known on every terminal,
    /// where a chili emoji is one column on some and two on others.
    static func notes(_ details: DishDetails) -> (spice: String, tags: String) {
        (details.spice.map { "spice \($0.level)" } ?? "",
         details.tags.isEmpty ? "" : "[" + Terminal.escaped(details.tags.joined(separator: ", ")) + "]")
    }

    /// `show`'s lines for details, as (key, value) after the name's.
    static func showLines(_ details: DishDetails) -> [(String, String)] {
        var lines: [(String, String)] = []
        if let description = details.description { lines.append(("description", Terminal.escaped(description))) }
        for translated in details.descriptionTranslations {
            lines.append(("description (\(Terminal.escaped(translated.lang)))", Terminal.escaped(translated.text)))
        }
        if let spice = details.spice { lines.append(("spice", "\(spice.level) (\(spice.word))")) }
        if !details.tags.isEmpty { lines.append(("tags", Terminal.escaped(details.tags.joined(separator: ", ")))) }
        if let kcal = details.energy.kcal { lines.append(("kcal", kcalText(kcal))) }
        if let portion = details.energy.portion { lines.append(("portion", Terminal.escaped(portion.text))) }
        return lines
    }

    /// `name (en)`, one line per translation.
    static func translationLines(_ details: DishDetails) -> [(String, String)] {
        details.translations.map { ("name (\(Terminal.escaped($0.lang)))", Terminal.escaped($0.text)) }
    }

    /// `520`, or `小份 380, 大份 520`, as `show` and an edit's report say it.
    package static func kcalText(_ kcal: DishKcal) -> String {
        switch kcal {
        case .whole(let kcal): String(kcal)
        case .sizes(let sizes): sizes.map { "\(Terminal.escaped($0.size)) \($0.kcal)" }.joined(separator: ", ")
        }
    }
}
