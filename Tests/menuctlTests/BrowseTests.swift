import Foundation
import Testing

/// `menuctl browse` (SPEC 14), driven through tmux as a person would drive it.
@Suite struct BrowseTests {
    static func sichuan() throws -> Sandbox {
        let sandbox = Sandbox()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try sandbox.must("batch", root.appendingPathComponent("examples/sichuan.menuctl").path, "-q")
        return sandbox
    }

    @Test func notOnATerminalItRefusesAndTouchesNothing() throws {
        let sandbox = try Self.sichuan()
        let before = try sandbox.dump()
        let outcome = try sandbox.run(["browse"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "Error: browse needs a terminal\n")
        #expect(outcome.stdout.isEmpty)
        #expect(try sandbox.dump() == before)
        let missing = try sandbox.run(["browse", "--db", sandbox.folder + "/none.db"])
        #expect(missing.status == 64 && !FileManager.default.fileExists(atPath: sandbox.folder + "/none.db"))
        let batch = try sandbox.run(["batch", "-"], stdin: "browse\n")
        #expect(batch.status == 65 && batch.stderr.hasPrefix("-:1: Error: 'browse' runs on its own"), "\(batch)")
    }
}

extension BrowseTests {
    /// Processes: browse runs on a terminal (tmux).
    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        @Test func enterOn早餐FoldsItAndSavesAtOnce() throws {
            let session = try TmuxSession(try BrowseTests.sichuan())
            session.waitFor("row 1/21")
            for _ in 0..<10 { try session.send("Down") }
            session.waitFor("row 11/21")
            try session.send("Enter")
            let screen = session.waitFor("row 11/16")
            #expect(screen.contains(" ▸ 早餐 (5)" + String(repeating: " ", count: 48)) || screen.contains { $0.hasPrefix(" ▸ 早餐 (5)") })
            #expect(screen.last?.contains("collapsed 早餐") == true)
            // Saved at once: another process sees it while browse still runs.
            #expect(try session.sandbox.query("SELECT expanded FROM menu_node WHERE name = '早餐'") == "0")
            #expect(try session.sandbox.must("list").lines[10] == "11  ▸ 早餐 (5)")
            try session.send("Right")
            session.waitFor("row 11/21")
            try session.send("Down", "Enter")  // a dish answers the tap and stays as it was
            session.waitFor("担担面 is a dish")
            try session.send("q")
            #expect(session.exitStatus() == 0)
            #expect(try session.sandbox.query("SELECT expanded FROM menu_node WHERE name = '早餐'") == "1")
        }

        @Test func rowsFitTheWidthAndRedrawOnResize() throws {
            let sandbox = try BrowseTests.sichuan()
            try sandbox.must("add-item", "主菜/宫保鸡丁配米饭和一碗很长很长很长的酸辣汤", "--price", "1288")
            let session = try TmuxSession(sandbox, width: 60, height: 12)
            session.waitFor("row 1/22")
            try session.tmux(["resize-window", "-x", "30", "-y", "6"])
            let screen = session.waitFor("a 30-column screen") { $0.count == 6 && $0[1].hasSuffix("38.00") }
            #expect(screen[1] == "     宫保鸡丁" + String(repeating: " ", count: 11) + "38.00")
            try session.send("/", "米饭", "Enter")
            let end = session.waitFor("row 11/22")
            #expect(end.contains("     宫保鸡丁配米饭…  1288.00"), "cut at a character, CJK two columns: \(end)")
            try session.send("q")
            #expect(session.exitStatus() == 0)
        }

        @Test func changesFromOtherProcessesAppear() throws {
            let session = try TmuxSession(try BrowseTests.sichuan())
            session.waitFor("row 1/21")
            for _ in 0..<10 { try session.send("j") }
            session.waitFor("row 11/21")
            try session.sandbox.must("add-item", "红油抄手", "--in", "主菜", "--price", "18")
            // The cursor stays on 早餐, now a row further down.
            session.waitFor("row 12/22")
            try session.sandbox.must("collapse", "主菜")
            let screen = session.waitFor("row 2/12")
            #expect(screen.first == " ▸ 主菜 (10)")
            try session.send("q")
            #expect(session.exitStatus() == 0)
        }

