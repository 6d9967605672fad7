/// A value read from one word of the command line, as swift-argument-parser's
/// protocol of the same name: an option or argument declared with this type
/// is read back as this type, checked the one way its declaration says.
package protocol ExpressibleByArgument: Sendable {
    init(argument: String) throws(ArgumentValueError)
    /// The words it accepts, for help, validation and completion; empty when
    /// any word may do.
    static var allValueStrings: [String] { get }
    /// How a default is shown in help: `(default: text)`.
    var defaultValueDescription: String { get }
}

/// Why a word is not a value.
package enum ArgumentValueError: Error {
    /// The parser names the option and the word: `The value 'x' is invalid
    /// for '--row <n>': …`, with the reason after the colon when there is one.
    case invalid(reason: String?)
    /// The value's own type explains it in its own words, as the model's
    /// types do (`'3x' is not an amount (write it like 38, …)`).
    case explained(String)
}

extension ExpressibleByArgument {
    package static var allValueStrings: [String] { [] }
}

/// Enumerations of words (`--format text|tsv|json`) take their choices from
/// their cases, so help, validation and completion list the same ones.
extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    package init(argument: String) throws(ArgumentValueError) {
        guard let value = Self(rawValue: argument) else { throw .invalid(reason: nil) }
        self = value
    }

    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package var defaultValueDescription: String { rawValue }
}

extension String: ExpressibleByArgument {
    package init(argument: String) { self = argument }
    package var defaultValueDescription: String { self }
}

/// The shells `--generate-completion-script` writes for.
package enum Shell: String, CaseIterable, ExpressibleByArgument {
    case bash, zsh, fish
}
