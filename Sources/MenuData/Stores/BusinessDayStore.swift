import MenuModel
import SQLite

/// The business day 营业日 (SPEC 20): when a menu's day starts (05:00
/// unless set), and the day it last turned to. At the turn daily counts
/// return, and sold-outs of the day before end (a timed one still to come
/// stays); dishes taken off sale (停售) stay off. Nothing needs to run for
/// it: a reader sees the new day on a copy of the menu in memory, and the
/// first write after the turn makes it, as one history entry of its own.
public struct BusinessDayStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// 05:00: a kitchen's night is over, its morning not yet begun.
    public static let defaultStart = 300

    /// When the day starts, in minutes after midnight: 05:00 on a menu
    /// without the row (an older one read as it is).
    public func start() throws -> Int {
        guard try hasTable() else { return Self.defaultStart }
        let minute = try database.cachedStatement("SELECT starts_at FROM service_day WHERE id = 1").firstRow { $0.int("starts_at") }
        return minute.map { Int(clamping: $0) }.flatMap { (0..<1440).contains($0) ? $0 : nil } ?? Self.defaultStart
    }

    /// Sets when the day starts; whether it changed.
    public func setStart(_ minute: Int) throws -> Bool {
        guard try start() != minute else { return false }
        try database.cachedStatement("""
            INSERT INTO service_day (id, starts_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET starts_at = ?1
            """).run([.integer(Int64(minute))])
        return true
    }

    /// The business day it is at `now` ('2026-12-02'), and the one the
    /// menu last turned to (nil when no write has recorded one).
    public func days(now: Int64) throws -> (today: String, recorded: String?) {
        let today = LocalClock.businessDate(at: now, dayStartsAt: try start())
        guard try hasTable() else { return (today, nil) }
        let recorded = try database.cachedStatement("SELECT current_day FROM service_day WHERE id = 1")
            .firstRow { $0.optionalText("current_day") } ?? nil
        return (today, recorded)
    }

    /// The day to turn to at `now`, when the menu's day is an earlier one.
    package func turnDue(now: Int64) throws -> String? {
        let days = try days(now: now)
        guard let recorded = days.recorded, recorded < days.today else { return nil }
        return days.today
    }

    /// Writes down the day it is, turning nothing: a menu's first day.
    package func recordFirstDay(now: Int64) throws {
        guard try hasTable(), try days(now: now).recorded == nil else { return }
        try record(LocalClock.businessDate(at: now, dayStartsAt: try start()))
    }

    /// The turn to `day`: daily counts back to their figure (a count for
    /// the day before only that ran out stops, as `restock` does), every
    /// sold-out ended but one timed to end after `now`, and today's prices
    /// of 时价 dishes gone.
    package func turn(to day: String, now: Int64) throws {
        let stocked = try tx.counts.stockedIDs()
        for (id, count) in stocked.counted.sorted(by: { $0.key < $1.key }) { _ = try tx.counts.refill(id, count) }
        try database.cachedStatement("""
            UPDATE menu_node SET sold_out = 0 WHERE sold_out = 1 AND kind = 'item'
                AND id NOT IN (SELECT node_id FROM sold_out_until WHERE ends_at > ?)
            """).run([.integer(now)])
        try database.cachedStatement("DELETE FROM sold_out_until WHERE ends_at <= ?").run([.integer(now)])
        // A 时价 dish's price was the day's (SPEC 28).
        try tx.todayPrices.endTheDay()
        try record(day)
    }

    /// Whether the turn to a new day would change a row (`turn`): a count
    /// below its daily figure or run out, a timed sold-out ended, a dish
    /// sold out for the day, a 时价 dish's price today. When it would not, a reader reads the file as
    /// it stands rather than a copy of the whole menu turned in memory.
    package func turnChangesAnything(now: Int64) throws -> Bool {
        let stocked = try tx.counts.stockedIDs()
        if stocked.counted.values.contains(where: { count in count.daily.map { count.left != $0 } ?? (count.left == 0) }) { return true }
        if stocked.timed.values.contains(where: { $0 <= now }) { return true }
        // A 时价 dish priced for the day before shows 时价 again (SPEC 28).
        if try !tx.todayPrices.all().isEmpty { return true }
        return try database.cachedStatement("""
            SELECT 1 FROM menu_node WHERE sold_out = 1 AND kind = 'item'
                AND id NOT IN (SELECT node_id FROM sold_out_until WHERE ends_at > ?) LIMIT 1
            """).firstRow([.integer(now)]) { _ in true } ?? false
    }

    private func record(_ day: String) throws {
        try database.cachedStatement("""
            INSERT INTO service_day (id, current_day) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET current_day = ?1
            """).run([.text(day)])
    }

    private func hasTable() throws -> Bool {
        database.hasTable("service_day")
    }

    /// The history entry's words for the turn to `day`.
    package static func turnCommand(_ day: String) -> String { "(business day \(day) began)" }
}
