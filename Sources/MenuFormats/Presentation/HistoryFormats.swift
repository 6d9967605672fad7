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
    /// column; a long one is cut with `…` to keep the summaries in theirs.
    /// `--format json` has every command whole.
    public static func text(_ entries: [HistoryEntry]) -> String {
        let numberWidth = entries.map { String($0.number).count }.max() ?? 0
        let commands = entries.map { Terminal.fitted(Terminal.escaped($0.command), width: commandLimit) }
        let commandWidth = commands.map(\.columns).max() ?? 0
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

    /// The command column's width at most: with the number and the time,
    /// a summary still starts within an 80-column line.
    public static let commandLimit = 48

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
