import MenuKit

struct ShowCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, json }

    static let target = Argument<Target>("target", help: "A path or #ID.", completion: .menuPath)
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one group or dish: id, kind, path, price, state, children.",
        arguments: [target],
        options: [format, json],
        examples: ["menuctl show 主菜/宫保鸡丁", "menuctl show '#2' --format json"]
    )

    let target: Target
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        target = try arguments[Self.target]
        format = try arguments[Self.format]
    }

    func run(in context: CommandContext) throws {
        let details = try context.repository.details(of: target)
        context.output += format == .json ? RowFormats.json(details) : RowFormats.text(details)
    }
}
