import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// Turns every failure into SPEC 8's shape: one `Error: ` line on stderr,
/// hint lines after it, and the documented exit status.
package enum ErrorReport {
    enum ExitCode {
        static let refused: Int32 = 1
        static let usage: Int32 = 64
        static let malformedFile: Int32 = 65
        static let unreadableFile: Int32 = 66
        static let storage: Int32 = 74
        static let busy: Int32 = 75
    }

    /// A malformed command line, then its usage in short: the arguments
    /// and `[<options>]`, and where the whole usage is.
    ///
    /// Which words start a message: one the command line writes itself (the
    /// parser, a command's declarations and `init`) starts with a capital, as
    /// swift-argument-parser's do (`Error: Unknown subcommand 'lsit'`,
    /// `Error: Missing expected argument '<name> ...'`). One from the model or the store
    /// about a name, an amount, a target, the menu or the database is shown as
    /// they wrote it, starting lower-case (`Error: no 主采 in the menu`),
    /// since their messages also stand after `FILE:LINE: Error: ` and
    /// inside longer sentences. Hint lines start lower-case
    /// (`did you mean 'list'?`) in both.
    ///
    /// Each line is escaped once more on the way out, as `write` does.
    package static func usage(_ error: UsageError) -> Int32 {
        var text = "Error: \(Terminal.escaped(error.message))\n"
        for hint in error.hints { text += Terminal.escaped(hint) + "\n" }
        if let command = error.command {
            text += HelpText.shortUsage(command) + "\n"
            text += "  See 'menuctl \(command.name) --help' for more information.\n"
        } else {
            text += "Usage: menuctl <subcommand>\n"
            text += "  See 'menuctl --help' for more information.\n"
        }
        StandardStream.error.writeIgnoringFailure(text)
        return ExitCode.usage
    }

    static func failure(_ error: any Error, databasePath: String) -> Int32 {
        if let failure = error as? BatchFailure {
            // A failed line fails the whole file; only the database's own
            // troubles keep their status.
            let explained = explain(failure.error, databasePath: databasePath)
            write("\(failure.place): Error: ", explained)
            let kind = failure.error.kind
            return kind == .storage || kind == .busy ? exitCode(kind) : ExitCode.malformedFile
        }
        let explained = explain(MenuError(error, databasePath: databasePath), databasePath: databasePath)
        write("Error: ", explained)
        return exitCode(explained.kind)
    }

    /// Adds what only the command line can say: the closest paths to one
    /// that was not found, and the option that would have allowed a change.
    private static func explain(_ error: MenuError, databasePath: String) -> MenuError {
        var explained = databasePath.isEmpty ? error : MenuStore.addingSuggestions(to: error, databasePath: databasePath)
        switch error.cause {
        // `add-item 鱼/肉 --in 主菜` wanted a dish named 鱼/肉 more often
        // than a new group 鱼: say why it cannot be, and never
        // offer -p, which would make that group.
        case .missingGroup?: explained.hints.append("a name cannot hold '/', which separates the groups on a path")
        case .groupNotEmpty?: explained.hints.append("use --recursive to remove it with everything in it")
        case nil: break
        }
        return explained
    }

    /// Messages escape what they quote; each line is escaped once more on
    /// its way out, which changes nothing where that was done (escaping is
    /// idempotent) and keeps a quote that was missed off the terminal raw.
    private static func write(_ prefix: String, _ error: MenuError) {
        let lines = [prefix + error.message] + error.hints
        StandardStream.error.writeIgnoringFailure(lines.map { Terminal.escaped($0) + "\n" }.joined())
    }

    static func exitCode(_ kind: MenuError.Kind) -> Int32 {
        switch kind {
        case .refused: ExitCode.refused
        case .invalidArgument: ExitCode.usage
        case .malformedFile: ExitCode.malformedFile
        case .unreadableFile: ExitCode.unreadableFile
        case .storage: ExitCode.storage
        case .busy: ExitCode.busy
        }
    }
}
