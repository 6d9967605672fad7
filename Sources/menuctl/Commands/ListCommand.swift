import MenuKit

struct ListCommand: MenuCommand {
    enum Format: String, CaseIterable, ExpressibleByArgument { case text, tsv, json }

    static let group = Argument<Target?>("group", help: "List only what is under this group, as if it were the whole menu.", completion: .group)
    static let all = Flag("all", help: "Show every row, ignoring collapsed groups.")
    static let ids = Flag("ids", help: "Show each row's #ID.")
    static let format = Option<Format>("format", default: .text, help: "The output format.")
    static let json = Flag("json", shorthandFor: format, .json)

    static let spec = CommandSpec(
        name: "list",
        abstract: "Show the visible rows of the menu, as a table view would.",
        discussion: "The children of a group show only while it is expanded; --all shows every row.\nWith a GROUP, rows and depth count from it; paths stay full.",
        arguments: [group],
        options: [all, ids, format, json],
        examples: [
            "menuctl list",
            "menuctl list 酒水 --all",
            "menuctl list --format tsv",
        ],
        printsColor: true
    )

    let group: Target?
    let all: Bool
    let showIDs: Bool
    let format: Format
    let color: ColorChoice

    init(_ arguments: ParsedArguments) throws(UsageError) {
        group = try arguments[Self.group]
        all = arguments[Self.all]
        showIDs = arguments[Self.ids]
        format = try arguments[Self.format]
        color = try arguments[GlobalOptions.color]
    }

    func run(in context: CommandContext) throws {
        let rows = try context.repository.visibleRows(under: group, all: all)
        switch format {
        case .tsv: context.output += RowFormats.tsv(rows)
        case .json: context.output += RowFormats.json(rows)
        case .text:
            let table = MenuTable(showIDs: showIDs, colored: ColorChoice.enabled(color))
            context.output += table.render(rows)
        }
    }
}
