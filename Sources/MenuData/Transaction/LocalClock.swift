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
        moment(at: Int64(time(nil)))
    }

    /// The moment of the week `instant` falls on, in local time, carrying
    /// the instant itself (for a timed 估清's end, SPEC 20).
    package static func moment(at instant: Int64) -> Moment {
        // localtime_r need not read TZ by itself; tzset does
        // (https://pubs.opengroup.org/onlinepubs/9799919799/functions/localtime.html).
        tzset()
        var seconds = time_t(instant)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return Moment(.mon, 0, instant: instant) }
        // tm_wday counts from Sunday = 0; Weekday from Monday.
        let day = Weekday(rawValue: (Int(local.tm_wday) + 6) % 7) ?? .mon
        return Moment(day, Int(local.tm_hour) * 60 + Int(local.tm_min), instant: instant)
    }

    /// WHEN of `list --available --at` as a moment: `HH:MM` today, `sat 23:30`
    /// this Saturday, or the next one when today is not a Saturday; with
    /// its instant, so that a timed 估清 ending before it is over by then.
    public static func moment(of time: ServiceTime) -> Moment {
        let now = Glibc.time(nil)
        return moment(at: instant(of: time, from: Int64(now), after: false))
    }

    /// WHEN of `sold-out --until`: the first such moment after now
    /// (`17:00` when it is 18:00 is tomorrow's; `sat 11:00` on a Saturday
    /// afternoon is next Saturday's).
    public static func next(_ time: ServiceTime) -> Int64 {
        instant(of: time, from: Int64(Glibc.time(nil)), after: true)
    }

    /// A timed 估清's end, read against now: nil once it has passed.
    public static func soldOutEnd(_ instant: Int64, now: Int64 = seconds()) -> SoldOutEnd? {
        guard instant > now else { return nil }
        let end = moment(at: instant)
        let today = moment(at: now)
        return SoldOutEnd(instant: instant, moment: end, isToday: end.day == today.day && instant - now < 86_400)
    }

    public static func seconds() -> Int64 { Int64(time(nil)) }

    /// The instant of `time` on the day it names, counted from the day of
    /// `from`. With `after`, the next moment after `from` that the clock
    /// shows it (SPEC 20): in an hour repeated when daylight saving ends,
    /// the first 01:30 if it is still to come, else the second; a time in
    /// the hour skipped when it starts is the moment the clock jumps past
    /// it (02:30 is 03:00). Without, the first moment of that day the clock
    /// shows it, or jumps past it.
    private static func instant(of time: ServiceTime, from: Int64, after: Bool) -> Int64 {
        tzset()
        let today = moment(at: from).day.rawValue
        let ahead = time.day.map { ($0.rawValue - today + 7) % 7 } ?? 0
        let step = time.day == nil ? 1 : 7
        guard after else {
            return WallTime.on(daysAfter: ahead, from, minute: time.minute)?.firstInstantShowingItOrLater ?? from
        }
        for days in stride(from: ahead, through: ahead + 2 * step, by: step) {
            guard let wall = WallTime.on(daysAfter: days, from, minute: time.minute) else { continue }
            let shown = wall.instants
            if let next = (shown.isEmpty ? [wall.firstInstantShowingItOrLater] : shown).first(where: { $0 > from }) {
                return next
            }
        }
        return from + 86_400
    }
}
