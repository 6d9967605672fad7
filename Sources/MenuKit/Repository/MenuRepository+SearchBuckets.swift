/// The search keys `find` narrows its search with (migration 0007): nodes
/// in buckets of 64 ids, each bucket one row of keys end to end.
extension MenuRepository {
    /// A node's bucket is its id shifted right by this: 64 ids. The
    /// triggers of 0007 write the same shift (`id >> 6`) in SQL; a test
    /// that finds across bucket boundaries fails if the two differ.
    static let bucketShift: Int64 = 6

    /// Every bucket an id can be in.
    static let buckets = (Int64.min >> bucketShift)...(Int64.max >> bucketShift)

    /// The ids a bucket holds, first and last; nil for a number no id
    /// shifts to, which only another program can have written.
    static func ids(inBucket bucket: Int64) -> (first: Int64, last: Int64)? {
        guard buckets.contains(bucket) else { return nil }
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
            guard let (first, last) = Self.ids(inBucket: bucket) else {
                try drop.run([.integer(bucket)])
                continue
            }
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
                guard let (first, last) = Self.ids(inBucket: bucket) else { continue }
                try names.forEachRow([.integer(first), .integer(last)]) { found.insert($0.int(0)) }
            }
        }
        return found
    }

    /// How many buckets' keys differ from their nodes' names as they are
    /// (another program wrote them), leaving out those marked for
    /// rebuilding: `find` may miss a node in them. One pass over the nodes
    /// in id order, a bucket at a time, so a menu of any size or any ids
    /// holds one bucket's keys in memory.
    func searchBucketsOutOfStep() throws -> Int {
        var pending = Set<Int64>()
        try database.statement("SELECT bucket FROM search_pending").forEachRow { pending.insert($0.int(0)) }
        let stored = try database.statement("SELECT CAST(keys AS BLOB) FROM search_bucket WHERE bucket = ?")
        var outOfStep = 0
        var storedAndBuilt = 0
        var bucket: Int64?
        var keys: [UInt8] = []
        func compare() throws {
            guard let bucket, !pending.contains(bucket) else { return }
            let storedKeys = try stored.firstRow([.integer(bucket)]) { $0.blob(0) }
            if storedKeys != nil { storedAndBuilt += 1 }
            if storedKeys != keys { outOfStep += 1 }
        }
        try database.statement("SELECT id, name FROM menu_node ORDER BY id").forEachRow {
            let nodeBucket = $0.int(0) >> Self.bucketShift
            if nodeBucket != bucket {
                try compare()
                bucket = nodeBucket
                keys.removeAll(keepingCapacity: true)
            }
            MenuQuery.appendSearchKey(of: $0.text(1), to: &keys)
        }
        try compare()
        // Keys of buckets that hold no node any more.
        let storedRows = try database.statement("""
            SELECT count(*) FROM search_bucket WHERE bucket NOT IN (SELECT bucket FROM search_pending)
            """).firstRow { Int($0.int(0)) } ?? 0
        return outOfStep + storedRows - storedAndBuilt
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
