/// A photo as a node names it (SPEC 27): the master's SHA-256, its format,
/// size in pixels and length in bytes; never the bytes, which only the
/// commands that draw or write a photo read, one at a time.
public struct PhotoReference: Sendable, Hashable {
    /// 64 lowercase hex digits: the master's SHA-256.
    public let digest: String
    /// `jpeg` or `webp`.
    public let format: String
    public let width: Int
    public let height: Int
    /// The master's length in bytes.
    public let size: Int

    public init(digest: String, format: String, width: Int, height: Int, size: Int) {
        self.digest = digest
        self.format = format
        self.width = width
        self.height = height
        self.size = size
    }

    /// `4:3`, `16:9`, or `1.42:1` when no small ratio is near.
    public var ratio: String { Self.ratio(width: width, height: height) }

    public static func ratio(width: Int, height: Int) -> String {
        guard width > 0, height > 0 else { return "?" }
        for (w, h) in [(1, 1), (4, 3), (3, 4), (3, 2), (2, 3), (16, 9), (9, 16), (5, 4), (4, 5), (2, 1), (1, 2), (21, 9)] {
            // Within one pixel of the ratio on the shorter side: a camera's 4000×2250 is 16:9.
            if abs(width * h - height * w) <= max(w, h) * 1 + max(width, height) / 400 { return "\(w):\(h)" }
        }
        let whole = Double(width) / Double(height)
        let tenths = Int((whole * 100).rounded())
        return "\(tenths / 100).\(tenths % 100 < 10 ? "0" : "")\(tenths % 100):1"
    }

    /// `1.4 MB`, `48 KB`, `900 bytes`: the length as a person reads it (1 KB = 1,000 bytes).
    public static func shownSize(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\((bytes + 500) / 1_000) KB" }
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
