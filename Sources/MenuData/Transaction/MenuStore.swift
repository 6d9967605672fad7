import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

/// Where the menu lives, and the one way a command reaches it: MenuData owns
/// the open → migrate → transaction → commit cycle, so no command can forget
/// a step of it (SPEC 1, 9).
///
///     let added = try MenuStore.write(at: path) { menu in
///         try menu.addItems(named: paths, in: group, price: price)
///     }
///
/// Whatever goes wrong comes out as a `MenuError` that names the file.
public enum MenuStore {
    /// The schema version this build writes.
    public static var latestSchemaVersion: Int { Migrator().latestVersion }
    /// Every schema version the migrations make, in order (a number may be left out).
    public static var schemaVersions: [Int] { Migration.all.map(\.version) }
    public static var sqliteVersion: String { Database.sqliteVersion }

    // MARK: Writing

    /// Runs `body` as one write transaction (BEGIN IMMEDIATE) on the menu at
    /// `path`, after bringing its schema up to date. A new file is built
    /// aside and linked into place when it commits; if another command made
    /// the file meanwhile, `body` runs again on that one, so it must change
    /// nothing but the menu.
    ///
    /// With `recording`, the command as typed, what `body` changes is
    /// recorded as one history entry in the same transaction (SPEC 13): a
    /// process killed at any moment leaves both or neither.
    ///
    /// `beforeCommit` is given what `body` returned at the point of no
    /// return, once: before the COMMIT, or for a new file before it is
    /// linked into place. If it throws, nothing is changed. A command's
    /// report is written there, so that a report that cannot be written
    /// (a full disk) leaves the menu as it was. Should the new
    /// file's name be taken meanwhile by another program, `body` runs again
    /// on that file, and the report already given stands for it.
    ///
    /// `isTraffic` (a sale, SPEC 20) leaves the WAL in place for the next
    /// sale instead of checkpointing it as the connection closes.
    ///
    /// The first write after the business day's start turns the day first
    /// (SPEC 20), as a history entry of its own; unless `turnsTheDay` is
    /// false (undo and redo, which act on the history as it stands).
    public static func write<T>(at path: String, recording command: String? = nil, isTraffic: Bool = false,
                                turnsTheDay: Bool = true,
                                beforeCommit: ((T) throws -> Void)? = nil,
                                _ body: (MenuTransaction) throws -> T) throws -> T {
        var given = false, reported = false
        let giveOnce: (T) throws -> Void = { result in
            guard !given else { return }
            given = true
            try beforeCommit?(result)
            reported = beforeCommit != nil
        }
        do {
            let file = try DatabaseFile.followingLinks(path)
            while true {
                switch DatabaseFile.kind(of: file) {
                case .regular:
                    return try writeExisting(file, recording: command, isTraffic: isTraffic, turnsTheDay: turnsTheDay,
                                             beforeCommit: giveOnce, body)
                case .missing:
                    if let result = try writeNew(file, recording: command, beforeCommit: giveOnce, body) { return result }
                case .folder:
                    throw MenuError(.storage, "cannot open the menu at \(path): it is a folder")
                case .other:
                    throw MenuError(.storage, "cannot open the menu at \(path): it is not a regular file")
                }
            }
        } catch let notLasting as Database.NotLasting {
            throw MenuError(.storage, "the change was made, but saving it to the disk failed (\(notLasting.cause.message)): it may not last a power cut")
        } catch {
            // The report went out before the commit that then failed: it
            // is taken back, so that no one trusts it (SPEC 25).
            guard reported, var explained = storageErrorExplained(error, databasePath: path) as? MenuError else {
                throw storageErrorExplained(error, databasePath: path)
            }
            explained.hints.append("nothing was changed: what was said above did not take effect")
            throw explained
        }
    }

