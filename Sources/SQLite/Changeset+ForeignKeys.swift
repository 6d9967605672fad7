/// The foreign keys of the rows an apply touched, checked after it with
/// foreign keys off meanwhile: a row that arrived needs its parent, a row
/// that left must leave no child behind. Checking only those rows, through
/// the indexes, keeps an undo of one change as cheap in a menu of a million
/// nodes as in one of a thousand; `PRAGMA foreign_key_check` reads them all
/// (https://sqlite.org/pragma.html#pragma_foreign_key_check).
struct ForeignKeyCheck {
    /// One foreign key: `child (from…) REFERENCES parent (to…)`.
    private struct Relation {
        let child: String
        let parent: String
        let from: [String]
        let to: [String]
    }

    private let database: Database
    private var relations: [Relation] = []
    /// Per relation: parent values that arriving child rows need.
    private var needed: [Set<[SQLValue]>]
    /// Per relation: parent values whose rows left, and those that arrived.
    /// Per parent key (a table and columns that relations refer to; most
    /// refer to menu_node's id): values whose rows left, and that arrived.
    /// Kept once per key, not per relation: a dish taken out is one entry,
    /// not one for each of the dozen tables that refer to dishes.
    private var left: [KeyValues]
    private var arrived: [KeyValues]
    /// The parent key of each relation, as an index into `left`.
    private var parentKey: [Int] = []
    /// Relations to check whole: a child row arrived without these columns.
    private var wholeChecks: Set<Int> = []

    init(database: Database) throws {
        self.database = database
        var relations: [Relation] = []
        var current: (table: String, id: Int64)?
        try database.cachedStatement("""
            SELECT m.name AS child, f.id, f."table", f."from", f."to"
            FROM sqlite_schema AS m, pragma_foreign_key_list(m.name) AS f
            WHERE m.type = 'table' ORDER BY m.name, f.id, f.seq
            """).forEachRow { row in
            let table = row.text("child"), id = row.int("id")
            if current?.table == table && current?.id == id, let last = relations.popLast() {
                relations.append(Relation(child: table, parent: last.parent, from: last.from + [row.text("from")],
                                          to: last.to + [row.optionalText("to") ?? ""]))
            } else {
                relations.append(Relation(child: table, parent: row.text("table"), from: [row.text("from")],
                                          to: [row.optionalText("to") ?? ""]))
            }
            current = (table, id)
        }
        for (offset, relation) in relations.enumerated() where relation.to.contains("") {
            // No parent columns named: the parent's primary key.
            var key: [String] = []
            try database.cachedStatement("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk")
                .forEachRow([.text(relation.parent)]) { key.append($0.text("name")) }
            relations[offset] = Relation(child: relation.child, parent: relation.parent, from: relation.from, to: key)
        }
        self.relations = relations
        needed = Array(repeating: [], count: relations.count)
        var keys: [String: Int] = [:]
        for relation in relations {
            let name = relation.parent.lowercased() + "\u{0}" + relation.to.map { $0.lowercased() }.joined(separator: "\u{0}")
            let number = keys[name] ?? keys.count
            keys[name] = number
            parentKey.append(number)
        }
        left = Array(repeating: KeyValues(), count: keys.count)
        arrived = left
    }

    /// The relations a table takes part in, with the column indexes they
    /// read from its rows, worked out once per table.
    private struct Roles {
        /// As the parent: each parent key and the indexes of its columns.
        var asParent: [(Int, [Int])] = []
        /// As the child: the indexes of its `from` columns, nil when the
        /// table lacks one of them.
        var asChild: [(Int, [Int]?)] = []
    }
    private var roles: [String: Roles] = [:]

    private mutating func roles(of table: String) throws -> Roles {
        if let known = roles[table] { return known }
        var columns: [String: Int] = [:]
        try database.cachedStatement("SELECT name, cid FROM pragma_table_info(?)")
            .forEachRow([.text(table)]) { columns[$0.text("name").lowercased()] = Int($0.int("cid")) }
        func indexes(_ names: [String]) -> [Int]? {
            let found = names.compactMap { columns[$0.lowercased()] }
            return found.count == names.count ? found : nil
        }
        var found = Roles()
        let name = table.lowercased()
        for (offset, relation) in relations.enumerated() {
            if relation.parent.lowercased() == name, let to = indexes(relation.to),
               !found.asParent.contains(where: { $0.0 == parentKey[offset] }) {
                found.asParent.append((parentKey[offset], to))
            }
            if relation.child.lowercased() == name { found.asChild.append((offset, indexes(relation.from))) }
        }
        roles[table] = found
        return found
    }

