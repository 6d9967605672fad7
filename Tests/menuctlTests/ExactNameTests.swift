import Foundation
import Testing

/// SPEC 2: one rule compares names in every command, the exact one SQLite
/// uses. Precomposed é (U+00E9, bytes C3A9) and e followed by the combining
/// acute accent (U+0065 U+0301, bytes 65CC81) look alike, and Swift's `==`
/// calls them equal, but they are two names.
@Suite struct ExactNameTests {
    private let precomposed = "\u{E9}"
    private let decomposed = "e\u{301}"

    /// The stored names under `parent`, as hex bytes, in sibling order.
    private func storedNames(_ sandbox: Sandbox, under parent: Int = 1) throws -> [String] {
        try sandbox.query("SELECT hex(name) FROM menu_node WHERE parent_id = \(parent) ORDER BY position")
            .split(separator: "\n").map(String.init)
    }

    @Test func addingOneFormAfterTheOtherGivesTwoSiblings() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", precomposed, "--price", "12")
        let second = try sandbox.run(["add-item", decomposed, "--price", "13"])
        #expect(second.status == 0, "\(second)")
        #expect(try storedNames(sandbox) == ["C3A9", "65CC81"])
        // And each form finds its own dish.
        #expect(try sandbox.must("show", precomposed).stdout.contains("12.00"))
        #expect(try sandbox.must("show", decomposed).stdout.contains("13.00"))
        #expect(try sandbox.must("list", "--json").lines.count == 4)
    }

    @Test func bothFormsInOneCommandAreNotGivenTwice() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["add-item", precomposed, decomposed])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.lines.count == 2)
        #expect(try storedNames(sandbox) == ["C3A9", "65CC81"])
        // The same bytes twice are still a typo.
        _ = try expectRefusal(sandbox, ["add-item", "x", decomposed, decomposed], status: 64)
    }

    @Test func aBatchSeesTwoNamesAndSplitsBeforeACombiningMark() throws {
        let sandbox = Sandbox()
        // A quote or a space followed by U+0301 is one Character; the
        // splitter must still see the quote and the space.
        let script = "add-group \(precomposed) \(decomposed)\nadd-item '\u{301}q' \u{301}r --in \(decomposed)\n"
        let outcome = try sandbox.run(["batch", "-"], stdin: script)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try storedNames(sandbox) == ["C3A9", "65CC81"])
        #expect(try sandbox.query("SELECT group_concat(hex(name), ',') FROM menu_node WHERE parent_id = 3") == "CC8171,CC8172")
    }

    @Test func exportOfBothFormsImportsBackIdentically() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "\(precomposed)/\(precomposed)", "\(precomposed)/\(decomposed)", "--price", "8")
        try sandbox.must("add-group", decomposed, "--collapsed")
        try sandbox.must("add-item", "\(decomposed)/x", "--price", "9")
        let exported = try sandbox.must("export").stdout
        let copy = sandbox.folder + "/copy.db"
        let file = try sandbox.write("menu.json", exported)
        let imported = try sandbox.run(["--db", copy, "import", file, "--replace"])
        #expect(imported.status == 0, "\(imported)")
        #expect(try sandbox.run(["--db", copy, "export"]).stdout == exported)
        #expect(try Sandbox.execute("/usr/bin/sqlite3", [copy, "SELECT count(*) FROM menu_node WHERE kind <> 'root'"]).stdout == "5\n")
    }

    @Test func importMergesByExactName() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", decomposed, "--price", "9")
        let file = try sandbox.write("menu.json", """
            {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
              {"kind": "item", "name": "\(precomposed)", "price": "12"}]}
            """)
        #expect(try sandbox.must("import", file).stdout.hasPrefix("imported \(file): 1 added, 0 changed"))
        #expect(try sandbox.query("SELECT group_concat(hex(name) || '=' || price_fen, ',') FROM menu_node WHERE parent_id = 1")
                == "65CC81=900,C3A9=1200")
        // Within a file, the two forms are siblings too, not a name given twice.
        let both = try sandbox.write("both.json", """
            {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
              {"kind": "group", "name": "\(precomposed)"}, {"kind": "group", "name": "\(decomposed)"}]}
            """)
        let replaced = try sandbox.run(["import", both, "--replace"])
        #expect(replaced.status == 0, "\(replaced)")
        #expect(try storedNames(sandbox) == ["C3A9", "65CC81"])
    }

    @Test func renamingToTheOtherFormReallyRenames() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "菜单/\(precomposed)", "--price", "12")
        let outcome = try sandbox.run(["edit", "菜单/\(precomposed)", "--name", decomposed])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == "renamed 菜单/\(precomposed) to 菜单/\(decomposed)\n")
        #expect(outcome.stdout.utf8.contains(0xCC), "the report shows the new bytes")
        #expect(try sandbox.query("SELECT hex(name) FROM menu_node WHERE id = 3") == "65CC81")
        // Renaming to the very same bytes is no change, and says nothing.
        #expect(try sandbox.must("edit", "#3", "--name", decomposed).stdout.isEmpty)
        // With both present, taking the other's name is a clash.
        try sandbox.must("add-item", "菜单/\(precomposed)")
        _ = try expectRefusal(sandbox, ["edit", "#3", "--name", precomposed], status: 1)
    }

    @Test func aPathGoesIntoTheGroupOfItsOwnForm() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", precomposed, decomposed)
        let outcome = try sandbox.run(["add-item", "\(precomposed)/x", "\(decomposed)/y"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.query("SELECT p.id || ':' || hex(p.name) FROM menu_node AS c JOIN menu_node AS p ON c.parent_id = p.id WHERE c.name = 'x'")
                == "2:C3A9")
        #expect(try sandbox.query("SELECT p.id || ':' || hex(p.name) FROM menu_node AS c JOIN menu_node AS p ON c.parent_id = p.id WHERE c.name = 'y'")
                == "3:65CC81")
        // The same through --in, in one batch that resolves both groups.
        let batch = try sandbox.run(["batch", "-"], stdin: "add-item z --in \(precomposed)\nadd-item z --in \(decomposed)\n")
        #expect(batch.status == 0, "\(batch)")
        #expect(try sandbox.query("SELECT group_concat(parent_id, ',') FROM menu_node WHERE name = 'z'") == "2,3")
    }

    @Test func movingBesideTheOtherFormIsNoClash() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "早餐/\(precomposed)", "主菜/\(decomposed)")
        let outcome = try sandbox.run(["move", "早餐/\(precomposed)", "--to", "主菜"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try storedNames(sandbox, under: 4) == ["65CC81", "C3A9"])
    }

    /// A name may start with a combining mark; `/`, `=` or a space before it
    /// forms one Character with it, and must still separate.
    @Test func aNameStartingWithACombiningMarkIsSeparatedEverywhere() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.must("add-item", "-p", "主菜/\u{301}x").stdout == "added group 主菜 (#2)\nadded 主菜/\u{301}x (#3)\n")
        #expect(try sandbox.must("show", "主菜/\u{301}x", "--json").stdout.contains(#""depth":1,"#))
        #expect(try sandbox.must("edit", "#3", "--name=\u{301}y").stdout == "renamed 主菜/\u{301}x to 主菜/\u{301}y\n")
        #expect(try sandbox.query("SELECT hex(name) FROM menu_node WHERE id = 3") == "CC8179")
    }

    @Test func aLookAlikeIsSuggestedWithTheReason() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "caf\(decomposed)")
        let outcome = try expectRefusal(sandbox, ["show", "caf\(precomposed)"], status: 1)
        #expect(outcome.stderr.hasPrefix("Error: no caf\(precomposed) in the menu\ndid you mean caf\(decomposed)? it looks the same"))
    }
}