    /// Whether a write to the menu at `path` changes nothing of it before
    /// its command's transaction begins, so that a command that fails in
    /// that transaction leaves the file as it was: a menu not made yet (it
    /// is built aside, and a failed one discarded) or one at the latest
    /// schema. Opening one of an older schema upgrades it first.
    public static func opensUnchanged(at path: String) -> Bool {
        guard let file = try? DatabaseFile.followingLinks(path) else { return false }
        switch DatabaseFile.kind(of: file) {
        case .missing: return true
        case .regular: return (try? read(at: path) { $0.schemaVersion }) == latestSchemaVersion
        case .folder, .other: return false
        }
    }

    private static func writeExisting<T>(_ file: String, recording command: String?, isTraffic: Bool, turnsTheDay: Bool,
                                         beforeCommit: (T) throws -> Void,
                                         _ body: (MenuTransaction) throws -> T) throws -> T {
        // Refused before SQLite starts: on a full device it would leave a
        // `-shm` it could not grow, and fail anyway.
        if FileSystem.hasNoSpace(for: file) { throw MenuError(.storage, "no space left on the device holding \(file)") }
        let database = try Database(path: file, mode: .readWrite)
        if isTraffic { database.keepLogOnClose() }
        guard !database.isReadOnly else {
            throw MenuError(.storage, "cannot write the menu at \(file): it is read-only")
        }
        // A sale's commit syncs its log, which stays for the next sale; any
        // other write's log is synced by the checkpoint that ends it.
        return try database.syncingOnceAfter(unless: isTraffic) {
            let result = try migrateAndRun(database, recording: command, turnsTheDay: turnsTheDay, beforeCommit: beforeCommit, body)
            // WAL lets readers go on while a writer works (https://sqlite.org/wal.html).
            // The mode is stored in the file, so it is switched only after a
            // commit, when the file is known to be a menu (someone else's file is
            // never touched); a no-op once it is on.
            try? database.execute("PRAGMA journal_mode = WAL")
            return result
        }
    }

    /// nil when the file appeared while this one was being built.
    private static func writeNew<T>(_ file: String, recording command: String?,
                                    beforeCommit: (T) throws -> Void,
                                    _ body: (MenuTransaction) throws -> T) throws -> T? {
        let aside = try DatabaseFile.createAside(for: file)
        // The folder's lock is held to the end: first writers of one menu
        // take turns, so the one that waited finds the menu made.
        defer { aside.lock.release() }
        var linked = false
        defer { if !linked { DatabaseFile.discard(aside.file, madeFolders: aside.madeFolders) } }
        guard DatabaseFile.kind(of: file) == .missing else { return nil }
        let result = try buildAside(aside.file, recording: command, body)
        // The link is the commit of a new menu.
        try beforeCommit(result)
        try DatabaseFile.sync(aside.file, for: file)
        linked = try DatabaseFile.publish(aside.file, as: file)
        return linked ? result : nil
    }

    /// Builds the new menu in the file made aside and closes it, so that
    /// what gets linked into place is complete, in WAL mode, with no journal.
    /// SQLite syncs nothing meanwhile (https://sqlite.org/pragma.html#pragma_synchronous):
    /// a file nobody sees until it is linked need only be on the disk
    /// before the link, which `writeNew` syncs once (SPEC 9), where each
    /// commit and the switch to WAL would sync it again and again.
    private static func buildAside<T>(_ file: String, recording command: String?,
                                      _ body: (MenuTransaction) throws -> T) throws -> T {
        let database = try Database(path: file, mode: .readWrite)
        try database.execute("PRAGMA synchronous = OFF")
        let result = try migrateAndRun(database, alone: true, recording: command, turnsTheDay: true, beforeCommit: { _ in }, body)
        try database.execute("PRAGMA journal_mode = WAL")
        return result
    }

