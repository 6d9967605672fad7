import Foundation
import Testing
import MenuData
import MenuTestSupport

/// A menu at schema 8 (Tests/Fixtures/menu-schema-v8.sql, the schema before
/// SPEC 18-24) upgrades to the glossary (migrations/0013_glossary.sql) with
/// nothing lost, and holds the common English words after it (SPEC 1, 15).
@Suite struct GlossaryUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyDetail = """
        SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang; SELECT * FROM serving_window ORDER BY node_id;
        SELECT * FROM dish_size ORDER BY node_id, position
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func readersSeeTheCommonWordsWithoutUpgradingTheFile() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let before = try sandbox.dump()
        let glossary = try sandbox.must("glossary", "en")
        #expect(glossary.lines.count == 14 && glossary.lines.contains("小份  Small"))
        #expect(try sandbox.must("export").stdout.contains("\n  \"glossary\": {\n    \"en\": {\n      \"两\": \"liang (50 g)\",\n"))
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteUpgradesKeepingEverythingAndUndoTakesBackOnlyTheWord() throws {
        let sandbox = try Sandbox.made(bySchema: 8)
        let rows = try sandbox.query(Self.everyRow)
        let details = try sandbox.query(Self.everyDetail)
        let history = try sandbox.query(Self.history)
        let list = try sandbox.must("list", "--all", "--ids").stdout
        #expect(try sandbox.must("glossary", "en", "例汤=Soup of the day").stdout == "glossary en: 例汤 = Soup of the day\n")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.query(Self.everyDetail) == details)
        #expect(try sandbox.query(Self.history + " LIMIT 13") == history, "the history is kept as it was")
        #expect(try sandbox.must("list", "--all", "--ids").stdout == list)
        #expect(try sandbox.query("SELECT count(*) FROM glossary") == "15")
        #expect(try sandbox.must("history", "--limit", "1").stdout.hasSuffix("  glossary\n"))
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query("SELECT count(*) FROM glossary WHERE word = '例汤'") == "0")
        #expect(try sandbox.query("SELECT count(*) FROM glossary") == "14")
        #expect(try sandbox.query(Self.everyRow) == rows)
        // An entry recorded before the upgrade still undoes.
        try sandbox.must("undo", "-q")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
