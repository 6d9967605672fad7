import CSQLite

/// The Swift test an SQL function asks, kept alive while SQLite holds it.
private final class TextTest {
    package let holds: (UnsafeBufferPointer<UInt8>) -> Bool
    package init(_ holds: @escaping (UnsafeBufferPointer<UInt8>) -> Bool) { self.holds = holds }
}

/// SQLite calls this for every row the function is asked about: the text
/// goes to the test as the bytes SQLite holds, and 1 or 0 comes back.
private let callTextTest: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, _, arguments in
    let value = arguments?[0]
    let bytes = sqlite3_value_text(value)
    let count = bytes == nil ? 0 : Int(sqlite3_value_bytes(value))
    // SQLite holds the test until the function is removed: no retain per row.
    let holds = Unmanaged<TextTest>.fromOpaque(sqlite3_user_data(context))._withUnsafeGuaranteedRef {
        $0.holds(UnsafeBufferPointer(start: bytes, count: count))
    }
    sqlite3_result_int(context, holds ? 1 : 0)
}

private let releaseTextTest: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
    if let pointer { Unmanaged<TextTest>.fromOpaque(pointer).release() }
}

extension Database {
    /// Runs `body` while `name(text)` is an SQL function answering whether
    /// `holds` is true of the text, so a query filters rows inside SQLite,
    /// as `LIKE` does, and only the rows kept come back to Swift
    /// (https://sqlite.org/c3ref/create_function.html). Only SQL written
    /// here may call it (SQLITE_DIRECTONLY: not a trigger or view in the
    /// file); it is removed afterwards.
    package func withTextTest<T>(named name: String, _ holds: @escaping (UnsafeBufferPointer<UInt8>) -> Bool,
                         _ body: () throws -> T) throws -> T {
        let test = Unmanaged.passRetained(TextTest(holds)).toOpaque()
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY
        // SQLite calls releaseTextTest when the function is removed, or
        // at once when defining it fails.
        guard sqlite3_create_function_v2(handle, name, 1, flags, test, callTextTest, nil, nil, releaseTextTest) == SQLITE_OK
        else { throw error(sql: nil) }
        defer { sqlite3_create_function_v2(handle, name, 1, SQLITE_UTF8, nil, nil, nil, nil, nil) }
        return try body()
    }

    /// A statement of its own, not cached: for SQL that calls a function
    /// defined only for a while.
    package func statement(_ sql: String) throws -> Statement {
        try Statement(database: self, sql: sql)
    }
}
