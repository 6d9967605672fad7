import MenuModel
import SQLite

/// What `show` tells of one node, and of what a group holds (SPEC 4, 11).
extension TreeStore {
    /// One node with its path: the node a row of `list` shows, its
    /// entries held to be counted.
    public func describe(_ target: Target) throws -> NodeDetails {
        let record = try resolve(target)
        let path = try storedPath(of: record.id)
        return NodeDetails(record: record, node: try tx.nodes.node(record), path: path.description,
                           depth: path.names.count - 1)
    }

    /// What a group holds, as rows of `list` one level deep (`show GROUP`,
    /// SPEC 11): each entry with its hours and details, a group inside with
    /// its own entries only counted, so a collapsed one shows how many.
    public func entries(of target: Target) throws -> [VisibleRow] {
        let record = try tx.tree.resolve(target)
        guard record.isGroup else { return [] }
        let path = try tx.tree.storedPath(of: record.id).description
        var records: [NodeRecord] = []
        try database.cachedStatement("SELECT \(NodeRow.columns) FROM menu_node WHERE parent_id = ? ORDER BY position, id")
            .forEachRow([.integer(record.id)]) { records.append(NodeRow.record($0)) }
        var rows: [VisibleRow] = []
        for entry in records {
            rows.append(VisibleRow(number: rows.count + 1, depth: 0, path: path + "/" + entry.name,
                                   node: try tx.nodes.node(entry)))
        }
        return rows
    }
}
