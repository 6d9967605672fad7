import Foundation
import Testing

/// SPEC 28, 明码标价: a 时价 dish shows that day's price (`price-today`),
/// in show, list, the rows and the guests' page, gone at the business
/// day's turn (SPEC 20).
@Suite struct PriceTodayTests {
    /// 海鲜 holding 花甲 (时价 by the 斤), 龙虾 (时价, no unit) and 鲈鱼 at 58.
    static func seafood() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "海鲜/花甲", "--market-price", "--unit", "斤", "-q")
        try sandbox.must("add-item", "海鲜/龙虾", "--market-price", "-q")
        try sandbox.must("add-item", "海鲜/鲈鱼", "--price", "58", "-q")
        return sandbox
    }

    @Test func aMarketDishTakesTodaysPriceAndEveryReaderShowsIt() throws {
        let sandbox = try Self.seafood()
        #expect(try sandbox.must("price-today", "花甲", "68/斤").stdout == "海鲜/花甲 is at 68.00/斤 today\n")
        #expect(try sandbox.must("price-today", "龙虾", "¥200").stdout == "海鲜/龙虾 is at 200.00 today\n")
        #expect(try sandbox.must("price-today", "花甲", "72").stdout == "海鲜/花甲 is at 72.00/斤 today (was 68.00/斤)\n")
        #expect(try sandbox.must("price-today").stdout == "海鲜/花甲  72.00/斤\n海鲜/龙虾  200.00\n")
        #expect(try sandbox.must("show", "花甲").lines.contains("price:    时价 · 今日 ¥72/斤"))
        #expect(try sandbox.must("show", "龙虾").lines.contains("price:    时价 · 今日 ¥200"))
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 海鲜
            2      花甲  今日 72.00/斤
            3      龙虾    今日 200.00
            4      鲈鱼          58.00

            """)
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[0].hasSuffix("\tportion\tprice_today"))
        #expect(tsv[2].hasSuffix("\t72.00") && tsv[4].hasSuffix("\t"))
        #expect(try sandbox.must("show", "花甲", "--format", "json").stdout.contains(#","price_today":{"amount":7200,"currency":"CNY"}}"#))
        #expect(try sandbox.must("show", "鲈鱼", "--format", "json").stdout.contains(#","price_today":null}"#))
        #expect(try sandbox.must("list", "--format", "json").stdout.contains(#""name":"龙虾","#))

        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains(#"<span class="name">花甲</span><span class="price today">今日 ¥72/斤</span>"#))
        #expect(page.contains(#"<span class="price today">今日 ¥200</span>"#))
        #expect(page.contains(#""offers":{"@type":"Offer","price":"72.00","priceCurrency":"CNY""#))
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains(#"<span class="price today">today ¥72 per jin (500 g)</span>"#))
    }

    @Test func itIsRefusedForADishNotAtMarketPriceAndForAnotherUnit() throws {
        let sandbox = try Self.seafood()
        let before = try sandbox.dump()
        let fixed = try sandbox.run(["price-today", "鲈鱼", "60"])
        #expect(fixed.status == 1 && fixed.stderr == "Error: 海鲜/鲈鱼 is not sold at market price (时价)\n'menuctl edit 海鲜/鲈鱼 --market-price' makes it one\n")
        let group = try sandbox.run(["price-today", "海鲜", "60"])
        #expect(group.status == 1 && group.stderr.hasPrefix("Error: 海鲜 is a group"))
        let unit = try sandbox.run(["price-today", "花甲", "7/两"])
        #expect(unit.status == 1 && unit.stderr == "Error: 海鲜/花甲 is priced per 斤, not per 两\nwrite it as AMOUNT/斤\n")
        let none = try sandbox.run(["price-today", "龙虾", "200/只"])
        #expect(none.status == 1 && none.stderr.hasPrefix("Error: 海鲜/龙虾 has no unit: its price today is given without one\n"))
        let amount = try sandbox.run(["price-today", "花甲", "6x"])
        #expect(amount.status == 64 && amount.stderr.hasPrefix("Error: '6x' is not an amount"))
        #expect(try sandbox.run(["price-today", "花甲"]).status == 64)
        #expect(try sandbox.run(["price-today", "花甲", "68", "--clear"]).status == 64)
        #expect(try sandbox.dump() == before, "nothing changed")
    }

    @Test func clearingAndUndoTakeItBackAndAPriceOfItsOwnEndsIt() throws {
        let sandbox = try Self.seafood()
        try sandbox.must("price-today", "花甲", "68", "-q")
        #expect(try sandbox.must("price-today", "花甲", "--clear").stdout == "海鲜/花甲 is 时价 again (was 68.00/斤 today)\n")
        let again = try sandbox.must("price-today", "花甲", "--clear")
        #expect(again.stdout.isEmpty && again.stderr == "Notice: 海鲜/花甲 has no price today\n")
        #expect(try sandbox.must("undo").stdout == "undid #5: menuctl price-today 花甲 --clear (today's price)\n")
        #expect(try sandbox.query("SELECT node_id || ' ' || price_fen FROM price_today") == "3 6800")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_today") == "0")
        try sandbox.must("redo", "-q")
        // A dish given a price of its own is no longer 时价: today's price goes with it.
        try sandbox.must("edit", "花甲", "--price", "88", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM price_today") == "0")
        #expect(try sandbox.must("show", "花甲", "--format", "json").stdout.contains(#""price_today":null"#))
    }

    /// A day's state, as counts sold are: no file carries it, and importing
    /// an export leaves it as it was (`0 changed`).
    @Test func noFileCarriesItAndAnImportOfAnExportChangesNothing() throws {
        let sandbox = try Self.seafood()
        try sandbox.must("price-today", "花甲", "68", "-q")
        let document = try sandbox.must("export").stdout
        #expect(!document.contains("68") && !document.contains("today"))
        let file = try sandbox.write("menu.json", document)
        #expect(try sandbox.must("import", "--replace", file).stdout.contains(" 0 changed"))
        let csv = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        #expect(try sandbox.must("import", "--replace", csv).stdout.contains(" 0 changed"))
        #expect(try sandbox.query("SELECT price_fen FROM price_today") == "6800")
        #expect(try sandbox.run(["diff", file]).status == 0)
        // A dish added since is said at its menu price, 时价, not today's.
        try sandbox.must("add-item", "海鲜/蛏子", "--market-price", "-q")
        try sandbox.must("price-today", "蛏子", "30", "-q")
        #expect(try sandbox.run(["diff", file]).stdout == "+ 海鲜/蛏子  时价\n")
    }
}

/// Today's price at the business day's turn, with the clock moved by faketime.
@Suite(.enabled(if: FakeClock.isInstalled, "needs faketime (scripts/setup installs it)"))
struct PriceTodayTurnTests {
    @Test func itIsGoneAtTheTurnForReadersWithoutWritingAndTheTurnRecordsIt() throws {
        let sandbox = Sandbox()
        try sandbox.must(at: "2026-12-02 12:00:00", "add-item", "-p", "海鲜/花甲", "--market-price", "--unit", "斤", "-q")
        try sandbox.must(at: "2026-12-02 12:01:00", "price-today", "花甲", "68/斤", "-q")
        #expect(try sandbox.run(at: "2026-12-03 04:59:00", ["show", "花甲"]).stdout.contains("price:    时价 · 今日 ¥68/斤\n"),
                "before 05:00 it is still Wednesday's business day")
        let before = try sandbox.dump()
        #expect(try sandbox.run(at: "2026-12-03 05:01:00", ["show", "花甲"]).stdout.contains("price:    时价 (market price, set when ordered)\n"))
        #expect(try sandbox.run(at: "2026-12-03 05:01:00", ["price-today"]).stderr == "Notice: no 时价 dish has a price today\n")
        #expect(try sandbox.run(at: "2026-12-03 05:01:00", ["export", "--format", "html"]).stdout.contains(#"<span class="price">时价/斤</span>"#))
        #expect(try sandbox.dump() == before, "a reader writes nothing")
        // The first write records the turn, which took the price away.
        try sandbox.must(at: "2026-12-03 05:02:00", "price-today", "花甲", "70", "-q")
        let turn = try sandbox.run(at: "2026-12-03 05:03:00", ["history", "--limit", "2", "--format", "json"]).stdout
        #expect(turn.contains(#""command":"(business day 2026-12-03 began)","summary":"today's price""#), "\(turn)")
        #expect(try sandbox.query("SELECT price_fen FROM price_today") == "7000")
    }
}

/// A menu at schema 22 (Tests/Fixtures/menu-schema-v22-prices.sql) upgrades to
/// migrations/0025_today_price_and_fees.sql with nothing lost.
@Suite struct StatedPricesUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsTheMenu() throws {
        let sandbox = try Sandbox.made(bySchema: 22, holding: "prices")
        let everyRow = try sandbox.everyRowQuery()
        let rows = try sandbox.query(everyRow)
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        let entries = try sandbox.query("SELECT count(*) FROM menu_history")
        #expect(try sandbox.must("price-today").stderr == "Notice: no 时价 dish has a price today\n", "a reader reads it as it is")
        #expect(try sandbox.must("fees").stdout.isEmpty)
        #expect(try sandbox.must("export").stdout.contains("\"version\": 6"))
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "22", "and leaves it as it is")
        try sandbox.must("price-today", "花甲", "68/斤", "-q")
        try sandbox.must("fees", "add", "茶位费", "3/位", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(everyRow) == rows, "every row of every table schema 22 held")
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT \(entries)") == history)
        #expect(try sandbox.must("show", "花甲").lines.contains("price:    时价 · 今日 ¥68/斤"))
        for _ in 1...2 { try sandbox.must("undo", "-q") }
        #expect(try sandbox.must("fees").stdout.isEmpty && sandbox.query("SELECT count(*) FROM price_today") == "0")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
