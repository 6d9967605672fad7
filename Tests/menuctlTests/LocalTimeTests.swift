import Foundation
import Testing

/// SPEC 20: `--until` and `--at` are local time with daylight saving, the
/// next moment the clock shows that time, in a repeated or skipped hour
/// too; and the guests' page says when a timed sold-out ends. The clock is
/// moved by faketime, in America/New_York: summer time ends on 1 November
/// 2026 at 02:00 EDT (the clock shows 01:00–01:59 twice) and starts on
/// 8 March 2026 at 02:00 EST (the clock skips 02:00–02:59).
@Suite(.enabled(if: FakeClock.isInstalled, "needs faketime (scripts/setup installs it)"))
struct LocalTimeTests {
    private static let newYork = "America/New_York"

    private func kitchen() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "兔头", "鸭", "鱼", "--price", "12", "-q")
        return sandbox
    }

    private func end(_ sandbox: Sandbox, _ name: String) throws -> Int64 {
        Int64(try sandbox.query("SELECT ends_at FROM sold_out_until JOIN menu_node ON id = node_id WHERE name = '\(name)'")) ?? 0
    }

    /// In the repeated hour the next 01:30 is the second one: at 01:59:30
    /// EDT that is 01:30 EST, 30½ minutes later, not a day later. Before
    /// the repeated hour it is the first.
    @Test func untilInTheHourRepeatedInAutumn() throws {
        let sandbox = try kitchen()
        let repeated = try sandbox.must(at: "2026-11-01 05:59:30", zone: Self.newYork, "sold-out", "兔头", "--until", "01:30")
        #expect(repeated.stdout == "sold out 兔头 until 01:30\n")
        #expect(try end(sandbox, "兔头") == FakeClock.instant(utc: "2026-11-01 06:30:00"))
        try sandbox.must(at: "2026-11-01 05:10:00", zone: Self.newYork, "sold-out", "鸭", "--until", "01:30", "-q")
        #expect(try end(sandbox, "鸭") == FakeClock.instant(utc: "2026-11-01 05:30:00"), "01:10 EDT: the first 01:30, 20 minutes on")
        #expect(try sandbox.run(at: "2026-11-01 06:15:00", zone: Self.newYork, ["list"]).stdout.contains("兔头  sold out until 01:30"))
        #expect(try sandbox.run(at: "2026-11-01 06:31:00", zone: Self.newYork, ["list", "--available"]).stdout.contains("兔头"))
    }

    /// 02:30 is never shown on the day summer time starts: the moment the
    /// clock jumps past it, 03:00 EDT, a minute after 01:59 EST.
    @Test func untilInTheHourSkippedInSpring() throws {
        let sandbox = try kitchen()
        let skipped = try sandbox.must(at: "2026-03-08 06:59:00", zone: Self.newYork, "sold-out", "鱼", "--until", "02:30")
        #expect(skipped.stdout == "sold out 鱼 until 03:00\n")
        #expect(try end(sandbox, "鱼") == FakeClock.instant(utc: "2026-03-08 07:00:00"))
        // An ordinary time that day is an hour nearer in UTC than the day before.
        try sandbox.must(at: "2026-03-08 06:59:00", zone: Self.newYork, "sold-out", "鸭", "--until", "11:00", "-q")
        #expect(try end(sandbox, "鸭") == FakeClock.instant(utc: "2026-03-08 15:00:00"))
    }

    /// `list --available --at` reads its time the same way.
    @Test func atInTheHourSkippedInSpring() throws {
        let sandbox = try kitchen()
        try sandbox.must(at: "2026-03-08 05:00:00", zone: Self.newYork, "sold-out", "鱼", "--until", "03:00", "-q")
        let at = try sandbox.run(at: "2026-03-08 05:00:00", zone: Self.newYork, ["list", "--available", "--at", "02:30"])
        #expect(at.stdout.contains("鱼"), "02:30 is 03:00 that day, when 鱼's sold-out ends: \(at)")
        let before = try sandbox.run(at: "2026-03-08 05:00:00", zone: Self.newYork, ["list", "--available", "--at", "01:59"])
        #expect(!before.stdout.contains("鱼"))
    }

    /// The page says when a timed sold-out ends: `18:00 起供应`, `from 18:00`,
    /// with the day when it is another day's.
    @Test func thePageSaysWhenASoldOutDishComesBack() throws {
        let sandbox = try kitchen()
        try sandbox.must(at: "2026-12-02 12:00:00", "sold-out", "兔头", "--until", "18:00", "-q")
        try sandbox.must(at: "2026-12-02 12:00:00", "sold-out", "鸭", "--until", "sat 11:00", "-q")
        try sandbox.must(at: "2026-12-02 12:00:00", "sold-out", "鱼", "-q")
        let page = try sandbox.run(at: "2026-12-02 12:05:00", ["export", "--format", "html"]).stdout
        #expect(page.contains(#"兔头</span><span class="note">18:00 起供应</span>"#), "\(page)")
        #expect(page.contains(#"鸭</span><span class="note">周六 11:00 起供应</span>"#))
        #expect(page.contains(#"鱼</span><span class="note">售罄</span>"#))
        let english = try sandbox.run(at: "2026-12-02 12:05:00", ["export", "--format", "html", "--lang", "en"]).stdout
        #expect(english.contains(#"<span class="note">from 18:00</span>"#) && english.contains(#"<span class="note">from Sat 11:00</span>"#))
    }
}
