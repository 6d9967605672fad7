import Foundation
import Testing

enum CrashTests {
    /// Processes: a batch is killed at random moments.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// SIGKILL a 20,000-line batch at moments spread over its run (and a
        /// little past it): each time the menu is exactly as before the batch or
        /// exactly as after it, and SQLite's integrity check is clean.
        @Test func aBatchKilledAtAnyMomentLeavesTheMenuBeforeOrAfter() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "--price", "38")
            let original = sandbox.folder + "/original.db"
            try FileManager.default.copyItem(atPath: sandbox.database, toPath: original)
            let before = try state(sandbox)

            let lines = ["add-group 早餐"] + (1...20_000).map { "add-item 菜\($0) --in 主菜 --price \($0 % 90 + 10)" }
            let script = try sandbox.write("setup.menuctl", lines.joined(separator: "\n") + "\n")

            // The finished run: what "after" looks like, and how long it takes.
            let started = Date()
            // A process: its time is what the kills below are spread over.
            let full = try sandbox.runProcess(["batch", script, "-q"])
            let duration = Date().timeIntervalSince(started)
            #expect(full.status == 0, "\(full)")
            let after = try state(sandbox)
            #expect(after != before)

            let kills = 12
            var seen = (before: 0, after: 0)
            for kill in 0..<kills {
                try reset(sandbox, from: original)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: menuctlBinary)
                process.arguments = ["batch", script, "-q"]
                process.environment = sandbox.environment()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                // Spread the kills from the start to a little past the end.
                let delay = duration * 1.3 * Double(kill) / Double(kills - 1) + Double.random(in: 0...0.02)
                Thread.sleep(forTimeInterval: delay)
                Foundation.kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()

                let state = try state(sandbox)
                #expect(state == before || state == after, "kill \(kill) after \(delay) s left the menu in between")
                if state == before { seen.before += 1 } else if state == after { seen.after += 1 }
                #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
            }
            print("CrashTests: \(kills) kills of a \(lines.count)-line batch (\(String(format: "%.2f", duration)) s): before \(seen.before), after \(seen.after)")
            #expect(seen.before + seen.after == kills)
        }

        /// The whole database, but for the time of each history entry, which
        /// differs between runs: the batch and its entry come together or not
        /// at all (SPEC 13).
        private func state(_ sandbox: Sandbox) throws -> String {
            let copy = sandbox.folder + "/state.db"
            try? FileManager.default.removeItem(atPath: copy)
            _ = try sandbox.query(".backup '\(copy)'")
            return try sandbox.dump(copy).replacing(/INSERT INTO menu_history VALUES\((\d+),\d+,/) { "INSERT INTO menu_history VALUES(\($0.1),0," }
        }

        private func reset(_ sandbox: Sandbox, from original: String) throws {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: sandbox.database + suffix) }
            try FileManager.default.copyItem(atPath: original, toPath: sandbox.database)
        }
    }
}
