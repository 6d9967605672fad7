import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

/// The restaurant's wall clock: now, in local time, where `TZ` says the
/// restaurant is (SPEC 10). The one place menuctl reads the time; the rule
/// of what is on offer takes a `Moment` and never looks at a clock.
public enum LocalClock {
    public static func now() -> Moment {
        // localtime_r need not read TZ by itself; tzset does
        // (https://pubs.opengroup.org/onlinepubs/9799919799/functions/localtime.html).
        tzset()
        var seconds = time(nil)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return Moment(.mon, 0) }
        // tm_wday counts from Sunday = 0; Weekday from Monday.
        let day = Weekday(rawValue: (Int(local.tm_wday) + 6) % 7) ?? .mon
        return Moment(day, Int(local.tm_hour) * 60 + Int(local.tm_min))
    }
}
