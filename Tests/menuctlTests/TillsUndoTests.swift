import Foundation
import Testing

/// SPEC 20: sales are facts and counts are arithmetic, under the worst a
/// restaurant's tills can do. Eight tills run random `stock`, `sell`,
/// `unsell`, `restock`, `undo` and `redo` at once, each command SIGKILLed
/// at a random moment (some before they start, some in the middle, some
/// never); after every command a till reads every count straight from the
/// file. Every time: none is below 0, none is more than stocked, what is
/// left is what was stocked less what was sold since (0 when an undo put
/// back a count smaller than the sales made since), and at the end the
/// file is sound. The sequence comes from a seed, printed, and taken from
/// `MENUCTL_TILLS_SEED` to replay a run.
enum TillsUndoTests {
    /// Processes: tills are killed at random moments.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        private struct SplitMix {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(bound))
            }
        }

        private static let dishes = ["兔头", "鸭", "鱼"]

        /// One random till command, as words for the shell.
        private func command(_ random: inout SplitMix) -> String {
            let dish = Self.dishes[random.next(Self.dishes.count)]
            switch random.next(12) {
            case 0: return "stock \(dish) \(random.next(21))" + (random.next(3) == 0 ? " --daily" : "")
            case 1...5: return "sell \(dish) \(1 + random.next(3))"
            case 6, 7: return "unsell \(dish) \(1 + random.next(3))"
            case 8: return random.next(2) == 0 ? "restock \(dish)" : "restock --all"
            case 9, 10: return "undo"
            default: return "redo"
            }
        }

        @Test func randomTillsWithUndoAndKillsNeverSellWhatIsNotThere() throws {
            let seed = ProcessInfo.processInfo.environment["MENUCTL_TILLS_SEED"].flatMap { UInt64($0) } ?? 46
            print("TillsUndoTests: seed \(seed) (MENUCTL_TILLS_SEED=\(seed) replays it)")
            var random = SplitMix(state: seed)
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "凉菜/兔头", "凉菜/鸭", "凉菜/鱼", "--price", "12", "-q")
            try sandbox.must("stock", "兔头", "20", "--daily", "-q")
            try sandbox.must("stock", "鸭", "10", "-q")
            try sandbox.must("stock", "鱼", "5", "--daily", "-q")
            // Every count that breaks a rule, from the file itself.
            let broken = """
                SELECT 'broken ' || node_id || ': ' || portions_left || ' left, ' || portions_stocked || ' stocked, '
                    || portions_sold || ' sold, daily ' || coalesce(daily_portions, '-') FROM dish_count
                WHERE portions_left < 0 OR portions_sold < 0 OR portions_left > portions_stocked
                   OR portions_left <> max(0, portions_stocked - portions_sold)
                   OR (portions_sold > portions_stocked AND portions_left <> 0)
                   OR portions_stocked > coalesce(daily_portions, 999999)
                """
            var tills: [(Process, Pipe)] = []
            for _ in 1...8 {
                let lines = (1...14).map { _ in
                    // Killed after 5 to 120 ms: before, during or after its transaction.
                    let deadline = String(format: "0.%03d", 5 + random.next(116))
                    return """
                        timeout -s KILL \(deadline) "$MENUCTL" \(command(&random)) -q >/dev/null 2>&1; echo "exit $?"
                        sqlite3 -cmd '.timeout 20000' "$MENUCTL_DB" "\(broken)"
                        """
                }
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", lines.joined(separator: "\n")]
                process.environment = sandbox.environment()
                let output = Pipe()
                process.standardOutput = output
                process.standardError = output
                tills.append((process, output))
            }
            for (process, _) in tills { try process.run() }
            var outcomes: [String] = []
            for (process, output) in tills {
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                outcomes += text.split(separator: "\n").map(String.init)
            }
            #expect(outcomes.filter { !$0.hasPrefix("exit ") }.isEmpty, "seed \(seed): \(outcomes.filter { !$0.hasPrefix("exit ") })")
            let statuses = Dictionary(grouping: outcomes.filter { $0.hasPrefix("exit ") }, by: { $0 }).mapValues(\.count)
            print("TillsUndoTests: \(statuses.sorted { $0.key < $1.key })")
            #expect(outcomes.filter { $0.hasPrefix("exit ") }.count == 8 * 14)
            #expect(Set(statuses.keys).isSubset(of: ["exit 0", "exit 1", "exit 75", "exit 137"]), "seed \(seed): \(statuses)")
            #expect(statuses["exit 137", default: 0] > 0 && statuses["exit 0", default: 0] > 0, "seed \(seed): some killed, some done: \(statuses)")
            #expect(try sandbox.query(broken) == "")
            #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
            #expect(try sandbox.run(["check"]).status == 0, "seed \(seed)")
            // What the tills see agrees with the file.
            let rows = try sandbox.must("list", "--format", "json").stdout
            for dish in try sandbox.query("SELECT name || ':' || portions_left FROM dish_count JOIN menu_node ON id = node_id").split(separator: "\n") {
                let parts = dish.split(separator: ":")
                #expect(rows.contains("\"path\":\"凉菜/\(parts[0])\"") && rows.contains("\"left\":\(parts[1]),"), "seed \(seed): \(dish)")
            }
        }
    }
}
