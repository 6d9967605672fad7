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
