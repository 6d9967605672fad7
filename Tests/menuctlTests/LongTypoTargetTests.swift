import Foundation
import Testing

/// did-you-mean compares a typo with the paths name by name (issue 34):
/// the long typo of scripts/bench gets its suggestion, and so does a typo
/// of a path's last names. (How long it takes is scripts/bench's.)
@Suite struct LongTypoTargetTests {
    private static let fill = String(repeating: "菜", count: 96)
    /// 31 groups each inside the one before, every name 100 characters.
    private static let deepPath = (1...31).map { fill + String(format: "%04d", $0) }.joined(separator: "/")

    private func deepMenu() throws -> Sandbox {
        let sandbox = Sandbox()
        let lines = ["add-group \(Self.deepPath) -p"] + (1...3).map { "add-item \(Self.fill)\(String(format: "%04d", $0)) --in \(Self.deepPath)" }
        try sandbox.must("batch", try sandbox.write("deep.menuctl", lines.joined(separator: "\n")), "-q")
        return sandbox
    }

    @Test func aTypoOfAWholeLongPathSuggestsThePath() throws {
        let sandbox = try deepMenu()
        let dish = Self.deepPath + "/" + Self.fill + "0002"
        let typo = Self.deepPath + "/" + String(Self.fill.dropLast()) + "采0002"
        #expect(typo.count == 3231)
        let outcome = try expectRefusal(sandbox, ["show", typo], status: 1)
        #expect(outcome.stderr == "Error: no \(typo) in the menu\ndid you mean \(dish)?\n")
    }

    @Test func aTypoOfTheLastNamesOfALongPathSuggestsTheWholePath() throws {
        let sandbox = try deepMenu()
        let group = Self.deepPath.split(separator: "/").last!
        let typo = group + "/" + Self.fill.dropFirst() + "0003"
        let outcome = try expectRefusal(sandbox, ["remove", String(typo)], status: 1)
        #expect(outcome.stderr == "Error: no \(typo) in the menu\ndid you mean \(Self.deepPath)/\(Self.fill)0003?\n")
    }

    @Test func aLongTypoCloseToNothingGetsNoSuggestion() throws {
        let sandbox = try deepMenu()
        let typo = Array(repeating: String(repeating: "鱼", count: 100), count: 32).joined(separator: "/")
        let outcome = try expectRefusal(sandbox, ["show", typo], status: 1)
        #expect(outcome.stderr == "Error: no \(typo) in the menu\n")
    }

    @Test func aTypoOfMoreNamesThanAPathHasLevelsIsComparedWithTheDeeperPaths() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "凉菜")
        try sandbox.must("add-item", "-p", "主菜/盐水鸭")
        let outcome = try expectRefusal(sandbox, ["show", "主菜/盐水"], status: 1)
        #expect(outcome.stderr == "Error: no 主菜/盐水 in the menu\ndid you mean 主菜/盐水鸭?\n")
    }
}
