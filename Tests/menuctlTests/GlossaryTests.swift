import Foundation
import Testing
import MenuTestSupport

/// SPEC 15: `glossary`, the menu's own dictionary for the short words of a
/// guests' page, kept per language, in history, in the export document.
@Suite struct GlossaryTests {
    static let rows = "SELECT lang, word, translation FROM glossary ORDER BY lang, word"
    /// SPEC 15's list, as a new menu holds it, in byte order.
    static let common = """
        两    liang (50 g)
        中份  Medium
        份    portion
        位    per person
        大份  Large
        小份  Small
        招牌  Signature
        推荐  Recommended
        斤    jin (500 g)
        新品  New
        杯    glass
        清真  Halal
        瓶    bottle
        素    Vegetarian

        """

    @Test func aNewMenuHoldsTheCommonWordsInEnglish() throws {
        let sandbox = Sandbox()
        // A reader of a missing menu reads an empty one, with its glossary.
        let missing = try sandbox.run(["glossary", "en"])
        #expect(missing.status == 0 && missing.stdout == Self.common && missing.stderr == "Notice: no menu at \(sandbox.database) yet\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        #expect(try sandbox.must("glossary", "en").stdout == Self.common)
        #expect(try sandbox.must("glossary").lines.first == "en  两    liang (50 g)")
        #expect(try sandbox.must("glossary", "ja").stdout.isEmpty)
        // The migration's words are no history entry.
        #expect(try sandbox.must("history").lines.count == 1)
    }

