#if canImport(Glibc)
import Glibc
#endif
import MenuModel

/// One side of a `diff` (SPEC 23): a menu as its export document says it,
/// node by node, each node's line, id and group as the writer noted them
/// (NodeLines). The export writes one node a line, so two menus compare line by
/// line, as bytes (names compare exactly, SPEC 2), and only the lines that
/// differ are read key by key: a key another feature adds to the document
/// is compared without a change here.
public struct MenuSnapshot {
    /// Each node's line, in the export's order: the tree's, depth first,
    /// each with the line of its group. Plain offsets into `pieces`, so
    /// that the 100,000 lines of a big menu are kept and dropped with
    /// nothing reference counted, and compared with memcmp.
    let lines: NodeLines
    /// The export document as the writer handed it out (NodeLines).
    let pieces: [[UInt8]]
    /// The document's members other than `menu`: choice lists, price lists, glossary.
    let top: [(key: String, value: JSONValue)]
    /// The tree the document was written from, for an added dish's price;
    /// nil when it was let go once the document was written.
    public let tree: MenuGroup?

    /// A node as a diff line shows it.
    public struct Shown {
        public let id: Int64
        public let path: String
        public let isGroup: Bool
        /// The price column of `list` (`58.00–88.00`, `时价`), for an added
        /// dish; nil where the tree was let go.
        public let priceLabel: String?
    }

    /// How many nodes the menu has.
    public var count: Int { lines.count }

    /// The document `write` hands out a piece at a time, with where it put
    /// each node's line, as `MenuDocument.write(of: root, …, lines:)` does.
    /// `keepingTree` false: `root` is let go once the document is written
    /// (the old side of a diff, whose nodes show no price), for the two
    /// trees of a big diff not to be held at once.
    /// `expecting`: about how many nodes the menu has, if known (the other side's).
    /// `alike`: the other side's lines, for a dish to be copied from (NodeLines).
    public init(root: MenuGroup, keepingTree: Bool = true, expecting: Int = 0, alike: PinnedLines? = nil,
                writing write: (_ emit: ([UInt8]) -> Void, _ lines: NodeLines) throws -> Void) throws {
        let noted = NodeLines(expecting: expecting, alike: alike)
        var pieces: [[UInt8]] = []
        try write({ pieces.append($0) }, noted)
        lines = noted
        self.pieces = pieces
        tree = keepingTree ? root : nil
        // The document with its menu left empty: what is outside it is in the first piece and the last.
        guard let first = pieces.first, let last = pieces.last else { throw MenuError.refused("the export is empty") }
        let outside = Array(first[..<noted.menuOpening]) + last[noted.menuClosing...]
        guard case .object(let members) = try JSONParser.parse(outside) else { throw MenuError.refused("the export is not an object") }
        top = members.filter { !["format", "version", "currency", "menu"].contains($0.key) }
    }

    /// Paths are made only for the nodes a diff shows, of the names as the
    /// lines write them (JSON gives back the very text written).
    func shown(_ index: Int) -> Shown {
        var names: [String] = []
        var at = index
        while at >= 0 { names.append(name(at)); at = Int(lines[at].parent) }
        let line = lines[index]
        return Shown(id: line.id, path: names.reversed().joined(separator: "/"), isGroup: line.isGroup,
                     priceLabel: node(index).flatMap { node in
                         // A 时价 dish's price today is the day's, not the menu's: diff compares no file of it (SPEC 28).
                         var pricing = node.pricing
                         pricing.today = nil
                         return pricing.label
                     })
    }

    /// Node `index` of the tree, found by its places; nil when the tree was let go.
    private func node(_ index: Int) -> (any MenuComponent)? {
        guard let tree else { return nil }
        var places: [Int] = []
        var at = index
        while at >= 0 { places.append(Int(lines[at].place)); at = Int(lines[at].parent) }
        var node: any MenuComponent = tree
        for place in places.reversed() { node = node.children[place] }
        return node
    }

    /// Node `index`'s name, read back from its line.
    private func name(_ index: Int) -> String {
        let (start, end) = lines[index].name
        let piece = pieces[Int(lines[index].piece)]
        let text = piece[(Int(start) + 1)..<(Int(end) - 1)]
        guard text.contains(UInt8(ascii: "\\")),
              case .string(let name)? = try? JSONParser.parse(Array(piece[Int(start)..<Int(end)])) else {
            return String(decoding: text, as: UTF8.self)
        }
        return name
    }

