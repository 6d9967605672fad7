/// The one error the storage layer throws: SQLite's extended result code, its
/// own message, and the SQL that was running, as GRDB's `DatabaseError` does.
/// It stays inside MenuKit: `MenuStore` turns it into a `MenuError`.
struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (https://sqlite.org/rescode.html).
    let code: ResultCode
    let message: String
    let sql: String?

    init(code: ResultCode, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    var description: String {
        var text = "SQLite error \(code.rawValue): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
