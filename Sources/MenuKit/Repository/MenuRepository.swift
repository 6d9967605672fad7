/// The menu as it is stored: `load()` rebuilds the composite tree from one
/// query, and every change is a few SQL statements on the rows it touches.
/// It knows menus and SQL; it prints nothing and knows no exit codes.
public final class MenuRepository {
    public static let rootID: Int64 = 1

    public let database: Database
    /// Groups resolved earlier in this process, by path: a batch adding ten
    /// thousand dishes to 主菜 looks 主菜 up once. Cleared by any change that
    /// renames, moves or removes a node.
    var groupIDs: [MenuPath: Int64] = [:]

    public init(database: Database) {
        self.database = database
    }

    static let nodeColumns = "id, parent_id, kind, name, position, expanded, price_fen"

    static func record(_ row: Statement) -> NodeRecord {
        NodeRecord(
            id: row.int(0),
            parentID: row.optionalInt(1),
            kind: NodeRecord.Kind(rawValue: row.text(2)) ?? .item,
            name: row.text(3),
            position: row.int(4),
            isExpanded: row.int(5) != 0,
            price: row.optionalInt(6).flatMap { try? Amount(fen: $0) }
        )
    }

    /// The whole menu as a composite tree, from one query in sibling order.
    public func load() throws -> MenuGroup {
        let root = MenuGroup(id: Self.rootID, name: "")
        // Ids index an array, not a dictionary: ids are dense row ids.
        var nodes: [(any MenuComponent)?] = [nil, root]
        var parents: [(child: any MenuComponent, parentID: Int64)] = []
        try database.statement(
            "SELECT \(Self.nodeColumns) FROM menu_node WHERE kind <> 'root' ORDER BY parent_id, position"
        ).forEachRow { row in
            let record = Self.record(row)
            let node: any MenuComponent = record.kind == .item
                ? MenuItem(id: record.id, name: record.name, price: record.price)
                : MenuGroup(id: record.id, name: record.name, isExpanded: record.isExpanded)
            let index = Int(record.id)
            if index >= nodes.count { nodes.append(contentsOf: repeatElement(nil, count: index - nodes.count + 1)) }
            nodes[index] = node
            parents.append((node, record.parentID ?? Self.rootID))
        }
        // Rows come ordered by parent and position, so appending in row order
        // gives every group its children in their stored order.
        for (child, parentID) in parents {
            (nodes[Int(parentID)] as? MenuGroup)?.add(child)
        }
        return root
    }

    public func node(id: Int64) throws -> NodeRecord? {
        try database.statement("SELECT \(Self.nodeColumns) FROM menu_node WHERE id = ?")
            .firstRow([.integer(id)], Self.record)
    }

    func child(named name: Name, of parentID: Int64) throws -> NodeRecord? {
        try child(named: name.text, of: parentID)
    }

    /// A stored name goes back to SQL as it is (it may predate today's
    /// rules); `=` on TEXT compares bytes, as every lookup must (SPEC 2).
    func child(named text: String, of parentID: Int64) throws -> NodeRecord? {
        try database.statement("SELECT \(Self.nodeColumns) FROM menu_node WHERE parent_id = ? AND name = ?")
            .firstRow([.integer(parentID), .text(text)], Self.record)
    }

    /// The node at `path`, found with one indexed lookup per name; nil when
    /// some name on the way is missing.
    public func node(at path: MenuPath) throws -> NodeRecord? {
        var parentID = Self.rootID
        var current: NodeRecord?
        for name in path.names {
            guard let found = try child(named: name, of: parentID) else { return nil }
            current = found
            parentID = found.id
        }
        return current
    }

    /// The node a TARGET names; a missing one is an error that suggests the
    /// closest existing path.
    public func resolve(_ target: Target) throws -> NodeRecord {
        if target == .top {
            throw MenuError.refused("'/' is the top of the menu, not a group or dish")
        }
        switch target {
        case .id(let id):
            if let record = try node(id: id), !record.isRoot { return record }
        case .path(let path):
            if let record = try node(at: path) { return record }
        }
        throw MenuError.refused("no \(Terminal.escaped(target.description)) in the menu",
                                hints: try hints(forMissing: target.description))
    }

    /// The group a command adds into or moves to, and its path: the root for
    /// no target. Looked up once per process, then remembered.
    public func resolveGroup(_ target: Target?) throws -> (id: Int64, path: MenuPath) {
        guard let target, target != .top else { return (Self.rootID, MenuPath([])) }
        if case .path(let path) = target, let id = groupIDs[path] { return (id, path) }
        let record = try resolve(target)
        let path: MenuPath
        if case .path(let given) = target { path = given } else { path = try MenuPath(parsing: self.path(of: record.id)) }
        guard record.isGroup else {
            throw MenuError.refused("\(Terminal.escaped(path.description)) is a dish, not a group: only groups hold entries")
        }
        groupIDs[path] = record.id
        return (record.id, path)
    }

    /// The path of a node, from the top: `酒水/白酒/五粮液`.
    public func path(of id: Int64) throws -> String {
        var names: [String] = []
        try database.statement("""
            WITH RECURSIVE up (id, parent_id, name, depth) AS (
                SELECT id, parent_id, name, 0 FROM menu_node WHERE id = ?
                UNION ALL
                SELECT m.id, m.parent_id, m.name, up.depth + 1
                FROM menu_node AS m JOIN up ON m.id = up.parent_id
                WHERE m.kind <> 'root'
            )
            SELECT name FROM up WHERE parent_id IS NOT NULL ORDER BY depth DESC
            """).forEachRow([.integer(id)]) { names.append($0.text(0)) }
        return names.joined(separator: "/")
    }

    /// Every path in the menu, for suggestions and shell completion.
    public func allPaths() throws -> [String] {
        try load().visibleRows(all: true).map(\.path)
    }

    public func counts() throws -> (groups: Int, items: Int) {
        try database.statement(
            "SELECT count(*) FILTER (WHERE kind = 'group'), count(*) FILTER (WHERE kind = 'item') FROM menu_node"
        ).firstRow { (Int($0.int(0)), Int($0.int(1))) } ?? (0, 0)
    }
}
