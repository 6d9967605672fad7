#if canImport(Glibc)
import Glibc
#endif
import MenuModel

/// One side of a `diff` (SPEC 23): a menu as its export document says it,
/// node by node, with each node's id and path from the tree it was written
/// from. The export writes one node a line, so two menus compare line by
/// line, as bytes (names compare exactly, SPEC 2), and only the lines that
/// differ are read key by key: a key another feature adds to the document
/// is compared without a change here.
public struct MenuSnapshot {
    /// Where a node's line is in `document`: plain offsets, so that the
    /// 100,000 lines of a big menu are kept and dropped with nothing
    /// reference counted, and compared with memcmp.
    struct Line {
        /// The node's own members as the export writes them, children left out.
        let members: Range<Int>
        /// A group's members are cut before its children: `}` closes them.
        let cut: Bool
        /// The name as the line writes it, a JSON string: its bytes are the
        /// same exactly when the names' are (SPEC 2), so no String is asked.
        let name: Range<Int>
    }

    /// In the export's order: the tree's, depth first, each with the index
    /// of its group in `nodes` (-1 at the top).
    let nodes: [(node: any MenuComponent, parent: Int)]
    /// Each node's line, in the same order.
    let lines: [Line]
    /// The export document the lines are in.
    let document: [UInt8]
    /// The document's members other than `menu`: choice lists, price lists, glossary.
    let top: [(key: String, value: JSONValue)]

    /// A node as a diff line shows it.
    public struct Shown {
        public let id: Int64
        public let path: String
        public let isGroup: Bool
        /// The price column of `list` (`58.00–88.00`, `时价`), for an added dish.
        public let priceLabel: String?
    }

    /// Paths are made only for the nodes a diff shows.
    func shown(_ index: Int) -> Shown {
        var names: [String] = []
        var at = index
        while at >= 0 { names.append(nodes[at].node.name); at = nodes[at].parent }
        let node = nodes[index].node
        // A 时价 dish's price today is the day's, not the menu's: diff compares no file of it (SPEC 28).
        var pricing = node.pricing
        pricing.today = nil
        return Shown(id: node.id, path: names.reversed().joined(separator: "/"), isGroup: node.isGroup, priceLabel: pricing.label)
    }

    /// `document` is `MenuDocument.json(of: root, …)`; `root` the tree it was written from.
    public init(document: String, root: MenuGroup) throws(MenuError) {
        try self.init(document: Array(document.utf8), root: root)
    }

    /// The document's bytes as `MenuDocument.write(of: root, …)` hands them
    /// out, never made a String: a side of a 100,000-dish diff is 10 MB.
    public init(document: [UInt8], root: MenuGroup) throws(MenuError) {
        try self.init(document: document, nodes: Self.inExportOrder(root))
    }

    /// The document `write` hands out a piece at a time, as
    /// `MenuDocument.write(of: root, …)` does, kept in one buffer made at
    /// once big enough for most menus of its nodes, so that it is not
    /// copied as it grows (pages never written take no memory).
    public init(root: MenuGroup, writing write: (_ emit: ([UInt8]) -> Void) throws -> Void) throws {
        let nodes = Self.inExportOrder(root)
        var document: [UInt8] = []
        document.reserveCapacity(nodes.count * 256 + 65_536)
        try write { document += $0 }
        try self.init(document: document, nodes: nodes)
    }

    private init(document: [UInt8], nodes: [(node: any MenuComponent, parent: Int)]) throws(MenuError) {
        self.nodes = nodes
        let (lines, outside) = try Self.nodeLines(of: document, count: nodes.count)
        self.lines = lines
        self.document = document
        guard case .object(let members) = try JSONParser.parse(outside) else { throw MenuError.refused("the export is not an object") }
        top = members.filter { !["format", "version", "currency", "menu"].contains($0.key) }
    }

    /// The tree in the export's order, each node with its group's place,
    /// walked with a stack, not recursion (STYLE: what others wrote).
    private static func inExportOrder(_ root: MenuGroup) -> [(node: any MenuComponent, parent: Int)] {
        var tree: [(node: any MenuComponent, parent: Int)] = []
        var stack: [(node: any MenuComponent, parent: Int)] = root.children.reversed().map { ($0, -1) }
        while let (node, parent) = stack.popLast() {
            tree.append((node, parent))
            let index = tree.count - 1
            for child in node.children.reversed() { stack.append((child, index)) }
        }
        return tree
    }

