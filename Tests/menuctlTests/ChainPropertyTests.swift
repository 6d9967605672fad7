import Foundation
import MenuTestSupport
import Testing

/// SPEC 22, as a property: whatever head office changes (adds, renames,
/// moves, removes, reprices, undoes) and whatever a store does on its own
/// (sold out, store prices, specials), after every apply the store's menu
/// is head office's, path by path and price by price, store prices and the
/// store's own entries aside.
@Suite(.tags(.slow, .property)) struct ChainPropertyTests {
    struct Row { let id: Int, kind: String, path: String }

    static func rows(_ sandbox: Sandbox, _ database: String) throws -> [Row] {
        try sandbox.must("--db", database, "list", "--all", "--format", "tsv").lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(id: Int(fields[1])!, kind: fields[3], path: fields[5])
        }
    }

    @Test(arguments: [7, 31, 2026, 404, 8888])
    func aStoreFollowsHeadOfficeThroughRandomChanges(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "凉菜", "酒水", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--price", "38", "--in", "主菜", "-q")
        let store = sandbox.folder + "/store.db"
        var counter = 0
        func name() -> String { counter += 1; return "菜\(counter)" }
        for round in 1...4 {
            let office = try Self.rows(sandbox, sandbox.database)
            let groups = office.filter { $0.kind == "group" }, dishes = office.filter { $0.kind == "item" }
            for _ in 0..<6 {
                var words: [String]
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1:
                    words = ["add-item", name(), "--price", String(Int.random(in: 1...99, using: &random))]
                    if let group = groups.randomElement(using: &random) { words += ["--in", "#\(group.id)"] }
                case 2: words = ["add-group", "组\(name())"] + (groups.randomElement(using: &random).map { ["--in", "#\($0.id)"] } ?? [])
                case 3: words = dishes.randomElement(using: &random).map { ["edit", "#\($0.id)", "--price", String(Int.random(in: 1...99, using: &random))] } ?? ["list"]
                case 4: words = office.randomElement(using: &random).map { ["edit", "#\($0.id)", "--name", "改\(name())"] } ?? ["list"]
                case 5:
                    guard let dish = dishes.randomElement(using: &random), let group = groups.randomElement(using: &random) else { continue }
                    words = ["move", "#\(dish.id)", "--to", "#\(group.id)"]
                case 6: words = office.randomElement(using: &random).map { ["remove", "#\($0.id)", "--recursive"] } ?? ["list"]
                default: words = [Bool.random(using: &random) ? "undo" : "redo"]
                }
                let outcome = try sandbox.run(words + ["-q"])
                #expect(outcome.status == 0 || outcome.status == 1, "\(words): \(outcome)")
            }
            let file = sandbox.folder + "/\(round).change"
            try sandbox.must("publish", file, "-q")
            if FileManager.default.fileExists(atPath: file) {
                let applied = try sandbox.run(["--db", store, "apply", file, "-q"])
                let storeHistory = try sandbox.must("--db", store, "history").stdout, officeHistory = try sandbox.must("history").stdout
                let prices = try SQLiteShell.query(store, "SELECT * FROM store_price")
                #expect(applied.status == 0, "round \(round): \(applied.stderr) \(storeHistory) \(prices) \(officeHistory)")
            }
            try ChainTests.expectSameMenu(sandbox, store: store)

            // The store's own doings before the next file.
            let here = try Self.rows(sandbox, store)
            let theirs = here.filter { $0.id < 1_000_000_000 && $0.kind == "item" }
            let anyGroup = here.filter { $0.kind == "group" }
            for _ in 0..<4 {
                let words: [String]
                switch Int.random(in: 0..<4, using: &random) {
                case 0: words = theirs.randomElement(using: &random).map { ["sold-out", "#\($0.id)"] } ?? ["list"]
                case 1: words = theirs.randomElement(using: &random).map { ["edit", "#\($0.id)", "--price", String(Int.random(in: 1...99, using: &random))] } ?? ["list"]
                case 2: words = ["add-item", "特色\(name())", "--price", "9"] + (anyGroup.randomElement(using: &random).map { ["--in", "#\($0.id)"] } ?? [])
                default: words = ["add-group", "本店组\(name())"] + (anyGroup.randomElement(using: &random).map { ["--in", "#\($0.id)"] } ?? [])
                }
                let outcome = try sandbox.run(["--db", store] + words + ["-q"])
                #expect(outcome.status == 0 || outcome.status == 1, "\(words): \(outcome)")
            }
        }
        #expect(try sandbox.run(["--db", store, "check"]).status == 0)
    }
}
