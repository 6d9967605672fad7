import MenuModel
#if canImport(Glibc)
import Glibc
#endif

/// A time the clock on the wall shows, on a date: what `--until 17:00` and
/// `--at sat 23:30` name (SPEC 20). With daylight saving a date may show a
/// time twice (the hour repeated in autumn) or never (the hour skipped in
/// spring); mktime alone picks one of the two at will, so both readings
/// are tried and each is checked against what the clock shows.
struct WallTime: Comparable {
    let year: Int, month: Int, day: Int, minute: Int

    static func < (lhs: WallTime, rhs: WallTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.minute) < (rhs.year, rhs.month, rhs.day, rhs.minute)
    }

    /// What the clock shows at `instant`, to the minute.
    init?(at instant: Int64) {
        var seconds = time_t(instant)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return nil }
        self.init(local, minute: Int(local.tm_hour) * 60 + Int(local.tm_min))
    }

    private init(_ local: tm, minute: Int) {
        year = Int(local.tm_year) + 1900
        month = Int(local.tm_mon) + 1
        day = Int(local.tm_mday)
        self.minute = minute
    }

    /// `minute` on the date `days` after the one the clock shows at `instant`.
    static func on(daysAfter days: Int, _ instant: Int64, minute: Int) -> WallTime? {
        var seconds = time_t(instant)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return nil }
        // Noon, which every zone's clock shows once, steps from date to date.
        local.tm_mday += Int32(days)
        local.tm_hour = 12
        local.tm_min = 0
        local.tm_sec = 0
        local.tm_isdst = -1
        var noon = mktime(&local)
        guard localtime_r(&noon, &local) != nil else { return nil }
        return WallTime(local, minute: minute)
    }

    /// The instants at which the clock shows this, earliest first: one, two
    /// in a repeated hour, none in a skipped one.
    var instants: [Int64] {
        let found = [0, 1].compactMap { daylightSaving -> Int64? in
            let instant = reading(daylightSaving: Int32(daylightSaving))
            return WallTime(at: instant) == self ? instant : nil
        }
        return Array(Set(found)).sorted()
    }

    /// The first instant at which the clock shows this or a later time:
    /// itself when the clock shows it, else the end of the skipped hour.
    var firstInstantShowingItOrLater: Int64 {
        if let first = instants.first { return first }
        let readings = [reading(daylightSaving: 0), reading(daylightSaving: 1)]
        var low = readings.min() ?? 0, high = readings.max() ?? 0
        // The clock jumps between the two readings: the first second past it.
        while low < high {
            let middle = low + (high - low) / 2
            if let shown = WallTime(at: middle), shown >= self { high = middle } else { low = middle + 1 }
        }
        return high
    }

    /// mktime's instant for this, read as standard time (0) or as summer time (1).
    private func reading(daylightSaving: Int32) -> Int64 {
        var wanted = tm()
        wanted.tm_year = Int32(year - 1900)
        wanted.tm_mon = Int32(month - 1)
        wanted.tm_mday = Int32(day)
        wanted.tm_hour = Int32(minute / 60)
        wanted.tm_min = Int32(minute % 60)
        wanted.tm_isdst = daylightSaving
        return Int64(mktime(&wanted))
    }
}
