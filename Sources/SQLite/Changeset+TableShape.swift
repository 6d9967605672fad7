/// The columns, primary key and statements of one table a changeset
/// touches, made once per apply: the SQL text and its statements are the
/// same for every row of the table.
final class TableShape {
    let table: String
    let columns: [String]
    /// Indexes of the primary key's columns, in the key's order.
    let keyIndexes: [Int]
    /// Columns neither compared nor changed in rows that stay (view state).
    let isKept: [Bool]
    /// Columns not compared with what the changeset expects: kept ones,
    /// the day's traffic, and counters.
    let isNotCompared: [Bool]
    /// Counters (portions left, portions sold): a change moves them by the
    /// difference it recorded, from what they hold now, never below 0.
    let isCounter: [Bool]
    let delete: Statement
    /// The DELETE of a row that holds exactly the values expected in the
    /// columns compared (`comparedIndexes`, after the key), NULL as NULL.
    let deleteMatching: Statement
    let comparedIndexes: [Int]
    /// The columns `deleteMatching` takes, in its parameters' order: the
    /// key's, then those compared.
    let matchedColumns: [Int]
    private let select: Statement
    private let database: Database
    /// INSERT statements by how many leading columns they write.
    private var inserts: [Int: Statement] = [:]

    init(_ table: String, in database: Database, kept: Set<String>, uncompared: Set<String>, counting: Set<String> = []) throws {
        var columns: [(name: String, key: Int64)] = []
        try database.cachedStatement("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid")
            .forEachRow([.text(table)]) { columns.append(($0.text("name"), $0.int("pk"))) }
        self.table = table
        self.columns = columns.map(\.name)
        keyIndexes = columns.indices.filter { columns[$0].key > 0 }.sorted { columns[$0].key < columns[$1].key }
        isKept = columns.map { kept.contains($0.name) }
        isNotCompared = columns.map { kept.contains($0.name) || uncompared.contains($0.name) || counting.contains($0.name) }
        isCounter = columns.map { counting.contains($0.name) }
        self.database = database
        let keyCondition = keyIndexes.map { "\(quoted(columns[$0].name)) = ?" }.joined(separator: " AND ")
        delete = try database.cachedStatement("DELETE FROM \(quoted(table)) WHERE \(keyCondition)")
        let keyIndexes = keyIndexes, isNotCompared = isNotCompared
        comparedIndexes = columns.indices.filter { !keyIndexes.contains($0) && !isNotCompared[$0] }
        matchedColumns = keyIndexes + comparedIndexes
        deleteMatching = try database.cachedStatement("DELETE FROM \(quoted(table)) WHERE \(keyCondition)"
            + comparedIndexes.map { " AND \(quoted(columns[$0].name)) IS ?" }.joined())
        select = try database.cachedStatement(
            "SELECT \(self.columns.map(quoted).joined(separator: ", ")) FROM \(quoted(table)) WHERE \(keyCondition)")
    }

    /// The row with this primary key as it is now, every column, or nil.
    func row(withKey key: [SQLValue]) throws -> [SQLValue?]? {
        try select.firstRow(key) { row in
            (0..<Int32(columns.count)).map { row.value($0) }
        }
    }

    /// The INSERT of the table's first `width` columns: a change recorded
    /// with fewer columns than the table has now brings its row back with
    /// the defaults of the rest.
    func insert(width: Int) throws -> Statement {
        if let known = inserts[width] { return known }
        let names = columns.prefix(width)
        let statement = try database.cachedStatement("""
            INSERT INTO \(quoted(table)) (\(names.map(quoted).joined(separator: ", "))) \
            VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            """)
        inserts[width] = statement
        return statement
    }

    /// The row `current` as an update leaves it: kept columns as they
    /// are, counters moved by the change's difference, the rest as the
    /// change sets them.
    func updated(_ current: [SQLValue?], by change: RowChange) -> [SQLValue?] {
        var final = current
        for index in 0..<change.columnCount where !isKept[index] {
            guard let new = change.new[index] else { continue }
            if isCounter[index], case .integer(let now)? = current[index], case .integer(let to) = new,
               case .integer(let from)? = change.old[index] {
                final[index] = .integer(max(0, now &+ (to &- from)))
            } else {
                final[index] = new
            }
        }
        return final
    }

    func key(of row: [SQLValue]) -> [SQLValue] { keyIndexes.map { row[$0] } }

    func named(_ values: [SQLValue?]) -> [String: SQLValue] {
        var row: [String: SQLValue] = [:]
        for (index, name) in columns.enumerated() where index < values.count {
            if let value = values[index] { row[name] = value }
        }
        return row
    }
}

/// An SQL identifier in double quotes (https://sqlite.org/lang_keywords.html).
/// By split and join: `replacing(_:with:)` is a generic algorithm of
/// _StringProcessing whose first use costs an undo more than its whole
/// work on the tables it names.
package func quoted(_ identifier: String) -> String {
    guard identifier.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + identifier + "\"" }
    return "\"" + identifier.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
}
