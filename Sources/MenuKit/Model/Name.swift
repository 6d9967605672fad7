/// The name of a group or a dish: trimmed, 1 to 100 characters, with no
/// control character and no `/`, which joins names into paths (SPEC 2).
public struct Name: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 100

    public let text: String

    public init(_ raw: String) throws(MenuError) {
        let trimmed = raw.trimmingWhiteSpace()
        guard !trimmed.isEmpty else {
            throw .invalidArgument("a name cannot be empty")
        }
        guard trimmed.count <= Name.maximumLength else {
            throw .invalidArgument("the name '\(Terminal.escaped(String(trimmed.prefix(20))))…' is longer than \(Name.maximumLength) characters")
        }
        if trimmed.unicodeScalars.contains(where: \.isControl) {
            throw .invalidArgument("the name '\(Terminal.escaped(trimmed))' holds a control character")
        }
        guard !trimmed.contains("/") else {
            throw .invalidArgument("the name '\(trimmed)' holds a '/', which separates the names in a path")
        }
        text = trimmed
    }

    public var description: String { text }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the line and paragraph separators: none of
    /// them belongs in a name shown on a terminal.
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}

extension StringProtocol {
    func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension Name {
    /// A name as the file stores it, taken as it is: data from the file is
    /// not user input (a name another program wrote may break the rules, and
    /// is exactly the one a user needs to rename or remove).
    init(stored text: String) {
        self.text = text
    }
}
