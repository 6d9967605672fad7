import MenuModel
/// Text written as UTF-8 bytes into one buffer that keeps its capacity:
/// the long answers (`list --format tsv` of 100,000 rows) append numbers
/// and ASCII words byte by byte, where `String.append` checked and grew
/// the string for every piece, the most of what `list` did. Handed out in
/// pieces of about `chunk` bytes, so the whole answer is never held.
public struct RowBytes: ~Copyable {
    /// The buffer, held in the value itself rather than in an Array: an
    /// append is a compare and a store, where an Array's asked whether it
    /// was shared and copied through a generic path, a third of what a TSV
    /// row cost. Not copyable, so one owner writes it and frees it.
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    public private(set) var count = 0
    /// The last path above a row's name written, and its bytes as written
    /// (TSV's or JSON's escaping, `aboveInJSON`): the rows of a group share
    /// the one String, so each after the first copies the bytes, where
    /// judging them again was most of what writing a dish's path cost.
    private var above: String?
    private var aboveInJSON = false
    private var aboveBytes = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// When the buffer is full enough to hand out.
    public static let chunk = 1 << 20

    public init() { self.init(reserving: Self.chunk + 4096) }

    /// A buffer for a short answer (`show`'s one object).
    init(reserving capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
        aboveBytes.deallocate()
    }

    /// What is written so far.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// What is written so far, as text (a short answer's).
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    public var isFull: Bool { count >= Self.chunk }

    /// Empties the buffer, keeping its room.
    public mutating func removeAll() { count = 0 }

    /// Room for `extra` more bytes, the buffer doubled when it has not.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func append(_ written: UnsafeBufferPointer<UInt8>) {
        guard let base = written.baseAddress, !written.isEmpty else { return }
        reserve(written.count)
        (start + count).update(from: base, count: written.count)
        count += written.count
    }

    mutating func append(contentsOf written: some Collection<UInt8>) {
        if written.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in written { append(byte) }
        }
    }

    /// A word or run of tabs known when compiled: no String is made.
    /// (A plain `append("…")` would take the literal as a String.)
    @inline(__always) mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A whole number in decimal, without making a String of it.
    mutating func append(_ number: Int) { append(Int64(number)) }

    /// Written from the last digit back, two at a time from a table, into
    /// the room reserved for the most an Int64 has.
    mutating func append(_ number: Int64) {
        // A depth, a flag, a small count: one digit, without the table.
        if number >= 0 && number < 10 {
            return append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number))
        }
        reserve(20)
        if number < 0 {
            start[count] = UInt8(ascii: "-")
            count += 1
        }
        var rest = number.magnitude
        var at = count + Self.digits(in: rest)
        count = at
        Self.pairs.withUTF8Buffer { pairs in
            while rest >= 100 {
                let pair = Int(rest % 100) &* 2
                rest /= 100
                at -= 2
                start[at] = pairs[pair]
                start[at + 1] = pairs[pair + 1]
            }
            if rest >= 10 {
                start[at - 2] = pairs[Int(rest) &* 2]
                start[at - 1] = pairs[Int(rest) &* 2 + 1]
            } else {
                start[at - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
            }
        }
    }

    /// A photo's digest, its 64 hex digits written in place (SPEC 27).
    mutating func append(_ digest: PhotoDigest) {
        reserve(64)
        digest.writeHex(to: start + count)
        count += 64
    }

    /// How many digits `magnitude` has in decimal.
    @inline(__always) private static func digits(in magnitude: UInt64) -> Int {
        // Rows, ids and prices in fen mostly have two to six digits: asked
        // in a few comparisons, not a step a digit.
        if magnitude < 1_000_000 {
            if magnitude < 1_000 { return magnitude < 100 ? (magnitude < 10 ? 1 : 2) : 3 }
            return magnitude < 10_000 ? 4 : magnitude < 100_000 ? 5 : 6
        }
        var length = 7, bound: UInt64 = 10_000_000
        while length < 20 && magnitude >= bound {
            length += 1
            bound = bound &* 10
        }
        return length
    }

    /// How many bytes `append(number)` writes: its digits, and a minus sign.
    static func width(of number: Int64) -> Int {
        digits(in: number.magnitude) + (number < 0 ? 1 : 0)
    }

    static func width(of number: Int) -> Int { width(of: Int64(number)) }

    /// `count` spaces (none when it is not above 0): the padding that
    /// lines up the text table's columns.
    mutating func appendBlanks(_ count: Int) {
        guard count > 0 else { return }
        reserve(count)
        (start + self.count).update(repeating: UInt8(ascii: " "), count: count)
        self.count += count
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
        reserve(3)
        start[count] = UInt8(ascii: ".")
        start[count + 1] = UInt8(ascii: "0") + UInt8(cents / 10)
        start[count + 2] = UInt8(ascii: "0") + UInt8(cents % 10)
        count += 3
    }

    /// A row's path, `above/last`, as `Terminal.escaped` writes it whole:
    /// it escapes scalar by scalar, so each part can be written on its own.
    mutating func appendEscaped(path above: String?, _ last: String) {
        if let above {
            appendAbove(above, inJSON: false) { $0.appendEscaped($1) }
            append(UInt8(ascii: "/"))
        }
        appendEscaped(last)
    }

    /// `path` as `write` writes it, copied when it is the path written last.
    /// Strings compare first by their storage, so the same one is known at once.
    @inline(__always) mutating func appendAbove(_ path: String, inJSON: Bool, _ write: (inout RowBytes, String) -> Void) {
        if inJSON == aboveInJSON, above == path {
            return append(UnsafeBufferPointer(aboveBytes))
        }
        let from = count
        write(&self, path)
        aboveBytes.deallocate()
        aboveBytes = .allocate(capacity: count - from)
        aboveBytes.baseAddress?.initialize(from: start + from, count: count - from)
        above = path
        aboveInJSON = inJSON
    }

    /// `text` as `Terminal.escaped` writes it: copied as it is when its
    /// bytes show it holds nothing hidden, escaped otherwise.
    mutating func appendEscaped(_ text: String) {
        // The view's own storage, read in place: a native string's bytes,
        // or a small one's copied to the stack, without the retain and
        // release a copy of the String to call `withUTF8` on costs.
        // Judged as it is copied, one pass over the bytes; counted only
        // when every byte shows as it is.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            reserve(utf8.count)
            let to = start + count
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard Terminal.showsAsIs(byte) else { return false }
                to[index] = byte
            }
            count += utf8.count
            return true
        }
        if copied != true { append(Terminal.escaped(text)) }
    }
}
