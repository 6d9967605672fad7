import Foundation
import Testing
import MenuTestSupport

@Suite struct CoreCommandTests {
    private func seed(_ sandbox: Sandbox) throws {
        try sandbox.run(["add-group", "主菜"])
        try sandbox.run(["add-item"] + seedMainCourses + ["--in", "主菜"])
        try sandbox.run(["add-group", "早餐"])
        try sandbox.run(["add-item"] + seedBreakfast + ["--in", "早餐"])
    }

    private func rowCount(_ sandbox: Sandbox) throws -> Int {
        try sandbox.must("list").lines.count
    }

    @Test func theSeedsScenarioGivesTheSeedsRows() throws {
        let sandbox = Sandbox()
        try seed(sandbox)
        #expect(try rowCount(sandbox) == 16)
        let toggled = try sandbox.must("toggle", "主菜")
        #expect(toggled.stdout == "collapsed 主菜\n")
        #expect(try rowCount(sandbox) == 7)
        try sandbox.must("add-group", "酒水")
        #expect(try rowCount(sandbox) == 8)
        let last = try sandbox.must("list", "--format", "json").lines.dropLast().last ?? ""
        #expect(last.contains(#""kind":"group","name":"酒水","path":"酒水","expanded":true,"children":0,"price":null"#))
        try sandbox.must("toggle", "--row", "2")
        #expect(try sandbox.must("list", "--format", "tsv").lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(5).first.map(String.init) ?? "" }
                == ["path", "主菜", "早餐", "酒水"])
    }

    @Test func addReportsEachNewNodeWithItsID() throws {
        let sandbox = Sandbox()
        let group = try sandbox.must("add-group", "主菜")
        #expect(group.stdout == "added group 主菜 (#2)\n")
        #expect(try sandbox.must("add-item", "-p", "宫保鸡丁", "--in", "主菜").stdout == "added 主菜/宫保鸡丁 (#3)\n")
        #expect(try sandbox.must("add-item", "回锅肉", "--in", "主菜", "-q").stdout == "")
        #expect(try sandbox.must("--quiet", "add-group", "早餐").stdout == "")
    }

    @Test func jsonRowsCarryEveryKey() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38")
        let json = try sandbox.must("list", "--json").stdout
        let rows = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
        #expect(rows.count == 2)
        #expect(rows[0]["row"] as? Int == 1 && rows[0]["id"] as? Int == 2 && rows[0]["depth"] as? Int == 0)
        #expect(rows[0]["kind"] as? String == "group" && rows[0]["expanded"] as? Bool == true)
        #expect(rows[0]["children"] as? Int == 1 && rows[0]["price"] is NSNull)
        #expect(rows[1]["kind"] as? String == "item" && rows[1]["path"] as? String == "主菜/宫保鸡丁")
        #expect(rows[1]["expanded"] is NSNull && rows[1]["children"] is NSNull)
        let price = rows[1]["price"] as? [String: Any]
        #expect(price?["amount"] as? Int == 3800 && price?["currency"] as? String == "CNY")
        for row in rows {
            #expect(Set(row.keys) == ["row", "id", "depth", "kind", "name", "path", "expanded", "children", "price", "sold_out", "hours",
                                     "description", "spice", "tags", "translations", "sizes", "unit", "market_price",
                                     "left", "daily", "off_sale", "price_list", "box_fee", "min_order", "allergens", "diets", "slots", "choices", "description_translations", "station", "photo", "kcal", "portion", "price_today"])
        }
    }

    @Test func tsvHasItsHeaderAndTextHasMarkers() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        try sandbox.must("add-group", "早餐", "--collapsed")
        try sandbox.must("add-item", "担担面", "--in", "早餐")
        #expect(try sandbox.must("list", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t2\t0\tgroup\t1\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t3\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            3\t4\t0\tgroup\t0\t早餐\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t

            """)
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 主菜
            2      宫保鸡丁  38.00
            3  ▸ 早餐 (1)

            """)
    }

    @Test func nestedGroupsAndAllIgnoringCollapse() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "酒水")
        try sandbox.must("add-item", "-p", "酒水/白酒/五粮液", "--price", "¥1280.5")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '五粮液'") == "128050")
        try sandbox.must("collapse", "--all")
        #expect(try sandbox.must("list").lines.count == 1)
        #expect(try sandbox.must("list", "--all").lines.count == 3)
        #expect(try sandbox.must("list", "--all", "--ids").lines.last?.contains("#4") == true)
        try sandbox.must("expand", "酒水", "#3")
        #expect(try sandbox.must("list").lines.count == 3)
    }

    @Test func togglingADishSucceedsAndChangesNothing() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        let before = try sandbox.dump()
        let outcome = try sandbox.menuctl("toggle", "主菜/宫保鸡丁")
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("dish"))
        #expect(try sandbox.dump() == before)
    }

    @Test func toggleRowPastTheEndIsRefused() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        let outcome = try expectRefusal(sandbox, ["toggle", "--row", "3"], status: 1)
        #expect(outcome.stderr.contains("2 rows"))
        _ = try expectRefusal(sandbox, ["toggle", "--row", "0"], status: 64)
        _ = try expectRefusal(sandbox, ["toggle", "--row", "x"], status: 64)
    }

    @Test func menuctlAlonePrintsHelp() throws {
        let outcome = try Sandbox().menuctl()
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
        #expect(outcome.stdout.contains("SUBCOMMANDS:"))
        #expect(outcome.stderr.isEmpty)
    }

    @Test func usageErrorsExit64WithNothingOnStdout() throws {
        let sandbox = Sandbox()
        let unknown = try sandbox.menuctl("frobnicate")
        #expect(unknown.status == 64 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("Error: Unknown subcommand 'frobnicate'\n"))
        let missing = try sandbox.menuctl("add-item", "--in", "主菜")
        #expect(missing.status == 64 && missing.stdout.isEmpty)
        #expect(missing.stderr == """
            Error: Missing expected argument '<name> ...'
            Usage: menuctl add-item <name> ... [<options>]
              See 'menuctl add-item --help' for more information.

            """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func listOnAMissingDatabasePrintsNothingAndCreatesNothing() throws {
        let sandbox = Sandbox()
        for format in ["text", "tsv", "json"] {
            let outcome = try sandbox.menuctl("list", "--format", format)
            // SPEC 1: it says there is no menu yet, on stderr.
            #expect(outcome.status == 0 && outcome.stderr == "Notice: no menu at \(sandbox.database) yet\n")
        }
        #expect(try sandbox.menuctl("list").stdout.isEmpty)
        #expect(try sandbox.menuctl("info").stdout.contains("exists:         no"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func aFailedFirstCommandLeavesNoFileBehind() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.menuctl("toggle", "主菜").status == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
        // Nor the folders it made for the file; the first success makes them.
        // Only the default location's folders are made (SPEC 1).
        let nested = sandbox.folder + "/a/b/menuctl/menu.db"
        let defaultLocation: [String: String?] = ["MENUCTL_DB": nil, "XDG_DATA_HOME": sandbox.folder + "/a/b"]
        #expect(try sandbox.run(["toggle", "主菜"], environment: defaultLocation).status == 1)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/a"))
        #expect(try sandbox.run(["add-group", "主菜"], environment: defaultLocation).status == 0)
        #expect(FileManager.default.fileExists(atPath: nested))
    }

    @Test func theDatabaseIsChosenByOptionThenEnvironmentThenXDG() throws {
        let sandbox = Sandbox()
        let f = sandbox.folder
        func add(_ name: String, _ arguments: [String], _ environment: [String: String?]) throws {
            let outcome = try sandbox.run(["add-group", name] + arguments, environment: environment)
            #expect(outcome.status == 0, "\(outcome)")
        }
        try add("a", ["--db", f + "/option.db"], ["MENUCTL_DB": f + "/env.db", "XDG_DATA_HOME": f + "/xdg"])
        try add("b", [], ["MENUCTL_DB": f + "/env.db", "XDG_DATA_HOME": f + "/xdg"])
        try add("c", [], ["MENUCTL_DB": nil, "XDG_DATA_HOME": f + "/xdg"])
        try add("d", [], ["MENUCTL_DB": nil, "XDG_DATA_HOME": "relative/xdg"])
        try add("e", [], ["MENUCTL_DB": "", "XDG_DATA_HOME": ""])
        // --db after the subcommand works as well as before it.
        let after = try sandbox.run(["list", "--db", f + "/option.db"])
        #expect(after.stdout.contains("a"))
        #expect(try sandbox.run(["--db", f + "/env.db", "list"]).stdout.contains("b"))
        #expect(try sandbox.run(["list"], environment: ["MENUCTL_DB": nil, "XDG_DATA_HOME": f + "/xdg"]).stdout.contains("c"))
        let home = try sandbox.run(["list"], environment: ["MENUCTL_DB": nil])
        #expect(home.lines.count == 2 && home.stdout.contains("d") && home.stdout.contains("e"))
        #expect(FileManager.default.fileExists(atPath: f + "/home/.local/share/menuctl/menu.db"))
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUntouched() throws {
        let sandbox = Sandbox()
        let text = String(repeating: "宫保鸡丁 38\n", count: 200)
        try text.write(toFile: sandbox.database, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))
        for arguments in [["add-group", "酒水"], ["list"], ["toggle", "主菜"]] {
            let outcome = try sandbox.run(arguments)
            #expect(outcome.status == 74, "\(arguments): \(outcome)")
            #expect(outcome.stderr.hasPrefix("Error: ") && outcome.stdout.isEmpty)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.database)) == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database + "-wal"))
    }

    @Test func versionAndHelpGoToStdout() throws {
        let sandbox = Sandbox()
        let version = try sandbox.menuctl("--version")
        #expect(version.status == 0 && version.stdout == "0.1.0\n")
        for arguments in [["help", "add-item"], ["add-item", "--help"], ["add-item", "-h"]] {
            let outcome = try sandbox.run(arguments)
            #expect(outcome.status == 0 && outcome.stdout.hasPrefix("OVERVIEW: Add dishes"))
        }
    }
}

@Suite struct TextListWidthTests {
    /// In a text list of mixed Chinese and Latin names, every price ends at
    /// the same display column (a CJK character takes two).
    @Test func pricesEndAtTheSameDisplayColumn() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/Kung Pao Chicken", "--price", "38")
        try sandbox.must("add-item", "-p", "酒水/Coca Cola", "酒水/青岛 Beer", "酒水/ＡＢ全角", "--price", "5.5")
        try sandbox.must("add-item", "-p", "酒水/白酒/五粮液", "--price", "1280")
        let lines = try sandbox.must("list", "--ids").lines.filter { $0.hasSuffix("0") }
        #expect(lines.count == 6)
        let widths = Set(lines.map(displayWidth))
        #expect(widths.count == 1, "\(lines)")
    }

    private func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            return width + (wide ? 2 : 1)
        }
    }
}

@Suite struct ExpansionCommandTests {
    @Test func expandAndCollapseSetTheStateAndSayWhatChanged() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "早餐/担担面")
        #expect(try sandbox.must("collapse", "主菜").stdout == "collapsed 主菜\n")
        #expect(try sandbox.must("collapse", "主菜").stdout == "主菜 was already collapsed\n")
        #expect(try sandbox.must("collapse", "--all").stdout == "collapsed 1 group\n")
        #expect(try sandbox.must("expand", "--all").stdout == "expanded 2 groups\n")
        let before = try sandbox.dump()
        let dish = try sandbox.menuctl("expand", "主菜/宫保鸡丁")
        #expect(dish.status == 0 && dish.stdout.isEmpty && dish.stderr.contains("is a dish"))
        #expect(try sandbox.dump() == before)
        _ = try expectRefusal(sandbox, ["expand"], status: 64)
        _ = try expectRefusal(sandbox, ["collapse", "主菜", "--all"], status: 64)
    }

    @Test func toggleRowsActOnTheRowsAsTheyStoodAtTheStart() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "早餐/担担面")
        // Rows 1 and 3 are 主菜 and 早餐 before 主菜 collapses.
        #expect(try sandbox.must("toggle", "--row", "1", "--row", "3").stdout == "collapsed 主菜\ncollapsed 早餐\n")
        _ = try expectRefusal(sandbox, ["toggle", "主菜", "--row", "1"], status: 64)
    }

    @Test func otherUsageErrors() throws {
        let sandbox = Sandbox()
        _ = try expectRefusal(sandbox, ["help", "frobnicate"], status: 64)
        _ = try expectRefusal(sandbox, ["--generate-completion-script", "powershell"], status: 64)
        _ = try expectRefusal(sandbox, ["list", "--db", ""], status: 64)
    }
}