    /// A node's own members, a JSON object, for its fields to be read.
    /// A group's are closed here: its line goes on with its children.
    func members(_ index: Int) -> ArraySlice<UInt8> {
        let line = lines[index]
        let members = pieces[Int(line.piece)][Int(line.members.start)..<Int(line.members.end)]
        return line.isGroup ? ArraySlice(members + [UInt8(ascii: "}")]) : members
    }

    /// Whether node `index` has the name of node `other` of `snapshot`, byte for byte.
    func sameName(_ index: Int, as other: Int, of snapshot: MenuSnapshot) -> Bool {
        let a = lines[index], b = snapshot.lines[other]
        return Self.same(a.name, in: pieces[Int(a.piece)], as: b.name, in: snapshot.pieces[Int(b.piece)])
    }

    private static func same(_ a: (start: UInt32, end: UInt32), in x: [UInt8], as b: (start: UInt32, end: UInt32), in y: [UInt8]) -> Bool {
        let count = Int(a.end - a.start)
        guard count == Int(b.end - b.start) else { return false }
        return x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in memcmp(x.baseAddress! + Int(a.start), y.baseAddress! + Int(b.start), count) == 0 }
        }
    }

    /// Runs `body` with the lines and where each piece starts, held in
    /// place all the while (each piece's buffer pinned in turn).
    func withPinnedLines<T>(_ body: (PinnedLines) -> T) -> T {
        lines.withUnsafeBufferPointer { lines in
            var starts: [UnsafePointer<UInt8>?] = []
            starts.reserveCapacity(pieces.count)
            func pin(_ at: Int) -> T {
                guard at < pieces.count else { return starts.withUnsafeBufferPointer { body(PinnedLines(lines: lines, starts: $0)) } }
                return pieces[at].withUnsafeBufferPointer { piece in
                    starts.append(piece.baseAddress)
                    return pin(at + 1)
                }
            }
            return pin(0)
        }
    }

    /// `withPinnedLines` for a body that may throw: the other side of a
    /// diff written while this one's lines are held (NodeLines' `alike`).
    public func withLinesHeld<T>(_ body: (PinnedLines) throws -> T) throws -> T {
        var result: Result<T, any Error>?
        withPinnedLines { pinned in result = Result { try body(pinned) } }
        return try result!.get()
    }

    /// The bytes of node `index`'s name as its line writes them.
    func nameBytes<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let line = lines[index]
        return pieces[Int(line.piece)].withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(line.name.start)..<Int(line.name.end)]))
        }
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

/// A snapshot's lines and its pieces' bytes, held in place for one pass
/// (`MenuSnapshot.withPinnedLines`): compared without a piece's array
/// counted in and out for each line, which cost as much as the compare.
public struct PinnedLines {
    let lines: UnsafeBufferPointer<NodeLines.Line>
    let starts: UnsafeBufferPointer<UnsafePointer<UInt8>?>

    /// Whether node `index` has the very members of node `other` of `pinned`.
    func sameMembers(_ index: Int, as other: Int, of pinned: PinnedLines) -> Bool {
        let a = lines[index], b = pinned.lines[other]
        return a.isGroup == b.isGroup && same(a.members, in: a.piece, as: b.members, in: b.piece, of: pinned)
    }

    /// Whether node `index` has the name of node `other` of `pinned`, byte for byte.
    func sameName(_ index: Int, as other: Int, of pinned: PinnedLines) -> Bool {
        let a = lines[index], b = pinned.lines[other]
        return same(a.name, in: a.piece, as: b.name, in: b.piece, of: pinned)
    }

    private func same(_ a: (start: UInt32, end: UInt32), in x: Int32, as b: (start: UInt32, end: UInt32), in y: Int32,
                      of pinned: PinnedLines) -> Bool {
        let count = Int(a.end - a.start)
        guard count == Int(b.end - b.start) else { return false }
        guard count > 0 else { return true }
        return memcmp(starts[Int(x)]! + Int(a.start), pinned.starts[Int(y)]! + Int(b.start), count) == 0
    }
}
