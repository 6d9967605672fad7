import Foundation
import Testing

/// One bad command line and what it must give.
struct BadInput: CustomTestStringConvertible, Sendable {
    let label: String
    let arguments: [String]
    let status: Int32
    var testDescription: String { label }
}

/// Every case runs against the same small menu: 主菜 (#2) holding 宫保鸡丁
/// (#3) and 酒水 (#4) holding 白酒 (#5). Each must exit with its status, put
/// one readable `Error:` line first on stderr and nothing on stdout, and
/// leave the database exactly as it was.
private let cases: [BadInput] = [
    // names
    BadInput(label: "empty name", arguments: ["add-group", ""], status: 64),
    BadInput(label: "blank name", arguments: ["add-item", "   ", "--in", "主菜"], status: 64),
    BadInput(label: "tab in a name", arguments: ["add-item", "宫保\t鸡丁"], status: 64),
    BadInput(label: "newline in a name", arguments: ["add-group", "酒\n水"], status: 64),
    BadInput(label: "terminal escape in a name", arguments: ["add-item", "\u{1B}[31m红\u{1B}[0m", "--in", "主菜"], status: 64),
    BadInput(label: "bell in a name", arguments: ["add-group", "ding\u{7}"], status: 64),
    BadInput(label: "slash in a new name", arguments: ["edit", "主菜", "--name", "主/菜"], status: 64),
    BadInput(label: "empty part in a path", arguments: ["add-item", "-p", "酒水//啤酒"], status: 64),
    BadInput(label: "101 characters", arguments: ["add-group", String(repeating: "辣", count: 101)], status: 64),
    BadInput(label: "more than 400 bytes", arguments: ["add-item", String(repeating: "🌶", count: 101), "--in", "主菜"], status: 64),
    BadInput(label: "direction override in a name", arguments: ["add-item", "宫保\u{202E}丁鸡", "--in", "主菜"], status: 64),
    BadInput(label: "zero-width space in a new name", arguments: ["edit", "主菜", "--name", "主\u{200B}菜"], status: 64),
    BadInput(label: "a name shaped like an id", arguments: ["add-group", "酒水/#5"], status: 64),
    BadInput(label: "a new name shaped like an id", arguments: ["edit", "主菜", "--name", "#007"], status: 64),
    BadInput(label: "duplicate names in one command", arguments: ["add-item", "回锅肉", "回锅肉", "--in", "主菜"], status: 64),
    BadInput(label: "name that already exists", arguments: ["add-item", "宫保鸡丁", "--in", "主菜"], status: 1),
    // amounts
    BadInput(label: "negative price", arguments: ["add-item", "x", "--price", "-1"], status: 64),
    BadInput(label: "three decimals", arguments: ["add-item", "x", "--price", "38.505"], status: 64),
    BadInput(label: "exponent", arguments: ["add-item", "x", "--price", "1e3"], status: 64),
    BadInput(label: "NaN", arguments: ["add-item", "x", "--price", "NaN"], status: 64),
    BadInput(label: "too large", arguments: ["add-item", "x", "--price", "10000000"], status: 64),
    BadInput(label: "missing price value", arguments: ["add-item", "x", "--price"], status: 64),
    BadInput(label: "letters in a price", arguments: ["edit", "主菜/宫保鸡丁", "--price", "3x"], status: 64),
    BadInput(label: "price on a group", arguments: ["edit", "主菜", "--price", "38"], status: 1),
    // targets
    BadInput(label: "unknown target", arguments: ["toggle", "主采"], status: 1),
    BadInput(label: "unknown id", arguments: ["show", "#404"], status: 1),
    BadInput(label: "malformed id", arguments: ["show", "#x1"], status: 64),
    BadInput(label: "a dish used as a group", arguments: ["add-item", "-p", "x", "--in", "主菜/宫保鸡丁"], status: 1),
    BadInput(label: "a dish used as a group in a path", arguments: ["add-item", "-p", "主菜/宫保鸡丁/小份"], status: 1),
    BadInput(label: "a cycle", arguments: ["move", "酒水", "--to", "酒水/白酒"], status: 1),
    BadInput(label: "moving into a dish", arguments: ["move", "酒水/白酒", "--to", "主菜/宫保鸡丁"], status: 1),
    BadInput(label: "the same target twice", arguments: ["remove", "主菜/宫保鸡丁", "#3"], status: 64),
    BadInput(label: "a group that is not empty", arguments: ["remove", "主菜"], status: 1),
    // options
    BadInput(label: "unknown command", arguments: ["delete", "主菜"], status: 64),
    BadInput(label: "unknown option", arguments: ["list", "--colour"], status: 64),
    BadInput(label: "unknown short option", arguments: ["list", "-x"], status: 64),
    BadInput(label: "missing --in value", arguments: ["add-item", "x", "--in"], status: 64),
    BadInput(label: "missing --db value", arguments: ["list", "--db"], status: 64),
    BadInput(label: "bad --format", arguments: ["list", "--format", "xml"], status: 64),
    BadInput(label: "bad --row", arguments: ["toggle", "--row", "two"], status: 64),
    BadInput(label: "row zero", arguments: ["toggle", "--row", "0"], status: 64),
    BadInput(label: "negative row", arguments: ["toggle", "--row", "-1"], status: 64),
    BadInput(label: "row past the end", arguments: ["toggle", "--row", "99"], status: 1),
    BadInput(label: "a flag given a value", arguments: ["list", "--all=yes"], status: 64),
    BadInput(label: "missing argument", arguments: ["show"], status: 64),
    BadInput(label: "extra argument", arguments: ["show", "主菜", "酒水"], status: 64),
    BadInput(label: "toggle with nothing to toggle", arguments: ["toggle"], status: 64),
    // files
    BadInput(label: "missing batch file", arguments: ["batch", "/nonexistent/menu.menuctl"], status: 66),
    BadInput(label: "batch file is a folder", arguments: ["batch", "/tmp"], status: 66),
    BadInput(label: "missing import file", arguments: ["import", "/nonexistent/menu.json"], status: 66),
    BadInput(label: "import file is a folder", arguments: ["import", "/"], status: 66),
]

