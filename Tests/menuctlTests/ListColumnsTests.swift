import Foundation
import MenuFormats
import Testing

/// Text `list` lines up what follows a dish's name in columns (issue 26):
/// spice, tags and sold out each start where they start on every row,
/// whatever the name's width; `--sizes` shows sizes in full. `history`
/// keeps its columns with long commands.
@Suite struct ListColumnsTests {
    private static func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "-q")
        try sandbox.must("add-item", "宫保鸡丁", "--in", "主菜", "--price", "38", "--spice", "2", "--tag", "招牌", "-q")
        try sandbox.must("add-item", "鱼", "--in", "主菜", "--price", "48", "--unit", "斤", "--tag", "新品", "-q")
        try sandbox.must("add-item", "Mapo Tofu", "--in", "主菜", "--price", "28", "--spice", "3", "-q")
        try sandbox.must("add-item", "水煮鱼", "--in", "主菜", "--size", "小份=58", "--size", "大份=88", "-q")
        try sandbox.must("add-item", "米饭", "--in", "主菜", "-q")
        try sandbox.must("sold-out", "鱼", "-q")
        return sandbox
    }

    @Test func spiceTagsAndSoldOutLineUp() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("list").stdout == """
            1  ▾ 主菜
            2      宫保鸡丁   spice 2  [招牌]                  38.00
            3      鱼                  [新品]  sold out     48.00/斤
            4      Mapo Tofu  spice 3                          28.00
            5      水煮鱼                                58.00–88.00
            6      米饭

            """)
        let colored = try sandbox.must("list", "--color", "always").lines
        #expect(colored[2].contains("\u{1B}[2m    鱼\u{1B}[0m                  \u{1B}[2m[新品]\u{1B}[0m  \u{1B}[2msold out\u{1B}[0m"),
                "\(colored[2])")
    }

    @Test func sizesInFull() throws {
        let sandbox = try Self.menu()
        #expect(try sandbox.must("list", "主菜", "--sizes").stdout == """
            1    宫保鸡丁   spice 2  [招牌]                              38.00
            2    鱼                  [新品]  sold out                 48.00/斤
            3    Mapo Tofu  spice 3                                      28.00
            4    水煮鱼                                小份 58.00 · 大份 88.00
            5    米饭

            """)
        let refused = try expectRefusal(sandbox, ["list", "--sizes", "--format", "tsv"], status: 64)
        #expect(refused.stderr.hasPrefix("Error: '--sizes' applies only to --format text"), "\(refused)")
    }

    /// On an 80-column terminal, what the number, the time and the widest
    /// summary leave (49 columns); a pipe gets every command whole (HistoryWidthTests).
    @Test func historyCutsLongCommandsToKeepItsColumns() throws {
        let sandbox = try Self.menu()
        let long = String(repeating: "很长", count: 20)
        try sandbox.must("edit", "米饭", "--description", long)
        let shown = try sandbox.shell("script -qec 'stty cols 80; \"$MENUCTL\" history --limit 2' /dev/null")
        let lines = shown.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(shown)")
        #expect(lines.first?.hasSuffix("  menuctl edit 米饭 --description 很长很长很长很长…  details") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("  menuctl sold-out 鱼 -q" + String(repeating: " ", count: 27) + "  sold out") == true, "\(lines)")
        #expect(lines.allSatisfy { Terminal.displayWidth($0) <= 80 }, "\(lines)")
        #expect(try sandbox.must("history", "--limit", "1", "--format", "json").stdout.contains(long))
    }
}
