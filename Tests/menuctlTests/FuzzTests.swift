import Foundation
import Testing
import MenuTestSupport

/// Random bytes and mutations of the valid example files, fed to `batch` and
/// `import` through the built binary. menuctl must never crash or trap, and
/// may only exit 0, 1, 64 or 65. `FUZZ_CASES` sets the number of cases per
/// chunk (the suite runs 8 chunks); `scripts/fuzz` runs a longer session.
/// Chunk N draws from seed `FUZZ_SEED + N` (a fixed seed unless the variable
/// is set), so a failure, which names its seed, can be run again.
@Suite(.tags(.slow, .fuzz)) struct FuzzTests {
    static let casesPerChunk = Int(ProcessInfo.processInfo.environment["FUZZ_CASES"] ?? "") ?? 250
    static let baseSeed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x6D65_6E75
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples").path

    @Test(arguments: 0..<8)
    func batchAndImportSurviveAnything(chunk: Int) throws {
        let originals = [
            "batch": Array(FileManager.default.contents(atPath: Self.examples + "/sichuan.menuctl")!),
            "import": Array(FileManager.default.contents(atPath: Self.examples + "/sichuan.json")!),
        ]
        let seed = Self.baseSeed &+ UInt64(chunk)
        let replay = "FUZZ_SEED=\(Self.baseSeed), chunk \(chunk), seed \(seed)"
        var random = SeededGenerator(state: seed)
        let sandbox = Sandbox()
        var statuses: [Int32: Int] = [:]
        for index in 0..<Self.casesPerChunk {
            let command = (chunk + index) % 2 == 0 ? "batch" : "import"
            let input = index % 5 == 0 ? randomBytes(&random) : mutate(originals[command]!, &random)
            let file = sandbox.folder + "/case"
            _ = FileManager.default.createFile(atPath: file, contents: Data(input))
            // A fresh database for every case, so a mutated file gets past its first lines.
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: sandbox.database + suffix) }
            let outcome = try Sandbox.execute(menuctlBinary, [command, file], environment: sandbox.environment())
            statuses[outcome.status, default: 0] += 1
            if ![0, 1, 64, 65].contains(outcome.status) {
                let kept = sandbox.folder + "/../menuctl-fuzz-failure-\(UUID().uuidString)"
                try? FileManager.default.copyItem(atPath: file, toPath: kept)
                Issue.record("\(command) exited \(outcome.status) in case \(index) of \(replay) (input kept at \(kept)): \(outcome.stderr.prefix(300))")
            } else if outcome.status != 0 {
                #expect(outcome.stderr.contains("Error: "), "\(command), case \(index) of \(replay): \(outcome.stderr.prefix(200))")
            }
            if outcome.status == 0 {
                #expect(try sandbox.query("PRAGMA integrity_check") == "ok", "\(command) left a damaged file in case \(index) of \(replay)")
            }
        }
        print("FuzzTests chunk \(chunk) (\(replay)): \(Self.casesPerChunk) cases, exit statuses \(statuses.sorted { $0.key < $1.key })")
    }

    private func randomBytes(_ random: inout SeededGenerator) -> [UInt8] {
        (0..<Int.random(in: 0..<400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// Fragments that tend to reach the corners of both parsers.
    private static let tokens = [
        "\"", "'", "\\", "#", "\n", "--db x", "batch", "--price", "--in", "/", "//", "#0", "#99999999999999999999",
        "{", "}", "[", "]", ",", ":", "null", "true", "\"kind\"", "\"children\"", "\"price\"", "\\u0000", "\\ud800",
        "99999999999999999999", "-1", "1e999", "\u{1B}[31m", "\u{0}", "toggle --row 1", "remove 主菜 -r", "move 早餐 --to 主菜",
        String(repeating: "[", count: 600), String(repeating: "a/", count: 300),
    ].map { Array($0.utf8) }

    private func mutate(_ original: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1 where !bytes.isEmpty: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            case 2: bytes.insert(contentsOf: Self.tokens.randomElement(using: &random)!, at: at)
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
                bytes.removeSubrange(at..<end)
            case 4 where !bytes.isEmpty:
                let end = min(bytes.count, at + Int.random(in: 1...200, using: &random))
                bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
            default: bytes = Array(bytes.prefix(at))
            }
        }
        return bytes
    }
}
