import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `--prices NAME` of list, show, find and export (SPEC 21): the menu as a
/// price list prices it. The list and all its entries are read once, into
/// a dictionary by dish id, before any row is made.
struct PriceListOption: OptionGroup {
    static let prices = Option<PriceListName?>(
        "prices", valueName: "list", help: "Prices, box fees and minimums of this price list; dishes it does not sell left out.")
    static let declarations: [any OptionDeclaration] = [prices]

    /// The list named; nil: the menu's own prices.
    let name: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        name = try arguments[Self.prices]?.text
    }

    /// The list named, with its entries; nil without `--prices`.
    func listing(in context: CommandContext) throws -> PriceListing? {
        try name.map { try context.menu.priceLists.listing(named: $0) }
    }

    /// `menu` priced by the list named; or, asked what is on offer at
    /// `moment` without one, by the timed list whose hours hold it, said on
    /// stderr. A list named whose hours do not hold `moment` offers nothing.
    func priced(_ menu: MenuGroup, availableAt moment: Moment?, shownOnly: Bool = false,
                in context: CommandContext) throws -> MenuGroup {
        if let listing = try listing(in: context) {
            if let moment, !listing.list.hours.isEmpty, !listing.list.hours.contain(moment) {
                context.notice("\(listing.list.name) does not apply at \(moment): its hours are "
                               + listing.list.hours.windows.map(\.description).joined(separator: ", "))
                return menu.with(children: [])
            }
            return menu.priced(by: listing, shownOnly: shownOnly)
        }
        guard let moment, let timed = try context.menu.priceLists.timedListing(at: moment) else { return menu }
        context.notice("prices of \(timed.list.name), whose hours hold \(moment)")
        return menu.priced(by: timed, shownOnly: shownOnly)
    }
}

extension PriceListOption {
    /// Rows made elsewhere (`find`, a group's entries in `show`) priced by
    /// `listing`: dishes it does not sell left out, the rest renumbered.
    static func priced(_ rows: [VisibleRow], by listing: PriceListing?) -> [VisibleRow] {
        guard let listing else { return rows }
        let holder = MenuGroup(id: 0, name: "")
        rows.forEach { holder.add($0.node) }
        let kept = Dictionary(uniqueKeysWithValues: holder.priced(by: listing).children.map { ($0.id, $0) })
        var priced: [VisibleRow] = []
        for row in rows {
            guard let node = row.node.isGroup ? row.node : kept[row.node.id] else { continue }
            priced.append(VisibleRow(number: priced.count + 1, depth: row.depth, path: row.path, node: node))
        }
        return priced
    }

    /// One node for `show`, priced by `listing`; a dish the list does not sell is exit 1.
    static func priced(_ details: NodeDetails, by listing: PriceListing?) throws -> NodeDetails {
        guard let listing, let dish = details.node as? MenuItem else { return details }
        guard let (pricing, terms) = listing.pricing(of: dish.id, dish.pricing) else {
            throw MenuError.refused("\(details.path) is not sold in \(listing.list.name)")
        }
        var priced = details
        priced.node = dish.with(pricing: pricing, listing: terms)
        return priced
    }
}
