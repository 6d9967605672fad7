import MenuKit

/// A malformed command line: shown with the command's usage (SPEC 8), exit 64.
struct UsageError: Error {
    let message: String
    /// The command whose usage to show; nil for the top level.
    let command: CommandSpec?
}

/// What to do, as the command line says it.
struct Invocation {
    enum Action {
        case run(ParsedArguments)
        case help(CommandSpec?)
        case version
        case completionScript(String)
        case manPage
    }

    var action: Action
    var databasePath: String?
    var quiet = false
}

/// menuctl's own small parser, in swift-argument-parser's manner: global
/// options before or after the subcommand, `--opt value` and `--opt=value`,
/// `--` to end options, and its error texts.
struct ArgumentParser {
    let commands: [CommandSpec]
    /// False inside a batch, where `--db` would switch databases mid-transaction.
    var allowsDatabaseOption = true

    func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation(action: .help(nil))
        var commandName: String?
        var rest: [String] = []
        var wantsHelp = false
        var wantsVersion = false
        var completionShell: String?
        var wantsManPage = false
        var index = 0
        var optionsEnded = false

        func commandSpec() -> CommandSpec? { commandName.flatMap(command(named:)) }

        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded { rest.append(token); continue }
            // Only a word starting with '-' can be an option. The test is a
            // byte: `==` on Strings normalizes, and a name of "a" and a
            // million combining marks would be normalized once per case.
            guard token.utf8.first == UInt8(ascii: "-") else {
                if commandName == nil { commandName = token } else { rest.append(token) }
                continue
            }
            let (name, inline) = Self.split(token)
            switch name {
            case "--":
                optionsEnded = true
                rest.append(token)
            case "--db":
                guard allowsDatabaseOption else {
                    throw UsageError(message: "'--db' cannot be used inside a batch", command: commandSpec())
                }
                guard let value = inline ?? Self.value(after: &index, in: arguments) else {
                    throw UsageError(message: "Missing value for '--db <path>'", command: commandSpec())
                }
                invocation.databasePath = value
            case "--generate-completion-script":
                guard let value = inline ?? Self.value(after: &index, in: arguments) else {
                    throw UsageError(message: "Missing value for '--generate-completion-script <shell>'", command: nil)
                }
                completionShell = value
            case "--generate-man-page": wantsManPage = true
            case "-q", "--quiet": invocation.quiet = true
            case "-h", "--help": wantsHelp = true
            case "--version": wantsVersion = true
            default:
                if commandName == nil && !token.hasPrefix("-") {
                    commandName = token
                } else {
                    rest.append(token)
                }
            }
        }

        if wantsVersion { invocation.action = .version; return invocation }
        if wantsManPage { invocation.action = .manPage; return invocation }
        if let shell = completionShell {
            guard CompletionScript.shells.contains(shell) else {
                throw UsageError(message: "the value '\(Terminal.escaped(shell))' is invalid for '--generate-completion-script'; expected one of \(CompletionScript.shells.joined(separator: ", "))", command: nil)
            }
            invocation.action = .completionScript(shell)
            return invocation
        }
        guard let commandName else {
            if let stray = rest.first {
                throw UsageError(message: "Unknown option '\(Terminal.escaped(stray))'", command: nil)
            }
            return invocation
        }
        if commandName == "help" {
            let topic = rest.first { !$0.hasPrefix("-") }
            guard let topic else { return invocation }
            guard let spec = command(named: topic) else {
                throw UsageError(message: "Unknown subcommand '\(Terminal.escaped(topic))'", command: nil)
            }
            invocation.action = .help(spec)
            return invocation
        }
        guard let spec = command(named: commandName) else {
            throw UsageError(message: "Unknown subcommand '\(Terminal.escaped(commandName))'", command: nil)
        }
        if wantsHelp { invocation.action = .help(spec); return invocation }
        invocation.action = .run(try parse(rest, for: spec))
        return invocation
    }

    /// Matches the words after the subcommand against its declaration.
    func parse(_ words: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(spec: spec)
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word.utf8.first != UInt8(ascii: "-") || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" { optionsEnded = true; continue }
            let (name, inline) = Self.split(word)
            let option: OptionSpec?
            if name.hasPrefix("--") {
                option = spec.option(named: String(name.dropFirst(2)))
            } else {
                option = name.count == 2 ? spec.options.first { $0.short == name.last } : nil
            }
            guard let option else {
                throw UsageError(message: "Unknown option '\(Terminal.escaped(name))'", command: spec)
            }
            if option.isFlag {
                guard inline == nil else {
                    throw UsageError(message: "The option '--\(option.long)' takes no value", command: spec)
                }
                parsed.flags.insert(option.long)
            } else {
                guard let value = inline ?? Self.value(after: &index, in: words) else {
                    throw UsageError(message: "Missing value for '\(option.label)'", command: spec)
                }
                parsed.values[option.long, default: []].append(value)
            }
        }
        try checkArguments(parsed, for: spec)
        return parsed
    }

    private func checkArguments(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
        let required = spec.arguments.filter { !$0.isOptional }
        if parsed.positionals.count < required.count {
            let missing = required[parsed.positionals.count]
            throw UsageError(message: "Missing expected argument '\(missing.usage)'", command: spec)
        }
        let takesAny = spec.arguments.contains { $0.isRepeating }
        if !takesAny && parsed.positionals.count > spec.arguments.count {
            let extra = parsed.positionals[spec.arguments.count]
            throw UsageError(message: "Unexpected argument '\(Terminal.escaped(extra))'", command: spec)
        }
    }

    /// `--price=38` → (`--price`, `38`); `--price` → (`--price`, nil).
    static func split(_ token: String) -> (String, String?) {
        // By scalar: `=` followed by a combining mark (`--name=\u{301}x`) is one Character.
        let scalars = token.unicodeScalars
        guard token.hasPrefix("--"), let equals = scalars.firstIndex(of: "=") else { return (token, nil) }
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }

    /// The next word as an option's value, unless it is missing or is itself
    /// an option (`--price --in 主菜` lacks a price).
    static func value(after index: inout Int, in words: [String]) -> String? {
        guard index < words.count, words[index].utf8.first != UInt8(ascii: "-") || !words[index].hasPrefix("--") else { return nil }
        defer { index += 1 }
        return words[index]
    }
}
