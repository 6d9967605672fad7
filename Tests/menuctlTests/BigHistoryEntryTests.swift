import Foundation
import Testing

/// An import whose history entry is bigger than menuctl keeps in memory
/// (issue 35): its changeset is kept aside as SQLite makes it and written
/// into the entry piece by piece. The entry is what any entry is: its
/// summary in `history`, and undo, redo and `--as-of` read it.
@Suite struct BigHistoryEntryTests {
    /// 20 groups of 75 dishes each, as an export document.
    private func bigMenu() -> String {
        let groups = (1...20).map { group in
            let dishes = (1...75).map { #"{"kind": "item", "name": "菜\#(group)-\#($0)", "price": {"amount": \#($0 * 100), "currency": "CNY"}}"# }
            return #"{"kind": "group", "name": "组\#(group)", "expanded": true, "children": ["# + dishes.joined(separator: ", ") + "]}"
        }
        return #"{"format": "menuctl", "version": 1, "currency": "CNY", "menu": ["# + groups.joined(separator: ", ") + "]}"
    }

    @Test func aBigImportIsOneEntryThatUndoesRedoesAndLooksBack() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "米饭", "--price", "2")
        try sandbox.must("import", try sandbox.write("big.json", bigMenu()), "-q")
        #expect(try sandbox.query("SELECT length(changeset) > 65536 FROM menu_history WHERE id = 2") == "1")
        let history = try sandbox.must("history").lines
        #expect(history.count == 2 && history[0].hasPrefix("2  ") && history[0].hasSuffix("  +1500 dishes, +20 groups"), "\(history)")
        let imported = try sandbox.must("export").stdout
        let listed = try sandbox.must("list", "--format", "tsv").stdout
        #expect(try sandbox.must("list", "--format", "tsv", "--as-of", "2").stdout == listed)
        #expect(try sandbox.must("list", "--format", "tsv", "--as-of", "1").lines.count == 2, "米饭 alone, and the header")

        let undo = try sandbox.must("undo")
        #expect(undo.stdout.hasPrefix("undid #2: menuctl import ") && undo.stdout.hasSuffix(" -q (+1500 dishes, +20 groups)\n"), "\(undo)")
        #expect(try sandbox.must("list", "--format", "tsv", "--as-of", "1").stdout == sandbox.must("list", "--format", "tsv").stdout)
        try sandbox.must("redo")
        #expect(try sandbox.must("export").stdout == imported)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == ["big.json", "menu.db"],
                "nothing left beside the menu")
    }
}
