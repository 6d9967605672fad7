import MenuModel
import SQLite

/// `apply DIR` (SPEC 22): a chain moves its files with rsync, a shared
/// drive or object storage, and a store takes what it has not applied yet
/// in one command, in order, up to the first file that does not follow.
extension ChainStore {
    public struct FolderOutcome: Sendable {
        /// What `apply` says of each file it applied, one after another.
        public var lines: [String] = []
        public var applied = 0
        /// The refusal of the first file that does not follow; the files
        /// before it stay applied.
        public var stop: MenuError?
    }

    public func applyAll(_ files: [(change: ChainChange, name: String)]) throws -> FolderOutcome {
        var outcome = FolderOutcome()
        for (change, name) in try pending(files) {
            // Each file in a savepoint of its own: one that is refused
            // halfway leaves the ones before it as they applied.
            try database.execute("SAVEPOINT chain_folder_file")
            do {
                if case .applied(let lines) = try apply(change, file: name) {
                    outcome.lines += lines
                    outcome.applied += 1
                }
                try database.execute("RELEASE chain_folder_file")
            } catch let refusal as MenuError where refusal.kind == .refused {
                try database.execute("ROLLBACK TO chain_folder_file")
                try database.execute("RELEASE chain_folder_file")
                tx.pathsChanged()
                try tx.entriesChanged()
                outcome.stop = refusal
                break
            }
        }
        return outcome
    }

    /// The files in the order they apply: by epoch, then number. When the
    /// folder holds a full file of an epoch the store has not reached, the
    /// newest such file is where the store starts: what comes before it
    /// is of a history it replaces.
    private func pending(_ files: [(change: ChainChange, name: String)]) throws -> [(change: ChainChange, name: String)] {
        let ordered = files.sorted { ($0.change.epoch, $0.change.sequence, $0.name) < ($1.change.epoch, $1.change.sequence, $1.name) }
        let epoch = try role()?.epoch ?? 0
        guard let start = ordered.last(where: { $0.change.isFull && $0.change.epoch > epoch }) else { return ordered }
        return ordered.filter { ($0.change.epoch, $0.change.sequence) >= (start.change.epoch, start.change.sequence) }
    }

    /// What `apply DIR --dry-run` would say, worked out on a copy.
    public func rehearseAll(_ files: [(change: ChainChange, name: String)]) throws -> FolderOutcome {
        var outcome = FolderOutcome()
        try rehearsing { chain in outcome = try chain.applyAll(files) }
        return outcome
    }
}
