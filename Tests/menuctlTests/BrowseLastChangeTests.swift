import Foundation
import Testing

/// browse's `d` (SPEC 23): what the newest history entry changed, as
/// `diff` says it, over the rows until any key.
@Suite struct BrowseLastChangeTests {
    @Test func dShowsTheNewestEntrysDiffUntilAnyKey() throws {
        let sandbox = try BrowseTests.sichuan()
        let session = try TmuxSession(sandbox, width: 80, height: 24)
        session.waitFor("row 1/21")
        try sandbox.must("edit", "宫保鸡丁", "--price", "40", "-q")
        try session.send("d")
        let panel = session.waitFor("the diff of #2") { $0.contains { $0.contains("~ 主菜/宫保鸡丁  price 38.00 → 40.00") } }
        #expect(panel.first?.hasPrefix(" #2 menuctl edit 宫保鸡丁 --price 40 -q") == true, "\(panel)")
        #expect(panel.last?.contains("any key goes back to the menu") == true, "\(panel.last ?? "")")
        // Any key goes back, and does nothing else: j does not move.
        try session.send("j")
        let back = session.waitFor("the menu again") { $0.first == " ▾ 主菜" || $0.first?.hasPrefix(" ▾ 主菜 ") == true }
        #expect(back.last?.hasPrefix(" row 1/21") == true, "\(back.last ?? "")")
        try session.send("?")
        session.waitFor("d in the keys") { $0.contains { $0.contains("what the newest change in the history changed") } }
        try session.send("q")
        try session.send("q")
        #expect(session.exitStatus() == 0)
        #expect(try sandbox.query("SELECT count(*) FROM menu_history") == "2")
    }
}
