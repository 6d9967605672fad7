/// One change file of a chain (SPEC 22): what head office changed in the
/// menu's content between two publishes, and where it stands in the
/// chain's sequence. MenuFormats writes and reads it; MenuData makes and
/// applies its body, a SQLite session changeset.
public struct ChainChange: Sendable, Equatable {
    /// The chain's id, made by its head office's first publish.
    public let chainID: String
    /// This file's number: 1 for the first publish, then 2, 3…
    public let sequence: Int64
    /// The file a store must have applied before this one (0 for the first
    /// and for a full file, which follows none).
    public let follows: Int64
    /// The SHA-256 of the file this one follows, as the store recorded it
    /// when it applied that file; nil where head office does not know it
    /// (a file that follows one of format 1, a full file).
    public let followsDigest: String?
    /// How many full files head office published up to this one: a full
    /// file starts a new epoch, and the files after it carry its number.
    public let epoch: Int64
    /// Whether the body is head office's whole menu, which a store applies
    /// over whatever it holds of head office's, rather than the changes
    /// since the file before.
    public let isFull: Bool
    /// The schema version of the menu that published it.
    public let schemaVersion: Int
    /// The changeset.
    public let body: [UInt8]
    /// The version of the file's format: 1 for files whose digest covers
    /// only the body (the release before), 2 since.
    public var format: Int = 2
    /// The SHA-256 of the file as it was read or written, which the next
    /// file names; nil until it is written.
    public var digest: String?

    public init(chainID: String, sequence: Int64, follows: Int64, followsDigest: String? = nil, epoch: Int64 = 1,
                isFull: Bool = false, schemaVersion: Int, body: [UInt8]) {
        self.chainID = chainID
        self.sequence = sequence
        self.follows = follows
        self.followsDigest = followsDigest
        self.epoch = epoch
        self.isFull = isFull
        self.schemaVersion = schemaVersion
        self.body = body
    }

    /// A chain id as head office makes them (a UUID) or as an older release
    /// may have: 1 to 64 ASCII letters, digits, `-`, `_` and `.`. Anything
    /// else in a file or a menu was written by hand.
    public static func isValidChainID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        return (1...64).contains(bytes.count) && bytes.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }
}

/// A menu's place in a chain, as `info` shows it.
public struct ChainRole: Sendable, Equatable {
    public enum Kind: String, Sendable { case headOffice = "head office", store }

    public let kind: Kind
    public let chainID: String
    /// The last file published (head office) or applied (store).
    public let sequence: Int64
    /// The epoch of that file: how many full files head office published.
    public let epoch: Int64

    public init(kind: Kind, chainID: String, sequence: Int64, epoch: Int64 = 1) {
        self.kind = kind
        self.chainID = chainID
        self.sequence = sequence
        self.epoch = epoch
    }
}