    /// Brings the schema up to date, then runs `body` in one write
    /// transaction, watched by a session when the command is recorded: the
    /// session sees only this transaction, after the migrations, so an
    /// upgrade is never part of an entry.
    private static func migrateAndRun<T>(_ database: Database, alone: Bool = false, recording command: String?, turnsTheDay: Bool,
                                         beforeCommit: (T) throws -> Void,
                                         _ body: (MenuTransaction) throws -> T) throws -> T {
        let migrator = Migrator()
        try migrator.migrate(database, alone: alone)
        return try database.transaction(.immediate) {
            let transaction = MenuTransaction(database: database, schemaVersion: migrator.latestVersion)
            if turnsTheDay { try turnTheDay(transaction) }
            let session = try command.map { _ in try Session(database: database) }
            let result: T
            do { result = try body(transaction) } catch { throw transaction.chain.explained(error) }
            try transaction.settlePositions()
            try transaction.search.refreshSearchBuckets()
            if let command, let session {
                try transaction.history.record(session, command: command, at: Int64(time(nil)))
            }
            try beforeCommit(result)
            return result
        }
    }

    /// The day's turn, when one is due, as an entry of its own before the
    /// command's; a menu's first write writes down the day it is.
    private static func turnTheDay(_ transaction: MenuTransaction) throws {
        let now = LocalClock.seconds()
        guard let day = try transaction.day.turnDue(now: now) else { return try transaction.day.recordFirstDay(now: now) }
        let session = try Session(database: transaction.database)
        try transaction.day.turn(to: day, now: now)
        try transaction.history.record(session, command: BusinessDayStore.turnCommand(day), at: now)
    }

    /// SQLite's and the schema's errors as `MenuError`s; a command's own
    /// errors pass through as they are.
    private static func storageErrorExplained(_ error: any Error, databasePath path: String) -> any Error {
        error is SQLiteError || error is SchemaError ? MenuError(error, databasePath: path) : error
    }

    /// `error` with `did you mean …?` added when it names something missing:
    /// the closest paths, then what `find` finds for it (SPEC 2), at most
    /// three, looked up in a read of its own, after the failed command's
    /// transaction has ended, so a long typo never holds the write lock.
    public static func addingSuggestions(to error: MenuError, databasePath path: String) -> MenuError {
        guard let missing = error.missing, error.hints.isEmpty,
              let (close, found) = try? read(at: path, { menu in
                  let close = try menu.search.closestPaths(to: missing)
                  return (close, try menu.search.foundPaths(for: missing, limit: 2 * suggestionLimit))
              })
        else { return error }
        var suggested = error
        // Canonically equivalent, so on screen the same as what was typed:
        // say why it did not match (SPEC 2 compares exactly).
        let typedScalars = missing.unicodeScalars.count
        if close.count == 1, SearchStore.ends(of: close[0]).contains(where: {
            SearchStore.isLookAlike($0, of: missing, scalars: $0.unicodeScalars.count, typedScalars: typedScalars)
        }) {
            suggested.hints = ["did you mean \(close[0])? it looks the same but is written with other Unicode code points; name it by its #ID"]
            return suggested
        }
        // A group found because a dish in it matches is the way to that
        // dish, which is the better suggestion.
        let holds = { (group: String, paths: [String]) in paths.contains { $0.hasPrefix(group + "/") } }
        var shown = close
        for path in found.paths where shown.count < suggestionLimit && !shown.contains(path)
            && !holds(path, shown + found.paths) { shown.append(path) }
        guard !shown.isEmpty else { return error }
        suggested.hints = [shown.count == 1 ? "did you mean \(shown[0])?" : "did you mean one of \(shown.joined(separator: ", "))?"]
        let unshown = found.count - found.paths.count
            + found.paths.filter { !shown.contains($0) && !holds($0, shown) }.count
        if unshown > 0, let last = missing.split(separator: "/").last {
            suggested.hints.append("'menuctl find \(last)' finds \(found.count)")
        }
        return suggested
    }

    /// How many paths a did-you-mean names at most.
    private static let suggestionLimit = 3

    // MARK: Reading

