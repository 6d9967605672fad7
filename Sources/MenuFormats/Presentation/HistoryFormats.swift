import MenuModel
#if canImport(Glibc)
import Glibc
#endif

/// `history` for people and for programs (SPEC 13): newest first, with the
/// local time (`TZ` is honoured, as `date` does), the command as typed and
/// what it changed.
public enum HistoryFormats {
    /// One line an entry: `12  2026-11-30 14:03  menuctl edit 宫保鸡丁 --price 38  price 36.00 → 38.00`,
    /// and `(undone)` at the end of an undone one. Commands are padded to one
    /// column. On a terminal of `width` columns a long command is cut with
    /// `…` so that each line fits, the summaries still in their column;
    /// elsewhere (a pipe, a file; `width` nil) every command is whole.
    /// `--format json` has every command whole.
    public static func text(_ entries: [HistoryEntry], width: Int? = nil) -> String {
        let numberWidth = entries.map { String($0.number).count }.max() ?? 0
        let limit = width.map { commandLimit(entries, numberWidth: numberWidth, width: $0) } ?? .max
        let commands = entries.map { entry in
            let command = Terminal.escaped(entry.command)
            return limit == .max ? (command, Terminal.displayWidth(command)) : Terminal.fitted(command, width: limit)
        }
        let commandWidth = commands.map(\.1).max() ?? 0
        var out = ""
        for (entry, (command, columns)) in zip(entries, commands) {
            let number = String(entry.number)
            out += String(repeating: " ", count: numberWidth - number.count) + number
            out += "  " + localTime(entry.recordedAt, format: "%Y-%m-%d %H:%M")
            out += "  " + command
            out += String(repeating: " ", count: max(0, commandWidth - columns))
            out += "  " + Terminal.escaped(entry.summary)
            out += entry.isUndone ? "  (undone)\n" : "\n"
        }
        return out
    }

    /// The command column's width on a terminal `width` columns wide: what
    /// the number, the time and the widest summary leave, and never less
    /// than `shortestCommand`, however narrow the terminal.
    static func commandLimit(_ entries: [HistoryEntry], numberWidth: Int, width: Int) -> Int {
        let summaries = entries.map { Terminal.displayWidth(Terminal.escaped($0.summary)) + ($0.isUndone ? 10 : 0) }
        let around = numberWidth + 2 + 16 + 2 + 2 + (summaries.max() ?? 0)
        return max(shortestCommand, width - around)
    }

    /// The fewest columns a command is cut to: `menuctl edit 宫保鸡丁 …`.
    public static let shortestCommand = 24

    /// One JSON array, an object per entry, every key always present:
    /// `{"number":12,"time":"2026-11-30T14:03:05+08:00","command":"…","summary":"…","undone":false}`.
    public static func json(_ entries: [HistoryEntry]) -> String {
        guard !entries.isEmpty else { return "[]\n" }
        var out = "[\n"
        for (index, entry) in entries.enumerated() {
            out += "  {\"number\":\(entry.number)"
            out += ",\"time\":" + JSONText.string(isoTime(entry.recordedAt))
            out += ",\"command\":" + JSONText.string(entry.command)
            out += ",\"summary\":" + JSONText.string(entry.summary)
            out += ",\"undone\":" + JSONText.bool(entry.isUndone)
            out += index == entries.count - 1 ? "}\n" : "},\n"
        }
        return out + "]\n"
    }

    /// RFC 3339 in local time with its offset: `2026-11-30T14:03:05+08:00`.
    package static func isoTime(_ seconds: Int64) -> String {
        let offset = localTime(seconds, format: "%z")  // +0800
        guard offset.utf8.count == 5 else { return localTime(seconds, format: "%Y-%m-%dT%H:%M:%S") + "Z" }
        return localTime(seconds, format: "%Y-%m-%dT%H:%M:%S") + offset.prefix(3) + ":" + offset.suffix(2)
    }

    package static func localTime(_ seconds: Int64, format: String) -> String {
        tzset()  // localtime_r need not read TZ itself (POSIX)
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return String(seconds) }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
