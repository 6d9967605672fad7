import Foundation
import MenuTestSupport
import Testing

/// SPEC 22: `apply DIR` takes every file of a folder the store has not
/// applied yet, in order, in one command, and stops at the first that does
/// not follow, the files before it applied.
@Suite struct ChainFolderTests {
    /// Head office with files 1 to 21 in `inbox`, each a new price of 油条.
    static func inbox() throws -> (Sandbox, inbox: String) {
        let (sandbox, first) = try ChainTests.headOffice()
        let inbox = sandbox.folder + "/inbox"
        try FileManager.default.createDirectory(atPath: inbox + "/old", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: first, toPath: inbox + "/0001.change")
        for number in 2...21 {
            try sandbox.must("edit", "油条", "--price", String(number), "-q")
            try sandbox.must("publish", inbox + "/" + String(format: "%04d.change", number), "-q")
        }
        try "half a file".write(toFile: inbox + "/.0022.change.partial", atomically: true, encoding: .utf8)
        return (sandbox, inbox)
    }

    @Test func twentyPendingFilesApplyInOneCommand() throws {
        let (sandbox, inbox) = try Self.inbox()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", inbox + "/0001.change", "-q")
        let history = try SQLiteShell.query(store, "SELECT count(*) FROM menu_history")
        let applied = try sandbox.run(["--db", store, "apply", inbox])
        #expect(applied.status == 0 && applied.stderr.isEmpty, "\(applied)")
        let numbers = applied.lines.filter { $0.hasPrefix("applied change ") }.map { $0.split(separator: " ")[2] }
        #expect(numbers == (2...21).map { Substring(String($0)) })
        #expect(applied.lines.last == "price of 早餐/油条 → 21.00")
        #expect(try sandbox.must("--db", store, "info").stdout.contains("change:         21\n"))
        #expect(try SQLiteShell.query(store, "SELECT count(*) FROM menu_history") == String((Int(history) ?? 0) + 1), "one command, one entry")
        try ChainTests.expectSameMenu(sandbox, store: store)

        let before = try sandbox.dump(store)
        let again = try sandbox.run(["--db", store, "apply", inbox])
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr == "Notice: nothing to apply in \(inbox): this store is at change 21\n")
        #expect(try sandbox.dump(store) == before)
    }

    @Test func aNewStoreIsMadeFromAFolderAndADryRunChangesNothing() throws {
        let (sandbox, inbox) = try Self.inbox()
        let store = sandbox.folder + "/store.db"
        let rehearsed = try sandbox.run(["--db", store, "apply", inbox, "--dry-run"])
        #expect(rehearsed.status == 0 && rehearsed.lines.first == "would apply, with --dry-run changing nothing:", "\(rehearsed)")
        #expect(!FileManager.default.fileExists(atPath: store))
        try sandbox.must("--db", store, "apply", inbox, "-q")
        try ChainTests.expectSameMenu(sandbox, store: store)
    }

    @Test func theRunStopsAtTheFirstFileThatDoesNotFollowWithTheFilesBeforeItApplied() throws {
        let (sandbox, inbox) = try Self.inbox()
        let store = sandbox.folder + "/store.db"
        let backup = sandbox.folder + "/backup.db"
        try sandbox.must("backup", backup, "-q")
        try sandbox.must("edit", "油条", "--price", "22", "-q")
        try sandbox.must("publish", inbox + "/0022.change", "-q")
        // Head office restored from the backup publishes another 22.
        try FileManager.default.removeItem(atPath: sandbox.database)
        try FileManager.default.copyItem(atPath: backup, toPath: sandbox.database)
        try sandbox.must("edit", "油条", "--price", "30", "-q")
        try sandbox.must("publish", inbox + "/0022b.change", "-q")
        try sandbox.must("--db", store, "apply", inbox + "/0001.change", "-q")

        let stopped = try sandbox.run(["--db", store, "apply", inbox])
        #expect(stopped.status == 1, "\(stopped)")
        #expect(stopped.lines.filter { $0.hasPrefix("applied change ") }.count == 21)
        #expect(stopped.stderr.hasPrefix("Error: \(inbox)/0022b.change is a change 22 that is not the one this store applied — head office's history has forked"))
        #expect(stopped.stderr.hasSuffix("the 21 files before it are applied\n"), "\(stopped)")
        #expect(try sandbox.must("--db", store, "info").stdout.contains("change:         22\n"))

        // A full file in the folder is where the store starts again.
        try sandbox.must("publish", inbox + "/0023-full.change", "--full", "-q")
        let recovered = try sandbox.run(["--db", store, "apply", inbox])
        #expect(recovered.status == 0 && recovered.lines.first?.hasPrefix("applied full change 23 (epoch 2)") == true, "\(recovered)")
        #expect(recovered.lines.contains("price of 早餐/油条 → 30.00"))
        try ChainTests.expectSameMenu(sandbox, store: store)
    }
}
