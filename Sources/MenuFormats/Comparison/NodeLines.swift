#if canImport(Glibc)
import Glibc
#endif

/// Where the export writer put each node's line, noted as it writes them
/// (`MenuDocument.write`'s `lines`), for `diff` to compare two documents
/// line by line (MenuSnapshot). Found after, with memchr and a look at
/// each line, and the tree walked again beside them for their nodes, they
/// cost a fifth of what writing the document did.
///
/// The writer hands its document out in pieces, each ending after a
/// node's line and its children, so that every line lies in one piece: a
/// line is kept by its piece and offsets in it, and the pieces are never
/// joined (a copy of 10.9 MB a side).
public final class NodeLines {
    /// One node's line. Offsets in a piece fit 32 bits: a piece is about
    /// `RowBytes.chunk` bytes and one node's line.
    struct Line {
        let id: Int64
        /// The line of its group, -1 at the top.
        let parent: Int32
        let piece: Int32
        /// Its place among its group's children: where it is in the tree.
        let place: Int32
        /// From its `{` to the end of its own members: a group's children,
        /// and the `}` after them, are not among them.
        let members: (start: UInt32, end: UInt32)
        /// The name as the line writes it, quotes and all.
        let name: (start: UInt32, end: UInt32)
        let isGroup: Bool
        /// A plain dish's `MenuItem.plainKey`, 0 for any other node: a line
        /// with a key may be copied for a dish of the other side.
        let key: UInt64
    }

    // The lines in a block of their own, grown with realloc (plain values,
    // a big block moved by remapping its pages, not copied), written once
    // a node by this class alone: no access is checked at run time (two
    // checks a line, and an Array's checks, cost more than noting it).
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<Line>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0
    /// The piece being written.
    private var piece: Int32 = 0
    /// Where the menu's `[` ends and its `]` is: in the first piece and the last.
    private(set) var menuOpening = 0
    private(set) var menuClosing = 0

    /// The other side's lines, held in place while this side is written,
    /// for a plain dish to be copied from (`copyAlike`); nil on the first side.
    private let alike: PinnedLines?
    /// How far the other side's line of a dish copied is from this side's.
    private var shift = 0

    /// `expecting`: about how many nodes there are, room made for them at once.
    /// `alike`: the other side of a diff, written first.
    public init(expecting: Int = 0, alike: PinnedLines? = nil) {
        capacity = max(expecting, 256)
        start = malloc(capacity * MemoryLayout<Line>.stride)!.bindMemory(to: Line.self, capacity: capacity)
        self.alike = alike
    }

    deinit { free(start) }

    subscript(index: Int) -> Line {
        precondition(index >= 0 && index < count, "no such line")
        return start[index]
    }

    func withUnsafeBufferPointer<T>(_ body: (UnsafeBufferPointer<Line>) -> T) -> T {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    func menuOpens(at offset: Int) { menuOpening = offset }

    func menuCloses(at offset: Int) { menuClosing = offset }

    /// A node's own members were written, from `start` to `end`, its name
    /// at `name` (offsets in the piece being written), in the group on line
    /// `parent` (-1 at the top), the `place`th of its children. Gives the
    /// node's line, for its children's `parent`.
    /// `key`: a plain dish's (`MenuItem.plainKey`), else 0.
    func note(id: Int64, isGroup: Bool, parent: Int32, place: Int, start: Int, name: Range<Int>, end: Int, key: UInt64 = 0) -> Int32 {
        if count == capacity {
            capacity *= 2
            self.start = realloc(self.start, capacity * MemoryLayout<Line>.stride)!.bindMemory(to: Line.self, capacity: capacity)
        }
        (self.start + count).initialize(to: Line(id: id, parent: parent, piece: piece, place: Int32(place), members: (UInt32(start), UInt32(end)),
                          name: (UInt32(name.lowerBound), UInt32(name.upperBound)), isGroup: isGroup, key: key))
        count += 1
        return Int32(count - 1)
    }

    /// The writer handed out the piece it was writing, and begins another.
    func handedOut() { piece += 1 }

    /// Copies into `out` the other side's line of a plain dish with this
    /// `key` and `name`, the line this one's writer would write: the key
    /// is all the line says besides the name, and a name whose bytes
    /// there hold no `\` went in as it is (RowBytes' JSON escapes each
    /// character it changes). Gives where the name went in `out`; nil,
    /// nothing written, when no such line is where the other side's
    /// lines stand, shifted as the last copied was, or one either side
    /// (a dish added or taken out): most dishes of two menus are the same.
    func copyAlike(key: UInt64, name: String, to out: inout RowBytes) -> Range<Int>? {
        guard key != 0, let alike else { return nil }
        var name = name
        let found = name.withUTF8 { name -> Int? in
            for step in 0..<3 {
                let guess = count + shift + (step == 2 ? 1 : -step)
                guard guess >= 0 && guess < alike.lines.count else { continue }
                let line = alike.lines[guess]
                guard line.key == key, Int(line.name.end - line.name.start) == name.count + 2, !name.isEmpty else { continue }
                let written = alike.starts[Int(line.piece)]! + Int(line.name.start) + 1
                if memcmp(written, name.baseAddress!, name.count) == 0 && memchr(written, Int32(UInt8(ascii: "\\")), name.count) == nil {
                    return guess
                }
            }
            return nil
        }
        guard let found else { return nil }
        shift = found - count
        let line = alike.lines[found]
        let at = out.count
        out.append(UnsafeBufferPointer(start: alike.starts[Int(line.piece)]! + Int(line.members.start),
                                       count: Int(line.members.end - line.members.start)))
        return (at + Int(line.name.start - line.members.start))..<(at + Int(line.name.end - line.members.start))
    }
}
