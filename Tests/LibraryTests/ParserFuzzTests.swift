import Testing
@testable import MenuData
@testable import MenuFormats
@testable import MenuModel
@testable import SQLite
import MenuTestSupport

/// The batch word splitter and the JSON reader on random input, in process:
/// thousands of cases per seed, each either parsed or refused with a
/// MenuError, never a trap. A failure names its seed; `FUZZ_SEED=<seed>`
/// runs that one again.
@Suite(.tags(.slow, .fuzz)) struct ParserFuzzTests {
    private static let alphabet = Array("ab 宫\"'\\#\t{}[],:-.0123456789eEtrufalsn/u\n".utf8) + [0, 0x1B, 0xFF, 0xC3, 0xA9]

    private func randomInput(_ random: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<Int.random(in: 0..<64, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }
    }

    @Test(arguments: fuzzSeeds)
    func shellWordsNeverTrap(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var refused = 0
        for _ in 0..<5_000 {
            let line = String(decoding: randomInput(&random), as: UTF8.self)
            do { _ = try ShellWords.split(line) } catch { refused += 1; #expect(!error.message.isEmpty, "seed \(seed)") }
        }
        #expect(refused > 0, "seed \(seed)")
    }

    @Test(arguments: fuzzSeeds)
    func jsonAndDocumentsNeverTrap(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var parsed = 0
        for _ in 0..<5_000 {
            let bytes = randomInput(&random)
            if (try? JSONParser.parse(bytes)) != nil { parsed += 1 }
            do { _ = try MenuDocument(bytes: bytes) } catch { #expect(error.kind == .malformedFile, "seed \(seed): \(bytes)") }
        }
        #expect(parsed > 0, "seed \(seed)")
    }
}
