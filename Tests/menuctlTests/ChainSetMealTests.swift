import Foundation
import MenuTestSupport
import Testing

/// Set meals travel in a chain's change files (SPEC 19, 22): the store gets
/// the set and its slots, and apply says what changed in the menu's words.
@Suite struct ChainSetMealTests {
    @Test func aSetMealAndItsSlotsReachTheStore() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("add-set", "午市套餐", "--in", "主菜", "--price", "40", "-q")
        try sandbox.must("slot", "add", "午市套餐", "热菜", "--pick", "1", "宫保鸡丁", "回锅肉=+2", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.must("--db", store, "apply", second)
        #expect(applied.stdout.split(separator: "\n").dropFirst().map(String.init)
                == ["added 主菜/午市套餐 (#7)"])
        #expect(try sandbox.must("--db", store, "show", "午市套餐").stdout
                .contains("slot 热菜:  pick 1 of 主菜/宫保鸡丁 38.00 · 主菜/回锅肉 36.00 +2.00\n"))

        try sandbox.must("slot", "edit", "午市套餐", "热菜", "--pick", "2", "-q")
        let third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", third, "-q")
        #expect(try sandbox.must("--db", store, "apply", third).stdout.hasSuffix("\nchanged the slots of 主菜/午市套餐\n"))
        #expect(try SQLiteShell.query(store, "SELECT pick FROM set_slot") == "2")
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }
}
