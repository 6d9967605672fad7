/// The search keys `find` narrows its search with (migration 0007): nodes
/// in buckets of 64 ids, each bucket one row of keys end to end.
extension MenuRepository {
    /// A node's bucket is its id shifted right by this, in SQL as here.
    static let bucketShift: Int64 = 6

    /// The ids a bucket holds, first and last.
    static func ids(inBucket bucket: Int64) -> (first: Int64, last: Int64) {
        let first = bucket << bucketShift
        return (first, first | ((1 << bucketShift) - 1))
    }

    /// Rebuilds the keys of the buckets the triggers marked since the last
    /// write (this command's nodes, or another program's), before this
    /// write commits. A bucket's keys are its nodes' in id order.
    func refreshSearchBuckets() throws {
        var pending: [Int64] = []
        try database.cachedStatement("SELECT bucket FROM search_pending").forEachRow { pending.append($0.int(0)) }
        guard !pending.isEmpty else { return }
        let names = try database.cachedStatement("SELECT name FROM menu_node WHERE id BETWEEN ? AND ? ORDER BY id")
        let store = try database.cachedStatement("INSERT OR REPLACE INTO search_bucket (bucket, keys) VALUES (?, ?)")
        let drop = try database.cachedStatement("DELETE FROM search_bucket WHERE bucket = ?")
        var keys: [UInt8] = []
        for bucket in pending {
            keys.removeAll(keepingCapacity: true)
            let (first, last) = Self.ids(inBucket: bucket)
            try names.forEachRow([.integer(first), .integer(last)]) { MenuQuery.appendSearchKey(of: $0.text(0), to: &keys) }
            if keys.isEmpty {
                try drop.run([.integer(bucket)])
            } else {
                try store.run([.integer(bucket), .text(String(decoding: keys, as: UTF8.self))])
            }
        }
        try database.cachedStatement("DELETE FROM search_pending").run()
    }

    /// The ids of the nodes whose name `query` matches: SQLite hands over
    /// the keys of each bucket once, and only the buckets whose keys hold
    /// the query, and those not rebuilt since another program wrote them,
    /// have their names asked of the matcher.
    func idsOfMatchingNames(_ query: MenuQuery) throws -> Set<Int64> {
        var buckets = Set<Int64>()
        try database.withTextTest(named: "menu_keys_hold", { query.mayMatch(keys: $0) }) {
            try database.statement("SELECT bucket FROM search_bucket WHERE menu_keys_hold(keys)")
                .forEachRow { buckets.insert($0.int(0)) }
        }
        try database.cachedStatement("SELECT bucket FROM search_pending").forEachRow { buckets.insert($0.int(0)) }
        var found = Set<Int64>()
        try database.withTextTest(named: "menu_find", { query.matches(utf8: $0) }) {
            let names = try database.statement("SELECT id FROM menu_node WHERE id BETWEEN ? AND ? AND menu_find(name)")
            for bucket in buckets {
                let (first, last) = Self.ids(inBucket: bucket)
                try names.forEachRow([.integer(first), .integer(last)]) { found.insert($0.int(0)) }
            }
        }
        return found
    }

    /// How many buckets' keys differ from their nodes' names as they are
    /// (another program wrote them), leaving out those marked for
    /// rebuilding: `find` may miss a node in them.
    func searchBucketsOutOfStep() throws -> Int {
        var stored: [Int64: [UInt8]] = [:]
        try database.statement("SELECT bucket, CAST(keys AS BLOB) FROM search_bucket").forEachRow { stored[$0.int(0)] = $0.blob(1) }
        var rebuilt: [Int64: [UInt8]] = [:]
        try database.statement("SELECT id, name FROM menu_node ORDER BY id").forEachRow {
            MenuQuery.appendSearchKey(of: $0.text(1), to: &rebuilt[$0.int(0) >> Self.bucketShift, default: []])
        }
        try database.statement("SELECT bucket FROM search_pending").forEachRow {
            stored[$0.int(0)] = nil
            rebuilt[$0.int(0)] = nil
        }
        return Set(stored.keys).union(rebuilt.keys).count { stored[$0] != rebuilt[$0] }
    }

    /// Marks every bucket for rebuilding, and forgets the keys of buckets
    /// that hold no node; `refreshSearchBuckets` rebuilds them at commit.
    func rebuildSearchBuckets() throws {
        try database.execute("""
            DELETE FROM search_bucket;
            INSERT OR IGNORE INTO search_pending (bucket) SELECT DISTINCT id >> \(Self.bucketShift) FROM menu_node;
            """)
    }
}
