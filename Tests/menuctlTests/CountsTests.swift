import Foundation
import Testing

/// Counted dishes 限量 and timed 估清 (SPEC 20), run as a till and a
/// manager would run them: what they print, their exit status, and what
/// the database holds after.
@Suite struct CountsTests {
    /// 凉菜 with 兔头 and 夫妻肺片, 热菜 with 毛血旺; 兔头 counted 20 a day.
    private func kitchen() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "凉菜/兔头", "凉菜/夫妻肺片", "--price", "12", "-q")
        try sandbox.must("add-item", "-p", "热菜/毛血旺", "--price", "58", "-q")
        #expect(try sandbox.must("stock", "兔头", "20", "--daily").stdout == "counted 凉菜/兔头: 20 left, 20 a day\n")
        return sandbox
    }

    private func left(_ sandbox: Sandbox, _ name: String) throws -> String {
        try sandbox.query("SELECT portions_left || '/' || coalesce(daily_portions, '-') FROM dish_count JOIN menu_node ON id = node_id WHERE name = '\(name)'")
    }

    @Test func sellTakesPortionsUntilTheDishIsSoldOutByItself() throws {
        let sandbox = try kitchen()
        #expect(try sandbox.must("sell", "兔头").stdout == "sold 1 凉菜/兔头: 19 left\n")
        #expect(try sandbox.must("sell", "凉菜/兔头", "4", "--format", "json").stdout
                == #"{"id":3,"path":"凉菜/兔头","left":15,"sold_out":false}"# + "\n")
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 凉菜
            2      兔头      12.00  剩 15
            3      夫妻肺片  12.00
            4  ▾ 热菜
            5      毛血旺    58.00

            """)
        // More than are left: exit 1, nothing changed, and the count said.
        let refused = try expectRefusal(sandbox, ["sell", "兔头", "16"], status: 1)
        #expect(refused.stderr == "Error: only 15 兔头 left\n")
        #expect(try sandbox.must("sell", "兔头", "15").stdout == "sold 15 凉菜/兔头: 0 left, sold out\n")
        #expect(try left(sandbox, "兔头") == "0/20")
        #expect(try sandbox.must("list", "--format", "tsv").lines[2].hasSuffix("\t凉菜/兔头\t12.00\t1\t\t\t\t\t\t0\t\t0\t20\t\t\t\t\t\t0\t\t\t\t\t"))
        #expect(try sandbox.must("list").lines[1] == "2      兔头      sold out  12.00  剩 0")
        #expect(try sandbox.must("list", "--available").stdout.contains("兔头") == false)
        #expect(try expectRefusal(sandbox, ["sell", "兔头"], status: 1).stderr == "Error: 兔头 is sold out (20 a day)\n")
        // A dish not counted sells without limit, and changes nothing.
        let before = try sandbox.dump()
        #expect(try sandbox.must("sell", "毛血旺", "100", "--format", "json").stdout
                == #"{"id":6,"path":"热菜/毛血旺","left":null,"sold_out":false}"# + "\n")
        #expect(try sandbox.dump() == before)
        // Sales are not history entries.
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == "3")
    }

    @Test func aSoldOutDishDoesNotSellAndAGroupIsNoDish() throws {
        let sandbox = try kitchen()
        try sandbox.must("sold-out", "兔头", "毛血旺", "-q")
        #expect(try expectRefusal(sandbox, ["sell", "兔头"], status: 1).stderr == "Error: 兔头 is sold out\n")
        #expect(try expectRefusal(sandbox, ["sell", "毛血旺"], status: 1).stderr == "Error: 毛血旺 is sold out\n")
        #expect(try expectRefusal(sandbox, ["sell", "凉菜"], status: 1).stderr == "Error: 凉菜 is a group: sell names one dish\n")
        #expect(try expectRefusal(sandbox, ["sell", "鱼香肉丝"], status: 1).stderr.hasPrefix("Error: no 鱼香肉丝 in the menu"))
    }

    /// SPEC 8: usage errors are found before the database opens.
    @Test(arguments: [["sell", "兔头", "-1"], ["sell", "兔头", "1.5"], ["sell", "兔头", "0"], ["sell", "兔头", "二"],
                      ["unsell", "兔头", "-2"], ["stock", "兔头", "-1"], ["stock", "兔头", "2.5"], ["stock", "兔头"],
                      ["stock", "兔头", "1000000"], ["stock", "兔头", "5", "--daily", "--clear"], ["sell", "兔头", "--format", "tsv"],
                      ["sold-out", "兔头", "--until", "25:00"], ["sold-out", "兔头", "--until", "someday 11:00"]])
    func aNegativeOrBrokenNumberIsAUsageError(_ arguments: [String]) throws {
        let sandbox = try kitchen()
        let outcome = try expectRefusal(sandbox, arguments, status: 64)
        #expect(outcome.stderr.split(separator: "\n").first?.hasPrefix("Error: ") == true)
    }

    /// A sale is of one portion or more: the message for a malformed N never
    /// offers 0, which `sell` refuses.
    @Test func aSalesMessageNeverOffersZero() throws {
        let sandbox = try kitchen()
        let malformed = try expectRefusal(sandbox, ["sell", "兔头", "1.5"], status: 64)
        #expect(malformed.stderr.hasPrefix("Error: The value '1.5' is invalid for '<n>': a number of portions is a whole number written in digits, at most 999999\n"))
        let zero = try expectRefusal(sandbox, ["sell", "兔头", "0"], status: 64)
        #expect(zero.stderr.hasPrefix("Error: The value '0' is invalid for '<n>': a sale is of 1 portion or more\n"))
    }

    @Test func unsellNeverPassesTheDailyCount() throws {
        let sandbox = try kitchen()
        try sandbox.must("sell", "兔头", "3", "-q")
        #expect(try sandbox.must("unsell", "兔头").stdout == "gave back 1 凉菜/兔头: 18 left\n")
        let past = try sandbox.must("unsell", "兔头", "5")
        #expect(past.stdout == "gave back 2 凉菜/兔头: 20 left\n")
        #expect(past.stderr == "Notice: 凉菜/兔头: only 2 sold since its count was set: 3 of 5 did not come back\n")
        // Nothing sold since the count was set: nothing to give back (SPEC 20).
        #expect(try expectRefusal(sandbox, ["unsell", "兔头"], status: 1).stderr
                == "Error: no 兔头 sold since its count was set: nothing to give back\n")
        #expect(try left(sandbox, "兔头") == "20/20")
        // Counted for today only: at most what was sold comes back.
        try sandbox.must("stock", "毛血旺", "2", "-q")
        #expect(try expectRefusal(sandbox, ["unsell", "毛血旺", "3"], status: 1).stderr
                == "Error: no 毛血旺 sold since its count was set: nothing to give back\n")
        try sandbox.must("sell", "毛血旺", "2", "-q")
        #expect(try sandbox.must("unsell", "毛血旺", "3").stdout == "gave back 2 热菜/毛血旺: 2 left\n")
        // Not counted: nothing to give back, and nothing changes.
        let before = try sandbox.dump()
        let uncounted = try sandbox.must("unsell", "夫妻肺片")
        #expect(uncounted.stdout == "" && uncounted.stderr == "Notice: 凉菜/夫妻肺片 is not counted: nothing to give back\n")
        #expect(try sandbox.dump() == before)
    }

    @Test func stockCountsAGroupKeepsTheDailyCountAndClears() throws {
        let sandbox = try kitchen()
        #expect(try sandbox.must("stock", "凉菜", "10").stdout
                == "counted 凉菜/兔头: 10 left, 20 a day\ncounted 凉菜/夫妻肺片: 10 left\n")
        let more = try expectRefusal(sandbox, ["stock", "兔头", "25"], status: 1)
        #expect(more.stderr == "Error: 凉菜/兔头 is counted 20 a day: 25 would be more\ngive --daily to make 25 its daily count\n")
        let same = try sandbox.must("stock", "兔头", "10")
        #expect(same.stdout == "" && same.stderr == "Notice: 凉菜/兔头 already has 10 left, 20 a day\n")
        #expect(try sandbox.must("stock", "兔头", "夫妻肺片", "--clear").stdout == "stopped counting 凉菜/兔头\nstopped counting 凉菜/夫妻肺片\n")
        #expect(try sandbox.query("SELECT count(*) FROM dish_count") == "0")
        #expect(try sandbox.must("stock", "兔头", "--clear").stderr == "Notice: 凉菜/兔头 is not counted\n")
    }

    @Test func restockReturnsDailyCountsAndClearsSoldOut() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "毛血旺", "30", "--daily", "-q")
        try sandbox.must("stock", "夫妻肺片", "4", "-q")
        try sandbox.must("sell", "兔头", "20", "-q")
        try sandbox.must("sell", "毛血旺", "7", "-q")
        try sandbox.must("sell", "夫妻肺片", "2", "-q")
        try sandbox.must("sold-out", "夫妻肺片", "-q")
        #expect(try sandbox.must("restock", "--all").stdout
                == "restocked 凉菜/兔头\nrestocked 凉菜/夫妻肺片\nrestocked 热菜/毛血旺\n")
        #expect(try left(sandbox, "兔头") == "20/20")
        #expect(try left(sandbox, "毛血旺") == "30/30")
        #expect(try left(sandbox, "夫妻肺片") == "2/-", "a count for today only stays as it is")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE sold_out = 1") == "0")
        #expect(try sandbox.must("restock", "--all").stderr == "Notice: no dish is sold out\n")
        try sandbox.must("sell", "兔头", "3", "-q")
        #expect(try sandbox.must("restock", "兔头").stdout == "restocked 凉菜/兔头\n")
        #expect(try left(sandbox, "兔头") == "20/20")
    }

    /// SPEC 13 and 20: sales are not entries and undo leaves them; undoing
    /// `stock` restores the count it replaced, less what was sold since.
    @Test func undoLeavesSalesAndUndoingStockRestoresTheEarlierSetting() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "兔头", "15", "-q")
        try sandbox.must("sell", "兔头", "5", "-q")
        try sandbox.must("edit", "毛血旺", "--price", "60", "-q")
        #expect(try sandbox.must("undo").stdout == "undid #5: menuctl edit 毛血旺 --price 60 -q (price 58.00 → 60.00)\n")
        #expect(try left(sandbox, "兔头") == "10/20", "undo leaves the sales")
        #expect(try sandbox.must("undo").stdout == "undid #4: menuctl stock 兔头 15 -q (count)\n")
        #expect(try left(sandbox, "兔头") == "15/20", "the count before `stock 兔头 15`, less the 5 sold since")
        #expect(try sandbox.must("undo").stdout == "undid #3: menuctl stock 兔头 20 --daily (count)\n")
        #expect(try sandbox.query("SELECT count(*) FROM dish_count") == "0")
        try sandbox.must("redo", "-q")
        try sandbox.must("redo", "-q")
        #expect(try left(sandbox, "兔头") == "15/20")
        #expect(try sandbox.must("history").lines.count == 5, "sell and unsell are not in the history")
    }

    @Test func aTimedSoldOutEndsByItself() throws {
        let sandbox = try kitchen()
        // 23:59 is still to come today, or tomorrow's when it is 23:59.
        #expect(try sandbox.must("sold-out", "毛血旺", "--until", "23:59").stdout == "sold out 热菜/毛血旺 until 23:59\n")
        #expect(try sandbox.must("list").lines[4].hasPrefix("5      毛血旺    sold out until 23:59"))
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("sold out, timed"))
        let json = try sandbox.must("export").stdout
        #expect(json.contains(#""name": "毛血旺", "price": {"amount": 5800, "currency": "CNY"}, "sold_out": true, "sold_out_until": "#))
        // The end passes (another clock, or the kitchen's evening): on offer again with nothing run.
        try sandbox.query("UPDATE sold_out_until SET ends_at = strftime('%s', 'now') - 60")
        #expect(try sandbox.must("list").lines[4] == "5      毛血旺    58.00")
        #expect(try sandbox.must("list", "--available").stdout.contains("毛血旺"))
        #expect(try sandbox.must("sell", "毛血旺").status == 0)
        // `sold-out` again has no end; restock clears both.
        #expect(try sandbox.must("sold-out", "毛血旺").stdout == "sold out 热菜/毛血旺\n")
        #expect(try sandbox.query("SELECT count(*) FROM sold_out_until") == "0")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM sold_out_until") == "1", "undo brings the end back")
    }

    @Test func listAvailableAtAMomentAfterTheEndShowsTheDish() throws {
        let sandbox = try kitchen()
        // A week from now at the latest: any moment of the week after it is past the end.
        try sandbox.must("sold-out", "毛血旺", "--until", "00:01", "-q")
        let ends = try sandbox.query("SELECT ends_at FROM sold_out_until")
        let now = Int(Date().timeIntervalSince1970)
        #expect(Int(ends)! > now && Int(ends)! <= now + 86_400 + 60)
        #expect(try !sandbox.must("list", "--available").stdout.contains("毛血旺"))
        // Tomorrow at 00:01 when asked today (a moment named with a day is this week's).
        try sandbox.query("UPDATE sold_out_until SET ends_at = strftime('%s', 'now', 'start of day', '+1 day', '+1 minute')")
        #expect(try sandbox.must("list", "--available", "--at", "23:58").stdout.contains("毛血旺") == false)
    }

    @Test func jsonRowsShowAndThePage() throws {
        let sandbox = try kitchen()
        try sandbox.must("sell", "兔头", "17", "-q")
        let rows = try sandbox.must("list", "--json").stdout
        #expect(rows.contains(#""market_price":false,"left":3,"daily":20,"off_sale":false,"price_list":null"#))
        #expect(rows.contains(#""path":"凉菜/夫妻肺片","expanded":null"#) && rows.contains(#""market_price":false,"left":null,"daily":null,"off_sale":false,"price_list":null"#))
        #expect(rows.contains(#""path":"凉菜","expanded":true,"children":2,"price":null,"sold_out":null"#) && rows.contains(#""market_price":null,"left":null,"daily":null,"off_sale":null,"price_list":null"#))
        #expect(try sandbox.must("show", "兔头", "--json").stdout.hasSuffix(#""left":3,"daily":20,"off_sale":false,"price_list":null,"box_fee":null,"min_order":null,"allergens":[],"diets":[],"slots":[],"choices":[],"description_translations":{},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        #expect(try sandbox.must("show", "兔头").stdout.contains("\nleft:     3 (20 a day)\nsold out: no\n"))
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains(#"<span class="name">兔头 <small class="left">仅剩 3 份</small></span>"#))
        #expect(try sandbox.must("export", "--format", "html", "--lang", "en").stdout.contains(#"<small class="left">only 3 left</small>"#))
        try sandbox.must("unsell", "兔头", "3", "-q")
        #expect(try !sandbox.must("export", "--format", "html").stdout.contains("仅剩"), "6 left is not few")
    }

    @Test func theExportRoundTripsAndReplacingWithItChangesNothing() throws {
        let sandbox = try kitchen()
        try sandbox.must("sell", "兔头", "2", "-q")
        try sandbox.must("stock", "毛血旺", "9", "-q")
        try sandbox.must("sold-out", "夫妻肺片", "--until", "sat 11:00", "-q")
        let export = try sandbox.must("export").stdout
        #expect(export.contains(#"  "version": 6,"#))
        #expect(export.contains(#""sold_out": false, "left": 18, "daily": 20}"#))
        let file = try sandbox.write("menu.json", export)
        #expect(try sandbox.must("import", "--replace", file).stdout.hasSuffix("0 added, 0 changed, 5 unchanged, 0 removed\n"))
        let other = Sandbox()
        try other.must("import", "--replace", file, "-q")
        #expect(try other.must("export").stdout == export)
        // Merging a file without counts keeps them; replacing clears them.
        let plain = try sandbox.write("plain.json", export.replacing(#", "left": 18, "daily": 20"#, with: ""))
        try sandbox.must("import", plain, "-q")
        #expect(try left(sandbox, "兔头") == "18/20")
        try sandbox.must("import", "--replace", plain, "-q")
        #expect(try left(sandbox, "兔头") == "")
    }

    /// `list --available --at WHEN` shows a dish whose timed 估清 ends by
    /// WHEN as it is then: on offer, not marked sold out (SPEC 10, 20).
    @Test func aTimedSoldOutIsShownAsItIsAtTheMomentAsked() throws {
        let sandbox = try kitchen()
        let day = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
        // Two days ahead, so that the end is still to come whenever the test runs.
        let later = day[(Calendar.current.component(.weekday, from: Date()) + 1) % 7]
        try sandbox.must("sold-out", "毛血旺", "--until", "\(later) 17:00", "-q")
        #expect(try sandbox.must("list", "--available", "--at", "\(later) 16:59").stdout.contains("毛血旺") == false)
        let then = try sandbox.must("list", "--available", "--at", "\(later) 17:00")
        #expect(then.lines.last == "5      毛血旺    58.00", "\(then.stdout)")
        #expect(try sandbox.must("list", "--available", "--at", "\(later) 17:00", "--json").stdout
                .contains(#""path":"热菜/毛血旺","expanded":null,"children":null,"price":{"amount":5800,"currency":"CNY"},"sold_out":false"#))
    }

    /// A dish counted for today only that ran out is back on sale after
    /// `restock`, uncounted; `undo` brings the count back (SPEC 20).
    @Test func restockClearsARunOutCountForTodayOnly() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "毛血旺", "1", "-q")
        try sandbox.must("sell", "毛血旺", "-q")
        #expect(try sandbox.must("restock", "毛血旺").stdout == "restocked 热菜/毛血旺\n")
        #expect(try sandbox.query("SELECT count(*) FROM dish_count WHERE node_id = 6") == "0")
        #expect(try sandbox.must("list").lines[4] == "5      毛血旺    58.00")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT portions_left, daily_portions FROM dish_count WHERE node_id = 6") == "0|")
    }

    /// CSV has no column for the end of a timed 估清: its own export,
    /// imported with --replace, leaves the end as it is (SPEC 15).
    @Test func csvKeepsATimedSoldOutItCannotCarry() throws {
        let sandbox = try kitchen()
        try sandbox.must("sold-out", "毛血旺", "--until", "23:59", "-q")
        let ends = try sandbox.query("SELECT * FROM sold_out_until")
        let file = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        #expect(try sandbox.must("import", "--replace", file).stdout.hasSuffix("0 changed, 5 unchanged, 0 removed\n"))
        #expect(try sandbox.query("SELECT * FROM sold_out_until") == ends && !ends.isEmpty)
        #expect(try sandbox.must("list").lines[4].hasPrefix("5      毛血旺    sold out until 23:59"))
    }

    /// CSV carries `left` and `daily` before `hours`; a file without them
    /// (written before SPEC 20) keeps every count.
    @Test func csvCarriesCountsAndAnOlderFileKeepsThem() throws {
        let sandbox = try kitchen()
        try sandbox.must("sell", "兔头", "20", "-q")
        let csv = try sandbox.must("export", "--format", "csv").stdout
        #expect(csv.hasPrefix("path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,choices,slots,left,daily,allergens,diets,hours\r\n"))
        #expect(csv.contains("\r\n凉菜/兔头,item,12.00,,,,0,,,0,,,0,20,,,\r\n"), "sold out by its count, not marked")
        let file = try sandbox.write("menu.csv", csv)
        #expect(try sandbox.must("import", "--replace", file).stdout.hasSuffix("0 changed, 5 unchanged, 0 removed\n"))
        let older = try sandbox.write("older.csv", """
            path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,hours\r
            凉菜/兔头,item,12.00,,,,0,,,0,\r

            """)
        try sandbox.must("import", "--replace", older, "-q")
        #expect(try left(sandbox, "兔头") == "0/20")
        let bad = try sandbox.write("bad.csv", csv.replacing(",0,20,", with: ",30,20,"))
        let before = try sandbox.dump()
        let refused = try sandbox.menuctl("import", bad)
        #expect(refused.status == 65 && refused.stdout.isEmpty && refused.stderr.hasSuffix(":3: Error: left: 30 is more than the daily count 20\n"))
        #expect(try sandbox.dump() == before)
    }

    @Test(arguments: [#""left": -1"#, #""left": 1.5"#, #""left": "3""#, #""left": 30, "daily": 20"#, #""daily": 20"#])
    func aMalformedCountInAnImportIs65(_ members: String) throws {
        let sandbox = try kitchen()
        let file = try sandbox.write("bad.json", """
            {"format": "menuctl", "version": 3, "currency": "CNY", "menu": [
              {"kind": "item", "name": "兔头", "price": null, "sold_out": false, \(members)}]}
            """)
        let outcome = try expectRefusal(sandbox, ["import", file], status: 65)
        #expect(outcome.stderr.contains("menu[0]"))
    }

    @Test func checkReportsAndRepairsCountsAnotherProgramWrote() throws {
        let sandbox = try kitchen()
        try sandbox.must("stock", "毛血旺", "5", "-q")
        try sandbox.query("""
            PRAGMA ignore_check_constraints = 1;
            UPDATE dish_count SET portions_left = -3 WHERE node_id = 3;
            UPDATE dish_count SET portions_left = 9, daily_portions = 4 WHERE node_id = 6;
            INSERT INTO dish_count (node_id, portions_left, daily_portions) VALUES (2, 5, NULL);
            INSERT INTO sold_out_until VALUES (4, 99);
            """)
        let check = try sandbox.menuctl("check")
        #expect(check.status == 1)
        #expect(check.stdout == """
            #2 '凉菜': a count on a group: only dishes are counted
            #3 '兔头': -3 portions left, fewer than none
            #6 '毛血旺': 9 portions left, more than its daily count of 4
            #4 '夫妻肺片': the end of a sold-out on a dish that is not sold out

            """)
        #expect(try sandbox.must("check", "--repair").stdout == """
            #2 '凉菜': count removed
            #3 '兔头': 0 left, 20 a day
            #6 '毛血旺': 4 left, 4 a day
            #4 '夫妻肺片': end of sold-out removed
            no problems left: 2 groups, 3 dishes

            """)
        #expect(try sandbox.must("check").stdout == "no problems: 2 groups, 3 dishes\n")
    }

    @Test func tillCommandsStandAloneAndHaveHelp() throws {
        let sandbox = try kitchen()
        let file = try sandbox.write("lines.menuctl", "sell 兔头\n")
        #expect(try sandbox.menuctl("batch", file).status == 65)
        let help = try sandbox.must("sell", "--help").stdout
        #expect(help.contains("USAGE: menuctl sell <target> [<n> ...] [--format <format>] [--with <dish>] ..."))
        #expect(try sandbox.must("stock", "--help").stdout.contains("USAGE: menuctl stock <target> ... [<n>] [--daily] [--clear]"))
    }
}
