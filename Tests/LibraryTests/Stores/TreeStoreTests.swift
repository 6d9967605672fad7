import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// TreeStore on an in-memory menu: loading the tree, resolving targets
/// (SPEC 2), describing a node and what a group holds.
@Suite struct TreeStoreTests {
    /// 主菜 #2 (宫保鸡丁 #3, 回锅肉 #4), 午市 #5 (宫保鸡丁 #6), 酒水 #7
    /// (白酒 #8 (茅台 #9)), 礼品 #10 (茅台 #11): ids in the order added.
    @discardableResult
    private func twoOfEach(_ tx: MenuTransaction) throws -> [String: Int64] {
        try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/回锅肉", 4200), ("午市/宫保鸡丁", 2800),
                            ("酒水/白酒/茅台", 149_900), ("礼品/茅台", 199_900)])
    }

    @Test func idsFollowTheOrderOfAddingAndTheRootIsOne() throws {
        try withMenu { tx in
            let ids = try twoOfEach(tx)
            #expect(ids == ["主菜": 2, "主菜/宫保鸡丁": 3, "主菜/回锅肉": 4, "午市": 5, "午市/宫保鸡丁": 6,
                            "酒水": 7, "酒水/白酒": 8, "酒水/白酒/茅台": 9, "礼品": 10, "礼品/茅台": 11])
            let top = try tx.rows("SELECT id, kind, parent_id FROM menu_node WHERE parent_id IS NULL")
            #expect(top == [[.integer(TreeStore.rootID), .text("root"), .null]])
            #expect(try tx.tree.counts() == (groups: 5, items: 5))
        }
    }

    @Test func aTargetIsAnIDThenAPathThenAUniqueEnd() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            #expect(try tx.tree.resolve(named("#4")).name == "回锅肉")
            #expect(try tx.tree.resolve(named("主菜/宫保鸡丁")).id == 3)
            #expect(try tx.tree.resolve(named("回锅肉")).id == 4, "a unique end of a path")
            #expect(try tx.tree.resolve(named("白酒/茅台")).id == 9, "an end of two names")
            #expect(try tx.tree.resolve(named("白酒")).id == 8, "a group's end")
            let record = try tx.tree.resolve(named("酒水/白酒/茅台"))
            #expect(record.parentID == 8 && record.position == 0 && record.kind == .item && record.price?.fen == 149_900)
        }
    }

    @Test func anEndSeveralPathsShareIsRefusedListingThemByID() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            #expect(throws: MenuError.refused("宫保鸡丁 names 2 entries; give one of these paths:",
                                              hints: ["  主菜/宫保鸡丁", "  午市/宫保鸡丁"])) {
                try tx.tree.resolve(named("宫保鸡丁"))
            }
            #expect(throws: MenuError.refused("茅台 names 2 entries; give one of these paths:",
                                              hints: ["  酒水/白酒/茅台", "  礼品/茅台"])) {
                try tx.tree.resolve(named("茅台"))
            }
        }
    }

    /// An end is whole names: `酒/茅台` is not an end of `酒水/白酒/茅台`.
    @Test func anEndMatchesWholeNamesOnly() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            #expect(throws: MenuError.notFound("酒/茅台")) { try tx.tree.resolve(named("酒/茅台")) }
            #expect(throws: MenuError.notFound("保鸡丁")) { try tx.tree.resolve(named("保鸡丁")) }
        }
    }

    @Test func missingTargetsNameWhatWasTypedAndTheTopIsNotANode() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            do {
                _ = try tx.tree.resolve(named("主采/宫保鸡丁"))
                Issue.record("主采/宫保鸡丁 was found")
            } catch let error as MenuError {
                #expect(error.kind == .refused && error.message == "no 主采/宫保鸡丁 in the menu")
                #expect(error.missing == "主采/宫保鸡丁", "looked up for did-you-mean after the transaction")
            }
            #expect(throws: MenuError.notFound("#1")) { try tx.tree.resolve(.id(1)) }
            #expect(throws: MenuError.notFound("#12")) { try tx.tree.resolve(.id(12)) }
            #expect(throws: MenuError.refused("'/' is the top of the menu, not a group or dish")) {
                try tx.tree.resolve(.top)
            }
        }
    }

    /// A row whose parent is missing is not reachable from the top: no
    /// target names it, not even its id, and `load()` counts it.
    @Test func anOrphanIsNeitherLoadedNorResolved() throws {
        let menu = try InMemoryMenu()
        try menu.write { try twoOfEach($0) }
        // Foreign keys can be turned off only outside a transaction, as another program may.
        try menu.database.execute("""
            PRAGMA foreign_keys = OFF;
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES (50, 999, 'item', '孤儿', 0);
            PRAGMA foreign_keys = ON;
            """)
        try menu.write { tx in
            #expect(throws: MenuError.notFound("#50")) { try tx.tree.resolve(.id(50)) }
            #expect(throws: MenuError.notFound("孤儿")) { try tx.tree.resolve(named("孤儿")) }
            #expect(try tx.tree.path(of: 50) == nil)
            let rows = try tx.tree.load().visibleRows(all: true)
            #expect(rows.count == 10 && !rows.contains { $0.node.id == 50 })
            #expect(tx.unreachableCount == 1)
        }
    }

    @Test func loadKeepsStoredOrderAndStateAndPrices() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            // Positions written by hand: 回锅肉 before 宫保鸡丁; 酒水 collapsed.
            try tx.database.execute("""
                UPDATE menu_node SET position = -1 - position WHERE parent_id = 2;
                UPDATE menu_node SET position = 0 WHERE id = 4;
                UPDATE menu_node SET position = 1 WHERE id = 3;
                UPDATE menu_node SET expanded = 0 WHERE id = 7;
                """)
            let rows = try tx.tree.load().visibleRows()
            #expect(rows.map(\.path) == ["主菜", "主菜/回锅肉", "主菜/宫保鸡丁", "午市", "午市/宫保鸡丁", "酒水", "礼品", "礼品/茅台"])
            #expect(rows.map(\.number) == Array(1...8))
            #expect(rows.map(\.depth) == [0, 1, 1, 0, 1, 0, 0, 1])
            #expect(rows.map { $0.node.pricing.price.fixedAmount?.fen } == [nil, 4200, 3800, nil, 2800, nil, nil, 199_900])
            #expect(rows[5].node.isGroup && !rows[5].node.isExpanded && rows[5].node.children.count == 1)
            #expect(tx.unreachableCount == 0)
        }
    }

    @Test func loadGathersSiblingsWhoseRowsComeBetweenOthersAndBeforeTheirGroup() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            // In id order the parents now go 1, 8, 10, 1, 5, 1, 7, 8, 1, 10:
            // 宫保鸡丁 #3 comes before its group #8, and before 茅台 there.
            try tx.database.execute("""
                UPDATE menu_node SET parent_id = 8, position = -5 WHERE id = 3;
                UPDATE menu_node SET parent_id = 10, position = 1 WHERE id = 4;
                """)
            let rows = try tx.tree.load().visibleRows(all: true)
            #expect(rows.map(\.path) == ["主菜", "午市", "午市/宫保鸡丁", "酒水", "酒水/白酒", "酒水/白酒/宫保鸡丁",
                                         "酒水/白酒/茅台", "礼品", "礼品/茅台", "礼品/回锅肉"])
            #expect(rows.map { $0.node.id } == [2, 5, 6, 7, 8, 3, 9, 10, 11, 4])
            #expect(tx.unreachableCount == 0)
        }
    }

    @Test func rowsUnderAGroupCountDepthFromItAndKeepFullPaths() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            try tx.tree.setExpanded(false, id: 7)
            let menu = try tx.tree.load()
            let rows = try tx.tree.visibleRows(of: menu, under: named("酒水"), all: false)
            #expect(rows.map(\.path) == ["酒水/白酒", "酒水/白酒/茅台"], "the group's own state does not matter")
            #expect(rows.map(\.depth) == [0, 1])
            #expect(rows.map(\.number) == [1, 2])
            #expect(throws: MenuError.refused("主菜/回锅肉 is a dish, not a group: only groups hold entries")) {
                try tx.tree.visibleRows(of: menu, under: named("回锅肉"), all: false)
            }
        }
    }

    @Test func resolveGroupAnswersTheTopForNoTargetAndRefusesADish() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            let top = try tx.tree.resolveGroup(nil)
            #expect(top.id == 1 && top.path.isEmpty)
            #expect(try tx.tree.resolveGroup(.top).id == 1)
            let wine = try tx.tree.resolveGroup(named("白酒"))
            #expect(wine.id == 8 && wine.path.description == "酒水/白酒")
            #expect(throws: MenuError.refused("礼品/茅台 is a dish, not a group: only groups hold entries")) {
                try tx.tree.resolveGroup(named("#11"))
            }
        }
    }

    @Test func describeTellsPathDepthChildrenAndPricing() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            let group = try tx.tree.describe(named("白酒"))
            #expect(group.path == "酒水/白酒" && group.depth == 1 && group.childCount == 1 && group.record.id == 8)
            _ = try tx.pricing.setPricing(named("回锅肉"), .init(unit: .set("份")))
            let dish = try tx.tree.describe(named("#4"))
            #expect(dish.path == "主菜/回锅肉" && dish.depth == 1 && dish.childCount == 0)
            #expect(dish.record.price?.fen == 4200 && dish.pricing.unit == "份")
            #expect(dish.hours == .always && dish.dishDetails == .none)
        }
    }

    @Test func entriesAreOneLevelDeepWithInnerGroupsCounted() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            try tx.add(dishes: [("酒水/啤酒", 800)])
            try tx.tree.setExpanded(false, id: 8)
            let rows = try tx.tree.entries(of: named("酒水"))
            #expect(rows.map(\.path) == ["酒水/白酒", "酒水/啤酒"])
            #expect(rows.map(\.number) == [1, 2])
            #expect(rows.map(\.depth) == [0, 0])
            #expect(rows[0].node.isGroup && !rows[0].node.isExpanded && rows[0].node.children.count == 1)
            #expect(rows[1].node.pricing.price.fixedAmount?.fen == 800)
            #expect(try tx.tree.entries(of: named("回锅肉")).isEmpty, "a dish holds nothing")
        }
    }

    @Test func aComponentSavesTheStateItAnswers() throws {
        try withMenu { tx in
            try twoOfEach(tx)
            let (node, nodePath) = try tx.tree.component(named("主菜"))
            #expect(nodePath.description == "主菜" && node.isExpanded)
            node.isExpanded.toggle()
            try tx.tree.saveExpansion(of: node)
            #expect(try tx.rows("SELECT expanded FROM menu_node WHERE id = 2") == [[.integer(0)]])
            // A dish answers the call, and its row is left as it was.
            let (dish, _) = try tx.tree.component(named("回锅肉"))
            let before = try tx.rows("SELECT expanded FROM menu_node WHERE id = 4")
            dish.isExpanded.toggle()
            #expect(!dish.isExpanded)
            try tx.tree.saveExpansion(of: dish)
            #expect(try tx.tree.setExpanded(true, id: 4) == false)
            #expect(try tx.rows("SELECT expanded FROM menu_node WHERE id = 4") == before)
        }
    }
}
