import Foundation
import MenuTestSupport
import Testing

/// SPEC 28, 明码标价: the menu declares its fees (服务费, 茶位费, 餐具费), the
/// guests' page states them once, and they travel in the export document,
/// diff and a chain's files; a price list's box fee is stated beside its prices.
@Suite struct FeesTests {
    /// 主菜 holding 宫保鸡丁 at 38, and three fees.
    static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("fees", "add", "服务费", "10%", "-q")
        try sandbox.must("fees", "add", "茶位费", "3/位", "-q")
        try sandbox.must("fees", "add", "餐具费", "2", "-q")
        return sandbox
    }

    @Test func feesAreAddedEditedRemovedAndListedInTheirOrder() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.must("fees", "add", "服务费", "10%").stdout == "added fee 服务费 10%\n")
        #expect(try sandbox.must("fees", "add", "茶位费", "3/位").stdout == "added fee 茶位费 3.00/位\n")
        #expect(try sandbox.must("fees", "add", "餐具费", "¥2").stdout == "added fee 餐具费 2.00\n")
        #expect(try sandbox.must("fees").stdout == "服务费  10%\n茶位费  3.00/位\n餐具费  2.00\n")
        #expect(try sandbox.must("fees", "edit", "服务费", "12.5%").stdout == "fee 服务费 10% → 12.5%\n")
        #expect(try sandbox.must("fees", "edit", "服务费", "12.5%").stderr == "Notice: the fee 服务费 is 12.5% already\n")
        #expect(try sandbox.must("fees", "remove", "餐具费").stdout == "removed fee 餐具费 2.00\n")
        #expect(try sandbox.must("fees", "list").stdout == "服务费  12.5%\n茶位费  3.00/位\n")
        #expect(try sandbox.must("undo").stdout == "undid #5: menuctl fees remove 餐具费 (fees)\n")
        #expect(try sandbox.must("undo").stdout == "undid #4: menuctl fees edit 服务费 12.5% (fees)\n")
        #expect(try sandbox.must("fees").stdout == "服务费  10%\n茶位费  3.00/位\n餐具费  2.00\n")
    }

    @Test func badFeesAreRefusedWithNothingChanged() throws {
        let sandbox = try Self.menu()
        let before = try sandbox.dump()
        let twice = try sandbox.run(["fees", "add", "服务费", "5%"])
        #expect(twice.status == 1 && twice.stderr == "Error: there is a fee '服务费' already\n'menuctl fees edit' changes it\n")
        let missing = try sandbox.run(["fees", "remove", "加工费"])
        #expect(missing.status == 1 && missing.stderr == "Error: no fee '加工费'\nthe fees: 服务费, 茶位费, 餐具费\n")
        for (words, error) in [
            (["fees", "add", "x", "101%"], "Error: '101%' is not a percentage (0% to 100%, at most two decimals: 10%, 12.5%)"),
            (["fees", "add", "x", "1.125%"], "Error: '1.125%' is not a percentage (0% to 100%, at most two decimals: 10%, 12.5%)"),
            (["fees", "add", "x", "3x"], "Error: '3x' is not an amount (write it like 38, 38.5 or ¥38.50)"),
            (["fees", "add", String(repeating: "费", count: 21), "1"], "Error: the fee's name '\(String(repeating: "费", count: 21))' is longer than 20 characters"),
            (["fees", "add", "a/b", "1"], "Error: "),
        ] {
            let outcome = try sandbox.run(words)
            #expect(outcome.status == 64 && outcome.stderr.hasPrefix(error), "\(words): \(outcome)")
        }
        #expect(try sandbox.dump() == before)
    }

    @Test func theDocumentCarriesThemAndAnImportOfItChangesNothing() throws {
        let sandbox = try Self.menu()
        let document = try sandbox.must("export").stdout
        #expect(document.hasPrefix("""
            {
              "format": "menuctl",
              "version": 6,
              "currency": "CNY",
              "fees": [
                {"name": "服务费", "percent": "10"},
                {"name": "茶位费", "amount": {"amount": 300, "currency": "CNY"}, "per": "位"},
                {"name": "餐具费", "amount": {"amount": 200, "currency": "CNY"}}
              ],

            """))
        let file = try sandbox.write("menu.json", document)
        #expect(try sandbox.must("import", "--replace", file).stdout.hasSuffix("menu.json: 0 added, 0 changed, 2 unchanged, 0 removed\n"))
        // Into an empty menu, then out again: the same document.
        let other = sandbox.folder + "/other.db"
        try sandbox.must("--db", other, "import", "--replace", file, "-q")
        #expect(try sandbox.must("--db", other, "export").stdout == document)
        // A version-5 document without fees has none; an older one says nothing of them.
        let none = try sandbox.write("none.json", document.replacingOccurrences(of: #"""
              "fees": [
                {"name": "服务费", "percent": "10"},
                {"name": "茶位费", "amount": {"amount": 300, "currency": "CNY"}, "per": "位"},
                {"name": "餐具费", "amount": {"amount": 200, "currency": "CNY"}}
              ],

            """#, with: ""))
        let older = try sandbox.write("older.json", try String(contentsOfFile: none, encoding: .utf8)
            .replacingOccurrences(of: "\"version\": 6", with: "\"version\": 4"))
        try sandbox.must("import", "--replace", older, "-q")
        #expect(try sandbox.must("fees").stdout.contains("服务费"))
        try sandbox.must("import", "--replace", none, "-q")
        #expect(try sandbox.must("fees").stdout.isEmpty)
        try sandbox.must("import", file, "-q")
        #expect(try sandbox.must("fees").stdout == "服务费  10%\n茶位费  3.00/位\n餐具费  2.00\n")
        let bad = try sandbox.write("bad.json", document.replacingOccurrences(of: #""percent": "10""#, with: #""percent": "110""#))
        let refused = try sandbox.run(["import", bad])
        #expect(refused.status == 65 && refused.stderr.contains("bad.json: fees[0]: '110%' is not a percentage"), "\(refused)")
        let csv = try sandbox.run(["export", "--format", "csv"])
        #expect(csv.stderr.contains("3 fees"), "\(csv.stderr)")
    }

    @Test func diffSaysEachFeeAsTheListDoes() throws {
        let sandbox = try Self.menu()
        let file = try sandbox.write("before.json", try sandbox.must("export").stdout)
        try sandbox.must("fees", "edit", "服务费", "12%", "-q")
        try sandbox.must("fees", "remove", "餐具费", "-q")
        try sandbox.must("fees", "add", "加工费", "5/斤", "-q")
        let diff = try sandbox.run(["diff", file])
        #expect(diff.status == 1 && diff.stdout == "~ fee 服务费 10% → 12%\n+ fee 加工费 5.00/斤\n- fee 餐具费 2.00\n", "\(diff)")
        #expect(try sandbox.run(["diff", "--as-of", "4"]).stdout == "~ fee 服务费 10% → 12%\n+ fee 加工费 5.00/斤\n- fee 餐具费 2.00\n")
    }

    @Test func theGuestsPageStatesThemOnceAndABoxFeeBesideThePrices() throws {
        let sandbox = try Self.menu()
        let page = try sandbox.must("export", "--format", "html").stdout
        #expect(page.contains(#"<footer class="fees"><p><span class="fees-title">另收</span> 服务费 10% · 茶位费 ¥3/位 · 餐具费 ¥2</p></footer>"#))
        try sandbox.must("glossary", "en", "服务费=service charge", "茶位费=tea", "餐具费=tableware", "-q")
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains(#"<span class="fees-title">Charges</span> service charge 10% · tea ¥3 per person · tableware ¥2</p>"#))

        // A delivery list's box fee, the same for every dish: said once with the fees.
        try sandbox.must("add-item", "主菜/回锅肉", "--price", "36", "-q")
        try sandbox.must("prices", "add", "外卖", "--box-fee", "2", "-q")
        let delivery = try sandbox.must("export", "--format", "html", "--prices", "外卖").stdout
        #expect(delivery.contains("服务费 10% · 茶位费 ¥3/位 · 餐具费 ¥2 · 餐盒费 ¥2/份</p>"))
        #expect(!delivery.contains(#"<p class="terms">"#))
        // One dish's box fee of its own: each dish's is said beside its price.
        try sandbox.must("prices", "set", "外卖", "回锅肉", "--box-fee", "1", "-q")
        let uneven = try sandbox.must("export", "--format", "html", "--prices", "外卖").stdout
        #expect(uneven.contains(#"<p class="terms">餐盒费 ¥1</p>"#) && uneven.contains(#"<p class="terms">餐盒费 ¥2</p>"#))
        #expect(!uneven.contains("餐盒费 ¥2/份"))
    }

    @Test func headOfficesFeesTravelToItsStoresWhichDoNotChangeThem() throws {
        let sandbox = try Self.menu()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("publish", sandbox.folder + "/1.change", "-q")
        try sandbox.must("--db", store, "apply", sandbox.folder + "/1.change", "-q")
        #expect(try sandbox.must("--db", store, "fees").stdout == "服务费  10%\n茶位费  3.00/位\n餐具费  2.00\n")
        try sandbox.must("fees", "edit", "茶位费", "5/位", "-q")
        try sandbox.must("publish", sandbox.folder + "/2.change", "-q")
        let applied = try sandbox.must("--db", store, "apply", sandbox.folder + "/2.change")
        #expect(applied.lines.contains("changed the fees (1 fee)"), "\(applied)")
        #expect(try sandbox.must("--db", store, "fees").stdout == "服务费  10%\n茶位费  5.00/位\n餐具费  2.00\n")
        let before = try SQLiteShell.dump(store)
        let refused = try sandbox.run(["--db", store, "fees", "add", "加工费", "5"])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("Error: the fees belong to head office\n"))
        #expect(try SQLiteShell.dump(store) == before)
    }
}
