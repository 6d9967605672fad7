import Foundation
import Testing

@Suite struct TerminalSafetyTests {
    private func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    /// menuctl never stores such a name, but another tool may write one into
    /// the file: every output shows it escaped.
    @Test func namesWrittenByOtherToolsAreShownEscaped() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        _ = try sandbox.query("UPDATE menu_node SET name = '宫保' || char(27) || '[2J鸡丁' || char(7) WHERE id = 3")
        for arguments in [["list"], ["list", "--all", "--ids"], ["list", "--format", "tsv"], ["list", "--json"],
                          ["show", "#3"], ["show", "#3", "--json"], ["export"], ["export", "--format", "text"],
                          ["list", "--color", "never"]] {
            let outcome = try sandbox.run(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome)")
            #expect(!hasRawControl(outcome.stdout), "\(arguments) printed a raw control character")
            #expect(outcome.stdout.contains("宫保"), "\(arguments)")
        }
        #expect(try sandbox.must("list").stdout.contains("宫保\\u{1B}[2J鸡丁\\u{7}"))
        #expect(try sandbox.must("list", "--json").stdout.contains(#"宫保\u001b[2J鸡丁\u0007"#))
        let toggled = try sandbox.run(["toggle", "#3"])
        #expect(!hasRawControl(toggled.stderr))
        let typed = try sandbox.run(["show", "主菜/\u{1B}[31m"])
        #expect(typed.status == 64 && !hasRawControl(typed.stderr))
    }

    /// SPEC 8: JSON escapes every control character, C1 included, and the
    /// line and paragraph separators; what it holds parses back unchanged.
    @Test func jsonEscapesC1ControlsAndSeparators() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "主菜/麻婆豆腐", "--price", "38")
        // U+009B is CSI, which some terminals act on like ESC [.
        _ = try sandbox.query("UPDATE menu_node SET name = '宫保' || char(155) || '31m鸡丁' WHERE id = 3")
        _ = try sandbox.query("UPDATE menu_node SET name = '回锅' || char(8232) || '肉' || char(8233) WHERE id = 4")
        _ = try sandbox.query("UPDATE menu_node SET name = '麻婆' || char(8238) || char(917505) || '豆腐' WHERE id = 5")
        let stored = ["宫保\u{9B}31m鸡丁", "回锅\u{2028}肉\u{2029}", "麻婆\u{202E}\u{E0001}豆腐"]
        let rows = try sandbox.must("list", "--format", "json")
        let exported = try sandbox.must("export")
        let shown = try sandbox.must("show", "#3", "--json")
        for output in [rows.stdout, exported.stdout, shown.stdout] {
            #expect(!output.unicodeScalars.contains { $0.value >= 0x80 && $0.value <= 0x9F }, "a raw C1 control in \(output)")
            #expect(!output.unicodeScalars.contains { [0x2028, 0x2029, 0x202E, 0xE0001].contains($0.value) }, "\(output)")
        }
        #expect(rows.stdout.contains(#""name":"宫保\u009b31m鸡丁""#))
        #expect(exported.stdout.contains(#""name": "麻婆\u202e\udb40\udc01豆腐""#))
        let listed = try JSONSerialization.jsonObject(with: Data(rows.stdout.utf8)) as! [[String: Any]]
        #expect(listed.dropFirst().map { $0["name"] as? String } == stored)
        let document = try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as! [String: Any]
        let menu = document["menu"] as! [[String: Any]]
        let dishes = menu[0]["children"] as! [[String: Any]]
        #expect(dishes.map { $0["name"] as? String } == stored)
        let one = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as! [String: Any]
        #expect(one["path"] as? String == "主菜/" + stored[0])
    }

    /// Every error that quotes a stored name, a typed path or a file name
    /// shows it escaped: the name below would retitle the terminal.
    @Test func errorsQuoteStoredNamesAndFileNamesEscaped() throws {
        let sandbox = Sandbox()
        // 主菜 #2 holding 宫保鸡丁 #3 and 回锅肉 #4; 早餐 #5 holding 宫保鸡丁 #6.
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "主菜/回锅肉", "早餐/宫保鸡丁")
        _ = try sandbox.query("UPDATE menu_node SET name = '主菜' || char(27) || ']0;title' || char(7) WHERE id = 2")
        let retitle = "\u{1B}]0;title\u{7}"
        let badFile = sandbox.folder + "/menu" + retitle
        let folderDB = sandbox.folder + "/db" + retitle
        try FileManager.default.createDirectory(atPath: folderDB, withIntermediateDirectories: false)
        _ = try sandbox.write("batch" + retitle, "add-group 主菜\u{1B}\n")
        _ = try sandbox.write("json" + retitle, "{\"menu\": 3}")
        let foreign = sandbox.folder + "/foreign.db"
        _ = try Sandbox.execute("/usr/bin/sqlite3", [foreign, "CREATE TABLE \"orders\(retitle)\" (x)"])
        let cases: [([String], Int32)] = [
            (["remove", "#2"], 1),
            (["edit", "#2", "--price", "38"], 1),
            (["edit", "#3", "--name", "回锅肉"], 1),
            (["show", "主菜]0;title"], 1),
            (["move", "早餐/宫保鸡丁", "--before", "#3"], 1),
            (["move", "#2", "--after", "#3"], 1),
            (["import", badFile], 66),
            (["batch", badFile], 66),
            (["batch", sandbox.folder + "/batch" + retitle], 65),
            (["import", sandbox.folder + "/json" + retitle], 65),
            (["--db", folderDB, "list"], 74),
            (["--db", folderDB, "add-group", "酒水"], 74),
            (["--db", foreign, "add-group", "酒水"], 74),
        ]
        let before = try sandbox.dump()
        for (arguments, status) in cases {
            let outcome = try sandbox.run(arguments)
            #expect(outcome.status == status && outcome.stdout.isEmpty, "\(arguments): \(outcome)")
            #expect(outcome.stderr.contains("Error: "), "\(arguments): \(outcome)")
            #expect(!outcome.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 },
                    "\(arguments) wrote a raw control character: \(outcome)")
            #expect(outcome.stderr.contains(#"\u{1B}]0;title\u{7}"#), "\(arguments) does not quote the name: \(outcome)")
        }
        #expect(try sandbox.dump() == before)
    }

    @Test func noEscapeCodesGoToAPipeUnlessAskedFor() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        #expect(!(try sandbox.must("list").stdout.contains("\u{1B}")))
        #expect(!(try sandbox.run(["list", "--color", "auto"]).stdout.contains("\u{1B}")))
        #expect(try sandbox.must("list", "--color", "always").stdout.contains("\u{1B}[1m"))
        #expect(try sandbox.run(["list", "--color", "always"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}"),
                "--color always is an explicit request and wins over NO_COLOR")
    }

    /// On a real terminal (a pty from `script`), colour is on unless NO_COLOR says otherwise.
    @Test func colourOnATerminalFollowsNoColor() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/宫保鸡丁", "--price", "38")
        let onTerminal = try sandbox.shell(#"script -qec '"$MENUCTL" list' /dev/null"#)
        #expect(onTerminal.status == 0 && onTerminal.stdout.contains("\u{1B}[1m"), "\(onTerminal)")
        let noColor = try sandbox.shell(#"script -qec '"$MENUCTL" list' /dev/null"#, environment: ["NO_COLOR": "1"])
        #expect(noColor.status == 0 && noColor.stdout.contains("宫保鸡丁") && !noColor.stdout.contains("\u{1B}["), "\(noColor)")
        let emptyNoColor = try sandbox.shell(#"script -qec '"$MENUCTL" list' /dev/null"#, environment: ["NO_COLOR": ""])
        #expect(emptyNoColor.stdout.contains("\u{1B}[1m"), "an empty NO_COLOR does not count")
    }
}
