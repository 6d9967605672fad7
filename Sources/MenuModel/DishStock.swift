/// What the kitchen has of a dish today (SPEC 20): how many portions are
/// left of a counted dish (限量), and when a timed 估清 ends. Both are read
/// with the clock when the menu is loaded, so nothing needs to run for a
/// dish to come back on offer at 17:00.
public struct DishStock: Hashable, Sendable {
    /// nil: the dish is not counted and sells without limit.
    public var count: DishCount?
    /// When the dish's 估清 ends, if it was given an end that is still to come.
    public var soldOutUntil: SoldOutEnd?
    /// The dish was sold out until a moment that has passed: it is on offer again.
    public var soldOutEnded = false
    /// Marked 估清 in its row, and not ended: what `sold_out` means in the
    /// export document, where a count of 0 says itself.
    public var isMarkedSoldOut = false
    /// Taken off sale (停售) until someone puts it back: neither `restock`
    /// nor the day's turn brings it back, and guests do not see it.
    public var isOffSale = false

    public static let none = DishStock()

    public init(count: DishCount? = nil, soldOutUntil: SoldOutEnd? = nil, soldOutEnded: Bool = false) {
        self.count = count
        self.soldOutUntil = soldOutUntil
        self.soldOutEnded = soldOutEnded
    }

    public var isEmpty: Bool { count == nil && soldOutUntil == nil && !isOffSale }

    /// Counted and none left: sold out by itself.
    public var isCountedOut: Bool { count?.left == 0 }

    /// Whether a dish marked (or not) 估清 in its row is sold out now.
    public func isSoldOut(marked: Bool) -> Bool {
        (marked && !soldOutEnded) || isCountedOut
    }

    /// This stock of a dish marked (or not) 估清 in its row.
    public func marked(_ marked: Bool) -> DishStock {
        var stock = self
        stock.isMarkedSoldOut = marked && !soldOutEnded
        return stock
    }
}

/// Portions left of a counted dish, and what `restock` returns it to.
public struct DishCount: Hashable, Sendable {
    public let left: Int
    /// nil: counted for now only (`stock 兔头 5`), not every day.
    public let daily: Int?

    /// The most portions a dish may be given: six digits, a kitchen's day.
    public static let maximum = 999_999

    public init(left: Int, daily: Int?) {
        self.left = left
        self.daily = daily
    }

    /// 剩 3, as `list` shows it after the price.
    public var shortText: String { "剩 \(left)" }
}

/// The end of a timed 估清, as the restaurant's clock reads it: the moment
/// itself, and the day and time of the week it falls on, for people.
public struct SoldOutEnd: Hashable, Sendable {
    /// Seconds since 1970, UTC.
    public let instant: Int64
    public let moment: Moment
    /// Whether it falls on the day it was read: then the time alone says it.
    public let isToday: Bool

    public init(instant: Int64, moment: Moment, isToday: Bool) {
        self.instant = instant
        self.moment = moment
        self.isToday = isToday
    }

    /// `17:00` today, `sat 11:00` on another day.
    public var text: String {
        isToday ? ServingWindow.clock(moment.minute) : moment.description
    }
}

extension MenuComponent {
    /// Marked 估清 (and not ended), as a manager marked it: what `sold_out`
    /// says in the export document and CSV, where a count of 0 says itself.
    public var isMarkedSoldOut: Bool { stock.isCountedOut ? stock.isMarkedSoldOut : isSoldOut }
}

extension MenuItem {
    /// Not on offer at `moment`: off sale, counted out, or marked and the
    /// mark not ended by then (the moment's instant, when it has one, is
    /// compared with the end of a timed 估清).
    public func isSoldOut(at moment: Moment) -> Bool {
        if stock.isOffSale { return true }
        guard isSoldOut else { return false }
        if stock.isCountedOut { return true }
        if let end = stock.soldOutUntil, let instant = moment.instant { return instant < end.instant }
        return true
    }
}
