import Foundation
import Testing

/// SPEC 2 targets and SPEC 4 paths, as a manager types them.
@Suite struct TargetTests {
    private func nestedMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "热菜/川味小炒/宫保鸡丁", "--price", "38")
        try sandbox.must("add-item", "-p", "热菜/川味小炒/回锅肉", "凉菜/回锅肉", "酒水/白酒/茅台")
        return sandbox
    }

    @Test func aUniqueEndOfAPathNamesTheNode() throws {
        let sandbox = try nestedMenu()
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.contains("path:     热菜/川味小炒/宫保鸡丁"))
        #expect(try sandbox.must("show", "白酒/茅台").stdout.contains("path:     酒水/白酒/茅台"))
        try sandbox.must("edit", "宫保鸡丁", "--price", "42")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '宫保鸡丁'") == "4200")
    }

    @Test func anEndSeveralPathsShareIsRefusedListingThem() throws {
        let sandbox = try nestedMenu()
        let outcome = try expectRefusal(sandbox, ["remove", "回锅肉"], status: 1)
        #expect(outcome.stderr == """
            Error: 回锅肉 names 2 entries; give one of these paths:
              热菜/川味小炒/回锅肉
              凉菜/回锅肉

            """)
    }

    @Test func aTypoOnTheWayMakesNoGroup() throws {
        let sandbox = try nestedMenu()
        let typo = try expectRefusal(sandbox, ["add-item", "酒水/白洒/五粮液"], status: 1)
        #expect(typo.stderr.hasPrefix("Error: no 酒水/白洒 in the menu\ndid you mean 酒水/白酒?\n"), "\(typo)")
        #expect(typo.stderr.hasSuffix("a name cannot hold '/', which separates the groups on a path\n"), "\(typo)")
        let batch = try sandbox.write("typo.menuctl", "add-item 酒水/白洒/五粮液\n")
        let before = try sandbox.dump()
        let failed = try sandbox.run(["batch", batch])
        #expect(failed.status == 65 && failed.stderr.hasPrefix("\(batch):1: Error: no 酒水/白洒 in the menu"), "\(failed)")
        #expect(try sandbox.dump() == before)
        #expect(try sandbox.must("add-item", "酒水/白洒/五粮液", "-p").lines == ["added group 酒水/白洒 (#11)", "added 酒水/白洒/五粮液 (#12)"])
    }

    @Test func aMissingTargetSuggestsFullPathsForAnEnd() throws {
        let sandbox = try nestedMenu()
        let outcome = try expectRefusal(sandbox, ["show", "宫保鸡叮"], status: 1)
        #expect(outcome.stderr == "Error: no 宫保鸡叮 in the menu\ndid you mean 热菜/川味小炒/宫保鸡丁?\n")
    }

    /// A long typo in a write is looked up after the write lock is released;
    /// here only that it answers, and answers nothing silly.
    @Test func aLongTypoIsAnsweredWithoutASuggestion() throws {
        let sandbox = try nestedMenu()
        let outcome = try expectRefusal(sandbox, ["remove", String(repeating: "菜", count: 90)], status: 1)
        #expect(!outcome.stderr.contains("did you mean"))
    }

    /// SPEC 1: after a read-only command the folder holds what it held.
    @Test func readersLeaveNoFileBehind() throws {
        let sandbox = try nestedMenu()
        #expect(try sandbox.query("PRAGMA journal_mode") == "wal")
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
        #expect(before == ["menu.db"], "\(before)")
        for arguments in [["list"], ["list", "--all", "--format", "json"], ["show", "宫保鸡丁"], ["export"], ["info"], ["check"]] {
            #expect(try sandbox.run(arguments).status == 0, "\(arguments)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == before, "\(arguments)")
        }
    }

    @Test func theDepthLimitHoldsForEveryWayIn() throws {
        let sandbox = Sandbox()
        let deepest = (1...32).map { "g\($0)" }.joined(separator: "/")
        try sandbox.must("add-group", "-p", deepest)
        let before = try sandbox.dump()
        let tooDeep = try expectRefusal(sandbox, ["add-item", deepest + "/dish"], status: 1)
        #expect(tooDeep.stderr.contains("33 levels deep; a menu is at most 32"), "\(tooDeep)")
        let script = try sandbox.write("deep.menuctl", "add-item '\(deepest)/dish'\n")
        let batch = try sandbox.run(["batch", script])
        #expect(batch.status == 65 && batch.stderr.hasPrefix("\(script):1: Error: "), "\(batch)")
        #expect(try sandbox.dump() == before)
        try sandbox.must("add-group", "-p", "other/inner")
        let move = try expectRefusal(sandbox, ["move", "other", "--to", (1...31).map { "g\($0)" }.joined(separator: "/")], status: 1)
        #expect(move.stderr.contains("deeper than 32 levels"), "\(move)")
        var nested = "{\"kind\": \"item\", \"name\": \"dish\"}"
        for level in (1...33).reversed() { nested = "{\"kind\": \"group\", \"name\": \"n\(level)\", \"children\": [\(nested)]}" }
        let document = try sandbox.write("deep.json", "{\"menu\": [\(nested)]}")
        let imported = try expectRefusal(sandbox, ["import", document], status: 65)
        #expect(imported.stderr.contains("deeper than 32 levels"), "\(imported)")
        #expect(try sandbox.dump() != before)  // other/inner was added above
        let huge = try expectRefusal(sandbox, ["add-group", (1...20_000).map { "x\($0)" }.joined(separator: "/")], status: 1)
        #expect(huge.stderr.contains("20000 levels deep"), "\(huge)")
    }
}

/// SPEC 4: `list GROUP` lists what is under GROUP as if it were the whole menu.
@Suite struct ListGroupTests {
    @Test func rowsAndDepthCountFromTheGroupAndPathsStayFull() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        try sandbox.must("collapse", "酒水")  // the group's own state does not matter
        #expect(try sandbox.must("list", "酒水", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t19\t0\titem\t\t酒水/青岛啤酒\t8.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            2\t20\t0\titem\t\t酒水/王老吉\t6.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            3\t21\t0\titem\t\t酒水/酸梅汤\t8.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            4\t22\t0\tgroup\t0\t酒水/白酒\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t

            """)
        #expect(try sandbox.must("list", "白酒", "--all").stdout == "1    五粮液  1280.00\n2    剑南春   468.00\n")
        #expect(try sandbox.must("list", "/").stdout == sandbox.must("list").stdout, "/ is the whole menu")
        let dish = try expectRefusal(sandbox, ["list", "主菜/宫保鸡丁"], status: 1)
        #expect(dish.stderr.hasPrefix("Error: 主菜/宫保鸡丁 is a dish, not a group"))
        _ = try expectRefusal(sandbox, ["list", "主采"], status: 1)
    }
}

