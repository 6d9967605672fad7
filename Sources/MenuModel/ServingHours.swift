/// A moment of the week, to the minute: what `list --available --at 'sat 23:30'`
/// asks about. A value, so the rule below is tested with fixed moments
/// rather than the real clock.
public struct Moment: Hashable, Sendable, CustomStringConvertible {
    public let day: Weekday
    /// Minutes since midnight, 0 to 1439.
    public let minute: Int
    /// The moment in time it is, when the clock worked it out (seconds
    /// since 1970): what a timed 估清's end is compared with (SPEC 20).
    public var instant: Int64?

    public init(_ day: Weekday, _ minute: Int, instant: Int64? = nil) {
        self.day = day
        self.minute = min(max(minute, 0), 1439)
        self.instant = instant
    }

    public var description: String { day.name + " " + ServingWindow.clock(minute) }
}

/// One serving window (供应时段), `06:00-10:30` on some days (SPEC 10). An end
/// earlier than the start runs past midnight and belongs to the day it
/// starts: Friday's `22:00-02:00` covers Saturday 01:30. `00:00-24:00` is the
/// whole day.
public struct ServingWindow: Hashable, Sendable, CustomStringConvertible {
    public let days: Weekdays
    /// Minutes since midnight: opens 0 to 1439, closes 0 to 1440, never equal.
    public let opens: Int
    public let closes: Int

    /// nil for times another program wrote that are out of range.
    public init?(days: Weekdays, opens: Int, closes: Int) {
        guard (0...1439).contains(opens), (0...1440).contains(closes), opens != closes else { return nil }
        self.days = days
        self.opens = opens
        self.closes = closes
    }

    /// Reads `HH:MM-HH:MM`, 24-hour (`6:30` for `06:30`); `24:00` only as an end.
    public init(parsing text: String, days: Weekdays = .everyDay) throws(MenuError) {
        let shown = "'\(text)' is not a serving window"
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let opens = Self.minutes(ends[0]), opens < 1440, let closes = Self.minutes(ends[1])
        else { throw .invalidArgument("\(shown) (write it like 06:00-10:30, or 22:00-02:00 past midnight)") }
        guard opens != closes else {
            throw .invalidArgument("\(shown): it opens and closes at the same time (00:00-24:00 is the whole day)")
        }
        self.init(days: days, opens: opens, closes: closes)!
    }

    /// The same times on other days.
    public func on(_ days: Weekdays) -> ServingWindow {
        ServingWindow(days: days, opens: opens, closes: closes)!
    }

    public var runsPastMidnight: Bool { closes < opens }

    /// Whether a guest may order at `moment` by this window alone.
    public func contains(_ moment: Moment) -> Bool {
        if !runsPastMidnight {
            return days.contains(moment.day) && opens <= moment.minute && moment.minute < closes
        }
        return (days.contains(moment.day) && moment.minute >= opens)
            || (days.contains(moment.day.previous) && moment.minute < closes)
    }

    /// `06:00-10:30`, the times alone.
    public var times: String { Self.clock(opens) + "-" + Self.clock(closes) }

    /// `fri,sat 22:00-02:00`: days always written, so a script reads every window alike.
    public var description: String { days.description + " " + times }

    /// `HH:MM` or `H:MM` (`6:30`, as managers write it) → minutes since
    /// midnight, at most 24:00.
    package static func minutes(_ text: Substring) -> Int? {
        var bytes = Array(text.utf8)
        if bytes.count == 4 { bytes.insert(UInt8(ascii: "0"), at: 0) }
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
              [0, 1, 3, 4].allSatisfy({ digit.contains(bytes[$0]) }) else { return nil }
        let value = { (i: Int) in Int(bytes[i] - UInt8(ascii: "0")) }
        let hours = value(0) * 10 + value(1)
        let minutes = value(3) * 10 + value(4)
        guard minutes < 60, hours < 24 || (hours == 24 && minutes == 0) else { return nil }
        return hours * 60 + minutes
    }

    package static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}

/// A node's serving hours: none (served whenever its group is), or windows
/// of which any may be open.
public struct ServingHours: Hashable, Sendable {
    public let windows: [ServingWindow]

    public static let always = ServingHours([])

    public init(_ windows: [ServingWindow]) { self.windows = windows }

    public var isEmpty: Bool { windows.isEmpty }

    public func contain(_ moment: Moment) -> Bool {
        windows.isEmpty || windows.contains { $0.contains(moment) }
    }
}

/// WHEN of `list --available --at`: `HH:MM` (today) or `DAY HH:MM` (SPEC 10).
public struct ServiceTime: Sendable {
    /// nil for today, whichever day that is when the command runs.
    public let day: Weekday?
    public let minute: Int

    public init(parsing text: String) throws(MenuError) {
        let words = text.split(separator: " ")
        let wrong = MenuError.invalidArgument("'\(text)' is not a time of the week (write it like 23:30 or 'sat 23:30')")
        guard (1...2).contains(words.count), let minute = ServingWindow.minutes(words[words.count - 1]), minute < 1440
        else { throw wrong }
        if words.count == 2 {
            guard let day = Weekday(name: words[0]) else { throw wrong }
            self.day = day
        } else {
            day = nil
        }
        self.minute = minute
    }

    /// The moment it names, `today` being the day it is now.
    public func moment(today: Weekday) -> Moment { Moment(day ?? today, minute) }
}
