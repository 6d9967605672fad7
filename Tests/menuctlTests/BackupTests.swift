import Foundation
import Testing

/// SPEC 13: `backup FILE`, a consistent copy while others write.
@Suite struct BackupTests {
    @Test func theCopyIsAnOrdinaryMenuAndAnExistingFileNeedsForce() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", examples + "/sichuan.menuctl")
        let listed = try sandbox.must("list", "--all", "--ids").stdout
        let copy = sandbox.folder + "/copies/menu-copy.db"
        let made = try sandbox.run(["backup", copy])
        #expect(made.status == 0 && made.stdout == "backed up 4 groups, 19 dishes to \(copy)\n" && made.stderr.isEmpty, "\(made)")
        #expect(try sandbox.must("--db", copy, "list", "--all", "--ids").stdout == listed)
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
        #expect(try sandbox.must("--db", copy, "history").lines.count == 1, "the history comes along")

        // An existing file is left alone without --force.
        try sandbox.must("add-item", "新菜")
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        let refused = try sandbox.run(["backup", copy])
        #expect(refused.status == 1 && refused.stdout.isEmpty
                && refused.stderr == "Error: \(copy) exists already; --force replaces it\n", "\(refused)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
        let other = try sandbox.write("notes.txt", "not a menu")
        #expect(try sandbox.run(["backup", other]).status == 1)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "not a menu")

        try sandbox.must("backup", copy, "--force")
        #expect(try sandbox.must("--db", copy, "list").stdout.contains("新菜"))
        #expect(try sandbox.must("backup", other, "--force", "-q").stdout.isEmpty)
        #expect(try sandbox.must("--db", other, "list").stdout.contains("新菜"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder + "/copies")
        #expect(leftovers.allSatisfy { !$0.hasPrefix(".") }, "\(leftovers)")
    }

    @Test func backupOnlyReadsTheMenu() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁")
        let before = try sandbox.dump()
        try sandbox.must("backup", sandbox.folder + "/copy.db")
        #expect(try sandbox.dump() == before)
        let missing = Sandbox()
        let nothing = try missing.run(["backup", missing.folder + "/copy.db"])
        #expect(nothing.status == 1 && nothing.stderr == "Error: there is no menu to back up yet\n", "\(nothing)")
        #expect(!FileManager.default.fileExists(atPath: missing.folder + "/copy.db"))
        #expect(!FileManager.default.fileExists(atPath: missing.database))
    }

}

extension BackupTests {
    /// Processes: eight writers at once.
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// Eight writers add dishes, each in its own order, while copies are
        /// taken: every copy is sound and holds a state the menu had, where each
        /// writer's dishes are a first stretch of its own.
        @Test func copiesTakenWhileEightWritersAddHoldAStateTheMenuHad() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-group", "主菜")
            let writers = (0..<8).map { writer in
                "for i in $(seq 1 25); do \"$MENUCTL\" -q add-item w\(writer)-$i --in 主菜 || exit 1; done"
            }
            let script = writers.map { "( \($0) ) &" }.joined(separator: "\n") + """

                for n in 1 2 3 4 5 6; do "$MENUCTL" -q backup "$COPIES/copy-$n.db" || exit 1; done
                wait
                """
            let copies = sandbox.folder + "/copies"
            let outcome = try sandbox.shell(script, environment: ["COPIES": copies])
            #expect(outcome.status == 0, "\(outcome)")
            for n in 1...6 {
                let copy = copies + "/copy-\(n).db"
                #expect(try Sandbox.execute("/usr/bin/sqlite3", [copy, "PRAGMA integrity_check"]).stdout == "ok\n")
                let names = try sandbox.run(["--db", copy, "list", "--format", "tsv"]).lines.dropFirst()
                    .compactMap { $0.split(separator: "\t").dropFirst(5).first.map(String.init) }
                for writer in 0..<8 {
                    let numbers = names.filter { $0.hasPrefix("主菜/w\(writer)-") }.compactMap { Int($0.split(separator: "-").last!) }
                    #expect(numbers == Array(1..<(numbers.count + 1)), "copy \(n), writer \(writer): \(numbers)")
                }
            }
            #expect(try sandbox.query("SELECT count(*) FROM menu_node WHERE kind = 'item'") == "200")
        }
    }
}
