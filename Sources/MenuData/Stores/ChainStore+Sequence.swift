import MenuModel
import SQLite

/// Where a change file stands in a store's chain (SPEC 22): files follow
/// one another by number and by the digest of the file before, so a store
/// takes each file once, in order, and only from head office's one history.
extension ChainStore {
    /// nil when `change` is the store's next file (or a full file it has not
    /// applied); the outcome when there is nothing to apply; throws when the
    /// file does not follow what the store applied.
    func placeInChain(_ change: ChainChange, at role: ChainRole, file: String) throws -> ApplyOutcome? {
        guard change.format >= 2 else { return try placeFormat1(change, at: role, file: file) }
        if change.epoch < role.epoch { return .olderEpoch(change.epoch, current: role.epoch) }
        let recorded = try digest(of: change.sequence)
        if change.isFull {
            return change.epoch == role.epoch && recorded == change.digest ? .alreadyApplied(at: role.sequence) : nil
        }
        guard change.epoch == role.epoch else {
            throw MenuError.refused("\(file) is change \(change.sequence) of epoch \(change.epoch); this store is at epoch \(role.epoch)",
                                    hints: ["apply head office's full file of epoch \(change.epoch) first"])
        }
        if change.sequence <= role.sequence {
            guard recorded == nil || recorded == change.digest else {
                throw Self.forked("\(file) is a change \(change.sequence) that is not the one this store applied")
            }
            return .alreadyApplied(at: role.sequence)
        }
        guard change.follows == role.sequence else {
            throw MenuError.refused("\(file) is change \(change.sequence): need \(role.sequence + 1) first")
        }
        // A store whose last file was of format 1 has no digest of it: the
        // number is all it can check, as before.
        if let applied = try digest(of: role.sequence), applied != change.followsDigest {
            throw Self.forked("\(file) follows a change \(change.follows) that is not the one this store applied")
        }
        return nil
    }

    /// A file of the release before: numbers only, and only until the store
    /// takes its first file of format 2, after which head office writes no other.
    private func placeFormat1(_ change: ChainChange, at role: ChainRole, file: String) throws -> ApplyOutcome? {
        if change.sequence <= role.sequence { return .alreadyApplied(at: role.sequence) }
        let chained = try database.cachedStatement("SELECT 1 FROM chain_file LIMIT 1").firstRow { _ in true } ?? false
        guard !chained else {
            throw MenuError.refused("\(file) is a change file of format 1, made by an earlier menuctl; this store has taken files of format 2 since",
                                    hints: ["head office publishes with this menuctl: menuctl publish FILE --full"])
        }
        guard change.follows == role.sequence else {
            throw MenuError.refused("\(file) is change \(change.sequence): need \(role.sequence + 1) first")
        }
        return nil
    }

    static func forked(_ what: String) -> MenuError {
        MenuError.refused("\(what) — head office's history has forked (restored from a backup?)",
                          hints: ["head office publishes a full file (menuctl publish FILE --full), which this store",
                                  "applies over head office's entries, keeping its own entries and state"])
    }

    /// The store is at `change` now: its number, epoch and digest, which
    /// the next file names. A full file starts the record anew: the files
    /// before it belong to a history the store has left.
    func recordApplied(_ change: ChainChange) throws {
        try database.cachedStatement("UPDATE chain_state SET sequence = ?, epoch = ? WHERE id = 1")
            .run([.integer(change.sequence), .integer(change.epoch)])
        if change.isFull { try database.cachedStatement("DELETE FROM chain_file").run() }
        guard let digest = change.digest else { return }
        try database.cachedStatement("INSERT OR REPLACE INTO chain_file (sequence, epoch, full, sha256) VALUES (?, ?, ?, ?)")
            .run([.integer(change.sequence), .integer(change.epoch), .integer(change.isFull ? 1 : 0), .text(digest)])
    }
}