    /// A row of `table` was taken out: children of its values must go too.
    mutating func noteRemoved(_ row: [SQLValue?], from table: String) throws {
        try noteRemoved(from: table) { row[$0] }
    }

    /// The same, its columns read by index only when a relation needs them.
    mutating func noteRemoved(from table: String, _ column: (Int) -> SQLValue?) throws {
        noteRemoved(as: try parentKeys(of: table), column)
    }

    /// The parent keys a row of `table` holds, each with the indexes of its
    /// columns: looked up once for a table whose rows are noted by the
    /// hundred thousand.
    mutating func parentKeys(of table: String) throws -> [(Int, [Int])] {
        try roles(of: table).asParent
    }

    /// A row taken out of a table whose `parentKeys` are given.
    mutating func noteRemoved(as parentKeys: [(Int, [Int])], _ column: (Int) -> SQLValue?) {
        for (offset, to) in parentKeys {
            // Most keys are one whole number (a node's id): kept as it is, no array made.
            if to.count == 1, case .integer(let number)? = column(to[0]) {
                left[offset].insert(number)
                continue
            }
            let values = to.map { column($0) ?? .null }
            if !values.contains(.null) { left[offset].insert(values) }
        }
    }

    /// A row of `table` was put in with its first `width` columns; `before`
    /// is the row it replaces, when the change was an update.
    mutating func noteArrived(_ row: [SQLValue], width: Int, before: [SQLValue?]?, in table: String) throws {
        let roles = try roles(of: table)
        for (offset, to) in roles.asParent where !left[offset].isEmpty && to.allSatisfy({ $0 < width }) {
            arrived[offset].insert(to.map { row[$0] })
        }
        for (offset, from) in roles.asChild {
            guard let from, from.allSatisfy({ $0 < width }) else {
                wholeChecks.insert(offset)
                continue
            }
            let values = from.map { row[$0] }
            // NULL in a key column satisfies it (https://sqlite.org/foreignkeys.html);
            // an update that kept the key needs no new look.
            if values.contains(.null) { continue }
            if let before, from.map({ before[$0] ?? .null }) == values { continue }
            needed[offset].insert(values)
        }
    }

    /// What a touched row now breaks: it lacks its parent, or its parent
    /// left with it still there; nil when nothing. A row another program
    /// left pointing nowhere before is not this change's, and `check`'s to
    /// report, so it never stops an undo.
    mutating func orphan() throws -> String? {
        // By the key's number, not a dictionary: a dictionary of a type
        // the command has not used yet costs its first use more than an undo's check.
        var goneByKey = Array(repeating: KeyValues?.none, count: left.count)
        for (offset, relation) in relations.enumerated() {
            let key = parentKey[offset]
            let gone = goneByKey[key] ?? left[key].subtracting(arrived[key])
            goneByKey[key] = gone
            let count = needed[offset].count + gone.count
            guard count > 0 || wholeChecks.contains(offset) else { continue }
            // Looking each value up costs as much as reading the child table
            // once when it holds no more rows than there are values: after
            // an undo that takes out a whole import, it holds almost none.
            let whole = wholeChecks.contains(offset)
            let rows = whole ? count + 1 : try childRows(of: relation, upTo: count)
            // An empty child table has no orphan (most of them, in most menus).
            if rows == 0 { continue }
            if whole || rows < count {
                // Only arrivals need more than what left: no copy of a hundred thousand keys without them.
                let touched = needed[offset].isEmpty ? gone : gone.union(needed[offset])
                if let values = try orphans(of: relation).first(where: { whole || touched.contains($0) }) {
                    return Self.describe(relation, values)
                }
                continue
            }
            let parent = try database.cachedStatement(
                "SELECT 1 FROM \(quoted(relation.parent)) WHERE \(condition(relation.to)) LIMIT 1")
            for values in needed[offset] where try parent.firstRow(values, { _ in true }) == nil {
                return Self.describe(relation, values)
            }
            let child = try database.cachedStatement(
                "SELECT 1 FROM \(quoted(relation.child)) WHERE \(condition(relation.from)) LIMIT 1")
            for values in gone.all where try child.firstRow(values, { _ in true }) != nil {
                return Self.describe(relation, values)
            }
        }
        return nil
    }

