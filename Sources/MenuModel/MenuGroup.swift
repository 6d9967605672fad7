/// A group of the menu (主菜, 早餐, 酒水, or one inside another), holding
/// groups and dishes in their stored order. The root of the tree is a group
/// that is never shown.
public final class MenuGroup: MenuComponent {
    public let id: Int64
    public let name: String
    public var isExpanded: Bool
    /// Its hours, description and translations, station and banner, in a
    /// box only a group with any of them has: most have none, and the
    /// whole value kept in each of a million-dish menu's eleven thousand
    /// groups held megabytes of empty fields. Never changed, so a copy
    /// (`with(children:)`) shares it.
    private var box: GroupExtras?
    public package(set) var children: [any MenuComponent] = []

    public init(id: Int64, name: String, isExpanded: Bool = true, features: NodeFeatures) {
        self.id = id
        self.name = name
        self.isExpanded = isExpanded
        box = features == .none ? nil : GroupExtras(features)
    }

    private init(id: Int64, name: String, isExpanded: Bool, box: GroupExtras?) {
        self.id = id
        self.name = name
        self.isExpanded = isExpanded
        self.box = box
    }

    /// A group has no price, stock, spice or tags.
    public var features: NodeFeatures { box?.features ?? .none }

    public convenience init(id: Int64, name: String, isExpanded: Bool = true, hours: ServingHours = .always,
                            details: DishDetails = .none) {
        self.init(id: id, name: name, isExpanded: isExpanded, features: NodeFeatures(hours: hours, details: details))
    }

    /// The same group holding `children` instead: what a view that keeps
    /// part of a menu makes of each group, its features copied whole.
    public func with(children: [any MenuComponent]) -> MenuGroup {
        let copy = MenuGroup(id: id, name: name, isExpanded: isExpanded, box: box)
        copy.children = children
        return copy
    }

    public var isGroup: Bool { true }
    public var hours: ServingHours { box?.features.hours ?? .always }
    /// A description and translations; a group has no spice or tags.
    public var details: DishDetails { box?.features.details ?? .none }
    public var energy: DishEnergy { box?.features.details.energy ?? .none }
    public var pricing: DishPricing { .plain }
    public var isSoldOut: Bool { false }
    public var inherited: InheritedFeatures { InheritedFeatures(station: box?.features.station) }

    public func inherit(_ above: InheritedFeatures) {
        guard features.station == nil, above.station != nil else { return }
        var features = features
        features.inherited.fill(from: above)
        box = GroupExtras(features)
    }
    public var stock: DishStock { .none }
    /// Its banner (SPEC 27).
    public var photo: PhotoReference? { box?.features.photo }

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

/// What a group has beyond its name and children, boxed (`MenuGroup.box`).
private final class GroupExtras {
    let features: NodeFeatures

    init(_ features: NodeFeatures) {
        self.features = features
    }
}
