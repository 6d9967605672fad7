import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

/// A menu made by the release whose search keys read each character the
/// kMandarin way alone, at schema 7 (Tests/Fixtures/menu-schema-v7.sql:
/// 鱼香茄子 keyed yxjz, 咖喱鸡 klj, 海参捞饭 hclf), upgrades to
/// 0008_search_readings with every key built again, by every reading
/// (SPEC 1, 12), and nothing else changed.
@Suite struct SearchReadingsUpgradeTests {
    static let everyRow = "SELECT * FROM menu_node ORDER BY id"
    static let everyDetail = "SELECT * FROM node_translation ORDER BY node_id, lang; SELECT * FROM serving_window ORDER BY node_id"
    static let history = "SELECT id, recorded_at, command, summary, hex(changeset), undone FROM menu_history ORDER BY id"

    /// The rows `find` prints for `query`, by path.
    private func found(_ sandbox: Sandbox, _ query: String) throws -> [String] {
        let outcome = try sandbox.run(["find", query, "--format", "tsv"])
        #expect(outcome.status == 0 || outcome.status == 1, "\(outcome)")
        return outcome.lines.dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[5]) }
    }

    static let byEveryReading = [
        ("yxqz", ["川菜/鱼香茄子"]), ("yxjz", ["川菜/鱼香茄子"]), ("qiezi", ["川菜/鱼香茄子"]), ("gl", ["粤菜/咖喱鸡"]),
        ("kali", ["粤菜/咖喱鸡"]), ("hs", ["粤菜/海参捞饭"]), ("haishen", ["粤菜/海参捞饭"]), ("baozaifan", ["粤菜/煲仔饭"]),
        ("dcly", ["粤菜/豆豉鲮鱼"]), ("dsly", ["粤菜/豆豉鲮鱼"]), ("gbjd", ["川菜/宫保鸡丁"]), ("kung", ["川菜/宫保鸡丁"]),
        ("mxw", ["川菜/毛血旺"]), ("maoxiewang", ["川菜/毛血旺"]), ("qzx", []),
    ]

    @Test func readersFindByEveryReadingInItAsItIs() throws {
        let sandbox = try Sandbox.made(bySchema: 7)
        let before = try sandbox.dump()
        for (query, paths) in Self.byEveryReading {
            #expect(try found(sandbox, query) == paths, "\(query)")
        }
        #expect(try sandbox.must("check").stdout.hasPrefix("no problems"))
        #expect(try sandbox.dump() == before, "a reader never upgrades the file")
    }

    @Test func theFirstWriteBuildsEveryKeyAgainKeepingEverythingElse() throws {
        let sandbox = try Sandbox.made(bySchema: 7)
        let rows = try sandbox.query(Self.everyRow)
        let details = try sandbox.query(Self.everyDetail)
        let history = try sandbox.query(Self.history)
        let list = try sandbox.must("list", "--all", "--ids").stdout
        try sandbox.must("sold-out", "鱼香茄子", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration")
                == everyMigrationVersion)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok" && sandbox.query("PRAGMA foreign_key_check") == "")
        #expect(try sandbox.query("SELECT count(*) FROM search_pending") == "0", "the first write builds every key")
        #expect(try sandbox.query("SELECT instr(readings, 'yx(j/q)z') > 0 AND instr(keys, 'yxjz') = 0 FROM search_bucket") == "1",
                "鱼香茄子's pinyin is in the readings, by every reading")
        #expect(try sandbox.query(Self.everyDetail) == details)
        #expect(try sandbox.query(Self.history + " LIMIT 7") == history, "the history is kept as it was")
        for (query, paths) in Self.byEveryReading {
            #expect(try found(sandbox, query) == paths, "\(query)")
        }
        #expect(try sandbox.must("check").stdout.hasPrefix("no problems"), "the keys are in step with the names")
        // The new entry, then the fixture's newest ones, undo exactly.
        try sandbox.must("undo", "-q")
        #expect(try sandbox.query(Self.everyRow) == rows)
        #expect(try sandbox.must("list", "--all", "--ids").stdout == list)
        try sandbox.must("undo", "-q")
        try sandbox.must("undo", "-q")
        #expect(try found(sandbox, "desanxian") == ["川菜/地三鲜"])
        try sandbox.must("undo", "-q")
        #expect(try found(sandbox, "huiguorou") == ["川菜/回锅肉"])
        #expect(try found(sandbox, "mxw").isEmpty)
        #expect(try sandbox.query("SELECT count(*) FROM search_pending") == "0")
    }
}
