import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite

/// SPEC 15: no field of the CSV export starts a spreadsheet formula, and
/// every field reads back exactly as it was.
@Suite struct MenuCSVFormulaTests {
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\",\"点我\")", "'=HYPERLINK(\"http://x\",\"点我\")"),
        ("+cmd", "'+cmd"),
        ("-1+1", "'-1+1"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("'=x", "''=x"),
        ("''-x", "'''-x"),
        // Nothing a spreadsheet runs: written as it is.
        ("'", "'"),
        ("'a", "'a"),
        ("''", "''"),
        ("a=b", "a=b"),
        ("主菜/=x", "主菜/=x"),
        ("38.00", "38.00"),
        ("", ""),
    ])
    func aFieldThatStartsAFormulaGetsOneMoreQuote(text: String, written: String) {
        #expect(MenuCSV.guarded(text) == written)
        #expect(MenuCSV.unguarded(written) == text)
    }

    /// A hand-written field without the quote is taken as it is.
    @Test func aFieldWithoutTheQuoteReadsAsWritten() {
        #expect(MenuCSV.unguarded("=x") == "=x")
        #expect(MenuCSV.unguarded("-1") == "-1")
    }

    @Test func namesThatLookLikeFormulasRoundTrip() throws {
        let names = ["-1+1", "=HYPERLINK(\"evil.example\",\"点我\")", "@SUM(A1)", "+cmd", "'=x", "''@y", "'", "'plain"]
        let root = MenuGroup(id: 1, name: "")
        let mains = MenuGroup(id: 2, name: "=主菜")
        for (index, name) in names.enumerated() { mains.add(MenuItem(id: Int64(index + 3), name: name, price: nil)) }
        root.add(mains)
        let text = MenuCSV.text(of: root)
        #expect(text.contains("\r\n'=主菜,group,"))
        #expect(text.contains("\r\n'=主菜/-1+1,item,"), "a path starts with its top group's name")
        #expect(text.contains("\r\n\"'=主菜/=HYPERLINK(\"\"evil.example\"\",\"\"点我\"\")\",item,"))
        let read = try MenuDocument(csv: Array(text.utf8), file: "m.csv")
        #expect(read.entries.map(\.name.text) == ["=主菜"])
        #expect(read.entries[0].children.map(\.name.text) == names)
    }
}
