import MenuModel
#if canImport(Glibc)
import Glibc
#endif

extension LocalClock {
    /// The last second of the minute `time` names on the wall clock (TZ
    /// honoured): `--as-of '2026-12-01 21:05'` takes in the entries
    /// `history` shows at 21:05. mktime settles daylight saving time.
    public static func endOfMinute(_ time: LocalDateTime) -> Int64 {
        tzset()
        var wanted = tm()
        wanted.tm_year = Int32(time.year - 1900)
        wanted.tm_mon = Int32(time.month - 1)
        wanted.tm_mday = Int32(time.day)
        wanted.tm_hour = Int32(time.hour)
        wanted.tm_min = Int32(time.minute)
        wanted.tm_sec = 59
        wanted.tm_isdst = -1
        return Int64(mktime(&wanted))
    }
}
