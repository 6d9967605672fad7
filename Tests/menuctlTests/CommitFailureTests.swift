import Foundation
import Testing

/// SPEC 25: a command's report is written before its COMMIT (issue 25);
/// when the COMMIT then fails, the error takes the report back.
@Suite(.serialized) struct CommitFailureTests {
    @Test(.enabled(if: FullDiskTests.canMount, "mounting a tmpfs needs root and a mount(8) that may"))
    func aCommitThatFailsAfterTheReportSaysTheReportDidNotTakeEffect() throws {
        let sandbox = Sandbox()
        let disk = sandbox.folder + "/disk"
        let menu = disk + "/menu.db"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        #expect(try sandbox.shell("mount -t tmpfs -o size=1m tmpfs '\(disk)'").status == 0)
        defer { _ = try? sandbox.shell("umount '\(disk)'") }
        let env: [String: String?] = ["MENUCTL_DB": menu]
        #expect(try sandbox.run(["add-item", "-p", "主菜/宫保鸡丁", "--price", "38"], environment: env).status == 0)
        let dishes = (0..<3000).map { #"{"kind": "item", "name": "第\#($0)号菜，名字长一些好占地方", "price": "12"}"# }
        let file = try sandbox.write("big.json", #"{"format": "menuctl", "version": 1, "currency": "CNY", "menu": [{"kind": "group", "name": "新菜", "children": ["# + dishes.joined(separator: ", ") + "]}]}")
        // Room enough to begin (more than 64 KiB), too little for 3,000 dishes.
        _ = try sandbox.shell("dd if=/dev/zero of='\(disk)/fill' bs=1k count=$(( $(df -k '\(disk)' | tail -1 | awk '{print $4}') - 96 )) 2>/dev/null")
        let before = try sandbox.dump(menu)
        let failed = try sandbox.run(["import", file], environment: env)
        #expect(failed.status == 74, "\(failed)")
        #expect(failed.stdout == "imported \(file): 3001 added, 0 changed, 0 unchanged, 0 removed\n", "the report went out before the commit")
        #expect(failed.stderr == "Error: no space left on the device holding \(menu)\nnothing was changed: what was said above did not take effect\n")
        #expect(try sandbox.dump(menu) == before)
    }
}
