/// A WINDOW as `hours` takes it (SPEC 10): `17:00-22:00`, served on the
/// days `--days` names, or with days of its own, `mon-thu 17:00-22:00`,
/// one shell word: `hours 夜宵 'mon-thu 17:00-22:00' 'fri,sat 17:00-03:00'`.
public struct WrittenWindow: Sendable {
    /// nil when the window leaves its days to `--days`.
    public let days: Weekdays?
    public let times: ServingWindow

    public init(parsing typed: String) throws(MenuError) {
        let text = Self.tidied(typed)
        let space = text.lastIndex(of: " ")
        days = try space.map { space throws(MenuError) in try Weekdays(parsing: String(text[..<space]).trimmingWhiteSpace()) }
        let written = space.map { String(text[text.index(after: $0)...]) } ?? text
        do {
            times = try ServingWindow(parsing: written)
        } catch where ServingWindow.isWellFormed(written) {
            throw error
        } catch {
            throw .invalidArgument("'\(typed)' is not a serving window (write it like 06:00-10:30, "
                                   + "22:00-02:00 past midnight, or with days of its own: 'sat,sun 07:00-11:00')")
        }
    }

    /// A window as people type it, in the form the parser reads:
    /// `22：00 - 02：00` (the full-width colon of a Chinese keyboard, spaces
    /// around the dash) and the en dash `list` prints are `22:00-02:00`.
    /// Space around the whole stays, and is refused as a day part left empty.
    static func tidied(_ typed: String) -> String {
        var characters: [Character] = []
        for character in typed {
            switch character {
            case "：": characters.append(":")
            case "–", "—", "－", "～", "~": characters.append("-")
            case " " where characters.last == "-" || characters.last == " ": continue
            case "-":
                while characters.last == " " { characters.removeLast() }
                characters.append("-")
            default: characters.append(character)
            }
        }
        return String(characters)
    }

    /// The window, on its own days or else on `days`.
    public func on(_ fallback: Weekdays) -> ServingWindow { times.on(days ?? fallback) }
}

extension ServingWindow {
    /// Whether `text` is two times joined by `-`, good or not as a window.
    static func isWellFormed(_ text: String) -> Bool {
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        return ends.count == 2 && ends.allSatisfy { minutes($0) != nil }
    }
}

extension ServingHours {
    /// Two windows open at one moment of the week, and the day that moment
    /// falls on, or nil: `hours` refuses such windows (SPEC 10), which
    /// would say one thing twice or the same times two ways. A window past
    /// midnight covers the small hours of the next day, so Friday's
    /// `22:00-02:00` and Saturday's `01:00-03:00` overlap on Saturday.
    public var overlap: (first: ServingWindow, second: ServingWindow, day: Weekday)? {
        let week = 7 * 1440
        // Each window as spans of minutes of the week, Monday 00:00 being 0;
        // one that runs past Sunday's midnight is split in two.
        func spans(_ window: ServingWindow) -> [Range<Int>] {
            Weekday.allCases.filter(window.days.contains).flatMap { day -> [Range<Int>] in
                let start = day.rawValue * 1440 + window.opens
                let end = day.rawValue * 1440 + window.closes + (window.runsPastMidnight ? 1440 : 0)
                return end <= week ? [start..<end] : [start..<week, 0..<(end - week)]
            }
        }
        let all = windows.map(spans)
        for i in all.indices {
            for j in all.indices where j > i {
                for a in all[i] {
                    for b in all[j] where a.overlaps(b) {
                        let first = max(a.lowerBound, b.lowerBound)
                        return (windows[i], windows[j], Weekday(rawValue: first / 1440)!)
                    }
                }
            }
        }
        return nil
    }
}

extension ServingHours {
    /// Why these windows cannot be a node's hours (SPEC 10: windows that
    /// overlap on one day are refused), or nil: the same words for the
    /// `hours` command and for a file being imported.
    public var overlapProblem: String? {
        overlap.map { "the windows '\($0.first)' and '\($0.second)' overlap on \($0.day.name)" }
    }
}
