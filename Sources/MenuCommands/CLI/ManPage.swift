import ArgumentParsing
/// `menuctl.1`, written from the same declarations as help and completion.
struct ManPage {
    let commands: [CommandSpec]

    var text: String {
        var out = """
            .TH MENUCTL 1 "" "menuctl \(Menuctl.version)" "User Commands"
            .SH NAME
            menuctl \\- \(escape(Menuctl.overview))
            .SH SYNOPSIS
            .B menuctl
            .I subcommand
            \(synopsisOptions) [\\fIarguments\\fR]
            .SH DESCRIPTION
            menuctl keeps one restaurant's menu in a SQLite file: groups (such as the main
            courses, breakfast and drinks lists) that hold dishes and other groups. Groups
            expand and collapse; \\fBlist\\fR shows the rows a table view would show.

            """
        out += ".SH OPTIONS\n"
        for option in GlobalOptions.visible { out += item(option) }
        out += ".SH COMMANDS\n"
        for spec in commands.flatMap(\.withNested) {
            out += ".SS \(escape(usage(spec)))\n\(escape(spec.abstract))\n"
            if let discussion = spec.discussion { out += ".PP\n\(escape(discussion))\n" }
            if !spec.arguments.isEmpty || !spec.options.isEmpty { out += ".RS\n" }
            for argument in spec.arguments { out += ".TP\n.I <\(escape(argument.name))>\n\(escape(argument.help))\n" }
            for option in spec.options { out += item(option) }
            if !spec.arguments.isEmpty || !spec.options.isEmpty { out += ".RE\n" }
            if !spec.examples.isEmpty {
                out += ".PP\nExamples:\n.RS\n.nf\n" + spec.examples.map { escape($0) + "\n" }.joined() + ".fi\n.RE\n"
            }
        }
        out += """
            .SH ENVIRONMENT
            .TP
            .B MENUCTL_DB
            The menu database when \\fB\\-\\-db\\fR is not given.
            .TP
            .B XDG_DATA_HOME
            The default database is \\fI$XDG_DATA_HOME/menuctl/menu.db\\fR, or
            \\fI~/.local/share/menuctl/menu.db\\fR when it is unset, empty or relative.
            .TP
            .B NO_COLOR
            When set and not empty, \\fBlist\\fR prints no colour.
            .SH EXIT STATUS
            .TP
            .B 0
            Done.
            .TP
            .B 1
            The change could not be made: not found, already exists, not a group, a cycle, not empty.
            .TP
            .B 64
            Usage: unknown command or option, missing or malformed argument, amount or name.
            .TP
            .B 65
            A batch or import file is malformed, or one of its lines failed.
            .TP
            .B 66
            A batch or import file cannot be read.
            .TP
            .B 74
            The database cannot be opened, read or written.
            .TP
            .B 75
            Another writer held the database locked past the timeout; try again.

            """
        return out
    }

    /// `[\fB\-\-db\fR \fI<path>\fR] …`: the global options that go with any subcommand.
    private var synopsisOptions: String {
        GlobalOptions.withSubcommands.map { option in
            let value = option.valueName.map { " \\fI<\(escape($0))>\\fR" } ?? ""
            return "[\\fB\\-\\-\(escape(option.long))\\fR\(value)]"
        }.joined(separator: " ")
    }

    private func usage(_ spec: CommandSpec) -> String {
        HelpText.usage(spec).dropFirst("menuctl ".count).description
    }

    private func item(_ option: OptionSpec) -> String {
        let names = (option.short.map { "\\fB\\-\($0)\\fR, " } ?? "") + "\\fB\\-\\-\(escape(option.long))\\fR"
        let value = option.valueName.map { " \\fI<\(escape($0))>\\fR" } ?? ""
        let choices = option.choices.isEmpty ? "" : " One of: \(option.choices.joined(separator: ", "))."
        return ".TP\n\(names)\(value)\n\(escape(option.help))\(choices)\n"
    }

    /// Backslashes and hyphens as roff wants them, and no line starting with a dot.
    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(character)
            }
        }
        return out.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }
}
