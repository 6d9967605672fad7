@testable import MenuData
@testable import MenuModel
@testable import SQLite

/// A menu in an in-memory SQLite database, migrated as a file would be, for
/// the stores' unit tests (issue 24 item 5): no file, no folder, and every
/// test its own database. `write` runs a body as `MenuStore.write` runs a
/// command (one BEGIN IMMEDIATE transaction, search keys refreshed before
/// the commit, and with `recording` one history entry), so a store is
/// tested as a command uses it, one command at a time.
final class InMemoryMenu {
    let database: Database
    private let migrator = Migrator()

    init() throws {
        database = try Database.inMemory()
        try migrator.migrate(database)
    }

    /// One command's transaction; what `body` throws rolls it back, as a
    /// failing command leaves the menu.
    @discardableResult
    func write<T>(recording command: String? = nil, _ body: (MenuTransaction) throws -> T) throws -> T {
        try database.transaction(.immediate) {
            let session = try command.map { _ in try Session(database: database) }
            let tx = MenuTransaction(database: database, schemaVersion: migrator.latestVersion)
            let result = try body(tx)
            try tx.settlePositions()
            try tx.search.refreshSearchBuckets()
            if let command, let session {
                try tx.history.record(session, command: command, at: 1_700_000_000)
            }
            return result
        }
    }

    /// Every row `sql` selects, each as its columns' values, in order.
    func rows(_ sql: String, _ values: [SQLValue] = []) throws -> [[SQLValue]] {
        try database.rows(sql, values)
    }
}

/// Runs `body` in one write transaction on a fresh in-memory menu.
func withMenu<T>(_ body: (MenuTransaction) throws -> T) throws -> T {
    try InMemoryMenu().write(body)
}

extension Database {
    /// Every row `sql` selects, each as its columns' values, in order: what
    /// a table holds, read without the stores under test.
    func rows(_ sql: String, _ values: [SQLValue] = []) throws -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        try Statement(database: self, sql: sql).forEachRow(values) { row in
            rows.append((0..<row.columnCount).map(row.value))
        }
        return rows
    }
}

extension MenuTransaction {
    /// Every row `sql` selects on this transaction's connection.
    func rows(_ sql: String, _ values: [SQLValue] = []) throws -> [[SQLValue]] {
        try database.rows(sql, values)
    }

    /// Every row `sql` selects, its values joined by spaces (`宫保鸡丁 0 3800`,
    /// NULL as `NULL`): what a table holds, compared at a glance.
    func lines(_ sql: String, _ values: [SQLValue] = []) throws -> [String] {
        try rows(sql, values).map { $0.map(\.shown).joined(separator: " ") }
    }

    /// Adds what a test needs, `makingParents` as `add-item -p` does: paths
    /// of dishes with their prices in fen (nil: no price). Returns the ids
    /// by path.
    @discardableResult
    func add(dishes: [(String, Int64?)], groups: [String] = []) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for group in groups {
            for added in try editing.addGroups(named: [path(group)], in: nil, collapsed: false, makingParents: true) {
                ids[added.path] = added.id
            }
        }
        for (dish, fen) in dishes {
            let price = try fen.map { try Amount(fen: $0) }
            for added in try editing.addItems(named: [path(dish)], in: nil, price: price, makingParents: true) {
                ids[added.path] = added.id
            }
        }
        return ids
    }
}

extension SQLValue {
    /// The value as `lines` writes it.
    var shown: String {
        switch self {
        case .integer(let number): String(number)
        case .text(let text): text
        case .null: "NULL"
        case .real(let number): String(number)
        case .blob(let bytes): "blob of \(bytes.count) bytes"
        }
    }
}

/// A target from text, as the command line reads it: `#4`, `主菜/宫保鸡丁`, `/`.
func named(_ text: String) throws -> Target { try Target(parsing: text) }
