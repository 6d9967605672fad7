import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

// The model's values as command-line words. Each is read by the model's own
// parser, whose message explains a bad one (`'3x' is not an amount …`), so
// a name or an amount means the same in an argument, a batch and an import.

/// A model value read from one word: the one bridge from the model's
/// parsers (`throws(MenuError)`) to the parser's errors, so a conformance
/// says only which parser reads it.
package protocol ModelArgument: ExpressibleByArgument {
    static func parse(_ argument: String) throws(MenuError) -> Self
}

extension ModelArgument {
    package init(argument: String) throws(ArgumentValueError) {
        self = try ArgumentValueError.explaining { () throws(MenuError) in try Self.parse(argument) }
    }
}

extension ModelArgument where Self: CustomStringConvertible {
    package var defaultValueDescription: String { description }
}

extension ArgumentValueError {
    /// What a model parser makes of a word, its refusal explained in its own words.
    static func explaining<T>(_ parse: () throws(MenuError) -> T) throws(ArgumentValueError) -> T {
        do throws(MenuError) { return try parse() } catch { throw .explained(error.message) }
    }
}

extension Amount: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Amount(parsing: argument) }
}

extension Target: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Target(parsing: argument) }
}

extension MenuPath: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try MenuPath(parsing: argument) }
}

extension Name: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Name(argument) }
}

/// A row of the default `list` view, as `toggle --row` takes it: a positive
/// whole number written in digits (SPEC 4), so `+1`, `1.5` and `-1` are
/// mistakes. A number too large to hold is still a row, past the end of any
/// menu, which `toggle` reports as such rather than as a malformed number.
struct RowNumber: ExpressibleByArgument {
    /// Int.max for a number too large to hold: a row past any menu's end.
    let value: Int
    /// The digits as typed, for messages.
    let written: String

    package init(argument: String) throws(ArgumentValueError) {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard !argument.isEmpty, argument.utf8.allSatisfy(digits.contains),
              argument.utf8.contains(where: { $0 != UInt8(ascii: "0") }) else {
            throw .invalid(reason: "a row is a positive whole number written in digits, counting from 1")
        }
        value = Int(argument) ?? .max
        written = String(argument.drop { $0 == "0" })
    }

    package var defaultValueDescription: String { String(value) }
}

extension WrittenWindow: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try WrittenWindow(parsing: argument) }

    package var defaultValueDescription: String { times.times }
}

extension Weekdays: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try Weekdays(parsing: argument) }
}

extension ServiceTime: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try ServiceTime(parsing: argument) }

    package var defaultValueDescription: String { "now" }
}
