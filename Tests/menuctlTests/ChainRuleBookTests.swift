import Foundation
import MenuTestSupport
import Testing

/// SPEC 25 at the chain's door: `apply` refuses a change file that would
/// leave the store's menu breaking a rule a command keeps, in the
/// command's words, exit 1, nothing changed.
@Suite struct ChainRuleBookTests {
    /// Head office with 水煮鱼 in two sizes and a set; the store, on the
    /// first file, has a set and a price list of its own naming 水煮鱼@小份.
    static func chain() throws -> (Sandbox, store: String) {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("office.txt", """
            add-group 主菜
            add-item 主菜/宫保鸡丁 主菜/回锅肉 --price 38
            add-item 主菜/水煮鱼 --size 小份=58 --size 大份=88
            add-set 主菜/套餐 --price 40
            slot add 套餐 热菜 --pick 2 宫保鸡丁 回锅肉
            """), "-q")
        let first = sandbox.folder + "/0001.change"
        try sandbox.must("publish", first, "-q")
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "batch", try sandbox.write("store.txt", """
            add-set 本店套餐 --price 60
            slot add 本店套餐 鱼 --pick 1 水煮鱼@小份
            prices add 会员价
            prices set 会员价 水煮鱼 小份=50 大份=80
            """), "-q")
        return (sandbox, store)
    }

    /// Publishes head office's change as the next file.
    static func publish(_ sandbox: Sandbox, _ number: Int) throws -> String {
        let file = sandbox.folder + "/000\(number).change"
        try sandbox.must("publish", file, "-q")
        return file
    }

    @Test func aSizeTheStoresOwnSetAndPriceListNameStaysUntilTheyLetItGo() throws {
        let (sandbox, store) = try Self.chain()
        try sandbox.must("edit", "水煮鱼", "--size", "中份=70", "--no-size", "小份", "-q")
        let second = try Self.publish(sandbox, 2)
        let words = """
            Error: \(second) would leave this store's menu breaking a rule: 主菜/水煮鱼@小份 is in the slot 鱼 of 本店套餐; \
            主菜/水煮鱼@小份 has a price in the price list 会员价
            nothing was changed
            take it out first, then apply the file again: slot edit 本店套餐 鱼 --no-dish 主菜/水煮鱼; prices unset 会员价 主菜/水煮鱼

            """
        for dryRun in [["--dry-run"], []] {
            let before = try SQLiteShell.dump(store)
            let refused = try sandbox.run(["--db", store, "apply", second] + dryRun)
            #expect(refused.status == 1 && refused.stdout.isEmpty && refused.stderr == words, "\(refused)")
            #expect(try SQLiteShell.dump(store) == before)
        }
        try sandbox.must("--db", store, "slot", "edit", "本店套餐", "鱼", "--dish", "宫保鸡丁", "--no-dish", "水煮鱼", "-q")
        try sandbox.must("--db", store, "prices", "unset", "会员价", "水煮鱼", "-q")
        #expect(try sandbox.must("--db", store, "apply", second).stdout.hasSuffix("\nchanged the details of 主菜/水煮鱼\n"))
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }

    /// A slot that `remove --force` leaves short of its pick at head office
    /// reaches the store as it is, for `check` to report there too.
    @Test func aSlotLeftShortOfItsPickIsLetThrough() throws {
        let (sandbox, store) = try Self.chain()
        try sandbox.must("remove", "回锅肉", "--force", "-q")
        let applied = try sandbox.must("--db", store, "apply", try Self.publish(sandbox, 2))
        #expect(applied.stdout.hasSuffix("\nremoved 主菜/回锅肉\nchanged the slots of 主菜/套餐\n"))
        #expect(try sandbox.run(["--db", store, "check"]).stdout.contains("'热菜' of set #6: picks 2 of 1 dish, so it can never be filled"))
    }

    /// A file written from a head office another program changed: what no
    /// command would make is refused in the command's words.
    @Test(arguments: [
        ("UPDATE set_slot SET pick = 3", "主菜/套餐: pick 3 is more than the 2 dishes of 热菜; pick 1 to 2"),
        ("UPDATE menu_node SET name = '#12' WHERE name = '回锅肉'", "#4: the name '#12' looks like a node id; a name may not be '#' and digits"),
        ("""
         WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 13)
         INSERT INTO set_slot (id, set_id, position, name, pick) SELECT i, 6, i, '第' || i || '道', 1 FROM n;
         INSERT INTO set_slot_dish (slot_id, position, dish_id) SELECT id, 0, 3 FROM set_slot WHERE id > 1
         """, "主菜/套餐: a set meal has at most 12 slots, not 13"),
    ])
    func whatNoCommandWouldMakeIsRefused(sql: String, words: String) throws {
        let (sandbox, store) = try Self.chain()
        _ = try SQLiteShell.query(sandbox.database, sql)
        let second = try Self.publish(sandbox, 2)
        let before = try SQLiteShell.dump(store)
        let refused = try sandbox.run(["--db", store, "apply", second])
        #expect(refused.status == 1 && refused.stdout.isEmpty, "\(refused)")
        #expect(refused.stderr == "Error: \(second) would leave this store's menu breaking a rule: \(words)\nnothing was changed\n")
        #expect(try SQLiteShell.dump(store) == before)
    }
}
