/// A group of the menu (主菜, 早餐, 酒水, or one inside another), holding
/// groups and dishes in their stored order. The root of the tree is a group
/// that is never shown.
public final class MenuGroup: MenuComponent {
    public let id: Int64
    public let name: String
    public var isExpanded: Bool
    public let hours: ServingHours
    /// A description and translations; a group has no spice or tags.
    public let details: DishDetails
    public package(set) var children: [any MenuComponent] = []

    public init(id: Int64, name: String, isExpanded: Bool = true, hours: ServingHours = .always,
                details: DishDetails = .none) {
        self.id = id
        self.name = name
        self.isExpanded = isExpanded
        self.hours = hours
        self.details = details
    }

    public var isGroup: Bool { true }
    public var pricing: DishPricing { .plain }
    public var isSoldOut: Bool { false }
    public var stock: DishStock { .none }

    public func add(_ child: any MenuComponent) {
        children.append(child)
    }

    /// The rows a table would show under this group, the group itself not
    /// among them: for the root, the menu's `list`. `all` ignores collapsing;
    /// `path` is this group's own, for the rows' paths.
    public func visibleRows(all: Bool = false, under path: String? = nil) -> [VisibleRow] {
        var rows: [VisibleRow] = []
        forEachVisibleRow(all: all, under: path) { rows.append($0) }
        return rows
    }

    /// The same rows handed to `body` one by one, none of them kept: a
    /// long `list` is written as it is walked.
    public func forEachVisibleRow(all: Bool = false, under path: String? = nil,
                                  _ body: (VisibleRow) throws -> Void) rethrows {
        var shown = 0
        for child in children {
            try child.visitVisibleRows(depth: 0, parentPath: path, all: all, shown: &shown, body)
        }
    }
}
