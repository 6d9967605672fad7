import Foundation
import MenuTestSupport
import Testing

/// SPEC 22: what head office publishes is head office's, and a store's own
/// choice lists, slots and glossary words survive the files that follow.
@Suite struct ChainStoreRowsTests {
    /// Head office with the list 忌口, a store that applied it, and the store's
    /// own dish 兔头 offering its own list 辣度.
    static func storeWithOwnList() throws -> (Sandbox, store: String) {
        let (sandbox, first) = try ChainTests.headOffice()
        try sandbox.must("choices", "add", "忌口", "--pick", "0-1", "--option", "免葱", "-q")
        let store = sandbox.folder + "/store.db"
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        try sandbox.must("--db", store, "choices", "add", "辣度", "--pick", "1", "--option", "微辣", "--option", "特辣", "-q")
        try sandbox.must("--db", store, "add-item", "兔头", "--price", "12", "-q")
        try sandbox.must("--db", store, "choices", "offer", "辣度", "兔头", "-q")
        return (sandbox, store)
    }

    static func publish(_ sandbox: Sandbox, _ number: Int) throws -> String {
        let file = sandbox.folder + "/000\(number).change"
        try sandbox.must("publish", file, "-q")
        return file
    }

    @Test func aStoresOwnListKeepsItsOptionsAndOffersWhenHeadOfficeAddsOneOfTheSameName() throws {
        let (sandbox, store) = try Self.storeWithOwnList()
        #expect(try SQLiteShell.query(store, "SELECT id FROM choice_list WHERE name = '辣度'") == "1000000001")
        try sandbox.must("choices", "add", "辣度", "--pick", "1", "--option", "中辣", "-q")
        try sandbox.must("choices", "add", "加料", "--pick", "0-1", "--option", "加蛋=+2", "-q")
        let applied = try sandbox.run(["--db", store, "apply", try Self.publish(sandbox, 3)])
        #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied)")
        #expect(applied.lines.contains("renamed the store's choice list 辣度 → 辣度 (本店) (head office's list takes the name)"))
        let lists = try sandbox.must("--db", store, "choices").stdout
        #expect(lists.contains("辣度 (pick 1): 中辣\n  not offered\n"))
        #expect(lists.contains("辣度 (本店) (pick 1): 微辣, 特辣\n  offered by: 兔头\n"))
        #expect(lists.contains("加料 (pick 0-1): 加蛋 +2.00\n"))
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }

    @Test func aStoreMayNotChangeHeadOfficesListButMaySellOutItsOptions() throws {
        let (sandbox, store) = try Self.storeWithOwnList()
        let options = try SQLiteShell.query(store, "SELECT * FROM choice_option ORDER BY list_id, position")
        for words in [["choices", "edit", "忌口", "--option", "免蒜"], ["choices", "remove", "忌口"]] {
            let refused = try sandbox.run(["--db", store] + words)
            #expect(refused.status == 1 && refused.stdout.isEmpty, "\(refused)")
            #expect(refused.stderr.hasPrefix("Error: the choice list '忌口' belongs to head office\n"), "\(refused)")
        }
        let changed = sandbox.folder + "/changed.json"
        try sandbox.must("--db", store, "export").stdout.replacingOccurrences(of: "免葱", with: "免蒜")
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let imported = try sandbox.run(["--db", store, "import", changed])
        #expect(imported.status == 65 && imported.stderr.hasPrefix("Error: \(changed): the choice list '忌口' belongs to head office\n"), "\(imported)")
        #expect(try SQLiteShell.query(store, "SELECT * FROM choice_option ORDER BY list_id, position") == options)
        try sandbox.must("--db", store, "choices", "sold-out", "忌口", "免葱", "-q")
        try sandbox.must("--db", store, "choices", "edit", "辣度", "--option", "中辣", "-q")

        // Head office's next change to its list finds it as it left it.
        try sandbox.must("choices", "edit", "忌口", "--option", "免蒜", "-q")
        try sandbox.must("--db", store, "apply", try Self.publish(sandbox, 3), "-q")
        #expect(try sandbox.must("--db", store, "choices").stdout.contains("忌口 (pick 0-1): 免葱 (sold out), 免蒜\n"))
    }

