import Foundation
import MenuFormats
import MenuTestSupport
import Testing

/// SPEC 22: `publish` records its change, then places its file: a publish
/// killed at any moment leaves no file head office did not record, and a
/// `--force` that fails leaves the file it would have replaced.
@Suite(.serialized) struct ChainPublishSafetyTests {
    @Test(.enabled(if: FullDiskTests.canMount, "mounting a tmpfs needs root and a mount(8) that may"))
    func aForcedPublishThatFailsOnAFullDiskKeepsTheOldFile() throws {
        let (sandbox, _) = try ChainTests.headOffice()
        let disk = sandbox.folder + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(try sandbox.shell("mount -t tmpfs -o size=1m tmpfs '\(disk)'").status == 0)
        defer { _ = try? sandbox.shell("umount '\(disk)'") }
        let menu = disk + "/menu.db", file = sandbox.folder + "/latest.change"
        try sandbox.must("backup", menu, "-q")
        try sandbox.must("--db", menu, "edit", "油条", "--price", "3.2", "-q")
        try sandbox.must("--db", menu, "publish", file, "--force", "-q")
        try sandbox.must("--db", menu, "edit", "油条", "--price", "4", "-q")
        let old = try Data(contentsOf: URL(fileURLWithPath: file))
        _ = try sandbox.shell("dd if=/dev/zero of='\(disk)/fill' bs=4k 2>/dev/null")

        // The file is written aside whole, then the commit fails for want of room.
        let before = try sandbox.dump(menu)
        let failed = try sandbox.run(["--db", menu, "publish", file, "--force"])
        #expect(failed.status == 74 && failed.stdout.isEmpty && failed.stderr.contains("no space left"), "\(failed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == old, "the old file stays")
        #expect(try sandbox.dump(menu) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).filter { $0.hasPrefix(".menuctl-change") }.isEmpty)

        // The file on the full disk: it cannot be written aside, and the old one stays too.
        try FileManager.default.removeItem(atPath: disk + "/fill")
        let onDisk = disk + "/latest.change"
        try sandbox.must("--db", menu, "publish", onDisk, "-q")
        try sandbox.must("--db", menu, "edit", "油条", "--price", "5", "-q")
        let kept = try Data(contentsOf: URL(fileURLWithPath: onDisk))
        _ = try sandbox.shell("dd if=/dev/zero of='\(disk)/fill' bs=4k 2>/dev/null")
        let files = try FileManager.default.contentsOfDirectory(atPath: disk).sorted()
        let refused = try sandbox.run(["--db", menu, "publish", onDisk, "--force"])
        #expect(refused.status == 74 && refused.stdout.isEmpty, "\(refused)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: onDisk)) == kept)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk).sorted() == files, "nothing left aside")
    }
}

extension ChainPublishSafetyTests {
    /// Processes: a publish is killed at random moments.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test func aPublishKilledAtRandomMomentsNeverLeavesAFileHeadOfficeDidNotRecord() throws {
            let (sandbox, _) = try ChainTests.headOffice()
            // How long one publish takes here, so that the kills fall before,
            // inside and after it.
            try sandbox.must("edit", "油条", "--price", "4", "-q")
            let clock = ContinuousClock()
            // A process, timed as the killed ones below run.
            let took = try clock.measure { try sandbox.mustProcess("publish", sandbox.folder + "/timed.change", "-q") }
            let span = max(Int(took.components.attoseconds / 1_000_000_000_000) + Int(took.components.seconds) * 1_000_000, 1_000) * 3 / 2
            var placed = 0
            for attempt in 0..<100 {
                try sandbox.must("edit", "油条", "--price", String(attempt + 10), "-q")
                let path = sandbox.folder + "/try-\(attempt).change"
                let publish = Process()
                publish.executableURL = URL(fileURLWithPath: menuctlBinary)
                publish.arguments = ["--db", sandbox.database, "publish", path, "-q"]
                publish.environment = sandbox.environment()
                try publish.run()
                usleep(UInt32(Int.random(in: 0...span)))
                kill(publish.processIdentifier, SIGKILL)
                publish.waitUntilExit()
                guard FileManager.default.fileExists(atPath: path) else { continue }
                placed += 1
                let change = try ChangeFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                let recorded = try sandbox.query("SELECT sha256 FROM chain_file WHERE sequence = \(change.sequence)")
                #expect(recorded == change.digest, "try \(attempt): change \(change.sequence) placed but not recorded as published")
            }
            #expect(placed > 0, "some publishes ran to the end within \(span) µs")
            #expect(try sandbox.run(["check"]).status == 0)
        }
    }
}
