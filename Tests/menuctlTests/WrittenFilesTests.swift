import Foundation
import Testing

/// Files menuctl writes beside the menu (SPEC 8, 13, 22): a change file is
/// under its name exactly when head office's publish committed, and neither
/// a change file nor a backup is ever written over the menu itself.
@Suite struct WrittenFilesTests {
    private func asides(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".menuctl-change-") }
    }

    @Test func aPublishWhoseReportCannotBeWrittenLeavesNoFileAndItsNumberFree() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("edit", "宫保鸡丁", "--price", "39", "-q")
        let before = try sandbox.dump()
        let second = sandbox.folder + "/0002.change"
        for redirect in ["> /dev/full", ">&-"] {
            let outcome = try sandbox.shell("\"$MENUCTL\" publish '\(second)' \(redirect)")
            #expect(outcome.status == 74 && outcome.stderr.hasPrefix("Error: cannot write to standard output"), "\(redirect): \(outcome)")
            #expect(!FileManager.default.fileExists(atPath: second), "\(redirect)")
            #expect(try asides(in: sandbox.folder).isEmpty, "\(redirect)")
            #expect(try sandbox.dump() == before, "\(redirect)")
        }
        // The number is still free: the next publish is change 2, with both changes.
        try sandbox.must("add-item", "水煮鱼", "--in", "主菜", "--price", "58", "-q")
        #expect(try sandbox.must("publish", second).stdout.hasPrefix("published change 2 of chain "))
        try sandbox.must("--db", store, "apply", second, "-q")
        try ChainTests.expectSameMenu(sandbox, store: store)
        #expect(try sandbox.must("--db", store, "show", "水煮鱼").stdout.contains("58.00"))
    }

    @Test func publishAndBackupRefuseTheMenuItselfAndItsJournals() throws {
        let (sandbox, _) = try ChainTests.headOffice()
        try sandbox.must("edit", "宫保鸡丁", "--price", "39", "-q")
        try FileManager.default.createSymbolicLink(atPath: sandbox.folder + "/link.db", withDestinationPath: sandbox.database)
        let before = try sandbox.dump()
        for target in [sandbox.database, sandbox.database + "-wal", sandbox.database + "-shm", sandbox.folder + "/link.db"] {
            let published = try sandbox.run(["publish", target, "--force"])
            #expect(published.status == 1 && published.stdout.isEmpty, "\(published)")
            #expect(published.stderr == "Error: \(target) is the menu itself or one of its journals; publish to another file\n")
            let backedUp = try sandbox.run(["backup", target, "--force"])
            #expect(backedUp.status == 1 && backedUp.stdout.isEmpty, "\(backedUp)")
            #expect(try sandbox.dump() == before, "\(target)")
        }
        #expect(try sandbox.must("list").stdout.contains("39.00"))
    }
}
