import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

extension MenuStore {
    /// Copies the menu `menu` reads into `destination` with SQLite's online
    /// backup API (https://sqlite.org/backup.html), inside the read
    /// transaction `read(at:)` holds: the copy is the menu as it stood at one
    /// moment, however many writers are at work, and the menu itself is only
    /// read (SPEC 1). The copy is built aside and linked into place, so
    /// `destination` never holds half a menu; an existing file is replaced
    /// only when `replacing`. Returns the copy's counts.
    ///
    /// `destination` is never the menu at `databasePath` or one of its
    /// journals: a copy linked or renamed over the live file loses what
    /// others commit meanwhile, and one over its `-wal` damages it.
    public static func backup(_ menu: MenuTransaction, of databasePath: String, to destination: String,
                              replacing: Bool) throws -> (groups: Int, items: Int) {
        guard !DatabaseFile.writes(destination, over: databasePath) else {
            throw MenuError.refused("\(destination) is the menu itself or one of its journals; back it up to another file")
        }
        guard menu.schemaVersion > 0 else { throw MenuError.refused("there is no menu to back up yet") }
        let target = try DatabaseFile.followingLinks(destination)
        switch DatabaseFile.kind(of: target) {
        case .missing: break
        case .folder:
            throw MenuError.refused("\(destination) is a folder; give the name of the file to write")
        case .regular where replacing:
            // A journal left beside the old file would be read as part of
            // the new one (https://sqlite.org/howtocorrupt.html#_deleting_a_hot_journal).
            for journal in ["-wal", "-journal"] where (FileSystem.size(target + journal) ?? 0) > 0 {
                throw MenuError.refused("\(destination) is in use (\(destination + journal) is there); it was left as it is")
            }
        case .regular, .other:
            throw MenuError.refused("\(destination) exists already; --force replaces it")
        }
        let aside = try DatabaseFile.createAside(for: target)
        aside.lock.releaseFolder()
        defer { aside.lock.release() }
        var placed = false
        defer { if !placed { DatabaseFile.discard(aside.file, madeFolders: aside.madeFolders) } }
        do {
            try copy(menu.database, to: aside.file)
        } catch let error as SQLiteError {
            // The menu was only read: what failed is the copy (a full disk).
            throw MenuError(error, writingCopy: destination)
        }
        let counts = try menu.tree.counts()
        if replacing {
            try DatabaseFile.replace(target, with: aside.file)
            placed = true
        } else {
            placed = try DatabaseFile.publish(aside.file, as: target)
            guard placed else {
                throw MenuError.refused("\(destination) exists already; --force replaces it")
            }
        }
        return counts
    }

    /// The source, as its read transaction sees it, into the empty file at `file`.
    private static func copy(_ source: Database, to file: String) throws {
        let copy = try Database(path: file, mode: .readWrite)
        try source.copy(into: copy)
        // Like every menu menuctl writes, so that readers of the copy are not
        // blocked by a writer (https://sqlite.org/wal.html).
        try copy.execute("PRAGMA journal_mode = WAL")
    }
}

private extension MenuError {
    /// A failure while writing the copy, in words about the copy: the menu
    /// itself was only read.
    init(_ error: SQLiteError, writingCopy destination: String) {
        if error.code.primary == .SQLITE_FULL || FileSystem.hasNoSpace(for: destination) {
            self.init(.storage, "cannot write the backup \(destination): no space left on the device holding it")
        } else {
            self.init(.storage, "cannot write the backup \(destination): \(error.message)")
        }
    }
}