    @Test func wordsAreSetReplacedAndRemovedOneHistoryEntryEach() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        let set = try sandbox.must("glossary", "en", "例汤=Soup of the day", "小份=Small", "大份=Big")
        #expect(set.stdout == "glossary en: 例汤 = Soup of the day\nglossary en: 大份 = Big (was Large)\n")
        #expect(set.stderr == "Notice: the en glossary already has 小份 = Small\n")
        let before = try sandbox.query(Self.rows)
        let removed = try sandbox.must("glossary", "en", "--remove", "推荐", "--remove", "例汤", "杯=cup")
        #expect(removed.stdout == "glossary en: 杯 = cup (was glass)\nglossary en: removed 推荐 (Recommended)\nglossary en: removed 例汤 (Soup of the day)\n")
        try sandbox.must("glossary", "ja", "小份=小", "-q")
        let after = try sandbox.query(Self.rows)
        #expect(after.contains("ja|小份|小") && !after.contains("推荐") && after.contains("en|杯|cup"))
        let history = try sandbox.must("history").lines
        #expect(history.count == 4)
        #expect(history[0].contains("menuctl glossary ja 小份=小 -q ") && history[0].hasSuffix("  glossary"), "\(history)")
        #expect(history[1].hasSuffix("glossary: 3 words"), "\(history)")
        // undo and redo restore the rows exactly.
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.rows) == before)
        try sandbox.must("redo", "-q")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(Self.rows) == after)
        // Setting a word as it is changes nothing and records nothing.
        let same = try sandbox.must("glossary", "en", "杯=cup")
        #expect(same.stdout.isEmpty && same.stderr == "Notice: the en glossary already has 杯 = cup\n")
        #expect(try sandbox.must("history").lines.count == 4)
    }

    @Test func theNestedFormsDoOneThingEachAsTheOneLineFormDoes() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        let set = try sandbox.must("glossary", "set", "en", "例汤=Soup of the day", "大份=Big")
        #expect(set.stdout == "glossary en: 例汤 = Soup of the day\nglossary en: 大份 = Big (was Large)\n")
        let removed = try sandbox.must("glossary", "remove", "en", "推荐", "例汤")
        #expect(removed.stdout == "glossary en: removed 推荐 (Recommended)\nglossary en: removed 例汤 (Soup of the day)\n")
        let (listed, bare) = (try sandbox.must("glossary", "list", "en").stdout, try sandbox.must("glossary", "en").stdout)
        #expect(listed == bare && bare.contains("大份  Big\n") && !bare.contains("推荐"))
        let (every, bareEvery) = (try sandbox.must("glossary", "list").stdout, try sandbox.must("glossary").stdout)
        #expect(every == bareEvery && every.hasPrefix("en  两"))
        #expect(try sandbox.must("history").lines.count == 3)
        // The parent's help lists them beside its own form; each shows only its own words.
        let help = try sandbox.must("glossary", "--help").stdout
        #expect(help.contains("\nUSAGE: menuctl glossary <subcommand>\n       menuctl glossary [<lang>] "), "\(help)")
        #expect(help.contains("\nSUBCOMMANDS:\n  set  ") && help.contains("\n  remove  ") && help.contains("\n  list  "), "\(help)")
        #expect(!(try sandbox.must("glossary", "set", "--help").stdout.contains("--remove")))
        let mixed = try sandbox.run(["glossary", "set", "en", "小份=S", "--remove", "杯"])
        #expect(mixed.status == 64 && mixed.stderr.hasPrefix("Error: Unknown option '--remove'\n"), "\(mixed)")
        let twice = try sandbox.run(["glossary", "remove", "en", "小份", "小份"])
        #expect(twice.status == 64 && twice.stderr.hasPrefix("Error: The word '小份' is given twice"), "\(twice)")
    }

    @Test func aWordTheGlossaryLacksIsNotRemoved() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        let outcome = try expectRefusal(sandbox, ["glossary", "en", "--remove", "推", "--remove", "小份"], status: 1)
        #expect(outcome.stderr == "Error: the en glossary has no word '推'\ndid you mean '推荐'?\n")
        #expect(try sandbox.query("SELECT count(*) FROM glossary") == "14")
    }

    @Test(arguments: [
        (["glossary", "english", "小份=S"], "Error: 'english' is not a language of ISO 639; did you mean en?"),
        (["glossary", "en", "小份"], "Error: '小份' is not WORD=TRANSLATION; write it like 小份=Small"),
        (["glossary", "en", "小/份=S"], "Error: a glossary word follows the rules of a name: "),
        (["glossary", "en", "=S"], "Error: a glossary word follows the rules of a name: "),
        (["glossary", "en", "小份="], "Error: a translation cannot be empty"),
        (["glossary", "en", "一二三四五六七八九十一二三四五六七八九十一=S"], "Error: the glossary word '一二三四五六七八九十一二三四五六七八九十一' is longer than 20 characters"),
        (["glossary", "en", "小份=S", "小份=T"], "Error: The word '小份' is given twice"),
        (["glossary", "en", "小份=S", "--remove", "小份"], "Error: The word '小份' is given twice"),
        (["glossary", "--remove", "小份"], "Error: '--remove' needs the language to remove words from: glossary LANG --remove WORD"),
    ])
    func malformedWordsAreUsageErrors(arguments: [String], message: String) throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        let outcome = try expectRefusal(sandbox, arguments, status: 64)
        #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
    }

    @Test func theExportCarriesItAndAReplaceByItChangesNothing() throws {
        let sandbox = Sandbox()
        try sandbox.must("import", examples + "/sichuan.json", "-q")
        try sandbox.must("glossary", "en", "例汤=Soup of the day", "--remove", "推荐", "-q")
        try sandbox.must("glossary", "zh-Hant", "小份=小份", "-q")
        let export = try sandbox.must("export").stdout
        #expect(export.contains("\n  \"version\": 6,\n"))
        #expect(export.hasSuffix("""
              ],
              "glossary": {
                "en": {
                  "两": "liang (50 g)",
                  "中份": "Medium",
                  "份": "portion",
                  "位": "per person",
                  "例汤": "Soup of the day",
                  "大份": "Large",
                  "小份": "Small",
                  "招牌": "Signature",
                  "斤": "jin (500 g)",
                  "新品": "New",
                  "杯": "glass",
                  "清真": "Halal",
                  "瓶": "bottle",
                  "素": "Vegetarian"
                },
                "zh-Hant": {
                  "小份": "小份"
                }
              }
            }

            """), "\(export.suffix(600))")
        let file = try sandbox.write("menu.json", export)
        #expect(try sandbox.must("import", file, "--replace").stdout == "imported \(file): 0 added, 0 changed, 23 unchanged, 0 removed\n")
        // Into an empty menu, whose glossary is the common one: byte for byte.
        let copy = sandbox.folder + "/copy.db"
        let replaced = try sandbox.must("--db", copy, "import", file, "--replace").stdout
        #expect(replaced == "imported \(file): 23 added, 0 changed, 0 unchanged, 0 removed; glossary words: 2 added, 1 removed\n")
        #expect(try sandbox.must("--db", copy, "export").stdout == export)
        try sandbox.must("--db", copy, "undo", "-q")
        #expect(try SQLiteShell.query(copy, "SELECT count(*) FROM glossary") == "14")
    }

    @Test func anEmptyGlossaryTravelsAndADocumentWithoutOneKeepsIt() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        try sandbox.must("glossary", "en", "--remove", "两", "--remove", "中份", "--remove", "份", "--remove", "位", "--remove", "大份",
                         "--remove", "小份", "--remove", "招牌", "--remove", "推荐", "--remove", "斤", "--remove", "新品",
                         "--remove", "杯", "--remove", "清真", "--remove", "瓶", "--remove", "素", "-q")
        let export = try sandbox.must("export").stdout
        #expect(export.hasSuffix("  ],\n  \"glossary\": {}\n}\n"))
        let copy = sandbox.folder + "/copy.db"
        try sandbox.must("--db", copy, "import", try sandbox.write("empty.json", export), "--replace", "-q")
        #expect(try SQLiteShell.query(copy, "SELECT count(*) FROM glossary") == "0")
        // Version 2 knew no glossary: importing it leaves the glossary as it is.
        let versionTwo = #"{"format": "menuctl", "version": 2, "currency": "CNY", "menu": []}"#
        try sandbox.must("--db", copy, "glossary", "en", "例汤=Soup", "-q")
        try sandbox.must("--db", copy, "import", try sandbox.write("v2.json", versionTwo), "--replace", "-q")
        #expect(try SQLiteShell.query(copy, Self.rows) == "en|例汤|Soup")
        // Merging sets the file's words and keeps the rest.
        let merge = #"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": [], "glossary": {"en": {"小份": "Small"}}}"#
        #expect(try sandbox.must("--db", copy, "import", try sandbox.write("merge.json", merge)).stdout.hasSuffix("; glossary words: 1 added\n"))
        #expect(try SQLiteShell.query(copy, Self.rows) == "en|例汤|Soup\nen|小份|Small")
    }

    @Test(arguments: [
        (#""glossary": []"#, "glossary: expected an object of languages, found an array"),
        (#""glossary": {"english": {}}"#, "glossary.english: 'english' is not a language of ISO 639; did you mean en?"),
        (#""glossary": {"en": {"小份": 1}}"#, "glossary.en.小份: expected a string, found a number"),
        (#""glossary": {"en": {"小/份": "S"}}"#, "glossary.en.小/份: a glossary word follows the rules of a name: "),
        (#""glossary": {"en": {"小份": ""}}"#, "glossary.en.小份: a translation cannot be empty"),
        (#""glossary": {"en": {"小份": "S", "小份": "T"}}"#, "glossary.en.小份: the word appears twice"),
        (#""glossary": {"en": {}, "EN": {}}"#, "glossary.EN: the language en appears twice"),
    ])
    func aMalformedGlossaryIsRefusedByPlace(member: String, message: String) throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        let file = try sandbox.write("bad.json", #"{"format": "menuctl", "version": 3, "currency": "CNY", "menu": [], "# + member + "}")
        let outcome = try expectRefusal(sandbox, ["import", file, "--replace"], status: 65)
        #expect(outcome.stderr.hasPrefix("Error: \(file): \(message)"), "\(outcome.stderr)")
    }

    @Test func checkFindsRowsAnotherProgramWroteAndRepairRemovesThem() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        _ = try sandbox.query("""
            INSERT INTO glossary VALUES ('english', '小份', 'Small'), ('EN', '大份', 'Large'),
                ('en', '例' || char(7) || '汤', 'Soup'), ('en', '饭', 'Rice' || char(8238)), ('en', '#12', 'twelve')
            """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.lines == [
            "glossary 'EN' '大份': breaks the rules: the language is written 'en' (RFC 5646 2.1.1)",
            "glossary 'en' '#12': breaks the rules: a glossary word follows the rules of a name: the name '#12' looks like a node id; a name may not be '#' and digits",
            "glossary 'en' '例\\u{7}汤': breaks the rules: a glossary word follows the rules of a name: the name '例\\u{7}汤' holds a control character",
            "glossary 'en' '饭': breaks the rules: its translation: the translation 'Rice\\u{202E}' holds an invisible format character (U+202E)",
            "glossary 'english' '小份': breaks the rules: 'english' is not a language of ISO 639; did you mean en?",
        ], "\(check.stdout)")
        let repair = try sandbox.run(["check", "--repair"])
        #expect(repair.status == 0, "\(repair)")
        #expect(repair.lines.count == 6 && repair.lines.last == "no problems left: 0 groups, 1 dish", "\(repair.stdout)")
        #expect(try sandbox.query("SELECT count(*) FROM glossary") == "14")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
