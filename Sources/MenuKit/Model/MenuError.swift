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

    public let kind: Kind
    public let message: String
    /// Extra lines after the message: `did you mean 主菜?`.
    public let hints: [String]

    public init(_ kind: Kind, _ message: String, hints: [String] = []) {
        self.kind = kind
        self.message = message
        self.hints = hints
    }

    public var description: String { message }

    public static func refused(_ message: String, hints: [String] = []) -> MenuError {
        MenuError(.refused, message, hints: hints)
    }

    public static func invalidArgument(_ message: String) -> MenuError {
        MenuError(.invalidArgument, message)
    }
}
