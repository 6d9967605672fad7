import CSQLite

/// The one error the storage layer throws: SQLite's extended result code, its
/// own message, and the SQL that was running, as GRDB's `DatabaseError` does.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code (https://sqlite.org/rescode.html).
    public let extendedCode: Int32
    public let message: String
    public let sql: String?

    /// The primary result code: the low byte of the extended one.
    public var code: Int32 { extendedCode & 0xFF }

    public init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    public var description: String {
        var text = "SQLite error \(extendedCode): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }
}
