import Foundation
import Testing

/// SPEC 20's promise to the till: many tills selling at once never sell
/// more than there were. Eight real processes sell the last 20 兔头, each
/// three times as fast as it can (24 tries for 20 portions), twenty rounds
/// in a row: exactly 20 sales succeed, the other 4 exit 1 saying it is sold
/// out, the count ends at 0 and the dish is sold out.
enum CountsTillsTests {
    /// Processes: eight tills sell at once.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test func eightTillsSellTheLastTwentyAndNotOneMore() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-item", "-p", "凉菜/兔头", "--price", "12", "-q")
            // Each till writes a line per try: `ok`, or `exit N: <stderr>`. The
            // tills are processes of their own, started together (a shell's
            // `&` and `wait` can miss its children's ends under a test runner).
            let till = """
                for try in 1 2 3; do
                  if answer=$("$MENUCTL" sell 兔头 -q 2>&1); then echo ok
                  else echo "exit $?: $answer"; fi
                done
                """
            for round in 1...20 {
                try sandbox.must("stock", "兔头", "20", "-q")
                var processes: [(Process, Pipe)] = []
                for _ in 1...8 {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/bin/sh")
                    process.arguments = ["-c", till]
                    process.environment = sandbox.environment()
                    let output = Pipe()
                    process.standardOutput = output
                    process.standardError = output
                    processes.append((process, output))
                }
                for (process, _) in processes { try process.run() }
                var lines: [String] = []
                for (process, output) in processes {
                    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    process.waitUntilExit()
                    lines += text.split(separator: "\n").map(String.init)
                }
                #expect(lines.count == 24, "round \(round): \(lines)")
                #expect(lines.filter { $0 == "ok" }.count == 20, "round \(round): \(lines)")
                #expect(lines.filter { $0 != "ok" } == Array(repeating: "exit 1: Error: 兔头 is sold out (none left)", count: 4),
                        "round \(round): \(lines)")
                #expect(try sandbox.query("SELECT portions_left FROM dish_count") == "0", "round \(round)")
                #expect(try sandbox.must("list", "--format", "tsv").lines[2].hasSuffix("\t1\t\t\t\t\t\t0\t\t0\t\t\t\t\t\t\t0\t\t\t\t\t"), "round \(round): sold out")
            }
            #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
            #expect(try sandbox.query("SELECT count(*) FROM menu_history") == "21", "the stocks, and no sale")
        }
    }
}
