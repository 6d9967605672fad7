import MenuKit

/// What the parser found on a command line, checked against its command's
/// declaration: positional values, option values, and flags.
struct ParsedArguments {
    let spec: CommandSpec
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ long: String) -> String? { values[long]?.last }
    func all(_ long: String) -> [String] { values[long] ?? [] }
    func has(_ long: String) -> Bool { flags.contains(long) }

    /// The one value of a `--format`-like option, checked against its choices.
    func choice(_ long: String, default fallback: String) throws(MenuError) -> String {
        guard let given = value(long) else { return fallback }
        let choices = spec.option(named: long)?.choices ?? []
        guard choices.contains(given) else {
            throw .invalidArgument("the value '\(Terminal.escaped(given))' is invalid for '--\(long)'; expected one of \(choices.joined(separator: ", "))")
        }
        return given
    }
}
