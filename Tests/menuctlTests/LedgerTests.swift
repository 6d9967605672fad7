import Foundation
import Testing

/// The ledger of migrations (`menuctl_migration`) another program emptied,
/// cut short, holed or dropped, or a table it dropped (SPEC 1, issue 34):
/// readers and writers alike refuse the file untouched (74) and name what
/// disagrees; no writer runs 0001 over the tables that are there.
@Suite struct LedgerTests {
    static let latest = everyMigrationVersion.split(separator: ",").last.map(String.init) ?? ""

    static let cases: [(sql: String, problem: String)] = [
        ("DELETE FROM menuctl_migration",
         "its record of migrations (menuctl_migration) is empty, yet it holds menuctl's tables (chain_file, chain_owned, chain_refusal, chain_snapshot, chain_state): another program emptied it"),
        ("DELETE FROM menuctl_migration WHERE version > 5",
         "its record of migrations (menuctl_migration) ends at version 5, yet it holds chain_file, chain_owned, chain_refusal, chain_snapshot, chain_state of a later one: another program cut the record short"),
        ("DELETE FROM menuctl_migration WHERE version = 5",
         "its record of migrations (menuctl_migration) lacks version 5 though it holds \(latest)"),
        ("DROP TABLE dish_size",
         "it lacks the table dish_size that schema version \(latest) has: another program dropped it"),
        ("DROP TABLE menuctl_migration",
         "its record of migrations (menuctl_migration) is gone, yet it holds menuctl's tables (chain_file, chain_owned, chain_refusal, chain_snapshot, chain_state): another program dropped it"),
    ]

    @Test(arguments: cases.indices)
    func aLedgerThatDisagreesWithTheTablesIsRefusedByName(case index: Int) throws {
        let (sql, problem) = Self.cases[index]
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        _ = try sandbox.query(sql)
        for words in [["list"], ["check"], ["export"], ["add-item", "豆花"], ["check", "--repair"]] {
            let refused = try expectRefusal(sandbox, words, status: 74)
            #expect(refused.stderr == "Error: the menu at \(sandbox.database) cannot be used: \(problem)\n", "\(words): \(refused)")
        }
    }

    /// A table of the user's own beside the menu's is not the ledger's business.
    @Test func aTableOfOnesOwnIsLeftAlone() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        _ = try sandbox.query("CREATE TABLE notes (text TEXT)")
        #expect(try sandbox.must("list").stdout.contains("宫保鸡丁"))
        try sandbox.must("add-item", "豆花")
        #expect(try sandbox.must("check").stdout == "no problems: 1 group, 2 dishes\n")
    }
}
