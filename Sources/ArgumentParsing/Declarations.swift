/// One typed declaration per option and argument, after swift-argument-parser's
/// `@Option`, `@Flag` and `@Argument`: a command declares each once, as a
/// static value, and reads it back as its type (`arguments[Self.format]` is a
/// `ListFormat`). Help, validation, the man page and the completion scripts
/// read the untyped description each one carries (`spec`).

/// What a shell may offer for a value.
package enum Completion: Sendable, Equatable {
    case none
    case file
    case subcommand
    /// Values the program offers itself, by the name it gives them (a
    /// menu's paths): its completion hook answers for them.
    case custom(String)
}

package protocol OptionDeclaration: OptionListing {
    var spec: OptionSpec { get }
}

package protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}

/// An option that takes a value: `--price <amount>`.
///
/// - `Option<ListFormat>("format", default: .text, …)` reads as a `ListFormat`;
/// - `Option<Amount?>("price", …)` reads as nil when it is left out;
/// - `Option<[RowNumber]>("row", …)` may be given again and again, and reads
///   as every value in order.
package struct Option<Value: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    /// Turns the words given for it, in order, into its value.
    package let read: @Sendable ([String]) throws(UsageError) -> Value
}

extension Option where Value: ExpressibleByArgument {
    package init(_ long: String, short: Character? = nil, valueName: String? = nil, default defaultValue: Value,
         help: String, completion: Completion = .none, isHidden: Bool = false) {
        let spec = OptionSpec(long: long, short: short, valueName: valueName ?? long, help: help,
                              choices: Value.allValueStrings, defaultDescription: defaultValue.defaultValueDescription,
                              completion: completion, isHidden: isHidden)
        self.init(spec: spec) { words throws(UsageError) in
            guard let word = words.last else { return defaultValue }
            return try spec.value(of: word)
        }
    }
}

extension Option {
    package init<Wrapped: ExpressibleByArgument>(_ long: String, short: Character? = nil, valueName: String? = nil,
                                         help: String, completion: Completion = .none,
                                         isHidden: Bool = false) where Value == Wrapped? {
        let spec = OptionSpec(long: long, short: short, valueName: valueName ?? long, help: help,
                              choices: Wrapped.allValueStrings, completion: completion, isHidden: isHidden)
        self.init(spec: spec) { words throws(UsageError) in
            guard let word = words.last else { return nil }
            return try spec.value(of: word) as Wrapped
        }
    }

    package init<Element: ExpressibleByArgument>(_ long: String, short: Character? = nil, valueName: String? = nil,
                                         help: String, completion: Completion = .none) where Value == [Element] {
        let spec = OptionSpec(long: long, short: short, valueName: valueName ?? long, help: help,
                              choices: Element.allValueStrings, completion: completion, isRepeating: true)
        self.init(spec: spec) { words throws(UsageError) in
            var values: [Element] = []
            for word in words { values.append(try spec.value(of: word)) }
            return values
        }
    }
}

/// An option without a value: `--all`, `-p/--parents`. Reads as whether it
/// was given.
package struct Flag: OptionDeclaration {
    package let spec: OptionSpec

    package init(_ long: String, short: Character? = nil, help: String, isHidden: Bool = false) {
        spec = OptionSpec(long: long, short: short, help: help, isHidden: isHidden)
    }

    /// A flag that is short for one value of an option (`--json` for
    /// `--format json`); given with another value of that option, the two
    /// conflict.
    package init<Value: ExpressibleByArgument>(_ long: String, shorthandFor option: Option<Value>, _ value: Value) {
        let written = value.defaultValueDescription
        spec = OptionSpec(long: long, help: "Short for --\(option.spec.long) \(written).",
                          shorthand: OptionSpec.Shorthand(option: option.spec.long, value: written))
    }
}

/// A positional argument: `<target>`, `<name> ...`, `[<file>]`.
///
/// - `Argument<Target>` must be given once;
/// - `Argument<String?>` may be left out;
/// - `Argument<[MenuPath]>` takes every remaining word but one for each
///   argument after it, at least one unless declared `isOptional`.
package struct Argument<Value: Sendable>: ArgumentDeclaration {
    package let spec: ArgumentSpec
    package let read: @Sendable ([String]) throws(UsageError) -> Value
}

extension Argument where Value: ExpressibleByArgument {
    package init(_ name: String, help: String, completion: Completion = .none) {
        let spec = ArgumentSpec(name: name, help: help, completion: completion, choices: Value.allValueStrings)
        // The parser has checked that it was given.
        self.init(spec: spec) { words throws(UsageError) in try spec.value(of: words.first ?? "") }
    }
}

extension Argument {
    package init<Wrapped: ExpressibleByArgument>(_ name: String, help: String,
                                         completion: Completion = .none) where Value == Wrapped? {
        let spec = ArgumentSpec(name: name, help: help, isOptional: true, completion: completion,
                                choices: Wrapped.allValueStrings)
        self.init(spec: spec) { words throws(UsageError) in
            guard let word = words.first else { return nil }
            return try spec.value(of: word) as Wrapped
        }
    }

    package init<Element: ExpressibleByArgument>(_ name: String, help: String, isOptional: Bool = false,
                                         completion: Completion = .none) where Value == [Element] {
        let spec = ArgumentSpec(name: name, help: help, isRepeating: true, isOptional: isOptional, completion: completion)
        self.init(spec: spec) { words throws(UsageError) in
            var values: [Element] = []
            for word in words { values.append(try spec.value(of: word)) }
            return values
        }
    }
}