        @Test func slashFindsInsideCollapsedGroupsAndSAndUChangeTheMenu() throws {
            let session = try TmuxSession(try BrowseTests.sichuan())
            session.waitFor("row 1/21")
            try session.send("/", "麻婆", "Enter")
            session.waitFor("row 5/21")
            try session.send("/", "五粮", "Enter")
            session.waitFor("row 22/23")
            #expect(try session.sandbox.query("SELECT expanded FROM menu_node WHERE name = '白酒'") == "1")
            try session.send("/", "酸辣", "Enter")
            session.waitFor("row 15/23")
            try session.send("n")
            session.waitFor("row 16/23")
            try session.send("s")
            session.waitFor("早餐/酸辣粉 sold out")
            #expect(try session.sandbox.query("SELECT sold_out FROM menu_node WHERE name = '酸辣粉'") == "1")
            #expect(session.screen.contains { $0.hasPrefix("     酸辣粉  sold out") })
            try session.send("k", "k", "k", "k", "k", "s")  // 早餐: every dish in it
            session.waitFor("4 dishes in 早餐 sold out")
            try session.send("s")
            session.waitFor("5 dishes in 早餐 back on sale")
            // Each s is one history entry, as the command it stands for; u undoes the newest.
            let history = try session.sandbox.must("history").stdout
            #expect(history.contains("menuctl sold-out 早餐/酸辣粉") && history.contains("menuctl restock 早餐"), "\(history)")
            try session.send("u")
            session.waitFor("? y/n")
            try session.send("y")
            session.waitFor("undid #")
            #expect(try session.sandbox.query("SELECT count(*) FROM menu_node WHERE sold_out = 1") == "5")
            try session.send("Escape")
            #expect(session.exitStatus() == 0)
        }

        /// Every way out gives the terminal back as it was: cooked mode (stty),
        /// the cursor shown, the main screen.
        @Test(arguments: ["q", "Escape", "C-c", "TERM", "HUP"])
        func everyWayOutRestoresTheTerminal(_ way: String) throws {
            let session = try TmuxSession(try BrowseTests.sichuan())
            session.waitFor("row 1/21")
            #expect(try session.pane("#{alternate_on}") == "1")
            #expect(try session.pane("#{cursor_flag}") == "0")
            if way == way.uppercased() && way.count > 1 && !way.hasPrefix("C-") {
                let pid = try #require(session.browsePID)
                #expect(kill(pid, way == "TERM" ? SIGTERM : SIGHUP) == 0)
            } else {
                try session.send(way)
            }
            let status = session.exitStatus()
            #expect(status == ["TERM": 143, "HUP": 129][way] ?? 0)
            let settings = session.terminalSettings
            #expect(!settings.before.isEmpty && settings.before == settings.after)
            session.waitFor("browse ended")
            #expect(try session.pane("#{alternate_on}") == "0")
            #expect(try session.pane("#{cursor_flag}") == "1")
            #expect(!FileManager.default.fileExists(atPath: session.sandbox.database + "-wal"), "nothing left behind")
        }

        @Test func anErrorRestoresTheTerminalToo() throws {
            let sandbox = try BrowseTests.sichuan()
            let session = try TmuxSession(sandbox)
            session.waitFor("row 1/21")
            // Another program turns the menu into something that is not one.
            _ = try sandbox.shell("rm -f \"$MENUCTL_DB\"* && printf 'not a database, not at all%.0s' $(seq 1 200) > \"$MENUCTL_DB\"")
            #expect(session.exitStatus() == 74)
            let settings = session.terminalSettings
            #expect(settings.before == settings.after)
            let screen = session.waitFor("browse ended")
            #expect(screen.contains { $0.hasPrefix("Error: ") }, "\(screen)")
            #expect(try session.pane("#{alternate_on}") == "0")
        }
    }
}
