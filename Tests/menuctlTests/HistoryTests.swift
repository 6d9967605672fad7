import Foundation
import Testing

/// SPEC 13 end to end: history, undo, redo.
@Suite struct HistoryTests {
    /// `sqlite3 .dump` of the menu's table alone: the history changes with every undo.
    private func menuTable(_ sandbox: Sandbox) throws -> String {
        try Sandbox.execute("/usr/bin/sqlite3", [sandbox.database, ".dump menu_node"]).stdout
    }

    private func historyLines(_ sandbox: Sandbox) throws -> [String] {
        // A process: the time zone is read by the C library, once per process.
        try sandbox.runProcess(["history"], environment: ["TZ": "UTC"]).lines
    }

    @Test func eachContentChangeIsOneEntryNewestFirstWithTheCommandAsTyped() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "热菜/宫保鸡丁", "--price", "36")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")
        try sandbox.must("collapse", "热菜")
        try sandbox.must("toggle", "热菜")
        try sandbox.must("add-item", "it's", "#3 菜", "--in", "热菜")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")  // changes nothing: no entry
        let lines = try historyLines(sandbox)
        #expect(lines.count == 3, "\(lines)")
        let today = try Sandbox.execute("/bin/date", ["-u", "+%Y-%m-%d"]).stdout.trimmingCharacters(in: .newlines)
        #expect(lines[0].hasPrefix("3  \(today) "), "\(lines)")
        #expect(lines[0].contains("  menuctl add-item 'it'\\''s' '#3 菜' --in 热菜  ") && lines[0].hasSuffix("  +2 dishes"), "\(lines)")
        #expect(lines[1].contains("  menuctl edit 宫保鸡丁 --price 38  ") && lines[1].hasSuffix("  price 36.00 → 38.00"), "\(lines)")
        #expect(lines[2].contains("  menuctl add-item -p 热菜/宫保鸡丁 --price 36  ") && lines[2].hasSuffix("  +1 dish, +1 group"), "\(lines)")

        // The command as shown pastes back into a shell as the same words.
        let pasted = try sandbox.shell("printf '%s\\n' " + "'it'\\''s' '#3 菜'")
        #expect(pasted.lines == ["it's", "#3 菜"])

        // A process: the time zone is read by the C library, once per process.
        let json = try sandbox.runProcess(["history", "--limit", "1", "--format", "json"], environment: ["TZ": "Asia/Shanghai"])
        let rows = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 1 && rows[0]["number"] as? Int == 3 && rows[0]["undone"] as? Bool == false, "\(json)")
        #expect(rows[0]["command"] as? String == "menuctl add-item 'it'\\''s' '#3 菜' --in 热菜")
        #expect(rows[0]["summary"] as? String == "+2 dishes")
        #expect((rows[0]["time"] as? String)?.hasSuffix("+08:00") == true, "\(json)")
        #expect(try sandbox.must("history", "--json", "--limit", "2").stdout.split(separator: "\n").count == 4)
    }

    @Test func aBatchOrAnImportIsOneEntryAndAllToggleOnlyBatchIsNone() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        try sandbox.must("import", try sandbox.write("more.json", """
            {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
              {"kind": "group", "name": "主菜", "expanded": false, "children": [{"kind": "item", "name": "新菜", "price": "12"}]}]}
            """))
        try sandbox.must("batch", try sandbox.write("view.menuctl", "collapse 主菜\nexpand 主菜\ntoggle 早餐\n"))
        let lines = try historyLines(sandbox)
        #expect(lines.count == 2 && lines[1].contains("menuctl batch ") && lines[0].contains("menuctl import "), "\(lines)")
        #expect(lines[0].hasSuffix("  +1 dish"), "the group's expansion is view state: \(lines)")
    }

    @Test func undoRestoresTheMenuExactlyAndKeepsExpansionAsItIsNow() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        try sandbox.must("collapse", "早餐")
        let before = try menuTable(sandbox)
        try sandbox.must("remove", "-r", "早餐", "主菜")
        try sandbox.must("add-item", "早餐", "--price", "9")  // the name is free now
        try sandbox.must("remove", "早餐")
        try sandbox.must("toggle", "酒水")
        let undo = try sandbox.must("undo")
        #expect(undo.stdout == "undid #4: menuctl remove 早餐 (-1 dish)\n")
        try sandbox.must("undo")
        let third = try sandbox.must("undo")
        #expect(third.stdout.hasPrefix("undid #2: menuctl remove -r 早餐 主菜 (-"), "\(third)")
        try sandbox.must("toggle", "酒水")
        #expect(try menuTable(sandbox) == before, "ids, positions, prices, and 早餐 back collapsed as it was")
        #expect(try historyLines(sandbox).filter { $0.hasSuffix("  (undone)") }.count == 3)
    }

    @Test func undoLeavesExpansionAsItIsNow() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "热菜")
        try sandbox.must("add-item", "回锅肉", "--in", "热菜")
        try sandbox.must("collapse", "热菜")
        try sandbox.must("undo")
        #expect(try sandbox.query("SELECT expanded FROM menu_node WHERE name = '热菜'") == "0")
        try sandbox.must("expand", "热菜")
        try sandbox.must("undo")  // the group is removed even though it was expanded since
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "1")
    }

    @Test func redoReappliesOnlyWhileNothingWasRecordedSince() throws {
        let sandbox = Sandbox()
        for (words, message) in [(["undo"], "Error: nothing to undo\n"), (["redo"], "Error: nothing to redo\n")] {
            let outcome = try sandbox.run(words)
            #expect(outcome.status == 1 && outcome.stdout.isEmpty && outcome.stderr == message, "\(outcome)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.database), "a refused undo makes no file")
        }
        try sandbox.must("add-item", "宫保鸡丁")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")
        try sandbox.must("undo")
        try sandbox.must("undo")
        #expect(try sandbox.must("redo").stdout == "redid #1: menuctl add-item 宫保鸡丁 (+1 dish)\n")
        #expect(try sandbox.must("redo").stdout == "redid #2: menuctl edit 宫保鸡丁 --price 38 (price none → 38.00)\n")
        #expect(try sandbox.query("SELECT id, price_fen FROM menu_node WHERE id > 1") == "2|3800")
        try sandbox.must("undo")
        try sandbox.must("add-item", "回锅肉")
        let refused = try expectRefusal(sandbox, ["redo"], status: 1)
        #expect(refused.stderr == "Error: nothing to redo: changes were recorded after the last undo\n")
        // Undo skips what is undone already.
        #expect(try sandbox.must("undo").stdout.hasPrefix("undid #3: "))
        #expect(try sandbox.must("undo").stdout.hasPrefix("undid #1: "))
    }

    @Test func aRowChangedByAnotherProgramStopsUndoNamingTheNode() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "热菜/宫保鸡丁", "--price", "36")
        try sandbox.must("edit", "宫保鸡丁", "--price", "38")
        _ = try sandbox.query("UPDATE menu_node SET price_fen = 4000 WHERE name = '宫保鸡丁'")
        let changed = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(changed.stderr == """
            Error: cannot undo #2 (menuctl edit 宫保鸡丁 --price 38): 热菜/宫保鸡丁 (#3) was changed since by something other than menuctl
            nothing was changed

            """)
        _ = try sandbox.query("DELETE FROM menu_node WHERE name = '宫保鸡丁'")
        _ = try sandbox.query("UPDATE menu_history SET undone = 1, redoable = 1 WHERE id = 2")
        let missing = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(missing.stderr.hasPrefix("Error: cannot undo #1 (menuctl add-item -p 热菜/宫保鸡丁 --price 36): 宫保鸡丁 (#3) is no longer in the menu\n"), "\(missing)")
        // A name taken since: the dish cannot come back.
        let sandbox2 = Sandbox()
        try sandbox2.must("add-item", "宫保鸡丁")
        try sandbox2.must("remove", "宫保鸡丁")
        _ = try sandbox2.query("INSERT INTO menu_node (parent_id, kind, name, position) VALUES (1, 'item', '宫保鸡丁', 0)")
        let taken = try expectRefusal(sandbox2, ["undo"], status: 1)
        #expect(taken.stderr.hasPrefix("Error: cannot undo #2 (menuctl remove 宫保鸡丁): 宫保鸡丁 (#2) cannot come back: its name or place is taken\n"), "\(taken)")
    }

    @Test func theNewest1000EntriesAreKept() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁")
        _ = try sandbox.query("""
            WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
            INSERT INTO menu_history (id, recorded_at, command, summary, changeset) SELECT i, 0, 'menuctl x', 'y', x'' FROM n
            """)
        #expect(try sandbox.query("SELECT count(*), min(id) FROM menu_history") == "1000|1")
        try sandbox.must("add-item", "回锅肉")
        #expect(try sandbox.query("SELECT count(*), min(id), max(id) FROM menu_history") == "1000|2|1001")
        #expect(try sandbox.must("history", "--limit", "3").lines.count == 3)
    }

    @Test func usageErrorsComeBeforeTheDatabaseAndUndoStandsAlone() throws {
        let sandbox = Sandbox()
        for words in [["history", "--limit", "0"], ["history", "--limit", "x"], ["history", "--format", "tsv"],
                      ["undo", "2"], ["backup"]] {
            let outcome = try sandbox.run(words)
            #expect(outcome.status == 64 && outcome.stdout.isEmpty && outcome.stderr.hasPrefix("Error: "), "\(words): \(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
        let batch = try sandbox.run(["batch", try sandbox.write("undo.menuctl", "add-item 宫保鸡丁\nundo\n")])
        #expect(batch.status == 65 && batch.stderr.contains(":2: Error: 'undo' runs on its own"), "\(batch)")
    }
}
