import ArgumentParsing
import MenuFormats

/// Help in swift-argument-parser's layout (its `HelpGenerator.swift`):
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, two-space indents and a
/// 26-column label column, every line fitted to 80 columns (HelpLayout).
enum HelpText {
    static let labelColumn = 26

    static func root(_ commands: [CommandSpec]) -> String {
        var out = lines(HelpLayout.fill("OVERVIEW: \(Menuctl.overview)", width: HelpLayout.width)) + "\n"
        out += lines(HelpLayout.usage(rootUsageParts, title: "USAGE: ")) + "\n"
        out += section("OPTIONS", GlobalOptions.shown(for: nil).map { ($0.label, help(for: $0)) })
        out += section("SUBCOMMANDS", commands.map { ($0.name, $0.abstract) })
        out += "  See 'menuctl help <subcommand>' for detailed help.\n"
        return out
    }

    static func command(_ spec: CommandSpec) -> String {
        var out = lines(HelpLayout.fill("OVERVIEW: \(spec.abstract)", width: HelpLayout.width))
        if let discussion = spec.discussion { out += "\n" + lines(HelpLayout.paragraph(discussion)) }
        out += "\n" + usage(spec, title: "USAGE: ") + "\n\n"
        if !spec.arguments.isEmpty {
            out += section("ARGUMENTS", spec.arguments.map { ("<\($0.name)>", $0.help) })
        }
        let options = spec.options.filter { !$0.isHidden } + GlobalOptions.shown(for: spec)
        out += section("OPTIONS", options.map { ($0.label, help(for: $0)) })
        if !spec.subcommands.isEmpty {
            out += section("SUBCOMMANDS", spec.subcommands.map { child in
                (child.word + (child.word == spec.defaultSubcommand ? " (default)" : ""), child.abstract)
            })
            out.removeLast()
            out += "  See 'menuctl help \(spec.name) <subcommand>' for detailed help.\n\n"
        }
        if !spec.examples.isEmpty {
            out += "EXAMPLES:\n" + spec.examples.map { lines(HelpLayout.example($0)) }.joined()
        }
        return out.hasSuffix("\n\n") ? String(out.dropLast()) : out
    }

    /// `USAGE: menuctl list [<group>] …` (or `Usage: `, in a usage error),
    /// over as many lines as it needs, without a final newline.
    /// A command with a form of its own besides its nested ones shows both,
    /// the nested ones first: `menuctl glossary <subcommand>`, then
    /// `menuctl glossary [<lang>] …`.
    static func usage(_ spec: CommandSpec, title: String) -> String {
        guard spec.hasFormOfItsOwn else { return HelpLayout.usage(usageParts(spec), title: title).joined(separator: "\n") }
        let indent = String(repeating: " ", count: Terminal.displayWidth(title))
        return (HelpLayout.usage(["menuctl", spec.name, "<subcommand>"], title: title)
            + HelpLayout.usage(usageParts(spec), title: indent)).joined(separator: "\n")
    }

    /// The line a usage error shows: the arguments, and the options only as
    /// `[<options>]`. Every option's usage is help's to list; under an
    /// error it would push the error out of sight, and the line
    /// under it says where to read them.
    static func shortUsage(_ spec: CommandSpec) -> String {
        let parts = ["menuctl", spec.name] + spec.arguments.map(\.usage)
            + (spec.subcommands.isEmpty || spec.hasFormOfItsOwn ? [] : ["<subcommand>"])
            + (spec.options.contains { !$0.isHidden } ? ["[<options>]"] : [])
        return HelpLayout.usage(parts, title: "Usage: ").joined(separator: "\n")
    }

    /// The same on one line, for the man page, which fills lines itself.
    static func usage(_ spec: CommandSpec) -> String {
        usageParts(spec).joined(separator: " ")
    }

    private static func usageParts(_ spec: CommandSpec) -> [String] {
        ["menuctl", spec.name] + spec.arguments.map(\.usage)
            + (spec.subcommands.isEmpty || spec.hasFormOfItsOwn ? [] : ["<subcommand>"])
            + spec.options.filter { !$0.isHidden }.map(\.usage)
    }

    /// `menuctl <subcommand> [--db <path>] [--quiet] [--color <when>]`: the
    /// global options that go with any subcommand.
    private static var rootUsageParts: [String] {
        ["menuctl", "<subcommand>"] + GlobalOptions.withSubcommands.map(\.usage)
    }

    private static func help(for option: OptionSpec) -> String {
        var details: [String] = []
        if !option.choices.isEmpty { details.append("values: " + option.choices.joined(separator: ", ")) }
        if let value = option.defaultDescription { details.append("default: " + value) }
        return details.isEmpty ? option.help : "\(option.help) (\(details.joined(separator: "; ")))"
    }

    /// A titled list of `label   text` lines; the text is a column from
    /// `labelColumn` on, its further lines indented as far, and a long
    /// label puts its text on the next line, as swift-argument-parser does.
    private static func section(_ title: String, _ entries: [(String, String)]) -> String {
        let column = String(repeating: " ", count: labelColumn)
        var out = "\(title):\n"
        for (label, text) in entries {
            let shown = "  " + label
            var wrapped = HelpLayout.fill(text, width: HelpLayout.width - labelColumn)
            let shownWidth = Terminal.displayWidth(shown)
            if shownWidth + 2 > labelColumn {
                out += shown + "\n"
            } else {
                out += shown + String(repeating: " ", count: labelColumn - shownWidth) + wrapped.removeFirst() + "\n"
            }
            out += wrapped.map { column + $0 + "\n" }.joined()
        }
        return out + "\n"
    }

    /// Lines, each ended by a newline.
    private static func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
