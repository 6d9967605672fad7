import Foundation
import Testing

/// SPEC 23 end to end: `--as-of` reads the menu as it was, and never writes.
@Suite struct LookingBackTests {
    /// The file's bytes and modification time: what "never writes" is checked by.
    static func stamp(_ path: String) throws -> (Data, Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as! Date)
    }

    /// The acceptance's menu: a setup batch (#1), a price change (#2), a
    /// recursive remove (#3) and a move (#4); with what `list` and
    /// `export` said just after the setup.
    static func changedMenu() throws -> (Sandbox, list: String, export: String) {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let list = try sandbox.must("list", "--ids").stdout
        let export = try sandbox.must("export").stdout
        try sandbox.must("edit", "宫保鸡丁", "--price", "40")
        try sandbox.must("remove", "早餐", "--recursive")
        try sandbox.must("move", "酸梅汤", "--to", "主菜", "--first")
        return (sandbox, list, export)
    }

    @Test func listAsOfTheSetupPrintsWhatListPrintedThenAndWritesNothing() throws {
        let (sandbox, list, export) = try Self.changedMenu()
        let before = try Self.stamp(sandbox.database)
        let listing = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
        let then = try sandbox.run(["list", "--ids", "--as-of", "1"])
        #expect(then.status == 0 && then.stdout == list && then.stderr.isEmpty, "\(then)")
        #expect(try sandbox.run(["export", "--as-of", "1"]).stdout == export)
        #expect(try sandbox.run(["show", "宫保鸡丁", "--as-of", "1", "--format", "json"]).stdout.contains("\"amount\":3800"))
        #expect(try sandbox.run(["find", "酸辣", "--as-of", "2"]).lines.count == 2)
        #expect(try sandbox.run(["find", "酸辣", "--as-of", "3"]).status == 1, "早餐 is gone after #3")
        for format in ["text", "csv", "html"] {
            let old = try sandbox.run(["export", "--format", format, "--as-of", "1"])
            #expect(old.status == 0 && old.stdout.contains("酸辣粉"), "\(format): \(old)")
        }
        let now = try sandbox.must("list", "--ids").stdout
        #expect(try sandbox.run(["list", "--ids", "--as-of", "4"]).stdout == now)
        let after = try Self.stamp(sandbox.database)
        #expect(after.0 == before.0 && after.1 == before.1, "--as-of wrote the file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == listing)
    }

    @Test func aDateTakesTheEntryThatWasNewestThenInLocalTime() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "36")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")
        // Entry 1 recorded at 2026-03-01 12:00 UTC, entry 2 a day later.
        _ = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database,
            "UPDATE menu_history SET recorded_at = 1772366400 + (id - 1) * 86400"])
        func price(_ when: String, tz: String) throws -> String {
            // A process: the time zone is read by the C library, once per process.
            try sandbox.runProcess(["list", "--as-of", when], environment: ["TZ": tz]).stdout
        }
        #expect(try price("2026-03-01 12:00", tz: "UTC").contains("36.00"))
        #expect(try price("2026-03-02 11:59", tz: "UTC").contains("36.00"))
        #expect(try price("2026-03-02 12:00", tz: "UTC").contains("38.00"))
        #expect(try price("2026-03-02 20:00", tz: "Asia/Shanghai").contains("38.00"))
        #expect(try price("2026-03-02 19:59", tz: "Asia/Shanghai").contains("36.00"))
        // Before the first entry, which was the first ever: the empty menu.
        // A process: the time zone is read by the C library, once per process.
        let empty = try sandbox.runProcess(["list", "--as-of", "2026-01-01 00:00"], environment: ["TZ": "UTC"])
        #expect(empty.status == 0 && empty.stdout.isEmpty, "\(empty)")
    }

    /// A reader after the business day's turn, before any write records it,
    /// reads a copy of its own with the turn made (SPEC 20); looking back
    /// and trying first work on that copy, not a copy of it, which SQLite
    /// could not take while the turn is being written (it waited 5 s and
    /// said the menu was locked).
    @Test func lookingBackAndTryingFirstWorkAfterTheDayTurned() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "36")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")
        _ = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, "UPDATE service_day SET current_day = '2001-01-01'"])
        let before = try sandbox.query("SELECT count(*) FROM menu_history")
        let old = try sandbox.run(["list", "--as-of", "1"])
        #expect(old.status == 0 && old.stdout.contains("36.00") && old.stderr.isEmpty, "\(old)")
        let changed = try sandbox.run(["diff", "--as-of", "1"])
        #expect(changed.status == 1 && changed.stdout.contains("price 36.00 → 38.00"), "\(changed)")
        let script = try sandbox.write("try.menuctl", "edit 宫保鸡丁 --price 40\n")
        let tried = try sandbox.run(["batch", "--dry-run", script])
        #expect(tried.status == 0 && tried.stdout.contains("38.00 → 40.00"), "\(tried)")
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == before, "a reader wrote history")
        #expect(try sandbox.query("SELECT current_day FROM service_day") == "2001-01-01", "a reader recorded the turn")
    }

    @Test func undoneEntriesAreNotPartOfTheMenuAndAnUndoneEntryCanBeLookedAt() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "36")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")
        try sandbox.must("edit", "宫保鸡丁", "--price", "40")
        try sandbox.must("undo")
        try sandbox.must("undo")
        try sandbox.must("add-item", "主菜/回锅肉", "--price", "42")
        let dump = try sandbox.dump()
        #expect(try sandbox.run(["list", "--as-of", "4"]).stdout.contains("36.00"), "#2 and #3 are undone")
        #expect(try sandbox.run(["list", "--as-of", "3"]).stdout.contains("40.00"))
        #expect(try sandbox.run(["list", "--as-of", "2"]).stdout.contains("38.00"))
        #expect(!(try sandbox.run(["list", "--as-of", "2"]).stdout.contains("回锅肉")))
        #expect(try sandbox.dump() == dump)
    }

    @Test func outsideTheHistoryIsExitOneAndAMalformedMomentSixtyFour() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "36")
        for price in ["37", "38", "39"] { try sandbox.must("edit", "宫保鸡丁", "--price", price) }
        _ = try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, "DELETE FROM menu_history WHERE id < 3"])
        let old = try expectRefusal(sandbox, ["list", "--as-of", "1"], status: 1)
        #expect(old.stderr == "Error: history starts at #3\n", "\(old)")
        #expect(try sandbox.run(["list", "--as-of", "2"]).status == 0, "just before the oldest entry kept is within reach")
        let missing = try expectRefusal(sandbox, ["show", "宫保鸡丁", "--as-of", "99"], status: 1)
        #expect(missing.stderr.hasPrefix("Error: there is no history entry #99"), "\(missing)")
        let early = try expectRefusal(sandbox, ["list", "--as-of", "2000-01-01 00:00"], status: 1)
        #expect(early.stderr == "Error: history starts at #3\n", "\(early)")
        for bad in ["x", "-1", "2026-02-30 10:00", "2026-12-01 25:00", "2026-12-01"] {
            let outcome = try expectRefusal(sandbox, ["list", "--as-of", bad], status: 64)
            #expect(outcome.stderr.contains("Usage: menuctl list"), "\(bad): \(outcome)")
        }
        let inBatch = try sandbox.run(["batch", try sandbox.write("b", "list --as-of 3\n")])
        #expect(inBatch.status == 65 && inBatch.stderr.contains("'--as-of' cannot be used inside a batch"), "\(inBatch)")
    }

    @Test(.enabled(if: Sandbox.isRoot, "it runs a reader as another user (setpriv), which needs root"))
    func aReadOnlyMenuIsLookedBackAtWithoutLeavingAnything() throws {
        let (sandbox, list, _) = try Self.changedMenu()
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.database)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: sandbox.folder)
        let before = try Self.stamp(sandbox.database)
        let outcome = try sandbox.runUnprivileged(["list", "--ids", "--as-of", "1", "--db", sandbox.database])
        #expect(outcome.status == 0 && outcome.stdout == list, "\(outcome)")
        let diff = try sandbox.runUnprivileged(["diff", "--as-of", "1", "--db", sandbox.database])
        #expect(diff.status == 1 && diff.stdout.contains("- 早餐"), "\(diff)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).filter { $0.hasPrefix("menu.db") } == ["menu.db"])
        let after = try Self.stamp(sandbox.database)
        #expect(after.0 == before.0 && after.1 == before.1)
    }
}
