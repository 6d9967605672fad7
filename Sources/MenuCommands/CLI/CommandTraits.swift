import ArgumentParsing

/// What the menu says of a command besides its words: whether it reads or
/// writes the menu, whether a change it makes is a history entry, whether
/// it may be a line of a batch. The parser carries them with the
/// declaration and never reads them.
struct CommandTraits: Sendable {
    let access: CommandSpec.Access
    let printsColor: Bool
    let reportsChanges: Bool
    let recordsHistory: Bool
    let runsInBatch: Bool

    /// The program before a subcommand is named: prints help, opens nothing.
    static let none = CommandTraits(access: .none, printsColor: false, reportsChanges: false,
                                    recordsHistory: false, runsInBatch: true)
}

extension CommandSpec {
    enum Access: Sendable {
        /// Prints help or a script; opens no database.
        case none
        /// Never creates or changes the file.
        case read
        /// Creates the file and brings its schema up to date.
        case write
    }

    /// A menu command's declaration: its words, and its traits.
    /// - `printsColor`: its text output is coloured, so `--color` means something to it.
    /// - `reportsChanges`: it says what it changed, so `-q` means something to
    ///   it: a command that writes, or one that may (`check --repair`).
    /// - `recordsHistory`: a run that changes the menu's content is a history
    ///   entry (SPEC 13): writes are, but view state (toggle, expand,
    ///   collapse), mending (check --repair) and undo and redo themselves are not.
    /// - `runsInBatch`: it may be a line of a batch; undo, redo and backup stand alone.
    convenience init(name: String, abstract: String, discussion: String? = nil,
                     arguments: [any ArgumentDeclaration] = [], options: [any OptionListing] = [],
                     exclusive: [[any OptionDeclaration]] = [], examples: [String] = [],
                     access: Access = .read, printsColor: Bool = false, reportsChanges: Bool? = nil,
                     recordsHistory: Bool? = nil, runsInBatch: Bool = true, synonyms: [String] = [],
                     extraArgumentOption: (any OptionDeclaration)? = nil, subcommands: [CommandSpec] = [],
                     defaultSubcommand: String? = nil) {
        let traits = CommandTraits(access: access, printsColor: printsColor,
                                   reportsChanges: reportsChanges ?? (access == .write),
                                   recordsHistory: recordsHistory ?? (access == .write), runsInBatch: runsInBatch)
        self.init(name: name, abstract: abstract, discussion: discussion, arguments: arguments, options: options,
                  exclusive: exclusive, examples: examples, traits: traits, synonyms: synonyms,
                  extraArgumentOption: extraArgumentOption, subcommands: subcommands, defaultSubcommand: defaultSubcommand)
    }

    private var menuTraits: CommandTraits { traits as? CommandTraits ?? .none }
    var access: Access { menuTraits.access }
    var printsColor: Bool { menuTraits.printsColor }
    var reportsChanges: Bool { menuTraits.reportsChanges }
    var recordsHistory: Bool { menuTraits.recordsHistory }
    var runsInBatch: Bool { menuTraits.runsInBatch }
}

extension Completion {
    /// Any group or dish in the menu.
    static let menuPath = Completion.custom("menu-path")
    /// Groups only: what `--in` and `--to` accept.
    static let group = Completion.custom("group")
}
