import Foundation
import MenuFormats
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
            SELECT (SELECT count(*) FROM dish_count) + (SELECT count(*) FROM choice_option WHERE sold_out = 1)
            """) == "0", "counts and sold-out options are each menu's own")
        for defaults in ["SELECT * FROM serving_window ORDER BY node_id, position", "SELECT * FROM price_list ORDER BY id",
                         "SELECT * FROM price_entry ORDER BY list_id, node_id", "SELECT * FROM price_list_window ORDER BY list_id, position"] {
            #expect(try SQLiteShell.query(store, defaults) == sandbox.query(defaults), "head office's hours and price lists travel as defaults")
        }
        #expect(try SQLiteShell.query(store, "SELECT count(*) FROM chain_owned") == sandbox.query("SELECT count(*) - 1 FROM menu_node"))
        #expect(try sandbox.must("--db", store, "check").status == 0)
        // Entries recorded before the upgrade still undo at head office.
        try sandbox.must("undo", "-q")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}

/// A head office and a store of the release before (schema 16, change files
/// of format 1, Tests/Fixtures/chain-v16) upgrade: the store takes head
/// office's last file of format 1, then the files of format 2 that follow,
/// chained by their digests from then on, keeping its own state (SPEC 22).
@Suite struct ChainFormatUpgradeTests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/chain-v16").path

    @Test func aStoreThatTookFilesOfFormat1TakesTheNextOnesOfFormat2() throws {
        let sandbox = Sandbox()
        let store = sandbox.folder + "/store.db"
        _ = try SQLiteShell.query(sandbox.database, ".read '\(Self.fixtures)/head-office.sql'")
        _ = try SQLiteShell.query(store, ".read '\(Self.fixtures)/store.sql'")
        #expect(try SQLiteShell.query(store, "SELECT max(version) FROM menuctl_migration") == "16")

        let last = try sandbox.run(["--db", store, "apply", Self.fixtures + "/0003.change"])
        #expect(last.status == 0 && last.lines.dropFirst() == ["price of 早餐/油条 → 3.50"], "\(last)")
        #expect(try SQLiteShell.query(store, "SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)

        try sandbox.must("edit", "豆浆", "--price", "5", "-q")
        let fourth = sandbox.folder + "/0004.change", fifth = sandbox.folder + "/0005.change"
        try sandbox.must("publish", fourth, "-q")
        let header = try String(contentsOfFile: fourth, encoding: .isoLatin1)
        #expect(header.hasPrefix("menuctl-change 2\nsha256: ") && header.contains("\nfollows: 3\nfollows-sha256: none\nepoch: 1\nfull: no\n"))
        try sandbox.must("--db", store, "apply", fourth, "-q")
        try sandbox.must("edit", "宫保鸡丁", "--price", "42", "-q")
        try sandbox.must("publish", fifth, "-q")
        try sandbox.must("--db", store, "apply", fifth, "-q")
        #expect(try SQLiteShell.query(store, "SELECT group_concat(sequence) FROM chain_file") == "4,5")
        try ChainTests.expectSameMenu(sandbox, store: store)
        let own = try sandbox.must("--db", store, "list", "--all").stdout
        #expect(own.contains("兔头") && own.contains("sold out"))
        #expect(try sandbox.must("--db", store, "show", "回锅肉").stdout.contains("39.00 CNY (store price, head office ¥36.00)"))

        // A file of format 1 after those is refused; one applied already is a notice.
        #expect(try sandbox.run(["--db", store, "apply", Self.fixtures + "/0003.change"]).stderr.contains("applied already"))
        let body = Array("x".utf8)
        let sixth = sandbox.folder + "/0006.change"
        let chain = try SQLiteShell.query(store, "SELECT chain_id FROM chain_state")
        try Data(Array("menuctl-change 1\nchain: \(chain)\nsequence: 6\nfollows: 5\nschema: 16\nbytes: 1\nsha256: \(SHA256.hex(body))\n\n".utf8) + body)
            .write(to: URL(fileURLWithPath: sixth))
        let refused = try sandbox.run(["--db", store, "apply", sixth])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("Error: \(sixth) is a change file of format 1, made by an earlier menuctl"), "\(refused)")
    }
}

extension ChainFormatUpgradeTests {
    /// A store of the release before set its own hours and made its own
    /// price list, numbered as head office numbers its lists now: upgraded,
    /// its list moves up to the store's numbers, and when head office's
    /// hours and a list of the same name arrive, both of the store's stay.
    @Test func aStoresOwnHoursAndListsOfTheReleaseBeforeStayWhenHeadOfficesArrive() throws {
        let sandbox = Sandbox()
        let store = sandbox.folder + "/store.db"
        _ = try SQLiteShell.query(sandbox.database, ".read '\(Self.fixtures)/head-office.sql'")
        _ = try SQLiteShell.query(store, ".read '\(Self.fixtures)/store.sql'")
        // As `hours 早餐 07:00-11:00` and `prices add 午市 --by -5%` and
        // `prices set 午市 回锅肉 30` at the store wrote them at schema 16.
        _ = try SQLiteShell.query(store, """
            INSERT INTO serving_window VALUES (3, 0, 127, 420, 660);
            INSERT INTO price_list VALUES (1, '午市', 'percent', -500, 1, NULL);
            INSERT INTO price_entry VALUES (1, 5, 3000, NULL, NULL, 0);
            """)
        try sandbox.must("--db", store, "apply", Self.fixtures + "/0003.change", "-q")
        #expect(try SQLiteShell.query(store, "SELECT id FROM price_list") == "1000000001")
        #expect(try SQLiteShell.query(store, "SELECT list_id, node_id, price_fen FROM price_entry") == "1000000001|5|3000")

        try sandbox.must("hours", "早餐", "06:00-10:30", "-q")
        try sandbox.must("prices", "add", "午市", "--by", "-15%", "-q")
        try sandbox.must("prices", "add", "会员", "--by", "-10%", "-q")
        let fourth = sandbox.folder + "/0004.change"
        try sandbox.must("publish", fourth, "-q")
        let applied = try sandbox.run(["--db", store, "apply", fourth])
        #expect(applied.status == 0 && applied.lines.contains("renamed the store's price list 午市 → 午市 (本店) (head office's list takes the name)"),
                "\(applied)")
        #expect(try sandbox.must("--db", store, "hours", "早餐").stdout == "hours of 早餐: 07:00–11:00\n")
        #expect(try sandbox.must("--db", store, "prices").stdout.hasPrefix("午市  by -15%\n会员  by -10%\n午市 (本店)  by -5%\n  主菜/回锅肉  30.00\n"))
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }
}
