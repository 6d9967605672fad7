import Foundation
import Testing
import MenuTestSupport

/// Small promises a new user checks first (issue 11 item 7, issue 18 items 4 and 8).
@Suite struct SmallPromisesTests {
    @Test func collapsingADishGivesTheDishNotice() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        for command in ["collapse", "expand", "toggle"] {
            let outcome = try sandbox.must(command, "主菜/宫保鸡丁")
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr == "Notice: 主菜/宫保鸡丁 is a dish; it has nothing to expand or collapse\n", "\(command)")
        }
    }

    @Test func anAmountEndingInAPointSaysHowToWriteOne() throws {
        let outcome = try expectRefusal(Sandbox(), ["add-item", "x", "--price", "12."], status: 64)
        #expect(outcome.stderr.hasPrefix("Error: '12.' is not an amount (write it like 38, 38.5 or ¥38.50)\n"))
    }

    @Test func anEditThatChangesNothingSaysSoTheSameWayForNameAndPrice() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "--price", "38")
        let before = try sandbox.dump()
        for arguments in [["--price", "38"], ["--name", "宫保鸡丁"], ["--name", "宫保鸡丁", "--price", "38.00"]] {
            let outcome = try sandbox.must(["edit", "宫保鸡丁"] + arguments)
            #expect(outcome.stdout.isEmpty, "\(arguments)")
            #expect(outcome.stderr == "Notice: nothing changed: 宫保鸡丁 already is as asked\n", "\(arguments)")
        }
        #expect(try sandbox.dump() == before)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let sandbox = Sandbox()
        let bom = "\u{FEFF}"
        let script = try sandbox.write("bom.menuctl", bom + "add-group 主菜\nadd-item 宫保鸡丁 --in 主菜\n")
        try sandbox.must("batch", script)
        let document = try sandbox.write("bom.json", bom + #"{"menu": [{"kind": "item", "name": "回锅肉"}]}"#)
        try sandbox.must("import", document)
        #expect(try sandbox.query("SELECT group_concat(name, ',') FROM menu_node WHERE kind <> 'root'") == "主菜,宫保鸡丁,回锅肉")
    }

    @Test func aNumberPriceSaysWhichFormsAreAccepted() throws {
        let sandbox = Sandbox()
        let document = try sandbox.write("n.json", #"{"menu": [{"kind": "item", "name": "回锅肉", "price": 38.5}]}"#)
        let outcome = try expectRefusal(sandbox, ["import", document], status: 65)
        #expect(outcome.stderr.contains("menu[0].price: 38.5 is not an amount; write {\"amount\": 3850, \"currency\": \"CNY\"} (in fen) or a string such as \"38.50\""), "\(outcome)")
    }

    @Test func runawayInputStopsAtOnce() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        let before = try sandbox.dump()
        let zero = try sandbox.shell("timeout 20 \"$MENUCTL\" batch /dev/zero")
        #expect(zero.status == 65 && zero.stderr == "/dev/zero:1: Error: the line is longer than 1 MiB\n", "\(zero)")
        let long = try sandbox.shell("head -c 1100000 /dev/zero | tr '\\\\0' x | sed 's/^/add-item /' | timeout 20 \"$MENUCTL\" batch -")
        #expect(long.status == 65 && long.stderr.hasPrefix("-:1: Error: the line is longer than 1 MiB"), "\(long)")
        #expect(try sandbox.dump() == before)
    }

    @Test func idsAreWrittenInDigitsOnly() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁")
        for target in ["#+2", "#-2", "#0x2", "# 2", "#"] {
            _ = try expectRefusal(sandbox, ["remove", target], status: 64)
        }
    }

    @Test func aRowTooLargeToHoldIsPastTheEndAsTyped() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        let outcome = try expectRefusal(sandbox, ["toggle", "--row", "99999999999999999999"], status: 1)
        #expect(outcome.stderr == "Error: there is no row 99999999999999999999: the menu shows 1 row\n")
        for row in ["+1", "0", "-1", "1.5"] {
            _ = try expectRefusal(sandbox, ["toggle", "--row", row], status: 64)
        }
    }

    @Test func aMistypedCommandInABatchGetsItsSuggestion() throws {
        let outcome = try Sandbox().run(["batch"], stdin: "lsit\n")
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "-:1: Error: Unknown subcommand 'lsit'\ndid you mean 'list'?\n")
    }

    @Test func removingThousandsOfDishesKeepsPositionsDense() throws {
        let sandbox = Sandbox()
        let lines = ["add-group 主菜"] + (1...3_000).map { "add-item 菜\($0) --in 主菜" }
        try sandbox.must("batch", try sandbox.write("many.menuctl", lines.joined(separator: "\n")))
        let removed = (1...3_000).filter { $0 % 3 != 0 }.map { "主菜/菜\($0)" }
        let outcome = try sandbox.run(["remove", "-q"] + removed)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.query("SELECT count(*), min(position), max(position) FROM menu_node WHERE parent_id = 2") == "1000|0|999")
        #expect(try sandbox.query("SELECT group_concat(name, ',') FROM (SELECT name FROM menu_node WHERE parent_id = 2 ORDER BY position LIMIT 3)") == "菜3,菜6,菜9")
    }
}

extension Sandbox {
    @discardableResult
    func must(_ words: [String]) throws -> Outcome {
        let outcome = try run(words)
        #expect(outcome.status == 0, "menuctl \(words.joined(separator: " ")) failed: \(outcome)")
        return outcome
    }
}
