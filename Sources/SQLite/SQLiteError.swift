/// The one error the storage layer throws: SQLite's extended result code, its
/// own message, and the SQL that was running, as GRDB's `DatabaseError` does.
/// It stays below the store: `MenuStore` turns it into a `MenuError`.
package struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (https://sqlite.org/rescode.html).
    package let code: ResultCode
    package let message: String
    package let sql: String?

    package init(code: ResultCode, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    package var description: String {
        var text = "SQLite error \(code.rawValue): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
