import Foundation
import Testing

/// SPEC 20's business day 营业日, with the clock menuctl sees moved by
/// faketime: at the day's start (05:00 unless set) daily counts come back
/// and the day's sold-outs end, by themselves; readers show it without
/// writing, and the first write records the turn once in history.
@Suite(.enabled(if: FakeClock.isInstalled, "needs faketime (scripts/setup installs it)"))
struct BusinessDayTests {
    /// 凉菜: 兔头 counted 20 a day with 15 sold, 夫妻肺片 sold out, 鸭 sold
    /// out until 17:00; all on Wednesday 2 December, UTC.
    private func yesterday() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must(at: "2026-12-02 12:00:00", "add-item", "-p", "凉菜/兔头", "凉菜/夫妻肺片", "凉菜/鸭", "--price", "12", "-q")
        try sandbox.must(at: "2026-12-02 12:01:00", "stock", "兔头", "20", "--daily", "-q")
        try sandbox.must(at: "2026-12-02 12:02:00", "sell", "兔头", "15", "-q")
        try sandbox.must(at: "2026-12-02 12:03:00", "sold-out", "夫妻肺片", "-q")
        try sandbox.must(at: "2026-12-02 12:04:00", "sold-out", "鸭", "--until", "17:00", "-q")
        return sandbox
    }

    private func turns(_ sandbox: Sandbox) throws -> String {
        try sandbox.query("SELECT count(*) FROM menu_history WHERE command LIKE '(business day %'")
    }

    @Test func readersShowTheNewDayWithoutWritingAndTheNextWriteRecordsItOnce() throws {
        let sandbox = try yesterday()
        #expect(try sandbox.run(at: "2026-12-03 04:59:00", ["list"]).stdout == """
            1  ▾ 凉菜
            2      兔头                12.00  剩 5
            3      夫妻肺片  sold out  12.00
            4      鸭                  12.00

            """, "before 05:00 it is still Wednesday's business day; 鸭's sold-out ended at 17:00")
        let before = try sandbox.dump()
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
        let turned = try sandbox.run(at: "2026-12-03 05:01:00", ["list"])
        #expect(turned.status == 0 && turned.stdout == """
            1  ▾ 凉菜
            2      兔头      12.00  剩 20
            3      夫妻肺片  12.00
            4      鸭        12.00

            """)
        #expect(try sandbox.run(at: "2026-12-03 05:01:00", ["list", "--format", "json"]).stdout.contains(#""left":20,"daily":20"#))
        #expect(try sandbox.run(at: "2026-12-03 05:01:00", ["info"]).stdout.contains("\nbusiness day:   2026-12-03, from 05:00\n"))
        #expect(try sandbox.dump() == before, "a reader writes nothing")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == files)
        #expect(try turns(sandbox) == "0")

        // The next write records the turn, once, and sells from the new day's figure.
        #expect(try sandbox.must(at: "2026-12-03 05:02:00", "sell", "兔头").stdout == "sold 1 凉菜/兔头: 19 left\n")
        #expect(try turns(sandbox) == "1")
        let entry = try sandbox.run(at: "2026-12-03 05:03:00", ["history", "--limit", "1", "--format", "json"]).stdout
        #expect(entry.contains(#""command":"(business day 2026-12-03 began)","summary":"2 back on sale, count, timed""#), "\(entry)")
        try sandbox.must(at: "2026-12-03 09:00:00", "sell", "兔头", "-q")
        try sandbox.must(at: "2026-12-03 23:00:00", "sold-out", "夫妻肺片", "-q")
        #expect(try turns(sandbox) == "1", "one turn a day")
        #expect(try sandbox.query("SELECT portions_left FROM dish_count") == "18")
        // The turn is an entry like any other: undo takes it back.
        try sandbox.must(at: "2026-12-04 04:00:00", "undo", "-q")
        #expect(try sandbox.must(at: "2026-12-04 04:00:00", "undo").stdout == "undid #5: (business day 2026-12-03 began) (2 back on sale, count, timed)\n")
        #expect(try sandbox.query("SELECT portions_left || ' ' || portions_sold FROM dish_count") == "3 17", "Wednesday's count, less every sale since")
    }

    @Test func undoAndRedoActOnTheHistoryAsItIsAndLeaveTheTurnToTheNextWrite() throws {
        let sandbox = try yesterday()
        #expect(try sandbox.must(at: "2026-12-03 06:00:00", "undo").stdout == "undid #4: menuctl sold-out 鸭 --until 17:00 -q (sold out, timed)\n")
        #expect(try turns(sandbox) == "0")
        try sandbox.must(at: "2026-12-03 06:01:00", "redo", "-q")
        try sandbox.must(at: "2026-12-03 06:02:00", "expand", "凉菜", "-q")
        #expect(try turns(sandbox) == "1")
        #expect(try sandbox.query("SELECT group_concat(sold_out) FROM menu_node WHERE kind = 'item'") == "0,0,0")
    }

    @Test func aTimedSoldOutStillToComeAndACountForTheDayBeforeOnly() throws {
        let sandbox = try yesterday()
        try sandbox.must(at: "2026-12-02 22:00:00", "sold-out", "鸭", "--until", "11:00", "-q")
        try sandbox.must(at: "2026-12-02 22:01:00", "restock", "夫妻肺片", "-q")
        try sandbox.must(at: "2026-12-02 22:01:00", "stock", "夫妻肺片", "2", "-q")
        try sandbox.must(at: "2026-12-02 22:02:00", "sell", "夫妻肺片", "2", "-q")
        let list = try sandbox.run(at: "2026-12-03 06:00:00", ["list"]).lines
        #expect(list[3].hasPrefix("4      鸭") && list[3].contains("sold out until 11:00"), "\(list)")
        #expect(list[2].hasPrefix("3      夫妻肺片") && !list[2].contains("sold out") && !list[2].contains("剩"),
                "a count for the day before only that ran out stops: \(list)")
        try sandbox.must(at: "2026-12-03 06:01:00", "expand", "--all", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM sold_out_until") == "1")
        #expect(try sandbox.run(at: "2026-12-03 11:01:00", ["list", "--available"]).stdout.contains("鸭"))
    }

    @Test func theDayStartsWhenSetAndInfoSaysSo() throws {
        let sandbox = try yesterday()
        #expect(try sandbox.must(at: "2026-12-02 23:00:00", "day-start", "03:30").stdout == "the business day starts at 03:30\n")
        #expect(try sandbox.must(at: "2026-12-02 23:00:00", "day-start", "3:30").stderr == "Notice: the business day already starts at 03:30\n")
        #expect(try sandbox.run(at: "2026-12-03 03:29:00", ["list"]).stdout.contains("剩 5"))
        #expect(try sandbox.run(at: "2026-12-03 03:31:00", ["list"]).stdout.contains("剩 20"))
        #expect(try sandbox.run(at: "2026-12-03 03:31:00", ["info"]).stdout.contains("\nbusiness day:   2026-12-03, from 03:30\n"))
        #expect(try expectRefusal(sandbox, ["day-start", "sat 04:00"], status: 64).stderr.hasPrefix(
            "Error: The day starts at a time of every day: give HH:MM, without a day\n"))
        #expect(try expectRefusal(sandbox, ["day-start", "25:00"], status: 64).stderr.hasPrefix("Error: "))
    }
}
