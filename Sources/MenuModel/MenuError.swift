/// Why a menu command did not happen, in words for the restaurant, with the
/// kind of failure the command line turns into an exit status (SPEC 8).
public struct MenuError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The change could not be made: not found, already there, not a group, a cycle, not empty.
        case refused
        /// A malformed argument: a name, an amount, a row number.
        case invalidArgument
        /// A batch or import file that is malformed, or one of whose lines failed.
        case malformedFile
        /// A batch or import file that cannot be read.
        case unreadableFile
        /// The database cannot be opened, read or written.
        case storage
        /// Another writer held the database past the busy timeout.
        case busy
    }

    /// Why a change was refused, where the command line can say which
    /// option would have allowed it. The model speaks of the menu; flags are
    /// the command line's words.
    public enum Cause: Sendable, Equatable {
        /// A group on the way to a new node does not exist.
        case missingGroup
        /// A group to remove still holds entries.
        case groupNotEmpty
    }

    public let kind: Kind
    public let message: String
    /// Extra lines after the message: `did you mean 主菜?`.
    public var hints: [String]
    public var cause: Cause?
    /// What the user named that is not in the menu: the closest paths are
    /// looked up after the transaction has ended, so a long typo never holds
    /// the write lock.
    public var missing: String?
    /// Where in a file the problem is (`menu.csv:7`), for the command line
    /// to put before the message; nil when the message says it itself.
    public var place: String?

    public init(_ kind: Kind, _ message: String, hints: [String] = []) {
        self.kind = kind
        self.message = message
        self.hints = hints
    }

    public var description: String { message }

    public static func refused(_ message: String, hints: [String] = [], cause: Cause? = nil) -> MenuError {
        var error = MenuError(.refused, message, hints: hints)
        error.cause = cause
        return error
    }

    /// `no 主采 in the menu`, to be followed by `did you mean 主菜?`.
    public static func notFound(_ typed: String) -> MenuError {
        var error = MenuError.refused("no \(typed) in the menu")
        error.missing = typed
        return error
    }

    public static func invalidArgument(_ message: String) -> MenuError {
        MenuError(.invalidArgument, message)
    }

    /// A malformed line of a file, at `place` (`menu.csv:7`).
    public static func malformed(_ message: String, at place: String) -> MenuError {
        var error = MenuError(.malformedFile, message)
        error.place = place
        return error
    }
}
