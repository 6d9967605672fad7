import MenuModel
import SQLite

extension EditingStore {
    /// The most rows one statement of `addDishes` puts in, as import's runs.
    public static let dishesAStatement = 64

    /// Adds plain dishes (a name, one price or none) at the end of the group
    /// `parentID`, in order, in one statement, and returns their ids: what
    /// a batch's run of `add-item` lines into one group comes to. A statement
    /// per dish costs a statement journal and a halt per dish, about a third
    /// of a batch of 10,000 adds.
    ///
    /// It throws `RunTakenBack` when SQLite has taken back this statement
    /// alone (every constraint and trigger an insert into menu_node meets
    /// ends it with ABORT, https://sqlite.org/lang_conflict.html): which
    /// dish failed is the caller's to learn, by adding them one at a time.
    /// Any other error ended the whole transaction (a full disk may,
    /// https://sqlite.org/lang_transaction.html#response_to_errors_within_a_transaction),
    /// after which nothing may be tried again: what would run then would
    /// commit on its own.
    public func addDishes(_ dishes: [(name: Name, price: Amount?)], into parentID: Int64) throws -> [Int64] {
        guard !dishes.isEmpty else { return [] }
        precondition(dishes.count <= Self.dishesAStatement)
        // The positions follow the group's last, as `insert` computes each.
        let first = try database.cachedStatement(Self.nextPosition).firstRow([.integer(parentID)]) { $0.int(0) } ?? 0
        var values: [SQLValue] = []
        values.reserveCapacity(dishes.count * 4)
        for (offset, dish) in dishes.enumerated() {
            values += [.text(dish.name.text), .integer(first + Int64(offset)), dish.price.map { .integer($0.fen) } ?? .null]
        }
        values.append(.integer(parentID))
        let sql = dishes.count == Self.dishesAStatement ? Self.insertFullRun : Self.insertDishes(count: dishes.count)
        do {
            try database.cachedStatement(sql).run(values)
        } catch {
            guard database.isInTransaction else { throw error }
            throw RunTakenBack(cause: error)
        }
        if let count = tx.entryCounts[parentID] { tx.entryCounts[parentID] = count + dishes.count }
        // One statement's rows take ids one after another (AUTOINCREMENT:
        // each the largest yet plus one, https://sqlite.org/autoinc.html).
        let last = database.lastInsertedID
        return (0..<Int64(dishes.count)).map { last - Int64(dishes.count) + 1 + $0 }
    }

    /// `addDishes` put nothing in, and the transaction goes on.
    public struct RunTakenBack: Error {
        public let cause: any Error
    }

    private static let nextPosition = StatementText("SELECT coalesce(max(position) + 1, 0) FROM menu_node WHERE parent_id = ?")

    private static let insertFullRun = insertDishes(count: dishesAStatement)

    /// `INSERT … VALUES (?N, 'item', ?1, ?2, 0, ?3), …` for `count` dishes,
    /// the group bound last; prepared once for each count met.
    private static func insertDishes(count: Int) -> String {
        let group = 3 * count + 1
        var sql = "INSERT INTO menu_node (parent_id, kind, name, position, expanded, price_fen) VALUES "
        for index in 0..<count {
            sql += (index == 0 ? "" : ", ") + "(?\(group), 'item', ?\(3 * index + 1), ?\(3 * index + 2), 0, ?\(3 * index + 3))"
        }
        return sql
    }
}
