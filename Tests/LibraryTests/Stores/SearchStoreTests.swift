import Testing
@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// SearchStore on an in-memory menu: `find` by name, translation and
/// pinyin (SPEC 12), its search keys, and did-you-mean (SPEC 2).
@Suite struct SearchStoreTests {
    /// 主菜 #2 (宫保鸡丁 #3, 回锅肉 #4), 早餐 #5 (酸辣面 #6, 酸辣粉 #7),
    /// 酒水 #8 collapsed (青岛啤酒 #9, "Tsingtao Beer"), in one command.
    private func menu() throws -> InMemoryMenu {
        let menu = try InMemoryMenu()
        try menu.write { tx in
            try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/回锅肉", 4200), ("早餐/酸辣面", 1200),
                                ("早餐/酸辣粉", 1000), ("酒水/青岛啤酒", 800)])
            try tx.tree.setExpanded(false, id: 8)
            var edit = DetailsEdit()
            edit.translations = [Translation(lang: "en", text: "Tsingtao Beer")]
            _ = try tx.details.editDetails(named("青岛啤酒"), edit)
        }
        return menu
    }

    private func found(_ menu: InMemoryMenu, _ text: String) throws -> [String] {
        try menu.write { tx in
            try tx.search.find(MenuQuery(parsing: text)).map { "\($0.number) \($0.depth) #\($0.node.id) \($0.path)" }
        }
    }

    @Test func findsByPinyinInitialsAndSpelledOut() throws {
        let menu = try menu()
        #expect(try found(menu, "gbjd") == ["1 1 #3 主菜/宫保鸡丁"])
        #expect(try found(menu, "HGR") == ["1 1 #4 主菜/回锅肉"])
        #expect(try found(menu, "huiguo") == ["1 1 #4 主菜/回锅肉"])
        #expect(try found(menu, "slm") == ["1 1 #6 早餐/酸辣面"])
        #expect(try found(menu, "slf") == ["1 1 #7 早餐/酸辣粉"])
    }

    /// Collapsed groups are searched too, in menu order, numbered among the rows found.
    @Test func findsInsideCollapsedGroupsByNameOrTranslation() throws {
        let menu = try menu()
        #expect(try found(menu, "啤酒") == ["1 1 #9 酒水/青岛啤酒"])
        #expect(try found(menu, "tsingtao") == ["1 1 #9 酒水/青岛啤酒"], "a translation, case ignored")
        #expect(try found(menu, "jiu") == ["1 0 #8 酒水", "2 1 #9 酒水/青岛啤酒"])
        #expect(try found(menu, "酸辣") == ["1 1 #6 早餐/酸辣面", "2 1 #7 早餐/酸辣粉"])
        #expect(try found(menu, "鱼香").isEmpty)
    }

    /// Within the command that added them, nodes are found through the
    /// buckets the triggers marked; after its commit, through built keys.
    @Test func whatACommandAddsIsFoundBeforeAndAfterItsKeysAreBuilt() throws {
        let menu = try menu()
        let inTheSameCommand = try menu.write { tx in
            try tx.add(dishes: [("主菜/鱼香肉丝", nil)])
            #expect(try tx.rows("SELECT count(*) FROM search_pending") == [[.integer(1)]])
            return try tx.search.find(MenuQuery(parsing: "yxrs")).map(\.path)
        }
        #expect(inTheSameCommand == ["主菜/鱼香肉丝"])
        #expect(try menu.rows("SELECT count(*) FROM search_pending") == [[.integer(0)]])
        #expect(try menu.rows("SELECT bucket FROM search_bucket") == [[.integer(0)]], "ids 0 to 63 are bucket 0")
        #expect(try found(menu, "yxrs") == ["1 1 #10 主菜/鱼香肉丝"])
    }

    @Test func aRenameOrARemovalIsFoundAsItIsNow() throws {
        let menu = try menu()
        try menu.write { _ = try $0.editing.rename(named("宫保鸡丁"), to: Name("宫保虾球")) }
        #expect(try found(menu, "gbjd").isEmpty)
        #expect(try found(menu, "gbxq") == ["1 1 #3 主菜/宫保虾球"])
        try menu.write { _ = try $0.editing.remove([named("回锅肉")], recursive: false) }
        #expect(try found(menu, "hgr").isEmpty)
    }

    @Test func keysAnotherProgramChangedAreOutOfStepUntilRebuilt() throws {
        let menu = try menu()
        #expect(try menu.write { try $0.search.searchBucketsOutOfStep() } == 0)
        try menu.database.execute("UPDATE search_bucket SET keys = ''")
        #expect(try menu.write { try $0.search.searchBucketsOutOfStep() } == 1)
        try menu.write { try $0.search.rebuildSearchBuckets() }
        #expect(try menu.write { try $0.search.searchBucketsOutOfStep() } == 0)
        #expect(try found(menu, "gbjd") == ["1 1 #3 主菜/宫保鸡丁"])
    }

    @Test func didYouMeanSuggestsTheClosestPathsInMenuOrder() throws {
        let menu = try menu()
        try menu.write { tx throws in
            #expect(try tx.search.closestPaths(to: "主采") == ["主菜"])
            #expect(try tx.search.closestPaths(to: "回锅内") == ["主菜/回锅肉"], "an end is compared, the path suggested")
            #expect(try tx.search.closestPaths(to: "酸辣麺") == ["早餐/酸辣面", "早餐/酸辣粉"])
            #expect(try tx.search.closestPaths(to: "早餐/酸辣麺") == ["早餐/酸辣面", "早餐/酸辣粉"])
            #expect(try tx.search.closestPaths(to: "完全不同的名字").isEmpty)
            #expect(try tx.search.closestPaths(to: "#99").isEmpty)
        }
    }

    /// é typed for a stored e+U+0301: another name by SPEC 2's exact rule,
    /// but the one suggestion, since it looks the same.
    @Test func aLookAlikeNameIsTheOneSuggestion() throws {
        let menu = try InMemoryMenu()
        try menu.write { tx in
            try tx.add(dishes: [("酒水/Cafe\u{301}", nil), ("酒水/Cafe", nil)])
            #expect(throws: MenuError.notFound("Caf\u{E9}")) { try tx.tree.resolve(named("Caf\u{E9}")) }
            #expect(try tx.search.closestPaths(to: "Caf\u{E9}") == ["酒水/Cafe\u{301}"])
        }
    }
}
