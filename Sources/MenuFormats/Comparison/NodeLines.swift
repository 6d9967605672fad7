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

    /// `expecting`: about how many nodes there are, room made for them at once.
    public init(expecting: Int = 0) {
        capacity = max(expecting, 256)
        start = malloc(capacity * MemoryLayout<Line>.stride)!.bindMemory(to: Line.self, capacity: capacity)
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
    func note(id: Int64, isGroup: Bool, parent: Int32, place: Int, start: Int, name: Range<Int>, end: Int) -> Int32 {
        if count == capacity {
            capacity *= 2
            self.start = realloc(self.start, capacity * MemoryLayout<Line>.stride)!.bindMemory(to: Line.self, capacity: capacity)
        }
        (self.start + count).initialize(to: Line(id: id, parent: parent, piece: piece, place: Int32(place), members: (UInt32(start), UInt32(end)),
                          name: (UInt32(name.lowerBound), UInt32(name.upperBound)), isGroup: isGroup))
        count += 1
        return Int32(count - 1)
    }

    /// The writer handed out the piece it was writing, and begins another.
    func handedOut() { piece += 1 }
}
