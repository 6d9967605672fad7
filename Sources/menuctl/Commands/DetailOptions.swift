import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The options of SPEC 11 that `add-item`, `add-group` and `edit` share:
/// a description, spice, tags and translations. Each command lists the ones
/// it takes (a group has no spice or tags; only `edit` removes), and every
/// value is checked here, before the database is opened.
enum DetailOptions {
    static let description = Option<DishDescription?>("description", valueName: "text",
                                                     help: "One line for guests about it, up to 500 characters.")
    static let noDescription = Flag("no-description", help: "Remove its description.")
    static let spice = Option<Spice?>("spice", valueName: "0-3", help: "辣度: 0 none, 1 mild, 2 medium, 3 hot.")
    static let noSpice = Flag("no-spice", help: "Remove its spice level.")
    static let tag = Option<[DishTag]>("tag", help: "A tag such as 招牌, 新品, 素 or 清真 (repeatable).")
    static let untag = Option<[DishTag]>("untag", valueName: "tag", help: "Remove a tag (repeatable).")
    static let translation = Option<[TranslationArgument]>("translation", valueName: "lang=text",
                                                           help: "Its name in a language: en='Kung Pao Chicken' (repeatable).")
    static let noTranslation = Option<[LanguageTag]>("no-translation", valueName: "lang",
                                                     help: "Remove its name in that language (repeatable).")

    /// What `add-item` takes.
    static let forNewDishes: [any OptionDeclaration] = [description, spice, tag, translation] + DietaryOptions.forNewDishes
    /// What `add-group` takes: a group has no spice or tags.
    static let forNewGroups: [any OptionDeclaration] = [description, translation]
    /// What `edit` takes.
    static let forEditing: [any OptionDeclaration] = [description, noDescription, spice, noSpice, tag, untag,
                                                      translation, noTranslation] + DietaryOptions.forEditing
    static let exclusive: [[any OptionDeclaration]] = [[description, noDescription], [spice, noSpice]]
    /// Their long names, to ask a line whether it gives any in one look
    /// at what it gives (issue 35: asking after each was 4% of a batch).
    private static let forEditingNames = Set(forEditing.map(\.spec.long))

    /// The edit the words ask for, with the options the command declares;
    /// the same tag or language asked twice, or added and removed at once,
    /// is a usage error.
    static func edit(_ arguments: ParsedArguments) throws(UsageError) -> DetailsEdit {
        // Most lines of a setup batch give none of them: nothing to read
        // or check (issue 35: reading each absent option was a tenth of a batch).
        guard arguments.givesAny(of: forEditingNames) else { return DetailsEdit() }
        func declares(_ option: any OptionDeclaration) -> Bool { arguments.spec.option(named: option.spec.long) != nil }
        var edit = DetailsEdit()
        if declares(noDescription), arguments[noDescription] {
            edit.description = .clear
        } else if let text = try arguments[description] {
            edit.description = .set(text.text)
        }
        if declares(noSpice), arguments[noSpice] {
            edit.spice = .clear
        } else if declares(spice), let level = try arguments[spice] {
            edit.spice = .set(level)
        }
        if declares(tag) {
            let added = try arguments[tag]
            let removed = declares(untag) ? try arguments[untag] : []
            try checkDistinct(added.map(\.text), "--tag"); try checkDistinct(removed.map(\.text), "--untag")
            if let both = added.first(where: removed.contains) {
                throw UsageError(message: "The tag '\(Terminal.escaped(both.text))' is given to both '--tag' and '--untag'")
            }
            edit.addedTags = added.map(\.text)
            edit.removedTags = removed.map(\.text)
        }
        let translated = try arguments[translation]
        let untranslated = declares(noTranslation) ? try arguments[noTranslation] : []
        try checkDistinct(translated.map(\.lang.text), "--translation"); try checkDistinct(untranslated.map(\.text), "--no-translation")
        if let both = translated.first(where: { untranslated.contains($0.lang) }) {
            throw UsageError(message: "The language '\(both.lang)' is given to both '--translation' and '--no-translation'")
        }
        edit.translations = translated.map { Translation(lang: $0.lang.text, text: $0.text) }
        edit.removedTranslations = untranslated.map(\.text)
        edit.dietary = try DietaryOptions.edit(arguments)
        return edit
    }

    private static func checkDistinct(_ values: [String], _ option: String) throws(UsageError) {
        var seen: [String] = []
        for value in values {
            if seen.contains(where: { $0.hasSameUTF8(as: value) }) {
                throw UsageError(message: "'\(Terminal.escaped(value))' is given twice to '\(option)'")
            }
            seen.append(value)
        }
    }

    /// What an edit of details did, a line for each thing that changed:
    /// `set the spice of 主菜/宫保鸡丁 to 2 (medium)`.
    static func lines(_ change: DetailsStore.DetailsChange) -> [String] {
        let path = change.path.shown
        let before = change.before, after = change.after
        var lines: [String] = []
        if before.description != after.description {
            lines.append(after.description == nil ? "removed the description of \(path)"
                         : before.description == nil ? "described \(path)" : "changed the description of \(path)")
        }
        if before.spice != after.spice {
            lines.append(after.spice.map { "set the spice of \(path) to \($0.level) (\($0.word))" } ?? "removed the spice level of \(path)")
        }
        for tag in after.tags where !before.tags.contains(where: { $0.hasSameUTF8(as: tag) }) {
            lines.append("tagged \(path) \(Terminal.escaped(tag))")
        }
        for tag in before.tags where !after.tags.contains(where: { $0.hasSameUTF8(as: tag) }) {
            lines.append("untagged \(path) \(Terminal.escaped(tag))")
        }
        for new in after.translations {
            let old = before.translations.first { $0.lang == new.lang }
            if old.map({ !$0.text.hasSameUTF8(as: new.text) }) ?? true {
                lines.append("named \(path) in \(Terminal.escaped(new.lang)): \(Terminal.escaped(new.text))")
            }
        }
        for old in before.translations where !after.translations.contains(where: { $0.lang == old.lang }) {
            lines.append("removed the \(Terminal.escaped(old.lang)) name of \(path)")
        }
        return lines + DietaryOptions.lines(path, before: before.dietary, after: after.dietary)
    }
}

/// `--translation en='Kung Pao Chicken'`: a language tag, `=`, and the name
/// in that language.
struct TranslationArgument: ExpressibleByArgument {
    let lang: LanguageTag
    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .explained("'\(Terminal.escaped(Terminal.shortened(argument)))' is not LANG=TEXT; write it like en='Kung Pao Chicken'")
        }
        do throws(MenuError) {
            lang = try LanguageTag(String(argument[..<equals]))
            text = try TranslationText(String(argument[argument.index(after: equals)...])).text
        } catch {
            throw .explained(error.message)
        }
    }

    package var defaultValueDescription: String { "\(lang)=\(text)" }
}

extension DishDescription: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try DishDescription(argument) }

    package var defaultValueDescription: String { text }
}

extension Spice: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Spice(parsing: argument) }
}

extension DishTag: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try DishTag(argument) }

    package var defaultValueDescription: String { text }
}

extension LanguageTag: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try LanguageTag(argument) }

    package var defaultValueDescription: String { text }
}
