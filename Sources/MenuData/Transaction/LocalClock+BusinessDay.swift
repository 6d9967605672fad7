import MenuModel
#if canImport(Glibc)
import Glibc
#endif

extension LocalClock {
    /// The business day `instant` falls in, as the local date it started
    /// on ('2026-12-02'): before the day's start (05:00) it is still the
    /// day before's. TZ is honoured, daylight saving included.
    package static func businessDate(at instant: Int64, dayStartsAt start: Int) -> String {
        tzset()
        var seconds = time_t(instant)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return "1970-01-01" }
        if Int(local.tm_hour) * 60 + Int(local.tm_min) < start {
            // Noon of the day before, which every zone's clock shows once.
            local.tm_mday -= 1
            local.tm_hour = 12
            local.tm_isdst = -1
            var noon = mktime(&local)
            guard localtime_r(&noon, &local) != nil else { return "1970-01-01" }
        }
        return "\(local.tm_year + 1900)-\(twoDigits(Int(local.tm_mon) + 1))-\(twoDigits(Int(local.tm_mday)))"
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
