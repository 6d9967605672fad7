import Foundation
import MenuTestSupport
import Testing

/// SPEC 19, 22, 23 at a store: head office's entries keep head office's
/// order, a dish head office removes leaves the store's own set meals, and
/// the store looks back past the files it applied.
@Suite struct StoreOwnershipTests {
    /// Head office's first file applied at a new store, and the store's database.
    static func store() throws -> (Sandbox, String) {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        return (sandbox, store)
    }

    @Test func aStoreMayNotReorderHeadOfficesEntriesButMayPlaceItsOwn() throws {
        let (sandbox, store) = try Self.store()
        try sandbox.must("--db", store, "add-item", "主菜/兔头", "--price", "12", "-q")
        let before = try sandbox.dump(store)
        let moved = try sandbox.run(["--db", store, "move", "回锅肉", "--first"])
        #expect(moved.status == 1 && moved.stdout.isEmpty, "\(moved)")
        #expect(moved.stderr.hasPrefix("Error: 主菜/回锅肉 belongs to head office\n"), "\(moved)")
        let sorted = try sandbox.run(["--db", store, "sort", "主菜", "--by", "price"])
        #expect(sorted.status == 1 && sorted.stderr.hasPrefix("Error: 主菜 holds head office's entries, in head office's order\n"), "\(sorted)")
        #expect(try sandbox.dump(store) == before)
        #expect(try sandbox.must("--db", store, "move", "兔头", "--first").stdout == "moved 主菜/兔头, now 1 of 3\n")
        try sandbox.must("--db", store, "add-group", "本店特色", "-q")
        try sandbox.must("--db", store, "add-item", "本店特色/冒菜", "本店特色/串串", "-q")
        #expect(try sandbox.must("--db", store, "sort", "本店特色", "--by", "name").stdout.hasPrefix("sorted 本店特色"))
    }

    @Test func aDishHeadOfficeRemovesLeavesTheStoresOwnSetMeal() throws {
        let (sandbox, store) = try Self.store()
        try sandbox.must("--db", store, "add-set", "本店套餐", "--price", "45", "-q")
        try sandbox.must("--db", store, "slot", "add", "本店套餐", "热菜", "--pick", "1", "宫保鸡丁", "回锅肉", "-q")
        try sandbox.must("remove", "宫保鸡丁", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        let applied = try sandbox.run(["--db", store, "apply", second])
        #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied)")
        #expect(applied.lines.contains("took 主菜/宫保鸡丁 out of 本店套餐, slot 热菜"), "\(applied)")
        #expect(applied.lines.contains("removed 主菜/宫保鸡丁"), "\(applied)")
        #expect(try sandbox.must("--db", store, "show", "本店套餐").stdout.contains("slot 热菜:  pick 1 of 主菜/回锅肉 36.00\n"))
        #expect(try sandbox.must("--db", store, "check").stdout.hasPrefix("no problems"))
    }

    @Test func aStoreLooksBackPastTheFilesItApplied() throws {
        let (sandbox, store) = try Self.store()
        try sandbox.must("edit", "宫保鸡丁", "--price", "39", "-q")
        try sandbox.must("move", "回锅肉", "--first", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        try sandbox.must("--db", store, "apply", second, "-q")
        let before = try sandbox.dump(store)
        let then = try sandbox.run(["--db", store, "list", "主菜", "--as-of", "1"])
        #expect(then.status == 0 && then.stdout == "1    宫保鸡丁  38.00\n2    回锅肉    36.00\n", "\(then)")
        let diff = try sandbox.run(["--db", store, "diff", "--as-of", "1"])
        #expect(diff.status == 1 && diff.stdout.contains("~ 主菜/宫保鸡丁  price 38.00 → 39.00\n"), "\(diff)")
        for moment in ["0", "2020-01-01 00:00"] {
            let empty = try sandbox.run(["--db", store, "list", "--as-of", moment])
            #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.isEmpty, "\(moment): \(empty)")
        }
        #expect(try sandbox.dump(store) == before)
    }

    /// SPEC 7: a file that would change head office's entries at a store
    /// clashes with the menu: exit 65, at the file's place, nothing changed.
    @Test func anImportThatWouldChangeHeadOfficesEntriesClashesAtItsPlace() throws {
        let (sandbox, store) = try Self.store()
        let before = try sandbox.dump(store)
        let renamed = sandbox.folder + "/renamed.json"
        try sandbox.must("--db", store, "export").stdout.replacingOccurrences(of: "回锅肉", with: "回锅肉片")
            .write(toFile: renamed, atomically: true, encoding: .utf8)
        let outcome = try sandbox.run(["--db", store, "import", renamed, "--replace"])
        #expect(outcome.status == 65 && outcome.stdout.isEmpty, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("Error: \(renamed): "), "\(outcome)")
        #expect(outcome.stderr.contains("belongs to head office"), "\(outcome)")
        #expect(try sandbox.dump(store) == before)
    }
}
