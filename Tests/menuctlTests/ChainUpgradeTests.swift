import Foundation
import MenuTestSupport
import Testing

/// A menu made at schema 13 (Tests/Fixtures/menu-schema-v13.sql: choices,
/// counts, price lists, allergens, glossary) upgrades to the chain's tables
/// (migrations/0015_chain.sql) with nothing lost, publishes as a head office,
/// and a store made from its first file holds its content and none of its
/// own state (SPEC 1, 22).
@Suite struct ChainUpgradeTests {
    static let content = """
        SELECT id, parent_id, kind, name, position, price_fen, unit, market_price FROM menu_node ORDER BY id;
        SELECT * FROM node_detail ORDER BY node_id; SELECT * FROM dish_tag ORDER BY node_id, position;
        SELECT * FROM node_translation ORDER BY node_id, lang; SELECT * FROM dish_size ORDER BY node_id, position;
        SELECT * FROM choice_list ORDER BY id; SELECT list_id, position, name, surcharge_fen FROM choice_option ORDER BY list_id, position;
        SELECT * FROM choice_offer ORDER BY node_id, position; SELECT * FROM dish_allergen ORDER BY node_id, allergen;
        SELECT * FROM dish_diet ORDER BY node_id, diet; SELECT * FROM glossary ORDER BY lang, word
        """
    static let headOfficeState = """
        SELECT id, sold_out, expanded FROM menu_node ORDER BY id; SELECT * FROM serving_window ORDER BY node_id, position;
        SELECT node_id, portions_left, daily_portions FROM dish_count ORDER BY node_id; SELECT * FROM price_list ORDER BY id; SELECT * FROM price_entry ORDER BY list_id, node_id;
        SELECT list_id, position, sold_out FROM choice_option ORDER BY list_id, position
        """
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    @Test func aMenuAtSchema13PublishesEverythingAndKeepsItsOwnState() throws {
        let sandbox = try Sandbox.made(bySchema: 13)
        let content = try sandbox.query(Self.content)
        let state = try sandbox.query(Self.headOfficeState)
        let history = try sandbox.query(Self.history)
        let list = try sandbox.must("list", "--all", "--ids").stdout
        let file = sandbox.folder + "/0001.change"
        #expect(try sandbox.must("publish", file).stdout.hasPrefix("published change 1 of chain "))
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query(Self.content) == content)
        #expect(try sandbox.query(Self.headOfficeState) == state)
        #expect(try sandbox.query(Self.history) == history, "publishing is not a change to the menu")
        #expect(try sandbox.must("list", "--all", "--ids").stdout == list)

        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", file, "-q")
        #expect(try SQLiteShell.query(store, Self.content) == content, "the content travels whole, ids and places included")
        #expect(try SQLiteShell.query(store, "SELECT count(*) FROM menu_node WHERE sold_out = 1 OR expanded = 0") == "0")
        #expect(try SQLiteShell.query(store, """
            SELECT (SELECT count(*) FROM dish_count) + (SELECT count(*) FROM price_list) + (SELECT count(*) FROM serving_window)
                 + (SELECT count(*) FROM choice_option WHERE sold_out = 1)
            """) == "0", "counts, price lists, hours and sold-out options are each menu's own")
        #expect(try SQLiteShell.query(store, "SELECT count(*) FROM chain_owned") == sandbox.query("SELECT count(*) - 1 FROM menu_node"))
        #expect(try sandbox.must("--db", store, "check").status == 0)
        // Entries recorded before the upgrade still undo at head office.
        try sandbox.must("undo", "-q")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
