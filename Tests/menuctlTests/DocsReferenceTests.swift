import ArgumentParsing
import Foundation
@testable import MenuCommands
import MenuFormats
import MenuTestSupport
import Testing

/// docs/reference.md is what `menuctl --generate-reference` prints, every
/// help text is in it as `menuctl help` prints it, and the guide names every
/// command and option: a command or option added without a word about it
/// fails here, as sqlite-utils' test_docs.py does for its commands.
@Suite struct DocsReferenceTests {
    static func page(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReferenceIsWhatTheProgramWrites() throws {
        let generated = try Sandbox().run(["--generate-reference"])
        #expect(generated.status == 0)
        #expect(generated.stderr == "")
        let written = try Self.page("docs/reference.md")
        #expect(written == generated.stdout,
                "docs/reference.md is out of date: run 'menuctl --generate-reference > docs/reference.md'")
    }

    /// Compared with what the binary prints, not with the generator's own
    /// reading of the declarations, so a generator that drifted from help
    /// fails too.
    @Test func everyHelpTextIsInTheReferenceAsHelpPrintsIt() throws {
        let sandbox = Sandbox()
        let reference = try Self.page("docs/reference.md")
        let root = try sandbox.must("help").stdout
        #expect(reference.contains("```text\n" + root + "```\n"), "menuctl help")
        for command in Menuctl.commands.flatMap(\.withNested) {
            let help = try sandbox.run(["help"] + command.name.split(separator: " ").map(String.init)).stdout
            #expect(reference.contains("\n## \(command.name)\n\n```text\n" + help + "```\n"),
                    "docs/reference.md lacks 'menuctl help \(command.name)' as it prints now")
        }
    }

    @Test func theReferenceHasASectionForEveryCommandAndNoOther() throws {
        let reference = try Self.page("docs/reference.md")
        let sections = reference.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(sections == ["Contents", "menuctl"] + Menuctl.commands.flatMap(\.withNested).map(\.name))
    }

    /// Each command is named as a command (`menuctl sell`, `` `sell` ``),
    /// and each option a user can see by its long name (`--parents`), so a
    /// reader of the guide meets all of them.
    @Test func theGuideNamesEveryCommandAndOption() throws {
        let guide = try Self.page("docs/guide.md")
        var missing: [String] = []
        for command in Menuctl.commands.flatMap(\.withNested) {
            if !guide.contains("menuctl \(command.name)") && !guide.contains("`\(command.name)") {
                missing.append(command.name)
            }
            let options = command.options.filter { !$0.isHidden } + GlobalOptions.shown(for: command)
            for option in options where !Self.names(option.long, in: guide) {
                missing.append("\(command.name) --\(option.long)")
            }
        }
        for option in GlobalOptions.visible where !Self.names(option.long, in: guide) {
            missing.append("--\(option.long)")
        }
        #expect(missing.isEmpty, "docs/guide.md says nothing of: \(missing.joined(separator: ", "))")
    }

    /// `--price` is named by `--price 38` or `--price`, but not by `--prices`.
    static func names(_ long: String, in text: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: "--" + long) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "-") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    @Test func anOptionIsNamedOnlyByItsWholeName() {
        #expect(Self.names("price", in: "edit X --price 38"))
        #expect(Self.names("price", in: "`--price`"))
        #expect(!Self.names("price", in: "list --prices 会员"))
        #expect(!Self.names("no", in: "--no-price"))
    }

    /// One list of CSV columns: the program's, which `help export` prints
    /// and every export starts with; the guide shows it as an export prints
    /// it, in a console block that DocsExamplesTests runs.
    @Test func theCSVHeaderIsOneList() throws {
        let sandbox = Sandbox()
        try sandbox.must("add-item", "主菜/宫保鸡丁", "-p", "--price", "38", "-q")
        let help = try sandbox.must("help", "export").stdout
        #expect(help.replacingOccurrences(of: ",\n  ", with: ",").contains("\n  " + MenuCSV.header + "\n"))
        let export = try sandbox.must("export", "--format", "csv").stdout
        #expect(export.hasPrefix(MenuCSV.header + "\r\n"))
        let guide = try Self.page("docs/guide.md")
        #expect(guide.contains("$ menuctl export --format csv | head -1 | tr -d '\\r'\n" + MenuCSV.header + "\n"))
    }
}
