import Foundation
import Testing

/// SPEC 23 end to end: `batch --dry-run` and `import --dry-run` say what
/// they would change and change nothing.
@Suite struct DryRunTests {
    @Test func aBatchTriedFirstSaysWhatItWouldDoAndChangesNothing() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let before = try LookingBackTests.stamp(sandbox.database)
        let history = try sandbox.must("history").stdout
        let file = try sandbox.write("changes.menuctl", "add-item 早餐/油条 --price 3\nedit 酸辣粉 --price 13\nremove 王老吉\n")
        let dry = try sandbox.run(["batch", "--dry-run", file])
        #expect(dry.status == 0, "\(dry)")
        #expect(dry.lines == [
            "added 早餐/油条 (#25)",
            "priced 早餐/酸辣粉 at 13.00",
            "removed 酒水/王老吉",
            "~ 早餐/酸辣粉  price 11.00 → 13.00",
            "+ 早餐/油条  3.00",
            "- 酒水/王老吉",
        ], "\(dry)")
        #expect(dry.stderr == "Notice: dry run: nothing was changed\n")
        let after = try LookingBackTests.stamp(sandbox.database)
        #expect(after.0 == before.0 && after.1 == before.1)
        #expect(try sandbox.must("history").stdout == history)
        // The real run says the same and does it.
        let real = try sandbox.run(["batch", file])
        #expect(real.lines == Array(dry.lines.prefix(3)), "\(real)")
    }

    @Test func aFailingLineFailsAsTheRealRunWould() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let file = try sandbox.write("bad.menuctl", "add-item 早餐/油条 --price 3\nedit 没有这道菜 --price 13\n")
        let dump = try sandbox.dump()
        let dry = try sandbox.run(["batch", "--dry-run", file])
        let real = try sandbox.run(["batch", file])
        #expect(dry.status == 65 && real.status == 65 && dry.stdout.isEmpty, "\(dry)")
        #expect(dry.stderr.hasPrefix(file + ":2: Error: ") && dry.stderr == real.stderr, "\(dry)\n\(real)")
        let header = String(try sandbox.must("export", "--format", "csv").stdout.split(separator: "\r\n")[0])
        let csv = try sandbox.write("bad.csv", header + "\n主菜/新菜,item,12" + String(repeating: ",", count: header.filter { $0 == "," }.count - 2)
                                    + "\n主菜/坏,item,3x" + String(repeating: ",", count: header.filter { $0 == "," }.count - 2) + "\n")
        let badImport = try sandbox.run(["import", "--dry-run", csv])
        #expect(badImport.status == 65 && badImport.stdout.isEmpty && badImport.stderr.hasPrefix(csv + ":3: Error: "), "\(badImport)")
        let inBatch = try sandbox.run(["batch", try sandbox.write("b", "import --dry-run x.json\n")])
        #expect(inBatch.status == 65 && inBatch.stderr.contains("'--dry-run' cannot be used inside a batch"), "\(inBatch)")
        #expect(try sandbox.dump() == dump)
    }

    @Test func anImportTriedFirstInEveryFormat() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl", "-q")
        let json = try sandbox.write("menu.json", try sandbox.must("export").stdout)
        let csv = try sandbox.write("menu.csv", try sandbox.must("export", "--format", "csv").stdout)
        try sandbox.must("edit", "回锅肉", "--price", "45")
        try sandbox.must("add-item", "主菜/水煮鱼", "--price", "58")
        let dump = try sandbox.dump()
        for file in [json, csv] {
            let dry = try sandbox.run(["import", "--dry-run", "--replace", file])
            #expect(dry.status == 0, "\(dry)")
            #expect(dry.lines.dropFirst() == ["~ 主菜/回锅肉  price 45.00 → 42.00", "- 主菜/水煮鱼"], "\(file): \(dry)")
            #expect(dry.lines.first?.hasPrefix("imported ") == true && dry.lines.first?.hasSuffix("0 added, 1 changed, 22 unchanged, 1 removed") == true, "\(dry)")
        }
        #expect(try sandbox.dump() == dump)
        // Of the menu's own export: nothing would change.
        let own = try sandbox.write("own.json", try sandbox.must("export").stdout)
        let nothing = try sandbox.run(["import", "--dry-run", "--replace", own])
        #expect(nothing.lines.count == 1 && nothing.stdout.contains(" 0 changed"), "\(nothing)")
        // A missing menu stays missing.
        let fresh = Sandbox()
        let made = try fresh.run(["import", "--dry-run", json])
        #expect(made.status == 0 && made.lines.contains("+ 主菜/宫保鸡丁  38.00"), "\(made)")
        #expect(!FileManager.default.fileExists(atPath: fresh.database))
    }
}
