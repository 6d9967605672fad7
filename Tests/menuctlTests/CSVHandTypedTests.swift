import Foundation
import Testing

/// SPEC 25: a CSV typed by hand may hold any of the known columns in any
/// order; a column left out is not given, and `dish` reads as `item`.
@Suite struct CSVHandTypedTests {
    @Test func threeColumnsWithKindDishImport() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("menu.csv", "path,kind,price\r\n凉菜/口水鸡,dish,36\r\n凉菜/夫妻肺片,item,32.5\r\n")
        let imported = try sandbox.must("import", file)
        #expect(imported.stdout == "imported \(file): 3 added, 0 changed, 0 unchanged, 0 removed\n")
        #expect(try sandbox.query("SELECT name || ' ' || kind || ' ' || ifnull(price_fen, '-') FROM menu_node WHERE id > 1 ORDER BY id")
            == "凉菜 group -\n口水鸡 item 3600\n夫妻肺片 item 3250")
    }

    @Test func columnsInAnyOrderWithoutKind() throws {
        let sandbox = Sandbox()
        let file = try sandbox.write("menu.csv", "price,description,path\r\n,,凉菜\r\n36,麻辣,凉菜/口水鸡\r\n")
        try sandbox.must("import", file, "-q")
        #expect(try sandbox.query("SELECT name || ' ' || kind || ' ' || ifnull(price_fen, '-') FROM menu_node WHERE id > 1 ORDER BY id")
            == "凉菜 group -\n口水鸡 item 3600")
        #expect(try sandbox.must("show", "口水鸡").stdout.contains("麻辣"))
    }

    /// A replace by a file without a column leaves what it would say as it
    /// was: price, sold out, description, tags, allergens stay.
    /// Without kind and slots columns, a replace keeps an empty group a
    /// group and a set meal its slots.
    @Test func aFileWithoutKindOrSlotsKeepsGroupsAndSets() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", """
            add-group 空的 主菜 套餐
            add-item 主菜/宫保鸡丁 --price 38
            add-set 套餐/商务套餐A --price 48
            slot add 商务套餐A 热菜 --pick 1 宫保鸡丁
            """), "-q")
        let before = try sandbox.must("export").stdout
        let file = try sandbox.write("menu.csv", "path,price\r\n空的,\r\n主菜/宫保鸡丁,38\r\n套餐/商务套餐A,48\r\n")
        let imported = try sandbox.must("import", file, "--replace")
        #expect(imported.stdout == "imported \(file): 0 added, 0 changed, 5 unchanged, 0 removed\n")
        #expect(try sandbox.must("export").stdout == before)
    }

    @Test func aMissingColumnIsNotGivenEvenByReplace() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "凉菜/口水鸡", "-p", "--price", "36", "--description", "麻辣", "--tag", "招牌",
                         "--allergen", "peanuts", "-q")
        try sandbox.must("sold-out", "口水鸡", "-q")
        let before = try sandbox.must("export").stdout
        let file = try sandbox.write("menu.csv", "kind,path\r\ngroup,凉菜\r\ndish,凉菜/口水鸡\r\n")
        let imported = try sandbox.must("import", file, "--replace")
        #expect(imported.stdout == "imported \(file): 0 added, 0 changed, 2 unchanged, 0 removed\n")
        #expect(try sandbox.must("export").stdout == before)
        let priced = try sandbox.write("priced.csv", "path,price\r\n凉菜/口水鸡,38\r\n")
        try sandbox.must("import", priced, "--replace", "-q")
        #expect(try sandbox.must("export").stdout == before.replacingOccurrences(of: "\"amount\": 3600", with: "\"amount\": 3800"))
    }
}
