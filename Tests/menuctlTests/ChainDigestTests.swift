import Foundation
import MenuFormats
import MenuModel
import MenuTestSupport
import Testing

/// SPEC 22: a change file's SHA-256 covers every byte, header included, and
/// its chain id is checked on every file and printed escaped.
@Suite struct ChainDigestTests {
    /// Head office's first file, a store made from it, and a small second file.
    static func storeAndSecondFile() throws -> (Sandbox, store: String, second: String) {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("edit", "油条", "--price", "3.5", "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        return (sandbox, store, second)
    }

    @Test func everySingleBitFlipOfAPublishedFileIsDamage() throws {
        let (sandbox, _, second) = try Self.storeAndSecondFile()
        defer { withExtendedLifetime(sandbox) {} }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(bytes.count < 600, "a small file: \(bytes.count) bytes")
        _ = try ChangeFile.decode(bytes)
        var accepted: [Int] = []
        for bit in 0..<(bytes.count * 8) {
            var flipped = bytes
            flipped[bit / 8] ^= UInt8(1 << (bit % 8))
            do {
                _ = try ChangeFile.decode(flipped)
                accepted.append(bit)
            } catch {
                guard case .damaged = error else { accepted.append(bit); continue }
            }
        }
        #expect(accepted.isEmpty, "bits read as a sound file or not called damage: \(accepted)")
    }

    @Test func aFlippedBitInEachHeaderLineOrTheBodyIsRefusedByApply() throws {
        let (sandbox, store, second) = try Self.storeAndSecondFile()
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: second)))
        let before = try sandbox.dump(store)
        // One bit in every line of the header (the digest's own too), the
        // blank line and the body.
        let places = [0] + bytes.indices.filter { bytes[$0] == 0x0A && $0 + 1 < bytes.count }.map { $0 + 1 }
        for place in places.prefix(13) + [bytes.count - 1] {
            var flipped = bytes
            flipped[place] ^= 0x02
            let path = sandbox.folder + "/flipped-\(place).change"
            try Data(flipped).write(to: URL(fileURLWithPath: path))
            let outcome = try sandbox.run(["--db", store, "apply", path])
            #expect(outcome.status == 1 && outcome.stdout.isEmpty && outcome.stderr.hasPrefix("Error: \(path) is damaged: "), "byte \(place): \(outcome)")
        }
        #expect(try sandbox.dump(store) == before)
        #expect(try sandbox.run(["--db", store, "apply", second]).status == 0)
    }

    @Test func aHeaderEditedByHandIsRefused() throws {
        let (sandbox, store, second) = try Self.storeAndSecondFile()
        let text = try String(contentsOfFile: second, encoding: .isoLatin1)
        let before = try sandbox.dump(store)
        for (from, to) in [("sequence: 2", "sequence: 7"), ("follows: 1", "follows: 0"), ("epoch: 1", "epoch: 2"),
                           ("full: no", "full: yes")] {
            let edited = sandbox.folder + "/edited.change"
            try text.replacing(from, with: to).write(toFile: edited, atomically: true, encoding: .isoLatin1)
            let outcome = try sandbox.run(["--db", store, "apply", edited])
            #expect(outcome.status == 1 && outcome.stderr.hasPrefix("Error: \(edited) is damaged: its SHA-256 does not match its content\n"),
                    "\(from) → \(to): \(outcome)")
        }
        #expect(try sandbox.dump(store) == before)
    }

    @Test func aChainIdHoldingEscapesIsRefusedInAFileAndPrintedEscapedByInfo() throws {
        let (sandbox, store, _) = try Self.storeAndSecondFile()
        try sandbox.must("edit", "油条", "--price", "4", "-q")
        let (bytes, _) = ChangeFile.encode(ChainChange(chainID: "evil\u{1B}]0;x\u{07}", sequence: 3, follows: 2, schemaVersion: 18, body: []))
        let path = sandbox.folder + "/evil.change"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let outcome = try sandbox.run(["--db", store, "apply", path])
        #expect(outcome.status == 1 && outcome.stderr.hasPrefix("Error: \(path) is damaged: its chain id is not one head office makes"), "\(outcome)")

        _ = try SQLiteShell.query(store, "UPDATE chain_state SET chain_id = 'c' || char(27) || ']0;x' || char(7)")
        let info = try sandbox.must("--db", store, "info").stdout
        #expect(info.contains("chain:          c\\u{1B}]0;x\\u{7}\n") && !info.contains("\u{1B}"), "\(info)")
    }
}
