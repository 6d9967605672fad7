import Foundation
import MenuTestSupport
import Testing

/// A description's translations (SPEC 11) from the command line through
/// show, JSON rows, history, the export document, CSV, diff, the guests'
/// page and check.
@Suite struct DescriptionTranslationsTests {
    static let table = "SELECT node_id, lang, text FROM node_description_translation ORDER BY node_id, lang"
    /// By name, for a copy whose ids are its own.
    static let byName = "SELECT name, lang, text FROM node_description_translation JOIN menu_node ON id = node_id ORDER BY name, lang"

    /// `DetailsTests.detailedMenu()` with 宫保鸡丁 (#4) described in English.
    static func describedMenu() throws -> Sandbox {
        let sandbox = try DetailsTests.detailedMenu()
        try sandbox.must("edit", "宫保鸡丁", "--description-translation", "en=Peanuts, dried chillies, diced chicken", "-q")
        return sandbox
    }

    @Test func editSetsAndRemovesThemAndShowTellsThem() throws {
        let sandbox = try DetailsTests.detailedMenu()
        #expect(try sandbox.must("edit", "宫保鸡丁", "--description-translation", "en=Peanuts, dried chillies, diced chicken",
                                 "--description-translation", "ja=落花生と鶏肉").stdout == """
            described 主菜/宫保鸡丁 in en
            described 主菜/宫保鸡丁 in ja

            """)
        #expect(try sandbox.query(Self.table) == "4|en|Peanuts, dried chillies, diced chicken\n4|ja|落花生と鶏肉")
        let shown = try sandbox.must("show", "宫保鸡丁").stdout
        #expect(shown.contains("""
            description:      花生、干辣椒、鸡丁
            description (en): Peanuts, dried chillies, diced chicken
            description (ja): 落花生と鶏肉

            """), "\(shown)")
        #expect(try sandbox.must("show", "宫保鸡丁", "--json").stdout
                    .hasSuffix(#","choices":[],"description_translations":{"en":"Peanuts, dried chillies, diced chicken","ja":"落花生と鶏肉"},"station":null,"photo":null,"kcal":null,"portion":null,"price_today":null}"# + "\n"))
        #expect(try sandbox.must("list", "--json").stdout.contains(#""name":"回锅肉""#))
        #expect(try sandbox.must("edit", "宫保鸡丁", "--no-description-translation", "ja").stdout
                == "removed the ja description of 主菜/宫保鸡丁\n")
        #expect(try sandbox.query(Self.table) == "4|en|Peanuts, dried chillies, diced chicken")
    }

    @Test func addCommandsTakeThem() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "--description-translation", "en=Our mains", "-q")
        try sandbox.must("add-item", "回锅肉", "--in", "主菜", "--price", "32", "--description-translation", "en=Twice-cooked pork", "-q")
        try sandbox.must("add-set", "午市套餐", "--in", "主菜", "--price", "40", "--description-translation", "en=Lunch for one", "-q")
        #expect(try sandbox.query(Self.table) == "2|en|Our mains\n3|en|Twice-cooked pork\n4|en|Lunch for one")
    }

    @Test(arguments: [
        (["edit", "宫保鸡丁", "--description-translation", "Peanuts"], "'Peanuts' is not LANG=TEXT"),
        (["edit", "宫保鸡丁", "--description-translation", "e n=Peanuts"], "'e n' is not a BCP 47 language tag"),
        (["edit", "宫保鸡丁", "--description-translation", "en= "], "a description cannot be empty"),
        (["edit", "宫保鸡丁", "--description-translation", "en=two\nlines"], "holds a line break; it must be one line"),
        (["edit", "宫保鸡丁", "--description-translation", "en=" + String(repeating: "a", count: 501)], "is longer than 500 characters"),
        (["edit", "宫保鸡丁", "--description-translation", "en=a", "--description-translation", "en=b"],
         "'en' is given twice to '--description-translation'"),
        (["edit", "宫保鸡丁", "--description-translation", "en=a", "--no-description-translation", "en"],
         "The language 'en' is given to both '--description-translation' and '--no-description-translation'"),
        (["add-item", "凉面", "--price", "12", "--description-translation", "en=\u{202E}x"], "holds an invisible format character"),
    ])
    func badValuesAreRefusedWithNothingChanged(arguments: [String], words: String) throws {
        let sandbox = try DetailsTests.detailedMenu()
        let outcome = try expectRefusal(sandbox, arguments, status: 64)
        #expect(outcome.stderr.contains(words), "\(outcome.stderr)")
    }

    @Test func undoTakesThemBack() throws {
        let sandbox = try Self.describedMenu()
        #expect(try sandbox.query("SELECT summary FROM menu_history ORDER BY id DESC LIMIT 1") == "details")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.table) == "")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.query(Self.table) == "4|en|Peanuts, dried chillies, diced chicken")
    }

    @Test func theDocumentCarriesThemAndImportKeepsOrClearsThem() throws {
        let sandbox = try Self.describedMenu()
        let exported = try sandbox.must("export").stdout
        #expect(exported.contains(#""translations": {"en": "Kung Pao Chicken"}, "description_translations": {"en": "Peanuts, dried chillies, diced chicken"}, "#))
        let file = try sandbox.write("menu.json", exported)
        #expect(try sandbox.must("import", file, "--replace").stdout.hasSuffix(" 0 changed, 6 unchanged, 0 removed\n"))
        let copy = Sandbox()
        try copy.must("import", file, "-q")
        #expect(try copy.query(Self.byName) == "宫保鸡丁|en|Peanuts, dried chillies, diced chicken")
        #expect(try copy.must("export").stdout == exported)
        // A file without them keeps them when merging; --replace clears them.
        let without = try sandbox.write("without.json", exported.replacingOccurrences(
            of: #", "description_translations": {"en": "Peanuts, dried chillies, diced chicken"}"#, with: ""))
        try sandbox.must("import", without, "-q")
        #expect(try sandbox.query(Self.table) == "4|en|Peanuts, dried chillies, diced chicken")
        #expect(try sandbox.run(["diff", without]).stdout.contains("description translations"))
        try sandbox.must("import", without, "--replace", "-q")
        #expect(try sandbox.query(Self.table) == "")
        let bad = try sandbox.write("bad.json", exported.replacingOccurrences(of: "dried chillies", with: "dried\\nchillies"))
        let refused = try expectRefusal(sandbox, ["import", bad], status: 65)
        #expect(refused.stderr.contains(".description_translations.en: the description"), "\(refused.stderr)")
    }

    @Test func csvWritesAndReadsThem() throws {
        let sandbox = try Self.describedMenu()
        try sandbox.must("edit", "回锅肉", "--description-translation", #"fr=Porc, "deux fois""#, "-q")
        let csv = try sandbox.must("export", "--format", "csv").stdout
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0].hasSuffix(",hours,name:en,description:en,name:fr,description:fr"), "\(lines[0])")
        #expect(csv.contains(",Kung Pao Chicken,\"Peanuts, dried chillies, diced chicken\",,\r\n"), "\(csv)")
        #expect(csv.contains(",,,\"Porc, \"\"deux fois\"\"\"\r\n"), "\(csv)")
        let file = try sandbox.write("menu.csv", csv)
        #expect(try sandbox.must("import", file, "--replace").stdout.hasSuffix(" 0 changed, 6 unchanged, 0 removed\n"))
        #expect(try sandbox.run(["diff", file]).stdout == "")
        let copy = Sandbox()
        try copy.must("import", file, "-q")
        #expect(try copy.query(Self.byName) == sandbox.query(Self.byName))
        // A file without the description's column keeps them, even replacing.
        let named = try sandbox.write("named.csv", "path,kind,name:en\r\n主菜/宫保鸡丁,item,Kung Pao Chicken\r\n")
        try sandbox.must("import", named, "-q")
        #expect(try sandbox.query(Self.table) == "4|en|Peanuts, dried chillies, diced chicken\n5|fr|Porc, \"deux fois\"")
    }

    @Test func theGuestsPageInTheLanguageShowsTheTranslatedDescription() throws {
        let sandbox = try Self.describedMenu()
        let english = try sandbox.must("export", "--format", "html", "--lang", "en").stdout
        #expect(english.contains(#"<p class="about" lang="en">Peanuts, dried chillies, diced chicken</p>"#))
        #expect(!english.contains("花生、干辣椒、鸡丁"))
        let chinese = try sandbox.must("export", "--format", "html").stdout
        #expect(chinese.contains(#"<p class="about">花生、干辣椒、鸡丁</p>"#))
        #expect(!chinese.contains("Peanuts"))
    }

    @Test func checkReportsBadRowsAndRepairRemovesThem() throws {
        let sandbox = try Self.describedMenu()
        _ = try sandbox.query("INSERT INTO node_description_translation VALUES (5, 'EN-gb', 'Pork'), (6, 'en', 'a' || char(27))")
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("#5 '回锅肉': its description in 'EN-gb' breaks the rules: the language is written 'en-GB' (RFC 5646 2.1.1)"))
        #expect(checked.stdout.contains("#6 '麻婆豆腐': its description in 'en' breaks the rules: the description 'a\\u{1B}' holds a control character"))
        let repaired = try sandbox.must("check", "--repair").stdout
        #expect(repaired.contains("#5 '回锅肉': removed its description in 'EN-gb'"))
        #expect(try sandbox.query(Self.table) == "4|en|Peanuts, dried chillies, diced chicken")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}

/// Head office's description translations travel in its change files, and
/// a store cannot change them.
@Suite struct DescriptionTranslationsChainTests {
    @Test func aStoreAppliesThemAndKeepsItsHandsOff() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("edit", "宫保鸡丁", "--description-translation", "en=Peanuts, dried chillies", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        #expect(try SQLiteShell.query(store, DescriptionTranslationsTests.table) == "4|en|Peanuts, dried chillies")
        let refused = try sandbox.run(["--db", store, "edit", "宫保鸡丁", "--no-description-translation", "en"])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("Error: 主菜/宫保鸡丁 belongs to head office\n"), "\(refused)")
        #expect(try SQLiteShell.query(store, DescriptionTranslationsTests.table) == "4|en|Peanuts, dried chillies")
    }
}

/// A menu at schema 18 (Tests/Fixtures/menu-schema-v18.sql) upgrades to
/// migrations/0019_description_translations.sql with nothing lost, and its
/// dishes then take a description's translation.
@Suite struct DescriptionTranslationsUpgradeTests {
    @Test func theFirstWriteUpgradesKeepingEveryDetail() throws {
        let sandbox = try Sandbox.made(bySchema: 18)
        let details = "SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM node_translation ORDER BY node_id"
        let before = try sandbox.query(details)
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        try sandbox.must("edit", "宫保鸡丁", "--description-translation", "en=Peanuts, dried chillies, diced chicken", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(details) == before)
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT 4") == history)
        #expect(try sandbox.query(DescriptionTranslationsTests.table) == "3|en|Peanuts, dried chillies, diced chicken")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(DescriptionTranslationsTests.table) == "")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM node_translation") == "1", "an entry from before the upgrade undoes")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
