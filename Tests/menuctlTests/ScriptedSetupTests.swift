import Foundation
import Testing
import MenuTestSupport

@Suite struct ScriptedSetupTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples").path

    @Test func batchHandlesQuotingCommentsBlankLinesAndCollapsed() throws {
        let sandbox = Sandbox()
        let script = try sandbox.write("setup.menuctl", """
            # the breakfast list, collapsed
            add-group 早餐 --collapsed

            add-item "干 烧 鱼" --in 主菜 --price 58   # 主菜 does not exist yet: paths make it
            add-item 'Coca Cola' --in 早餐
            add-item 干\\ 煸豆角 --in 早餐 --price=22
            """)
        // The `--in 主菜` line fails: 主菜 is not there, and --in must name an existing group.
        let failed = try sandbox.run(["batch", script])
        #expect(failed.status == 65 && failed.stderr.hasPrefix("\(script):4: Error: no 主菜 in the menu"))
        #expect(failed.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))

        let fixed = try sandbox.write("fixed.menuctl", """
            add-group 早餐 --collapsed
            add-group 主菜
            add-item "干 烧 鱼" --in 主菜 --price 58
            add-item 'Coca Cola' --in 早餐
            add-item 干\\ 煸豆角 --in 早餐 --price=22
            """)
        let outcome = try sandbox.run(["batch", fixed])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.lines.first == "added group 早餐 (#2)")
        #expect(try sandbox.must("list", "--all", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t2\t0\tgroup\t0\t早餐\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t5\t1\titem\t\t早餐/Coca Cola\t\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            3\t6\t1\titem\t\t早餐/干 煸豆角\t22.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            4\t3\t0\tgroup\t1\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            5\t4\t1\titem\t\t主菜/干 烧 鱼\t58.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t

            """)
    }

    @Test func aFailingLineRollsBackEveryEarlierLine() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "酒水")
        let before = try sandbox.dump()
        let script = try sandbox.write("bad.menuctl", """
            add-group 主菜
            add-item 宫保鸡丁 --in 主菜 --price 38
            toggle 主菜
            add-item 回锅肉 --in 主菜 --price 3x
            add-item 麻婆豆腐 --in 主菜
            """)
        let outcome = try sandbox.run(["batch", script])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("\(script):4: Error: '3x' is not an amount"))
        #expect(outcome.stdout.isEmpty)
        #expect(try sandbox.dump() == before)
    }

    @Test func batchReadsStandardInputAndReadsSeeEarlierLines() throws {
        let sandbox = Sandbox()
        let outcome = try sandbox.run(["batch"], stdin: "add-item 主菜/宫保鸡丁 -p --price 38 -q\nlist --format tsv\ntoggle 主菜\nlist\n")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t2\t0\tgroup\t1\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t3\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            collapsed 主菜
            1  ▸ 主菜 (1)

            """)
        let dash = try sandbox.run(["batch", "-"], stdin: "bogus\n")
        #expect(dash.status == 65 && dash.stderr.hasPrefix("-:1: Error: Unknown subcommand 'bogus'"))
    }

    @Test func dbAndBatchAreRefusedInsideABatch() throws {
        let sandbox = Sandbox()
        for line in ["add-group x --db other.db", "--db other.db add-group x", "batch other.menuctl", "help"] {
            let outcome = try sandbox.run(["batch", "-"], stdin: "add-group ok\n\(line)\n")
            #expect(outcome.status == 65, "\(line): \(outcome)")
            #expect(outcome.stderr.hasPrefix("-:2: Error: "), "\(line): \(outcome)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/other.db"))
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }

    @Test func batchFilesThatCannotBeReadExit66() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.run(["batch", sandbox.folder + "/missing.menuctl"]).status == 66)
        #expect(try sandbox.run(["batch", sandbox.folder]).status == 66)
        #expect(try sandbox.run(["import", sandbox.folder + "/missing.json"]).status == 66)
    }

    @Test func theExamplesBuildTheSeedsRestaurant() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", Self.examples + "/sichuan.menuctl")
        let fromBatch = try sandbox.must("export").stdout
        let other = Sandbox()
        try other.must("import", Self.examples + "/sichuan.json")
        #expect(try other.must("export").stdout == fromBatch)
        let rows = try sandbox.must("list", "--all", "--format", "tsv").lines
        let topLevel = rows.filter { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] == "0" }
        #expect(topLevel.map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[5]) } == ["主菜", "早餐", "酒水"])
        for (group, dishes) in [("主菜", seedMainCourses), ("早餐", seedBreakfast)] {
            let inGroup = rows.compactMap { line -> String? in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return fields[5].hasPrefix(group + "/") ? String(fields[5].dropFirst(group.count + 1)) : nil
            }
            #expect(inGroup == dishes)
        }
    }

    @Test func exportThenImportReplaceIntoAnEmptyDatabaseRoundTrips() throws {
        let sandbox = Sandbox()
        try sandbox.must("batch", Self.examples + "/sichuan.menuctl")
        try sandbox.must("edit", "主菜/宫保鸡丁", "--no-price")
        try sandbox.must("add-group", "空组")
        try sandbox.must("collapse", "早餐")
        let first = try sandbox.must("export").stdout
        let file = try sandbox.write("menu.json", first)
        let copy = sandbox.folder + "/copy.db"
        #expect(try sandbox.run(["import", file, "--replace", "--db", copy]).status == 0)
        #expect(try sandbox.run(["export", "--db", copy]).stdout == first)
        // Replacing a menu that holds other things makes it exactly the file.
        try sandbox.run(["add-item", "多余的菜", "--db", copy])
        #expect(try sandbox.run(["import", "-", "--replace", "--db", copy], stdin: first).status == 0)
        #expect(try sandbox.run(["export", "--db", copy]).stdout == first)
    }

    @Test func mergeImportReusesGroupsUpdatesPricesAndAppends() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "--price", "38")
        try sandbox.must("add-group", "早餐")
        let outcome = try sandbox.run(["import", "-"], stdin: """
            {"menu": [{"kind": "group", "name": "主菜", "expanded": false, "children": [
                {"kind": "item", "name": "回锅肉", "price": "45"},
                {"kind": "item", "name": "水煮鱼", "price": {"amount": 8800, "currency": "CNY"}}]}]}
            """)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.must("list", "--all", "--format", "tsv").stdout == """
            row\tid\tdepth\tkind\texpanded\tpath\tprice\tsold_out\thours\tspice\ttags\tsizes\tunit\tmarket_price\tchoices\tleft\tdaily\tbox_fee\tmin_order\tallergens\tdiets\tdescription\toff_sale\tstation\tphoto\tkcal\tportion\tprice_today
            1\t2\t0\tgroup\t0\t主菜\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t
            2\t3\t1\titem\t\t主菜/宫保鸡丁\t38.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            3\t4\t1\titem\t\t主菜/回锅肉\t45.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            4\t6\t1\titem\t\t主菜/水煮鱼\t88.00\t0\t\t\t\t\t\t0\t\t\t\t\t\t\t\t\t0\t\t\t\t\t
            5\t5\t0\tgroup\t1\t早餐\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t

            """)
    }

    @Test func aMalformedOrClashingImportNamesThePlaceAndChangesNothing() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁")
        let before = try sandbox.dump()
        // A clash with the menu is one only when merging: --replace drops the menu first.
        let cases = [
            (#"{"menu": [{"kind": "group", "name": "新组"}, {"kind": "group", "name": "a"}, {"kind": "group", "name": "b", "children": [{"kind": "item", "name": "x", "price": "3x"}]}]}"#,
             #"menu[2].children[0].price: "3x" is not an amount"#, [false, true]),
            (#"{"menu": [{"kind": "group", "name": "主菜", "children": [{"kind": "group", "name": "宫保鸡丁"}]}]}"#,
             "menu[0].children[0]: 主菜/宫保鸡丁 is a dish in the menu, but a group in the file", [false]),
            (#"{"menu": [{"kind": "group", "name": "新组"},"#, "line 1, column 43: the document ends too early", [false, true]),
        ]
        let latin1 = try sandbox.write("latin1.json", "")
        try Data([0x7B, 0x22, 0x6D, 0x65, 0x6E, 0x75, 0x22, 0x3A, 0x5B, 0xE9, 0x5D, 0x7D]).write(to: URL(fileURLWithPath: latin1))
        let notUTF8 = try sandbox.run(["import", latin1])
        #expect(notUTF8.status == 65 && notUTF8.stderr == "Error: \(latin1): the document is not valid UTF-8 text\n", "\(notUTF8)")
        #expect(try sandbox.dump() == before)
        for (json, place, modes) in cases {
            for replace in modes {
                let file = try sandbox.write("bad.json", json)
                let outcome = try sandbox.run(["import", file] + (replace ? ["--replace"] : []))
                #expect(outcome.status == 65, "\(outcome)")
                #expect(outcome.stderr.hasPrefix("Error: \(file): \(place)"), "\(outcome)")
                #expect(outcome.stdout.isEmpty)
                #expect(try sandbox.dump() == before)
            }
        }
    }

    @Test func exportTextIsAnOutline() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        try sandbox.must("add-item", "-p", "酒水/Coca Cola", "--price", "5")
        try sandbox.must("collapse", "酒水")
        #expect(try sandbox.must("export", "--format", "text").stdout == """
            ▾ 主菜
                宫保鸡丁   38.00
            ▸ 酒水 (1)
                Coca Cola   5.00

            """)
    }
}

@Suite struct ProgressTests {
}

extension ScriptedSetupTests {
    /// Processes: a terminal (script(1)).
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// A batch that runs past a second shows its progress on a terminal's
        /// stderr, and never in a pipe. Its lines name kcal, so that each is
        /// read and run as a command: 40,000 plain `add-item` lines go in 64
        /// rows a statement, in less than the second.
        @Test func progressShowsOnATerminalOnly() throws {
            let sandbox = Sandbox()
            let lines = ["add-group 主菜"] + (1...40_000).map { "add-item 菜\($0) --in 主菜 --kcal 300" }
            let script = try sandbox.write("long.menuctl", lines.joined(separator: "\n"))
            let onTerminal = try sandbox.shell("script -qec '\"$MENUCTL\" --db \(sandbox.folder)/a.db batch \(script) -q' /dev/null")
            #expect(onTerminal.status == 0, "\(onTerminal)")
            #expect(onTerminal.stdout.contains("batch: ") && onTerminal.stdout.contains("%"), "no progress on a terminal")
            let piped = try sandbox.run(["--db", sandbox.folder + "/b.db", "batch", script, "-q"])
            #expect(piped.status == 0 && piped.stderr.isEmpty && piped.stdout.isEmpty, "\(piped)")
        }
    }
}
