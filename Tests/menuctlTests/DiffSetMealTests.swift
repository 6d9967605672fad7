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
            ~ 主菜/午市套餐  slots {name=热菜; pick=1; dishes={dish=主菜/宫保鸡丁}, {dish=主菜/回锅肉; surcharge={2.00}}} → {name=热菜; pick=1; dishes={dish=主菜/宫保鸡丁}}

            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.database)) == before)
    }
}
