import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// Options every command accepts, before or after the subcommand (SPEC 4),
/// declared once for the parser, help, the man page and the completion
/// scripts alike.
enum GlobalOptions {
    static let db = Option<String?>(
        "db", valueName: "path",
        help: "The menu database (default: $MENUCTL_DB, else $XDG_DATA_HOME/menuctl/menu.db, else ~/.local/share/menuctl/menu.db).",
        completion: .file)
    static let quiet = Flag("quiet", short: "q", help: "Print nothing when a change succeeds.")
    static let color = Option<ColorChoice>("color", valueName: "when", default: .auto,
                                           help: "When to colour the text output.")
    static let version = Flag("version", help: "Show the version.")
    static let help = Flag("help", short: "h", help: "Show help information.")
    static let completionScript = Option<Shell?>("generate-completion-script", valueName: "shell",
                                                 help: "Print a completion script for bash, zsh or fish.", isHidden: true)
    static let manPage = Flag("generate-man-page", help: "Print the man page.", isHidden: true)

    /// The same, handed to the parser with the part each plays.
    static let program = ProgramOptions(
        database: db, quiet: quiet, others: [color], version: version, help: help,
        completionScript: completionScript, manPage: manPage,
        validate: { parsed throws(UsageError) in _ = try parsed[color] },
        helpCommand: HelpCommand.spec, helpTopic: HelpCommand.topic)

    static var specs: [OptionSpec] { program.specs }

    static var visible: [OptionSpec] { specs.filter { !$0.isHidden } }

    /// Those that go with running a subcommand, for usage lines: not `--help`
    /// or `--version`, which run none.
    static var withSubcommands: [OptionSpec] {
        let alone = [help.spec.long, version.spec.long]
        return visible.filter { !alone.contains($0.long) }
    }

    /// The global options help lists: on the top level all that are not
    /// hidden; under a subcommand only those that mean something to it.
    /// Every one is still accepted everywhere, so scripts can pass them all.
    static func shown(for spec: CommandSpec?) -> [OptionSpec] {
        guard let spec else { return specs.filter { !$0.isHidden } }
        var shown: [OptionSpec] = []
        if spec.access != .none { shown.append(db.spec) }
        if spec.reportsChanges { shown.append(quiet.spec) }
        if spec.printsColor { shown.append(color.spec) }
        shown.append(help.spec)
        return shown
    }
}

/// `--color`: colour only on a terminal, and never when `NO_COLOR` is set
/// and not empty (https://no-color.org), unless asked for.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    static func enabled(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = CommandEnvironment.current.variable("NO_COLOR") ?? ""
            return noColor.isEmpty && StandardStream.output.isTerminal
        }
    }
}
