import Foundation
import MenuTestSupport
import Testing

/// SPEC 22: head office publishes change files, stores apply them in order
/// and keep their own sold out, store prices and specials.
@Suite struct ChainTests {
    /// Head office (the sandbox's menu.db) and its first change file.
    static func headOffice() throws -> (Sandbox, String) {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "早餐", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--price", "38", "--in", "主菜", "-q")
        try sandbox.must("add-item", "回锅肉", "--price", "36", "--in", "主菜", "-q")
        try sandbox.must("add-item", "油条", "--price", "3", "--in", "早餐", "-q")
        let first = sandbox.folder + "/0001.change"
        try sandbox.must("publish", first, "-q")
        return (sandbox, first)
    }

    /// `list --all` as (id, path, price) of head office's entries: a store's
    /// own entries (ids from 1000000000) are left out, and so is the price
    /// of a dish the store sells at its own price.
    static func headOfficeRows(_ sandbox: Sandbox, _ database: String) throws -> [String] {
        let storePriced = Set(try SQLiteShell.query(database, "SELECT node_id FROM store_price").split(separator: "\n").map(String.init))
        return try sandbox.must("--db", database, "list", "--all", "--format", "tsv").lines.dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let id = Int(fields[1]), id < 1_000_000_000 else { return nil }
            return [fields[1], fields[5], storePriced.contains(fields[1]) ? "store" : fields[6]].joined(separator: " ")
        }
    }

    static func expectSameMenu(_ sandbox: Sandbox, store: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let office = try headOfficeRows(sandbox, sandbox.database)
        let storePrices = Set(try SQLiteShell.query(store, "SELECT node_id FROM store_price").split(separator: "\n").map(String.init))
        let expected = office.map { row in
            let id = String(row.split(separator: " ")[0])
            return storePrices.contains(id) ? row.split(separator: " ").dropLast().joined(separator: " ") + " store" : row
        }
        #expect(try headOfficeRows(sandbox, store) == expected, sourceLocation: sourceLocation)
    }

    @Test func aHeadOfficeAndTwoStoresKeepTheirOwnThroughThreePublishes() throws {
        let (sandbox, first) = try Self.headOffice()
        let a = sandbox.folder + "/a.db", b = sandbox.folder + "/b.db"
        let made = try sandbox.run(["--db", a, "apply", first])
        #expect(made.status == 0 && made.stderr.isEmpty, "\(made)")
        #expect(made.lines.contains("added 主菜/宫保鸡丁 (#4)") && made.lines.first?.hasPrefix("applied change 1 of chain ") == true)
        try sandbox.must("--db", b, "apply", first, "-q")
        let info = try sandbox.must("--db", a, "info").stdout
        #expect(info.contains("chain role:     store\n") && info.contains("change:         1\n"))
        #expect(try sandbox.must("info").stdout.contains("chain role:     head office\n"))

        // Store A: a store price, a sold-out dish, a special. Store B: a special inside head office's group.
        #expect(try sandbox.must("--db", a, "edit", "宫保鸡丁", "--price", "41").stdout == "priced 主菜/宫保鸡丁 at 41.00\n")
        try sandbox.must("--db", a, "sold-out", "回锅肉", "-q")
        #expect(try sandbox.must("--db", a, "add-group", "本店特色").stdout == "added group 本店特色 (#1000000001)\n")
        try sandbox.must("--db", a, "add-item", "本店特色/兔头", "--price", "12", "-q")
        try sandbox.must("--db", b, "add-item", "早餐/豆浆", "--price", "4", "-q")

        // Second publish: a rename, prices, a new dish, a reorder.
        try sandbox.must("edit", "宫保鸡丁", "--name", "宫爆鸡丁", "--price", "39", "-q")
        try sandbox.must("edit", "回锅肉", "--price", "37", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "68", "-q")
        try sandbox.must("move", "回锅肉", "--first", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.must("--db", a, "apply", second)
        #expect(applied.lines.contains("renamed 主菜/宫保鸡丁 → 主菜/宫爆鸡丁"))
        #expect(applied.lines.contains("price of 主菜/宫爆鸡丁 → 39.00; the store's price 41.00 stays"))
        #expect(applied.lines.contains("added 主菜/水煮鱼 (#7)"))
        try sandbox.must("--db", b, "apply", second, "-q")
        for store in [a, b] { try Self.expectSameMenu(sandbox, store: store) }
        #expect(try sandbox.must("--db", a, "show", "宫爆鸡丁").lines.contains("price:    41.00 CNY (store price, head office ¥39.00)"))
        #expect(try sandbox.must("--db", a, "list", "主菜").stdout.contains("回锅肉    sold out  37.00"))

        // Third publish: 早餐 goes, with store B's 豆浆 in it; 回锅肉, sold out at A, goes too.
        try sandbox.must("remove", "早餐", "--recursive", "-q")
        try sandbox.must("remove", "回锅肉", "-q")
        try sandbox.must("reprice", "宫爆鸡丁", "--to", "40", "-q")
        let third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", third, "-q")
        let moved = try sandbox.must("--db", b, "apply", third)
        #expect(moved.lines.contains("moved 早餐/豆浆 → 本店/豆浆 (head office removed 早餐)"), "\(moved)")
        #expect(moved.lines.contains("removed 早餐/油条"))
        try sandbox.must("--db", a, "apply", third, "-q")
        for store in [a, b] { try Self.expectSameMenu(sandbox, store: store) }
        let words = try sandbox.must("--db", b, "list", "--all").lines.suffix(2).map { $0.split(separator: " ").joined(separator: " ") }
        #expect(words == ["4 ▾ 本店", "5 豆浆 4.00"])
        #expect(try SQLiteShell.query(a, "SELECT count(*) FROM menu_node WHERE sold_out = 1") == "0", "the sold-out state went with the dish")
        let list = try sandbox.must("--db", a, "list", "--all").stdout
        #expect(list.contains("宫爆鸡丁  41.00") && list.contains("▾ 本店特色") && list.contains("兔头      12.00"), "\(list)")
        #expect(try sandbox.must("--db", a, "show", "宫爆鸡丁").lines.contains("price:    41.00 CNY (store price, head office ¥40.00)"))
        #expect(try sandbox.must("--db", a, "check").status == 0)
    }

    @Test func filesApplyInOrderAndOnlyFromTheirOwnChain() throws {
        let (sandbox, first) = try Self.headOffice()
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "68", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        try sandbox.must("add-item", "主菜/麻婆豆腐", "--price", "18", "-q")
        let third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", third, "-q")
        let store = sandbox.folder + "/store.db"

        // A missing database takes only the first file, and stays missing otherwise.
        let early = try sandbox.run(["--db", store, "apply", second])
        #expect(early.status == 1 && early.stdout.isEmpty && early.stderr == "Error: \(second) is change 2: need 1 first\n", "\(early)")
        #expect(!FileManager.default.fileExists(atPath: store))

        try sandbox.must("--db", store, "apply", first, "-q")
        let before = try sandbox.dump(store)
        let gap = try sandbox.run(["--db", store, "apply", third])
        #expect(gap.status == 1 && gap.stdout.isEmpty && gap.stderr == "Error: \(third) is change 3: need 2 first\n", "\(gap)")
        #expect(try sandbox.dump(store) == before)

        let again = try sandbox.run(["--db", store, "apply", first])
        #expect(again.status == 0 && again.stdout.isEmpty
                && again.stderr == "Notice: \(first) is change 1, applied already (this store is at change 1)\n", "\(again)")
        #expect(try sandbox.dump(store) == before)

        // Another chain's file.
        let other = Sandbox()
        try other.must("add-item", "火锅", "-q")
        let foreign = other.folder + "/0001.change"
        try other.must("publish", foreign, "-q")
        let refused = try sandbox.run(["--db", store, "apply", foreign])
        #expect(refused.status == 1 && refused.stdout.isEmpty && refused.stderr.contains(" is from chain ")
                && refused.stderr.contains("; this store follows chain "), "\(refused)")
        #expect(try sandbox.dump(store) == before)
        // Head office does not apply, and a store does not publish.
        #expect(try sandbox.run(["apply", foreign]).status == 1)
        let publishing = try sandbox.run(["--db", store, "publish", sandbox.folder + "/x.change"])
        #expect(publishing.status == 1 && publishing.stderr.contains("stores apply change files, head office publishes them"))

        try sandbox.must("--db", store, "apply", second, "-q")
        try sandbox.must("--db", store, "apply", third, "-q")
        try Self.expectSameMenu(sandbox, store: store)
    }

    @Test func aDamagedFileChangesNothing() throws {
        let (sandbox, first) = try Self.headOffice()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        let store = sandbox.folder + "/store.db"
        var flipped = bytes
        flipped[flipped.count - 10] ^= 0x01
        let cases: [(String, Data, String)] = [
            ("flipped.change", flipped, "is damaged: its SHA-256 does not match its content"),
            ("cut.change", bytes.prefix(bytes.count - 100), "is damaged: it is cut off"),
            ("header.change", bytes.prefix(40), "is damaged: its header is cut off"),
            ("notes.change", Data("hello\n\nworld".utf8), "is not a menuctl change file: it does not start with 'menuctl-change'"),
        ]
        for (name, data, message) in cases {
            let path = sandbox.folder + "/" + name
            try data.write(to: URL(fileURLWithPath: path))
            let outcome = try sandbox.run(["--db", store, "apply", path])
            #expect(outcome.status == 1 && outcome.stdout.isEmpty && outcome.stderr.hasPrefix("Error: \(path) \(message)"), "\(outcome)")
            #expect(!FileManager.default.fileExists(atPath: store), "a damaged file makes no store")
        }
        try sandbox.must("--db", store, "apply", first, "-q")
        let before = try sandbox.dump(store)
        let outcome = try sandbox.run(["--db", store, "apply", sandbox.folder + "/flipped.change"])
        #expect(outcome.status == 1 && outcome.stderr.contains("SHA-256"))
        #expect(try sandbox.dump(store) == before)
        #expect(try sandbox.run(["--db", store, "apply", sandbox.folder + "/missing.change"]).status == 66)
    }

    @Test func aDryRunChangesNothing() throws {
        let (sandbox, first) = try Self.headOffice()
        let store = sandbox.folder + "/store.db"
        let rehearsed = try sandbox.run(["--db", store, "apply", first, "--dry-run"])
        #expect(rehearsed.status == 0 && rehearsed.lines.first == "would apply, with --dry-run changing nothing:"
                && rehearsed.lines.contains("added 早餐/油条 (#6)"), "\(rehearsed)")
        #expect(!FileManager.default.fileExists(atPath: store))
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("remove", "早餐", "--recursive", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let before = try sandbox.dump(store)
        let dry = try sandbox.must("--db", store, "apply", second, "--dry-run")
        #expect(dry.lines.contains("removed 早餐/油条"))
        #expect(try sandbox.dump(store) == before)
    }

    @Test func aStoreCannotChangeWhatHeadOfficeOwns() throws {
        let (sandbox, first) = try Self.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        let before = try sandbox.dump(store)
        for words in [["edit", "宫保鸡丁", "--name", "宫爆鸡丁"], ["move", "宫保鸡丁", "--to", "早餐"], ["remove", "主菜/宫保鸡丁"],
                      ["edit", "宫保鸡丁", "--description", "辣"], ["edit", "宫保鸡丁", "--allergen", "peanuts"],
                      ["remove", "主菜", "--recursive"]] {
            let outcome = try sandbox.run(["--db", store] + words)
            // Removing 主菜 names the first of head office's entries it would take.
            let path = "主菜/宫保鸡丁"
            #expect(outcome.status == 1 && outcome.stdout.isEmpty
                    && outcome.stderr.hasPrefix("Error: \(path) belongs to head office\n"), "\(words): \(outcome)")
            #expect(try sandbox.dump(store) == before)
        }
        let batch = try sandbox.run(["--db", store, "batch", "-"], stdin: "add-item 主菜/兔头\nedit 回锅肉 --name 回锅\n")
        #expect(batch.status == 65 && batch.stdout.isEmpty && batch.stderr.hasPrefix("-:2: Error: 主菜/回锅肉 belongs to head office\n"), "\(batch)")
        #expect(try sandbox.dump(store) == before)
        // What is the store's own: sold out, hours, counts, collapsing, its own dishes anywhere.
        try sandbox.must("--db", store, "sold-out", "宫保鸡丁", "-q")
        try sandbox.must("--db", store, "hours", "早餐", "06:00-10:30", "-q")
        try sandbox.must("--db", store, "stock", "回锅肉", "20", "-q")
        try sandbox.must("--db", store, "collapse", "早餐", "-q")
        try sandbox.must("--db", store, "add-item", "主菜/兔头", "--price", "12", "-q")
        try sandbox.must("--db", store, "edit", "兔头", "--name", "麻辣兔头", "-q")
        try sandbox.must("--db", store, "prices", "add", "外卖", "--by", "+10%", "-q")
    }

    @Test func undoRefusesAnApplyAndTakesBackAStoresOwnChange() throws {
        let (sandbox, first) = try Self.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        let refused = try sandbox.run(["--db", store, "undo"])
        #expect(refused.status == 1 && refused.stdout.isEmpty
                && refused.stderr.hasPrefix("Error: cannot undo #1 (menuctl --db \(store) apply \(first) -q): it applied head office's change file\n"), "\(refused)")
        let menu = "SELECT * FROM menu_node; SELECT * FROM store_price; SELECT * FROM chain_owned"
        let applied = try SQLiteShell.query(store, menu)
        try sandbox.must("--db", store, "edit", "宫保鸡丁", "--price", "41", "-q")
        #expect(try SQLiteShell.query(store, "SELECT node_id, head_office_fen FROM store_price") == "4|3800")
        try sandbox.must("--db", store, "undo", "-q")
        #expect(try SQLiteShell.query(store, menu) == applied)
        try sandbox.must("--db", store, "redo", "-q")
        #expect(try SQLiteShell.query(store, "SELECT price_fen FROM menu_node WHERE id = 4") == "4100")
        try sandbox.must("--db", store, "edit", "宫保鸡丁", "--price", "38", "-q")
        #expect(try SQLiteShell.query(store, "SELECT count(*) FROM store_price") == "0", "back at head office's price")
    }

    @Test func publishWritesAFileOnlyWhenSomethingChangedAndNeverOverwritesSilently() throws {
        let (sandbox, first) = try Self.headOffice()
        let written = try Data(contentsOf: URL(fileURLWithPath: first))
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "68", "-q")
        let refused = try sandbox.run(["publish", first])
        #expect(refused.status == 1 && refused.stdout.isEmpty && refused.stderr == "Error: \(first) exists already; --force replaces it\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == written)
        #expect(try sandbox.query("SELECT sequence FROM chain_state") == "1")
        // Undone before the publish: nothing to publish.
        try sandbox.must("undo", "-q")
        let nothing = try sandbox.run(["publish", sandbox.folder + "/0002.change"])
        #expect(nothing.status == 0 && nothing.stdout.isEmpty && nothing.stderr == "Notice: nothing changed since change 1; no file written\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/0002.change"))
        // Sold out and collapsing at head office are not the stores' business.
        try sandbox.must("sold-out", "宫保鸡丁", "-q")
        try sandbox.must("collapse", "主菜", "-q")
        #expect(try sandbox.run(["publish", sandbox.folder + "/0002.change"]).stderr.hasPrefix("Notice: nothing changed"))
        // Undone after a publish: the next publish takes it back at the stores.
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("edit", "回锅肉", "--price", "40", "-q")
        let second = sandbox.folder + "/0002.change"
        #expect(try sandbox.must("publish", second).stdout.hasPrefix("published change 2 of chain "))
        try sandbox.must("--db", store, "apply", second, "-q")
        try sandbox.must("undo", "-q")
        let third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", third, "--force", "-q")
        #expect(try sandbox.must("--db", store, "apply", third).lines.contains("price of 主菜/回锅肉 → 36.00"))
        try Self.expectSameMenu(sandbox, store: store)
        let usage = try sandbox.run(["publish"])
        #expect(usage.status == 64 && usage.stdout.isEmpty && usage.stderr.hasPrefix("Error: Missing expected argument '<file>'\n"))
        let missing = try sandbox.run(["--db", sandbox.folder + "/none.db", "publish", sandbox.folder + "/n.change"])
        #expect(missing.status == 1 && !FileManager.default.fileExists(atPath: sandbox.folder + "/none.db"))
    }

    @Test func checkFindsTheChainsRowsAnotherProgramWroteAndRepairMendsThem() throws {
        let (sandbox, first) = try Self.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "add-item", "主菜/兔头", "--price", "12", "-q")
        _ = try SQLiteShell.query(store, """
            UPDATE chain_state SET applying = 1; INSERT INTO chain_owned VALUES (1000000001, 9);
            INSERT INTO store_price VALUES (1000000001, 100)
            """)
        let found = try sandbox.run(["--db", store, "check"])
        #expect(found.status == 1 && found.stdout == """
            the chain's state: marks an apply as running, which lets a store change head office's entries
            #1000000001: is marked as head office's but has a store's id
            #1000000001: has a store price, but is not head office's dish with one price

            """, "\(found)")
        let mended = try sandbox.run(["--db", store, "check", "--repair"])
        #expect(mended.status == 0 && mended.stdout.hasPrefix("""
            the chain's state: cleared the mark
            #1000000001: removed the mark
            #1000000001: removed the store price

            """), "\(mended)")
        #expect(try sandbox.run(["--db", store, "check"]).status == 0)
        // With the mark cleared, head office's entries are kept again.
        #expect(try sandbox.run(["--db", store, "remove", "宫保鸡丁"]).status == 1)
        // A name another program broke on head office's entry is mended at a store too.
        _ = try SQLiteShell.query(store, "UPDATE chain_state SET applying = 1; UPDATE menu_node SET name = ' 回锅肉' WHERE id = 5; UPDATE chain_state SET applying = 0")
        #expect(try sandbox.run(["--db", store, "check", "--repair"]).status == 0)
    }

    @Test func aStoresOwnDishGivesWayToHeadOfficesOfTheSameName() throws {
        let (sandbox, first) = try Self.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("--db", store, "add-item", "主菜/水煮鱼", "--price", "58", "-q")
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "68", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.must("--db", store, "apply", second)
        #expect(applied.lines.contains("renamed the store's 主菜/水煮鱼 → 水煮鱼 (本店) (head office's entry takes the name)"), "\(applied)")
        let list = try sandbox.must("--db", store, "list", "主菜").lines.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(list == ["1 宫保鸡丁 38.00", "2 回锅肉 36.00", "3 水煮鱼 68.00", "4 水煮鱼 (本店) 58.00"], "\(list)")
        try Self.expectSameMenu(sandbox, store: store)
    }

    @Test func publishAndApplyHaveHelpWithExamples() throws {
        let publish = try Sandbox().must("publish", "--help").stdout
        #expect(publish.hasPrefix("OVERVIEW: Write head office's changes since the last publish to a change file.\n"))
        #expect(publish.contains("USAGE: menuctl publish <file> [--force] [--full]\n") && publish.contains("menuctl publish changes/0001.menuctl-change"))
        let apply = try Sandbox().must("help", "apply").stdout
        #expect(apply.contains("USAGE: menuctl apply <file> [--dry-run]\n") && apply.contains("--dry-run"))
        for text in [publish, apply] {
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        }
    }
}
