/// A day of the week, as DAYS and WHEN write it (SPEC 10): `mon` … `sun`.
public enum Weekday: Int, CaseIterable, Sendable {
    case mon, tue, wed, thu, fri, sat, sun

    public var name: String { Self.names[rawValue] }

    /// The day before: a window that runs past midnight belongs to the day it starts.
    public var previous: Weekday { Weekday(rawValue: (rawValue + 6) % 7)! }

    /// `mon`, and in any case, `Sat` or `SUN` (SPEC 10).
    public init?(name: some StringProtocol) {
        let lowered = name.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        guard let index = Self.names.firstIndex(where: { $0.utf8.elementsEqual(lowered) }) else { return nil }
        self = Weekday(rawValue: index)!
    }

    private static let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
}

/// The days a serving window opens on: `mon-fri`, `sat,sun`, `mon,wed-fri`,
/// or `fri-mon`, a range that wraps past Sunday (SPEC 10). Kept as seven
/// bits, Monday the lowest, which is also how the database stores it.
public struct Weekdays: Hashable, Sendable, CustomStringConvertible {
    public let mask: Int

    public static let everyDay = Weekdays(uncheckedMask: 0b111_1111)

    /// nil for a mask another program wrote that names no day, or more than seven.
    public init?(mask: Int) {
        guard (1...0b111_1111).contains(mask) else { return nil }
        self.mask = mask
    }

    private init(uncheckedMask: Int) { mask = uncheckedMask }

    public init(_ days: [Weekday]) {
        mask = days.reduce(0) { $0 | 1 << $1.rawValue }
    }

    public func contains(_ day: Weekday) -> Bool { mask & 1 << day.rawValue != 0 }

    /// Reads `mon-fri`, `sat,sun`, `mon,wed-fri`, `fri-mon`.
    public init(parsing text: String) throws(MenuError) {
        let wrong = MenuError.invalidArgument(
            "'\(text)' is not a list of days (write it like mon-fri, sat,sun or fri-mon)")
        var mask = 0
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), let first = Weekday(name: ends[0]),
                  let last = Weekday(name: ends[ends.count - 1]) else { throw wrong }
            // A range runs forward from its first day, past Sunday when it wraps.
            var day = first
            while true {
                mask |= 1 << day.rawValue
                if day == last { break }
                day = Weekday(rawValue: (day.rawValue + 1) % 7)!
            }
        }
        self.mask = mask
    }

    /// One way of writing each set, which reads back as the same set:
    /// `mon-sun` for every day; else runs of days in week order, a run of
    /// three or more as a range (`fri-mon` when it wraps past Sunday), a
    /// run of two as two days (`sat,sun`).
    public var description: String {
        if self == .everyDay { return "mon-sun" }
        var parts: [String] = []
        for start in Weekday.allCases where contains(start) && !contains(start.previous) {
            var end = start
            var length = 1
            while contains(Weekday(rawValue: (end.rawValue + 1) % 7)!) {
                end = Weekday(rawValue: (end.rawValue + 1) % 7)!
                length += 1
            }
            switch length {
            case 1: parts.append(start.name)
            case 2: parts.append(start.name + "," + end.name)
            default: parts.append(start.name + "-" + end.name)
            }
        }
        return parts.joined(separator: ",")
    }
}
