import MenuKit

struct ListCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "list",
        abstract: "Show the visible rows of the menu, as a table view would.",
        discussion: "The children of a group show only while it is expanded; --all shows every row.",
        options: [
            OptionSpec(long: "all", help: "Show every row, ignoring collapsed groups."),
            OptionSpec(long: "ids", help: "Show each row's #ID."),
            OptionSpec(long: "format", valueName: "format", help: "The output format.", choices: ["text", "tsv", "json"], defaultValue: "text"),
            OptionSpec(long: "json", help: "Short for --format json."),
            OptionSpec(long: "color", valueName: "when", help: "When to colour the text format.", choices: ["auto", "always", "never"], defaultValue: "auto"),
        ],
        examples: [
            "menuctl list",
            "menuctl list --all --ids",
            "menuctl list --format tsv",
        ]
    )

    let all: Bool
    let showIDs: Bool
    let format: String
    let color: String

    init(_ arguments: ParsedArguments) throws(MenuError) {
        all = arguments.has("all")
        showIDs = arguments.has("ids")
        format = arguments.has("json") ? "json" : try arguments.choice("format", default: "text")
        color = try arguments.choice("color", default: "auto")
    }

    func run(in context: CommandContext) throws {
        let rows = try context.repository.load().visibleRows(all: all)
        switch format {
        case "tsv": context.output += RowFormats.tsv(rows)
        case "json": context.output += RowFormats.json(rows)
        default:
            let table = MenuTable(showIDs: showIDs, colored: ColorChoice.enabled(color))
            context.output += table.render(rows)
        }
    }
}

enum ColorChoice {
    /// Colour only on a terminal, and never when `NO_COLOR` is set and not
    /// empty (https://no-color.org).
    static func enabled(_ choice: String) -> Bool {
        switch choice {
        case "always": return true
        case "never": return false
        default:
            let noColor = FileSystem.environment("NO_COLOR") ?? ""
            return noColor.isEmpty && StandardStream.output.isTerminal
        }
    }
}
