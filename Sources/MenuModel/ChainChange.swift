/// One change file of a chain (SPEC 22): what head office changed in the
/// menu's content between two publishes, and where it stands in the
/// chain's sequence. MenuFormats writes and reads it; MenuData makes and
/// applies its body, a SQLite session changeset.
public struct ChainChange: Sendable, Equatable {
    /// The chain's id, made by its head office's first publish.
    public let chainID: String
    /// This file's number: 1 for the first publish, then 2, 3…
    public let sequence: Int64
    /// The file a store must have applied before this one (0 for the first).
    public let follows: Int64
    /// The schema version of the menu that published it: a store applies
    /// only files of its own schema.
    public let schemaVersion: Int
    /// The changeset.
    public let body: [UInt8]

    public init(chainID: String, sequence: Int64, follows: Int64, schemaVersion: Int, body: [UInt8]) {
        self.chainID = chainID
        self.sequence = sequence
        self.follows = follows
        self.schemaVersion = schemaVersion
        self.body = body
    }
}

/// A menu's place in a chain, as `info` shows it.
public struct ChainRole: Sendable, Equatable {
    public enum Kind: String, Sendable { case headOffice = "head office", store }

    public let kind: Kind
    public let chainID: String
    /// The last file published (head office) or applied (store).
    public let sequence: Int64

    public init(kind: Kind, chainID: String, sequence: Int64) {
        self.kind = kind
        self.chainID = chainID
        self.sequence = sequence
    }
}
