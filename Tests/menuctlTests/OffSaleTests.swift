import Foundation
import MenuTestSupport
import Testing

/// SPEC 20: 停售 (off) beside 估清 (sold out). A dish taken off sale stays
/// off until put back: neither `restock --all` nor the day's turn brings it
/// back, it does not sell, it is not on the guests' page, and every format
/// carries it.
@Suite struct OffSaleTests {
    /// 凉菜 with 兔头 (counted 5 a day) and 鸭, 热菜 with 鱼.
    private func kitchen() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "凉菜/兔头", "凉菜/鸭", "热菜/鱼", "--price", "12", "-q")
        try sandbox.must("stock", "兔头", "5", "--daily", "-q")
        return sandbox
    }

    @Test func offAndOnSayWhatTheyChangedAndSurviveRestock() throws {
        let sandbox = try kitchen()
        #expect(try sandbox.must("off", "兔头", "热菜").stdout == "off sale 凉菜/兔头\noff sale 热菜/鱼\n")
        let again = try sandbox.must("off", "兔头")
        #expect(again.stdout == "" && again.stderr == "Notice: 凉菜/兔头 is already off sale\n")
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 凉菜
            2      兔头  off sale  12.00  剩 5
            3      鸭              12.00
            4  ▾ 热菜
            5      鱼    off sale  12.00

            """)
        #expect(try expectRefusal(sandbox, ["sell", "兔头"], status: 1).stderr == "Error: 兔头 is off sale (停售)\n")
        try sandbox.must("sold-out", "鸭", "-q")
        try sandbox.must("restock", "--all", "-q")
        #expect(try sandbox.query("SELECT group_concat(node_id) FROM dish_off_sale") == "3,6", "restock --all leaves 停售")
        #expect(try sandbox.must("list", "--available").stdout == "1  ▾ 凉菜\n2      鸭  12.00\n")
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains("鸭") && !page.contains("兔头") && !page.contains("鱼") && !page.contains("热菜"),
                "neither an off dish nor a group of only such dishes is on the guests' page")
        #expect(try sandbox.must("history", "--limit", "1", "--format", "json").stdout.contains(#""summary":"back on sale""#))
        #expect(try sandbox.must("on", "鱼").stdout == "back on sale 热菜/鱼\n")
        #expect(try sandbox.must("on", "鱼").stderr == "Notice: 热菜/鱼 is already not off sale\n")
        #expect(try sandbox.must("history", "--limit", "1", "--format", "json").stdout.contains(#""command":"menuctl on 鱼","summary":"off sale""#))
        #expect(try expectRefusal(sandbox, ["off", "烤鸭"], status: 1).stderr.hasPrefix("Error: no 烤鸭 in the menu"))
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "2")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "1")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func everyFormatCarriesItAndTheExportRoundTrips() throws {
        let sandbox = try kitchen()
        try sandbox.must("off", "兔头", "-q")
        let tsv = try sandbox.must("list", "--format", "tsv").lines
        #expect(tsv[0].hasSuffix("\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today"))
        #expect(tsv.map { String($0.split(separator: "\t", omittingEmptySubsequences: false).dropLast(5).last ?? "") } == ["off_sale", "", "1", "0", "", "0"])
        let json = try sandbox.must("list", "--format", "json").stdout
        #expect(json.contains(#""path":"凉菜/兔头","#) && json.contains(#""left":5,"daily":5,"off_sale":true,"price_list""#))
        #expect(json.components(separatedBy: #""off_sale":true"#).count == 2 && json.contains(#""off_sale":false"#)
                && json.contains(#""off_sale":null"#), "every row has the key; only the dish off sale says true, a group null")
        #expect(try sandbox.must("show", "兔头", "--format", "json").stdout.contains(#""off_sale":true"#))
        #expect(try sandbox.must("show", "兔头").stdout.contains("\nleft:     5 (5 a day)\noff sale: yes (停售)\nsold out: no\n"))
        #expect(!(try sandbox.must("show", "鸭").stdout.contains("off sale")))

        let document = try sandbox.must("export").stdout
        #expect(document.contains(#""name": "兔头""#) && document.contains(#""left": 5, "daily": 5, "off_sale": true"#))
        #expect(document.components(separatedBy: "off_sale").count == 2, "only the dish off sale says so")
        let file = try sandbox.write("menu.json", document)
        #expect(try sandbox.must("import", "--replace", file).stdout.contains("0 changed"))
        #expect(try sandbox.must("diff", file).stdout == "")
        // An older document, or one written by hand, without the key: merging keeps it; --replace puts it back on sale.
        let older = try sandbox.write("older.json", document.replacingOccurrences(of: #", "off_sale": true"#, with: ""))
        #expect(try sandbox.must("import", older).stdout.contains("0 changed"))
        #expect(try sandbox.must("diff", file).stdout == "")
        #expect(try sandbox.run(["diff", older]).stdout == "~ 凉菜/兔头  off sale no → yes\n")
        #expect(try sandbox.must("import", "--replace", older).stdout.contains("1 changed"))
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "0")
        #expect(try sandbox.must("import", file).stdout.contains("1 changed"))
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "1")
        let wrong = try sandbox.write("wrong.json", document.replacingOccurrences(of: #""off_sale": true"#, with: #""off_sale": "yes""#))
        #expect(try expectRefusal(sandbox, ["import", wrong], status: 65).stderr.contains(#"off_sale: "yes" is not true or false"#))
    }

    /// CSV carries 停售 in an `off_sale` column, written when some dish is
    /// off sale; a file without the column leaves every dish as it is.
    @Test func csvCarriesOffSaleWhenTheMenuHasIt() throws {
        let sandbox = try kitchen()
        #expect(!(try sandbox.must("export", "--format", "csv").stdout.contains("off_sale")), "no dish is off sale")
        try sandbox.must("off", "兔头", "-q")
        let csv = try sandbox.must("export", "--format", "csv").stdout
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0].hasSuffix(",hours,off_sale"), "\(lines[0])")
        #expect(lines[1].hasPrefix("凉菜,group,") && lines[1].hasSuffix(","))
        #expect(lines[2].hasPrefix("凉菜/兔头,item,12.00,") && lines[2].hasSuffix(",1"))
        #expect(lines[3].hasPrefix("凉菜/鸭,item,12.00,") && lines[3].hasSuffix(",0"))
        let file = try sandbox.write("menu.csv", csv)
        #expect(try sandbox.must("import", "--replace", file).stdout.contains("0 changed"))
        #expect(try sandbox.must("diff", file).stdout == "")

        // Into a new menu: the dish comes off sale there too.
        let copy = Sandbox()
        #expect(try copy.must("import", try copy.write("menu.csv", csv)).status == 0)
        #expect(try copy.query("SELECT group_concat(m.name) FROM dish_off_sale JOIN menu_node AS m ON m.id = node_id") == "兔头")

        // A file without the column, even with --replace, leaves 停售 alone.
        let plain = try sandbox.write("plain.csv", "path,price\r\n凉菜/兔头,12.00\r\n")
        #expect(try sandbox.must("import", "--replace", plain).status == 0)
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "1")
        // A column that says 0 puts it back on sale; a group's field must be empty.
        let back = try sandbox.write("back.csv", "path,off_sale\r\n凉菜/兔头,0\r\n")
        #expect(try sandbox.must("import", back).stdout.contains("1 changed"))
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "0")
        let before = try sandbox.dump()
        let wrong = try sandbox.write("wrong.csv", "path,kind,off_sale\r\n凉菜,group,1\r\n")
        let refused = try sandbox.run(["import", wrong])
        #expect(refused.status == 65 && refused.stderr.contains("wrong.csv:2: Error: off_sale: a group is never off sale itself"), "\(refused)")
        #expect(try sandbox.dump() == before)
    }

    @Test func checkReportsAndRepairsWhatAnotherProgramWrote() throws {
        let sandbox = try kitchen()
        try sandbox.must("off", "鸭", "-q")
        try sandbox.query("""
            PRAGMA foreign_keys = OFF; DROP TRIGGER dish_off_sale_is_a_dish;
            INSERT INTO dish_off_sale VALUES (2), (999);
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1 && check.stdout == """
            #2 '凉菜': off sale, a group: only dishes are taken off sale
            #999: off sale, a node that is not in the file
            the trigger dish_off_sale_is_a_dish: missing or changed, so the file no longer keeps what it makes sure of

            """)
        #expect(try sandbox.must("check", "--repair").stdout == """
            #2 '凉菜': off sale removed
            #999: off sale removed
            the trigger dish_off_sale_is_a_dish: made again as the migrations make it
            no problems left: 2 groups, 3 dishes

            """)
        #expect(try sandbox.query("SELECT group_concat(node_id) FROM dish_off_sale") == "4")
    }

    @Test(.enabled(if: FakeClock.isInstalled, "needs faketime (scripts/setup installs it)"))
    func theDaysTurnLeavesADishOffSale() throws {
        let sandbox = Sandbox()
        try sandbox.must(at: "2026-12-02 12:00:00", "add-item", "兔头", "鸭", "--price", "12", "-q")
        try sandbox.must(at: "2026-12-02 12:00:00", "off", "兔头", "-q")
        try sandbox.must(at: "2026-12-02 12:00:00", "sold-out", "鸭", "-q")
        #expect(try sandbox.run(at: "2026-12-03 06:00:00", ["list"]).stdout == "1    兔头  off sale  12.00\n2    鸭              12.00\n")
        try sandbox.must(at: "2026-12-03 06:01:00", "expand", "--all", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM dish_off_sale") == "1")
        #expect(try sandbox.query("SELECT count(*) FROM menu_history WHERE command LIKE '(business day %'") == "1")
    }

    /// SPEC 22: a store may take head office's dishes off sale and sell
    /// them out, and head office's next file leaves both as they are.
    @Test func aStoreUsesBothOnHeadOfficesDishes() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        #expect(try sandbox.must("--db", store, "off", "宫保鸡丁").stdout == "off sale 主菜/宫保鸡丁\n")
        #expect(try sandbox.must("--db", store, "sold-out", "回锅肉").stdout == "sold out 主菜/回锅肉\n")
        try sandbox.must("edit", "宫保鸡丁", "--price", "40", "-q")
        try sandbox.must("off", "油条", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        let list = try sandbox.must("--db", store, "list").stdout
        #expect(list.contains("宫保鸡丁  off sale  40.00") && list.contains("sold out"), "\(list)")
        #expect(try SQLiteShell.query(store, "SELECT group_concat(node_id) FROM dish_off_sale") == "4",
                "head office's own 停售 stays head office's, as its sold-out does")
        try sandbox.must("--db", store, "on", "宫保鸡丁", "-q")
        #expect(try SQLiteShell.query(store, "SELECT count(*) FROM dish_off_sale") == "0")
    }
}
