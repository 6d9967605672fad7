import MenuModel
import SQLite

/// The one place rows become nodes: a row of `menu_node` and what the
/// other tables hold of it (hours, sizes, details, stock, a set meal, what
/// it inherits, its photo's reference) made a group or a dish, for every reader. `load()` (`list`, `export`, the
/// page, `--as-of`) reads those tables whole and hands each row's share to
/// `node(_:hours:sizes:details:stock:setMeal:)`; `show`, `find` and
/// `toggle` read one node through `node(_:hours:details:withEntries:)`.
/// Either way the same node comes out, so `show` tells what `list` shows.
package struct NodeAssembler {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A row and what other tables hold of it, as a node without children.
    /// `stock` as read, before the row's own 估清 mark is put with it;
    /// `details` nil when it has none.
    package static func node(_ record: borrowing NodeRecord, hours: ServingHours = .always, sizes: [DishSize] = [],
                             details: DishDetails? = nil, stock: DishStock = .none,
                             setMeal: SetMeal? = nil, inherited: InheritedFeatures = InheritedFeatures(),
                             photo: PhotoReference? = nil, today: Amount? = nil) -> any MenuComponent {
        guard record.kind == .item else {
            var features = NodeFeatures(hours: hours, details: details ?? .none, photo: photo)
            features.inherited = inherited
            return MenuGroup(id: record.id, name: record.name, isExpanded: record.isExpanded, features: features)
        }
        // A dish borrows its details; none lent from the one `noDetails`
        // rather than a copy of `.none` a row, whose arrays' retains and
        // releases were a tenth of what `load()` did beyond SQLite.
        if let details {
            return dish(record, sizes: sizes, hours: hours, details: details, stock: stock, setMeal: setMeal,
                        inherited: inherited, photo: photo, today: today)
        }
        return dish(record, sizes: sizes, hours: hours, details: noDetails, stock: stock, setMeal: setMeal,
                    inherited: inherited, photo: photo, today: today)
    }

    private static let noDetails = DishDetails.none

    private static func dish(_ record: borrowing NodeRecord, sizes: [DishSize], hours: borrowing ServingHours,
                             details: borrowing DishDetails, stock: borrowing DishStock, setMeal: borrowing SetMeal?,
                             inherited: InheritedFeatures, photo: borrowing PhotoReference?, today: Amount?) -> MenuItem {
        MenuItem(id: record.id, name: record.name, pricing: DishPricing(row: record, sizes: sizes, today: today),
                 isSoldOut: stock.isSoldOut(marked: record.isSoldOut), hours: hours, details: details,
                 stock: stock.marked(record.isSoldOut), setMeal: setMeal, inherited: inherited, photo: photo)
    }

    /// One node read on its own, every feature of it read for it: the node
    /// `show` tells of, a row `find` found, an entry `show GROUP` lists.
    /// A group holds its entries as bare nodes, there to be counted as a
    /// row of `list` counts them; none without `withEntries` (the deepest
    /// level, where `load()` stops). `hours` and `details` are given when
    /// they were read for many nodes at once.
    package func node(_ record: NodeRecord, hours: ServingHours? = nil, details: DishDetails? = nil,
                      withEntries: Bool = true) throws -> any MenuComponent {
        let isDish = !record.isGroup
        let node = Self.node(record, hours: try hours ?? tx.service.servingHours(of: record.id),
                             sizes: isDish ? try tx.pricing.sizes(of: record.id) : [],
                             details: try details ?? tx.details.dishDetails(of: record.id),
                             stock: isDish ? try tx.counts.stock(of: record.id) : .none,
                             setMeal: isDish ? try tx.sets.meal(of: record.id) : nil,
                             inherited: try tx.tree.inherited(by: record.id),
                             photo: try tx.photos.reference(of: record.id),
                             today: isDish ? try tx.todayPrices.price(of: record.id) : nil)
        if let group = node as? MenuGroup, withEntries {
            try database.cachedStatement("SELECT \(NodeRow.columns) FROM menu_node WHERE parent_id = ? ORDER BY position")
                .forEachRow([.integer(record.id)]) { group.add(Self.node(NodeRow.record($0))) }
        }
        return node
    }
}

extension MenuTransaction {
    /// Rows made nodes (NodeAssembler).
    package var nodes: NodeAssembler { NodeAssembler(tx: self) }
}
