import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

struct SortCommand: MenuCommand {
    static let group = Argument<Target>("group", help: "The group whose entries to reorder; / is the top level.", completion: .group)
    static let order = Option<MenuSortOrder>("by", valueName: "order", default: .pinyin,
                                             help: "pinyin as Chinese readers expect, name by code point, or price.")
    static let reverse = Flag("reverse", help: "The other way round; entries without a price stay last.")

    static let commandName = "sort"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Reorder what a group holds: by pinyin, name or price.",
        discussion: """
            Only the group's own entries move, not what is inside them. With --by price,
            entries without a price (groups too) keep their order after the rest.
            """,
        arguments: [group],
        options: [order, reverse],
        examples: ["menuctl sort 早餐", "menuctl sort 酒水 --by price --reverse", "menuctl sort / --by name"],
        access: .write
    )

    let group: Target
    let order: MenuSortOrder
    let reversed: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        group = try arguments[Self.group]
        order = try arguments[Self.order]
        reversed = arguments[Self.reverse]
    }

    func run(in context: CommandContext) throws {
        let sorting = try context.menu.editing.sortEntries(of: group, by: order, reversed: reversed)
        let how = "\(order.rawValue)\(reversed ? ", reversed" : "")"
        guard sorting.moved > 0 else {
            context.report("\(sorting.path.shown) was already in \(how) order")
            return
        }
        // The new order, up to ten names, so one line stays short.
        let shown = sorting.entries.prefix(10).map(Terminal.escaped).joined(separator: ", ")
            + (sorting.entries.count > 10 ? ", …" : "")
        context.report("sorted \(sorting.path.shown) by \(how): \(shown) (\(sorting.moved) of \(sorting.entries.count) moved)")
    }
}

extension MenuSortOrder: ExpressibleByArgument {}
