/// The options a program accepts before or after any subcommand, and the
/// part each plays for the parser. The program declares them and passes
/// them in; the parser knows their roles, not their names or help texts.
package struct ProgramOptions: Sendable {
    /// `--db PATH`: which file the command works on.
    package let database: Option<String?>
    /// `-q`: print nothing when a change succeeds.
    package let quiet: Flag
    package let version: Flag
    package let help: Flag
    package let completionScript: Option<Shell?>
    package let manPage: Flag
    /// The program's other global options (`--color`), checked by `validate`
    /// while the line is parsed, so a bad value is a usage error like any other.
    package let others: [any OptionDeclaration]
    package let validate: @Sendable (ParsedArguments) throws(UsageError) -> Void
    /// `help [SUBCOMMAND]`, which every program built this way has.
    package let helpCommand: CommandSpec
    package let helpTopic: Argument<[String]>

    /// All of them, in the order help lists them.
    package let specs: [OptionSpec]

    package init(database: Option<String?>, quiet: Flag, others: [any OptionDeclaration], version: Flag, help: Flag,
                 completionScript: Option<Shell?>, manPage: Flag,
                 validate: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Void,
                 helpCommand: CommandSpec, helpTopic: Argument<[String]>) {
        self.database = database
        self.quiet = quiet
        self.others = others
        self.version = version
        self.help = help
        self.completionScript = completionScript
        self.manPage = manPage
        self.validate = validate
        self.helpCommand = helpCommand
        self.helpTopic = helpTopic
        specs = [database.spec, quiet.spec] + others.map(\.spec) + [version.spec, help.spec, completionScript.spec, manPage.spec]
    }
}
