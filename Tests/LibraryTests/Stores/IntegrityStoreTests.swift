import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// IntegrityStore on an in-memory menu (SPEC 9): `check` finds what
/// another program wrote into the file, `check --repair` mends it in the
/// command's transaction and says what it did.
@Suite struct IntegrityStoreTests {
    /// 主菜 #2 (宫保鸡丁 #3, 回锅肉 #4), 早餐 #5.
    private func menu() throws -> InMemoryMenu {
        let menu = try InMemoryMenu()
        try menu.write { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/回锅肉", 4200)])
            try tx.add(dishes: [], groups: ["早餐"])
        }
        return menu
    }

    /// SQL as another program runs it: outside menuctl's transactions,
    /// with foreign keys off (they can be turned off only outside one).
    private func written(_ menu: InMemoryMenu, _ sql: String) throws {
        try menu.database.execute("PRAGMA foreign_keys = OFF")
        try menu.database.execute(sql)
        try menu.database.execute("PRAGMA foreign_keys = ON")
    }

    private func problems(_ menu: InMemoryMenu) throws -> [String] {
        try menu.write { try $0.integrity.problems().map(\.description) }
    }

    @Test func aMenuMenuctlWroteHasNoProblems() throws {
        let menu = try menu()
        #expect(try problems(menu) == [])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines.isEmpty && repair.remaining.isEmpty)
    }

    @Test func anOrphanWrittenBySQLIsFoundAndRepairMovesItIntoRecovered() throws {
        let menu = try menu()
        try written(menu, "INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (50, 999, 'item', '孤儿', 0)")
        #expect(try problems(menu) == ["#50 '孤儿': its group #999 does not exist"])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines == ["made the group 'recovered' (#51) at the top",
                                 "moved #50 '孤儿' into 'recovered' (its group #999 did not exist)"])
        #expect(repair.remaining.isEmpty)
        #expect(try menu.write { try $0.lines("SELECT id, parent_id, kind, name, position FROM menu_node WHERE id >= 50 ORDER BY id") }
                == ["50 51 item 孤儿 0", "51 1 group recovered 2"])
        try menu.write { tx throws in
            #expect(try tx.tree.load().visibleRows(all: true).map(\.path)
                    == ["主菜", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐", "recovered", "recovered/孤儿"])
            #expect(tx.unreachableCount == 0)
        }
        #expect(try problems(menu) == [])
    }

    /// A `recovered` group that exists already takes the rows, after its own.
    @Test func anExistingRecoveredGroupIsReused() throws {
        let menu = try menu()
        try menu.write { try $0.add(dishes: [("recovered/旧", nil)]) }
        try written(menu, "INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (50, 998, 'group', '无主', 0)")
        #expect(try problems(menu) == ["#50 '无主': its group #998 does not exist"])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines == ["moved #50 '无主' into 'recovered' (its group #998 did not exist)"])
        #expect(try menu.write { try $0.lines("SELECT name, position FROM menu_node WHERE parent_id = 6 ORDER BY position") }
                == ["旧 0", "无主 1"])
    }

    @Test func aCycleIsBrokenAtItsLowestID() throws {
        let menu = try menu()
        try written(menu, """
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES
                (60, 61, 'group', '甲', 0), (61, 60, 'group', '乙', 0), (62, 61, 'item', '丙', 1)
            """)
        #expect(try problems(menu) == ["#60 '甲': it is inside itself: #60 in #61 in #60"])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines == ["made the group 'recovered' (#63) at the top",
                                 "moved #60 '甲' into 'recovered' (it was inside itself)"])
        #expect(repair.remaining.isEmpty)
        #expect(try menu.write { try $0.tree.load().visibleRows(all: true).map(\.path) }.suffix(4)
                == ["recovered", "recovered/甲", "recovered/甲/乙", "recovered/甲/乙/丙"])
    }

    @Test func positionsWithGapsAreRenumberedAndABadNameIsMendedInOrder() throws {
        let menu = try menu()
        try written(menu, """
            UPDATE menu_node SET position = position * 4 + 5 WHERE parent_id = 2;
            UPDATE menu_node SET name = '宫保' || char(9) || '鸡丁' WHERE id = 3;
            """)
        let found = try menu.write { try $0.integrity.problems() }
        #expect(found.map { "\($0.id ?? 0): \($0.detail)" }
                == ["2: its 2 entries are at positions 5, 9 instead of 0 to 1", "3: the name holds a control character"])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines == ["renamed #3 '宫保\t鸡丁' to '宫保 鸡丁' (the name holds a control character)",
                                 "renumbered the 2 entries of #2 '主菜'"])
        #expect(try menu.write { try $0.lines("SELECT id, name, position FROM menu_node WHERE parent_id = 2 ORDER BY position") }
                == ["3 宫保 鸡丁 0", "4 回锅肉 1"])
        #expect(repair.remaining.isEmpty)
    }

    @Test func detailsOfANodeThatIsGoneAreFoundAndRemoved() throws {
        let menu = try menu()
        try written(menu, "INSERT INTO dish_tag (node_id, tag, position) VALUES (77, '招牌', 0)")
        #expect(try problems(menu) == ["#77: details of a node that is not in the file (dish_tag)"])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines == ["#77: removed its details"] && repair.remaining.isEmpty)
        #expect(try menu.rows("SELECT count(*) FROM dish_tag") == [[.integer(0)]])
    }

    @Test func searchKeysOutOfStepAreOneProblemMendedByRebuilding() throws {
        let menu = try menu()
        try menu.database.execute("UPDATE search_bucket SET keys = 'x'")
        #expect(try problems(menu) == ["find's search keys: 1 bucket of 64 ids out of step with the names, so find may miss a dish"])
        let repair = try menu.write { try $0.integrity.repair() }
        #expect(repair.lines == ["find's search keys: rebuilt from the names"] && repair.remaining.isEmpty)
        #expect(try problems(menu) == [])
        #expect(try menu.write { try $0.search.find(MenuQuery(parsing: "hgr")).map(\.path) } == ["主菜/回锅肉"])
    }
}
