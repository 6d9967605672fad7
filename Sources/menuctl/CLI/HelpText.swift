import ArgumentParsing
/// Help in swift-argument-parser's layout (its `HelpGenerator.swift`):
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, two-space indents and a
/// 26-column label column.
enum HelpText {
    static let labelColumn = 26

    static func root(_ commands: [CommandSpec]) -> String {
        var out = "OVERVIEW: \(Menuctl.overview)\n\n"
        out += "USAGE: \(rootUsage)\n\n"
        out += section("OPTIONS", GlobalOptions.shown(for: nil).map { ($0.label, help(for: $0)) })
        out += section("SUBCOMMANDS", commands.map { ($0.name, $0.abstract) })
        out += "  See 'menuctl help <subcommand>' for detailed help.\n"
        return out
    }

    static func command(_ spec: CommandSpec) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n"
        if let discussion = spec.discussion { out += "\n" + discussion + "\n" }
        out += "\nUSAGE: \(usage(spec))\n\n"
        if !spec.arguments.isEmpty {
            out += section("ARGUMENTS", spec.arguments.map { ("<\($0.name)>", $0.help) })
        }
        let options = spec.options.filter { !$0.isHidden } + GlobalOptions.shown(for: spec)
        out += section("OPTIONS", options.map { ($0.label, help(for: $0)) })
        if !spec.examples.isEmpty {
            out += "EXAMPLES:\n" + spec.examples.map { "  \($0)\n" }.joined()
        }
        return out.hasSuffix("\n\n") ? String(out.dropLast()) : out
    }

    static func usage(_ spec: CommandSpec) -> String {
        (["menuctl", spec.name] + spec.arguments.map(\.usage) + spec.options.filter { !$0.isHidden }.map(\.usage))
            .joined(separator: " ")
    }

    /// `menuctl <subcommand> [--db <path>] [--quiet] [--color <when>]`: the
    /// global options that go with any subcommand.
    static var rootUsage: String {
        (["menuctl", "<subcommand>"] + GlobalOptions.withSubcommands.map(\.usage)).joined(separator: " ")
    }

    private static func help(for option: OptionSpec) -> String {
        var details: [String] = []
        if !option.choices.isEmpty { details.append("values: " + option.choices.joined(separator: ", ")) }
        if let value = option.defaultDescription { details.append("default: " + value) }
        return details.isEmpty ? option.help : "\(option.help) (\(details.joined(separator: "; ")))"
    }

    /// A titled list of `label   text` lines; long labels put their text on
    /// the next line, as swift-argument-parser does.
    private static func section(_ title: String, _ entries: [(String, String)]) -> String {
        var out = "\(title):\n"
        for (label, text) in entries {
            let shown = "  " + label
            if shown.count + 2 > labelColumn {
                out += shown + "\n" + String(repeating: " ", count: labelColumn) + text + "\n"
            } else {
                out += shown + String(repeating: " ", count: labelColumn - shown.count) + text + "\n"
            }
        }
        return out + "\n"
    }
}
