import Foundation
import Testing

/// The completion scripts in real bash, zsh and fish (issue 10 item 6):
/// each case types a line, presses TAB, and checks the words the line then
/// holds. Every case has one right answer, so a completion that offers too
/// much stops short of it.
@Suite(.serialized, .tags(.slow, .shells)) struct CompletionTests {
    /// What was typed, and the words after TAB (`END` is typed after TAB:
    /// a finished word is followed by a space, an unfinished one runs into it).
    struct Case: Sendable, CustomTestStringConvertible {
        let typed: String
        let words: [String]
        var testDescription: String { typed }
    }

    static let cases: [Case] = [
        // A path holding spaces is one word, typed plain or after a quote.
        Case(typed: "menuctl show 主菜/Kung", words: ["menuctl", "show", "主菜/Kung Pao Chicken", "END"]),
        Case(typed: "menuctl show '主菜/Kung P", words: ["menuctl", "show", "主菜/Kung Pao Chicken", "END"]),
        // A global option before the subcommand, and the menu --db names.
        Case(typed: "menuctl --db other.db show 早餐/D", words: ["menuctl", "--db", "other.db", "show", "早餐/Dan Dan Noodles", "END"]),
        Case(typed: "menuctl -q list --form", words: ["menuctl", "-q", "list", "--format", "END"]),
        // help takes a subcommand.
        Case(typed: "menuctl help to", words: ["menuctl", "help", "toggle", "END"]),
        // show has no tsv, so t can only be text.
        Case(typed: "menuctl show 主菜 --format t", words: ["menuctl", "show", "主菜", "--format", "text", "END"]),
        Case(typed: "menuctl list --format=j", words: ["menuctl", "list", "--format=json", "END"]),
        // --in and --to take groups: 酒水单 is a dish, 酒水/青岛啤酒 too.
        Case(typed: "menuctl add-item 雪碧 --in 酒", words: ["menuctl", "add-item", "雪碧", "--in", "酒水", "END"]),
        Case(typed: "menuctl move 主菜/宫保鸡丁 --to 套", words: ["menuctl", "move", "主菜/宫保鸡丁", "--to", "套餐", "END"]),
        // A ':' inside a name.
        Case(typed: "menuctl show 套餐/Set:", words: ["menuctl", "show", "套餐/Set:A", "END"]),
        Case(typed: "menuctl edit 套餐/S", words: ["menuctl", "edit", "套餐/Set:A", "END"]),
        // The end of a path, as targets accept it (issue 26).
        Case(typed: "menuctl show 宫", words: ["menuctl", "show", "宫保鸡丁", "END"]),
        Case(typed: "menuctl edit Kung", words: ["menuctl", "edit", "Kung Pao Chicken", "END"]),
        // File names where a file is asked for.
        Case(typed: "menuctl batch sichuan.me", words: ["menuctl", "batch", "sichuan.menuctl", "END"]),
    ]

    /// A menu in the sandbox's database, another in other.db, a batch file.
    static func kitchen() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "-p", "主菜/Kung Pao Chicken", "主菜/宫保鸡丁", "酒水/青岛啤酒", "酒水单", "套餐/Set:A")
        try sandbox.must("add-item", "-p", "早餐/Dan Dan Noodles", "--db", sandbox.folder + "/other.db")
        _ = try sandbox.write("sichuan.menuctl", "add-group 主菜\n")
        return sandbox
    }

    @Test(arguments: ShellSession.Kind.allCases)
    func completesInEveryShell(_ kind: ShellSession.Kind) throws {
        let sandbox = try Self.kitchen()
        let session = try ShellSession(kind, in: sandbox)
        for item in Self.cases {
            #expect(try session.complete(item.typed) == item.words, "\(kind): \(item.typed)")
        }
    }

    /// `MENUCTL_DB=… menuctl` on the line chooses the menu in zsh and fish.
    /// bash keeps such an assignment out of what a completion function sees,
    /// so there the exported variable (the sandbox's menu) is the one read.
    @Test(arguments: ShellSession.Kind.allCases)
    func anAssignmentOnTheLineChoosesTheMenu(_ kind: ShellSession.Kind) throws {
        let sandbox = try Self.kitchen()
        let session = try ShellSession(kind, in: sandbox)
        if kind == .bash {
            #expect(try session.complete("MENUCTL_DB=other.db menuctl show 主菜/Kung")
                    == ["MENUCTL_DB=other.db", "menuctl", "show", "主菜/Kung Pao Chicken", "END"])
        } else {
            #expect(try session.complete("MENUCTL_DB=other.db menuctl show 早餐/D")
                    == ["MENUCTL_DB=other.db", "menuctl", "show", "早餐/Dan Dan Noodles", "END"], "\(kind)")
        }
    }
}
