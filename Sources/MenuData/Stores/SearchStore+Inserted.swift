import MenuModel
import SQLite

/// The search keys of the nodes an import inserts, made from their names
/// as they go in, a bucket at a time, as the bench's floor makes them
/// (scripts/bench.d/floor.c), rather than read back from the table before
/// the commit (docs/performance.md, import).
///
/// Ids only grow (menu_node's AUTOINCREMENT), so a bucket whose next id
/// has been given out is full: its keys are written then and its mark in
/// `search_pending` taken off, when the table holds exactly the rows whose
/// names were noted (a bucket begun before the import holds more, and is
/// left marked). Whatever changes one of its rows afterwards, a
/// translation or a rename, marks the bucket again through the triggers of
/// 0007, and `refreshSearchBuckets` rebuilds it from the table.
package struct BucketBeingFilled {
    /// nil before the first node.
    fileprivate var bucket: Int64?
    fileprivate var names: [String] = []
    fileprivate var lastID = Int64.min
    /// Ids came in order, each in the bucket.
    fileprivate var inOrder = true

    package init() {}
}

extension SearchStore {
    /// Notes the name of the node just inserted as `id`; the bucket before
    /// its own, now full, gets its keys.
    package func noteInserted(_ id: Int64, named name: String) throws {
        let bucket = id >> Self.bucketShift
        if tx.bucketBeingFilled.bucket != bucket {
            try keyFilledBucket()
            tx.bucketBeingFilled.bucket = bucket
        }
        tx.bucketBeingFilled.inOrder = tx.bucketBeingFilled.inOrder && id > tx.bucketBeingFilled.lastID
        tx.bucketBeingFilled.lastID = id
        tx.bucketBeingFilled.names.append(name)
    }

    /// Writes the keys of the bucket being filled, if the table holds just
    /// the rows noted in it, and takes its mark off; the next node starts
    /// another. An import calls it once more after its last node.
    package func keyFilledBucket() throws {
        let filled = tx.bucketBeingFilled
        tx.bucketBeingFilled = BucketBeingFilled()
        guard let bucket = filled.bucket, filled.inOrder, let (first, last) = Self.ids(inBucket: bucket) else { return }
        let rows = try database.cachedStatement("SELECT count(*) AS nodes FROM menu_node WHERE id BETWEEN ? AND ?")
            .firstRow([.integer(first), .integer(last)]) { $0.int("nodes") }
        guard rows == Int64(filled.names.count) else { return }
        let (keys, readings) = try self.keys(ofBucket: bucket, names: filled.names)
        try store(keys, readings, ofBucket: bucket)
        try database.cachedStatement("DELETE FROM search_pending WHERE bucket = ?").run([.integer(bucket)])
    }
}
