import Foundation
import MenuTestSupport
import Testing

/// SPEC 22: `apply` never stalls on what a store holds. The rescue group
/// takes a free name (本店, 本店 2…), an entry renamed to make way keeps to
/// the name rules, and the store's menu is sound after.
@Suite struct ChainRescueTests {
    static let longName = String(repeating: "辣", count: 100)

    static func expectSound(_ sandbox: Sandbox, _ store: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let check = try sandbox.run(["--db", store, "check"])
        #expect(check.status == 0 && check.stdout.hasPrefix("no problems"), "\(check)", sourceLocation: sourceLocation)
        #expect(try SQLiteShell.query(store, "SELECT max(length(name)) <= 100 AND max(length(CAST(name AS BLOB))) <= 400 FROM menu_node") == "1",
                sourceLocation: sourceLocation)
    }

    @Test func aStoreDishNamed本店AndALongNameUnderARemovedGroup() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        for words in [["add-item", "本店", "--price", "5"], ["add-item", "早餐/豆浆", "--price", "4"],
                      ["add-item", "早餐/\(Self.longName)", "--price", "9"], ["add-group", "本店 2"],
                      ["add-item", "本店 2/\(Self.longName)", "--price", "8"]] {
            try sandbox.must(["--db", store, "-q"] + words)
        }
        try sandbox.must("remove", "早餐", "--recursive", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.run(["--db", store, "apply", second])
        let cut = String(repeating: "辣", count: 96) + " (2)"
        #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied)")
        #expect(applied.lines.dropFirst() == ["moved 早餐/豆浆 → 本店 2/豆浆 (head office removed 早餐)",
                                              "moved 早餐/\(Self.longName) → 本店 2/\(cut) (head office removed 早餐)",
                                              "removed 早餐", "removed 早餐/油条"], "\(applied)")
        try Self.expectSound(sandbox, store)
        #expect(try sandbox.must("--db", store, "show", "本店").stdout.contains("kind:     dish\n"))
    }

    @Test func headOfficesOwnGroup本店IsNotWhereTheStoresEntriesGoWhenItIsRemoved() throws {
        let (sandbox, _) = try ChainTests.headOffice()
        try sandbox.must("add-group", "本店", "-q")
        try sandbox.must("add-item", "本店/招牌面", "--price", "15", "-q")
        let second = sandbox.folder + "/0002.change", third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", second, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", sandbox.folder + "/0001.change", "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        try sandbox.must("--db", store, "add-item", "本店/卤蛋", "--price", "2", "-q")
        try sandbox.must("remove", "本店", "--recursive", "-q")
        try sandbox.must("publish", third, "-q")
        let applied = try sandbox.run(["--db", store, "apply", third])
        #expect(applied.status == 0 && applied.lines.contains("moved 本店/卤蛋 → 本店 2/卤蛋 (head office removed 本店)"), "\(applied)")
        try Self.expectSound(sandbox, store)
        // The next file finds the store as it expects.
        try sandbox.must("edit", "油条", "--price", "4", "-q")
        try sandbox.must("publish", sandbox.folder + "/0004.change", "-q")
        #expect(try sandbox.run(["--db", store, "apply", sandbox.folder + "/0004.change"]).status == 0)
    }

    @Test func aLongStoreNameThatHeadOfficeTakesIsCutToMakeRoomForTheMark() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "add-item", "主菜/\(Self.longName)", "--price", "9", "-q")
        try sandbox.must("add-item", "主菜/\(Self.longName)", "--price", "30", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.run(["--db", store, "apply", second])
        let renamed = String(repeating: "辣", count: 95) + " (本店)"
        #expect(applied.status == 0 && applied.lines.contains("renamed the store's 主菜/\(Self.longName) → \(renamed) (head office's entry takes the name)"),
                "\(applied)")
        try Self.expectSound(sandbox, store)
    }
}
