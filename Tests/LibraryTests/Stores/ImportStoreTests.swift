import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// ImportStore on an in-memory menu (SPEC 7): merging by path, and
/// `--replace` making the menu exactly the file while keeping the id of
/// every node whose path is in it.
@Suite struct ImportStoreTests {
    /// 主菜 #2 (宫保鸡丁 #3 38.00, 回锅肉 #4 42.00), 早餐 #5 (担担面 #6 12.00), 酒水 #7.
    private func seeded(_ tx: MenuTransaction) throws {
        try tx.add(dishes: [("主菜/宫保鸡丁", 3800), ("主菜/回锅肉", 4200), ("早餐/担担面", 1200)])
        try tx.add(dishes: [], groups: ["酒水"])
    }

    private func document(_ json: String) throws -> MenuDocument {
        try MenuDocument(bytes: Array(json.utf8))
    }

    private func nodes(_ tx: MenuTransaction) throws -> [String] {
        try tx.lines("SELECT id, parent_id, name, position, expanded, price_fen FROM menu_node WHERE id > 1 ORDER BY parent_id, position")
    }

    @Test func intoAnEmptyMenuIdsAndPositionsFollowTheFile() throws {
        try withMenu { tx in
            let counts = try tx.imports.importMenu(document("""
                {"menu": [
                  {"kind": "group", "name": "主菜", "expanded": false, "children": [
                    {"kind": "item", "name": "宫保鸡丁", "price": {"amount": 3800, "currency": "CNY"}},
                    {"kind": "item", "name": "米饭", "price": null},
                    {"kind": "item", "name": "回锅肉", "price": "42.50"}]},
                  {"kind": "item", "name": "茶"}
                ]}
                """), replace: false)
            #expect(counts == .init(added: 5, changed: 0, unchanged: 0, removed: 0))
            #expect(try nodes(tx) == ["2 1 主菜 0 0 NULL", "6 1 茶 1 0 NULL",
                                      "3 2 宫保鸡丁 0 0 3800", "4 2 米饭 1 0 NULL", "5 2 回锅肉 2 0 4250"])
        }
    }

    /// Groups that exist are reused and take the file's state, dishes that
    /// exist take its price, new nodes go at the end; the rest stays.
    @Test func mergeGoesByPathAndKeepsWhatTheFileLeavesOut() throws {
        try withMenu { tx in
            try seeded(tx)
            let counts = try tx.imports.importMenu(document("""
                {"menu": [
                  {"kind": "group", "name": "主菜", "expanded": false, "children": [
                    {"kind": "item", "name": "回锅肉", "price": "45"},
                    {"kind": "item", "name": "干烧鱼", "price": "58"}]},
                  {"kind": "group", "name": "凉菜", "children": [{"kind": "item", "name": "拍黄瓜", "price": "12"}]}
                ]}
                """), replace: false)
            #expect(counts == .init(added: 3, changed: 2, unchanged: 0, removed: 0))
            #expect(try nodes(tx) == [
                "2 1 主菜 0 0 NULL", "5 1 早餐 1 1 NULL", "7 1 酒水 2 1 NULL", "9 1 凉菜 3 1 NULL",
                "3 2 宫保鸡丁 0 0 3800", "4 2 回锅肉 1 0 4500", "8 2 干烧鱼 2 0 5800",
                "6 5 担担面 0 0 1200",
                "10 9 拍黄瓜 0 0 1200",
            ])
        }
    }

    /// Every node whose path is in the file keeps its id and takes the
    /// file's place; what is not in the file goes; a new node gets a new id.
    @Test func replaceMakesTheMenuExactlyTheFileKeepingIds() throws {
        try withMenu { tx in
            try seeded(tx)
            let counts = try tx.imports.importMenu(document("""
                {"menu": [
                  {"kind": "group", "name": "早餐", "children": [
                    {"kind": "item", "name": "担担面", "price": "12"},
                    {"kind": "item", "name": "酸辣粉", "price": "10"}]},
                  {"kind": "group", "name": "主菜", "children": [{"kind": "item", "name": "回锅肉", "price": "42"}]}
                ]}
                """), replace: true)
            #expect(counts == .init(added: 1, changed: 3, unchanged: 1, removed: 2))
            #expect(try nodes(tx) == ["5 1 早餐 0 1 NULL", "2 1 主菜 1 1 NULL",
                                      "4 2 回锅肉 0 0 4200",
                                      "6 5 担担面 0 0 1200", "8 5 酸辣粉 1 0 1000"])
        }
    }

    @Test func replacingWithWhatTheMenuIsChangesNothing() throws {
        try withMenu { tx in
            let json = """
                {"menu": [
                  {"kind": "group", "name": "主菜", "expanded": true, "children": [
                    {"kind": "item", "name": "宫保鸡丁", "price": "38"}, {"kind": "item", "name": "回锅肉", "price": "42"}]},
                  {"kind": "group", "name": "早餐", "expanded": false, "children": []}
                ]}
                """
            _ = try tx.imports.importMenu(document(json), replace: true)
            let before = try nodes(tx)
            let again = try tx.imports.importMenu(document(json), replace: true)
            #expect(again == .init(added: 0, changed: 0, unchanged: 4, removed: 0))
            #expect(try nodes(tx) == before)
        }
    }

    /// A group in the file where the menu has a dish of that path: merging
    /// refuses, naming the place in the file; replacing takes the file's.
    @Test func aGroupWhereTheMenuHasADishClashesUnlessReplacing() throws {
        let json = """
            {"menu": [{"kind": "group", "name": "主菜", "children": [
              {"kind": "group", "name": "宫保鸡丁", "children": [{"kind": "item", "name": "小份", "price": "28"}]}]}]}
            """
        try withMenu { tx in
            try seeded(tx)
            do {
                _ = try tx.imports.importMenu(document(json), replace: false)
                Issue.record("the clash was merged")
            } catch let error as MenuError {
                #expect(error.kind == .malformedFile)
                #expect(error.message == "主菜/宫保鸡丁 is a dish in the menu, but a group in the file")
                #expect(error.place == "menu[0].children[0]")
            }
        }
        try withMenu { tx in
            try seeded(tx)
            let counts = try tx.imports.importMenu(document(json), replace: true)
            #expect(counts == .init(added: 2, changed: 0, unchanged: 1, removed: 5),
                    "the dish, 回锅肉, and 早餐 with 担担面 and 酒水, which are not in the file")
            #expect(try nodes(tx) == ["2 1 主菜 0 1 NULL", "8 2 宫保鸡丁 0 1 NULL", "9 8 小份 0 0 2800"])
        }
    }

    @Test func serviceDetailsAndSizesComeInAndReplaceClearsWhatTheFileLeavesOut() throws {
        try withMenu { tx in
            _ = try tx.imports.importMenu(document("""
                {"format": "menuctl", "version": 2, "currency": "CNY", "menu": [
                  {"kind": "group", "name": "鱼", "hours": [{"days": "fri,sat", "from": "22:00", "to": "02:00"}], "children": [
                    {"kind": "item", "name": "水煮鱼", "sold_out": true, "unit": "份",
                     "sizes": [{"name": "小份", "price": {"amount": 5800, "currency": "CNY"}},
                               {"name": "大份", "price": {"amount": 8800, "currency": "CNY"}}],
                     "description": "麻辣", "spice": 3, "tags": ["招牌"], "translations": {"en": "Boiled Fish"}}]}
                ]}
                """), replace: false)
            #expect(try tx.lines("SELECT id, sold_out, price_fen, unit FROM menu_node WHERE id = 3") == ["3 1 NULL 份"])
            #expect(try tx.lines("SELECT node_id, days, opens, closes FROM serving_window") == ["2 48 1320 120"])
            #expect(try tx.lines("SELECT name, price_fen FROM dish_size ORDER BY position") == ["小份 5800", "大份 8800"])
            #expect(try tx.details.dishDetails(of: 3) == DishDetails(description: "麻辣", spice: Spice(level: 3), tags: ["招牌"],
                                                                     translations: [Translation(lang: "en", text: "Boiled Fish")]))
            let counts = try tx.imports.importMenu(document("""
                {"menu": [{"kind": "group", "name": "鱼", "children": [{"kind": "item", "name": "水煮鱼", "price": "68"}]}]}
                """), replace: true)
            #expect(counts == .init(added: 0, changed: 2, unchanged: 0, removed: 0))
            #expect(try tx.lines("SELECT id, sold_out, price_fen, unit FROM menu_node WHERE id = 3") == ["3 0 6800 NULL"])
            for table in ["serving_window", "dish_size", "node_detail", "dish_tag", "node_translation"] {
                #expect(try tx.rows("SELECT count(*) FROM \(table)") == [[.integer(0)]], "\(table)")
            }
        }
    }
}
