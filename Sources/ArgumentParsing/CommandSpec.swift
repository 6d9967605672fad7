
/// A subcommand as help, the parser, the man page and the completion scripts
/// see it (after swift-argument-parser's `CommandConfiguration`). It is made
/// from the command's typed declarations, so they cannot drift apart.
/// A class, as `OptionSpec` is: every parsed line carries its command's
/// declaration, and a struct of its many fields would be copied field by
/// field, a retain and a release for each, wherever the line goes.
package final class CommandSpec: Sendable {
    /// The words that run it: `list`, or `choices add` for a subcommand
    /// that nests under another.
    package let name: String
    package let abstract: String
    package let discussion: String?
    package let arguments: [ArgumentSpec]
    package let options: [OptionSpec]
    /// Options of which at most one may be given (`--first`, `--last`, …).
    package let exclusive: [[String]]
    package let examples: [String]
    /// What the program says of the command besides its words (whether it
    /// reads or writes, …): carried with the declaration, never read by the parser.
    package let traits: (any Sendable)?
    /// Words people type for it from other programs (`rm`, `delete` for
    /// `remove`): not accepted, but suggested when typed.
    package let synonyms: [String]
    /// The option a word past the last argument most likely lacks:
    /// `move 宫保鸡丁 凉菜` meant `--to 凉菜`.
    package let extraArgumentOption: String?
    /// The commands nested under it (`choices add`, `choices list`), each
    /// declaring only its own arguments and options.
    package let subcommands: [CommandSpec]
    /// The nested command a line runs when it names none: `choices` lists.
    package let defaultSubcommand: String?

    /// A command of nested ones that also runs itself, with arguments of its
    /// own, when the line names none of them: `glossary en 小份=Small` is
    /// SPEC 15's form, `glossary set en 小份=Small` a nested one's. Its
    /// first argument takes any word that is not a nested command's name.
    package var hasFormOfItsOwn: Bool { !subcommands.isEmpty && !arguments.isEmpty }

    package init(name: String, abstract: String, discussion: String? = nil,
         arguments: [any ArgumentDeclaration] = [], options: [any OptionListing] = [],
         exclusive: [[any OptionDeclaration]] = [], examples: [String] = [],
         traits: (any Sendable)?, synonyms: [String] = [],
         extraArgumentOption: (any OptionDeclaration)? = nil, subcommands: [CommandSpec] = [],
         defaultSubcommand: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.spec)
        self.options = options.flatMap(\.specs)
        // A group's own sets come after the command's, in the order listed.
        self.exclusive = exclusive.map { $0.map(\.spec.long) } + options.flatMap(\.exclusiveSets)
        self.examples = examples
        self.traits = traits
        self.synonyms = synonyms
        self.extraArgumentOption = extraArgumentOption?.spec.long
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
    }

    /// The last of its words: `add` of `choices add`, as its parent lists it.
    package var word: String {
        name.split(separator: " ").last.map(String.init) ?? name
    }

    /// The nested command a word names.
    package func subcommand(named word: String) -> CommandSpec? {
        subcommands.first { $0.word == word }
    }

    /// Itself and every command nested under it, parents first.
    package var withNested: [CommandSpec] {
        [self] + subcommands.flatMap(\.withNested)
    }

    package func option(named long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    /// The program itself, before a subcommand is named: only the global
    /// options apply.
    package static let topLevel = CommandSpec(name: "", abstract: "", traits: nil)
    package var isTopLevel: Bool { name.isEmpty }
}

package struct ArgumentSpec: Sendable {
    package let name: String
    package let help: String
    package var isRepeating = false
    package var isOptional = false
    package var completion: Completion = .none
    /// The words it accepts, for completion (`choices add|edit|…`); empty when any word may do.
    package var choices: [String] = []

    /// `<name> ...`, `[<file>]`.
    package var usage: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }

    package func value<Value: ExpressibleByArgument>(of word: String) throws(UsageError) -> Value {
        try convert(word, label: "<\(name)>", choices: Value.allValueStrings)
    }
}

/// An option as help, the parser and the scripts see it. A class: the
/// parser reads an option's names and the commands ask whether it was
/// given many times a line, and a struct of ten fields is copied field by
/// field for each, on every line of a batch.
package final class OptionSpec: Sendable {
    /// `--json` stands for `--format json`.
    package struct Shorthand: Sendable {
        package let option: String
        package let value: String
    }

    package let long: String
    package let short: Character?
    /// nil for a flag, which takes no value.
    package let valueName: String?
    package let help: String
    /// The values it accepts, for help and completion.
    package let choices: [String]
    /// Shown in help; the declaration applies it.
    package let defaultDescription: String?
    package let completion: Completion
    package let isRepeating: Bool
    /// Left out of help and the man page (`--generate-man-page`).
    package let isHidden: Bool
    package let shorthand: Shorthand?
    /// Every name it answers to: `--parents`, `-p`.
    package let names: [String]

    package init(long: String, short: Character? = nil, valueName: String? = nil, help: String,
                 choices: [String] = [], defaultDescription: String? = nil, completion: Completion = .none,
                 isRepeating: Bool = false, isHidden: Bool = false, shorthand: Shorthand? = nil) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.defaultDescription = defaultDescription
        self.completion = completion
        self.isRepeating = isRepeating
        self.isHidden = isHidden
        self.shorthand = shorthand
        names = ["--\(long)"] + (short.map { ["-\($0)"] } ?? [])
    }

    package var isFlag: Bool { valueName == nil }

    /// `--price <amount>`, `--all`: how messages name it.
    package var synopsis: String {
        valueName.map { "--\(long) <\($0)>" } ?? "--\(long)"
    }

    /// `-q, --quiet`, `--price <amount>`: its label in help.
    package var label: String {
        (short.map { "-\($0), " } ?? "") + synopsis
    }

    /// `[--price <amount>]`, `[--row <n>] ...` in a usage line.
    package var usage: String {
        "[\(synopsis)]" + (isRepeating ? " ..." : "")
    }

    package func value<Value: ExpressibleByArgument>(of word: String) throws(UsageError) -> Value {
        try convert(word, label: synopsis, choices: Value.allValueStrings)
    }
}

/// A word as a value, or swift-argument-parser's message about it:
/// `The value 'xml' is invalid for '--format <format>'. Please provide one of
/// 'text', 'tsv' or 'json'.`
/// The label and the choices are made only for a message: every option
/// value of every batch line passes through here.
private func convert<Value: ExpressibleByArgument>(_ word: String, label: @autoclosure () -> String,
                                                   choices: @autoclosure () -> [String]) throws(UsageError) -> Value {
    do throws(ArgumentValueError) {
        return try Value(argument: word)
    } catch {
        switch error {
        case .explained(let message):
            throw UsageError(message: message)
        case .invalid(let reason):
            let label = label(), choices = choices()
            var message = "The value '\(word)' is invalid for '\(label)'"
            if let reason {
                message += ": " + reason
            } else if !choices.isEmpty {
                let quoted = choices.map { "'\($0)'" }
                let list = quoted.count <= 2 ? quoted.joined(separator: " and ")
                    : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
                message += ". Please provide one of \(list)."
            }
            // `choices lst` → `did you mean 'list'?`, as for a subcommand (SPEC 4).
            let close = reason == nil ? Suggestion.closest(to: word, among: choices) : nil
            throw UsageError(message: message, hints: close.map { ["did you mean '\($0)'?"] } ?? [])
        }
    }
}
