import Testing
@testable import MenuKit

/// The batch word splitter and the JSON reader on random input, in process:
/// tens of thousands of cases, each either parsed or refused with a
/// MenuError, never a trap.
@Suite struct ParserFuzzTests {
    private static let alphabet = Array("ab 宫\"'\\#\t{}[],:-.0123456789eEtrufalsn/u\n".utf8) + [0, 0x1B, 0xFF, 0xC3, 0xA9]

    private func randomInput(_ random: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<Int.random(in: 0..<64, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }
    }

    @Test func shellWordsNeverTrap() {
        var random = SystemRandomNumberGenerator()
        var refused = 0
        for _ in 0..<10_000 {
            let line = String(decoding: randomInput(&random), as: UTF8.self)
            do { _ = try ShellWords.split(line) } catch { refused += 1; #expect(!error.message.isEmpty) }
        }
        #expect(refused > 0)
    }

    @Test func jsonAndDocumentsNeverTrap() {
        var random = SystemRandomNumberGenerator()
        var parsed = 0
        for _ in 0..<10_000 {
            let bytes = randomInput(&random)
            if (try? JSONParser.parse(bytes)) != nil { parsed += 1 }
            do { _ = try MenuDocument(bytes: bytes) } catch { #expect(error.kind == .malformedFile) }
        }
        #expect(parsed > 0)
    }
}
