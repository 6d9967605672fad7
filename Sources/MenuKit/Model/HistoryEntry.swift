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

/// What a command changed, counted the way a manager reads it. Built row by
/// row from the stored changes; view state (expanded, collapsed) is not
/// content and is never counted.
struct ChangeSummary {
    private(set) var addedDishes = 0, addedGroups = 0, removedDishes = 0, removedGroups = 0
    private(set) var renames: [(from: String, to: String)] = []
    private(set) var prices: [(from: Amount?, to: Amount?)] = []
    private(set) var moved = 0, reordered = 0, otherwise = 0
    /// Sizes, units and market prices (SPEC 17).
    var pricing = PricingSummary()

    mutating func countAdded(isGroup: Bool) {
        if isGroup { addedGroups += 1 } else { addedDishes += 1 }
    }

    mutating func countRemoved(isGroup: Bool) {
        if isGroup { removedGroups += 1 } else { removedDishes += 1 }
    }

    mutating func countRename(from old: String, to new: String) { renames.append((old, new)) }
    mutating func countPrice(from old: Amount?, to new: Amount?) { prices.append((old, new)) }
    mutating func countMove() { moved += 1 }
    mutating func countReorder() { reordered += 1 }
    /// A change to anything else: details, sold out, hours, another table.
    mutating func countOther() { otherwise += 1 }

    /// `+3 dishes, price 36.00 → 38.00`; nil when no content changed.
    var text: String? {
        var parts: [String] = []
        func counted(_ count: Int, _ sign: String, _ one: String, _ many: String) {
            if count > 0 { parts.append("\(sign)\(count) \(count == 1 ? one : many)") }
        }
        counted(addedDishes, "+", "dish", "dishes")
        counted(addedGroups, "+", "group", "groups")
        counted(removedDishes, "-", "dish", "dishes")
        counted(removedGroups, "-", "group", "groups")
        if renames.count == 1 {
            parts.append("name \(renames[0].from) → \(renames[0].to)")
        } else {
            counted(renames.count, "", "renamed", "renamed")
        }
        if prices.count == 1 {
            parts.append("price \(prices[0].from?.description ?? "none") → \(prices[0].to?.description ?? "none")")
        } else {
            counted(prices.count, "", "price changed", "prices changed")
        }
        parts += pricing.parts
        counted(moved, "", "moved", "moved")
        // Siblings close up after an add, a remove or a move; only a
        // reorder on its own (move --first, sort) is worth a word.
        if parts.isEmpty && reordered > 0 { parts.append("reordered") }
        counted(otherwise, "", "other change", "other changes")
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