/// Issue 10: a stored name is never re-checked as if typed, so the node a
/// user most needs to fix, one another program named badly, can be renamed.
@Suite struct BadlyNamedNodeTests {
    @Test func aNodeNamedWithAControlCharacterIsShownEscapedAndCanBeRenamed() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        _ = try sandbox.query("UPDATE menu_node SET name = '宫保' || char(27) || '[2J' WHERE id = 3")
        let shown = "宫保\\u{1B}[2J"
        #expect(try sandbox.must("list").stdout.contains(shown))
        #expect(try sandbox.must("list", "--format", "tsv").stdout.contains("主菜/" + shown))
        #expect(try sandbox.must("list", "--json").stdout.contains("宫保\\u001b[2J"))
        #expect(try sandbox.must("export").stdout.contains("宫保\\u001b[2J"))
        #expect(try sandbox.must("show", "#3").stdout.contains("name:     " + shown))
        for output in try [sandbox.must("list").stdout, sandbox.must("show", "#3").stdout] {
            #expect(!output.utf8.contains(0x1B), "no raw escape reaches the terminal")
        }
        let renamed = try sandbox.must("edit", "#3", "--name", "宫保鸡丁")
        #expect(renamed.stdout == "renamed 主菜/\(shown) to 主菜/宫保鸡丁\n")
        #expect(try sandbox.query("SELECT name FROM menu_node WHERE id = 3") == "宫保鸡丁")
    }
}
