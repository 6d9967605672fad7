import Foundation
import Testing

/// SPEC 25: CSV carries groups and dishes, not the menu's choice lists,
/// price lists or glossary; every command that meets that says so.
@Suite struct CSVLeftOutTests {
    private func menuWithLists() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("batch", try sandbox.write("setup.txt", """
            add-item 主菜/宫保鸡丁 -p --price 38
            choices add 辣度 --pick 1 --option 微辣 --option 特辣
            choices offer 辣度 主菜
            prices add 会员价 --by -10%
            """), "-q")
        return sandbox
    }

    @Test func exportSaysWhatCSVLeavesOutWhenTheMenuHasIt() throws {
        let sandbox = try menuWithLists()
        let export = try sandbox.must("export", "--format", "csv")
        #expect(export.stderr == "Notice: CSV does not carry the menu's 1 choice list and 1 price list; menuctl export (JSON) carries the whole menu\n")
        try sandbox.must("glossary", "en", "辣度=Spice level", "-q")
        #expect(try sandbox.must("export", "--format", "csv").stderr
                == "Notice: CSV does not carry the menu's 1 choice list, 1 price list and glossary; menuctl export (JSON) carries the whole menu\n")
        let plain = Sandbox()
        try plain.must("add-item", "主菜/宫保鸡丁", "-p", "--price", "38", "-q")
        #expect(try plain.must("export", "--format", "csv").stderr.isEmpty, "a starter glossary is every menu's")
    }

    /// The copy without the lists says which is missing and how to copy a
    /// whole menu; the JSON recipe copies it exactly.
    @Test func aCSVNamingAListTheMenuLacksSaysHowToCopyAWholeMenu() throws {
        let sandbox = try menuWithLists()
        let csv = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        let copy = Sandbox()
        let refused = try copy.run(["import", csv, "--replace"])
        #expect(refused.status == 65 && refused.stdout.isEmpty)
        #expect(refused.stderr == """
            \(csv):2: Error: no choice list '辣度' in the menu; CSV names the lists a dish offers, not the lists themselves
            to copy a whole menu, its lists too, use JSON: menuctl export > menu.json; menuctl --db copy.db import menu.json --replace

            """)
        let json = try sandbox.write("menu.json", try sandbox.must("export").stdout)
        try copy.must("import", json, "--replace", "-q")
        #expect(try copy.must("export").stdout == (try sandbox.must("export").stdout))
    }

    @Test func diffWithACSVNamesWhatItDidNotCompare() throws {
        let sandbox = try menuWithLists()
        let csv = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        let diff = try sandbox.run(["diff", csv])
        #expect(diff.status == 0 && diff.stdout.isEmpty)
        // Without a timed 估清 or a withdrawal the export has no column for them.
        #expect(diff.stderr == "Notice: \(csv) is CSV; not compared: sold out until, off sale, choices withdrawn, station, photo, kcal, portion, choice lists, price lists, glossary, fees\n")
        let typed = try sandbox.write("typed.csv", "path,price\r\n主菜/宫保鸡丁,36\r\n")
        let changed = try sandbox.run(["diff", typed])
        #expect(changed.status == 1 && changed.stdout == "~ 主菜/宫保鸡丁  price 36.00 → 38.00\n")
        #expect(changed.stderr == "Notice: \(typed) is CSV; not compared: unit, sold out, sold out until, off sale, description, spice, tags, left and daily, allergens, diets, hours, choices offered, choices withdrawn, slots, kind, station, photo, kcal, portion, choice lists, price lists, glossary, fees\n")
    }
}
