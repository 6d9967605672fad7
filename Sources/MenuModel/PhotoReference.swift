/// A photo as a node names it (SPEC 27): the master's SHA-256, its format,
/// size in pixels and length in bytes; never the bytes, which only the
/// commands that draw or write a photo read, one at a time. A value of
/// plain words, no String in it: `list` reads one for each dish that has
/// a photo, and copying or dropping it costs no reference count.
public struct PhotoReference: Sendable, Hashable {
    /// How a master is encoded: node_photo's `format` (migrations/0022).
    public enum Format: String, Sendable {
        case jpeg, webp
    }

    /// The master's SHA-256.
    public let digest: PhotoDigest
    public let format: Format
    public let width: Int
    public let height: Int
    /// The master's length in bytes.
    public let size: Int

    public init(digest: PhotoDigest, format: Format, width: Int, height: Int, size: Int) {
        self.digest = digest
        self.format = format
        self.width = width
        self.height = height
        self.size = size
    }

    /// From text, as a file or a row holds it: nil unless the digest is 64
    /// lowercase hex digits and the format `jpeg` or `webp`.
    public init?(digest: String, format: String, width: Int, height: Int, size: Int) {
        guard let digest = PhotoDigest(hex: digest), let format = Format(rawValue: format) else { return nil }
        self.init(digest: digest, format: format, width: width, height: height, size: size)
    }

    /// `4:3`, `16:9`, or `1.42:1` when no small ratio is near.
    public var ratio: String { Self.ratio(width: width, height: height) }

    /// In floating point: a row another program wrote may hold any integer.
    public static func ratio(width: Int, height: Int) -> String {
        guard width > 0, height > 0 else { return "?" }
        let w = Double(width), h = Double(height)
        for (a, b) in [(1, 1), (4, 3), (3, 4), (3, 2), (2, 3), (16, 9), (9, 16), (5, 4), (4, 5), (2, 1), (1, 2), (21, 9)] {
            // Within a pixel or so of the ratio: a camera's 4000×2250 is 16:9, a crop's 1600×901 too.
            if abs(w * Double(b) - h * Double(a)) <= Double(max(a, b)) + max(w, h) / 400 { return "\(a):\(b)" }
        }
        let hundredths = (w / h * 100).rounded()
        guard hundredths < 1e9 else { return "wide" }
        let whole = Int(hundredths)
        return "\(whole / 100).\(whole % 100 < 10 ? "0" : "")\(whole % 100):1"
    }

    /// `1.4 MB`, `48 KB`, `900 bytes`: the length as a person reads it (1 KB = 1,000 bytes).
    public static func shownSize(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        // Rounded without adding first: a row another program wrote may hold Int.max.
        if bytes < 1_000_000 { return "\(bytes / 1_000 + (bytes % 1_000 >= 500 ? 1 : 0)) KB" }
        let tenths = bytes / 100_000 + (bytes % 100_000 >= 50_000 ? 1 : 0)
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// `image/jpeg` or `image/webp`: the reference's `media_type` in JSON.
    public var mediaType: String { "image/" + format.rawValue }
    /// `<digest>.jpg` (`.webp`): the photo's name in a CSV file, as in a
    /// folder of masters named by their digests.
    public var fileName: String { digest.hex + (format == .webp ? ".webp" : ".jpg") }

    /// Whether `text` is a digest as menuctl writes one: 64 lowercase hex digits.
    public static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The reference as a file's edit carries it to the store (`FieldEdits`
    /// hold text): `digest format width height size`.
    public var edit: String { "\(digest) \(format.rawValue) \(width) \(height) \(size)" }

    /// What an edit names: the whole reference (the export document), or
    /// its digest alone (a CSV file's name of it), which the menu must know.
    public static func named(byEdit edit: String) -> (digest: String, reference: PhotoReference?) {
        let words = edit.split(separator: " ").map(String.init)
        guard words.count == 5, let width = Int(words[2]), let height = Int(words[3]), let size = Int(words[4]) else {
            return (words.first ?? edit, nil)
        }
        return (words[0], PhotoReference(digest: words[0], format: words[1], width: width, height: height, size: size))
    }
}

/// A photo's bytes as the export document carries them (`photos`, by
/// digest): checked against the digest when read; that they decode is the
/// commands' to check, which hold the image library.
public struct PhotoMasterEntry: Sendable {
    public let digest: String
    public let bytes: [UInt8]

    public init(digest: String, bytes: [UInt8]) {
        self.digest = digest
        self.bytes = bytes
    }
}