    /// Each node's line of the document, `count` of them, in order; and the
    /// rest of the document, its menu left empty. Lines are found with
    /// memchr and told apart by a few bytes: the document is not copied.
    private static func nodeLines(of document: [UInt8], count: Int) throws(MenuError) -> ([Line], [UInt8]) {
        var lines: [Line] = []
        lines.reserveCapacity(count)
        var outside: [UInt8] = []
        var refusal: String?
        document.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            func starts(_ at: Int, _ end: Int, with prefix: [UInt8]) -> Bool {
                end - at >= prefix.count && memcmp(base + at, prefix, prefix.count) == 0
            }
            var inMenu = false
            var start = 0
            while start < bytes.count {
                let end = memchr(base + start, 0x0A, bytes.count - start).map { base.distance(to: UnsafePointer($0.assumingMemoryBound(to: UInt8.self))) } ?? bytes.count
                let line = start..<end
                start = end + 1
                if !inMenu {
                    if line.count == menuOpening.count && starts(line.lowerBound, end, with: menuOpening) {
                        inMenu = true
                        outside += Array("  \"menu\": []".utf8)
                    } else {
                        outside += bytes[line]
                        outside.append(UInt8(ascii: "\n"))
                    }
                    continue
                }
                // The menu's end, with the comma before the members after it.
                if line.count <= menuClosing.count + 1 && starts(line.lowerBound, end, with: menuClosing) {
                    inMenu = false
                    outside += bytes[(line.lowerBound + menuClosing.count)..<end]
                    outside.append(UInt8(ascii: "\n"))
                    continue
                }
                var first = line.lowerBound
                while first < end && bytes[first] == UInt8(ascii: " ") { first += 1 }
                guard starts(first, end, with: nodeOpening) else { continue }
                guard lines.count < count else { refusal = "the export holds more nodes than the menu"; return }
                guard let name = Self.name(in: bytes, from: first + nodeOpening.count, to: end) else {
                    refusal = "the export has a node without a name"; return
                }
                let (members, cut) = Self.members(of: first..<end, in: bytes)
                lines.append(Line(members: members, cut: cut, name: name))
            }
        }
        if let refusal { throw MenuError.refused(refusal) }
        guard lines.count == count else { throw MenuError.refused("the export holds fewer nodes than the menu") }
        return (lines, outside)
    }

    private static let menuOpening = Array("  \"menu\": [".utf8)
    private static let menuClosing = Array("  ]".utf8)
    private static let nodeOpening = Array("{\"kind\": \"".utf8)
    private static let nameOpening = Array("\", \"name\": \"".utf8)
    private static let childrenOpening = Array(", \"children\": [".utf8)
    private static let noChildren = Array(", \"children\": []}".utf8)

    /// The node's name, quotes and all, after `"kind": "…` at `at`: the
    /// export writes the kind, then the name.
    private static func name(in bytes: UnsafeBufferPointer<UInt8>, from at: Int, to end: Int) -> Range<Int>? {
        var at = at
        while at < end && bytes[at] != UInt8(ascii: "\"") { at += 1 }
        guard end - at > nameOpening.count, memcmp(bytes.baseAddress! + at, nameOpening, nameOpening.count) == 0 else { return nil }
        let opening = at + nameOpening.count - 1
        at = opening + 1
        while at < end && bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
        return at < end ? opening..<(at + 1) : nil
    }

    /// A node's line as one JSON object of its own members: a group's
    /// children and the comma that joins lines left out (`cut`: the `}`
    /// that closes them is the caller's to add).
    private static func members(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, cut: Bool) {
        var end = line.upperBound
        if bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
        // Told apart by the last byte first: no list made for each line.
        let opening: [UInt8]
        switch bytes[end - 1] {
        case UInt8(ascii: "["): opening = childrenOpening
        case UInt8(ascii: "}"): opening = noChildren
        default: return (line.lowerBound..<end, false)
        }
        guard end - line.lowerBound >= opening.count,
              memcmp(bytes.baseAddress! + end - opening.count, opening, opening.count) == 0 else { return (line.lowerBound..<end, false) }
        return (line.lowerBound..<(end - opening.count), true)
    }

    /// A node's own members, a JSON object, for its fields to be read.
    func members(_ index: Int) -> ArraySlice<UInt8> {
        let line = lines[index]
        return line.cut ? ArraySlice(document[line.members] + [UInt8(ascii: "}")]) : document[line.members]
    }

    /// Whether node `index` has the very members of node `other` of `snapshot`.
    func sameMembers(_ index: Int, as other: Int, of snapshot: MenuSnapshot) -> Bool {
        let a = lines[index], b = snapshot.lines[other]
        return a.cut == b.cut && Self.same(a.members, in: document, as: b.members, in: snapshot.document)
    }

    /// Whether node `index` has the name of node `other` of `snapshot`, byte for byte.
    func sameName(_ index: Int, as other: Int, of snapshot: MenuSnapshot) -> Bool {
        Self.same(lines[index].name, in: document, as: snapshot.lines[other].name, in: snapshot.document)
    }

    private static func same(_ a: Range<Int>, in x: [UInt8], as b: Range<Int>, in y: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in memcmp(x.baseAddress! + a.lowerBound, y.baseAddress! + b.lowerBound, a.count) == 0 }
        }
    }

    /// The bytes of node `index`'s name as its line writes them.
    func nameBytes<T>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let name = lines[index].name
        return document.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[name])) }
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
