import Testing
import MenuTestSupport

/// A batch's plain `add-item` lines into one group go in 64 rows a
/// statement (issue 54); each line must still say what it says alone: its
/// own report, its own error at its own place, the same entry.
@Suite struct BatchDishRunTests {
    /// 1,500 dishes, many runs, between groups and a command that changes
    /// a dish made before.
    private var script: String {
        (["add-group 主菜 小吃"] + (1...1000).map { "add-item 菜\($0) --in 主菜 --price \($0).50" }
            + ["add-item 花生 --in 小吃", "sold-out 酒水/啤酒"]
            + (1001...1500).map { "add-item 菜\($0) --in 主菜" } + [""]).joined(separator: "\n")
    }

    @Test func eachDishIsReportedAndPlacedAsItsLineAlone() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "酒水")
        try sandbox.must("add-item", "啤酒", "--in", "酒水")
        let outcome = try sandbox.run(["batch"], stdin: script)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.lines.contains("added 主菜/菜1 (#6)"))
        #expect(outcome.lines.contains("added 主菜/菜1000 (#1005)"))
        #expect(outcome.lines.contains("added 小吃/花生 (#1006)"))
        #expect(outcome.lines.last == "added 主菜/菜1500 (#1506)")
        #expect(try sandbox.query("SELECT group_concat(position, ',') FROM (SELECT position FROM menu_node WHERE parent_id = 4 ORDER BY id)")
                == (0..<1500).map(String.init).joined(separator: ","))
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '菜64'") == "6450")
        #expect(try sandbox.query("SELECT summary FROM menu_history ORDER BY id DESC LIMIT 1")
                == "+1501 dishes, +2 groups, sold out")
        // The search keys of every bucket are what its names make.
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// An entry of new nodes alone is counted from the changeset's bytes.
    @Test func anEntryOfNewDishesAloneIsSummedUpTheSame() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch"], stdin: (["add-group 主菜"] + (1...2000).map { "add-item 菜\($0) --in 主菜" } + [""]).joined(separator: "\n"))
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.query("SELECT summary FROM menu_history ORDER BY id DESC LIMIT 1") == "+2000 dishes, +1 group")
        #expect(try sandbox.run(["undo", "-q"]).status == 0)
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "1")
    }

    @Test func aDishNamedTwiceInARunFailsAtItsOwnLine() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "酒水")
        let before = try sandbox.dump()
        let outcome = try sandbox.run(["batch"], stdin: """
            add-group 主菜
            add-item 菜1 --in 主菜
            add-item 菜2 --in 主菜
            add-item 菜1 --in 主菜
            add-item 菜3 --in 主菜

            """)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.hasPrefix("-:4: Error: "), "\(outcome)")
        #expect(outcome.stderr.contains("主菜/菜1 already exists"), "\(outcome)")
        #expect(try sandbox.dump() == before)
    }

    @Test func aPlainLineWithAMistakeIsReadByTheParser() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch"], stdin: """
            add-group 主菜
            add-item 菜1 --in 主菜 --price 3x

            """)
        #expect(outcome.status == 65, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("-:2: Error: '3x' is not an amount"), "\(outcome)")
    }
}
