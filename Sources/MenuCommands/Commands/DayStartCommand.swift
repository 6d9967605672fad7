import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `day-start` (SPEC 20): when the business day 营业日 starts. At that time
/// daily counts come back and the day's sold-outs end, by themselves.
struct DayStartCommand: MenuCommand {
    static let time = Argument<ServiceTime>("time", help: "HH:MM, 24-hour, local time (default 05:00).")
    static let commandName = "day-start"
    static let spec = CommandSpec(
        name: commandName,
        abstract: "Set when the business day starts (营业日, default 05:00).",
        discussion: """
            When the day turns, daily counts return to their figure and sold-outs end
            (not a timed one still to come; a dish off sale stays off). Readers show the
            new day at once; the first change after it records the turn in the history.
            'menuctl info' shows the day and its start.
            """,
        arguments: [time],
        examples: ["menuctl day-start 04:00", "menuctl day-start 6:30"],
        access: .write,
        recordsHistory: false
    )

    let minute: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let time = try arguments[Self.time]
        guard time.day == nil else {
            throw UsageError(message: "The day starts at a time of every day: give HH:MM, without a day").about(Self.spec)
        }
        minute = time.minute
    }

    func run(in context: CommandContext) throws {
        let clock = ServingWindow.clock(minute)
        guard try context.menu.day.setStart(minute) else { return context.notice("the business day already starts at \(clock)") }
        context.report("the business day starts at \(clock)")
    }
}
