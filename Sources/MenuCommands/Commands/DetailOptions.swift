import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// The options of SPEC 11 that `add-item`, `add-set`, `add-group` and `edit`
/// share: a description, spice, tags and translations, declared once here and
/// taken in three groups (a group has no spice or tags; only `edit`
/// removes). Every value is checked before the database is opened.
enum DetailOptions {
    static let description = Option<DishDescription?>("description", valueName: "text",
                                                     help: "One line for guests about it, up to 500 characters.")
    static let noDescription = Flag("no-description", help: "Remove its description.")
    static let spice = Option<Spice?>("spice", valueName: "0-3", help: "辣度: 0 none, 1 mild, 2 medium, 3 hot.")
    static let noSpice = Flag("no-spice", help: "Remove its spice level.")
    static let tag = Option<[DishTag]>("tag", help: "A tag such as 招牌, 新品 or 推荐 (repeatable); diets are --diet.")
    static let untag = Option<[DishTag]>("untag", valueName: "tag", help: "Remove a tag (repeatable).")
    static let translation = Option<[TranslationArgument]>("translation", valueName: "lang=text",
                                                           help: "Its name in a language: en='Kung Pao Chicken' (repeatable).")
    static let noTranslation = Option<[LanguageTag]>("no-translation", valueName: "lang",
                                                     help: "Remove its name in that language (repeatable).")
    static let descriptionTranslation = Option<[DescriptionTranslationArgument]>(
        "description-translation", valueName: "lang=text", help: "Its description in a language: en='Diced chicken, peanuts' (repeatable).")
    static let noDescriptionTranslation = Option<[LanguageTag]>("no-description-translation", valueName: "lang",
                                                                help: "Remove its description in that language (repeatable).")

