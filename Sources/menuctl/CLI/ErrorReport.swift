import CSQLite
import MenuKit

/// Turns every failure into SPEC 8's shape: one `Error: ` line on stderr,
/// hint lines after it, and the documented exit status.
enum ErrorReport {
    enum ExitCode {
        static let refused: Int32 = 1
        static let usage: Int32 = 64
        static let malformedFile: Int32 = 65
        static let unreadableFile: Int32 = 66
        static let storage: Int32 = 74
        static let busy: Int32 = 75
    }

    static func usage(_ message: String, command: CommandSpec?) -> Int32 {
        var text = "Error: \(Terminal.escaped(message))\n"
        if let command {
            text += "Usage: \(HelpText.usage(command))\n"
            text += "  See 'menuctl \(command.name) --help' for more information.\n"
        } else {
            text += "Usage: menuctl <subcommand>\n"
            text += "  See 'menuctl --help' for more information.\n"
        }
        StandardStream.error.write(text)
        return ExitCode.usage
    }

    /// The error line and its hints. Messages escape what they quote; this
    /// escapes each line once more on its way out, which changes nothing
    /// where that was done (escaping is idempotent) and keeps a quote that
    /// was missed, or an SQLite message holding a name, off the terminal raw.
    private static func write(_ first: String, hints: [String]) {
        StandardStream.error.write(([first] + hints).map { Terminal.escaped($0) + "\n" }.joined())
    }

    static func failure(_ error: any Error, databasePath: String) -> Int32 {
        if let failure = error as? BatchFailure {
            // A failed line fails the whole file; only the database's own
            // troubles keep their status.
            write("\(failure.place): Error: \(failure.error.message)", hints: failure.error.hints)
            let kind = failure.error.kind
            return kind == .storage || kind == .busy ? exitCode(kind) : ExitCode.malformedFile
        }
        let menuError = translate(error, databasePath: databasePath)
        write("Error: \(menuError.message)", hints: menuError.hints)
        return exitCode(menuError.kind)
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

    /// A sentence a restaurant owner understands, for whatever was thrown.
    /// The database path is the user's text: quoted escaped, as a name is.
    static func translate(_ error: any Error, databasePath: String) -> MenuError {
        let path = Terminal.escaped(databasePath)
        switch error {
        case let error as MenuError:
            return error
        case let error as SchemaError:
            switch error {
            case .newer(let found, let known):
                return MenuError(.storage, "\(path) has schema version \(found), but this menuctl knows versions up to \(known); use a newer menuctl")
            case .foreign(let tables):
                return MenuError(.storage, "\(path) is a SQLite database with other tables (\(tables.prefix(5).map(Terminal.escaped).joined(separator: ", "))), not a menuctl menu")
            }
        case let error as SQLiteError:
            return translate(error, path: path)
        default:
            return MenuError(.storage, "\(error)")
        }
    }

    private static func translate(_ error: SQLiteError, path: String) -> MenuError {
        switch error.code {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return MenuError(.busy, "the menu at \(path) stayed locked by another writer for \(Database.busyTimeoutMilliseconds / 1000) s; try again")
        case SQLITE_CONSTRAINT:
            return MenuError(.refused, "the menu refused the change: \(error.message)")
        case SQLITE_READONLY:
            return MenuError(.storage, "cannot write the menu at \(path): it is read-only")
        case SQLITE_NOTADB:
            return MenuError(.storage, "\(path) is not a menuctl database (\(error.message))")
        case SQLITE_CORRUPT:
            return MenuError(.storage, "the menu at \(path) is damaged (\(error.message))")
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
            return MenuError(.storage, "cannot open the menu at \(path) (\(error.message))")
        case SQLITE_FULL:
            return MenuError(.storage, "cannot write the menu at \(path): the disk is full")
        case SQLITE_IOERR:
            return MenuError(.storage, "cannot read or write the menu at \(path): \(error.message) (SQLite error \(error.extendedCode))")
        default:
            return MenuError(.storage, "the menu at \(path) could not be used: \(error.message) (SQLite error \(error.extendedCode))")
        }
    }
}
