import Testing
import MenuTestSupport

/// A batch remembers the groups its lines add into (issue 35): by path,
/// and the last one named. Each line must still find what it would find
/// run alone, after lines that rename, move or remove that group.
@Suite struct BatchGroupMemoryTests {
    /// The parent of each dish named, by name.
    private func parents(_ sandbox: Sandbox, _ dishes: [String]) throws -> [String] {
        try dishes.map { dish in
            try sandbox.query("SELECT p.id || ' ' || p.name FROM menu_node AS d JOIN menu_node AS p ON p.id = d.parent_id WHERE d.name = '\(dish)'")
        }
    }

    @Test func aRenamedGroupIsNotTheOneItsOldNameNames() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch"], stdin: """
            add-group 主菜
            add-item 宫保鸡丁 --in 主菜
            add-item 回锅肉 --in 主菜
            edit 主菜 --name 热菜
            add-item 鱼香肉丝 --in 热菜
            add-group 主菜
            add-item 麻婆豆腐 --in 主菜

            """)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.lines.suffix(3) == ["added 热菜/鱼香肉丝 (#5)", "added group 主菜 (#6)", "added 主菜/麻婆豆腐 (#7)"])
        #expect(try parents(sandbox, ["宫保鸡丁", "回锅肉", "鱼香肉丝", "麻婆豆腐"]) == ["2 热菜", "2 热菜", "2 热菜", "6 主菜"])
    }

    @Test func aMovedGroupIsFoundAtItsNewPathOnly() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch"], stdin: """
            add-group 酒水 小吃
            add-item 花生 --in 小吃
            move 小吃 --to 酒水
            add-item 毛豆 --in 酒水/小吃
            add-group 小吃
            add-item 凉粉 --in 小吃

            """)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.lines.contains("added 酒水/小吃/毛豆 (#5)"))
        #expect(outcome.lines.last == "added 小吃/凉粉 (#7)")
        #expect(try parents(sandbox, ["花生", "毛豆", "凉粉"]) == ["3 小吃", "3 小吃", "6 小吃"])
        #expect(try sandbox.query("SELECT parent_id FROM menu_node WHERE id = 3").hasPrefix("2"))
    }

    @Test func aRemovedGroupIsMissingToTheLinesAfter() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "酒水")
        let before = try sandbox.dump()
        let outcome = try sandbox.run(["batch"], stdin: """
            add-group 小吃
            add-item 花生 --in 小吃
            remove 小吃 --recursive
            add-item 毛豆 --in 小吃

            """)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("-:4: Error: no 小吃 in the menu"), "\(outcome)")
        #expect(outcome.stdout.isEmpty)
        #expect(try sandbox.dump() == before)
    }

    /// `--in 白酒` names 酒水/白酒 by the end of its path: every line says
    /// the whole path, as the command run alone does, and once a 白酒 stands
    /// at the top, `--in 白酒` names that one.
    @Test func aGroupNamedByItsEndIsReportedByItsPath() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch"], stdin: """
            add-group 酒水 酒水/白酒
            add-item 茅台 --in 白酒
            add-item 五粮液 --in 白酒
            add-group 白酒
            add-item 汾酒 --in 白酒

            """)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.lines.suffix(4) == [
            "added 酒水/白酒/茅台 (#4)", "added 酒水/白酒/五粮液 (#5)", "added group 白酒 (#6)", "added 白酒/汾酒 (#7)",
        ])
        #expect(try parents(sandbox, ["茅台", "五粮液", "汾酒"]) == ["3 白酒", "3 白酒", "6 白酒"])
    }
}
