import MenuModel
import SQLite

/// How a row of `menu_node` becomes a `NodeRecord`, by column name: the
/// positions are looked up once for a statement and then read for every
/// row at the cost of reading by position (`load()` reads 100,000 rows).
package struct NodeRow {
    /// The columns every query of nodes selects, in any order it likes.
    package static let columns = "id, parent_id, kind, name, position, expanded, price_fen, sold_out, unit, market_price"

    private let id, parentID, kind, name, position, expanded, priceFen, soldOut, unit, marketPrice: Int32

    package init(_ statement: Statement) {
        id = statement.column(named: "id")
        parentID = statement.column(named: "parent_id")
        kind = statement.column(named: "kind")
        name = statement.column(named: "name")
        position = statement.column(named: "position")
        expanded = statement.column(named: "expanded")
        priceFen = statement.column(named: "price_fen")
        soldOut = statement.column(named: "sold_out")
        unit = statement.column(named: "unit")
        marketPrice = statement.column(named: "market_price")
    }

    package func record(_ row: Statement) -> NodeRecord {
        NodeRecord(
            id: row.int(id),
            parentID: row.optionalInt(parentID),
            kind: Self.kind(row.textIs(kind, oneOf: "group", "root")),
            name: row.text(name),
            position: row.int(position),
            isExpanded: row.int(expanded) != 0,
            price: row.optionalInt(priceFen).flatMap { try? Amount(fen: $0) },
            isSoldOut: row.int(soldOut) != 0,
            unit: row.optionalText(unit),
            isMarketPrice: row.int(marketPrice) != 0
        )
    }

    /// A row's kind as `load()` reads the whole table, nil for a row it
    /// does not read: the root (TEXT 'root', as `kind <> 'root'` would
    /// leave it out) and a NULL kind. The root's word in another type reads
    /// as a group, as `record(_:)` makes it.
    package func kindToLoad(_ row: Statement) -> NodeRecord.Kind? {
        switch row.word(kind, among: "item", "group") {
        case 0: .item
        case 1: .group
        case nil: nil
        default: row.textIs(kind, "root") ? (row.isText(kind) ? nil : .group) : .item
        }
    }

    package func id(_ row: Statement) -> Int64 { row.int(id) }

    /// A dish's row that holds nothing beyond its name and one price or
    /// none (not sold out, no unit, not a market price) made its dish, with
    /// its place; nil for any other row, which `record(_:)` reads whole.
    package func plainDish(_ row: Statement, id: Int64, dietary: Dietary,
                           station: DishExtras?) -> (dish: MenuItem, parentID: Int64?, position: Int64)? {
        guard row.int(soldOut) == 0, row.int(marketPrice) == 0, row.isNull(unit) else { return nil }
        let dish = MenuItem(plainID: id, name: row.text(name), fen: row.optionalInt(priceFen), dietary: dietary,
                            station: station)
        return (dish, row.optionalInt(parentID), row.int(position))
    }

    /// `group`, `root`, and anything else (another program's row) a dish.
    private static func kind(_ match: Int?) -> NodeRecord.Kind {
        match == 0 ? .group : match == 1 ? .root : .item
    }

    /// One row read alone (a lookup by id or path): the columns are found for it.
    package static func record(_ row: Statement) -> NodeRecord { NodeRow(row).record(row) }
}
