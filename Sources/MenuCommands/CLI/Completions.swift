import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// What a shell may offer at the cursor, worked out by menuctl itself from
/// the declarations the parser reads, as swift-argument-parser's hidden
/// `---completion` does: the scripts pass the line in and quote what comes
/// back for their shell, so the three shells agree and a global option before
/// the subcommand (`menuctl --db x.db show 主<TAB>`) is understood alike.
///
///     menuctl ---complete bash WORDBREAKS LINE     (bash's line up to the cursor, as typed, `menuctl` first)
///     menuctl ---complete zsh|fish -- WORD... CURRENT   (the words, unquoted; the one at the cursor last)
///
/// The answer is a line `values` or `files` (the shell completes file names
/// itself), then a candidate a line: for bash ready to insert, for zsh and
/// fish `value<TAB>description`.
enum Completions {
    static let hook = "---complete"

    struct Candidate: Equatable {
        let value: String
        var description = ""
    }

    enum Answer: Equatable {
        case values([Candidate])
        case files
    }

    /// A group or dish, as completion offers it.
    struct MenuEntry: Equatable {
        let path: String
        let isGroup: Bool
    }

    /// Every group and dish of the menu that `--db` (or `MENUCTL_DB`, or
    /// the default) names; nothing when it cannot be read. Reading never
    /// creates or changes the file (SPEC 1).
    static func menuEntries(database: String?) -> [MenuEntry] {
        let path = database.map(expandingTilde)
        let entries = try? MenuStore.read(at: try DatabaseLocation.path(option: path)) { menu in
            try menu.tree.load().visibleRows(all: true).map { MenuEntry(path: $0.path, isGroup: $0.node.isGroup) }
        }
        return entries ?? []
    }

    /// `~/x.db` as the shell will expand it once the line runs.
    private static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = CommandEnvironment.current.homeDirectory else { return path }
        return home + path.dropFirst()
    }

    /// Runs the hook and prints its answer; always exit 0, since a shell
    /// has nowhere to show an error in the middle of a line.
    static func main(_ arguments: [String], commands: [CommandSpec]) -> Int32 {
        let parser = ArgumentParser(program: GlobalOptions.program, commands: commands)
        var text = "values\n"
        switch arguments.first {
        case "bash" where arguments.count == 3:
            // The line starts with the program's name; the cursor is past it.
            let line = BashLine(arguments[2], wordBreaks: Set(arguments[1]))
            guard !line.words.isEmpty else { break }
            let answer = parser.completions(after: Array(line.words.dropFirst()), current: line.current, menu: menuEntries)
            text = render(answer) { candidates in
                candidates.filter { $0.value.hasPrefix(line.current) }.map { line.reply(inserting: $0.value) + "\n" }.joined()
            }
        case "zsh", "fish":
            let words = Array(arguments.dropFirst(arguments.count > 1 && arguments[1] == "--" ? 2 : 1))
            let answer = parser.completions(after: Array(words.dropLast()), current: words.last ?? "", menu: menuEntries)
            text = render(answer) { candidates in
                candidates.map { $0.value + ($0.description.isEmpty ? "" : "\t" + $0.description) + "\n" }.joined()
            }
        default:
            break
        }
        StandardStream.output.writeIgnoringFailure(text)
        return 0
    }

    private static func render(_ answer: Answer, _ lines: ([Candidate]) -> String) -> String {
        switch answer {
        case .files: "files\n"
        case .values(let candidates): "values\n" + lines(candidates)
        }
    }
}

