import CSQLite

/// A SQLite result code as a value, in the shape of GRDB's `ResultCode`:
/// `error.code == .SQLITE_CONSTRAINT_UNIQUE`, never `== 2067`
/// (https://sqlite.org/rescode.html).
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code, the low byte of an extended one: `.SQLITE_IOERR`
    /// for `.SQLITE_IOERR_SHMOPEN`.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// Whether `self` is `other`, or an extended code of the primary `other`.
    public func isA(_ other: ResultCode) -> Bool {
        self == other || (other.rawValue & ~0xFF == 0 && primary == other)
    }

    public static let SQLITE_OK = ResultCode(rawValue: CSQLite.SQLITE_OK)
    public static let SQLITE_ROW = ResultCode(rawValue: CSQLite.SQLITE_ROW)
    public static let SQLITE_DONE = ResultCode(rawValue: CSQLite.SQLITE_DONE)
    public static let SQLITE_PERM = ResultCode(rawValue: CSQLite.SQLITE_PERM)
    public static let SQLITE_BUSY = ResultCode(rawValue: CSQLite.SQLITE_BUSY)
    public static let SQLITE_LOCKED = ResultCode(rawValue: CSQLite.SQLITE_LOCKED)
    public static let SQLITE_READONLY = ResultCode(rawValue: CSQLite.SQLITE_READONLY)
    public static let SQLITE_IOERR = ResultCode(rawValue: CSQLite.SQLITE_IOERR)
    public static let SQLITE_CORRUPT = ResultCode(rawValue: CSQLite.SQLITE_CORRUPT)
    public static let SQLITE_FULL = ResultCode(rawValue: CSQLite.SQLITE_FULL)
    public static let SQLITE_CANTOPEN = ResultCode(rawValue: CSQLite.SQLITE_CANTOPEN)
    public static let SQLITE_CONSTRAINT = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT)
    public static let SQLITE_AUTH = ResultCode(rawValue: CSQLite.SQLITE_AUTH)
    public static let SQLITE_NOTADB = ResultCode(rawValue: CSQLite.SQLITE_NOTADB)
    public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (8 << 8))
    public static let SQLITE_CONSTRAINT_TRIGGER = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (7 << 8))
}
