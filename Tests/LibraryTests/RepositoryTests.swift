import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

@Suite struct RepositoryTests {
    /// The seed's scenario, stored and reloaded between every step.
    @Test func seedScenarioSurvivesEveryReload() throws {
        let menu = TestMenu()
        try menu.write { menu in
            _ = try menu.editing.addGroups(named: [path("主菜")], in: nil, collapsed: false)
            _ = try menu.editing.addItems(named: seedMainCourses.map(path), in: .path(path("主菜")), price: nil)
            _ = try menu.editing.addGroups(named: [path("早餐")], in: nil, collapsed: false)
            _ = try menu.editing.addItems(named: seedBreakfast.map(path), in: .path(path("早餐")), price: nil)
        }
        let rows = { try menu.read { try $0.tree.load().visibleRows() } }
        #expect(try rows().count == 16)
        #expect(try rows().map(\.node.name) == ["主菜"] + seedMainCourses + ["早餐"] + seedBreakfast)

        try menu.write { menu in
            let mainCourses = try #require(try menu.tree.node(at: path("主菜")))
            try menu.tree.setExpanded(false, id: mainCourses.id)
        }
        #expect(try rows().count == 7)

        try menu.write { _ = try $0.editing.addGroups(named: [path("酒水")], in: nil, collapsed: false) }
        let shown = try rows()
        #expect(shown.count == 8)
        #expect(shown.last?.node.isGroup == true && shown.last?.node.name == "酒水")

        try menu.write { try $0.tree.setExpanded(false, id: shown[1].node.id) }
        #expect(try rows().map(\.path) == ["主菜", "早餐", "酒水"])
    }

    @Test func aNameGivenAsAPathMakesTheMissingGroups() throws {
        try withRepository { menu, _ in
            let added = try menu.editing.addItems(named: [path("酒水/白酒/五粮液")], in: nil, price: Amount(parsing: "¥1280.5"), makingParents: true)
            #expect(added.map(\.path) == ["酒水", "酒水/白酒", "酒水/白酒/五粮液"])
            #expect(added.map(\.isGroup) == [true, true, false])
            let dish = try #require(try menu.tree.node(at: path("酒水/白酒/五粮液")))
            #expect(dish.price?.fen == 128050)
            #expect(dish.kind == .item)
        }
    }

    @Test func namesAreUniqueAmongSiblingsButNotAcrossGroups() throws {
        try withRepository { menu, _ in
            _ = try menu.editing.addGroups(named: [path("主菜"), path("早餐")], in: nil, collapsed: false)
            _ = try menu.editing.addItems(named: [path("酸辣粉")], in: .path(path("主菜")), price: nil)
            _ = try menu.editing.addItems(named: [path("酸辣粉")], in: .path(path("早餐")), price: nil)
            #expect(throws: MenuError.refused("主菜/酸辣粉 already exists")) {
                try menu.editing.addItems(named: [path("酸辣粉")], in: .path(path("主菜")), price: nil)
            }
            #expect(throws: MenuError.refused("主菜 already exists")) {
                try menu.editing.addGroups(named: [path("主菜")], in: nil, collapsed: false)
            }
        }
    }

    @Test func onlyGroupsHoldEntries() throws {
        try withRepository { menu, _ in
            _ = try menu.editing.addItems(named: [path("宫保鸡丁")], in: nil, price: nil)
            #expect(throws: MenuError.self) {
                try menu.editing.addItems(named: [path("小份")], in: .path(path("宫保鸡丁")), price: nil)
            }
            #expect(throws: MenuError.self) {
                try menu.editing.addItems(named: [path("宫保鸡丁/小份")], in: nil, price: nil, makingParents: true)
            }
        }
    }

    @Test func aMissingTargetSuggestsTheClosestPath() throws {
        let menu = TestMenu()
        try menu.write { menu in
            _ = try menu.editing.addGroups(named: [path("主菜"), path("早餐")], in: nil, collapsed: false)
            _ = try menu.editing.addItems(named: [path("宫保鸡丁")], in: .path(path("主菜")), price: nil)
            #expect(throws: MenuError.notFound("主采")) { try menu.tree.resolve(.path(path("主采"))) }
            #expect(throws: MenuError.notFound("#99")) { try menu.tree.resolve(.id(99)) }
            #expect(throws: MenuError.self) { try menu.tree.resolve(.id(NodeRecord.rootID)) }
        }
        let suggested = { (typed: String) in
            MenuStore.addingSuggestions(to: .notFound(typed), databasePath: menu.path).hints
        }
        #expect(suggested("主采") == ["did you mean 主菜?"])
        #expect(suggested("宫保鸡叮") == ["did you mean 主菜/宫保鸡丁?"], "an end of a path is compared too")
        #expect(suggested("完全不同的名字") == [])
        #expect(suggested("#99") == [])
    }

    @Test func theEditDistanceStopsAtItsLimit() {
        #expect(editDistance(Array("主菜".unicodeScalars), Array("主采".unicodeScalars), limit: 1) == 1)
        #expect(editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 3) == 3)
        #expect(editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 2) == nil)
        #expect(editDistance(Array(String(repeating: "a", count: 800).unicodeScalars), Array("主菜".unicodeScalars), limit: 266) == nil)
        #expect(editDistance(Array("abc".unicodeScalars), Array("abc".unicodeScalars), limit: 0) == 0)
        #expect(editDistance(Array("\u{E9}".unicodeScalars), Array("e\u{301}".unicodeScalars), limit: 2) == 2,
                "é and e+U+0301 differ, as they do in every lookup")
    }

    @Test func expandAndCollapseAllTouchOnlyGroups() throws {
        try withRepository { menu, _ in
            _ = try menu.editing.addItems(named: [path("主菜/宫保鸡丁"), path("早餐/担担面")], in: nil, price: nil, makingParents: true)
            #expect(try menu.tree.setAllExpanded(false) == 2)
            #expect(try menu.tree.setAllExpanded(false) == 0)
            #expect(try menu.tree.load().visibleRows().count == 2)
            let dish = try #require(try menu.tree.node(at: path("主菜/宫保鸡丁")))
            #expect(try menu.tree.setExpanded(true, id: dish.id) == false)
        }
    }

    @Test func readingAMissingFileIsAnEmptyMenuAndCreatesNothing() throws {
        let folder = TemporaryFolder()
        #expect(try MenuStore.read(at: folder.file("none.db")) { try $0.tree.load().visibleRows() }.isEmpty)
        #expect(!FileSystem.exists(folder.file("none.db")))
    }
}
