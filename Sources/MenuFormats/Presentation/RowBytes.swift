import MenuModel
/// Text written as UTF-8 bytes into one buffer that keeps its capacity:
/// the long answers (`list --format tsv` of 100,000 rows) append numbers
/// and ASCII words byte by byte, where `String.append` checked and grew
/// the string for every piece, the most of what `list` did. Handed out in
/// pieces of about `chunk` bytes, so the whole answer is never held.
public struct RowBytes {
    public private(set) var bytes: [UInt8] = []
    /// When the buffer is full enough to hand out.
    public static let chunk = 1 << 20

    public init() { bytes.reserveCapacity(Self.chunk + 4096) }

    /// A buffer for a short answer (`show`'s one object).
    init(reserving capacity: Int) { bytes.reserveCapacity(capacity) }

    public var isFull: Bool { bytes.count >= Self.chunk }

    /// Empties the buffer, keeping its room.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(contentsOf written: some Collection<UInt8>) { bytes.append(contentsOf: written) }

    /// A word or run of tabs known when compiled: no String is made.
    /// (A plain `append("…")` would take the literal as a String.)
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A whole number in decimal, without making a String of it.
    mutating func append(_ number: Int) { append(Int64(number)) }

    mutating func append(_ number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        append(digitsOf: number.magnitude)
    }

    /// The digits of `number`, two at a time from a table, written in
    /// place at the end of the buffer: a TSV row writes four numbers, and
    /// a digit a division and an append each cost `list` 3% of its work.
    private mutating func append(digitsOf number: UInt64) {
        var count = 1, bound: UInt64 = 10
        while count < 20 && number >= bound {
            count += 1
            bound = bound &* 10
        }
        let end = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            Self.pairs.withUTF8Buffer { pairs in
                var rest = number, at = end
                while rest >= 100 {
                    let pair = Int(rest % 100) &* 2
                    rest /= 100
                    at -= 2
                    buffer[at] = pairs[pair]
                    buffer[at + 1] = pairs[pair + 1]
                }
                if rest >= 10 {
                    buffer[at - 2] = pairs[Int(rest) &* 2]
                    buffer[at - 1] = pairs[Int(rest) &* 2 + 1]
                } else {
                    buffer[at - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
                }
            }
        }
    }

    /// "00", "01", … "99", run together.
    private static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// What the writers of later columns append, as they appended to a String.
    static func += (out: inout RowBytes, text: String) { out.append(text) }

    /// `38.00`, as `Amount.description` writes it.
    mutating func append(_ amount: Amount) {
        append(amount.fen / 100)
        let cents = Int(amount.fen % 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(cents / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(cents % 10))
    }

    /// `text` as `Terminal.escaped` writes it: copied as it is when its
    /// bytes show it holds nothing hidden, escaped otherwise.
    mutating func appendEscaped(_ text: String) {
        var text = text
        let copied = text.withUTF8 { utf8 in
            guard Terminal.showsAsIs(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied { append(Terminal.escaped(text)) }
    }
}
