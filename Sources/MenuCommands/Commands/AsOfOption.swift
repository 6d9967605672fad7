import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `--as-of N|'YYYY-MM-DD HH:MM'` of list, show, find, export and diff
/// (SPEC 23): the menu just after history entry N, or just after the entry
/// that was newest at that minute, local time. It only reads: the menu as
/// it was is worked out on a copy in memory.
struct AsOfOption: OptionGroup {
    static let asOf = Option<HistoryMoment?>(
        "as-of", valueName: "when",
        help: "The menu as it was just after history entry N, or at 'YYYY-MM-DD HH:MM' (local time).")
    static let declarations: [any OptionDeclaration] = [asOf]

    /// nil: the menu as it is.
    let moment: HistoryMoment?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        moment = try arguments[Self.asOf]
    }
}

/// A reader that can read the menu as it was.
protocol AsOfReadable {
    /// nil: the menu as it is.
    var asOf: HistoryMoment? { get }
}

extension HistoryMoment: ModelArgument {
    package static func parse(_ argument: String) throws(MenuError) -> Self { try HistoryMoment(parsing: argument) }
    package var defaultValueDescription: String { "now" }
}

/// A change that can be tried first (SPEC 23): `--dry-run` does everything
/// up to the commit on a copy in memory, says what it would change, and
/// throws the copy away.
protocol DryRunnable {
    var dryRun: Bool { get }
}

struct DryRunOption: OptionGroup {
    static let dryRun = Flag("dry-run", help: "Say what would change (the summary and the diff), and change nothing.")
    static let declarations: [any OptionDeclaration] = [dryRun]

    let isAsked: Bool

    init(_ arguments: ParsedArguments) {
        isAsked = arguments[Self.dryRun]
    }
}
