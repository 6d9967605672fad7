/// The rules of SPEC 19 that every door applies to a set meal's slots in
/// the same words: `slot add|edit`, `batch`, and JSON and CSV import. A
/// command names its option (`--pick`), a file its key (`pick`).
extension SetMeal {
    /// At most 12 slots; a set being made up may have none yet.
    public static func checkSlotCount(_ count: Int) throws(MenuError) {
        guard count <= slotCounts.upperBound else {
            throw .invalidArgument("a set meal has at most \(slotCounts.upperBound) slots, not \(count)")
        }
    }

    /// A slot holds 1 to 30 dishes and picks 1 to that many.
    public static func checkSlot(named name: String, pick: Int, dishes: Int, pickWord: String = "pick") throws(MenuError) {
        guard dishCounts.contains(dishes) else {
            throw .invalidArgument("a slot holds \(dishCounts.lowerBound) to \(dishCounts.upperBound) dishes; \(name) would hold \(dishes)")
        }
        guard (1...dishes).contains(pick) else {
            throw .invalidArgument("\(pickWord) \(pick) is more than the \(dishes) dish\(dishes == 1 ? "" : "es") of \(name); pick 1 to \(dishes)")
        }
    }
}
