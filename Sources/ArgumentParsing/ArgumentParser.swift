
/// What to do, as the command line says it.
package struct Invocation {
    package enum Action {
        case run(ParsedArguments)
        case help(CommandSpec?)
        case version
        case completionScript(Shell)
        case manPage
    }

    package var action: Action
    package var databasePath: String? = nil
    package var quiet = false
}

/// menuctl's own small parser, in swift-argument-parser's manner: global
/// options before or after the subcommand, `--opt value` and `--opt=value`,
/// bundled short flags (`-rq`), `--` to end options, and its error texts.
package struct ArgumentParser {
    /// The command a word names, its declaration made alone: a command line
    /// names one command, and making all twenty-six declarations (generic
    /// options, their metadata) would cost every run more than its parse.
    package let lookUp: (String) -> CommandSpec?
    /// Every command, made only when a line needs them all: to name the
    /// closest to a word that is none of them.
    package let everyCommand: () -> [CommandSpec]
    /// False inside a batch, where `--db` would switch databases mid-transaction.
    package var allowsDatabaseOption = true
    /// The options every command takes, declared by the program.
    package let program: ProgramOptions
    /// What the parser learned once and every line of a batch reuses.
    private let known = KnownCommands()

    package init(program: ProgramOptions, lookUp: @escaping (String) -> CommandSpec?,
                 everyCommand: @escaping () -> [CommandSpec], allowsDatabaseOption: Bool = true) {
        self.program = program
        self.lookUp = lookUp
        self.everyCommand = everyCommand
        self.allowsDatabaseOption = allowsDatabaseOption
    }

    package init(program: ProgramOptions, commands: [CommandSpec], allowsDatabaseOption: Bool = true) {
        self.init(program: program, lookUp: { name in commands.first { $0.name == name } }, everyCommand: { commands },
                  allowsDatabaseOption: allowsDatabaseOption)
    }

    package func command(named name: String) -> CommandSpec? {
        if name == program.helpCommand.name { return program.helpCommand }
        if let found = known.commands.first(where: { $0.name == name }) { return found }
        let found = lookUp(name)
        if let found { known.commands.append(found) }
        return found
    }

    /// The options of `spec` and the program's, indexed by name, made the
    /// first time a line names the command.
    private func table(for spec: CommandSpec) -> OptionTable {
        if let table = known.tables.first(where: { $0.command == spec.name }) { return table }
        let table = OptionTable(command: spec.options, program: program.specs, of: spec.name)
        known.tables.append(table)
        return table
    }

    package func parse(_ words: [String]) throws(UsageError) -> Invocation {
        var rest = words[...]
        var spec: CommandSpec?
        let (index, stray) = subcommandIndex(words)
        if let index {
            let name = words[index]
            guard let found = command(named: name) else {
                // `--colour never list`: the unknown option, not its value, is the mistake.
                if let stray, !everyCommand().contains(where: { $0.options.contains { $0.names.contains(stray) } }) {
                    throw unknownOption(stray, among: program.specs, in: .topLevel)
                }
                // `menuctl --price 38 add-item 口水鸡`: the command's option came first.
                if let stray, let later = words[(index + 1)...].first(where: { command(named: $0) != nil }) {
                    throw UsageError(message: "'\(stray)' is an option of a subcommand: options go after the subcommand",
                                     hints: ["menuctl \(later) ... \(stray) \(name)"])
                }
                throw unknownSubcommand(name)
            }
            // The usual line starts with its command: the rest as it lies, not copied.
            if index == 0 { rest = words.dropFirst() } else { rest.remove(at: index) }
            spec = try nested(in: found, rest: &rest)
        }
        let table = table(for: spec ?? .topLevel)
        let (parsed, positionals, firstError) = scan(rest, for: spec ?? .topLevel, table: table)

        // Help, the version and the scripts win over any other mistake on the
        // line, as `git commit --bogus --help` still shows help.
        if parsed.hasFlag(program.version.spec.long) { return Invocation(action: .version) }
        if parsed.hasFlag(program.manPage.spec.long) { return Invocation(action: .manPage) }
        if let shell = try parsed[program.completionScript] { return Invocation(action: .completionScript(shell)) }
        if parsed.hasFlag(program.help.spec.long) { return Invocation(action: .help(spec)) }
        if let firstError { throw firstError }

        guard let spec else { return Invocation(action: .help(nil)) }
        if !spec.subcommands.isEmpty && !spec.hasFormOfItsOwn {
            throw UsageError(message: "Missing expected argument '<subcommand>'").about(spec)
        }
        var checked = try assign(positionals, to: parsed)
        try checkConflicts(&checked, table: table)
        if spec.name == program.helpCommand.name { return Invocation(action: .help(try helpTopic(checked))) }
        try program.validate(checked)
        return Invocation(action: .run(checked), databasePath: try checked[program.database],
                          quiet: checked[program.quiet])
    }

    /// The command nested in `parent` that the line names (`choices add`),
    /// its word taken out of `rest`; where none is named, the parent's
    /// default (`choices` lists), unless the line asks for the parent's help,
    /// or the parent itself when it has a form of its own (`glossary en`).
    private func nested(in parent: CommandSpec, rest: inout ArraySlice<String>) throws(UsageError) -> CommandSpec {
        var spec = parent
        while !spec.subcommands.isEmpty {
            let asksForHelp = rest.prefix { $0 != "--" }.contains { program.help.spec.names.contains($0) }
            guard let position = firstPositional(in: rest, of: spec) else {
                guard !asksForHelp, let name = spec.defaultSubcommand, let child = spec.subcommand(named: name) else {
                    return spec
                }
                return child
            }
            let word = rest[position]
            guard let child = spec.subcommand(named: word) else {
                // `glossary en 小份=Small`: the word is the parent's own first argument.
                if asksForHelp || spec.hasFormOfItsOwn { return spec }
                let close = Suggestion.closest(to: word, among: spec.subcommands.map(\.word))
                throw UsageError(message: "Unknown subcommand '\(word)'",
                                 hints: close.map { ["did you mean '\($0)'?"] } ?? []).about(spec)
            }
            rest.remove(at: position)
            spec = child
        }
        return spec
    }

    /// Where the first word that is not an option nor an option's value
    /// lies: the values of the default's options too (`prices --format json`).
    private func firstPositional(in words: ArraySlice<String>, of spec: CommandSpec) -> Int? {
        let table = table(for: spec.defaultSubcommand.flatMap(spec.subcommand(named:)) ?? spec)
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            guard Self.mayBeOption(word) else { return index }
            if word == "--" { return index + 1 < words.endIndex ? index + 1 : nil }
            let (name, inline) = Self.split(word)
            index += inline == nil && table.option(named: name)?.isFlag == false ? 2 : 1
        }
        return nil
    }

    /// The subcommand is the first word that is neither an option nor the
    /// value of a global option: `menuctl --db x.db -q list`. Also the first
    /// option before it that is not a global one, whose value it may be.
    private func subcommandIndex(_ words: [String]) -> (index: Int?, stray: String?) {
        var index = 0
        var stray: String?
        while index < words.count {
            let word = words[index]
            guard Self.mayBeOption(word) else { return (index, stray) }
            if word == "--" { return (index + 1 < words.count ? index + 1 : nil, stray) }
            let (name, inline) = Self.split(word)
            let option = program.specs.first { $0.names.contains(name) }
            if option == nil && stray == nil { stray = name }
            index += inline == nil && option?.isFlag == false ? 2 : 1
        }
        return (nil, stray)
    }

    /// Matches the words after the subcommand against its options and the
    /// global ones. The first mistake is kept, not thrown, so that `--help`
    /// anywhere on the line still shows help.
    private func scan(_ words: ArraySlice<String>, for spec: CommandSpec,
                      table: OptionTable) -> (ParsedArguments, [String], UsageError?) {
        var parsed = ParsedArguments(spec: spec, accepted: table.accepted)
        var positionals: [String] = []
        var firstError: UsageError?
        func fail(_ message: String, hints: [String] = []) {
            if firstError == nil { firstError = UsageError(message: message, hints: hints).about(spec) }
        }
        var index = words.startIndex
        var optionsEnded = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if optionsEnded || !Self.mayBeOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" { optionsEnded = true; continue }
            let (name, inline) = Self.split(word)
            func take(_ option: OptionSpec) {
                if option.long == program.database.spec.long && !allowsDatabaseOption {
                    fail("'--db' cannot be used inside a batch")
                } else if option.isFlag {
                    if let inline {
                        fail("The option '--\(option.long)' does not take any value, but '\(inline)' was specified.")
                    }
                    parsed.addFlag(option.long)
                } else if let value = inline ?? table.value(after: &index, in: words) {
                    parsed.append(value, toOption: option.long)
                } else {
                    fail("Missing value for '\(option.synopsis)'")
                }
            }
            // One option a word, as most are, without a list made for it.
            if let option = table.option(named: name) {
                take(option)
            } else if let bundled = table.bundledFlags(named: name, inline: inline) {
                bundled.forEach(take)
            } else if firstError == nil {
                firstError = unknownOption(name, among: table.options, in: spec)
            }
        }
        return (parsed, positionals, firstError)
    }

    /// Gives each declared argument its words, in order; one that repeats
    /// takes all that are left but a word for each argument after it
    /// (`stock <target> ... <n>`), and at least one.
    private func assign(_ positionals: [String], to parsed: ParsedArguments) throws(UsageError) -> ParsedArguments {
        var parsed = parsed
        let spec = parsed.spec
        var remaining = positionals[...]
        for (index, argument) in spec.arguments.enumerated() {
            if remaining.isEmpty {
                guard argument.isOptional else {
                    throw UsageError(message: "Missing expected argument '\(argument.usage)'").about(spec)
                }
                continue
            }
            let after = spec.arguments.count - index - 1
            let taken = argument.isRepeating ? max(1, remaining.count - after) : 1
            parsed.setWords(Array(remaining.prefix(taken)), ofArgument: argument.name)
            remaining = remaining.dropFirst(taken)
        }
        if let extra = remaining.first {
            let meant = remaining.count == 1 ? spec.extraArgumentOption.map { "did you mean --\($0) \(extra)?" } : nil
            throw UsageError(message: "Unexpected argument '\(extra)'", hints: meant.map { [$0] } ?? []).about(spec)
        }
        return parsed
    }

    /// Options that exclude each other, and a shorthand given with another
    /// value of its option (`--format tsv --json`).
    private func checkConflicts(_ parsed: inout ParsedArguments, table: OptionTable) throws(UsageError) {
        let spec = parsed.spec
        for option in table.shorthands where parsed.hasFlag(option.long) {
            guard let shorthand = option.shorthand else { continue }
            if let given = parsed.words(ofOption: shorthand.option)?.last, given != shorthand.value {
                throw UsageError(message: "The options '--\(shorthand.option) \(given)' and '--\(option.long)' cannot be used together").about(spec)
            }
            parsed.setWords([shorthand.value], ofOption: shorthand.option)
        }
        let given = parsed
        func isGiven(_ long: String) -> Bool { given.hasFlag(long) || given.words(ofOption: long) != nil }
        // Counted first: a list of what was given is made only for the message.
        for group in spec.exclusive where group.count(where: isGiven) > 1 {
            let both = group.filter(isGiven)
            throw UsageError(message: "The options '--\(both[0])' and '--\(both[1])' cannot be used together").about(spec)
        }
    }

    /// `menuctl help list`, `menuctl help choices add`: the subcommand whose
    /// help to show; nil for the top level.
    private func helpTopic(_ parsed: ParsedArguments) throws(UsageError) -> CommandSpec? {
        let topic = try parsed[program.helpTopic]
        guard let first = topic.first else { return nil }
        guard var spec = command(named: first) else { throw unknownSubcommand(first) }
        for word in topic.dropFirst() {
            guard let child = spec.subcommand(named: word) else {
                let close = Suggestion.closest(to: word, among: spec.subcommands.map(\.word))
                throw UsageError(message: "Unknown subcommand '\(word)'",
                                 hints: close.map { ["did you mean '\($0)'?"] } ?? []).about(spec)
            }
            spec = child
        }
        return spec
    }

    /// `Unknown option '--prise'`, and `did you mean '--price'?` when one of
    /// the long options is close; short ones are too short to guess from.
    private func unknownOption(_ name: String, among known: [OptionSpec], in spec: CommandSpec) -> UsageError {
        let suggestion = name.hasPrefix("--")
            ? Suggestion.closest(to: name, among: known.filter { !$0.isHidden }.map { "--" + $0.long }) : nil
        return UsageError(message: "Unknown option '\(name)'",
                          hints: suggestion.map { ["did you mean '\($0)'?"] } ?? []).about(spec)
    }

    /// `did you mean 'remove'?` under `rm`: a synonym names its commands
    /// (`add` both add commands); else the closest name.
    private func unknownSubcommand(_ name: String) -> UsageError {
        let commands = everyCommand()
        let meant = commands.filter { $0.synonyms.contains(name.lowercased()) }.map(\.name)
        let suggestions = meant.isEmpty
            ? Suggestion.closest(to: name, among: commands.map(\.name) + [program.helpCommand.name]).map { [$0] } ?? []
            : meant
        let quoted = suggestions.map { "'\($0)'" }
        let hint = quoted.last.map { last in quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + last : last }
        return UsageError(message: "Unknown subcommand '\(name)'", hints: hint.map { ["did you mean \($0)?"] } ?? [])
    }

    /// Whether a word may be an option (or `--`): it starts with '-' and is
    /// not `-` alone (standard input). The test is a byte, and only such a
    /// word is compared with option names: `==` on Strings normalizes, and a
    /// name of "a" and a million combining marks would be normalized once
    /// per option.
    package static func mayBeOption(_ word: String) -> Bool {
        let bytes = word.utf8
        return bytes.first == UInt8(ascii: "-") && bytes.count > 1
    }

    /// `--price=38` → (`--price`, `38`); `--price` → (`--price`, nil). By
    /// scalar: `=` followed by a combining mark (`--name=\u{301}x`) is one Character.
    package static func split(_ token: String) -> (String, String?) {
        // By byte, which is by scalar too: `=` is ASCII, a scalar of its own.
        // The bytes where they lie: stepping a String's UTF8View checks
        // every index, for every option of every batch line.
        var contiguous = token
        return contiguous.withUTF8 { bytes in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"),
                  let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return (token, nil) }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self),
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self))
        }
    }

    /// The next word as an option's value, unless it is missing or is itself
    /// an option (`--price --in 主菜` lacks a price; so does `--in -p`).
    package static func value(after index: inout Int, in words: [String], known: [OptionSpec]) -> String? {
        guard index < words.count else { return nil }
        let word = words[index]
        if mayBeOption(word) && (word.utf8.starts(with: "--".utf8) || known.contains(where: { $0.names.contains(word) })) {
            return nil
        }
        index += 1
        return word
    }
}
