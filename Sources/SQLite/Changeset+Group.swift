import CSQLite

extension Changeset {
    /// One changeset doing what `changesets` do one after another, each
    /// row once with its first old values and its last new ones
    /// (https://sqlite.org/session/changegroup.html): a hundred entries
    /// undone at once are checked and applied once. Throws when they do not
    /// fit together (entries recorded before and after a migration added
    /// columns): then they are applied one by one.
    package static func combined(_ changesets: [Changeset]) throws -> Changeset {
        var group: OpaquePointer?
        var code = sqlite3changegroup_new(&group)
        guard code == SQLITE_OK, let group else { throw Changeset.error(code) }
        defer { sqlite3changegroup_delete(group) }
        for changeset in changesets where !changeset.isEmpty {
            code = changeset.bytes.withUnsafeBytes {
                sqlite3changegroup_add(group, Int32($0.count), UnsafeMutableRawPointer(mutating: $0.baseAddress))
            }
            guard code == SQLITE_OK else { throw Changeset.error(code) }
        }
        var size: Int32 = 0
        var output: UnsafeMutableRawPointer?
        code = sqlite3changegroup_output(group, &size, &output)
        defer { sqlite3_free(output) }
        guard code == SQLITE_OK else { throw Changeset.error(code) }
        guard let output, size > 0 else { return Changeset(bytes: []) }
        return Changeset(bytes: Array(UnsafeRawBufferPointer(start: output, count: Int(size))))
    }
}