    @Test func aStoreMadeBeforeItsListsWereNumberedApartGetsThemMovedAside() throws {
        let (sandbox, store) = try Self.storeWithOwnList()
        try sandbox.must("--db", store, "add-set", "兔头套餐", "--price", "20", "-q")
        try sandbox.must("--db", store, "slot", "add", "兔头套餐", "主菜", "--pick", "1", "兔头", "-q")
        // As the release before numbered them: next to head office's.
        _ = try SQLiteShell.query(store, """
            PRAGMA foreign_keys = OFF;
            UPDATE choice_option SET list_id = 2 WHERE list_id = 1000000001;
            UPDATE choice_offer SET list_id = 2 WHERE list_id = 1000000001;
            UPDATE choice_list SET id = 2 WHERE id = 1000000001;
            UPDATE set_slot_dish SET slot_id = 1 WHERE slot_id = 1000000001;
            UPDATE set_slot SET id = 1 WHERE id = 1000000001;
            """)
        try sandbox.must("choices", "add", "加料", "--pick", "0-1", "--option", "加蛋=+2", "-q")
        try sandbox.must("add-set", "午市套餐", "--in", "主菜", "--price", "40", "-q")
        try sandbox.must("slot", "add", "午市套餐", "热菜", "--pick", "1", "宫保鸡丁", "-q")
        let applied = try sandbox.run(["--db", store, "apply", try Self.publish(sandbox, 3)])
        #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied)")
        #expect(!applied.stdout.contains("兔头套餐"), "\(applied)")
        #expect(try SQLiteShell.query(store, "SELECT id, name FROM choice_list ORDER BY id")
                == "1|忌口\n2|加料\n1000000001|辣度")
        #expect(try sandbox.must("--db", store, "choices").stdout.contains("辣度 (pick 1): 微辣, 特辣\n  offered by: 兔头\n"))
        #expect(try sandbox.must("--db", store, "show", "兔头套餐").stdout.contains("slot 主菜:  pick 1 of 兔头 12.00\n"))
        #expect(try sandbox.must("--db", store, "show", "午市套餐").stdout.contains("slot 热菜:  pick 1 of 主菜/宫保鸡丁 38.00\n"))
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }

    @Test func aGlossaryWordTheStoreChangedIsHeadOfficesAgainWhenHeadOfficeChangesIt() throws {
        let (sandbox, store) = try Self.storeWithOwnList()
        try sandbox.must("--db", store, "glossary", "en", "小份=Small portion", "兔头=Rabbit head", "-q")
        try sandbox.must("--db", store, "glossary", "en", "--remove", "中份", "-q")
        try sandbox.must("glossary", "en", "小份=Small size", "中份=Medium size", "-q")
        let applied = try sandbox.run(["--db", store, "apply", try Self.publish(sandbox, 3)])
        #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied)")
        #expect(Array(applied.lines.dropFirst()) == [
            "glossary en: 小份 is head office's again (the store had Small portion)",
            "glossary en: 中份 is head office's again (the store had removed it)",
            "changed the glossary (2 words)",
        ])
        let words = try sandbox.must("--db", store, "glossary", "en").stdout
        #expect(words.contains("小份  Small size\n") && words.contains("中份  Medium size\n") && words.contains("兔头  Rabbit head\n"))
    }

    @Test func headOfficeDoesNotPublishListsNumberedForStores() throws {
        let (sandbox, _) = try ChainTests.headOffice()
        try sandbox.must("choices", "add", "忌口", "--pick", "0-1", "--option", "免葱", "-q")
        _ = try SQLiteShell.query(sandbox.database, """
            PRAGMA foreign_keys = OFF;
            UPDATE choice_option SET list_id = 1000000007; UPDATE choice_list SET id = 1000000007;
            """)
        let before = try SQLiteShell.query(sandbox.database, "SELECT sequence FROM chain_state")
        let refused = try sandbox.run(["publish", sandbox.folder + "/0002.change"])
        #expect(refused.status == 1 && refused.stdout.isEmpty, "\(refused)")
        #expect(refused.stderr == "Error: this menu has ids from #1000000000, which a chain keeps for the stores' own entries\n")
        #expect(try SQLiteShell.query(sandbox.database, "SELECT sequence FROM chain_state") == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/0002.change"))
    }
}
