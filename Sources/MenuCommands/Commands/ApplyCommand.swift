import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `apply FILE|DIR`: a store takes head office's change files (SPEC 22).
struct ApplyCommand: MenuCommand {
    static let file = Argument<String>("file", help: "The change file head office published, or a folder of them.", completion: .file)
    static let dryRun = Flag("dry-run", help: "Print what would change, and change nothing.")

    static let commandName = "apply"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Apply head office's change file to this store's menu.",
        discussion: """
            Files apply in order, each in one transaction: a file from another chain, one
            that comes before its turn, one that does not follow the file this store
            applied (head office's history forked), or a damaged one changes nothing
            (exit 1); one applied already is a notice. On a missing database the first
            file makes the store's menu. Head office's entries keep the store's sold out,
            counts, hours, price lists and store prices. An apply is one history entry,
            and undo refuses it: the next file follows it.

            Given a folder, apply takes every file in it that this store has not applied
            yet, in order, in one command; names starting with '.' are left alone. The
            first file that does not follow ends the run (exit 1): the files before it
            stay applied.
            """,
        arguments: [file],
        options: [dryRun],
        examples: ["menuctl apply changes/0001.menuctl-change",
                   "menuctl apply latest.menuctl-change --dry-run",
                   "menuctl apply /srv/chain/inbox"],
        access: .write,
        runsInBatch: false
    )

    let source: String
    let isDryRun: Bool
    private var changes: [(change: ChainChange, name: String)] = []
    private var isFolder = false

    init(_ arguments: ParsedArguments) throws(UsageError) {
        source = try arguments[Self.file]
        isDryRun = arguments[Self.dryRun]
        guard !source.isEmpty else { throw UsageError(message: "The value '' is invalid for '<file>': give a file name") }
    }

    var access: CommandSpec.Access { isDryRun ? .read : .write }

    /// The files are read and checked whole before the database opens: a
    /// damaged file never makes a store's menu.
    mutating func prepare() throws {
        isFolder = FileSystem.isDirectory(source)
        let names = isFolder ? try ChangeFileIO.files(in: source).map { source + "/" + $0 } : [source]
        changes = try names.map { (try Self.read($0), $0) }
    }

    private static func read(_ path: String) throws -> ChainChange {
        let shown = Terminal.escaped(path)
        let bytes = try ChangeFileIO.read(path)
        do {
            return try ChangeFile.decode(bytes)
        } catch .notAChangeFile(let why) {
            throw MenuError.refused("\(shown) is not a menuctl change file: \(why)")
        } catch .damaged(let why) {
            throw MenuError.refused("\(shown) is damaged: \(why)", hints: ["nothing was changed; fetch the file from head office again"])
        } catch .newer(let version) {
            throw MenuError.refused("\(shown) is a change file of version \(version); this menuctl reads version \(ChangeFile.version); use a newer menuctl")
        }
    }

    func run(in context: CommandContext) throws {
        if isFolder { return try runFolder(in: context) }
        guard let (change, _) = changes.first else { return }
        let outcome = isDryRun ? try context.menu.chain.rehearse(change, file: source)
                               : try context.menu.chain.apply(change, file: source)
        switch outcome {
        case .alreadyApplied(let sequence):
            context.notice("\(Terminal.escaped(source)) is change \(change.sequence), applied already (this store is at change \(sequence))")
        case .olderEpoch(let epoch, let current):
            context.notice("\(Terminal.escaped(source)) is change \(change.sequence) of epoch \(epoch), which a full file of epoch \(current) replaced; nothing to apply")
        case .applied(let lines):
            if isDryRun { context.report("would apply, with --dry-run changing nothing:") }
            lines.forEach(context.report)
        }
    }

    /// Every file of the folder the store has not applied yet. A file that
    /// does not follow ends the run: refused alone, or, after files that
    /// applied, said once those are committed.
    private func runFolder(in context: CommandContext) throws {
        let outcome = isDryRun ? try context.menu.chain.rehearseAll(changes) : try context.menu.chain.applyAll(changes)
        if var stop = outcome.stop {
            guard outcome.applied > 0 else { throw stop }
            stop.hints.append("the \(outcome.applied) file\(outcome.applied == 1 ? "" : "s") before it \(isDryRun ? "would be" : "are") applied")
            context.closingError = stop
        }
        if outcome.applied == 0 && outcome.stop == nil {
            let sequence = try context.menu.chain.role()?.sequence ?? 0
            context.notice("nothing to apply in \(Terminal.escaped(source)): this store is at change \(sequence)")
        }
        if isDryRun && outcome.applied > 0 { context.report("would apply, with --dry-run changing nothing:") }
        outcome.lines.forEach(context.report)
    }
}
