import Foundation
import Testing
import MenuData
import MenuFormats
import MenuModel

@Suite struct DatabaseFileTests {
    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Each of these is refused with 74, and the file is left byte for byte.
    private func expectRefusedUntouched(_ sandbox: Sandbox, message: String,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = bytes(sandbox.database)
        for arguments in [["add-group", "酒水"], ["list"], ["export"], ["info"]] {
            let outcome = try sandbox.run(arguments)
            #expect(outcome.status == 74, "\(arguments): \(outcome)", sourceLocation: sourceLocation)
            #expect(outcome.stderr.hasPrefix("Error: ") && outcome.stderr.contains(message), "\(arguments): \(outcome)", sourceLocation: sourceLocation)
            #expect(outcome.stdout.isEmpty, sourceLocation: sourceLocation)
        }
        #expect(bytes(sandbox.database) == before, "the file changed", sourceLocation: sourceLocation)
    }

    @Test func aNewerSchemaIsRefusedNamingBothVersions() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜")
        let future = MenuStore.latestSchemaVersion + 1
        _ = try sandbox.query("INSERT INTO menuctl_migration (version, name) VALUES (\(future), 'from_the_future'); PRAGMA wal_checkpoint(TRUNCATE);")
        try expectRefusedUntouched(sandbox, message: "schema version \(future), but this menuctl knows versions up to \(MenuStore.latestSchemaVersion)")
    }

    @Test func aFileThatIsNotADatabaseIsRefused() throws {
        let sandbox = Sandbox()
        try Data("this is a shopping list, not a menu\n".utf8).write(to: URL(fileURLWithPath: sandbox.database))
        try expectRefusedUntouched(sandbox, message: "is not a menuctl database")
    }

    @Test func someoneElsesSQLiteFileIsRefused() throws {
        let sandbox = Sandbox()
        _ = try sandbox.query("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total INTEGER); INSERT INTO invoices VALUES (1, 100);")
        try expectRefusedUntouched(sandbox, message: "other tables (invoices)")
    }

    /// As root, file permissions do not apply; these run menuctl as nobody.
    @Test func aReadOnlyDatabaseCanBeReadButNotWritten() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        #expect(!FileManager.default.fileExists(atPath: sandbox.database + "-wal"), "the last writer cleans up its WAL")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.database)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.folder) }
        let before = bytes(sandbox.database)

        // Reading works even where no -wal or -shm file can be created.
        let list = try sandbox.runUnprivileged(["list", "--format", "tsv"])
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("主菜/宫保鸡丁\t38.00"))
        for arguments in [["show", "主菜"], ["export"], ["info"]] {
            #expect(try sandbox.runUnprivileged(arguments).status == 0, "\(arguments)")
        }

        let write = try sandbox.runUnprivileged(["add-item", "回锅肉", "--in", "主菜"])
        #expect(write.status == 74, "\(write)")
        #expect(write.stderr.hasPrefix("Error: ") && (write.stderr.contains("read-only") || write.stderr.contains("cannot open")), "\(write)")
        #expect(write.stdout.isEmpty)
        #expect(bytes(sandbox.database) == before)
    }

    /// The immutable fallback names the file by URI: a folder name with
    /// Chinese characters and URI punctuation must reach the same file.
    @Test func aReadOnlyDatabaseInAFolderWithAnyNameCanBeRead() throws {
        let sandbox = Sandbox()
        let folder = sandbox.folder + "/菜单 #1?%20&x"
        let database = folder + "/menu.db"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--db", database)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let list = try sandbox.runUnprivileged(["list", "--db", database])
        #expect(list.status == 0 && list.stdout.contains("宫保鸡丁"), "\(list)")
    }

    /// A write that runs out of room fails with 74 and changes nothing. The
    /// file size limit (`ulimit -f`, with SIGXFSZ ignored so the write
    /// returns an error instead of killing the process) stands in for a full disk.
    @Test func aWriteThatRunsOutOfRoomExits74AndChangesNothing() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        let before = try sandbox.dump()
        let lines = (1...5_000).map { "add-item 很长的菜名字\($0)号特别辣 --in 主菜 --price 12" }
        let script = try sandbox.write("big.menuctl", lines.joined(separator: "\n"))
        // -q: the report, written before the commit, would meet the limit first.
        let outcome = try sandbox.shell("trap '' XFSZ; ulimit -f 64; exec \"$MENUCTL\" batch -q '\(script)'")
        #expect(outcome.status == 74, "\(outcome)")
        #expect(outcome.stderr.contains("Error: ") && outcome.stderr.contains("cannot read or write the menu"), "\(outcome)")
        #expect(outcome.stdout.isEmpty)
        #expect(try sandbox.dump() == before)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
    }
}
