import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// `find` reads only what it finds; it must show exactly the rows that
/// `list --all` shows and the query matches, also on a file another
/// program wrote badly (SPEC 9).
@Suite struct FindTests {
    /// 主菜 #2 (宫保鸡丁 #3, 鸡蛋汤 #4), 早餐 #5 (担担面 #6), then rows no
    /// menuctl command writes: an orphan, cycles, a dish holding a dish,
    /// odd ids, and groups 层1…层40 nested 40 deep with 鸡 dishes in the
    /// deepest levels a menu may have (32) and beyond.
    private func badlyWrittenMenu() throws -> TestMenu {
        let menu = TestMenu()
        try menu.write {
            _ = try $0.editing.addItems(named: [path("主菜/宫保鸡丁"), path("主菜/鸡蛋汤"), path("早餐/担担面")],
                                in: nil, price: nil, makingParents: true)
        }
        let raw = try Database(path: menu.path, mode: .readWrite)
        try raw.execute("PRAGMA foreign_keys = OFF")
        try raw.execute("""
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES
                (20, 999, 'item', '鸡孤儿', 0), (21, 21, 'group', '鸡环', 0),
                (22, 23, 'group', '甲', 0), (23, 22, 'group', '乙', 0), (24, 22, 'item', '鸡在环里', 1),
                (25, 26, 'item', '鸡小份', 0), (26, 2, 'item', '鸡拼盘', 9),
                (-7, 2, 'item', '鸡负', 5), (1099511627776, 5, 'item', '鸡大', 7);
            WITH RECURSIVE level (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM level WHERE n < 40)
            INSERT INTO menu_node (id, parent_id, kind, name, position)
            SELECT 100 + n, CASE n WHEN 1 THEN 1 ELSE 99 + n END, 'group', '层' || n, CASE n WHEN 1 THEN 2 ELSE 0 END FROM level;
            INSERT INTO menu_node (id, parent_id, kind, name, position) VALUES
                (200, 131, 'item', '鸡块', 1), (201, 132, 'item', '鸡翅', 1), (202, 120, 'item', '鸡丁', 1);
            UPDATE menu_node SET expanded = 0 WHERE id IN (2, 110);
            """)
        return menu
    }

    /// Before a write, the buckets the other program's rows fell into are
    /// pending and every name in them is asked; after one, their keys are built.
    @Test(arguments: ["鸡", "ji", "jd", "ceng", "层3", "CENG1"], [false, true])
    func findShowsTheRowsOfListAllThatMatch(text: String, afterAWrite: Bool) throws {
        let menu = try badlyWrittenMenu()
        if afterAWrite {
            try menu.write { _ in }
            let pending = try menu.read { try $0.database.cachedStatement("SELECT count(*) FROM search_pending").firstRow { $0.int(0) } }
            #expect(pending == 0)
            #expect(try menu.read { try $0.search.searchBucketsOutOfStep() } == 0)
        }
        let query = try MenuQuery(parsing: text)
        func shown(_ rows: [VisibleRow]) -> [String] {
            rows.enumerated().map { "\($0.offset + 1) \($0.element.depth) #\($0.element.node.id) \($0.element.path) \($0.element.node.children.count)" }
        }
        let (found, listed) = try menu.read { menu in
            (shown(try menu.search.find(query)), shown(try menu.tree.load().visibleRows(all: true).filter { query.matches($0.node.name) }))
        }
        #expect(found == listed)
        #expect(!found.isEmpty)
    }

    @Test func theDeepestDishesAndTheUnreachableOnesAreLeftOutAsListLeavesThem() throws {
        let found = try badlyWrittenMenu().read { try $0.search.find(MenuQuery(parsing: "鸡")) }.map(\.node.name)
        #expect(found == ["宫保鸡丁", "鸡蛋汤", "鸡负", "鸡拼盘", "鸡大", "鸡块", "鸡丁"])
    }
}