@Suite struct BadInputTests {
    /// The menu every case starts from, made once, and how its two commands
    /// ended: each case is refused on a copy of it, as a new menu's
    /// migrations are many commits.
    nonisolated(unsafe) private static let template: (sandbox: Sandbox, statuses: [Int32]) = {
        let sandbox = Sandbox()
        let statuses = [["add-item", "-p", "主菜/宫保鸡丁", "--price", "38"], ["add-group", "-p", "酒水/白酒"]].map {
            (try? sandbox.run($0))?.status ?? -1
        }
        return (sandbox, statuses)
    }()

    private static func menu() throws -> Sandbox {
        #expect(template.statuses == [0, 0], "the menu every case starts from")
        let sandbox = Sandbox()
        try FileManager.default.copyItem(atPath: template.sandbox.database, toPath: sandbox.database)
        return sandbox
    }

    @Test(arguments: cases)
    func badInputIsRefusedCleanly(_ input: BadInput) throws {
        let sandbox = try Self.menu()
        let outcome = try expectRefusal(sandbox, input.arguments, status: input.status)
        let first = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.count > "Error: ".count + 8, "too short to be readable: \(first)")
        #expect(!outcome.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "raw control characters reach the terminal")
    }

    @Test func theSuiteHasAtLeastThirtyCases() {
        #expect(cases.count >= 30)
    }

    @Test func invalidUTF8IsRefused() throws {
        let sandbox = try Self.menu()
        let before = try sandbox.dump()
        let outcome = try sandbox.shell(#""$MENUCTL" add-group "$(printf 'bad\377name')""#)
        #expect(outcome.status == 64 && outcome.stderr.hasPrefix("Error: ") && outcome.stdout.isEmpty, "\(outcome)")
        let batch = try sandbox.shell(#"printf 'add-group ok\nadd-group bad\377\n' | "$MENUCTL" batch -"#)
        #expect(batch.status == 65 && batch.stderr.hasPrefix("-:2: Error: "), "\(batch)")
        #expect(try sandbox.dump() == before)
    }

    @Test func anUnreadableFileExits66() throws {
        let sandbox = try Self.menu()
        let file = try sandbox.write("secret.menuctl", "add-group 酒水\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
        let before = try sandbox.dump()
        // The database must be writable by nobody for this to reach the file.
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: sandbox.folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: sandbox.database)
        let outcome = try sandbox.runUnprivileged(["batch", file])
        #expect(outcome.status == 66, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("Error: cannot read \(file): Permission denied"))
        #expect(try sandbox.dump() == before)
    }

    @Test func aNameShapedLikeSQLIsStoredLiterally() throws {
        let sandbox = try Self.menu()
        let name = "x'); DROP TABLE menu_node; --"
        try sandbox.must("add-item", name, "--in", "主菜", "--price", "1")
        #expect(try sandbox.query("SELECT count(*) FROM menu_node") == "6")
        #expect(try sandbox.must("show", "主菜/\(name)").stdout.contains("name:     \(name)"))
        #expect(try sandbox.query("PRAGMA integrity_check") == "ok")
    }
}
