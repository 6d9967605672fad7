import Foundation
import MenuTestSupport
import Testing

/// `diff` says a set meal's slots changed (SPEC 19, 23): a field of the
/// export document like any other, one `~` line with both values.
@Suite struct DiffSetMealTests {
    @Test func aSlotChangeIsOneLineOfTheSet() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "--price", "38", "-q")
        try sandbox.must("add-set", "午市套餐", "--in", "主菜", "--price", "40", "-q")
        try sandbox.must("slot", "add", "午市套餐", "热菜", "--pick", "1", "宫保鸡丁", "回锅肉=+2", "-q")
        try sandbox.must("slot", "edit", "午市套餐", "热菜", "--no-dish", "回锅肉", "-q")
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))
        let diff = try sandbox.run(["diff", "--as-of", "3"])
        #expect(diff.status == 1 && diff.stderr.isEmpty, "\(diff)")
        #expect(diff.stdout == """
            ~ 主菜/午市套餐  slots 热菜 pick 1 of 主菜/宫保鸡丁, 主菜/回锅肉 +2.00 → 热菜 pick 1 of 主菜/宫保鸡丁

            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.database)) == before)
    }

    /// A timed sold-out is said in local time, as `history` says when, not
    /// as the seconds the document keeps.
    @Test func aTimedSoldOutIsSaidInLocalTime() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("sold-out", "宫保鸡丁", "--until", "17:00", "-q")
        let diff = try sandbox.run(["diff", "--as-of", "1"])
        #expect(diff.status == 1 && diff.stderr.isEmpty, "\(diff)")
        let line = diff.lines.first { $0.hasPrefix("~ 宫保鸡丁  sold out until ") } ?? ""
        #expect(line.hasPrefix("~ 宫保鸡丁  sold out until none → 20") && line.hasSuffix(" 17:00"), "\(diff)")
    }
}
