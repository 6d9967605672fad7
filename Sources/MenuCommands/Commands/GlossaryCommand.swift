import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `glossary` (SPEC 15): the menu's own dictionary for the short words of a
/// guests' page, size names, units, tags, slot and option names, which
/// `export --format html --lang LANG` shows in LANG.
///
/// SPEC 15's form is the command's own: `glossary en 小份=Small --remove 推荐`
/// sets and removes in one history entry, and `glossary [LANG]` prints. The
/// nested `set`, `remove` and `list` spell each action out with only its
/// own words. No nested one is the default, as `list` is `choices`': a line
/// naming none begins with a language, not a subcommand, and may both set
/// and remove, which no one nested command takes; so the parser runs the
/// command itself for it (`CommandSpec.hasFormOfItsOwn`).
struct GlossaryCommand: MenuCommand {
    static let lang = Argument<LanguageTag?>("lang", help: "A language (en, ja, zh-Hant); without words, print its glossary.")
    static let words = Argument<[GlossaryEntryArgument]>("word=translation", help: "A word and its translation: 小份=Small (repeatable).",
                                                          isOptional: true)
    static let remove = Option<[GlossaryWord]>("remove", valueName: "word", help: "Take this word out of LANG's glossary (repeatable).")

    static let commandName = "glossary"

    static let subcommandTypes: [any MenuCommand.Type] = [
        GlossarySetCommand.self, GlossaryRemoveCommand.self, GlossaryListCommand.self,
    ]

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Show or change the glossary: the page's short words in other languages.",
        discussion: """
            Size names, units, tags, slot and option names, as a guests' page in
            another language shows them (export --format html --lang LANG); a word the
            glossary lacks is shown as written. A new menu holds the common ones in
            English (小份 Small, 斤 jin (500 g), 招牌 Signature…). Without LANG, prints
            every language's words; changes are history entries, which undo takes back.
            glossary set, remove and list do one thing each.
            """,
        arguments: [lang, words],
        options: [remove],
        examples: ["menuctl glossary", "menuctl glossary en '例汤=Soup of the day' 小碗=Small",
                   "menuctl glossary en --remove 推荐"],
        // Reads unless words are given (`access` below); what it changes is history.
        reportsChanges: true, recordsHistory: true,
        subcommands: subcommandTypes.map { $0.spec }
    )

    let language: LanguageTag?
    let entries: [GlossaryEntryArgument]
    let removals: [GlossaryWord]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        language = try arguments[Self.lang]
        entries = try arguments[Self.words]
        removals = try arguments[Self.remove]
        if language == nil && !removals.isEmpty {
            throw UsageError(message: "'--remove' needs the language to remove words from: glossary LANG --remove WORD")
        }
        try Self.checkOnce(entries.map(\.word) + removals)
    }

    /// Printing reads; setting or removing words writes.
    var access: CommandSpec.Access { entries.isEmpty && removals.isEmpty ? .read : .write }

    func run(in context: CommandContext) throws {
        guard let language, access == .write else {
            return context.output += Self.table(try context.menu.glossary.glossary(in: language), languages: language == nil)
        }
        try Self.change(setting: entries, removing: removals, in: language, context: context)
    }

    /// A word given twice on a line is a mistake, whether set or removed.
    static func checkOnce(_ words: [GlossaryWord]) throws(UsageError) {
        var seen = Set<GlossaryWord>()
        for word in words where !seen.insert(word).inserted {
            throw UsageError(message: "The word \(Terminal.escaped(Name.quoted(word.text))) is given twice")
        }
    }

    /// Sets, then removes, saying what each word was and is.
    static func change(setting entries: [GlossaryEntryArgument], removing removals: [GlossaryWord],
                       in language: LanguageTag, context: CommandContext) throws {
        let lang = language.text
        for change in try context.menu.glossary.set(entries.map { ($0.word, $0.translation) }, in: language) {
            let word = Terminal.escaped(change.word)
            if !change.changed {
                context.notice("the \(lang) glossary already has \(word) = \(Terminal.escaped(change.after ?? ""))")
            } else if let before = change.before {
                context.report("glossary \(lang): \(change.word) = \(change.after ?? "") (was \(before))")
            } else {
                context.report("glossary \(lang): \(change.word) = \(change.after ?? "")")
            }
        }
        for change in try context.menu.glossary.remove(removals, from: language) {
            context.report("glossary \(lang): removed \(change.word) (\(change.before ?? ""))")
        }
    }

    /// One word a line, its translation in a column after the longest word
    /// (display width: a CJK character is two columns); with `languages`, the
    /// language first.
    static func table(_ glossary: Glossary, languages: Bool) -> String {
        let words = glossary.entries.map { Terminal.escaped($0.word) }
        let width = words.map(Terminal.displayWidth).max() ?? 0
        let langWidth = glossary.entries.map { Terminal.displayWidth(Terminal.escaped($0.lang)) }.max() ?? 0
        var out = ""
        for (entry, word) in zip(glossary.entries, words) {
            if languages { out += Terminal.padded(Terminal.escaped(entry.lang), width: langWidth) + "  " }
            out += word + String(repeating: " ", count: width - Terminal.displayWidth(word)) + "  " + Terminal.escaped(entry.translation) + "\n"
        }
        return out
    }
}

/// `小份=Small`: a glossary word, `=`, and its translation, one line of at
/// most 100 characters. The first `=` splits them, as a word holds none
/// in practice and a translation may (`½=half`, not `a=b=c`).
struct GlossaryEntryArgument: ExpressibleByArgument {
    let word: GlossaryWord
    let translation: TranslationText

    package init(argument: String) throws(ArgumentValueError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .explained("'\(Terminal.escaped(Terminal.shortened(argument)))' is not WORD=TRANSLATION; write it like 小份=Small")
        }
        do throws(MenuError) {
            word = try GlossaryWord(String(argument[..<equals]))
            translation = try TranslationText(String(argument[argument.index(after: equals)...]))
        } catch {
            throw .explained(error.message)
        }
    }

    package var defaultValueDescription: String { "\(word)=\(translation.text)" }
}

extension GlossaryWord: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try GlossaryWord(argument) }
    package var defaultValueDescription: String { text }
}