extension ArgumentParser {
    /// What may come at the cursor after `words` (complete words, unquoted,
    /// without the program's name): a subcommand, an option, an option's
    /// value, or an argument.
    func completions(after words: [String], current: String,
                     menu: (_ database: String?) -> [Completions.MenuEntry]) -> Completions.Answer {
        var spec: CommandSpec?
        var database: String?
        var pending: OptionSpec?
        var optionsEnded = false
        var positionals = 0
        var topic: [String] = []
        for word in words {
            let known = (spec?.options ?? []) + GlobalOptions.specs
            if let option = pending {
                if option.long == GlobalOptions.db.spec.long { database = word }
                pending = nil
            } else if !optionsEnded && word == "--" {
                optionsEnded = true
            } else if !optionsEnded && Self.mayBeOption(word) {
                let (name, inline) = Self.split(word)
                guard let option = known.first(where: { $0.names.contains(name) }), !option.isFlag else { continue }
                if let inline {
                    if option.long == GlobalOptions.db.spec.long { database = inline }
                } else {
                    pending = option
                }
            } else if spec == nil {
                guard let named = command(named: word) else { return .values([]) }
                spec = named
            } else if positionals == 0, let child = spec?.subcommand(named: word) {
                spec = child
            } else {
                positionals += 1
                topic.append(word)
            }
        }
        // A command of nested ones takes the options of the one it runs when none is named.
        let running = spec.flatMap { parent in parent.defaultSubcommand.flatMap(parent.subcommand(named:)) } ?? spec
        let options = (running?.options.filter { !$0.isHidden } ?? []) + GlobalOptions.shown(for: running)
        if let pending {
            return values(of: pending, prefix: "", current: current, database: database, menu: menu)
        }
        if !optionsEnded && current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
            let name = String(current[..<equals])
            guard let option = options.first(where: { $0.names.contains(name) && !$0.isFlag }) else { return .values([]) }
            return values(of: option, prefix: name + "=", current: String(current[current.index(after: equals)...]),
                          database: database, menu: menu)
        }
        if !optionsEnded && current.hasPrefix("-") {
            return .values(Self.optionCandidates(options, shortToo: !current.hasPrefix("--")))
        }
        guard let spec else {
            return .values((everyCommand() + [HelpCommand.spec]).map { .init(value: $0.name, description: $0.abstract) })
        }
        // `help choices <TAB>`: the commands nested in the one named.
        if spec.name == HelpCommand.spec.name, let first = topic.first {
            let named = topic.dropFirst().reduce(command(named: first)) { $0?.subcommand(named: $1) }
            return .values(named?.subcommands.map { .init(value: $0.word, description: $0.abstract) } ?? [])
        }
        if !spec.subcommands.isEmpty {
            return .values(positionals == 0 ? spec.subcommands.map { .init(value: $0.word, description: $0.abstract) } : [])
        }
        guard let argument = spec.arguments.indices.contains(positionals) ? spec.arguments[positionals]
                : spec.arguments.last.flatMap({ $0.isRepeating ? $0 : nil }) else {
            // Nothing more to name: what is left to say is an option.
            return .values(current.isEmpty && !optionsEnded ? Self.optionCandidates(options, shortToo: false) : [])
        }
        return values(for: argument.completion, choices: argument.choices, prefix: "", current: current, database: database, menu: menu)
    }

    private func values(of option: OptionSpec, prefix: String, current: String, database: String?,
                        menu: (String?) -> [Completions.MenuEntry]) -> Completions.Answer {
        values(for: option.completion, choices: option.choices, prefix: prefix, current: current, database: database, menu: menu)
    }

    private func values(for completion: Completion, choices: [String], prefix: String, current: String, database: String?,
                        menu: (String?) -> [Completions.MenuEntry]) -> Completions.Answer {
        if !choices.isEmpty { return .values(choices.map { .init(value: prefix + $0) }) }
        switch completion {
        case .none:
            return .values([])
        case .file:
            return .files
        case .subcommand:
            return .values((everyCommand() + [HelpCommand.spec]).map { .init(value: prefix + $0.name, description: $0.abstract) })
        case .custom:
            guard completion == .menuPath || completion == .group else { return .values([]) }
            let entries = menu(database).filter { completion == .menuPath || $0.isGroup }
            return .values((entries + Self.ends(of: entries, startingWith: current)).map {
                .init(value: prefix + $0.path, description: $0.isGroup ? "group" : "dish")
            })
        }
    }

    /// The ends of paths a target accepts (SPEC 2: `宫保鸡丁` for
    /// 主菜/宫保鸡丁, `白酒/茅台`) that begin with what is typed, so that
    /// `show 宫<TAB>` completes as managers name dishes: those only one path
    /// ends in, and none that is a path from the top already. Nothing
    /// while nothing is typed, or every end would be offered beside every path.
    static func ends(of entries: [Completions.MenuEntry], startingWith current: String) -> [Completions.MenuEntry] {
        guard !current.isEmpty else { return [] }
        var found: [Substring: (entry: Completions.MenuEntry, count: Int)] = [:]
        var order: [Substring] = []
        for entry in entries {
            for end in SearchStore.ends(of: entry.path).dropFirst() where end.hasPrefix(current) {
                if found[end] == nil { order.append(end) }
                found[end, default: (Completions.MenuEntry(path: String(end), isGroup: entry.isGroup), 0)].count += 1
            }
        }
        let paths = Set(entries.map(\.path))
        return order.compactMap { end in
            found[end].flatMap { $0.count == 1 && !paths.contains(String(end)) ? $0.entry : nil }
        }
    }

    private static func optionCandidates(_ options: [OptionSpec], shortToo: Bool) -> [Completions.Candidate] {
        options.flatMap { option in
            (shortToo ? option.names : ["--" + option.long]).map { Completions.Candidate(value: $0, description: option.help) }
        }
    }
}
