import Foundation
import Testing

/// browse's keys (SPEC 14, issue 26): `?` lists every key, `u` asks before
/// it undoes, `r` redoes, the status line keeps `? help` in sight, and
/// Ctrl-Z gives the terminal back until `fg`.
@Suite struct BrowseKeysTests {
    @Test func questionMarkListsEveryKeyAndTheStatusLineKeepsIt() throws {
        let session = try TmuxSession(try BrowseTests.sichuan(), width: 80, height: 24)
        let first = session.waitFor("row 1/21")
        #expect(first.last?.hasPrefix(" row 1/21  ") == true && first.last?.hasSuffix("  ? help") == true, "\(first.last ?? "")")
        try session.send("?")
        let keys = session.waitFor("the keys") { $0.contains { $0.contains("these keys") } }
        for word in ["find by name or pinyin", "redo what was undone last", "undo the newest change", "suspend; fg comes back", "quit"] {
            #expect(keys.contains { $0.contains(word) }, "\(word): \(keys)")
        }
        // Any key goes back, and does nothing else: j does not move.
        try session.send("j")
        let back = session.waitFor("the menu again") { $0.first == " ▾ 主菜" || $0.first?.hasPrefix(" ▾ 主菜 ") == true }
        #expect(back.last?.hasPrefix(" row 1/21") == true, "\(back.last ?? "")")
        try session.send("q")
        #expect(session.exitStatus() == 0)
    }

    @Test func uAsksWhichEntryItUndoesAndRRedoes() throws {
        let sandbox = try BrowseTests.sichuan()
        let session = try TmuxSession(sandbox, width: 80, height: 24)
        session.waitFor("row 1/21")
        // A change from another shell is what u would undo.
        try sandbox.must("edit", "宫保鸡丁", "--price", "40", "-q")
        try session.send("u")
        session.waitFor("undo #2 menuctl edit 宫保鸡丁 --price 40 -q? y/n")
        try session.send("n")
        session.waitFor("nothing undone")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '宫保鸡丁'") == "4000")
        try session.send("u")
        session.waitFor("? y/n")
        try session.send("y")
        session.waitFor("undid #2: menuctl edit 宫保鸡丁 --price 40 -q (price 38.00")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '宫保鸡丁'") == "3800")
        try session.send("r")
        session.waitFor("redid #2: menuctl edit 宫保鸡丁 --price 40 -q")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name = '宫保鸡丁'") == "4000")
        // Asked about #2, but another shell recorded #3 before the yes: nothing is undone.
        try session.send("u")
        session.waitFor("undo #2 menuctl edit")
        try sandbox.must("edit", "回锅肉", "--price", "45", "-q")
        try session.send("y")
        session.waitFor("the newest change is #3 now; nothing was undone")
        #expect(try sandbox.query("SELECT price_fen FROM menu_node WHERE name IN ('宫保鸡丁', '回锅肉') ORDER BY name")
                .split(separator: "\n").sorted() == ["4000", "4500"])
        try session.send("q")
        #expect(session.exitStatus() == 0)
    }

    /// Ctrl-Z in a shell with job control: the terminal as it was, the
    /// process stopped; `fg` takes the screen again and draws it.
    /// Not in the parallel full run: in 2 of 7 such runs on the loaded
    /// 2-core machine a tmux wait ran out. scripts/test (and so CI) runs it
    /// alone right after, with MENUCTL_TEST_JOB_CONTROL=1.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["MENUCTL_TEST_JOB_CONTROL"] == nil,
                    "flaky in a loaded full run; set MENUCTL_TEST_JOB_CONTROL=1 to run it"))
    func ctrlZGivesTheTerminalBackUntilFg() throws {
        let sandbox = try BrowseTests.sichuan()
        let folder = sandbox.folder
        let session = try TmuxSession(sandbox, width: 60, height: 12,
                                      command: "env PS1='$ ' bash --norc --noprofile -i")
        session.waitFor("$")
        try session.send("stty -g > '\(folder)/before'", "Enter")
        try session.send("\"$MENUCTL\" browse", "Enter")
        session.waitFor("row 1/21")
        #expect(try session.pane("#{alternate_on}") == "1")
        try session.send("C-z")
        session.waitFor("Stopped")
        #expect(try session.pane("#{alternate_on}") == "0")
        #expect(try session.pane("#{cursor_flag}") == "1")
        try session.send("stty -g > '\(folder)/during'", "Enter")
        try session.send("fg", "Enter")
        session.waitFor("row 1/21")
        #expect(try session.pane("#{alternate_on}") == "1")
        try session.send("j")
        session.waitFor("row 2/21")
        try session.send("q")
        session.waitFor("back at the prompt") { $0.filter { $0.hasPrefix("$") }.count >= 4 }
        // Waited for by what only the echo prints: the typed line holds
        // "echo …" itself, and waiting for a word in it read `after`
        // before the shell had written it (1 run in 6).
        try session.send("stty -g > '\(folder)/after'; echo \"written $((6 * 7))\"", "Enter")
        session.waitFor("written 42")
        let read = { (name: String) in try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
        #expect(try !read("before").isEmpty && read("during") == read("before") && read("after") == read("before"))
    }
}
