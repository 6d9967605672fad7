import Foundation
import MenuTestSupport
import Testing

/// SPEC 22: files chain by the digest of the file each follows. A head
/// office restored from a backup publishes other files under numbers a
/// store has applied; the store refuses them, and a full file brings it back
/// to head office's menu, keeping what is the store's own.
@Suite struct ChainForkTests {
    @Test func aRestoredHeadOfficeIsRefusedUntilAFullFileAndTheStoreKeepsItsOwn() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        for words in [["edit", "宫保鸡丁", "--price", "41"], ["sold-out", "回锅肉"], ["stock", "油条", "5"],
                      ["add-item", "主菜/兔头", "--price", "12"], ["add-group", "本店特色"], ["add-item", "本店特色/豆花", "--price", "6"]] {
            try sandbox.must(["--db", store, "-q"] + words)
        }
        let backup = sandbox.folder + "/backup.db"
        try sandbox.must("backup", backup, "-q")
        try sandbox.must("edit", "油条", "--price", "3.5", "-q")
        try sandbox.must("publish", sandbox.folder + "/0002.change", "-q")
        try sandbox.must("add-item", "早餐/豆浆", "--price", "4", "-q")
        try sandbox.must("publish", sandbox.folder + "/0003.change", "-q")
        try sandbox.must("--db", store, "apply", sandbox.folder + "/0002.change", "-q")
        try sandbox.must("--db", store, "apply", sandbox.folder + "/0003.change", "-q")

        // Head office comes back from its backup and goes on: 2, 3 and 4 again, other ones.
        try FileManager.default.removeItem(atPath: sandbox.database)
        try FileManager.default.copyItem(atPath: backup, toPath: sandbox.database)
        try sandbox.must("add-item", "早餐/包子", "--price", "2", "-q")
        try sandbox.must("publish", sandbox.folder + "/new-0002.change", "-q")
        try sandbox.must("edit", "宫保鸡丁", "--price", "39", "-q")
        try sandbox.must("publish", sandbox.folder + "/new-0003.change", "-q")
        try sandbox.must("add-item", "主菜/麻婆豆腐", "--price", "22", "-q")
        try sandbox.must("publish", sandbox.folder + "/new-0004.change", "-q")

        let before = try sandbox.dump(store)
        let forked = " — head office's history has forked (restored from a backup?)\n"
        for (name, says) in [("new-0002", "is a change 2 that is not the one this store applied"),
                             ("new-0003", "is a change 3 that is not the one this store applied"),
                             ("new-0004", "follows a change 3 that is not the one this store applied")] {
            let path = sandbox.folder + "/\(name).change"
            let outcome = try sandbox.run(["--db", store, "apply", path])
            #expect(outcome.status == 1 && outcome.stdout.isEmpty && outcome.stderr.hasPrefix("Error: \(path) \(says)\(forked)"), "\(outcome)")
        }
        #expect(try sandbox.dump(store) == before, "a refused file changes nothing")

        let full = sandbox.folder + "/full.change"
        #expect(try sandbox.must("publish", full, "--full").stdout.hasPrefix("published full change 5 (epoch 2) of chain "))
        let applied = try sandbox.run(["--db", store, "apply", full])
        #expect(applied.status == 0 && applied.lines.first?.hasPrefix("applied full change 5 (epoch 2) of chain ") == true, "\(applied)")
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))

        // Head office's entries agree; what differs is the store's own.
        let export = sandbox.folder + "/head-office.json"
        try sandbox.must("export").stdout.write(toFile: export, atomically: true, encoding: .utf8)
        let diff = try sandbox.run(["--db", store, "diff", export])
        #expect(diff.lines == ["~ 主菜/宫保鸡丁  price 39.00 → 41.00", "~ 主菜/回锅肉  sold out no → yes", "+ 主菜/兔头  12.00",
                               "~ 早餐/油条  left none → 5", "+ 本店特色", "+ 本店特色/豆花  6.00"], "\(diff)")
        #expect(try sandbox.must("--db", store, "show", "油条").stdout.contains("left:     5\n"))
        #expect(try sandbox.must("--db", store, "show", "宫保鸡丁").stdout.contains("(store price, head office ¥39.00)"))

        // The chain goes on from the full file; the forked files are of an epoch it left.
        try sandbox.must("edit", "包子", "--price", "2.5", "-q")
        try sandbox.must("publish", sandbox.folder + "/0006.change", "-q")
        #expect(try sandbox.must("--db", store, "apply", sandbox.folder + "/0006.change").lines.contains("price of 早餐/包子 → 2.50"))
        let stale = try sandbox.run(["--db", store, "apply", sandbox.folder + "/new-0004.change"])
        #expect(stale.status == 0 && stale.stderr.contains("is change 4 of epoch 1, which a full file of epoch 2 replaced; nothing to apply"), "\(stale)")
        #expect(try sandbox.run(["--db", store, "apply", full]).stderr.contains("applied already"))
    }

    @Test func aStoreRefusesAFileOfALaterEpochBeforeItsFullFile() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("publish", sandbox.folder + "/full.change", "--full", "-q")
        try sandbox.must("edit", "油条", "--price", "4", "-q")
        let next = sandbox.folder + "/0003.change"
        try sandbox.must("publish", next, "-q")
        let outcome = try sandbox.run(["--db", store, "apply", next])
        #expect(outcome.status == 1 && outcome.stderr == """
            Error: \(next) is change 3 of epoch 2; this store is at epoch 1
            apply head office's full file of epoch 2 first

            """, "\(outcome)")
        // A new store starts from a full file as from the first.
        let fresh = sandbox.folder + "/fresh.db"
        try sandbox.must("--db", fresh, "apply", sandbox.folder + "/full.change", "-q")
        try sandbox.must("--db", fresh, "apply", next, "-q")
        try ChainTests.expectSameMenu(sandbox, store: fresh)
    }
}
