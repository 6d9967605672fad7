/// What every node of the menu answers, group or dish alike: the seed's
/// `MenuComponent`. Callers count, walk and toggle rows through this protocol
/// and never ask which kind a node is.
public protocol MenuComponent: AnyObject {
    /// The node's row id in the database: stable, shown as `#ID`.
    var id: Int64 { get }
    var name: String { get }
    /// Stored, not derived from `children`: an empty 酒水 is still a group.
    var isGroup: Bool { get }
    /// A group shows its children when expanded. A dish answers too, and
    /// setting it changes nothing: a dish has nothing to expand.
    var isExpanded: Bool { get set }
    var children: [any MenuComponent] { get }
    /// Everything it has beyond its place in the tree, as one value; the
    /// accessors below read the same, one field each.
    var features: NodeFeatures { get }
    /// A dish's price (none, one, sizes or market price) and its unit
    /// (SPEC 17); groups have none.
    var pricing: DishPricing { get }
    /// When it is served (SPEC 10); empty: whenever its group is.
    var hours: ServingHours { get }
    /// A dish marked 估清; a group answers false, as it has no stock of its own.
    var isSoldOut: Bool { get }
    /// Portions left and a timed 估清 (SPEC 20); none for a group.
    var stock: DishStock { get }
    /// Description, spice, tags and translations (SPEC 11); groups have no spice or tags.
    var details: DishDetails { get }
    /// Its kcal and portion (SPEC 28), the part of `details` asked alone
    /// (does any dish have kcal?) without copying the rest.
    var energy: DishEnergy { get }
    /// What of this node a guest can order at `moment`, given that every
    /// group above it is open then: itself, a copy holding only what is on
    /// offer inside it, or nil (see MenuComponent+OnOffer.swift).
    func onOffer(at moment: Moment) -> (any MenuComponent)?
    /// The price list it is shown priced by (SPEC 21); nil for the menu's own prices.
    var listing: ListedTerms? { get }
    /// A set meal's slots (SPEC 19); nil for a dish or a group.
    var setMeal: SetMeal? { get }
    /// A dish's photo or a group's banner (SPEC 27), by reference: never its bytes.
    var photo: PhotoReference? { get }
    /// What it has from itself or the nearest group above that has it,
    /// as is in force at it (InheritedFeatures).
    var inherited: InheritedFeatures { get }
    /// Takes what `above` passes down wherever it has nothing of its own:
    /// what loading the tree does, top down, once the tree stands.
    func inherit(_ above: InheritedFeatures)
}

extension MenuComponent {
    public var listing: ListedTerms? { nil }
    public var setMeal: SetMeal? { nil }
}

extension MenuComponent {
    /// Hands `visit` this node's row and, when it is expanded (or `all` is
    /// set), the rows of its children: one pre-order pass that never enters
    /// a collapsed group, so the cost follows what is shown. The seed's
    /// `itemAt(index:)` recounted subtrees for every row instead. `shown`
    /// counts the rows handed out so far, for their numbers.
    package func visitVisibleRows(depth: Int, parentPath: String?, all: Bool, shown: inout Int,
                                  _ visit: (VisibleRow) throws -> Void) rethrows {
        shown += 1
        try visit(VisibleRow(number: shown, depth: depth, under: parentPath, node: self))
        guard isExpanded || all else { return }
        let children = children
        guard !children.isEmpty else { return }
        // Made only for a group whose rows follow: a row keeps the path
        // above it, and its own is joined only where it is read (a String
        // a row was most of what writing the TSV cost, and what the text
        // table kept of a million rows).
        let path = parentPath.map { $0 + "/" + name } ?? name
        for child in children {
            try child.visitVisibleRows(depth: depth + 1, parentPath: path, all: all, shown: &shown, visit)
        }
    }
}

/// A row of the `list` view: what a table view would show at that index.
public struct VisibleRow {
    /// From 1, as SPEC 5 numbers rows.
    public let number: Int
    /// 0 for a top-level node.
    public let depth: Int
    public let node: any MenuComponent
    private let place: Place

    /// Where the row's path comes from: the path of the group the walk
    /// listed it under (nil: none, the path is the name), or the whole
    /// path as a caller made it.
    private enum Place {
        case under(String?)
        case whole(String)
    }

    public init(number: Int, depth: Int, path: String, node: any MenuComponent) {
        self.number = number
        self.depth = depth
        self.node = node
        place = .whole(path)
    }

    init(number: Int, depth: Int, under parentPath: String?, node: any MenuComponent) {
        self.number = number
        self.depth = depth
        self.node = node
        place = .under(parentPath)
    }

    /// `组1/子组2/菜3`: the path above, a slash and the name, joined when asked.
    public var path: String {
        let (above, last) = pathParts
        return above.map { $0 + "/" + last } ?? last
    }

    /// The path in its two parts, the path above (nil at the top) and the
    /// last name, for a writer that copies both without joining them.
    public var pathParts: (above: String?, last: String) {
        switch place {
        case .under(let above): (above, node.name)
        case .whole(let path): (nil, path)
        }
    }
}
