import MenuModel
import SQLite
extension MenuError {
    /// A sentence a restaurant owner understands, for whatever was thrown
    /// while the menu at `path` was in use. A `MenuError` stays as it is.
    public init(_ error: any Error, databasePath path: String) {
        let file = path
        switch error {
        case let error as MenuError:
            self = error
        case SchemaError.newer(let found, let known):
            self.init(.storage, "\(file) has schema version \(found), but this menuctl knows versions up to \(known); use a newer menuctl")
        case SchemaError.foreign(let tables):
            let names = tables.prefix(5).joined(separator: ", ")
            self.init(.storage, "\(file) is a SQLite database with other tables (\(names)), not a menuctl menu")
        case SchemaError.ledger(let problem):
            self.init(.storage, "the menu at \(file) cannot be used: \(problem)")
        case let error as SQLiteError:
            self.init(error, file: file)
        default:
            self.init(.storage, "\(error)")
        }
    }

    private init(_ error: SQLiteError, file: String) {
        let message = error.message
        switch error.code.primary {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self.init(.busy, "the menu at \(file) stayed locked by another command for \(Database.busyTimeoutMilliseconds / 1000) s; try again")
        case .SQLITE_CONSTRAINT:
            self.init(.refused, "the menu refused the change: \(message)")
        case .SQLITE_READONLY:
            self.init(.storage, "cannot write the menu at \(file): it is read-only")
        case .SQLITE_NOTADB:
            self.init(.storage, "\(file) is not a menuctl database (\(message))")
        case .SQLITE_CORRUPT:
            self.init(.storage, "the menu at \(file) is damaged (\(message))")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            self.init(.storage, "cannot open the menu at \(file) (\(message))")
        case .SQLITE_FULL,
             .SQLITE_IOERR where FileSystem.hasNoSpace(for: file):
            self.init(.storage, "no space left on the device holding \(file)")
        case .SQLITE_IOERR:
            self.init(.storage, "cannot read or write the menu at \(file): \(message) (SQLite error \(error.code.rawValue))")
        default:
            self.init(.storage, "the menu at \(file) could not be used: \(message) (SQLite error \(error.code.rawValue))")
        }
    }
}