    /// The sentence undo says: the tree's own rows in the menu's words,
    /// other tables with the row (`node_id 4`) that would point nowhere.
    private static func describe(_ relation: Relation, _ values: [SQLValue]) -> String {
        if relation.child == "menu_node" { return "the change would leave an entry whose group is missing" }
        let row = zip(relation.from, values).map { column, value in
            switch value {
            case .integer(let number): "\(column) \(number)"
            case .text(let text): "\(column) '\(text)'"
            case .real(let number): "\(column) \(number)"
            case .null, .blob: column
            }
        }.joined(separator: ", ")
        return "the change would leave a row of \(relation.child) that belongs to a row of \(relation.parent) no longer there (\(row))"
    }

    private func condition(_ columns: [String]) -> String {
        columns.map { "\(quoted($0)) = ?" }.joined(separator: " AND ")
    }

    /// How many rows the child table holds, counted no further than `limit`.
    private func childRows(of relation: Relation, upTo limit: Int) throws -> Int {
        try database.cachedStatement("SELECT count(*) AS rows FROM (SELECT 1 FROM \(quoted(relation.child)) LIMIT ?)")
            .firstRow([.integer(Int64(limit))]) { Int($0.int("rows")) } ?? 0
    }

    /// The key values of the child rows whose parent is missing.
    private func orphans(of relation: Relation) throws -> [[SQLValue]] {
        let notNull = relation.from.map { "c.\(quoted($0)) IS NOT NULL" }.joined(separator: " AND ")
        let match = zip(relation.from, relation.to).map { "p.\(quoted($1)) = c.\(quoted($0))" }.joined(separator: " AND ")
        let columns = relation.from.map { "c.\(quoted($0))" }.joined(separator: ", ")
        var found: [[SQLValue]] = []
        try database.cachedStatement("""
            SELECT \(columns) FROM \(quoted(relation.child)) AS c
            WHERE \(notNull) AND NOT EXISTS (SELECT 1 FROM \(quoted(relation.parent)) AS p WHERE \(match))
            """).forEachRow { row in found.append((0..<Int32(relation.from.count)).map { row.value($0) }) }
        return found
    }
}

/// Values of a parent key, as `ForeignKeyCheck` keeps them: a key of one
/// whole number (a node's id, the most common by far) as the number, any
/// other as its values. Noting the hundred thousand dishes an undone
/// import takes out then makes no array per dish. The numbers are kept in
/// an array sorted when asked, not a `Set<Int64>`: a set of a type the
/// command has not used yet costs its first use a search of every
/// protocol conformance in the binary, more than an undo of one dish.
private struct KeyValues {
    /// In no order, and maybe twice, until `settle()`.
    private var integers: [Int64] = []
    private var isSettled = true
    private var others: Set<[SQLValue]> = []

    var isEmpty: Bool { integers.isEmpty && others.isEmpty }
    /// How many, once settled.
    var count: Int { integers.count + others.count }
    /// Every value, each as the key's columns.
    var all: [[SQLValue]] { integers.map { [.integer($0)] } + others }

    mutating func insert(_ number: Int64) {
        integers.append(number)
        isSettled = false
    }

    mutating func insert(_ values: [SQLValue]) {
        if values.count == 1, case .integer(let number) = values[0] { insert(number) } else { others.insert(values) }
    }

    /// Sorts the numbers and drops those kept twice.
    mutating func settle() {
        guard !isSettled else { return }
        integers.sort()
        var kept = 0
        for number in integers where kept == 0 || integers[kept - 1] != number {
            integers[kept] = number
            kept += 1
        }
        integers.removeLast(integers.count - kept)
        isSettled = true
    }

    /// Whether `values` are among these, once settled.
    func contains(_ values: [SQLValue]) -> Bool {
        guard values.count == 1, case .integer(let number) = values[0] else { return others.contains(values) }
        return contains(number)
    }

    /// Whether `number` is among these, once settled: a binary search.
    private func contains(_ number: Int64) -> Bool {
        var low = 0, high = integers.count
        while low < high {
            let middle = (low + high) / 2
            if integers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < integers.count && integers[low] == number
    }

    /// These but those in `other`, settled.
    func subtracting(_ other: KeyValues) -> KeyValues {
        var left = self, other = other
        left.settle()
        guard !other.isEmpty else { return left }
        other.settle()
        left.integers.removeAll { other.contains($0) }
        left.others.subtract(other.others)
        return left
    }

    /// These and `values`, settled.
    func union(_ values: Set<[SQLValue]>) -> KeyValues {
        var union = self
        for value in values { union.insert(value) }
        union.settle()
        return union
    }
}