    /// What `add-item` and `add-set` take: a dish's details, its allergens and diets.
    struct NewDish: OptionGroup {
        static let declarations: [any OptionDeclaration] = [description, spice, tag, translation, descriptionTranslation]
            + DietaryOptions.NewDish.declarations + EnergyOptions.NewDish.declarations
        /// Asked in one look at what a line gives: a batch line mostly gives none.
        private static let names = Set(declarations.map(\.spec.long))
        let edit: DetailsEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.givesAny(of: Self.names) else { edit = DetailsEdit(); return }
            edit = try DetailOptions.edit(arguments, dish: true, removing: false,
                                          dietary: { () throws(UsageError) in try DietaryOptions.NewDish(arguments).edit },
                                          energy: { () throws(UsageError) in try EnergyOptions.NewDish(arguments).edit })
        }
    }

    /// What `add-group` takes: a group has no spice or tags.
    struct NewGroup: OptionGroup {
        static let declarations: [any OptionDeclaration] = [description, translation, descriptionTranslation]
        /// Asked in one look at what a line gives: a batch line mostly gives none.
        private static let names = Set(declarations.map(\.spec.long))
        let edit: DetailsEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.givesAny(of: Self.names) else { edit = DetailsEdit(); return }
            edit = try DetailOptions.edit(arguments, dish: false, removing: false, dietary: { DietaryEdit() }, energy: { EnergyEdit() })
        }
    }

    /// What `edit` takes: every detail, and its removal.
    struct Editing: OptionGroup {
        static let declarations: [any OptionDeclaration] = [description, noDescription, spice, noSpice, tag, untag,
                                                            translation, noTranslation, descriptionTranslation, noDescriptionTranslation]
            + DietaryOptions.Editing.declarations + EnergyOptions.Editing.declarations
        static let exclusive: [[any OptionDeclaration]] = [[description, noDescription], [spice, noSpice]] + EnergyOptions.Editing.exclusive
        /// Asked in one look at what a line gives: a batch line mostly gives none.
        private static let names = Set(declarations.map(\.spec.long))
        let edit: DetailsEdit

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.givesAny(of: Self.names) else { edit = DetailsEdit(); return }
            edit = try DetailOptions.edit(arguments, dish: true, removing: true,
                                          dietary: { () throws(UsageError) in try DietaryOptions.Editing(arguments).edit },
                                          energy: { () throws(UsageError) in try EnergyOptions.Editing(arguments).edit })
        }
    }

    /// The edit the words ask for: `dish` says whether the group takes spice
    /// and tags, `removing` whether it takes their removals. The same tag or
    /// language asked twice, or added and removed at once, is a usage error.
    private static func edit(_ arguments: ParsedArguments, dish: Bool, removing: Bool,
                             dietary: () throws(UsageError) -> DietaryEdit,
                             energy: () throws(UsageError) -> EnergyEdit) throws(UsageError) -> DetailsEdit {
        var edit = DetailsEdit()
        if removing, arguments[noDescription] {
            edit.description = .clear
        } else if let text = try arguments[description] {
            edit.description = .set(text.text)
        }
        if removing, arguments[noSpice] {
            edit.spice = .clear
        } else if dish, let level = try arguments[spice] {
            edit.spice = .set(level)
        }
        if dish { (edit.addedTags, edit.removedTags) = try tags(arguments, removing: removing) }
        (edit.translations, edit.removedTranslations) = try translations(arguments, removing: removing)
        (edit.descriptionTranslations, edit.removedDescriptionTranslations) = try descriptionTranslations(arguments, removing: removing)
        edit.dietary = try dietary()
        edit.energy = try energy()
        return edit
    }

    /// The tags added and removed, each named once.
    private static func tags(_ arguments: ParsedArguments, removing: Bool) throws(UsageError) -> ([String], [String]) {
        let added = try arguments[tag]
        let removed = removing ? try arguments[untag] : []
        try checkDistinct(added.map(\.text), "--tag"); try checkDistinct(removed.map(\.text), "--untag")
        try refuseDietsAsTags(added)
        if let both = added.first(where: removed.contains) {
            throw UsageError(message: "The tag '\(Terminal.escaped(both.text))' is given to both '--tag' and '--untag'")
        }
        return (added.map(\.text), removed.map(\.text))
    }

    /// A tag `素` shows the guest the badge the diet shows, yet `--diet` does
    /// not find it and search engines never read it: a diet's name, in
    /// Chinese or English, is given as the diet. `--untag` still takes such
    /// a tag off.
    private static func refuseDietsAsTags(_ tags: [DishTag]) throws(UsageError) {
        for tag in tags {
            guard let diet = try? Diet(parsing: tag.text) else { continue }
            throw UsageError(message: "'\(Terminal.escaped(tag.text))' is a diet, not a tag",
                             hints: ["did you mean --diet \(diet.key)?"])
        }
    }

    /// The names in other languages given and taken away, each language once.
    private static func translations(_ arguments: ParsedArguments,
                                     removing: Bool) throws(UsageError) -> ([Translation], [String]) {
        let translated = try arguments[translation]
        let untranslated = removing ? try arguments[noTranslation] : []
        try checkDistinct(translated.map(\.lang.text), "--translation"); try checkDistinct(untranslated.map(\.text), "--no-translation")
        if let both = translated.first(where: { untranslated.contains($0.lang) }) {
            throw UsageError(message: "The language '\(both.lang)' is given to both '--translation' and '--no-translation'")
        }
        return (translated.map { Translation(lang: $0.lang.text, text: $0.text) }, untranslated.map(\.text))
    }

    /// The descriptions in other languages given and taken away, as names are.
    private static func descriptionTranslations(_ arguments: ParsedArguments,
                                                removing: Bool) throws(UsageError) -> ([Translation], [String]) {
        let translated = try arguments[descriptionTranslation]
        let untranslated = removing ? try arguments[noDescriptionTranslation] : []
        try checkDistinct(translated.map(\.lang.text), "--description-translation")
        try checkDistinct(untranslated.map(\.text), "--no-description-translation")
        if let both = translated.first(where: { untranslated.contains($0.lang) }) {
            throw UsageError(message: "The language '\(both.lang)' is given to both '--description-translation' and '--no-description-translation'")
        }
        return (translated.map { Translation(lang: $0.lang.text, text: $0.text) }, untranslated.map(\.text))
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
        for new in after.descriptionTranslations {
            let old = before.descriptionTranslations.first { $0.lang == new.lang }
            if old.map({ !$0.text.hasSameUTF8(as: new.text) }) ?? true {
                lines.append("described \(path) in \(Terminal.escaped(new.lang))")
            }
        }
        for old in before.descriptionTranslations where !after.descriptionTranslations.contains(where: { $0.lang == old.lang }) {
            lines.append("removed the \(Terminal.escaped(old.lang)) description of \(path)")
        }
        if before.energy.kcal != after.energy.kcal {
            lines.append(after.energy.kcal.map { "set the kcal of \(path) to \(DetailsFormats.kcalText($0))" } ?? "removed the kcal of \(path)")
        }
        if before.energy.portion != after.energy.portion {
            lines.append(after.energy.portion.map { "set the portion of \(path) to \(Terminal.escaped($0.text))" }
                         ?? "removed the portion of \(path)")
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
        (lang, text) = try Self.split(argument, example: "en='Kung Pao Chicken'") { raw throws(MenuError) in try TranslationText(raw).text }
    }

    package var defaultValueDescription: String { "\(lang)=\(text)" }

    /// `LANG=TEXT`, the language checked as a tag and the text by `check`.
    static func split(_ argument: String, example: String,
                      check: (String) throws(MenuError) -> String) throws(ArgumentValueError) -> (LanguageTag, String) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .explained("'\(Terminal.escaped(Terminal.shortened(argument)))' is not LANG=TEXT; write it like \(example)")
        }
        do throws(MenuError) {
            return (try LanguageTag(String(argument[..<equals])), try check(String(argument[argument.index(after: equals)...])))
        } catch {
            throw .explained(error.message)
        }
    }
}

/// `--description-translation en='Diced chicken, peanuts'`: a language tag,
/// `=`, and the description in that language, under a description's rules.
struct DescriptionTranslationArgument: ExpressibleByArgument {
    let lang: LanguageTag
    let text: String

    package init(argument: String) throws(ArgumentValueError) {
        (lang, text) = try TranslationArgument.split(argument, example: "en='Diced chicken, peanuts'") { raw throws(MenuError) in
            try DishDescription(raw).text
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
