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

    /// Parses `38`, `38.5`, `¥38.50` or `￥38.50`: digits, then at most two
    /// decimals, at most 9999999.99. No sign, exponent, or grouping.
    public init(parsing raw: String) throws(MenuError) {
        let shown = "'\(Terminal.escaped(raw))' is not an amount"
        var text = Substring(raw.trimmingWhiteSpace())
        if text.first == "¥" || text.first == "￥" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
              whole.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { throw .invalidArgument("\(shown) (write it like 38, 38.5 or ¥38.50)") }
        let decimals = parts.count == 2 ? parts[1] : ""
        // `12.` has a point and no decimals: a typo, not a third decimal.
        guard parts.count == 1 || !decimals.isEmpty,
              decimals.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { throw .invalidArgument("\(shown) (write it like 38, 38.5 or ¥38.50)") }
        guard decimals.count <= 2 else { throw .invalidArgument("\(shown): it may have at most two decimal places") }
        let digits = whole.drop(while: { $0 == "0" })
        guard digits.count <= 7, let yuan = Int64(digits.isEmpty ? "0" : String(digits)) else {
            throw .invalidArgument("\(shown): the most is 9999999.99")
        }
        let cents = Int64(decimals.padding(toLength: 2)) ?? 0
        self.fen = yuan * 100 + cents
    }

    /// `38.00`: two decimals, no currency sign.
    public var description: String {
        let cents = fen % 100
        return "\(fen / 100)." + (cents < 10 ? "0" : "") + String(cents)
    }

    public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.fen < rhs.fen }
}

private extension Substring {
    func padding(toLength length: Int) -> String {
        String(self) + String(repeating: "0", count: Swift.max(0, length - count))
    }
}
