import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

// The model's values as command-line words. Each is checked by the model's own
// parser, whose message explains a bad one (`'3x' is not an amount …`), so
// a name or an amount means the same in an argument, a batch and an import.

extension Amount: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try Amount(parsing: argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { description }
}

extension Target: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try Target(parsing: argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { description }
}

extension MenuPath: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try MenuPath(parsing: argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { description }
}

extension Name: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try Name(argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { description }
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

extension ServingWindow: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try ServingWindow(parsing: argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { times }
}

extension Weekdays: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try Weekdays(parsing: argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { description }
}

extension ServiceTime: ExpressibleByArgument {
    package init(argument: String) throws(ArgumentValueError) {
        do throws(MenuError) { self = try ServiceTime(parsing: argument) } catch { throw .explained(error.message) }
    }

    package var defaultValueDescription: String { "now" }
}
