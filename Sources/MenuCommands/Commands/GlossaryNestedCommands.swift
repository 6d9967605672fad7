import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `glossary set LANG WORD=TRANSLATION...`: SPEC 15's `glossary LANG
/// WORD=TRANSLATION...`, spelled out.
struct GlossarySetCommand: MenuCommand {
    static let lang = Argument<LanguageTag>("lang", help: "The language: en, ja, zh-Hant.")
    static let words = Argument<[GlossaryEntryArgument]>("word=translation", help: "A word and its translation: 小份=Small.")

    static let commandName = "glossary set"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Set words of a language's glossary, new or changed.",
        arguments: [lang, words],
        examples: ["menuctl glossary set en '例汤=Soup of the day' 小碗=Small"],
        access: .write
    )

    let language: LanguageTag
    let entries: [GlossaryEntryArgument]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        language = try arguments[Self.lang]
        entries = try arguments[Self.words]
        try GlossaryCommand.checkOnce(entries.map(\.word))
    }

    func run(in context: CommandContext) throws {
        try GlossaryCommand.change(setting: entries, removing: [], in: language, context: context)
    }
}

/// `glossary remove LANG WORD...`: SPEC 15's `glossary LANG --remove WORD`, spelled out.
struct GlossaryRemoveCommand: MenuCommand {
    static let lang = Argument<LanguageTag>("lang", help: "The language: en, ja, zh-Hant.")
    static let words = Argument<[GlossaryWord]>("word", help: "A word to take out of the language's glossary.")

    static let commandName = "glossary remove"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Take words out of a language's glossary.",
        arguments: [lang, words],
        examples: ["menuctl glossary remove en 推荐"],
        access: .write
    )

    let language: LanguageTag
    let removals: [GlossaryWord]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        language = try arguments[Self.lang]
        removals = try arguments[Self.words]
        try GlossaryCommand.checkOnce(removals)
    }

    func run(in context: CommandContext) throws {
        try GlossaryCommand.change(setting: [], removing: removals, in: language, context: context)
    }
}

/// `glossary list [LANG]`: SPEC 15's `glossary [LANG]`, spelled out.
struct GlossaryListCommand: MenuCommand {
    static let lang = Argument<LanguageTag?>("lang", help: "A language (en, ja, zh-Hant); without it, every language's words.")

    static let commandName = "glossary list"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Print the glossary: one language's words, or every language's.",
        arguments: [lang],
        examples: ["menuctl glossary list en"]
    )

    let language: LanguageTag?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        language = try arguments[Self.lang]
    }

    func run(in context: CommandContext) throws {
        context.output += GlossaryCommand.table(try context.menu.glossary.glossary(in: language), languages: language == nil)
    }
}
