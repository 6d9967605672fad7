import MenuModel
import SQLite
/// The search keys `find` narrows its search with (migrations 0007 and
/// 0008): nodes in buckets of 64 ids, each bucket one row of keys end to
/// end, made from the names and the translations of its nodes; the pinyin
/// of those with a character read several ways in the row's `readings`.
public struct SearchStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A node's bucket is its id shifted right by this: 64 ids. The
    /// triggers of 0007 write the same shift (`id >> 6`) in SQL; a test
    /// that finds across bucket boundaries fails if the two differ.
    package static let bucketShift: Int64 = 6

    /// Every bucket an id can be in.
    package static let buckets = (Int64.min >> bucketShift)...(Int64.max >> bucketShift)

    /// The ids a bucket holds, first and last; nil for a number no id
    /// shifts to, which only another program can have written.
    package static func ids(inBucket bucket: Int64) -> (first: Int64, last: Int64)? {
        guard buckets.contains(bucket) else { return nil }
        let first = bucket << bucketShift
        return (first, first | ((1 << bucketShift) - 1))
    }

    /// A bucket's keys as its nodes' texts are now: their names in id
    /// order, then their translations. The one place keys are made, so the
    /// keys a write stores and the keys `check` expects are the same.
    /// `keys` is empty only for a bucket that holds no text.
    /// `names`: the bucket's names in id order, known already (an
    /// import's, `noteInserted`), rather than read from the table.
    package func keys(ofBucket bucket: Int64, names: [String]? = nil) throws -> (keys: [UInt8], readings: [UInt8]) {
        guard let (first, last) = Self.ids(inBucket: bucket) else { return ([], []) }
        var keys: [UInt8] = []
        var readings: [UInt8] = []
        var scalars: [UInt32] = []
        if let names {
            for name in names { MenuQuery.appendSearchKey(of: name, to: &keys, readings: &readings, scalars: &scalars) }
        }
        for sql in names == nil ? [Self.namesSQL, Self.translationsSQL] : [Self.translationsSQL] {
            try database.cachedStatement(sql).forEachRow([.integer(first), .integer(last)]) {
                MenuQuery.appendSearchKey(of: $0.text("words"), to: &keys, readings: &readings, scalars: &scalars)
            }
        }
        return (keys, readings)
    }

    private static let namesSQL = "SELECT name AS words FROM menu_node WHERE id BETWEEN ? AND ? ORDER BY id"
    private static let translationsSQL = "SELECT text AS words FROM node_translation WHERE node_id BETWEEN ? AND ? ORDER BY node_id, lang"

    /// Stores a bucket's keys, or forgets them when it holds no text.
    func store(_ keys: [UInt8], _ readings: [UInt8], ofBucket bucket: Int64) throws {
        if keys.isEmpty {
            try database.cachedStatement("DELETE FROM search_bucket WHERE bucket = ?").run([.integer(bucket)])
        } else {
            try database.cachedStatement("INSERT OR REPLACE INTO search_bucket (bucket, keys, readings) VALUES (?, ?, ?)")
                .run([.integer(bucket), .text(String(decoding: keys, as: UTF8.self)), .text(String(decoding: readings, as: UTF8.self))])
        }
    }

    /// Rebuilds the keys of the buckets the triggers marked since the last
    /// write (this command's nodes, or another program's), before this
    /// write commits.
    package func refreshSearchBuckets() throws {
        var pending: [Int64] = []
        try database.cachedStatement("SELECT bucket FROM search_pending").forEachRow { pending.append($0.int("bucket")) }
        guard !pending.isEmpty else { return }
        for bucket in pending {
            let (keys, readings) = try keys(ofBucket: bucket)
            try store(keys, readings, ofBucket: bucket)
        }
        try database.cachedStatement("DELETE FROM search_pending").run()
    }

    /// The ids of the nodes whose name or a translation `query` matches:
    /// SQLite hands over the keys of each bucket once (and a pinyin query
    /// looks through the readings where the keys do not hold it), and only
    /// in the buckets whose keys hold the query, and those not rebuilt since
    /// another program wrote them, are texts asked of the matcher.
    package func idsOfMatches(_ query: MenuQuery) throws -> Set<Int64> {
        var buckets = Set<Int64>()
        try database.withTextTest(named: "menu_keys_hold", { query.mayMatch(keys: $0) }) {
            try database.withTextTest(named: "menu_readings_hold", { query.mayMatch(readings: $0) }) {
                // SQLite asks the right of OR only where the left is false.
                try database.statement(query.pinyinMasks.isEmpty
                    ? "SELECT bucket FROM search_bucket WHERE menu_keys_hold(keys)"
                    : "SELECT bucket FROM search_bucket WHERE menu_keys_hold(keys) OR menu_readings_hold(readings)")
                    .forEachRow { buckets.insert($0.int("bucket")) }
            }
        }
        try database.cachedStatement("SELECT bucket FROM search_pending").forEachRow { buckets.insert($0.int("bucket")) }
        var found = Set<Int64>()
        try database.withTextTest(named: "menu_find", { query.matches(utf8: $0) }) {
            let texts = try ["SELECT id FROM menu_node WHERE id BETWEEN ? AND ? AND menu_find(name)",
                             "SELECT node_id AS id FROM node_translation WHERE node_id BETWEEN ? AND ? AND menu_find(text)"]
                .map(database.statement)
            for bucket in buckets {
                guard let (first, last) = Self.ids(inBucket: bucket) else { continue }
                for statement in texts {
                    try statement.forEachRow([.integer(first), .integer(last)]) { found.insert($0.int("id")) }
                }
            }
        }
        return found
    }

    /// How many buckets' keys differ from what their nodes' texts make
    /// now (another program wrote them), leaving out those marked for
    /// rebuilding: `find` may miss a node in them.
    package func searchBucketsOutOfStep() throws -> Int {
        var buckets = Set<Int64>()
        for sql in ["SELECT DISTINCT id >> \(Self.bucketShift) AS bucket FROM menu_node",
                    "SELECT DISTINCT node_id >> \(Self.bucketShift) AS bucket FROM node_translation",
                    "SELECT bucket FROM search_bucket"] {
            try database.statement(sql).forEachRow { buckets.insert($0.int("bucket")) }
        }
        try database.statement("SELECT bucket FROM search_pending").forEachRow { buckets.remove($0.int("bucket")) }
        let stored = try database.statement("SELECT CAST(keys AS BLOB) AS keys, CAST(readings AS BLOB) AS readings FROM search_bucket WHERE bucket = ?")
        var outOfStep = 0
        for bucket in buckets {
            let (keys, readings) = try stored.firstRow([.integer(bucket)], { ($0.blob("keys"), $0.blob("readings")) }) ?? ([], [])
            let now = try self.keys(ofBucket: bucket)
            if keys != now.keys || readings != now.readings { outOfStep += 1 }
        }
        return outOfStep
    }

    /// Marks every bucket for rebuilding, and forgets the keys of buckets
    /// that hold no node or translation; `refreshSearchBuckets` rebuilds
    /// them at commit.
    package func rebuildSearchBuckets() throws {
        try database.execute("""
            DELETE FROM search_bucket;
            INSERT OR IGNORE INTO search_pending (bucket)
            SELECT id >> \(Self.bucketShift) FROM menu_node UNION SELECT node_id >> \(Self.bucketShift) FROM node_translation;
            """)
    }
}
