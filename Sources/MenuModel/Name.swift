/// The name of a group or a dish (SPEC 2): trimmed, 1 to 100 characters and
/// at most 400 bytes, with no control character, no invisible or
/// direction-changing format character, no `/` (which joins names into
/// paths), and not shaped like an id (`#12`).
///
/// Two names are the same only when their UTF-8 bytes are. SQLite compares
/// stored text byte by byte, while Swift's `String ==` and hashing treat
/// canonically equivalent text (é and e+U+0301) as equal; one rule has to
/// hold in every command, and the database's is the one that cannot change.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 100
    public static let maximumBytes = 400

    public let text: String

    public init(_ raw: String) throws(MenuError) {
        try self.init(trimmed: raw.trimmingWhiteSpace())
    }

    /// A name already trimmed (`MenuPath` trims each part once).
    init(trimmed: String) throws(MenuError) {
        guard !trimmed.isEmpty else {
            throw .invalidArgument("a name cannot be empty")
        }
        // Bytes before Characters: counting Characters walks grapheme
        // clusters, and "a" followed by millions of combining marks is one
        // Character. 400 bytes bound that walk.
        guard trimmed.utf8.count <= Name.maximumBytes else {
            throw .invalidArgument("the name \(Name.quoted(trimmed)) is longer than \(Name.maximumBytes) bytes of UTF-8")
        }
        // At most as many Characters as bytes: a short name is not counted.
        guard trimmed.utf8.count <= Name.maximumLength || trimmed.count <= Name.maximumLength else {
            throw .invalidArgument("the name \(Name.quoted(trimmed)) is longer than \(Name.maximumLength) characters")
        }
        // One walk over the scalars finds whether any is refused; only then
        // are the three told apart, in the order their messages take.
        if trimmed.unicodeScalars.contains(where: { $0.isControl || $0.isFormat || $0 == "/" }) {
            try Name.refuseScalars(of: trimmed)
        }
        guard !Name.looksLikeID(trimmed) else {
            throw .invalidArgument("the name \(Name.quoted(trimmed)) looks like a node id; a name may not be '#' and digits")
        }
        text = trimmed
    }

    public var description: String { text }

    /// Why a name holding a refused scalar is refused: a control character
    /// before a format character before a `/`, wherever each stands.
    private static func refuseScalars(of trimmed: String) throws(MenuError) {
        if trimmed.unicodeScalars.contains(where: \.isControl) {
            throw .invalidArgument("the name \(Name.quoted(trimmed)) holds a control character")
        }
        if let format = trimmed.unicodeScalars.first(where: \.isFormat) {
            throw .invalidArgument("the name \(Name.quoted(trimmed)) holds an invisible format character (U+\(format.hexCode))")
        }
        if trimmed.unicodeScalars.contains("/") {
            throw .invalidArgument("a name cannot hold '/', which separates the names in a path: \(Name.quoted(trimmed))")
        }
    }

    public static func == (lhs: Name, rhs: Name) -> Bool {
        lhs.text.hasSameUTF8(as: rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        let utf8 = text.utf8
        hasher.combine(utf8.count)
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
    }

    /// `'宫保鸡丁'`, cut when long (the writer escapes it): how an error
    /// quotes a name it refuses.
    package static func quoted(_ text: String) -> String {
        "'" + text.shortened() + "'"
    }

    /// `#5`, `#007`: `#` and ASCII digits only, which a TARGET reads as an id.
    package static func looksLikeID(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.count > 1 && bytes.first == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

extension Name {
    /// A name as the file stores it, taken as it is: data from the file is
    /// not user input (a name another program wrote may break the rules, and
    /// is exactly the one a user needs to rename or remove).
    package init(stored text: String) {
        self.text = text
    }
}
