/// A point in the menu's history that `--as-of` names (SPEC 23): history
/// entry N (the menu just after it), or a local wall-clock time (the menu
/// just after the entry that was newest then).
public enum HistoryMoment: Sendable, Equatable, CustomStringConvertible {
    case entry(Int64)
    case localTime(LocalDateTime)

    /// `412`, `#412` or `2026-12-01 21:05` (also `2026-12-01T21:05`).
    public init(parsing text: String) throws(MenuError) {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard digits.utf8.count <= 18, let number = Int64(digits) else {
                throw .invalidArgument("'\(text)' is not a history entry (a number like 412) nor a time like '2026-12-01 21:05'")
            }
            self = .entry(number)
            return
        }
        guard let time = LocalDateTime(parsing: text) else {
            throw .invalidArgument("'\(text)' is not a history entry (a number like 412) nor a time like '2026-12-01 21:05'")
        }
        self = .localTime(time)
    }

    public var description: String {
        switch self {
        case .entry(let number): "#\(number)"
        case .localTime(let time): time.description
        }
    }
}

/// `YYYY-MM-DD HH:MM` on the restaurant's wall clock, checked as a date
/// of the calendar (no 2026-02-30).
public struct LocalDateTime: Sendable, Equatable, CustomStringConvertible {
    public let year: Int, month: Int, day: Int, hour: Int, minute: Int

    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16),
              year >= 1970, (1...12).contains(month), hour < 24, minute < 60,
              (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute))"
    }
}
