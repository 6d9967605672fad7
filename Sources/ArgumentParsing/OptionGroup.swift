/// Options that several commands share, read together as one typed value,
/// after swift-argument-parser's `@OptionGroup`: the details of a dish, a
/// price list, a moment in history. A command lists the group among its
/// options where help shows them (`options: [format, PriceListOption.options]`)
/// and reads it in one call (`try PriceListOption(arguments)`), so it never
/// picks the group's options one by one, nor checks them twice.
package protocol OptionGroup {
    /// Its options, in the order help lists them.
    static var declarations: [any OptionDeclaration] { get }
    /// Sets of its options of which at most one may be given (`--spice`,
    /// `--no-spice`).
    static var exclusive: [[any OptionDeclaration]] { get }
    /// Reads the group's value from the words given, checking the options
    /// against one another; a mistake is a usage error, found before any
    /// database is opened.
    init(_ arguments: ParsedArguments) throws(UsageError)
}

extension OptionGroup {
    package static var exclusive: [[any OptionDeclaration]] { [] }

    /// The group where a command lists its options.
    package static var options: GroupedOptions {
        GroupedOptions(specs: declarations.map(\.spec), exclusiveSets: exclusive.map { $0.map(\.spec.long) })
    }

    /// Whether any of its options was given: most lines of a setup batch
    /// give none, and then a group has nothing to read or check.
    package static func isGiven(in arguments: ParsedArguments) -> Bool {
        declarations.contains(where: arguments.isGiven)
    }
}

/// What a command lists among its options: one option, or a group of them
/// in its place.
package protocol OptionListing: Sendable {
    /// The options, in the order help lists them.
    var specs: [OptionSpec] { get }
    /// Their sets of which at most one may be given, by long name.
    var exclusiveSets: [[String]] { get }
}

/// One option lists itself.
extension OptionDeclaration {
    package var specs: [OptionSpec] { [spec] }
    package var exclusiveSets: [[String]] { [] }
}

/// A group's options as a command lists them (`PriceListOption.options`).
package struct GroupedOptions: OptionListing {
    package let specs: [OptionSpec]
    package let exclusiveSets: [[String]]
}
