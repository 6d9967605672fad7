import MenuModel
import SQLite
/// The tree and its loading: `load()` rebuilds the composite from one pass
/// over `menu_node` (TreeStore+Loading.swift); targets and paths are
/// resolved here, the one way every store names a node.
public struct TreeStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }
    public static let rootID = NodeRecord.rootID

    /// The rows `list` shows of `menu` (loaded, perhaps cut down to what is
    /// on offer): of all of it, or of one group as if it were the whole menu
    /// (rows and depth count from it, paths stay full). The group's own
    /// state does not matter, as the root's does not.
    public func visibleRows(of root: MenuGroup, under target: Target?, all: Bool) throws -> [VisibleRow] {
        guard let (group, path) = try listed(in: root, under: target) else { return [] }
        return group.visibleRows(all: all, under: path)
    }

    /// The group whose rows `list GROUP` shows, and its path (nil for the
    /// top); nil when it is not in this tree: nothing on offer under it, or
    /// deeper than load() reads.
    public func listed(in root: MenuGroup, under target: Target?) throws -> (group: MenuGroup, path: String?)? {
        guard let target, target != .top else { return (root, nil) }
        let record = try resolve(target)
        let path = try storedPath(of: record.id)
        guard record.isGroup else {
            throw MenuError.refused("\(path.description) is a dish, not a group: only groups hold entries")
        }
        var pending: [any MenuComponent] = [root]
        while let node = pending.popLast() {
            if node.id == record.id, let group = node as? MenuGroup { return (group, path.description) }
            pending += node.children
        }
        return nil
    }

    public func node(id: Int64) throws -> NodeRecord? {
        try database.cachedStatement("SELECT \(NodeRow.columns) FROM menu_node WHERE id = ?")
            .firstRow([.integer(id)], NodeRow.record)
    }

    package func child(named name: Name, of parentID: Int64) throws -> NodeRecord? {
        try database.cachedStatement("SELECT \(NodeRow.columns) FROM menu_node WHERE parent_id = ? AND name = ?")
            .firstRow([.integer(parentID), .text(name.text)], NodeRow.record)
    }

    /// The node at `path`, found with one indexed lookup per name; nil when
    /// some name on the way is missing.
    public func node(at path: MenuPath) throws -> NodeRecord? {
        var parentID = NodeRecord.rootID
        var current: NodeRecord?
        for name in path.names {
            guard let found = try child(named: name, of: parentID) else { return nil }
            current = found
            parentID = found.id
        }
        return current
    }

    /// The node a TARGET names (SPEC 2), tried in order: `#ID`; a path from
    /// the top; a unique end of a path (`宫保鸡丁` for `热菜/川味小炒/宫保鸡丁`),
    /// the way managers name dishes. Only what is reachable from the top
    /// counts. An end several paths share is refused, listing them.
    public func resolve(_ target: Target) throws -> NodeRecord {
        switch target {
        case .id(let id):
            if let record = try node(id: id), !record.isRoot, try path(of: id) != nil { return record }
        case .path(let path) where path.isEmpty:
            throw MenuError.refused("'/' is the top of the menu, not a group or dish")
        case .path(let path):
            if let record = try node(at: path) { return record }
            let matches = try nodes(endingWith: path)
            if matches.count == 1 { return matches[0].record }
            if matches.count > 1 {
                let listed = matches.prefix(10).map { "  " + $0.path }
                let more = matches.count > 10 ? ["  … and \(matches.count - 10) more"] : []
                throw MenuError.refused("\(path.description) names \(matches.count) entries; give one of these paths:",
                                        hints: listed + more)
            }
        }
        throw MenuError.notFound(target.description)
    }

    /// The reachable nodes whose path ends with `end`, found by the last name.
    private func nodes(endingWith end: MenuPath) throws -> [(record: NodeRecord, path: String)] {
        guard let last = end.last else { return [] }
        var candidates: [NodeRecord] = []
        try database.cachedStatement("SELECT \(NodeRow.columns) FROM menu_node WHERE name = ? AND kind <> 'root' ORDER BY id")
            .forEachRow([.text(last.text)]) { candidates.append(NodeRow.record($0)) }
        let suffix = "/" + end.description
        return try candidates.compactMap { record in
            guard let path = try path(of: record.id), ("/" + path).utf8.reversed().starts(with: suffix.utf8.reversed())
            else { return nil }
            return (record, path)
        }
    }

    /// The group a command adds into or moves to, and its path: the root for
    /// no target. Looked up once per transaction, then remembered.
    public func resolveGroup(_ target: Target?) throws -> (id: Int64, path: MenuPath) {
        guard let target, target != .top else { return (NodeRecord.rootID, MenuPath([])) }
        if case .path(let path) = target {
            if let last = tx.lastGroup, last.path == path { return (last.id, path) }
            if let id = tx.knownGroup(path) {
                tx.lastGroup = (path, id)
                return (id, path)
            }
        }
        let record = try resolve(target)
        let path = try storedPath(of: record.id)
        guard record.isGroup else {
            throw MenuError.refused("\(path.description) is a dish, not a group: only groups hold entries")
        }
        // Only a path from the top is remembered: an end of one (`白酒` for
        // 酒水/白酒) may name another group once a line adds a 白酒 at the
        // top, and the lines after must find what a lone command would.
        if case .path(let given) = target, given == path { tx.rememberGroup(given, id: record.id) }
        return (record.id, path)
    }

    /// The names from the top down to a node, as stored; nil when the node
    /// cannot be reached from the top within the depth limit (an orphan, or
    /// a cycle another program wrote). The walk up is bounded, so it ends.
    package func names(of id: Int64) throws -> [String]? {
        var names: [String] = []
        var reachesTop = false
        try database.cachedStatement("""
            WITH RECURSIVE up (id, parent_id, name, kind, steps) AS (
                SELECT id, parent_id, name, kind, 0 FROM menu_node WHERE id = ?1
                UNION ALL
                SELECT m.id, m.parent_id, m.name, m.kind, up.steps + 1
                FROM menu_node AS m JOIN up ON m.id = up.parent_id
                WHERE up.kind <> 'root' AND up.steps <= ?2
            )
            SELECT name, kind FROM up ORDER BY steps DESC
            """).forEachRow([.integer(id), .integer(Int64(MenuPath.maximumDepth))]) { row in
            if row.text("kind") == "root" { reachesTop = true } else if reachesTop { names.append(row.text("name")) }
        }
        return reachesTop ? names : nil
    }

    /// The path of a node, from the top: `酒水/白酒/五粮液`.
    public func path(of id: Int64) throws -> String? {
        try names(of: id).map { $0.joined(separator: "/") }
    }

    /// The path of a node as a value, stored names taken as they are, never
    /// re-checked as if typed (a name another program wrote may break the
    /// rules, and is exactly the one a user needs to rename).
    package func storedPath(of id: Int64) throws -> MenuPath {
        guard let names = try names(of: id) else { throw MenuError.notFound("#\(id)") }
        return MenuPath(names.map(Name.init(stored:)))
    }

    public func counts() throws -> (groups: Int, items: Int) {
        try database.cachedStatement(
            "SELECT count(*) FILTER (WHERE kind = 'group') AS groups, count(*) FILTER (WHERE kind = 'item') AS items FROM menu_node"
        ).firstRow { (Int($0.int("groups")), Int($0.int("items"))) } ?? (0, 0)
    }
}
