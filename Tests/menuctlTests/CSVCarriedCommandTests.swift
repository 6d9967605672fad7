import Foundation
import Testing

/// SPEC 15: no import clears what its format cannot carry. A CSV file
/// carries what its header names: older headers say nothing of hours or
/// units, and a language without a `name:LANG` column is left as it is.
@Suite struct CSVCarriedCommandTests {
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "早餐", "-q")
        try sandbox.must("add-item", "担担面", "--in", "早餐", "--price", "12", "--unit", "碗",
                         "--translation", "en=Dan Dan Noodles", "--translation", "ja=担担麺", "-q")
        try sandbox.must("hours", "早餐", "06:00-10:30", "--days", "mon-fri", "-q")
        return sandbox
    }

    private let translations = "SELECT lang, text FROM node_translation ORDER BY lang"

    @Test func anOlderHeaderLeavesHoursAndUnitsAsTheyWere() throws {
        let sandbox = try menu()
        let before = try sandbox.dump()
        for header in ["path,kind,price,description,spice,tags,sold_out", "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price"] {
            let extra = header.hasSuffix("market_price") ? ",,碗,0" : ""
            let file = try sandbox.write("old.csv", "\(header)\r\n早餐,group,,,,,\(extra.isEmpty ? "" : ",,,")\r\n早餐/担担面,item,12.00,,,,0\(extra)\r\n")
            let outcome = try sandbox.run(["import", file, "--replace"])
            #expect(outcome.status == 0 && outcome.stdout.hasSuffix(": 0 added, 0 changed, 2 unchanged, 0 removed\n"), "\(header): \(outcome)")
        }
        // The translations, which these files have no column for, stay too.
        #expect(try sandbox.dump() == before)
    }

    @Test func aLanguageWithoutColumnsStaysAndAnEmptyFieldSaysNothingToAMerge() throws {
        let sandbox = try menu()
        let header = "path,kind,price,description,spice,tags,sold_out,sizes,unit,market_price,hours,name:en,description:en"
        let hours = "mon-fri 06:00-10:30"
        let renamed = try sandbox.write("en.csv", "\(header)\r\n早餐,group,,,,,,,,,\(hours),Breakfast,\r\n早餐/担担面,item,12.00,,,,0,,碗,0,,Dandan Noodles,\r\n")
        #expect(try sandbox.must("import", renamed, "--replace").stdout.hasSuffix(": 0 added, 2 changed, 0 unchanged, 0 removed\n"))
        #expect(try sandbox.query(translations) == "en|Breakfast\nen|Dandan Noodles\nja|担担麺")
        let empty = try sandbox.write("empty.csv", "\(header)\r\n早餐,group,,,,,,,,,\(hours),,\r\n早餐/担担面,item,12.00,,,,0,,碗,0,,,\r\n")
        #expect(try sandbox.must("import", empty).stdout.hasSuffix(": 0 added, 0 changed, 2 unchanged, 0 removed\n"))
        #expect(try sandbox.query(translations) == "en|Breakfast\nen|Dandan Noodles\nja|担担麺")
        // A replace makes the columns it has exactly the file's: no English name.
        #expect(try sandbox.must("import", empty, "--replace").stdout.hasSuffix(": 0 added, 2 changed, 0 unchanged, 0 removed\n"))
        #expect(try sandbox.query(translations) == "ja|担担麺")
        #expect(try sandbox.query("SELECT count(*) FROM serving_window") == "1")
    }

    /// The guide's recipe (docs/guide.md), into the same menu: nothing changes.
    @Test func theReadmesRecipeChangesNothing() throws {
        let sandbox = try menu()
        try sandbox.must("sold-out", "担担面", "-q")
        let before = try sandbox.dump()
        let outcome = try sandbox.shell("cd '\(sandbox.folder)' && \"$MENUCTL\" export --format csv > m.csv && \"$MENUCTL\" import m.csv --replace")
        #expect(outcome.status == 0 && outcome.stdout == "imported m.csv: 0 added, 0 changed, 2 unchanged, 0 removed\n", "\(outcome)")
        #expect(try sandbox.dump() == before)
    }
}
