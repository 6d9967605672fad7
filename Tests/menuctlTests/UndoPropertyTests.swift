import Foundation
import Testing
import MenuTestSupport

/// SPEC 13 as a property: after any sequence of commands, undoing them one
/// by one walks back through exactly the states the menu had, byte for byte
/// in `sqlite3 .dump menu_node` with every column the table has (so columns
/// other branches add are covered too), expansion aside; redoing them all
/// walks forward again. Every undo leaves the expansion of the groups that
/// stay as it was. Commands come from a small pool of names, so many clash,
/// fail and record nothing; toggles change only view state and record nothing.
@Suite(.tags(.slow, .property)) struct UndoPropertyTests {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4D45_4E55_0013

    private static let names = ["凉菜", "热菜", "酒水", "宫保鸡丁", "回锅肉", "茅台", "担担面", "it's"]
    private static let prices = ["8", "12.5", "36", "¥38.00", "0"]

    /// One random command line (words), from the commands this branch has.
    private static func command(_ random: inout SeededGenerator, sandbox: Sandbox) throws -> [String] {
        func name() -> String { names.randomElement(using: &random)! }
        func target() -> String {
            Bool.random(using: &random) ? "#\(Int.random(in: 2...16, using: &random))" : name()
        }
        func price() -> String { prices.randomElement(using: &random)! }
        func simple() -> [String] {
            switch Int.random(in: 0..<11, using: &random) {
            case 0: return ["add-group", name()] + (Bool.random(using: &random) ? ["--collapsed"] : [])
            case 1: return ["add-group", name(), "--in", target()]
            case 2, 3: return ["add-item", name(), "--in", target(), "--price", price()]
            case 4: return ["add-item", "-p", "\(name())/\(name())"]
            case 5: return ["edit", target(), "--price", price()]
            case 6: return ["edit", target(), "--name", name()]
            case 7: return ["move", target()] + [["--first"], ["--to", target()], ["--after", target()]].randomElement(using: &random)!
            case 8: return ["remove", "-r", target()]
            case 9: return ["remove", target(), target()]
            default: return ["edit", target(), "--no-price"]
            }
        }
        switch Int.random(in: 0..<14, using: &random) {
        case 0:
            let lines = (0..<Int.random(in: 2...4, using: &random)).map { _ in
                simple().map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            }
            return ["batch", try sandbox.write("lines-\(UUID().uuidString).menuctl", lines.joined(separator: "\n") + "\n")]
        case 1:
            let (group, dish) = (name(), name())
            let document = """
                {"format": "menuctl", "version": 1, "currency": "CNY", "menu": [
                  {"kind": "group", "name": "\(group)", "expanded": \(Bool.random(using: &random)), "children": [
                    {"kind": "item", "name": "\(dish)", "price": {"amount": \(Int.random(in: 0...5000, using: &random)), "currency": "CNY"}}]}]}
                """
            let file = try sandbox.write("menu-\(UUID().uuidString).json", document)
            return ["import", file] + (Int.random(in: 0..<4, using: &random) == 0 ? ["--replace"] : [])
        case 2: return ["toggle", target()]
        default: return simple()
        }
    }

    /// The menu table as SQL text with every group's expansion set alike.
    private static func content(_ sandbox: Sandbox) throws -> String {
        let copy = sandbox.folder + "/content.db"
        try? FileManager.default.removeItem(atPath: copy)
        _ = try sandbox.query(".backup '\(copy)'")
        return try Sandbox.execute("/usr/bin/sqlite3", [copy, "UPDATE menu_node SET expanded = 0", ".dump menu_node"]).stdout
    }

    private static func expansion(_ sandbox: Sandbox) throws -> [String: String] {
        var states: [String: String] = [:]
        for line in try sandbox.query("SELECT id, expanded FROM menu_node").split(separator: "\n") {
            let parts = line.split(separator: "|")
            states[String(parts[0])] = String(parts[1])
        }
        return states
    }

    private static func entries(_ sandbox: Sandbox) throws -> Int {
        Int(try sandbox.query("SELECT count(*) FROM menu_history WHERE undone IS NULL")) ?? -1
    }

    @Test(arguments: 0..<6)
    func undoingEverythingWalksBackThroughEveryState(round: Int) throws {
        var random = SeededGenerator(state: Self.seed &+ UInt64(round))
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        try sandbox.must("collapse", "主菜")
        var states = [try Self.content(sandbox)]
        var log: [String] = []
        for _ in 0..<12 {
            let words = try Self.command(&random, sandbox: sandbox)
            let before = try Self.entries(sandbox)
            let outcome = try sandbox.run(words)
            log.append("\(words.joined(separator: " ")) → \(outcome.status)")
            let recorded = try Self.entries(sandbox) - before
            #expect(recorded == 0 || (recorded == 1 && outcome.status == 0), "seed \(Self.seed) round \(round): \(log)")
            if recorded == 1 { states.append(try Self.content(sandbox)) }
        }
        let context = "seed \(Self.seed) round \(round): \(log)"
        for expected in states.dropLast().reversed() {
            let expansionBefore = try Self.expansion(sandbox)
            let undo = try sandbox.run(["undo"])
            #expect(undo.status == 0 && undo.stdout.hasPrefix("undid #"), "\(undo) \(context)")
            #expect(try Self.content(sandbox) == expected, "\(context)")
            let expansionAfter = try Self.expansion(sandbox)
            for (id, state) in expansionAfter where expansionBefore[id] != nil {
                #expect(expansionBefore[id] == state, "#\(id)'s expansion changed by undo: \(context)")
            }
        }
        // The batch that built the menu is the first entry: undoing it empties the menu.
        try sandbox.must("undo")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "1", "\(context)")
        let nothing = try expectRefusal(sandbox, ["undo"], status: 1)
        #expect(nothing.stderr == "Error: nothing to undo\n")
        try sandbox.must("redo")
        #expect(try Self.content(sandbox) == states[0], "\(context)")
        for expected in states.dropFirst() {
            try sandbox.must("redo")
            #expect(try Self.content(sandbox) == expected, "\(context)")
        }
        _ = try expectRefusal(sandbox, ["redo"], status: 1)
        #expect(try sandbox.query("PRAGMA foreign_key_check") == "" && sandbox.query("PRAGMA integrity_check") == "ok")
    }
}
