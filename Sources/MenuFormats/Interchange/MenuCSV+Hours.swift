import MenuModel

/// The `hours` column SPEC 15 adds after the columns of later sections,
/// written as TSV writes it (SPEC 16):
///
///     …,hours
///     早餐,group,,,,,,,,,"mon-fri 06:00-10:30,sat,sun 07:00-11:00"
///
/// Days themselves hold commas (`sat,sun`), so a window ends at the part
/// that holds its times. A window written without days (`06:00-10:30`) is
/// served every day, as `hours` typed without `--days` is. An empty field
/// says nothing: a merge keeps the node's hours, `--replace` leaves it without.
extension MenuCSV {
    package static let hoursColumn = Column(header: "hours", write: { node in node.hours.isEmpty ? "" : RowFormats.tsvHours(node.hours) },
                                    read: { field, line throws(MenuError) in
        guard !field.isEmpty else { return }
        do throws(MenuError) { line.hours = try hours(field) } catch { throw .invalidArgument("hours: \(error.message)") }
    }, onPlainDish: .same)

    /// `mon-fri 06:00-10:30,sat,sun 07:00-11:00` → two windows.
    package static func hours(_ field: String) throws(MenuError) -> ServingHours {
        var windows: [ServingWindow] = []
        var pending: [Substring] = []
        for part in field.split(separator: ",", omittingEmptySubsequences: false) {
            pending.append(part)
            // Day names hold no ':'; times always do.
            guard part.contains(":") else { continue }
            windows.append(try window(pending.joined(separator: ",")))
            pending = []
        }
        guard pending.isEmpty else {
            throw .invalidArgument("'\(Terminal.escaped(Terminal.shortened(pending.joined(separator: ","))))' names days without a window (write it like mon-fri 06:00-10:30)")
        }
        let hours = ServingHours(windows)
        if let problem = hours.overlapProblem { throw .invalidArgument(problem) }
        return hours
    }

    /// `fri,sat 22:00-02:00`, or `22:00-02:00` for every day.
    private static func window(_ text: String) throws(MenuError) -> ServingWindow {
        let trimmed = text.trimmingWhiteSpace()
        guard let space = trimmed.lastIndex(of: " ") else { return try ServingWindow(parsing: trimmed) }
        let days = try Weekdays(parsing: String(trimmed[..<space]).trimmingWhiteSpace())
        return try ServingWindow(parsing: String(trimmed[trimmed.index(after: space)...]), days: days)
    }
}
