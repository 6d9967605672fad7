import ArgumentParsing
/// docs/reference.md: every command's help as `menuctl help` prints it, one
/// section a command, written from the same declarations as help, the man
/// page and the completion scripts, so the page cannot say what the
/// program does not.
struct ReferencePage {
    /// `menuctl --generate-reference > docs/reference.md`, read before the
    /// line is parsed, as the completion hook is: a document for the
    /// project, not an option users need in help or completions.
    static let hook = "--generate-reference"

    let commands: [CommandSpec]

    var text: String {
        var out = """
            # menuctl reference

            Every command and option, as `menuctl help` and `menuctl help <command>`
            print them. Written by `menuctl --generate-reference > docs/reference.md`
            from the commands' own declarations (a test fails when this page is not
            what that prints); the [guide](guide.md) shows them at work.

            ## Contents

            - [menuctl](#menuctl): the global options and the list of commands

            """
        let every = commands.flatMap(\.withNested)
        out += every.map { "- [\($0.name)](#\(anchor($0))): \(oneLine($0.abstract))\n" }.joined()
        out += "\n## menuctl\n\n" + block(HelpText.root(commands))
        for spec in every {
            out += "\n## \(spec.name)\n\n" + block(HelpText.command(spec))
        }
        return out
    }

    private func block(_ help: String) -> String {
        "```text\n" + help + (help.hasSuffix("\n") ? "" : "\n") + "```\n"
    }

    /// `choices-add` for `## choices add`, as GitHub makes a heading's anchor.
    private func anchor(_ spec: CommandSpec) -> String {
        spec.name.split(separator: " ").joined(separator: "-")
    }

    private func oneLine(_ text: String) -> String {
        text.split(separator: "\n").joined(separator: " ")
    }
}
