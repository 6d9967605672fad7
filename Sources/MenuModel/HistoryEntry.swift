/// One command in the menu's history (SPEC 13): its number, when it ran,
/// the command as typed, and what it changed in a few words.
public struct HistoryEntry: Sendable, Equatable {
    public let number: Int64
    /// Seconds since 1970-01-01 UTC.
    public let recordedAt: Int64
    /// The words as typed, quoted so that they could be pasted back.
    public let command: String
    /// `+3 dishes`, `price 36.00 → 38.00`.
    public let summary: String
    public let isUndone: Bool

    public init(number: Int64, recordedAt: Int64, command: String, summary: String, isUndone: Bool) {
        self.number = number
        self.recordedAt = recordedAt
        self.command = command
        self.summary = summary
        self.isUndone = isUndone
    }
}
