import MenuKit

struct ShowCommand: MenuCommand {
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one group or dish: id, kind, path, price, state, children.",
        arguments: [ArgumentSpec(name: "target", help: "A path or #ID.", completion: .menuPath)],
        options: [
            OptionSpec(long: "format", valueName: "format", help: "The output format.", choices: ["text", "json"], defaultValue: "text"),
            OptionSpec(long: "json", help: "Short for --format json."),
        ],
        examples: ["menuctl show 主菜/宫保鸡丁", "menuctl show '#2' --format json"]
    )

    let target: Target
    let format: String

    init(_ arguments: ParsedArguments) throws(MenuError) {
        target = try Target(parsing: arguments.positionals[0])
        format = arguments.has("json") ? "json" : try arguments.choice("format", default: "text")
    }

    func run(in context: CommandContext) throws {
        let details = try context.repository.details(of: target)
        context.output += format == "json" ? RowFormats.json(details) : RowFormats.text(details)
    }
}
