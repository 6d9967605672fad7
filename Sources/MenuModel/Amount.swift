/// A price in whole fen (1/100 yuan), never a floating-point number (SPEC 3).
public struct Amount: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let currency = "CNY"
    public static let maximumFen: Int64 = 999_999_999

    public let fen: Int64

    public init(fen: Int64) throws(MenuError) {
        guard (0...Amount.maximumFen).contains(fen) else {
            throw .invalidArgument("\(fen) fen is not an amount between 0 and 9999999.99")
        }
        self.fen = fen
    }

    /// An amount already checked once, as a dish keeps it packed (`MenuItem`).
    init(validFen fen: Int64) {
        self.fen = fen
    }

    /// Parses `38`, `38.5`, `¥38.50` or `￥38.50`: digits, then at most two
    /// decimals, at most 9999999.99. No sign, exponent, or grouping.
    public init(parsing raw: String) throws(MenuError) {
        func refused(_ reason: String) -> MenuError { .invalidArgument("'\(raw)' is not an amount" + reason) }
        // Read as bytes (a CSV import reads one price a line): digits and the
        // point are ASCII, and any other byte makes it no amount. The bytes
        // where they lie: a copy and a String's UTF8View stepped index by
        // index would cost every price a batch or CSV line reads.
        var text = raw.trimmingWhiteSpace()
        switch text.withUTF8(Self.fen(in:)) {
        case .success(let fen): self.fen = fen
        case .failure(.malformed): throw refused(" (write it like 38, 38.5 or ¥38.50)")
        case .failure(.tooManyDecimals): throw refused(": it may have at most two decimal places")
        case .failure(.tooLarge): throw refused(": the most is 9999999.99")
        }
    }

    /// Whether `raw` reads as an amount, without the words of why not: a
    /// batch asks it of every name it adds, and a refusal's message costs
    /// more than the reading.
    public static func reads(_ raw: String) -> Bool {
        var text = raw.trimmingWhiteSpace()
        if case .success = text.withUTF8(Self.fen(in:)) { return true }
        return false
    }

    /// Why text is no amount.
    private enum Refusal: Error { case malformed, tooManyDecimals, tooLarge }

    /// The fen `38.50` or `¥38.5` writes, or why it writes none.
    private static func fen(in all: UnsafeBufferPointer<UInt8>) -> Result<Int64, Refusal> {
        var bytes = all[...]
        for sign in signs where bytes.starts(with: sign) {
            bytes = bytes.dropFirst(sign.count)
            break
        }
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = bytes[..<(point ?? bytes.endIndex)]
        let decimals = bytes[(point.map { $0 + 1 } ?? bytes.endIndex)...]
        // `12.` has a point and no decimals: a typo, not a third decimal.
        guard !whole.isEmpty, whole.allSatisfy(isDigit),
              point == nil || !decimals.isEmpty, decimals.allSatisfy(isDigit)
        else { return .failure(.malformed) }
        guard decimals.count <= 2 else { return .failure(.tooManyDecimals) }
        let yuan = whole.drop { $0 == UInt8(ascii: "0") }
        guard yuan.count <= 7 else { return .failure(.tooLarge) }
        var fen: Int64 = 0
        for digit in yuan { fen = fen * 10 + Int64(digit - UInt8(ascii: "0")) }
        for place in 0..<2 {
            let digit = place < decimals.count ? decimals[decimals.startIndex + place] - UInt8(ascii: "0") : 0
            fen = fen * 10 + Int64(digit)
        }
        return .success(fen)
    }

    /// The currency signs a price may start with, as UTF-8.
    private static let signs = [Array("¥".utf8), Array("￥".utf8)]
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// `38.00`: two decimals, no currency sign. Written digit by digit from
    /// the right: `list` prints one or more per row, and interpolating the
    /// yuan and the fen costs many times as much.
    public var description: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            var rest = fen.magnitude
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            func putDigit() {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            putDigit()
            putDigit()
            put(UInt8(ascii: "."))
            repeat { putDigit() } while rest > 0
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.fen < rhs.fen }
}
