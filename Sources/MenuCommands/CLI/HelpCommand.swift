import ArgumentParsing
/// `menuctl help [<subcommand>]`, as swift-argument-parser's built-in help
/// command: not a menu command (it opens no database), but declared like one
/// so that `menuctl help help` and `menuctl help <TAB>` work.
enum HelpCommand {
    static let topic = Argument<[String]>("subcommand", help: "The subcommand to explain: list, choices add.",
                                          isOptional: true, completion: .subcommand)

    static let spec = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        arguments: [topic],
        examples: ["menuctl help", "menuctl help add-item", "menuctl help choices add"],
        access: .none
    )
}

extension Invocation.Action {
    /// Why a batch line cannot ask for help, the version or a script: a
    /// batch changes the menu and prints what it changed, nothing else.
    var refusalInsideBatch: String {
        switch self {
        case .help(let spec?): "Help cannot be shown inside a batch: run 'menuctl help \(spec.name)' instead"
        case .help(nil): "Help cannot be shown inside a batch: run 'menuctl help' instead"
        case .version: "The version cannot be shown inside a batch: run 'menuctl --version' instead"
        case .completionScript, .manPage: "A completion script or man page cannot be written inside a batch"
        case .run(let parsed): "'\(parsed.spec.name)' runs on its own"
        }
    }
}
