import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// EditingStore on an in-memory menu: adding, renaming, pricing one dish,
/// removing, moving and sorting, and what `menu_node` holds afterwards.
@Suite struct EditingStoreTests {
    /// (parent_id, name, position) of every entry, by parent and position.
    private func places(_ tx: MenuTransaction) throws -> [String] {
        try tx.lines("SELECT id, parent_id, position FROM menu_node WHERE kind <> 'root' ORDER BY parent_id, position")
    }

    @Test func addsGoAtTheEndOfTheirGroupWithTheStateAsked() throws {
        try withMenu { tx in
            let groups = try tx.editing.addGroups(named: [path("主菜"), path("酒水")], in: nil, collapsed: true)
            #expect(groups == [.init(id: 2, path: "主菜", isGroup: true), .init(id: 3, path: "酒水", isGroup: true)])
            let dishes = try tx.editing.addItems(named: [path("宫保鸡丁"), path("回锅肉")], in: named("主菜"),
                                                 price: Amount(parsing: "38.5"))
            #expect(dishes.map(\.path) == ["主菜/宫保鸡丁", "主菜/回锅肉"])
            #expect(try tx.rows("SELECT id, parent_id, kind, position, expanded, price_fen FROM menu_node WHERE id > 1 ORDER BY id") == [
                [.integer(2), .integer(1), .text("group"), .integer(0), .integer(0), .null],
                [.integer(3), .integer(1), .text("group"), .integer(1), .integer(0), .null],
                [.integer(4), .integer(2), .text("item"), .integer(0), .integer(0), .integer(3850)],
                [.integer(5), .integer(2), .text("item"), .integer(1), .integer(0), .integer(3850)],
            ])
        }
    }

    @Test func aMissingGroupOnTheWayIsRefusedUnlessMadeAsMkdirP() throws {
        try withMenu { tx in
            do {
                _ = try tx.editing.addItems(named: [path("酒水/啤酒/青岛")], in: nil, price: nil)
                Issue.record("added into a missing group")
            } catch let error as MenuError {
                #expect(error.message == "no 酒水 in the menu" && error.cause == .missingGroup && error.missing == "酒水")
            }
            #expect(try tx.tree.counts() == (groups: 0, items: 0))
        }
    }

    @Test func nothingGoesIntoADishNorDeeperThan32Levels() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/回锅肉", nil)])
            #expect(throws: MenuError.refused("主菜/回锅肉 is a dish, not a group: only groups hold entries")) {
                try tx.editing.addItems(named: [path("小份")], in: named("回锅肉"), price: nil)
            }
            #expect(throws: MenuError.refused("主菜/回锅肉 is a dish, not a group: only groups hold entries")) {
                try tx.editing.addGroups(named: [path("主菜/回锅肉/做法")], in: nil, collapsed: false, makingParents: true)
            }
            let deepest = (1...32).map { "层\($0)" }
            try tx.editing.addGroups(named: [MenuPath(deepest.map { try Name($0) })], in: nil, collapsed: false, makingParents: true)
            #expect(throws: MenuError.refused("层1/层2/层3/… would be 33 levels deep; a menu is at most 32")) {
                try tx.editing.addItems(named: [path("太深")], in: named(deepest.joined(separator: "/")), price: nil)
            }
        }
    }

    @Test func renameKeepsTheIdAndRefusesASiblingsName() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/回锅肉", 4200), ("早餐/回锅肉", 1000)])
            let change = try tx.editing.rename(named("主菜/宫保鸡丁"), to: Name("宫保虾球"))
            #expect(change.id == 3 && change.changed && change.from.description == "主菜/宫保鸡丁" && change.to.description == "主菜/宫保虾球")
            #expect(try tx.rows("SELECT id, name, position, price_fen FROM menu_node WHERE parent_id = 2 ORDER BY position") == [
                [.integer(3), .text("宫保虾球"), .integer(0), .integer(3800)],
                [.integer(4), .text("回锅肉"), .integer(1), .integer(4200)],
            ])
            #expect(throws: MenuError.refused("主菜/回锅肉 already exists")) {
                try tx.editing.rename(named("#3"), to: Name("回锅肉"))
            }
            #expect(try !tx.editing.rename(named("#4"), to: Name("回锅肉")).changed, "its own name changes nothing")
        }
    }

    /// SPEC 2: names compare as stored text, so é and e+U+0301 are two names.
    @Test func renameComparesNamesExactly() throws {
        try withMenu { tx in
            try tx.add(dishes: [("Caf\u{E9}", nil), ("Cafe", nil)])
            let change = try tx.editing.rename(named("#3"), to: Name("Cafe\u{301}"))
            #expect(change.changed)
            let names = try tx.rows("SELECT name FROM menu_node WHERE parent_id = 1 ORDER BY position").map { $0[0] }
            #expect(names == [.text("Caf\u{E9}"), .text("Cafe\u{301}")])
        }
    }

    @Test func setPriceWritesFenAndClearsAndRefusesGroups() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/回锅肉", 4200)])
            #expect(try tx.editing.setPrice(named("回锅肉"), to: Amount(parsing: "¥45.05")).changed)
            #expect(try tx.rows("SELECT price_fen FROM menu_node WHERE id = 3") == [[.integer(4505)]])
            #expect(try !tx.editing.setPrice(named("回锅肉"), to: Amount(fen: 4505)).changed)
            #expect(try tx.editing.setPrice(named("回锅肉"), to: nil).changed)
            #expect(try tx.rows("SELECT price_fen FROM menu_node WHERE id = 3") == [[.null]])
            #expect(throws: MenuError.refused("主菜 is a group; only dishes have a price, sizes or a unit")) {
                try tx.editing.setPrice(named("主菜"), to: Amount(fen: 100))
            }
        }
    }

    @Test func aGroupThatHoldsEntriesNeedsRecursive() throws {
        try withMenu { tx in
            try tx.add(dishes: [("酒水/白酒/茅台", nil), ("酒水/啤酒", nil)])
            #expect(throws: MenuError.refused("酒水 still holds 3 entries", cause: .groupNotEmpty)) {
                try tx.editing.remove([named("酒水")], recursive: false)
            }
            #expect(throws: MenuError.refused("酒水/白酒 still holds 1 entry", cause: .groupNotEmpty)) {
                try tx.editing.remove([named("白酒")], recursive: false)
            }
            let removed = try tx.editing.remove([named("酒水")], recursive: true)
            #expect(removed.map(\.path.description) == ["酒水"] && removed[0].isGroup && removed[0].entries == 3)
            #expect(try tx.rows("SELECT count(*) FROM menu_node") == [[.integer(1)]], "only the root is left")
        }
    }

    @Test func removingRenumbersTheGroupAndNeverGivesAnIdAgain() throws {
        try withMenu { tx in
            try tx.add(dishes: [("早餐/担担面", nil), ("早餐/川北凉粉", nil), ("早餐/麻辣小面", nil), ("早餐/酸辣粉", nil)])
            let removed = try tx.editing.remove([named("川北凉粉"), named("#6")], recursive: false)
            #expect(removed.map(\.path.description) == ["早餐/川北凉粉", "早餐/酸辣粉"])
            // A remove marks its group; the group is renumbered once, before the commit.
            try tx.settlePositions()
            #expect(try tx.rows("SELECT id, position FROM menu_node WHERE parent_id = 2 ORDER BY position") == [
                [.integer(3), .integer(0)], [.integer(5), .integer(1)],
            ])
            let added = try tx.editing.addItems(named: [path("酸辣粉")], in: named("早餐"), price: nil)
            #expect(added[0].id == 7, "#6 was removed and is never given again")
            #expect(try tx.rows("SELECT position FROM menu_node WHERE id = 7") == [[.integer(2)]])
        }
    }

    @Test func aTargetGivenTwiceIsRefusedAndOneInsideARemovedGroupIsSkipped() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/回锅肉", nil), ("主菜/宫保鸡丁", nil)])
            #expect(throws: MenuError.invalidArgument("#3 is given twice")) {
                try tx.editing.remove([named("回锅肉"), named("#3")], recursive: false)
            }
            let removed = try tx.editing.remove([named("主菜"), named("宫保鸡丁")], recursive: true)
            #expect(removed.map(\.path.description) == ["主菜"])
            #expect(try tx.tree.counts() == (groups: 0, items: 0))
        }
    }

    @Test func aGroupCannotMoveIntoItselfOrItsDescendants() throws {
        try withMenu { tx in
            try tx.add(dishes: [("酒水/白酒/茅台", nil)])
            let before = try places(tx)
            #expect(throws: MenuError.refused("cannot move 酒水 inside itself (into 酒水/白酒)")) {
                try tx.editing.move(named("酒水"), to: named("白酒"), placement: .last)
            }
            #expect(throws: MenuError.refused("cannot move 酒水 inside itself (into 酒水)")) {
                try tx.editing.move(named("酒水"), to: named("酒水"), placement: .first)
            }
            #expect(throws: MenuError.refused("酒水/白酒/茅台 is a dish, not a group: only groups hold entries")) {
                try tx.editing.move(named("酒水"), to: named("茅台"), placement: .last)
            }
            #expect(try places(tx) == before)
        }
    }

    @Test func aMoveIsRefusedOnANameClashInTheDestination() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/酸辣粉", nil), ("早餐/酸辣粉", nil)])
            #expect(throws: MenuError.refused("早餐/酸辣粉 already exists")) {
                try tx.editing.move(named("主菜/酸辣粉"), to: named("早餐"), placement: .last)
            }
        }
    }

    @Test func moveToAnotherGroupKeepsBothGroupsDense() throws {
        try withMenu { tx in
            let ids = try tx.add(dishes: [("主菜/宫保鸡丁", nil), ("主菜/回锅肉", nil), ("主菜/干烧鱼", nil),
                                          ("早餐/担担面", nil), ("早餐/酸辣粉", nil)])
            let move = try tx.editing.move(named("回锅肉"), to: named("早餐"), placement: .after(named("担担面")))
            #expect(move.from.description == "主菜/回锅肉" && move.to.description == "早餐/回锅肉")
            #expect(move.place == 2 && move.of == 3)
            let order = { (group: Int64) in
                try tx.lines("SELECT name, position FROM menu_node WHERE parent_id = ? ORDER BY position", [.integer(group)])
            }
            #expect(try order(ids["主菜"]!) == ["宫保鸡丁 0", "干烧鱼 1"])
            #expect(try order(ids["早餐"]!) == ["担担面 0", "回锅肉 1", "酸辣粉 2"])
            #expect(try tx.tree.resolve(named("回锅肉")).id == ids["主菜/回锅肉"], "the id goes with it")
        }
    }

    @Test func moveWithinAGroupFirstLastBeforeAfter() throws {
        try withMenu { tx in
            try tx.add(dishes: ["甲", "乙", "丙", "丁"].map { ("组/\($0)", nil) })
            let order = { try tx.lines("SELECT name FROM menu_node WHERE parent_id = 2 ORDER BY position") }
            #expect(try tx.editing.move(named("丁"), to: nil, placement: .first).place == 1)
            #expect(try order() == ["丁", "甲", "乙", "丙"])
            #expect(try tx.editing.move(named("丁"), to: nil, placement: .last).place == 4)
            #expect(try order() == ["甲", "乙", "丙", "丁"])
            #expect(try tx.editing.move(named("甲"), to: nil, placement: .before(named("丁"))).place == 3)
            #expect(try order() == ["乙", "丙", "甲", "丁"])
            #expect(try tx.editing.move(named("丁"), to: nil, placement: .after(named("乙"))).place == 2)
            #expect(try order() == ["乙", "丁", "丙", "甲"])
            #expect(try tx.rows("SELECT position FROM menu_node WHERE parent_id = 2 ORDER BY position").map { $0[0] }
                    == (0...3).map { .integer($0) })
        }
    }

    @Test func anAnchorOutsideTheGroupNamedIsAUsageError() throws {
        try withMenu { tx in
            try tx.add(dishes: [("主菜/回锅肉", nil), ("早餐/担担面", nil)])
            #expect(throws: MenuError.invalidArgument("早餐/担担面 is not in 主菜; a node placed before or after another goes into that node's group")) {
                try tx.editing.move(named("回锅肉"), to: named("主菜"), placement: .before(named("担担面")))
            }
        }
    }

    @Test func moveRefusesToMakeTheMenuDeeperThan32Levels() throws {
        try withMenu { tx in
            let deep = (1...31).map { "层\($0)" }.joined(separator: "/")
            try tx.add(dishes: [("\(deep)/鸡", nil), ("外/内/鸭", nil)])
            #expect(throws: MenuError.refused("moving 外 into \(deep) would make the menu deeper than 32 levels")) {
                try tx.editing.move(named("外"), to: named(deep), placement: .last)
            }
            #expect(throws: MenuError.self) { try tx.editing.move(named("内"), to: named(deep), placement: .last) }
            let move = try tx.editing.move(named("鸭"), to: named(deep), placement: .first)
            #expect(move.to.names.count == 32 && move.place == 1 && move.of == 2)
        }
    }

    @Test func sortByPriceKeepsTheUnpricedLastAndWritesDensePositions() throws {
        try withMenu { tx in
            try tx.add(dishes: [("凉菜/拍黄瓜", 1200), ("凉菜/米饭", nil), ("凉菜/夫妻肺片", 3200), ("凉菜/口水鸡", 2800), ("凉菜/茶", nil)])
            let sorted = try tx.editing.sortEntries(of: named("凉菜"), by: .price, reversed: false)
            #expect(sorted.entries == ["拍黄瓜", "口水鸡", "夫妻肺片", "米饭", "茶"])
            #expect(sorted.moved == 2, "夫妻肺片 stays third")
            #expect(try tx.lines("SELECT name, position FROM menu_node WHERE parent_id = 2 ORDER BY position")
                    == ["拍黄瓜 0", "口水鸡 1", "夫妻肺片 2", "米饭 3", "茶 4"])
            let again = try tx.editing.sortEntries(of: named("凉菜"), by: .price, reversed: false)
            #expect(again.moved == 0 && again.entries == sorted.entries)
        }
    }

    @Test func sortByPinyinOrdersTheTopLevelToo() throws {
        try withMenu { tx in
            try tx.add(dishes: [("酸辣粉", nil), ("担担面", nil), ("川北凉粉", nil)])
            let sorted = try tx.editing.sortEntries(of: .top, by: .pinyin, reversed: false)
            #expect(sorted.path.isEmpty && sorted.entries == ["川北凉粉", "担担面", "酸辣粉"] && sorted.moved == 2)
            #expect(try tx.tree.load().visibleRows().map(\.node.id) == [4, 3, 2])
        }
    }
}
