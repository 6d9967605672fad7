import Foundation
import Testing

/// A menu on a device with no space left (issue 34), on a small tmpfs:
/// writers say so by name (74), readers read the menu and leave nothing
/// behind, a backup there blames the copy.
@Suite(.serialized) struct FullDiskTests {
    /// Whether a tmpfs can be mounted here: as root, where mount(8) may.
    static let canMount: Bool = {
        guard Sandbox.isRoot else { return false }
        let sandbox = Sandbox()
        let tried = try? sandbox.shell("mkdir -p \"$HOME/m\" && mount -t tmpfs -o size=64k tmpfs \"$HOME/m\" && umount \"$HOME/m\"")
        return tried?.status == 0
    }()

    @Test(.enabled(if: canMount, "mounting a tmpfs needs root and a mount(8) that may"))
    func aFullDiskIsNamedReadersReadAndBackupBlamesTheCopy() throws {
        let sandbox = Sandbox()
        let disk = sandbox.folder + "/disk"
        let menu = disk + "/menu.db"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(try sandbox.shell("mount -t tmpfs -o size=1m tmpfs '\(disk)'").status == 0)
        defer { _ = try? sandbox.shell("umount '\(disk)'") }
        let env: [String: String?] = ["MENUCTL_DB": menu]
        #expect(try sandbox.run(["add-item", "-p", "主菜/宫保鸡丁", "--price", "38"], environment: env).status == 0)
        _ = try sandbox.shell("dd if=/dev/zero of='\(disk)/fill' bs=4k 2>/dev/null")
        let before = try sandbox.dump(menu)
        let files = try FileManager.default.contentsOfDirectory(atPath: disk).sorted()

        for words in [["add-item", "豆花"], ["edit", "宫保鸡丁", "--price", "40"]] {
            let refused = try sandbox.run(words, environment: env)
            #expect(refused.status == 74 && refused.stdout.isEmpty, "\(words): \(refused)")
            #expect(refused.stderr == "Error: no space left on the device holding \(menu)\n", "\(words): \(refused)")
        }
        let list = try sandbox.run(["list"], environment: env)
        #expect(list.status == 0 && list.stdout.contains("宫保鸡丁"), "\(list)")
        #expect(try sandbox.run(["check"], environment: env).stdout == "no problems: 1 group, 1 dish\n")
        #expect(try sandbox.run(["export"], environment: env).status == 0)

        let backup = try sandbox.run(["backup", disk + "/copy.db"], environment: env)
        #expect(backup.status == 74, "\(backup)")
        #expect(backup.stderr == "Error: cannot write the backup \(disk)/copy.db: no space left on the device holding it\n", "\(backup)")

        #expect(try sandbox.dump(menu) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk).sorted() == files, "nothing left behind")
        // With room again, the menu works as ever.
        try FileManager.default.removeItem(atPath: disk + "/fill")
        #expect(try sandbox.run(["add-item", "豆花"], environment: env).status == 0)
    }
}
