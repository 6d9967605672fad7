import Foundation
import MenuFormats
import Testing

/// `history` cuts commands only to fit a terminal, and leaves out the
/// `--db` that named the menu it shows.
@Suite struct HistoryWidthTests {
    private static let long = "a description that runs on well past any column of a history line"

    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("--db", sandbox.database, "add-item", "宫保鸡丁", "--price", "38", "-q")
        try sandbox.must("--db=" + sandbox.database, "edit", "宫保鸡丁", "--description", long, "-q")
        try sandbox.must("edit", "宫保鸡丁", "--price", "36", "--db", sandbox.folder + "/../" + sandbox.folder.split(separator: "/").last! + "/menu.db", "-q")
        return sandbox
    }

    @Test func aPipeGetsEveryCommandWholeWithoutTheMenusDb() throws {
        let sandbox = try Self.menu()
        let lines = try sandbox.must("history").lines
        #expect(lines.count == 3 && !lines.joined().contains("…") && !lines.joined().contains("--db"), "\(lines)")
        for (line, command) in zip(lines, ["menuctl edit 宫保鸡丁 --price 36 -q ",
                                           "menuctl edit 宫保鸡丁 --description '\(Self.long)' -q  details",
                                           "menuctl add-item 宫保鸡丁 --price 38 -q "]) {
            #expect(line.contains("  2026-") && line.contains("  " + command), "\(line)")
        }
        #expect(try sandbox.must("history", "--json").stdout.contains("\"command\":\"menuctl --db \(sandbox.database) add-item"),
                "JSON keeps the command as typed")
    }

    @Test func aDbNamingAnotherMenuStays() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "宫保鸡丁", "-q")
        try sandbox.must("backup", sandbox.folder + "/copy.db")
        try sandbox.must("add-item", "回锅肉", "-q")
        try sandbox.must("backup", sandbox.folder + "/copy.db", "--force")
        try sandbox.must("--db", sandbox.folder + "/copy.db", "add-item", "担担面", "-q")
        let history = try sandbox.must("--db", sandbox.database, "history").stdout
        #expect(history.contains("menuctl add-item 回锅肉 -q"), "\(history)")
        let copy = try sandbox.must("--db", sandbox.folder + "/copy.db", "history").stdout
        #expect(copy.contains("  menuctl add-item 担担面 -q  "), "\(copy)")
    }

    @Test(arguments: [70, 200])
    func aTerminalCutsToItsWidth(columns: Int) throws {
        let sandbox = try Self.menu()
        let shown = try sandbox.shell("script -qec 'stty cols \(columns); \"$MENUCTL\" --db \(sandbox.database) history' /dev/null")
        #expect(shown.status == 0, "\(shown)")
        // A pty ends lines with CR LF, which Swift reads as one Character.
        let lines = shown.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.count == 3, "\(shown)")
        let widths = lines.map { Terminal.displayWidth(String($0)) }
        if columns == 70 {
            #expect(widths.allSatisfy { $0 <= 70 }, "\(lines)")
            // 70 less the number, the time and the widest summary (price 38.00 → 36.00) leaves 27.
            #expect(lines.dropFirst().first?.hasSuffix("  menuctl edit 宫保鸡丁 --des…  details") == true, "\(lines)")
        } else {
            #expect(lines.dropFirst().first?.contains("--description '\(Self.long)' -q  details") == true, "whole on a wide terminal: \(lines)")
            #expect(!lines.joined().contains("--db"), "\(lines)")
        }
    }
}