    /// Runs `body` on the menu as it stands, in one read transaction. Never
    /// creates or changes a file and leaves nothing behind: a missing file is
    /// an empty menu, and an older schema is read from an upgraded copy in
    /// memory.
    public static func read<T>(at path: String, _ body: (MenuTransaction) throws -> T) throws -> T {
        do {
            switch DatabaseFile.kind(of: try DatabaseFile.followingLinks(path)) {
            case .missing:
                return try readEmpty(body)
            case .folder:
                throw MenuError(.storage, "cannot open the menu at \(path): it is a folder")
            case .other:
                throw MenuError(.storage, "cannot open the menu at \(path): it is not a regular file")
            case .regular:
                if FileSystem.size(path) == 0 { return try readEmpty(body) }
                return try readFile(path, body)
            }
        } catch {
            throw storageErrorExplained(error, databasePath: path)
        }
    }

    private static func readEmpty<T>(_ body: (MenuTransaction) throws -> T) throws -> T {
        let empty = try Database.inMemory()
        try Migrator().migrate(empty)
        return try empty.transaction(.deferred) { try body(MenuTransaction(database: empty, schemaVersion: 0)) }
    }

    private static func readFile<T>(_ path: String, _ body: (MenuTransaction) throws -> T) throws -> T {
        // One who may write the file and its folder reads through a
        // read-write connection: as the last connection to close it removes
        // the -wal and -shm files it made (https://sqlite.org/wal.html#the_wal_file),
        // so a read leaves the folder as it found it. `query_only` keeps it a reader.
        // On a full device the `-shm` cannot grow to its first 32 KiB: with
        // exclusive locking SQLite keeps the WAL's index in memory instead
        // (https://sqlite.org/wal.html#noshm), so the menu is still read.
        // Writers cannot write meanwhile anyway; they wait as for any reader.
        if FileSystem.hasNoSpace(for: path) && access(path, R_OK | W_OK) == 0 && access(DatabaseFile.folder(of: path), W_OK) == 0 {
            let database = try Database(path: path, mode: .readWrite)
            try database.execute("PRAGMA locking_mode = EXCLUSIVE")
            try database.execute("PRAGMA query_only = ON")
            return try readSnapshot(database, body)
        }
        if access(path, R_OK | W_OK) == 0 && access(DatabaseFile.folder(of: path), W_OK) == 0 {
            let database = try Database(path: path, mode: .readWrite)
            try database.execute("PRAGMA query_only = ON")
            return try readSnapshot(database, body)
        }
        return try readWithoutWriting(path, body)
    }

    /// Errors a reader without write access meets while a writer works.
    package static func isPassing(_ error: SQLiteError) -> Bool {
        [.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_BUSY, .SQLITE_IOERR].contains(error.code.primary)
    }

    package static func readSnapshot<T>(_ database: Database, _ body: (MenuTransaction) throws -> T) throws -> T {
        let migrator = Migrator()
        return try database.transaction(.deferred) {
            let version = try migrator.version(of: database)
            if version == migrator.latestVersion {
                let transaction = MenuTransaction(database: database, schemaVersion: version)
                let now = LocalClock.seconds()
                guard let day = try transaction.day.turnDue(now: now), try transaction.day.turnChangesAnything(now: now)
                else { return try body(transaction) }
                // SPEC 20: readers show the new day, and never write (SPEC 1):
                // the turn is made on a copy in memory.
                let copy = try database.copyInMemory()
                return try copy.transaction(.immediate) {
                    let turned = MenuTransaction(database: copy, schemaVersion: version)
                    try turned.day.turn(to: day, now: now)
                    return try body(turned)
                }
            }
            guard version > 0 else { return try readEmpty(body) }
            // SPEC 1: readers of an older database read it as it is. Only a
            // write may upgrade the file; the copy is upgraded instead.
            let copy = try database.copyInMemory()
            try migrator.migrate(copy)
            return try copy.transaction(.deferred) { try body(MenuTransaction(database: copy, schemaVersion: version)) }
        }
    }
}
