import Foundation
import MenuTestSupport
import Testing

/// The README stays a front door, and comments in Sources say why rather
/// than keep a diary: an issue's number or an instruction count is true on
/// the day it is written, and docs/performance.md holds today's figures.
@Suite struct NotesThatDoNotRotTests {
    @Test func theReadmeIsAtMostTenKilobytes() throws {
        let size = try Data(contentsOf: packageRoot.appendingPathComponent("README.md")).count
        #expect(size <= 10 * 1024, "README.md is \(size) bytes; the manual belongs in docs/guide.md")
    }

    @Test func noCommentInSourcesNamesAnIssueOrAnInstructionCount() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let diary = try Regex(#"//.*(issue [0-9]+|[0-9][0-9,.]* ?[MG]? instructions)"#).ignoresCase()
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") || file.hasSuffix(".h") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(diary) {
                found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "comments that will rot:\n\(found.joined(separator: "\n"))")
        #expect(files.count > 100, "Sources/ was not read")
    }

    @Test func aDiaryIsToldFromAReason() throws {
        let diary = try Regex(#"//.*(issue [0-9]+|[0-9][0-9,.]* ?[MG]? instructions)"#).ignoresCase()
        #expect("    /// as the first release did (issue 35).".contains(diary))
        #expect("// 1,300 instructions a line".contains(diary))
        #expect("// 8.0 M instructions".contains(diary))
        #expect(!"// SQLite's instructions say why (https://sqlite.org/lang.html)".contains(diary))
    }
}
